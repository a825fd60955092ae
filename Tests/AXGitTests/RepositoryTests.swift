import Foundation
import AXTestSupport
import Testing
@testable import AXGit

/// Finding and opening repositories: normal, bare, linked worktrees, from subfolders.
@Suite struct RepositoryTests {
    @Test func discoveryWalksUpFromASubdirectory() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        let head = try repo.commit("Add", files: ["snapshots/deep/a.axsnap.json": snapshotJSON("a")])
        let git = try Repository.discover(startingAt: repo.path + "/snapshots/deep")
        #expect(git.workdir == repo.path)
        #expect(git.gitDirectory == repo.path + "/.git")
        #expect(!git.isBare)
        #expect(!git.isLinkedWorktree)
        #expect(!git.isShallow)
        #expect(try git.revisions.commit("HEAD").id.hex == head)
    }

    @Test func openDoesNotSearchParentFolders() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        try repo.commit("Add", files: ["snapshots/a.axsnap.json": snapshotJSON("a")])
        #expect(throws: GitError.notARepository(directory: repo.path + "/snapshots")) {
            try Repository.open(path: repo.path + "/snapshots")
        }
    }

    @Test func outsideAnyRepositoryTheErrorNamesTheFolderAndTheWayOut() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        let outside = repo.scratch.appendingPathComponent("elsewhere").path
        try FileManager.default.createDirectory(atPath: outside, withIntermediateDirectories: true)
        let error = #expect(throws: GitError.self) { try Repository.discover(startingAt: outside) }
        #expect(error == .notARepository(directory: outside))
        #expect(error?.description.contains("'\(outside)'") == true)
        #expect(error?.description.contains("--repo PATH") == true)
        #expect(throws: GitError.directoryNotFound(path: outside + "/missing")) {
            try Repository.discover(startingAt: outside + "/missing")
        }
    }

    @Test func bareRepositoryHasCommitsButNoWorkingTree() throws {
        let source = try TestRepository()
        defer { source.delete() }
        let head = try source.commit("Add", files: ["snapshots/a.axsnap.json": snapshotJSON("a")])
        let barePath = source.scratch.appendingPathComponent("bare.git").path
        try source.git("clone", "-q", "--bare", source.path, barePath, in: source.scratch.path)
        let git = try Repository.discover(startingAt: barePath + "/refs")
        #expect(git.isBare)
        #expect(git.workdir == nil)
        #expect(git.gitDirectory == barePath)
        #expect(try git.revisions.commit("main").id.hex == head)
        let files = try git.snapshots.files(at: .commit(git.revisions.commit("main").id))
        #expect(files.map(\.path) == ["snapshots/a.axsnap.json"])
        #expect(throws: GitError.noWorkingTree(repository: barePath)) { try git.snapshots.files(at: .workingTree) }
        #expect(throws: GitError.noWorkingTree(repository: barePath)) { try git.snapshots.files(at: .index) }
    }

    @Test func linkedWorktreeSeesItsOwnHeadAndFiles() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        try repo.commit("Add", files: ["snapshots/a.axsnap.json": snapshotJSON("a")])
        let worktree = repo.scratch.appendingPathComponent("wt").path
        try repo.git("worktree", "add", "-q", "-b", "side", worktree)
        let sideHead = try repo.commit("Main moves on", files: ["snapshots/b.axsnap.json": snapshotJSON("b")])
        try repo.write("../wt/snapshots/new.axsnap.json", snapshotJSON("new"))
        let git = try Repository.discover(startingAt: worktree + "/snapshots")
        #expect(git.isLinkedWorktree)
        #expect(git.workdir == worktree)
        #expect(git.gitDirectory == repo.path + "/.git/worktrees/wt")
        #expect(git.commonDirectory == repo.path + "/.git")
        #expect(git.revisions.currentBranch == "side")
        #expect(try git.revisions.commit("HEAD").id.hex != sideHead)
        #expect(try git.revisions.commit("main").id.hex == sideHead)
        let changes = try git.diff.changes(from: .commit(git.revisions.commit("HEAD").id), to: .workingTree)
        #expect(changes.map(\.path) == ["snapshots/new.axsnap.json"])
        #expect(changes.map(\.status) == [.added])
    }

    @Test func reopenedHandleWorksOnAnotherThread() async throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        let head = try repo.commit("Add", files: ["snapshots/a.axsnap.json": snapshotJSON("a")])
        let git = try repo.open()
        let hex = try await Task.detached { [path = repo.path] in
            // A handle is not Sendable: each thread opens its own.
            let own = try Repository.open(path: path).reopened()
            return try own.revisions.commit("HEAD").id.hex
        }.value
        #expect(hex == head)
        let again = try git.reopened()
        #expect(again.workdir == git.workdir)
        #expect(again !== git)
    }

    @Test func repositoryOwnedByAnotherUserIsRefusedWithTheSafeDirectoryFix() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        try repo.commit("Add", files: ["a.txt": "a"])
        guard getuid() == 0 else { return }  // only root can hand the folder to another user
        try FileManager.default.setAttributes([.ownerAccountID: 4242], ofItemAtPath: repo.path)
        try FileManager.default.setAttributes([.ownerAccountID: 4242], ofItemAtPath: repo.path + "/.git")
        let error = #expect(throws: GitError.self) { try Repository.discover(startingAt: repo.path) }
        #expect(error == .unsafeRepository(path: repo.path))
        #expect(error?.description.contains("git config --global --add safe.directory \(repo.path)") == true)
    }

    @Test func ownershipFailureFromLibgit2MapsToTheSafeDirectoryError() {
        #expect(Repository.quotedPath(in: "repository path '/srv/app/' is not owned by current user") == "/srv/app")
        #expect(Repository.quotedPath(in: "no quotes here") == nil)
        let message = GitError.unsafeRepository(path: "/srv/app").description
        #expect(message.contains("`git config --global --add safe.directory /srv/app`"))
    }
}

