import AXModel
import CLibGit2

/// Sparse checkout (`git sparse-checkout set`): files outside the checkout are not on disk
/// but are in the index with the skip-worktree bit. They are unchanged, so the working tree's
/// version of such a file is the index's blob, never a removal. libgit2 1.5 does not know
/// sparse checkouts, so its working-tree diffs call these files deleted; they are mended here.
extension WorkingTree {
    /// The index blob of `path` when it is a skip-worktree entry absent from disk; else nil.
    func sparseBlob(_ path: String, in index: GitIndex) -> ObjectID? {
        guard let entry = index.entry(at: path), GitIndex.isSkipWorktree(entry), !itemExists(path) else { return nil }
        return ObjectID(entry.pointee.id)
    }

    /// The skip-worktree entries under the scope that are absent from disk, with their blobs.
    func sparseFiles(in scope: SnapshotScope, index: GitIndex) throws(GitError) -> [(path: String, blob: ObjectID)] {
        var candidates: [(path: String, blob: ObjectID)] = []
        for prefix in scope.prefixes {
            index.forEachStageZeroEntry(under: prefix) { path, entry in
                if GitIndex.isSkipWorktree(entry), scope.contains(path) { candidates.append((path, ObjectID(entry.pointee.id))) }
            }
        }
        return candidates.filter { !itemExists($0.path) }
    }

    /// Working-tree changes with sparse-checkout files mended: a "removed" file that is a
    /// skip-worktree entry is unchanged when its index blob is the old one, else modified.
    /// `changes` have the working tree on their new side.
    func mendSparse(_ changes: [FileChange]) throws(GitError) -> [FileChange] {
        guard changes.contains(where: { $0.status == .removed }) else { return changes }
        let index = try index()
        var mended: [FileChange] = []
        for change in changes {
            guard change.status == .removed, let oldBlob = change.oldBlob, let blob = sparseBlob(change.path, in: index) else {
                mended.append(change)
                continue
            }
            if blob != oldBlob { mended.append(FileChange(status: .modified, path: change.path, oldBlob: oldBlob, newBlob: blob)) }
        }
        return mended
    }

    /// The bytes of a file left out of a sparse checkout (its index blob), or nil when `path`
    /// is not one.
    func readSparseFile(_ path: String) throws(GitError) -> [UInt8]? {
        guard let blob = try sparseBlob(path, in: index()) else { return nil }
        return try objects.readBlob(blob, path: path, source: .index)
    }
}
