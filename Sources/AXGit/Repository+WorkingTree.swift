import AXModel
import CLibGit2
import Foundation

/// The working tree on disk: listing, hashing and reading files. Read-only.
extension Repository {
    func requireWorkdir() throws(GitError) -> String {
        guard let workdir else { throw .noWorkingTree(repository: gitDirectory) }
        return workdir
    }

    /// Snapshot files on disk under the scope: tracked ones and untracked ones that are not
    /// ignored, each with the blob id git would give it.
    func workingTreeSnapshotFiles(scope: SnapshotScope) throws(GitError) -> [SnapshotFile] {
        let workdir = try requireWorkdir()
        let index = try repositoryIndex()
        var paths: [String] = []
        for prefix in scope.prefixes {
            try collectDiskFiles(workdir: workdir, path: prefix, into: &paths)
        }
        var files: [SnapshotFile] = []
        for path in paths where scope.contains(path) {
            let tracked = git_index_get_bypath(index.pointer, RawPath.bytes(path), 0) != nil
            if !tracked, try isIgnored(path) { continue }
            files.append(SnapshotFile(path: path, blob: try hashWorkingTreeFile(path), source: .workingTree))
        }
        // Left out of a sparse checkout: not on disk, unchanged, read from the index.
        for sparse in try sparseFiles(scope: scope, index: index) {
            files.append(SnapshotFile(path: sparse.path, blob: sparse.blob, source: .workingTree))
        }
        return files
    }

    /// Regular files at or under `path`, skipping nested `.git` folders and symbolic links. A
    /// folder that cannot be read is an error: its snapshots are not removed, only unseen.
    private func collectDiskFiles(workdir: String, path: String, into paths: inout [String]) throws(GitError) {
        let absolute = path.isEmpty ? workdir : workdir + "/" + path
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
            try collectDiskFiles(workdir: workdir, path: path.isEmpty ? name : path + "/" + name, into: &paths)
        }
    }

    /// A file the working tree seems to have lost because a folder on its path cannot be read
    /// is an error, never "removed" (libgit2 reads an unreadable folder as empty).
    func refuseUnreadable(_ changes: [FileChange]) throws(GitError) {
        guard let workdir else { return }
        for change in changes where change.status == .removed {
            guard let failure = RawFileSystem.inaccessible(workdir + "/" + change.path) else { continue }
            throw .unreadableFile(
                path: change.path,
                reason: failure.code == EACCES ? "permission denied: make its folder readable (chmod +rx) or run as its owner" : failure.message)
        }
    }

    /// The blob id of a working-tree file, as `git hash-object` computes it (clean filters
    /// such as end-of-line conversion applied), so an unchanged file matches its committed blob.
    func hashWorkingTreeFile(_ path: String) throws(GitError) -> ObjectID {
        let workdir = try requireWorkdir()
        var oid = git_oid()
        do throws(GitError) {
            try LibGit2.call("git_repository_hashfile") {
                git_repository_hashfile(&oid, raw, RawPath.bytes(workdir + "/" + path), GIT_OBJECT_BLOB, nil)
            }
        } catch {
            if case .libgit2(let failure) = error { throw .unreadableFile(path: path, reason: failure.message) }
            throw error
        }
        return ObjectID(oid)
    }

    func readWorkingTreeFile(_ path: String) throws(GitError) -> [UInt8] {
        let workdir = try requireWorkdir()
        if Self.fileType(workdir + "/" + path) == nil, let sparse = try readSparseFile(path) { return sparse }
        // Only a regular file of a sane size is read: a link to /dev/zero or a FIFO never ends.
        // (A symbolic link is followed, as git's working tree reads it.)
        let absolute = workdir + "/" + path
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

    func workingTreeFileExists(_ path: String) throws(GitError) -> Bool {
        let workdir = try requireWorkdir()
        return Self.fileType(workdir + "/" + path) == .typeRegular
    }

    func workingTreeItemExists(_ path: String) throws(GitError) -> Bool {
        let workdir = try requireWorkdir()
        return Self.fileType(path.isEmpty ? workdir : workdir + "/" + path) != nil
    }

    func isIgnored(_ path: String) throws(GitError) -> Bool {
        var ignored: Int32 = 0
        try LibGit2.call("git_ignore_path_is_ignored") { git_ignore_path_is_ignored(&ignored, raw, RawPath.bytes(path)) }
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

extension Repository {
    /// The largest file or blob read (bytes); generous by default (256 MiB) and set from
    /// `AXDIFF_MAX_FILE_SIZE` by the command line, so a hostile input cannot exhaust memory.
    nonisolated(unsafe) public static var maximumFileSize = 256 << 20

    static func tooLarge(_ size: Int) -> String {
        "\(size) bytes, larger than the limit of \(maximumFileSize) bytes; if it really is a snapshot, raise the limit with AXDIFF_MAX_FILE_SIZE"
    }
}
