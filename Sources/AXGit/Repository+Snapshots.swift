import Foundation
import AXModel
import CLibGit2

extension Repository {
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
    public func snapshotFiles(
        at source: TreeSource, roots: [String] = ["snapshots"], paths: [String] = []
    ) throws(GitError) -> [SnapshotFile] {
        try snapshotFiles(in: SnapshotScope(roots: roots, paths: paths), at: source)
    }

    /// `snapshotFiles(at:roots:paths:)` with the paths prepared once (for many sources).
    public func snapshotFiles(at source: TreeSource, roots: [String], narrowing: NarrowingPaths) throws(GitError) -> [SnapshotFile] {
        try snapshotFiles(in: SnapshotScope(roots: roots, narrowing: narrowing), at: source)
    }

    private func snapshotFiles(in scope: SnapshotScope, at source: TreeSource) throws(GitError) -> [SnapshotFile] {
        var files: [SnapshotFile] = []
        switch source {
        case .commit(let id):
            let tree = try commitTree(id)
            for prefix in scope.prefixes {
                guard let entry = try entry(at: prefix, in: tree) else { continue }
                try collect(entry, path: prefix, scope: scope, source: source, into: &files)
            }
        case .index:
            let index = try repositoryIndex()
            for prefix in scope.prefixes {
                forEachIndexEntry(in: index, under: prefix) { path, blob in
                    if scope.contains(path) { files.append(SnapshotFile(path: path, blob: blob, source: source)) }
                }
            }
            // A file with unresolved merge conflicts has no stage 0 but is not removed: it is
            // listed with no content id, so it is always read, and reading it says why not.
            for path in try conflictedPaths(in: index) where scope.contains(path) && !files.contains(where: { $0.path == path }) {
                files.append(SnapshotFile(path: path, blob: Self.unknownContent, source: source))
            }
        case .workingTree:
            files = try workingTreeSnapshotFiles(scope: scope)
        }
        return files.sortedByPath()
    }

    /// The snapshot file at exactly `path`; throws `.pathNotFound` when there is none.
    public func snapshotFile(_ path: String, at source: TreeSource) throws(GitError) -> SnapshotFile {
        let path = SnapshotScope.normalize(path)
        let found = try snapshotFiles(in: SnapshotScope(file: path), at: source).first { $0.path == path }
        guard let found else { throw .pathNotFound(path: path, revision: source.description) }
        return found
    }

    /// Whether a file or folder exists at `path` (repository-relative) at `source`.
    public func pathExists(_ path: String, at source: TreeSource) throws(GitError) -> Bool {
        try firstMissingPath(among: [path], at: [source]) == nil
    }

    /// The position of the first of `paths` (repository-relative) that exists at none of
    /// `sources`; nil when each exists at one of them. `""` is the root and always exists.
    ///
    /// One pass for thousands of paths (all the files named on a command line): in a commit,
    /// each folder's tree is looked up once for the paths in it that come together, and each
    /// name is found in it without walking from the root again.
    public func firstMissingPath(among paths: [String], at sources: [TreeSource]) throws(GitError) -> Int? {
        // Per source, the folder looked up last and its tree (nil when there is no such folder).
        var lastFolders = [String?](repeating: nil, count: sources.count)
        var lastTrees = [TreeHandle?](repeating: nil, count: sources.count)
        var cursors = [Int](repeating: 0, count: sources.count)  // where the walk is in each tree
        var name: [CChar] = []  // the file name as C wants it, one buffer for all
        for (position, path) in paths.enumerated() {
            let path = SnapshotScope.normalize(path)
            guard !path.isEmpty else { continue }
            var found = false
            for (number, source) in sources.enumerated() where !found {
                switch source {
                case .commit(let id):
                    // The folder is the bytes before the last `/` (none: the root), compared
                    // with the last one looked up in place; a string only when it changes.
                    let slash = SnapshotScope.lastSlashOffset(in: path)
                    let folderLength = slash ?? 0
                    if lastFolders[number].map({ !SnapshotScope.isFolder($0, of: path, length: folderLength) }) ?? true {
                        let folder = String(decoding: path.utf8.prefix(folderLength), as: UTF8.self)
                        lastTrees[number] = try folderTree(folder, in: commitTree(id))
                        lastFolders[number] = folder
                        cursors[number] = 0
                    }
                    guard let tree = lastTrees[number] else { break }
                    let nameOffset = slash.map { $0 + 1 } ?? 0
                    found = Self.walkFinds(path, from: nameOffset, in: tree.pointer, cursor: &cursors[number])
                        || RawPath.withBytes(of: path[path.utf8.index(path.startIndex, offsetBy: nameOffset)...], in: &name) {
                            git_tree_entry_byname(tree.pointer, $0) != nil
                        }
                case .index:
                    forEachIndexEntry(in: try repositoryIndex(), under: path) { _, _ in found = true }
                case .workingTree:
                    found = try workingTreeItemExists(path)
                }
            }
            if !found { return position }
        }
        return nil
    }

