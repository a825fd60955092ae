import CLibGit2
import Foundation

/// A handle on one git repository, read-only: nothing here writes to the repository.
///
/// Not `Sendable`: libgit2 repository handles must not be shared between threads. Give each
/// thread its own with `reopened()`.
public final class Repository {
    let handle: RepositoryHandle
    var raw: OpaquePointer { handle.pointer }

    /// The working tree's folder, without a trailing `/`; nil for a bare repository.
    public let workdir: String?
    /// This checkout's git folder, without a trailing `/`: `.git` of a normal repository,
    /// the repository itself when bare, `.git/worktrees/NAME` of a linked worktree.
    public let gitDirectory: String
    /// The folder holding objects and shared refs; differs from `gitDirectory` only in a
    /// linked worktree.
    public let commonDirectory: String

    /// How many blobs this handle has read from the object database (snapshot contents and
    /// `readFile`); listing and comparing never read blobs. Working-tree files read from
    /// disk are not counted.
    public internal(set) var blobReadCount = 0

    /// The `git replace` table, read on first use (`Repository+Replace.swift`).
    var replacements: [ObjectID: ObjectID]?
    /// The root tree of the commit read last: path arguments and snapshot roots look up many
    /// paths in the same commit.
    var lastCommitTree: (commit: ObjectID, tree: TreeHandle)?
    /// The scope `changes` built last, with the roots and paths it was built from: a history
    /// asks the same for every commit, and building one (its patterns compiled) took 31,000
    /// instructions, 300 times over 300 commits.
    var lastScope: (roots: [String], narrowing: NarrowingPaths, scope: SnapshotScope)?
    /// Whether commit-to-commit changes are found by walking the trees first
    /// (`Repository+TreeWalk.swift`); off only in tests, to compare with libgit2's diff.
    var useTreeWalk = true
    /// `workdir` with symbolic links resolved, computed once.
    var resolvedWorkdir: String?
    /// Folders with symbolic links resolved, for path arguments (thousands share a folder;
    /// `repositoryRelativePaths` skips even this lookup for a run of paths in one folder).
    var resolvedFolders: [String: String] = [:]

    private init(handle: RepositoryHandle) {
        self.handle = handle
        gitDirectory = Self.trimmed(String(cString: git_repository_path(handle.pointer)))
        commonDirectory = Self.trimmed(String(cString: git_repository_commondir(handle.pointer)))
        workdir = git_repository_workdir(handle.pointer).map { Self.trimmed(String(cString: $0)) }
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
        let absolute = absolutePath(path)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw .directoryNotFound(path: absolute)
        }
        return try open(absolute, flags: 0, environment: environment)
    }

    /// Opens the repository at exactly `path`: a working tree's root, a `.git` folder or a
    /// bare repository. Does not search parent folders.
    public static func open(path: String) throws(GitError) -> Repository {
        try open(absolutePath(path), flags: GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue)
    }

    /// A new, independent handle on the same repository, for use on another thread.
    public func reopened() throws(GitError) -> Repository {
        try Self.open(gitDirectory, flags: GIT_REPOSITORY_OPEN_NO_SEARCH.rawValue, environment: environment)
    }

    /// The git variables this handle was opened with, so that `reopened()` sees the same
    /// working tree and index.
    public private(set) var environment = GitEnvironment()

    /// True for a repository without a working tree.
    public var isBare: Bool { git_repository_is_bare(raw) == 1 }

    /// True for a linked worktree (made by `git worktree add`).
    public var isLinkedWorktree: Bool { git_repository_is_worktree(raw) == 1 }

    /// True for a shallow clone, whose older history is missing (`git clone --depth`).
    public var isShallow: Bool { git_repository_is_shallow(raw) == 1 }

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
        let repository = Repository(handle: handle)
        repository.environment = environment
        return repository
    }

    /// The folder git would name in `safe.directory` for the repository found from `path`:
    /// the working tree's root, or the git folder of a bare repository.
    private static func discoveredPath(from path: String) -> String? {
        var buffer = git_buf()
        defer { git_buf_dispose(&buffer) }
        guard (try? LibGit2.call("git_repository_discover") { git_repository_discover(&buffer, path, 0, nil) }) != nil,
              let pointer = buffer.ptr else { return nil }
        let found = trimmed(String(cString: pointer))
        return found.hasSuffix("/.git") ? String(found.dropLast(5)) : found
    }

    /// Whether an absolute or relative file-system path has no `.`, `..` or empty component
    /// (`/` itself is plain): then it needs no standardizing.
    static func isPlainFileSystemPath(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: "/") else { return SnapshotScope.isPlain(path.utf8[...]) }
        let rest = path.utf8.dropFirst()
        return rest.isEmpty || SnapshotScope.isPlain(rest)
    }

    static func absolutePath(_ path: String) -> String {
        if isPlainFileSystemPath(path) {
            guard !path.hasPrefix("/") else { return path }
            let directory = trimmed(FileManager.default.currentDirectoryPath)
            return directory == "/" ? "/" + path : directory + "/" + path
        }
        let url = path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return trimmed(url.standardizedFileURL.path)
    }

    /// `/a/b/` → `/a/b`; `/` stays.
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }

    /// libgit2 names the refused folder in quotes: `repository path '/x/' is not owned by
    /// current user`.
    static func quotedPath(in message: String) -> String? {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        guard parts.count >= 3, !parts[1].isEmpty else { return nil }
        return trimmed(String(parts[1]))
    }
}

