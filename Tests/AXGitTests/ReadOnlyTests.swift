import Foundation
import AXTestSupport
import Testing
@testable import AXGit

/// AXGit never writes to a repository: no index refresh, no lock file, nothing in `.git`.
@Suite struct ReadOnlyTests {
    @Test func everyOperationLeavesTheRepositoryByteForByteUntouched() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        try repo.commit("c1", files: [
            "snapshots/a.axsnap.json": snapshotJSON("a", lines: 20), "drafts/d.axsnap.json": snapshotJSON("d", lines: 20),
            ".axdiff.yml": "snapshots: [snapshots]\n",
        ])
        try repo.git("tag", "-a", "v1", "-m", "v1")
        try repo.git("checkout", "-q", "--track", "-b", "feature", "main")
        try repo.commit("f1", files: ["snapshots/b.axsnap.json": snapshotJSON("b")])
        try repo.git("mv", "drafts/d.axsnap.json", "snapshots/d.axsnap.json")
        try repo.commit("f2")
        // Local work: staged, modified after staging, untracked, deleted.
        try repo.write("snapshots/a.axsnap.json", snapshotJSON("a staged", lines: 20))
        try repo.git("add", "snapshots/a.axsnap.json")
        try repo.write("snapshots/a.axsnap.json", snapshotJSON("a on disk", lines: 20))
        try repo.write("snapshots/new.axsnap.json", snapshotJSON("new"))
        try repo.remove("snapshots/b.axsnap.json")
        // Make the index's stat data stale, as after a checkout by another tool: git would
        // refresh it, AXGit must not.
        let future = Date(timeIntervalSinceNow: 3600)
        try FileManager.default.setAttributes([.modificationDate: future], ofItemAtPath: repo.path + "/snapshots/d.axsnap.json")

        let before = try repo.fingerprint()
        let git = try Repository.discover(startingAt: repo.path + "/snapshots")
        let head = try git.revisions.commit("HEAD").id
        let base = try git.revisions.commit("v1").id
        _ = try git.revisions.range("main...feature")
        _ = try git.revisions.range("v1..@{u}")
        _ = git.revisions.currentBranch
        _ = try git.revisions.upstream(ofBranch: "feature")
        _ = git.revisions.defaultBase()
        _ = git.isShallow
        let sources: [TreeSource] = [.commit(base), .commit(head), .index, .workingTree]
        for source in sources {
            for file in try git.snapshots.files(at: source, roots: ["snapshots", "drafts"]) {
                _ = try git.snapshots.contents(of: file)
            }
            _ = try git.snapshots.readFile(path: ".axdiff.yml", at: source)
            for other in sources {
                _ = try git.diff.changes(from: source, to: other)
                _ = try git.diff.changes(from: source, to: other, roots: ["."], paths: ["snapshots"])
            }
        }
        _ = try git.revisions.firstParentCommits(from: nil, to: head, roots: ["snapshots"])
        _ = try git.reopened().snapshots.files(at: .workingTree)
        #expect(throws: GitError.self) { try git.revisions.commit("no-such-branch") }
        let after = try repo.fingerprint()

        #expect(before.count > 20)
        #expect(Set(after.keys) == Set(before.keys), "files added or removed: \(Set(after.keys).symmetricDifference(before.keys).sorted())")
        let changed = before.keys.filter { before[$0] != after[$0] }.sorted()
        #expect(changed.isEmpty, "files changed: \(changed)")
    }
}
