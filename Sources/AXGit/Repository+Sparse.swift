import AXModel
import CLibGit2

/// Sparse checkout (`git sparse-checkout set`): files outside the checkout are not on disk
/// but are in the index with the skip-worktree bit. They are unchanged, so the working tree's
/// version of such a file is the index's blob, never a removal. libgit2 1.5 does not know
/// sparse checkouts, so its working-tree diffs call these files deleted; they are mended here.
extension Repository {
    /// The index blob of `path` when it is a skip-worktree entry absent from disk; else nil.
    func sparseBlob(_ path: String, in index: IndexHandle) throws(GitError) -> ObjectID? {
        guard let entry = git_index_get_bypath(index.pointer, RawPath.bytes(path), 0), Self.isSkipWorktree(entry),
              try !workingTreeItemExists(path) else { return nil }
        return ObjectID(entry.pointee.id)
    }

    /// The skip-worktree entries under the scope that are absent from disk, with their blobs.
    func sparseFiles(scope: SnapshotScope, index: IndexHandle) throws(GitError) -> [(path: String, blob: ObjectID)] {
        var candidates: [(path: String, blob: ObjectID)] = []
        for prefix in scope.prefixes {
            forEachStageZeroEntry(in: index, under: prefix) { path, entry in
                if Self.isSkipWorktree(entry), scope.contains(path) { candidates.append((path, ObjectID(entry.pointee.id))) }
            }
        }
        var files: [(path: String, blob: ObjectID)] = []
        for candidate in candidates where try !workingTreeItemExists(candidate.path) {
            files.append(candidate)
        }
        return files
    }

    /// Working-tree changes with sparse-checkout files mended: a "removed" file that is a
    /// skip-worktree entry is unchanged when its index blob is the old one, else modified.
    /// `changes` have the working tree on their new side.
    func mendSparse(_ changes: [FileChange]) throws(GitError) -> [FileChange] {
        guard changes.contains(where: { $0.status == .removed }) else { return changes }
        let index = try repositoryIndex()
        var mended: [FileChange] = []
        for change in changes {
            guard change.status == .removed, let oldBlob = change.oldBlob, let blob = try sparseBlob(change.path, in: index) else {
                mended.append(change)
                continue
            }
            if blob != oldBlob { mended.append(FileChange(status: .modified, path: change.path, oldBlob: oldBlob, newBlob: blob)) }
        }
        return mended
    }

    /// The bytes of a working-tree file left out of a sparse checkout (its index blob), or
    /// nil when `path` is not one.
    func readSparseFile(_ path: String) throws(GitError) -> [UInt8]? {
        guard let blob = try sparseBlob(path, in: repositoryIndex()) else { return nil }
        return try readBlob(blob, path: path, source: .index)
    }

    static func isSkipWorktree(_ entry: UnsafePointer<git_index_entry>) -> Bool {
        entry.pointee.flags_extended & UInt16(GIT_INDEX_ENTRY_SKIP_WORKTREE.rawValue) != 0
    }
}
