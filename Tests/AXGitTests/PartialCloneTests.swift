import AXTestSupport
import Foundation
import Testing
@testable import AXGit

/// A partial clone (`git clone --filter=blob:none`) has every commit and tree but fetches file
/// contents only when git needs them; axdiff reads, never fetches, and says what to run.
@Suite struct PartialCloneTests {
    private func makePartialClone() throws -> (origin: TestRepository, clone: String) {
        let origin = try TestRepository()
        try origin.commit("c1", files: ["snapshots/a.axsnap.json": snapshotJSON("1")])
        try origin.commit("c2", files: ["snapshots/a.axsnap.json": snapshotJSON("2")])
        try origin.git("config", "uploadpack.allowFilter", "true")
        let clone = origin.scratch.appendingPathComponent("partial").path
        try origin.git("clone", "-q", "--filter=blob:none", "--no-checkout", "file://" + origin.path, clone, in: origin.scratch.path)
        return (origin, clone)
    }

    @Test func aMissingBlobSaysItIsAPartialCloneAndWhatToFetch() throws {
        let (origin, clone) = try makePartialClone()
        defer { origin.delete() }
        let git = try Repository.open(path: clone)
        #expect(git.objects.promisorRemote() == "origin")
        let file = try git.snapshots.file("snapshots/a.axsnap.json", at: .commit(try git.revisions.commit("HEAD~1").id))
        let error = #expect(throws: GitError.self) { try git.snapshots.contents(of: file) }
        guard case .missingInPartialClone(_, _, let remote, let path)? = error else {
            Issue.record("expected a partial-clone error, got \(String(describing: error))")
            return
        }
        #expect(remote == "origin" && path == "snapshots/a.axsnap.json")
        let message = error?.description ?? ""
        #expect(message.contains("is not in this partial clone"), "\(message)")
        #expect(message.contains("`git log -p --format= -- snapshots/ > /dev/null`"), "\(message)")
        #expect(!message.contains("damaged"))
        // The advice works: after it, the same read succeeds.
        try origin.git("log", "-p", "--format=", "--", "snapshots/", in: clone)
        #expect(try git.snapshots.contents(of: file).count > 0)
    }

    @Test func aCompleteRepositoryHasNoPromisor() throws {
        let origin = try TestRepository()
        defer { origin.delete() }
        try origin.commit("c1", files: ["snapshots/a.axsnap.json": snapshotJSON("1")])
        #expect(try Repository.open(path: origin.path).objects.promisorRemote() == nil)
    }
}
