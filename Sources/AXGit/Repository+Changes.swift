import AXModel
import CLibGit2
import Foundation

extension Repository {
    /// The snapshot files that differ between two sources, sorted by path.
    ///
    /// Compares tree and blob ids only (libgit2's diff): unchanged subtrees are skipped and no
    /// blob is read to find what changed. Renames are followed with explicit rename detection
    /// (`GIT_DIFF_FIND_RENAMES`, similarity at least 50%); a rename counts when either side is
    /// a snapshot in scope, so a screen moved into a snapshot root from elsewhere is a rename.
    ///
    /// Commit-to-commit and commit-to-index diffs cover the whole repository and are filtered
    /// afterwards, so such moves are seen. Diffs against the working tree are limited to the
    /// roots (a pathspec) so that the rest of the checkout is never scanned; there, a file
    /// moved in from outside the roots shows as added. The working tree is the files on disk,
    /// whatever the index says: untracked and intent-to-add (`git add -N`) files count, and a
    /// file whose deletion is staged or committed but which is back on disk is there. In the
    /// index, intent-to-add entries are not there yet (as `git diff --cached` sees it). The
    /// index is never updated.
    ///
    /// Throws `.pathNotFound` when a narrowing path exists on neither side, unless
    /// `requirePaths` is false (a history narrowed to a screen added later passes commits
    /// where it exists on neither side).
    public func changes(
        from old: TreeSource, to new: TreeSource, roots: [String] = ["snapshots"], paths: [String] = [], requirePaths: Bool = true
    ) throws(GitError) -> [FileChange] {
        if requirePaths, let missing = try firstMissingPath(among: paths, at: [old, new]) {
            throw .pathNotFound(path: SnapshotScope.normalize(paths[missing]), revision: "\(old) or \(new)")
        }
        return try changes(from: old, to: new, roots: roots, narrowing: NarrowingPaths(paths))
    }

    /// `changes(from:to:roots:paths:)` with the paths prepared once (for many comparisons, or
    /// on another core), not required to exist.
    public func changes(from old: TreeSource, to new: TreeSource, roots: [String], narrowing: NarrowingPaths) throws(GitError) -> [FileChange] {
        let scope = self.scope(roots: roots, narrowing: narrowing)
        guard old != new else { return [] }
        if case (.commit(let one), .commit(let two)) = (old, new), useTreeWalk,
           let modified = try modifiedFilesByWalkingTrees(from: one, to: two, scope: scope)
        {
            return modified.sorted { SnapshotScope.precedes($0.path, $1.path) }
        }
        let (diff, reversed, workdirSide) = try makeDiff(from: old, to: new, scope: scope)
        try findRenames(in: diff, scope: scope, untracked: workdirSide)
        // Intent-to-add entries hold the empty blob: on the index side they are no file yet.
        let indexSide = old == .index || new == .index
        let intentToAdd = indexSide ? try intentToAddPaths(scope: scope) : []
        var found: [FileChange] = []
        for position in 0..<git_diff_num_deltas(diff.pointer) {
            guard let delta = git_diff_get_delta(diff.pointer, position)?.pointee,
                  let change = try change(from: delta, workdirSide: workdirSide, notInIndex: intentToAdd, indexIsNew: !reversed && new == .index)
            else { continue }
            found.append(change)
        }
        if workdirSide && (old != .index && new != .index) { found = try onDisk(found) }
        if workdirSide {
            found = try mendSparse(found)
            try refuseUnreadable(found)
        }
        var changes: [FileChange] = []
        for change in found {
            let oriented = reversed ? change.reversed() : change
            let inScope = scope.contains(oriented.path) || oriented.oldPath.map(scope.contains) == true
            if inScope { changes.append(oriented) }
        }
        return changes.sorted { SnapshotScope.precedes($0.path, $1.path) }
    }

    /// The scope of `roots` narrowed by `narrowing`, built once for a run of calls with the
    /// same ones (compared cheaply: the same arrays are passed each time).
    func scope(roots: [String], narrowing: NarrowingPaths) -> SnapshotScope {
        if let last = lastScope, last.roots == roots, last.narrowing == narrowing { return last.scope }
        let scope = SnapshotScope(roots: roots, narrowing: narrowing)
        lastScope = (roots, narrowing, scope)
        return scope
    }

