import Foundation
import AXTestSupport
import Testing
@testable import AXGit

/// Listing and reading snapshot files at commits, the index and the working tree.
@Suite struct SnapshotFilesTests {
    private func makeRepository() throws -> TestRepository {
        let repo = try TestRepository()
        try repo.commit("Screens", files: [
            "snapshots/login.axsnap.json": snapshotJSON("login"),
            "snapshots/settings/profile.axsnap.json": snapshotJSON("profile"),
            "snapshots/settings/notes.txt": "not a snapshot",
            "snapshots-old/legacy.axsnap.json": snapshotJSON("legacy"),
            "ui/tests/cart.axsnap.json": snapshotJSON("cart"),
            "README.md": "readme",
            ".axdiff.yml": "snapshots:\n  - snapshots\n",
        ])
        return repo
    }

    @Test func defaultRootListsOnlySnapshotsUnderIt() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let git = try repo.open()
        let head = try git.revisions.commit("HEAD").id
        let files = try git.snapshots.files(at: .commit(head))
        #expect(files.map(\.path) == ["snapshots/login.axsnap.json", "snapshots/settings/profile.axsnap.json"])
        #expect(files.allSatisfy { $0.source == .commit(head) })
        #expect(files[0].blob == (try repo.id("HEAD:snapshots/login.axsnap.json")))
        #expect(git.objects.blobReadCount == 0)
    }

    @Test func severalRootsAndTheWholeRepository() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let git = try repo.open()
        let head = TreeSource.commit(try git.revisions.commit("HEAD").id)
        #expect(try git.snapshots.files(at: head, roots: ["ui/tests", "snapshots/"]).map(\.path) == [
            "snapshots/login.axsnap.json", "snapshots/settings/profile.axsnap.json", "ui/tests/cart.axsnap.json",
        ])
        #expect(try git.snapshots.files(at: head, roots: ["."]).count == 4)
        #expect(try git.snapshots.files(at: head, roots: ["missing"]).isEmpty)
    }

    @Test func pathsNarrowToAFileOrAFolder() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let git = try repo.open()
        let head = TreeSource.commit(try git.revisions.commit("HEAD").id)
        #expect(try git.snapshots.files(at: head, paths: ["snapshots/settings"]).map(\.path) == ["snapshots/settings/profile.axsnap.json"])
        #expect(try git.snapshots.files(at: head, paths: ["./snapshots/login.axsnap.json"]).map(\.path) == ["snapshots/login.axsnap.json"])
        // A path outside the roots narrows to nothing; a folder above a root keeps the root.
        #expect(try git.snapshots.files(at: head, paths: ["ui"]).isEmpty)
        #expect(try git.snapshots.files(at: head, paths: ["."]).count == 2)
    }

    @Test func indexListsStagedContent() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login v2"))
        try repo.write("snapshots/staged-new.axsnap.json", snapshotJSON("new"))
        try repo.git("add", "snapshots/login.axsnap.json", "snapshots/staged-new.axsnap.json")
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login v3, not staged"))
        let git = try repo.open()
        let files = try git.snapshots.files(at: .index)
        #expect(files.map(\.path) == [
            "snapshots/login.axsnap.json", "snapshots/settings/profile.axsnap.json", "snapshots/staged-new.axsnap.json",
        ])
        #expect(try String(decoding: git.snapshots.contents(of: files[0]), as: UTF8.self) == snapshotJSON("login v2"))
        #expect(git.objects.blobReadCount == 1)
    }

    @Test func workingTreeIncludesUntrackedAndSkipsIgnoredAndDeleted() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        try repo.commit("Ignore scratch", files: [".gitignore": "snapshots/scratch/\n"])
        try repo.write("snapshots/new-screen.axsnap.json", snapshotJSON("new"))
        try repo.write("snapshots/scratch/tmp.axsnap.json", snapshotJSON("tmp"))
        try repo.remove("snapshots/settings/profile.axsnap.json")
        let git = try repo.open()
        let files = try git.snapshots.files(at: .workingTree)
        #expect(files.map(\.path) == ["snapshots/login.axsnap.json", "snapshots/new-screen.axsnap.json"])
        // An unchanged file has the id of its committed blob, so caches keyed by blob match.
        #expect(files[0].blob == (try repo.id("HEAD:snapshots/login.axsnap.json")))
        #expect(files[1].blob.hex == (try repo.git("hash-object", "snapshots/new-screen.axsnap.json")))
        #expect(try git.snapshots.contents(of: files[1]) == Array(snapshotJSON("new").utf8))
        #expect(git.objects.blobReadCount == 0)
    }

    @Test func contentsOfACommittedSnapshotAreItsBlob() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let git = try repo.open()
        let file = try git.snapshots.file("snapshots/login.axsnap.json", at: .commit(git.revisions.commit("HEAD").id))
        #expect(try git.snapshots.contents(of: file) == Array(snapshotJSON("login").utf8))
        #expect(git.objects.blobReadCount == 1)
    }

    @Test func aMissingSnapshotPathIsNamedWithItsRevision() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let git = try repo.open()
        let head = try git.revisions.commit("HEAD").id
        let error = #expect(throws: GitError.self) { try git.snapshots.file("snapshots/nope.axsnap.json", at: .commit(head)) }
        #expect(error == .pathNotFound(path: "snapshots/nope.axsnap.json", revision: "commit \(head.short)"))
        #expect(error?.description.contains("path 'snapshots/nope.axsnap.json' not found in commit \(head.short)") == true)
        #expect(try git.snapshots.pathExists("snapshots/settings", at: .commit(head)))
        #expect(try !git.snapshots.pathExists("snapshots/nope", at: .index))
        #expect(try git.snapshots.pathExists("snapshots/settings", at: .workingTree))
    }

    /// Names are found by walking each folder's entries when they come in order; in any other
    /// order, and where git's order puts a folder elsewhere than its bare name (`a` sorts as
    /// `a/`, after `a.c`), the walk gives way to a search, and every answer is the same.
    @Test func namesInAnyOrderAreFoundAsBySearch() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        let names = ["a-b.json", "a.c.json", "a/x.json", "b.json", "b.json.bak", "z.json", "é.json", "ab.json"]
        _ = try repo.commit("Record", files: Dictionary(uniqueKeysWithValues: names.map { ("s/" + $0, "{}") }))
        let git = try repo.open()
        let head = TreeSource.commit(try git.revisions.commit("HEAD").id)
        let present = ["s/a", "s/a-b.json", "s/a.c.json", "s/ab.json", "s/b.json", "s/b.json.bak", "s/z.json", "s/é.json"]
        for order in [present, present.reversed(), present.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, present.shuffled() + present] {
            #expect(try git.snapshots.firstMissingPath(among: order, at: [head]) == nil, "\(order)")
        }
        // A missing name between two present ones, a prefix of one, one longer than one: each
        // is the first missing, in sorted order and after the walk has passed its place.
        for missing in ["s/a.json", "s/b", "s/b.jso", "s/b.json.ba", "s/b.json.bakk", "s/aa.json", "s/zz.json", "s/"] {
            let sorted = (present + [missing]).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
            let position = try #require(sorted.firstIndex(of: missing))
            let expected = missing == "s/" ? nil : position  // "s/" is the folder itself
            #expect(try git.snapshots.firstMissingPath(among: sorted, at: [head]) == expected, "\(missing)")
            #expect(try git.snapshots.firstMissingPath(among: present + [missing], at: [head]) == (missing == "s/" ? nil : present.count), "\(missing)")
        }
    }

    /// The check made for path arguments: one pass over many paths, a folder's tree looked up
    /// once for the paths in it, each path found at any of the sources.
    @Test func theFirstPathMissingEverywhereIsFound() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        try repo.write("snapshots/settings/draft.axsnap.json", snapshotJSON("draft"))
        let git = try repo.open()
        let head = TreeSource.commit(try git.revisions.commit("HEAD").id)
        let present = ["", ".", "snapshots", "snapshots/login.axsnap.json", "snapshots/settings/profile.axsnap.json",
                       "snapshots/settings/notes.txt", "snapshots/settings", "./snapshots//settings/", "ui/tests/cart.axsnap.json",
                       "snapshots/login.axsnap.json", "README.md"]
        #expect(try git.snapshots.firstMissingPath(among: present, at: [head]) == nil)
        // Missing in a folder that exists, in one that does not, under a file, and as a file's prefix.
        for missing in ["snapshots/nope.axsnap.json", "nowhere/login.axsnap.json", "README.md/x", "snapshots/login", "snapshots/settings/draft.axsnap.json"] {
            #expect(try git.snapshots.firstMissingPath(among: present + [missing] + present, at: [head]) == present.count, "\(missing)")
        }
        // Found at the second source only (a file on disk, not committed), and nowhere.
        let draft = ["snapshots/settings/profile.axsnap.json", "snapshots/settings/draft.axsnap.json"]
        #expect(try git.snapshots.firstMissingPath(among: draft, at: [head, .workingTree]) == nil)
        #expect(try git.snapshots.firstMissingPath(among: draft, at: [head, .index]) == 1)
        #expect(try git.snapshots.firstMissingPath(among: draft + ["snapshots/settings/gone.axsnap.json"], at: [.index, .workingTree]) == 2)
        #expect(try git.snapshots.firstMissingPath(among: [], at: [head]) == nil)
    }

    @Test func readFileReturnsTheConfigurationOrNil() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let git = try repo.open()
        let head = TreeSource.commit(try git.revisions.commit("HEAD").id)
        #expect(try git.snapshots.readFile(path: ".axdiff.yml", at: head) == Array("snapshots:\n  - snapshots\n".utf8))
        #expect(try git.snapshots.readFile(path: ".axdiff.yml", at: .index) != nil)
        #expect(try git.snapshots.readFile(path: ".axdiff.yml", at: .workingTree) != nil)
        #expect(try git.snapshots.readFile(path: "missing.yml", at: head) == nil)
        #expect(try git.snapshots.readFile(path: "missing.yml", at: .index) == nil)
        #expect(try git.snapshots.readFile(path: "missing.yml", at: .workingTree) == nil)
        #expect(try git.snapshots.readFile(path: "snapshots", at: head) == nil)
        #expect(git.objects.blobReadCount == 2)
    }

    @Test func gitLFSPointerIsRefusedWithTheFix() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        let pointer = "version https://git-lfs.github.com/spec/v1\noid sha256:4d7a214614ab2935c943f9e0ff69d22eadbb8f32b1258daaa5e2ca24d17e2393\nsize 12345\n"
        let head = try repo.commit("LFS", files: ["snapshots/big.axsnap.json": pointer])
        let git = try repo.open()
        let commit = TreeSource.commit(try #require(ObjectID(hex: head)))
        let file = try git.snapshots.file("snapshots/big.axsnap.json", at: commit)
        let error = #expect(throws: GitError.self) { try git.snapshots.contents(of: file) }
        #expect(error == .lfsPointer(path: "snapshots/big.axsnap.json", revision: commit.description))
        #expect(error?.description.contains("git lfs pull") == true)
        let disk = try git.snapshots.file("snapshots/big.axsnap.json", at: .workingTree)
        #expect(throws: GitError.lfsPointer(path: "snapshots/big.axsnap.json", revision: "the working tree")) {
            try git.snapshots.contents(of: disk)
        }
        #expect(throws: GitError.lfsPointer(path: "snapshots/big.axsnap.json", revision: "the index")) {
            try git.snapshots.readFile(path: "snapshots/big.axsnap.json", at: .index)
        }
    }
}
