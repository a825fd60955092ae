import Foundation
import AXTestSupport
import Testing
@testable import AXGit

/// Every message says what happened, quotes the value, and says what to do.
@Suite struct GitErrorTests {
    @Test(arguments: [
        (GitError.directoryNotFound(path: "/x/y"), ["'/x/y'", "--repo PATH"]),
        (.notARepository(directory: "/x/y"), ["not inside a git repository", "'/x/y'", "run axdiff inside the repository or pass --repo PATH"]),
        (.unsafeRepository(path: "/srv/app"), ["'/srv/app'", "git config --global --add safe.directory /srv/app"]),
        (.noWorkingTree(repository: "/srv/app.git"), ["'/srv/app.git' is bare", "name two commits"]),
        (.unknownRevision("fetaure/x"), ["unknown revision 'fetaure/x': not a branch, tag or commit in this repository", "fetch"]),
        (.ambiguousRevision("abc1"), ["'abc1'", "more characters"]),
        (.notACommit("HEAD^{tree}"), ["'HEAD^{tree}'", "name a branch, tag or commit"]),
        (.unexpectedRange("a..b"), ["'a..b' is a range", "single"]),
        (.noCommitsYet(branch: "main"), ["'main' has no commits yet", "commit"]),
        (.noUpstream(branch: "topic"), ["'topic' has no upstream", "git branch --set-upstream-to"]),
        (.shallowHistoryMissing(revision: "'HEAD~5'"), [
            "'HEAD~5' is not available",
            "this is a shallow clone and the history needed is missing: fetch the full history, e.g. `git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout",
        ]),
        (.noMergeBase("main", "island"), ["'main' and 'island' share no history", "'A..B'"]),
        (.pathNotFound(path: "snapshots/x.axsnap.json", revision: "commit abc1234"), ["'snapshots/x.axsnap.json' not found in commit abc1234", "check the spelling"]),
        (.lfsPointer(path: "snapshots/x.axsnap.json", revision: "commit abc1234"), ["'snapshots/x.axsnap.json' in commit abc1234 is a git-LFS pointer", "git lfs pull"]),
        (.corruptObject(id: "abc", detail: "bad zlib"), ["object abc could not be read (bad zlib)", "git fsck"]),
        (.unreadableFile(path: "snapshots/x", reason: "permission denied"), ["'snapshots/x'", "permission denied", "readable"]),
        (.libgit2(LibGit2Failure(call: "git_diff_tree_to_tree", code: -1, errorClass: 0, message: "out of memory")), ["git_diff_tree_to_tree", "out of memory", "git fsck"]),
    ])
    func messageQuotesTheValueAndSaysWhatToDo(error: GitError, fragments: [String]) {
        for fragment in fragments {
            #expect(error.description.contains(fragment), "\(error.description) lacks \(fragment)")
        }
    }

    @Test func corruptLooseObjectIsReportedAsCorrupt() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        let head = try repo.commit("Add", files: ["snapshots/a.axsnap.json": snapshotJSON("a")])
        let blob = try repo.id("HEAD:snapshots/a.axsnap.json")
        let object = "\(repo.path)/.git/objects/\(blob.hex.prefix(2))/\(blob.hex.dropFirst(2))"
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: object)
        try Data("this is not zlib data".utf8).write(to: URL(fileURLWithPath: object))
        let git = try repo.open()
        let file = try git.snapshots.file("snapshots/a.axsnap.json", at: .commit(try #require(ObjectID(hex: head))))
        let error = #expect(throws: GitError.self) { try git.snapshots.contents(of: file) }
        guard case .corruptObject(let id, _) = error else {
            Issue.record("expected a corrupt-object error, got \(String(describing: error))")
            return
        }
        #expect(id == blob.hex)
    }

    @Test func libgit2FailuresCarryTheCallAndMessage() {
        do {
            try LibGit2.call("git_reference_lookup") { git_reference_lookup_wrapper() }
            Issue.record("expected a failure")
        } catch {
            guard case .libgit2(let failure) = error else { Issue.record("unexpected \(error)"); return }
            #expect(failure.call == "git_reference_lookup")
            #expect(failure.code == -3 || failure.code == -12)
            #expect(!failure.message.isEmpty)
        }
    }
}

import CLibGit2

/// A libgit2 call that fails: looking up an invalid reference name in an in-memory repository.
private func git_reference_lookup_wrapper() -> Int32 {
    var odb: OpaquePointer?
    guard git_odb_new(&odb) == 0 else { return -1 }
    defer { git_odb_free(odb) }
    var repository: OpaquePointer?
    guard git_repository_wrap_odb(&repository, odb) == 0 else { return -1 }
    defer { git_repository_free(repository) }
    var reference: OpaquePointer?
    return git_reference_lookup(&reference, repository, "not a valid ref name")
}
