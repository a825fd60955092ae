import AXModel
import CLibGit2
import Foundation

/// The working tree on disk, as `git status` sees it: listing, hashing and reading its files,
/// and its index (`index()`); paths typed on a command line (`WorkingTree+Paths.swift`) and
/// sparse checkouts (`WorkingTree+Sparse.swift`). Read-only: neither the files nor the index
/// are ever written.
///
/// A value of its repository (`Repository.workingTree`, nil when bare), used on that
/// repository's thread. Keeps the folders it resolved symbolic links in, for path arguments.
public final class WorkingTree {
    /// The working tree's folder, without a trailing `/`.
    public let root: String
    let objects: ObjectDatabase
    /// `root` with symbolic links resolved, computed once.
    var resolvedRoot: String?
    /// Folders with symbolic links resolved, for path arguments (thousands share a folder;
    /// `repositoryPaths` skips even this lookup for a run of paths in one folder).
    var resolvedFolders: [String: String] = [:]

    init(root: String, objects: ObjectDatabase) {
        self.root = root
        self.objects = objects
    }

    /// The index, re-read from disk when the file changed. Never written.
    func index() throws(GitError) -> GitIndex {
        var pointer: OpaquePointer?
        try LibGit2.call("git_repository_index") { git_repository_index(&pointer, objects.raw) }
        let index = IndexHandle(pointer!, owner: objects.handle)
        try LibGit2.call("git_index_read") { git_index_read(index.pointer, 0) }
        return GitIndex(index)
    }

    /// Snapshot files on disk under the scope: tracked ones and untracked ones that are not
    /// ignored, each with the blob id git would give it.
    func snapshotFiles(in scope: SnapshotScope) throws(GitError) -> [SnapshotFile] {
        let index = try index()
        var paths: [String] = []
        for prefix in scope.prefixes {
            try collectDiskFiles(path: prefix, into: &paths)
        }
        var files: [SnapshotFile] = []
        for path in paths where scope.contains(path) {
            let tracked = index.entry(at: path) != nil
            if !tracked, try isIgnored(path) { continue }
            files.append(SnapshotFile(path: path, blob: try hash(path), source: .workingTree))
        }
        // Left out of a sparse checkout: not on disk, unchanged, read from the index.
        for sparse in try sparseFiles(in: scope, index: index) {
            files.append(SnapshotFile(path: sparse.path, blob: sparse.blob, source: .workingTree))
        }
        return files
    }

    /// Regular files at or under `path`, skipping nested `.git` folders and symbolic links. A
    /// folder that cannot be read is an error: its snapshots are not removed, only unseen.
    private func collectDiskFiles(path: String, into paths: inout [String]) throws(GitError) {
        let absolute = path.isEmpty ? root : root + "/" + path
        guard let type = Self.fileType(absolute) else { return }
        if type == .typeRegular {
            if !path.isEmpty { paths.append(path) }
            return
        }
        guard type == .typeDirectory else { return }
        let names: [String]
        switch RawFileSystem.names(in: absolute) {
        case .success(let found): names = found
        case .failure(let failure) where failure.code == ENOENT || failure.code == ENOTDIR: return  // gone meanwhile
        case .failure(let failure):
            throw .unreadableFile(
                path: path.isEmpty ? "." : path + "/",
                reason: failure.code == EACCES ? "permission denied: make the folder readable (chmod +rx) or run as its owner" : failure.message)
        }
        for name in names where name != ".git" {
            try collectDiskFiles(path: path.isEmpty ? name : path + "/" + name, into: &paths)
        }
    }

    /// A file the working tree seems to have lost because a folder on its path cannot be read
    /// is an error, never "removed" (libgit2 reads an unreadable folder as empty).
    func refuseUnreadable(_ changes: [FileChange]) throws(GitError) {
        for change in changes where change.status == .removed {
            guard let failure = RawFileSystem.inaccessible(root + "/" + change.path) else { continue }
            throw .unreadableFile(
                path: change.path,
                reason: failure.code == EACCES ? "permission denied: make its folder readable (chmod +rx) or run as its owner" : failure.message)
        }
    }

    /// The blob id of a file, as `git hash-object` computes it (clean filters such as
    /// end-of-line conversion applied), so an unchanged file matches its committed blob.
    func hash(_ path: String) throws(GitError) -> ObjectID {
        var oid = git_oid()
        do throws(GitError) {
            try LibGit2.call("git_repository_hashfile") {
                git_repository_hashfile(&oid, objects.raw, RawPath.bytes(root + "/" + path), GIT_OBJECT_BLOB, nil)
            }
        } catch {
            if case .libgit2(let failure) = error { throw .unreadableFile(path: path, reason: failure.message) }
            throw error
        }
        return ObjectID(oid)
    }

    /// The bytes of a file (for one left out of a sparse checkout, its index blob).
    func read(_ path: String) throws(GitError) -> [UInt8] {
        if Self.fileType(root + "/" + path) == nil, let sparse = try readSparseFile(path) { return sparse }
        // Only a regular file of a sane size is read: a link to /dev/zero or a FIFO never ends.
        // (A symbolic link is followed, as git's working tree reads it.)
        let absolute = root + "/" + path
        if let item = RawFileSystem.item(absolute), item.kind != .symbolicLink {
            if item.kind != .regular {
                throw .unreadableFile(path: path, reason: "not a regular file (a device, FIFO or socket); snapshots are files")
            }
            if item.size > Repository.maximumFileSize {
                throw .unreadableFile(path: path, reason: Repository.tooLarge(item.size))
            }
        }
        switch RawFileSystem.read(absolute, limit: Repository.maximumFileSize) {
        case .success(let bytes): return bytes
        case .failure(let failure) where failure.code == EFBIG:
            throw .unreadableFile(path: path, reason: "larger than the limit of \(Repository.maximumFileSize) bytes; if it really is a snapshot, raise the limit with AXDIFF_MAX_FILE_SIZE")
        case .failure(let failure): throw .unreadableFile(path: path, reason: failure.message)
        }
    }

    /// Whether a regular file is at `path` (symbolic links not followed).
    func fileExists(_ path: String) -> Bool {
        Self.fileType(root + "/" + path) == .typeRegular
    }

    /// Whether anything is at `path` (`""` is the root).
    func itemExists(_ path: String) -> Bool {
        Self.fileType(path.isEmpty ? root : root + "/" + path) != nil
    }

    /// Whether git ignores `path` (`.gitignore`, `info/exclude`, `core.excludesFile`).
    func isIgnored(_ path: String) throws(GitError) -> Bool {
        var ignored: Int32 = 0
        try LibGit2.call("git_ignore_path_is_ignored") { git_ignore_path_is_ignored(&ignored, objects.raw, RawPath.bytes(path)) }
        return ignored == 1
    }

    /// The type of the item itself (symbolic links not followed); nil when nothing is there.
    static func fileType(_ absolute: String) -> FileAttributeType? {
        switch RawFileSystem.item(absolute)?.kind {
        case .regular: .typeRegular
        case .directory: .typeDirectory
        case .symbolicLink: .typeSymbolicLink
        case .other: .typeUnknown
        case nil: nil
        }
    }
}