extension Repository {
    /// `repositoryRelativePath` of many paths (all the files a command line names): the paths
    /// of one folder that come together resolve that folder once, and each of them costs
    /// only its name. `outside` is the position of the first path outside the working tree
    /// (the paths before it are converted); nil when all are inside.
    public func repositoryRelativePaths(
        forFileSystemPaths paths: [String], relativeTo directory: String? = nil
    ) -> (paths: [String], outside: Int?) {
        var converted: [String] = []
        converted.reserveCapacity(paths.count)
        // The folder of the last path converted, as typed, and its repository-relative form;
        // `suffix` is where that form begins in the typed folder when it ends it (a path typed
        // from the root down: its repository path is its own tail, copied without building).
        var last: TypedFolder?
        for (position, path) in paths.enumerated() {
            // The common case first, over bytes in place: a plain name in the same folder.
            if let last, let fast = Self.converted(path, in: last) {
                converted.append(fast)
                continue
            }
            // A plain path (no `.`, `..` or empty component) is its folder's plus its name;
            // a name alone is in `directory`. Others, and names at `/`, take the long way.
            let slash = SnapshotScope.lastSlash(in: path)
            let plain = Self.isPlainFileSystemPath(path)
            let folder = slash.map { path[..<$0] } ?? path[..<path.startIndex]
            let nameStart = slash.map { path.utf8.index(after: $0) } ?? path.startIndex
            guard let relative = repositoryRelativePath(forFileSystemPath: path, relativeTo: directory) else {
                return (converted, position)
            }
            converted.append(relative)
            // The name is kept as written (links among folders alone are resolved): what
            // precedes it is the folder's form, unless the path is the root itself.
            let name = path[nameStart...]
            guard plain, slash != path.startIndex, !relative.isEmpty else { continue }
            if SnapshotScope.sameBytes(relative, name) {
                last = TypedFolder(typed: String(folder), relative: "", suffix: path.utf8.distance(from: path.startIndex, to: nameStart))
            } else if relative.utf8.count > name.utf8.count, relative.utf8.suffix(name.utf8.count + 1).elementsEqual(("/" + name).utf8) {
                let cut = relative.utf8.index(relative.utf8.endIndex, offsetBy: -(name.utf8.count + 1))
                let relativeFolder = String(relative[..<cut])
                last = TypedFolder(typed: String(folder), relative: relativeFolder, suffix: Self.tailOffset(of: relativeFolder, in: folder))
            }
        }
        return (converted, nil)
    }

    /// A folder as typed on the command line (`""` for names typed alone), and its
    /// repository-relative form; `suffix` as in `repositoryRelativePaths`.
    struct TypedFolder {
        let typed: String
        let relative: String
        let suffix: Int?
    }