    /// Builds the diff in the direction libgit2 supports (tree → index → working tree);
    /// `reversed` says the caller asked for the other direction.
    private func makeDiff(
        from old: TreeSource, to new: TreeSource, scope: SnapshotScope
    ) throws(GitError) -> (diff: DiffHandle, reversed: Bool, workdirSide: Bool) {
        let reversed = Self.rank(old) > Self.rank(new)
        let (first, second) = reversed ? (new, old) : (old, new)
        let workdirSide = second == .workingTree
        var options = git_diff_options()
        try LibGit2.call("git_diff_options_init") { git_diff_options_init(&options, UInt32(GIT_DIFF_OPTIONS_VERSION)) }
        options.flags = GIT_DIFF_IGNORE_SUBMODULES.rawValue
        if workdirSide {
            _ = try requireWorkdir()
            options.flags |= GIT_DIFF_INCLUDE_UNTRACKED.rawValue | GIT_DIFF_RECURSE_UNTRACKED_DIRS.rawValue
                | GIT_DIFF_DISABLE_PATHSPEC_MATCH.rawValue
        }
        let pathspec = workdirSide && !scope.coversWholeRepository ? scope.diskPathspec : []
        var pointer: OpaquePointer?
        try Self.withStringArray(pathspec) { (array: git_strarray) throws(GitError) in
            options.pathspec = array
            switch (first, second) {
            case (.commit(let one), .commit(let two)):
                let oldTree = try commitTree(one)
                let newTree = try commitTree(two)
                try LibGit2.call("git_diff_tree_to_tree") {
                    git_diff_tree_to_tree(&pointer, raw, oldTree.pointer, newTree.pointer, &options)
                }
            case (.commit(let one), .index):
                let tree = try commitTree(one)
                let index = try repositoryIndex()
                try LibGit2.call("git_diff_tree_to_index") {
                    git_diff_tree_to_index(&pointer, raw, tree.pointer, index.pointer, &options)
                }
            case (.commit(let one), .workingTree):
                let tree = try commitTree(one)
                _ = try repositoryIndex()  // refreshed from disk; read, never written
                // Through the index, for its stat cache (unchanged files are not hashed); what
                // the index gets wrong for the files on disk is mended in `onDisk`.
                try LibGit2.call("git_diff_tree_to_workdir_with_index") {
                    git_diff_tree_to_workdir_with_index(&pointer, raw, tree.pointer, &options)
                }
            case (.index, .workingTree):
                let index = try repositoryIndex()
                try LibGit2.call("git_diff_index_to_workdir") {
                    git_diff_index_to_workdir(&pointer, raw, index.pointer, &options)
                }
            default:
                preconditionFailure("equal sources are handled before diffing")
            }
        }
        return (DiffHandle(pointer!, owner: handle), reversed, workdirSide)
    }

    /// Runs rename detection, but only when a snapshot in scope was added or removed: the
    /// only case where it can change the answer, and the only one where it may read blobs.
    private func findRenames(in diff: DiffHandle, scope: SnapshotScope, untracked: Bool) throws(GitError) {
        var candidate = false
        for position in 0..<git_diff_num_deltas(diff.pointer) {
            guard let delta = git_diff_get_delta(diff.pointer, position)?.pointee else { continue }
            switch delta.status {
            case GIT_DELTA_ADDED, GIT_DELTA_UNTRACKED:
                candidate = candidate || scope.contains(RawPath.decode(delta.new_file.path))
            case GIT_DELTA_DELETED:
                candidate = candidate || scope.contains(RawPath.decode(delta.old_file.path))
            default:
                break
            }
            if candidate { break }
        }
        guard candidate else { return }
        var options = git_diff_find_options()
        try LibGit2.call("git_diff_find_options_init") {
            git_diff_find_options_init(&options, UInt32(GIT_DIFF_FIND_OPTIONS_VERSION))
        }
        options.flags = GIT_DIFF_FIND_RENAMES.rawValue | (untracked ? GIT_DIFF_FIND_FOR_UNTRACKED.rawValue : 0)
        options.rename_threshold = 50
        options.rename_limit = 1000
        try LibGit2.call("git_diff_find_similar") { git_diff_find_similar(diff.pointer, &options) }
    }

    /// A `FileChange` for one delta, or nil for one that is not a change of a regular file.
    /// `notInIndex` are the index's intent-to-add paths: absent on the index's side of the
    /// diff, which is the new side when `indexIsNew`, else the old.
    private func change(
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
            newBlob = workdirSide && (!valid || id.isZero) ? try hashWorkingTreeFile(newPath) : id
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
            return FileChange(status: oldBlob == nil ? .added : .modified, path: newPath, oldBlob: oldBlob, newBlob: Self.unknownContent)
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
    private func onDisk(_ changes: [FileChange]) throws(GitError) -> [FileChange] {
        var mended: [FileChange] = []
        for change in changes {
            let gone = change.status == .removed ? change.path : change.status == .renamed ? change.oldPath : nil
            guard let gone, let oldBlob = change.oldBlob, try workingTreeFileExists(gone), try !isIgnored(gone) else {
                mended.append(change)
                continue
            }
            let now = try hashWorkingTreeFile(gone)
            if now != oldBlob { mended.append(FileChange(status: .modified, path: gone, oldBlob: oldBlob, newBlob: now)) }
            // A rename from a file still on disk is a copy: the new path is added.
            if change.status == .renamed, let newBlob = change.newBlob {
                mended.append(FileChange(status: .added, path: change.path, oldBlob: nil, newBlob: newBlob))
            }
        }
        return mended
    }

    /// The index's intent-to-add entries (`git add -N`) under the scope.
    private func intentToAddPaths(scope: SnapshotScope) throws(GitError) -> Set<String> {
        let index = try repositoryIndex()
        var paths = Set<String>()
        for prefix in scope.prefixes {
            forEachIndexEntry(in: index, under: prefix, includingIntentToAdd: true) { path, _, intentToAdd in
                if intentToAdd { paths.insert(path) }
            }
        }
        return paths
    }

    /// Order in which libgit2 can diff: a commit's tree, then the index, then the working tree.
    private static func rank(_ source: TreeSource) -> Int {
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