@Suite struct RepositoryPathTests {
    @Test func fileSystemPathsBecomeRepositoryRelative() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        try repo.commit("Add", files: ["snapshots/a.axsnap.json": snapshotJSON("a")])
        let git = try #require(try repo.open().workingTree)
        #expect(git.repositoryRelativePath(forFileSystemPath: repo.path + "/snapshots/a.axsnap.json") == "snapshots/a.axsnap.json")
        #expect(git.repositoryRelativePath(forFileSystemPath: repo.path + "/snapshots/../snapshots/new.axsnap.json") == "snapshots/new.axsnap.json")
        #expect(git.repositoryRelativePath(forFileSystemPath: repo.path) == "")
        #expect(git.repositoryRelativePath(forFileSystemPath: repo.scratch.path + "/home") == nil)
        #expect(git.repositoryRelativePath(forFileSystemPath: repo.path + "-other/x") == nil)
        // As git reads a pathspec, a file that is a link is named by the link, while links
        // among the folders are resolved (a checkout reached through a linked folder).
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/snapshots/link.axsnap.json", withDestinationPath: "a.axsnap.json")
        #expect(git.repositoryRelativePath(forFileSystemPath: repo.path + "/snapshots/link.axsnap.json") == "snapshots/link.axsnap.json")
        let linkedFolder = repo.scratch.path + "/linked-checkout"
        try FileManager.default.createSymbolicLink(atPath: linkedFolder, withDestinationPath: repo.path)
        #expect(git.repositoryRelativePath(forFileSystemPath: linkedFolder + "/snapshots/a.axsnap.json") == "snapshots/a.axsnap.json")
    }

    /// Many paths at once (a command line's files) give what each gives alone: a folder's
    /// form is reused for the names after it, through links, names alone, `..` and the root.
    @Test func manyPathsAtOnceAreConvertedAsOneByOne() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        try repo.commit("Add", files: ["snapshots/a.axsnap.json": snapshotJSON("a"), "ui/b.axsnap.json": snapshotJSON("b")])
        let git = try #require(try repo.open().workingTree)
        let linkedFolder = repo.scratch.path + "/linked-checkout"
        try FileManager.default.createSymbolicLink(atPath: linkedFolder, withDestinationPath: repo.path)
        try FileManager.default.createSymbolicLink(atPath: repo.path + "/snaps", withDestinationPath: "snapshots")
        let paths = [
            repo.path + "/snapshots/a.axsnap.json", repo.path + "/snapshots/b.axsnap.json", linkedFolder + "/snapshots/c.axsnap.json",
            linkedFolder + "/snapshots/d.axsnap.json", repo.path + "/snaps/e.axsnap.json", repo.path + "/snaps/f.axsnap.json",
            "a.axsnap.json", "b.axsnap.json", "../ui/b.axsnap.json", "x/../c.axsnap.json", "./d.axsnap.json", "sub/g.axsnap.json",
            "sub/h.axsnap.json", repo.path, repo.path + "/snapshots", repo.path + "/snapshots/", linkedFolder + "/ui", "/",
        ]
        let directory = repo.path + "/snapshots"
        let each = paths.map { git.repositoryRelativePath(forFileSystemPath: $0, relativeTo: directory) }
        #expect(Array(each.prefix(4)) == ["snapshots/a.axsnap.json", "snapshots/b.axsnap.json", "snapshots/c.axsnap.json", "snapshots/d.axsnap.json"])
        #expect(each[4] == "snapshots/e.axsnap.json" && each[6] == "snapshots/a.axsnap.json" && each[13] == "")
        let insideCount = paths.count - 1  // "/" is outside
        let (converted, outside) = git.repositoryRelativePaths(forFileSystemPaths: paths, relativeTo: directory)
        #expect(outside == insideCount)
        #expect(converted == each.prefix(insideCount).compactMap { $0 })
        let (all, none) = git.repositoryRelativePaths(forFileSystemPaths: Array(paths.prefix(insideCount)), relativeTo: directory)
        #expect(none == nil && all == converted)
        // The root's own name, after a path of the folder above it, is still the root.
        let parent = (repo.path as NSString).deletingLastPathComponent
        let rootAfterSibling = git.repositoryRelativePaths(forFileSystemPaths: [parent + "/elsewhere", repo.path], relativeTo: nil)
        #expect(rootAfterSibling.outside == 0)
        #expect(git.repositoryRelativePaths(forFileSystemPaths: [repo.path + "/x.json", repo.path], relativeTo: nil).paths == ["x.json", ""])
        // After a plain name of a folder, names of the same folder that are not plain (`..`,
        // `.`, an empty component, a trailing `/`) take the long way.
        let file = repo.path + "/snapshots/a.axsnap.json"
        let tricky = [file, repo.path + "/snapshots/..", file, repo.path + "/snapshots/.", file, repo.path + "/snapshots//a.axsnap.json",
                      file, repo.path + "/snapshots/ui/", file, repo.path + "/snapshots/..a.axsnap.json", "a.axsnap.json", ".", "a.axsnap.json", ".."]
        let expected = tricky.map { git.repositoryRelativePath(forFileSystemPath: $0, relativeTo: directory) }
        #expect(expected.contains("") && !expected.contains(nil))
        #expect(git.repositoryRelativePaths(forFileSystemPaths: tricky, relativeTo: directory).paths == expected.compactMap { $0 })
    }
}
