import AXTestSupport
import Testing
@testable import AXGit

/// A shallow clone (CI's default checkout) lacks history; errors must say how to fetch it.
@Suite struct ShallowCloneTests {
    /// origin: main c1..c5, feature from c2. The clone keeps one commit per branch.
    private func makeShallowClone() throws -> (origin: TestRepository, clone: String, old: String) {
        let origin = try TestRepository()
        let old = try origin.commit("c1", files: ["snapshots/a.axsnap.json": snapshotJSON("1")])
        try origin.commit("c2", files: ["snapshots/a.axsnap.json": snapshotJSON("2")])
        try origin.git("branch", "feature")
        for n in 3...5 { try origin.commit("c\(n)", files: ["snapshots/a.axsnap.json": snapshotJSON("\(n)")]) }
        try origin.git("checkout", "-q", "feature")
        try origin.commit("f1", files: ["snapshots/b.axsnap.json": snapshotJSON("f")])
        try origin.git("checkout", "-q", "main")
        let clone = origin.scratch.appendingPathComponent("shallow").path
        try origin.git("clone", "-q", "--depth", "1", "--no-single-branch", "file://" + origin.path, clone, in: origin.scratch.path)
        return (origin, clone, old)
    }

    @Test func missingAncestorSaysToFetchTheFullHistory() throws {
        let (origin, clone, _) = try makeShallowClone()
        defer { origin.delete() }
        let git = try Repository.open(path: clone)
        #expect(git.isShallow)
        #expect(try git.revisions.commit("HEAD").subject == "c5")
        let error = #expect(throws: GitError.self) { try git.revisions.commit("HEAD~3") }
        #expect(error == .shallowHistoryMissing(revision: "'HEAD~3'"))
        #expect(error?.description.contains("this is a shallow clone and the history needed is missing: fetch the full history, e.g. `git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout") == true)
    }

    @Test func commitIdOutsideTheCloneSaysToFetchTheFullHistory() throws {
        let (origin, clone, old) = try makeShallowClone()
        defer { origin.delete() }
        let git = try Repository.open(path: clone)
        #expect(throws: GitError.shallowHistoryMissing(revision: "'\(old)'")) { try git.revisions.commit(old) }
    }

    @Test func missingMergeBaseSaysToFetchTheFullHistory() throws {
        let (origin, clone, _) = try makeShallowClone()
        defer { origin.delete() }
        let git = try Repository.open(path: clone)
        #expect(throws: GitError.shallowHistoryMissing(revision: "the merge base of 'origin/main' and 'origin/feature'")) {
            try git.revisions.range("origin/main...origin/feature")
        }
    }

    @Test func historyWalkPastTheBoundarySaysToFetchTheFullHistory() throws {
        let (origin, clone, _) = try makeShallowClone()
        defer { origin.delete() }
        let git = try Repository.open(path: clone)
        let head = try git.revisions.commit("HEAD").id
        let error = #expect(throws: GitError.self) { try git.revisions.firstParentCommits(from: nil, to: head, roots: ["snapshots"]) }
        guard case .shallowHistoryMissing = error else {
            Issue.record("expected the shallow-clone error, got \(String(describing: error))")
            return
        }
    }

    @Test func aBaseBranchNeverFetchedSaysItIsAShallowCloneAndHowToFetch() throws {
        let (origin, _, _) = try makeShallowClone()
        defer { origin.delete() }
        // actions/checkout's default: one commit of the pull request's branch, nothing else.
        let clone = origin.scratch.appendingPathComponent("depth-1").path
        try origin.git("clone", "-q", "--depth", "1", "--single-branch", "--branch", "feature", "file://" + origin.path, clone, in: origin.scratch.path)
        let git = try Repository.open(path: clone)
        let error = #expect(throws: GitError.self) { try git.revisions.commit("origin/main") }
        #expect(error == .unfetchedInShallowClone("origin/main"))
        let message = error?.description ?? ""
        #expect(message.hasPrefix("unknown revision 'origin/main': this is a shallow clone"))
        #expect(message.contains("`git fetch --unshallow origin main`"))
        #expect(message.contains("`git fetch --deepen=200 origin main`"))
        #expect(message.contains("`fetch-depth: 0`"))
        // In a full clone, an unknown name is only unknown.
        #expect(throws: GitError.unknownRevision("origin/nope")) { try origin.open().revisions.commit("origin/nope") }
    }

    @Test func aFullCloneIsNotShallow() throws {
        let (origin, _, _) = try makeShallowClone()
        defer { origin.delete() }
        #expect(try !origin.open().isShallow)
    }
}
