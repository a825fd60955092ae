import Foundation
import AXModel
import CLibGit2

/// The files at a source (`TreeSource`: a commit, the index, the working tree): the snapshot
/// files under the roots, any one file (`.axdiff.yml`), and their bytes, refused when they are
/// a git-LFS pointer or conflicted; whether paths exist (`SnapshotReader+Paths.swift`).
///
/// A value of its repository (`Repository.snapshots`), used on that repository's thread. The
/// blobs it reads are counted, and the root tree of the commit read last is kept, by the
/// repository's object lookups (`ObjectDatabase`).
public struct SnapshotReader {
    let objects: ObjectDatabase
    let workingTree: WorkingTree?
    /// For messages about a bare repository.
    let gitDirectory: String

    /// The working tree, or the error that a bare repository has none.
    func requireWorkingTree() throws(GitError) -> WorkingTree {
        guard let workingTree else { throw .noWorkingTree(repository: gitDirectory) }
        return workingTree
    }

    /// The `*.axsnap.json` files under the snapshot roots, and the files root patterns match
    /// (`e2e/**/*-snapshots/*.yml`), at `source`, sorted by path.
    ///
    /// Only the roots (narrowed by `paths`) are walked: each is looked up with
    /// `git_tree_entry_bypath` and its subtree listed, never the whole repository tree. No
    /// blob is read. For the working tree, untracked files count (a newly recorded screen)
    /// and ignored ones do not; each file is hashed to get its blob id.
    ///
    /// - Parameters:
    ///   - roots: repository-relative snapshot folders or file patterns; `[]` or `["."]` means
    ///     everywhere.
    ///   - paths: repository-relative files or folders that narrow the roots further.
    public func files(
        at source: TreeSource, roots: [String] = ["snapshots"], paths: [String] = []
    ) throws(GitError) -> [SnapshotFile] {
        try files(in: SnapshotScope(roots: roots, paths: paths), at: source)
    }

    /// `files(at:roots:paths:)` with the paths prepared once (for many sources).
    public func files(at source: TreeSource, roots: [String], narrowing: NarrowingPaths) throws(GitError) -> [SnapshotFile] {
        try files(in: SnapshotScope(roots: roots, narrowing: narrowing), at: source)
    }

    private func files(in scope: SnapshotScope, at source: TreeSource) throws(GitError) -> [SnapshotFile] {
        var files: [SnapshotFile] = []
        switch source {
        case .commit(let id):
            let tree = try objects.commitTree(id)
            for prefix in scope.prefixes {
                guard let entry = try objects.entry(at: prefix, in: tree) else { continue }
                try collect(entry, path: prefix, scope: scope, source: source, into: &files)
            }
        case .index:
            let index = try requireWorkingTree().index()
            for prefix in scope.prefixes {
                index.forEachFile(under: prefix) { path, blob in
                    if scope.contains(path) { files.append(SnapshotFile(path: path, blob: blob, source: source)) }
                }
            }
            // A file with unresolved merge conflicts has no stage 0 but is not removed: it is
            // listed with no content id, so it is always read, and reading it says why not.
            for path in index.conflictedPaths() where scope.contains(path) && !files.contains(where: { $0.path == path }) {
                files.append(SnapshotFile(path: path, blob: GitIndex.conflictedContent, source: source))
            }
        case .workingTree:
            files = try requireWorkingTree().snapshotFiles(in: scope)
        }
        return files.sortedByPath()
    }

    /// The snapshot file at exactly `path`; throws `.pathNotFound` when there is none.
    public func file(_ path: String, at source: TreeSource) throws(GitError) -> SnapshotFile {
        let path = SnapshotScope.normalize(path)
        let found = try files(in: SnapshotScope(file: path), at: source).first { $0.path == path }
        guard let found else { throw .pathNotFound(path: path, revision: source.description) }
        return found
    }

    /// The bytes of a snapshot file: the blob for a commit or the index (counted in
    /// `ObjectDatabase.blobReadCount`), the file on disk for the working tree.
    ///
    /// Throws `.lfsPointer` when the content is a git-LFS pointer instead of a snapshot.
    public func contents(of file: SnapshotFile) throws(GitError) -> [UInt8] {
        if !isCommit(file.source) {
            let stages = try requireWorkingTree().index().conflictStages(of: file.path)
            if !stages.isEmpty { throw .conflicted(path: file.path, stages: stages) }
        }
        let bytes: [UInt8]
        switch file.source {
        case .commit, .index:
            bytes = try objects.readBlob(file.blob, path: file.path, source: file.source)
        case .workingTree:
            bytes = try requireWorkingTree().read(file.path)
        }
        try Self.rejectLFSPointer(bytes, path: file.path, source: file.source)
        return bytes
    }