    /// The repository path of `path` when it is `folder`'s typed bytes, a `/` and a plain name
    /// (not empty, `.` or `..`): compared and copied in place, with no substring or search.
    /// Nil when it is anything else; the caller then converts it the long way.
    static func converted(_ path: String, in folder: TypedFolder) -> String? {
        let slash = UInt8(ascii: "/")
        let folderLength = folder.typed.utf8.count
        guard folderLength == 0 || SnapshotScope.startsWithBytes(path, folder.typed) else { return nil }
        let result = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            let nameStart = folderLength == 0 ? 0 : folderLength + 1
            guard bytes.count > nameStart, let base = bytes.baseAddress else { return nil }
            if folderLength > 0 && bytes[folderLength] != slash { return nil }
            // One plain component: no `/`, not `.` or `..`.
            let name = UnsafeBufferPointer(start: base + nameStart, count: bytes.count - nameStart)
            guard memchr(base + nameStart, Int32(slash), name.count) == nil, SnapshotScope.isPlainBytes(name) else { return nil }
            if let suffix = folder.suffix {
                return String(decoding: UnsafeBufferPointer(start: base + suffix, count: bytes.count - suffix), as: UTF8.self)
            }
            let nameString = String(decoding: name, as: UTF8.self)
            return folder.relative.isEmpty ? nameString : SnapshotScope.joined(folder.relative, nameString[...])
        }
        return result ?? nil
    }

    /// Where `tail` begins in `folder` when `folder` ends with `/` and then `tail`; nil when
    /// it does not (the folder was typed through a link, or relative to a subfolder).
    static func tailOffset(of tail: String, in folder: Substring) -> Int? {
        let start = folder.utf8.count - tail.utf8.count
        guard start > 0 else { return nil }
        let separator = folder.utf8.index(folder.utf8.startIndex, offsetBy: start - 1)
        guard folder.utf8[separator] == UInt8(ascii: "/") else { return nil }
        return SnapshotScope.sameBytes(folder[folder.utf8.index(after: separator)...], tail) ? start : nil
    }

    /// The repository-relative, `/`-separated form of a file-system path (absolute, or
    /// relative to `directory`, by default the process's current directory), for path
    /// arguments given on the command line; `""` for the working tree's root. Nil when the
    /// path lies outside the working tree or the repository is bare.
    public func repositoryRelativePath(forFileSystemPath path: String, relativeTo directory: String? = nil) -> String? {
        guard let workdir else { return nil }
        let root: String
        if let resolvedWorkdir {
            root = resolvedWorkdir
        } else {
            root = URL(fileURLWithPath: workdir).resolvingSymlinksInPath().path
            resolvedWorkdir = root
        }
        let joined = path.hasPrefix("/") || directory == nil ? path : (directory ?? "") + "/" + path
        let absolute = resolvingSymlinks(Self.absolutePath(joined))
        if absolute == root { return "" }
        // Both are absolute and standardized: inside means under the root's folder.
        guard root == "/" || SnapshotScope.isWithin(absolute, root) else { return nil }
        let prefix = root == "/" ? 0 : root.utf8.count  // the root folder's own slash is the separator
        let start = absolute.utf8.index(absolute.utf8.startIndex, offsetBy: prefix + 1)
        return String(absolute[start...])
    }

    /// An absolute, standardized path with the links among its folders resolved, each folder
    /// once. The last name is kept as written, link or not, as git reads a pathspec: a
    /// snapshot that is a symbolic link is named by the link, not by its target.
    private func resolvingSymlinks(_ absolute: String) -> String {
        func resolve(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        guard let slash = SnapshotScope.lastSlash(in: absolute), slash != absolute.startIndex,
              absolute.utf8.index(after: slash) != absolute.endIndex
        else { return resolve(absolute) }
        let name = absolute[absolute.utf8.index(after: slash)...]
        let folder = absolute[..<slash]
        let resolvedFolder: String
        if let known = resolvedFolders[String(folder)] {
            resolvedFolder = known
        } else {
            resolvedFolder = resolve(String(folder))
            resolvedFolders[String(folder)] = resolvedFolder
        }
        // A folder without links: the path is already resolved.
        if resolvedFolder.utf8.count == folder.utf8.count && resolvedFolder == folder { return absolute }
        return (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name
    }
}
