import CLibGit2
import Foundation

/// A handle on one git repository, read-only: nothing here writes to the repository.
///
/// The handle opens the repository and says where it is. What can be asked of it is in one
/// value per concept, all sharing this handle:
///
/// - `revisions`: commits named as git names them, ranges, branches, first-parent history;
/// - `diff`: the snapshot files that differ between two sources (`TreeSource`);
/// - `snapshots`: the files at a commit, the index or the working tree, and their bytes;
/// - `workingTree`: the files on disk, and paths typed on a command line (nil when bare).
///
/// Not `Sendable`: libgit2 repository handles must not be shared between threads. Give each
/// thread its own with `reopened()`.
public final class Repository {
    /// The working tree's folder, without a trailing `/`; nil for a bare repository.
    public let workdir: String?
    /// This checkout's git folder, without a trailing `/`: `.git` of a normal repository,
    /// the repository itself when bare, `.git/worktrees/NAME` of a linked worktree.
    public let gitDirectory: String
    /// The folder holding objects and shared refs; differs from `gitDirectory` only in a
    /// linked worktree.
    public let commonDirectory: String
    /// The git variables this handle was opened with, so that `reopened()` sees the same
    /// working tree and index.
    public let environment: GitEnvironment

    /// Branches, tags, ids, `HEAD~n`, ranges and first-parent history.
    public let revisions: Revisions
    /// Which snapshot files changed between two sources.
    public let diff: TreeDiff
    /// The snapshot files (and any other file) at a source, and their bytes.
    public let snapshots: SnapshotReader
    /// The files on disk; nil for a bare repository.
    public let workingTree: WorkingTree?

    /// The object lookups the values above share, with their caches.
    let objects: ObjectDatabase
    var handle: RepositoryHandle { objects.handle }

    private init(handle: RepositoryHandle, environment: GitEnvironment) {
        gitDirectory = FileSystemPath.trimmed(String(cString: git_repository_path(handle.pointer)))
        commonDirectory = FileSystemPath.trimmed(String(cString: git_repository_commondir(handle.pointer)))
        workdir = git_repository_workdir(handle.pointer).map { FileSystemPath.trimmed(String(cString: $0)) }
        self.environment = environment
        let objects = ObjectDatabase(handle, environment: environment)
        let workingTree = workdir.map { WorkingTree(root: $0, objects: objects) }
        let snapshots = SnapshotReader(objects: objects, workingTree: workingTree, gitDirectory: gitDirectory)
        self.objects = objects
        self.workingTree = workingTree
        self.snapshots = snapshots
        revisions = Revisions(objects: objects)
        diff = TreeDiff(files: snapshots, treeWalk: TreeWalk(objects: objects))
    }

    /// Finds the repository containing `path` as git does, walking up through parent folders
    /// (stopping at a file-system boundary). Works from a normal checkout, inside a bare
    /// repository and from a linked worktree.
    ///
    /// `environment` is honoured as git honours it: `GIT_DIR` opens that git folder without a
    /// search, `GIT_WORK_TREE` and `GIT_INDEX_FILE` replace the working tree and the index.
    public static func discover(startingAt path: String, environment: GitEnvironment = GitEnvironment()) throws(GitError) -> Repository {
        if let gitDirectory = environment.gitDirectory {
            return try open(gitDirectory, flags: GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, environment: environment)
        }
        let absolute = FileSystemPath.absolute(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(path: absolute)
        }
        return try open(absolute, flags: 0, environment: environment)
    }

    /// Opens the repository at exactly `path`: a working tree's root, a `.git` folder or a
    /// bare repository. Does not search parent folders.
    public static func open(path: String) throws(GitError) -> Repository {
        try open(FileSystemPath.absolute(path), flags: GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue)
    }

    /// A new, independent handle on the same repository, for use on another thread.
    public func reopened() throws(GitError) -> Repository {
        try Self.open(gitDirectory, flags: GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, environment: environment)
    }

    /// True for a repository without a working tree.
    public var isBare: Bool { git_repository_is_bare(handle.pointer) == 1 }

    /// True for a linked worktree (made by `git worktree add`).
    public var isLinkedWorktree: Bool { git_repository_is_worktree(handle.pointer) == 1 }

    /// True for a shallow clone, whose older history is missing (`git clone --depth`).
    public var isShallow: Bool { objects.isShallow }

    private static func open(_ path: String, flags: UInt32, environment: GitEnvironment = GitEnvironment()) throws(GitError) -> Repository {
        var pointer: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call("git_repository_open_ext") { git_repository_open_ext(&pointer, path, flags, nil) }
        } catch {
            guard case .libgit2(let failure) = error else { throw error }
            if failure.code == GIT_EOWNER.rawValue {
                throw .unsafeRepository(path: quotedPath(in: failure.message) ?? discoveredPath(from: path) ?? path)
            }
            // libgit2 1.5.1 reports a refused owner as "config value 'safe.directory' was not
            // found" (GIT_ENOTFOUND) when no safe.directory is configured at all.
            if failure.isNotFound && failure.errorClass == Int32(GIT_ERROR_CONFIG.rawValue)
                && failure.message.contains("safe.directory") {
                throw .unsafeRepository(path: discoveredPath(from: path) ?? path)
            }
            if failure.isNotFound {
                throw .notARepository(directory: path)
            }
            throw error
        }
        guard let pointer else { throw .notARepository(directory: path) }
        let handle = RepositoryHandle(pointer, owner: nil)
        try environment.apply(to: pointer)
        return Repository(handle: handle, environment: environment)
    }

    /// The folder git would name in `safe.directory` for the repository found from `path`:
    /// the working tree's root, or the git folder of a bare repository.
    private static func discoveredPath(from path: String) -> String? {
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        guard (try? LibGit2.call("git_repository_discover") { git_repository_discover(&buffer, path, 0, nil) }) != nil,
              let pointer = buffer.ptr else { return nil }
        let found = FileSystemPath.trimmed(String(cString: pointer))
        return found.hasSuffix("/.git") ? String(found.dropLast(5)) : found
    }

    /// libgit2 names the refused folder in quotes: `repository path '/x/' is not owned by
    /// current user`.
    static func quotedPath(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[1].isEmpty else { return nil }
        return FileSystemPath.trimmed(String(parts[1]))
    }
}
