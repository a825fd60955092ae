import AXTestSupport
import Foundation
import Testing
@testable import AXGit

/// A sparse checkout leaves files outside it off the disk but in the index with the
/// skip-worktree bit: for the working tree they are unchanged, never removed.
@Suite struct SparseCheckoutTests {
    private func makeSparseRepository(cone: Bool) throws -> TestRepository {
        let repo = try TestRepository()
        try repo.commit("Screens", files: [
            "snapshots/login.axsnap.json": snapshotJSON("login", lines: 20),
            "other/readme.txt": "kept",
        ])
        try repo.git("sparse-checkout", "set", cone ? "--cone" : "--no-cone", "other/")
        return repo
    }

    @Test(arguments: [true, false]) func filesOutsideTheCheckoutAreReadFromTheIndex(cone: Bool) throws {
        let repo = try makeSparseRepository(cone: cone)
        defer { repo.delete() }
        let path = "snapshots/login.axsnap.json"
        #expect(!FileManager.default.fileExists(atPath: repo.path + "/" + path), "git left the file on disk")
        let git = try Repository.open(path: repo.path)
        let head = TreeSource.commit(try repo.id("HEAD"))
        #expect(try git.diff.changes(from: head, to: .workingTree).isEmpty)
        #expect(try git.diff.changes(from: .index, to: .workingTree).isEmpty)
        #expect(try git.diff.changes(from: .workingTree, to: head).isEmpty)
        let files = try git.snapshots.files(at: .workingTree)
        #expect(files.map(\.path) == [path])
        #expect(files.first?.blob == (try repo.id("HEAD:" + path)))
        let file = try git.snapshots.file(path, at: .workingTree)
        #expect(try git.snapshots.contents(of: file) == Array(snapshotJSON("login", lines: 20).utf8))
        #expect(try git.snapshots.fileID(path: path, at: .workingTree) == (try repo.id("HEAD:" + path)))
    }

    @Test func aChangedCommitAgainstASparseFileIsAModification() throws {
        let repo = try makeSparseRepository(cone: true)
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        // A later commit changes the screen; going back to the first commit leaves the index
        // (and so the sparse working tree) at the later version.
        try repo.git("sparse-checkout", "disable")
        try repo.commit("Login v2", files: ["snapshots/login.axsnap.json": snapshotJSON("login v2", lines: 20)])
        try repo.git("sparse-checkout", "set", "other/")
        let git = try Repository.open(path: repo.path)
        let changes = try git.diff.changes(from: .commit(base), to: .workingTree)
        #expect(changes.map(\.status) == [.modified])
        #expect(changes.first?.newBlob == (try repo.id("HEAD:snapshots/login.axsnap.json")))
    }
}