    /// Whether walking `tree`'s entries onward from `cursor` meets `name`: names given in
    /// order (as `ls` and globs give them) cost a comparison or two each, where
    /// `git_tree_entry_byname` searches by halves. False only says the walk did not meet it
    /// (names out of order, a folder in its place in git's order, a name with stand-ins for
    /// bytes that are not UTF-8): the caller then searches.
    ///
    /// The name is `path`'s bytes from `offset` on (read in place: a substring's bytes are
    /// reached through a generic path that cost more than the walk).
    static func walkFinds(_ path: String, from offset: Int, in tree: OpaquePointer, cursor: inout Int) -> Bool {
        let found = path.utf8.withContiguousStorageIfAvailable { all -> Bool in
            guard offset < all.count else { return false }
            let bytes = UnsafeBufferPointer(rebasing: all[offset...])
            guard let start = bytes.baseAddress, !bytes.contains(0xF4), !bytes.contains(0) else { return false }
            return start.withMemoryRebound(to: CChar.self, capacity: bytes.count) { wanted in
                let count = git_tree_entrycount(tree)
                while cursor < count {
                    guard let entry = git_tree_entry_byindex(tree, cursor), let entryName = git_tree_entry_name(entry) else { return false }
                    // strncmp stops at the entry name's end and orders bytes as unsigned, as git does.
                    let order = strncmp(entryName, wanted, bytes.count)
                    if order < 0 {
                        cursor += 1
                        continue
                    }
                    // Equal over the name's bytes with no NUL among them: the entry is at least
                    // as long, so its byte after them can be read.
                    guard order == 0, entryName[bytes.count] == 0 else { return false }
                    cursor += 1
                    return true
                }
                return false
            }
        }
        return found ?? false
    }

    /// The tree at `folder` in `root` (`""` is `root`); nil when no folder is there.
    private func folderTree(_ folder: String, in root: TreeHandle) throws(GitError) -> TreeHandle? {
        if folder.isEmpty { return root }
        guard let entry = try entry(at: folder, in: root), entry.type == GIT_OBJECT_TREE else { return nil }
        return try lookupTree(entry.id)
    }

