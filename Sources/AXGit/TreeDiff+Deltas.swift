import AXModel
import CLibGit2
import Foundation

/// libgit2's deltas as `FileChange`s, mended where libgit2's view of the working tree and the
/// index is not git's.
extension TreeDiff {
    /// A `FileChange` for one delta, or nil for one that is not a change of a regular file.
    /// `notInIndex` are the index's intent-to-add paths: absent on the index's side of the
    /// diff, which is the new side when `indexIsNew`, else the old.
    func change(
        from delta: git_diff_delta, workdirSide: Bool, notInIndex: Set<String>, indexIsNew: Bool
    ) throws(GitError) -> FileChange? {
        let oldPath = RawPath.decode(delta.old_file.path)
        let newPath = RawPath.decode(delta.new_file.path)
        var oldBlob = Self.isRegularFile(delta.old_file.mode) ? ObjectID(delta.old_file.id) : nil
        if !indexIsNew && notInIndex.contains(oldPath) { oldBlob = nil }
        var newBlob: ObjectID?
        if indexIsNew && notInIndex.contains(newPath) {
            newBlob = nil
        } else if Self.isRegularFile(delta.new_file.mode) {
            let valid = delta.new_file.flags & GIT_DIFF_FLAG_VALID_ID.rawValue != 0
            let id = ObjectID(delta.new_file.id)
            // libgit2 leaves the id of an untracked or freshly changed working-tree file unset.
            newBlob = workdirSide && (!valid || id.isZero) ? try files.requireWorkingTree().hash(newPath) : id
        }
        switch delta.status {
        case GIT_DELTA_ADDED, GIT_DELTA_UNTRACKED, GIT_DELTA_COPIED:
            guard let newBlob else { return nil }
            return FileChange(status: .added, path: newPath, oldBlob: nil, newBlob: newBlob)
        case GIT_DELTA_DELETED:
            guard let oldBlob else { return nil }
            return FileChange(status: .removed, path: oldPath, oldBlob: oldBlob, newBlob: nil)
        case GIT_DELTA_CONFLICTED where newBlob == nil && !workdirSide:
            // Unresolved merge conflicts: the index has no one version. Not a removal; reading
            // it (`contents(of:)`) reports the conflict and its stages.
            return FileChange(status: oldBlob == nil ? .added : .modified, path: newPath, oldBlob: oldBlob, newBlob: GitIndex.conflictedContent)
        case GIT_DELTA_MODIFIED, GIT_DELTA_TYPECHANGE, GIT_DELTA_CONFLICTED:
            switch (oldBlob, newBlob) {
            case (let old?, let new?):
                // A mode-only change leaves the snapshot as it was.
                return old == new ? nil : FileChange(status: .modified, path: newPath, oldBlob: old, newBlob: new)
            case (let old?, nil):
                return FileChange(status: .removed, path: oldPath, oldBlob: old, newBlob: nil)
            case (nil, let new?):
                return FileChange(status: .added, path: newPath, oldBlob: nil, newBlob: new)
            case (nil, nil):
                return nil
            }
        case GIT_DELTA_RENAMED:
            guard let oldBlob, let newBlob else { return nil }
            return FileChange(status: .renamed, path: newPath, oldPath: oldPath, oldBlob: oldBlob, newBlob: newBlob)
        default:
            return nil
        }
    }

    /// Mends a commit-to-working-tree diff where it went through the index: a file whose
    /// deletion is staged (or committed since the commit compared) but which is on disk again,
    /// untracked, is libgit2's "deleted" (as `git diff COMMIT` says), yet it is in the working
    /// tree `git status` shows. Only the files reported removed are looked at.
    func onDisk(_ changes: [FileChange]) throws(GitError) -> [FileChange] {
        let workingTree = try files.requireWorkingTree()
        var mended: [FileChange] = []
        for change in changes {
            let gone = change.status == .removed ? change.path : change.status == .renamed ? change.oldPath : nil
            guard let gone, let oldBlob = change.oldBlob, workingTree.fileExists(gone), try !workingTree.isIgnored(gone) else {
                mended.append(change)
                continue
            }
            let now = try workingTree.hash(gone)
            if now != oldBlob { mended.append(FileChange(status: .modified, path: gone, oldBlob: oldBlob, newBlob: now)) }
            // A rename from a file still on disk is a copy: the new path is added.
            if change.status == .renamed, let newBlob = change.newBlob {
                mended.append(FileChange(status: .added, path: change.path, oldBlob: nil, newBlob: newBlob))
            }
        }
        return mended
    }

    /// The index's intent-to-add entries (`git add -N`) under the scope.
    func intentToAddPaths(scope: SnapshotScope) throws(GitError) -> Set<String> {
        let index = try files.requireWorkingTree().index()
        var paths = Set<String>()
        for prefix in scope.prefixes {
            index.forEachFile(under: prefix, includingIntentToAdd: true) { path, _, intentToAdd in
                if intentToAdd { paths.insert(path) }
            }
        }
        return paths
    }

    /// Order in which libgit2 can diff: a commit's tree, then the index, then the working tree.
    static func rank(_ source: TreeSource) -> Int {
        switch source {
        case .commit: 0
        case .index: 1
        case .workingTree: 2
        }
    }

    static func isRegularFile(_ mode: UInt16) -> Bool {
        UInt32(mode) == GIT_FILEMODE_BLOB.rawValue || UInt32(mode) == GIT_FILEMODE_BLOB_EXECUTABLE.rawValue
    }

    /// Lends `strings` to libgit2 as a `git_strarray` for the duration of `body`.
    static func withStringArray<Result>(
        _ strings: [String], _ body: (git_strarray) throws(GitError) -> Result
    ) throws(GitError) -> Result {
        var pointers: [UnsafeMutablePointer<CChar>?] = strings.map { RawPath.bytes($0).withUnsafeBufferPointer { strdup($0.baseAddress!) } }
        defer { pointers.forEach { free($0) } }
        return try pointers.withUnsafeMutableBufferPointer { (buffer) throws(GitError) -> Result in
            try body(git_strarray(strings: strings.isEmpty ? nil : buffer.baseAddress, count: strings.count))
        }
    }
}

extension FileChange {
    /// The same change seen from the other side.
    func reversed() -> FileChange {
        switch status {
        case .added: FileChange(status: .removed, path: path, oldBlob: newBlob, newBlob: nil)
        case .removed: FileChange(status: .added, path: path, oldBlob: nil, newBlob: oldBlob)
        case .modified: FileChange(status: .modified, path: path, oldBlob: newBlob, newBlob: oldBlob)
        case .renamed: FileChange(status: .renamed, path: oldPath ?? path, oldPath: path, oldBlob: newBlob, newBlob: oldBlob)
        }
    }
}