    /// The bytes of any file at `source`, e.g. `.axdiff.yml` at the repository root; nil
    /// when no file is there. Throws `.lfsPointer` for a git-LFS pointer.
    public func readFile(path: String, at source: TreeSource) throws(GitError) -> [UInt8]? {
        let path = SnapshotScope.normalize(path)
        guard !path.isEmpty else { return nil }
        let bytes: [UInt8]
        switch source {
        case .commit(let id):
            guard let entry = try objects.entry(at: path, in: objects.commitTree(id)), entry.type == GIT_OBJECT_BLOB else { return nil }
            bytes = try objects.readBlob(entry.id, path: path, source: source)
        case .index:
            let index = try requireWorkingTree().index()
            guard let entry = index.entry(at: path), !GitIndex.isIntentToAdd(entry) else { return nil }
            bytes = try objects.readBlob(ObjectID(entry.pointee.id), path: path, source: source)
        case .workingTree:
            let workingTree = try requireWorkingTree()
            guard workingTree.fileExists(path) else { return try workingTree.readSparseFile(path) }
            bytes = try workingTree.read(path)
        }
        try Self.rejectLFSPointer(bytes, path: path, source: source)
        return bytes
    }

    /// The blob id of the file at `path` at `source` (for the working tree, as `git
    /// hash-object` computes it), or nil when no file is there. Reads no blob: equal ids mean
    /// equal content, e.g. whether `.axdiff.yml` has uncommitted changes.
    public func fileID(path: String, at source: TreeSource) throws(GitError) -> ObjectID? {
        let path = SnapshotScope.normalize(path)
        guard !path.isEmpty else { return nil }
        switch source {
        case .commit(let id):
            guard let entry = try objects.entry(at: path, in: objects.commitTree(id)), entry.type == GIT_OBJECT_BLOB else { return nil }
            return entry.id
        case .index:
            let index = try requireWorkingTree().index()
            guard let entry = index.entry(at: path), !GitIndex.isIntentToAdd(entry) else { return nil }
            return ObjectID(entry.pointee.id)
        case .workingTree:
            let workingTree = try requireWorkingTree()
            guard workingTree.fileExists(path) else { return try workingTree.sparseBlob(path, in: workingTree.index()) }
            return try workingTree.hash(path)
        }
    }

    /// Adds the snapshot files at or under a tree entry.
    private func collect(
        _ entry: TreeEntry, path: String, scope: SnapshotScope, source: TreeSource, into files: inout [SnapshotFile]
    ) throws(GitError) {
        if entry.isFile {
            if scope.contains(path) { files.append(SnapshotFile(path: path, blob: entry.id, source: source)) }
            return
        }
        guard entry.isTree else { return }
        let tree = try objects.lookupTree(entry.id)
        for position in 0..<git_tree_entrycount(tree.pointer) {
            guard let child = git_tree_entry_byindex(tree.pointer, position) else { continue }
            let name = RawPath.decode(git_tree_entry_name(child))
            let childEntry = TreeEntry(
                id: ObjectID(git_tree_entry_id(child)), type: git_tree_entry_type(child), mode: git_tree_entry_filemode(child)
            )
            // Skip files that cannot be snapshots without building their path.
            if childEntry.isFile && !scope.mayContain(fileNamed: name) { continue }
            try collect(childEntry, path: path.isEmpty ? name : path + "/" + name, scope: scope, source: source, into: &files)
        }
    }

    static let lfsPointerPrefix = Array("version https://git-lfs.github.com/spec/".utf8)

    static func rejectLFSPointer(_ bytes: [UInt8], path: String, source: TreeSource) throws(GitError) {
        if bytes.starts(with: lfsPointerPrefix) { throw .lfsPointer(path: path, revision: source.description) }
    }

    private func isCommit(_ source: TreeSource) -> Bool {
        if case .commit = source { return true }
        return false
    }
}