    /// The bytes of a snapshot file: the blob for a commit or the index (counted in
    /// `blobReadCount`), the file on disk for the working tree.
    ///
    /// Throws `.lfsPointer` when the content is a git-LFS pointer instead of a snapshot.
    public func contents(of file: SnapshotFile) throws(GitError) -> [UInt8] {
        if !isCommit(file.source) {
            let stages = try conflictStages(of: file.path)
            if !stages.isEmpty { throw .conflicted(path: file.path, stages: stages) }
        }
        let bytes: [UInt8]
        switch file.source {
        case .commit, .index:
            bytes = try readBlob(file.blob, path: file.path, source: file.source)
        case .workingTree:
            bytes = try readWorkingTreeFile(file.path)
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
            guard let entry = try entry(at: path, in: commitTree(id)), entry.type == GIT_OBJECT_BLOB else { return nil }
            bytes = try readBlob(entry.id, path: path, source: source)
        case .index:
            let index = try repositoryIndex()
            guard let entry = git_index_get_bypath(index.pointer, RawPath.bytes(path), 0), !Self.isIntentToAdd(entry) else { return nil }
            bytes = try readBlob(ObjectID(entry.pointee.id), path: path, source: source)
        case .workingTree:
            guard try workingTreeFileExists(path) else { return try readSparseFile(path) }
            bytes = try readWorkingTreeFile(path)
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
            guard let entry = try entry(at: path, in: commitTree(id)), entry.type == GIT_OBJECT_BLOB else { return nil }
            return entry.id
        case .index:
            let index = try repositoryIndex()
            guard let entry = git_index_get_bypath(index.pointer, RawPath.bytes(path), 0), !Self.isIntentToAdd(entry) else { return nil }
            return ObjectID(entry.pointee.id)
        case .workingTree:
            guard try workingTreeFileExists(path) else { return try sparseBlob(path, in: repositoryIndex()) }
            return try hashWorkingTreeFile(path)
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
        let tree = try lookupTree(entry.id)
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

    /// Calls `body` with each stage-0 regular file of the index at or under `prefix`, leaving
    /// out intent-to-add entries (`git add -N`: not staged yet, as `git diff --cached` sees it).
    func forEachIndexEntry(in index: IndexHandle, under prefix: String, _ body: (String, ObjectID) -> Void) {
        forEachIndexEntry(in: index, under: prefix, includingIntentToAdd: false) { path, id, _ in body(path, id) }
    }

    /// Like `forEachIndexEntry(in:under:_:)`, with intent-to-add entries when asked, and
    /// whether each is one.
    func forEachIndexEntry(
        in index: IndexHandle, under prefix: String, includingIntentToAdd: Bool, _ body: (String, ObjectID, Bool) -> Void
    ) {
        forEachStageZeroEntry(in: index, under: prefix) { path, entry in
            guard SnapshotScope.isWithin(path, prefix),
                  entry.pointee.mode == GIT_FILEMODE_BLOB.rawValue || entry.pointee.mode == GIT_FILEMODE_BLOB_EXECUTABLE.rawValue
            else { return }
            let intentToAdd = Self.isIntentToAdd(entry)
            if intentToAdd && !includingIntentToAdd { return }
            body(path, ObjectID(entry.pointee.id), intentToAdd)
        }
    }

    /// Calls `body` with each stage-0 entry of the index whose path starts with `prefix`, in
    /// the index's (sorted) order, from the first such entry to the last.
    func forEachStageZeroEntry(
        in index: IndexHandle, under prefix: String, _ body: (String, UnsafePointer<git_index_entry>) -> Void
    ) {
        var position = 0
        if !prefix.isEmpty {
            guard (try? LibGit2.call("git_index_find_prefix") { git_index_find_prefix(&position, index.pointer, prefix) }) != nil
            else { return }
        }
        let count = git_index_entrycount(index.pointer)
        while position < count, let entry = git_index_get_byindex(index.pointer, position) {
            position += 1
            let path = RawPath.decode(entry.pointee.path)
            guard path.hasPrefix(prefix) else { break }  // sorted: past the prefix, done
            if git_index_entry_stage(entry) == 0 { body(path, entry) }
        }
    }

    /// An entry `git add -N` made: the path is known, its content not staged.
    static func isIntentToAdd(_ entry: UnsafePointer<git_index_entry>) -> Bool {
        entry.pointee.flags_extended & UInt16(GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue) != 0
    }

    static let lfsPointerPrefix = Array("version https://git-lfs.github.com/spec/".utf8)

    static func rejectLFSPointer(_ bytes: [UInt8], path: String, source: TreeSource) throws(GitError) {
        if bytes.starts(with: lfsPointerPrefix) { throw .lfsPointer(path: path, revision: source.description) }
    }

    /// The id given to a conflicted file of the index, which has no one content.
    static let unknownContent = ObjectID(bytes: [UInt8](repeating: 0, count: 20))!

    private func isCommit(_ source: TreeSource) -> Bool {
        if case .commit = source { return true }
        return false
    }

    /// The index stages (1 the common ancestor, 2 ours, 3 theirs) that `path` has while a
    /// merge, rebase or cherry-pick left it conflicted; empty when it has none.
    func conflictStages(of path: String) throws(GitError) -> [Int] {
        let index = try repositoryIndex()
        guard git_index_has_conflicts(index.pointer) != 0 else { return [] }
        return (1...3).filter { git_index_get_bypath(index.pointer, RawPath.bytes(path), Int32($0)) != nil }
    }

    /// The paths with unresolved merge conflicts in `index`, each once.
    func conflictedPaths(in index: IndexHandle) throws(GitError) -> [String] {
        guard git_index_has_conflicts(index.pointer) != 0 else { return [] }
        var paths: [String] = []
        let count = git_index_entrycount(index.pointer)
        for position in 0..<count {
            guard let entry = git_index_get_byindex(index.pointer, position), git_index_entry_stage(entry) != 0 else { continue }
            let path = RawPath.decode(entry.pointee.path)
            if paths.last != path { paths.append(path) }
        }
        return paths
    }
}
