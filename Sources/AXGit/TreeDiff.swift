import AXModel
import CLibGit2
import Foundation

/// Which snapshot files differ between two sources (`TreeSource`: a commit, the index, the
/// working tree), by tree and blob ids: no blob is read to find what changed.
///
/// Commit-to-commit changes are asked of `treeWalk` first (`TreeWalk`: a history pays only the
/// trees on the changed files' paths), libgit2's diff otherwise. A value of its repository
/// (`Repository.diff`), used on that repository's thread; it keeps the scope it built last,
/// which a history asks for again at every commit.
public final class TreeDiff {
    /// The files of the sources compared: whether narrowing paths exist, the working tree.
    let files: SnapshotReader
    var objects: ObjectDatabase { files.objects }
    /// Asked first for commit-to-commit changes; nil to use libgit2's diff alone.
    let treeWalk: TreeWalk?
    /// The scope `changes` built last, with the roots and paths it was built from: a history
    /// asks the same for every commit, and building one (its patterns compiled) took 31,000
    /// instructions, 300 times over 300 commits.
    private var lastScope: (roots: [String], narrowing: NarrowingPaths, scope: SnapshotScope)?

    /// - Parameter treeWalk: asked first for commit-to-commit changes; nil to use libgit2's
    ///   diff alone (a test compares the two).
    init(files: SnapshotReader, treeWalk: TreeWalk?) {
        self.files = files
        self.treeWalk = treeWalk
    }

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
        if requirePaths, let missing = try files.firstMissingPath(among: paths, at: [old, new]) {
            throw .pathNotFound(path: SnapshotScope.normalize(paths[missing]), revision: "\(old) or \(new)")
        }
        return try changes(from: old, to: new, roots: roots, narrowing: NarrowingPaths(paths))
    }

    /// `changes(from:to:roots:paths:)` with the paths prepared once (for many comparisons, or
    /// on another core), not required to exist.
    public func changes(from old: TreeSource, to new: TreeSource, roots: [String], narrowing: NarrowingPaths) throws(GitError) -> [FileChange] {
        let scope = self.scope(roots: roots, narrowing: narrowing)
        guard old != new else { return [] }
        if case (.commit(let one), .commit(let two)) = (old, new), let treeWalk,
           let modified = try treeWalk.modifiedFiles(from: one, to: two, scope: scope)
        {
            return FileChange.followingIdenticalContent(modified).sorted { SnapshotScope.precedes($0.path, $1.path) }
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
            let workingTree = try files.requireWorkingTree()
            found = try workingTree.mendSparse(found)
            try workingTree.refuseUnreadable(found)
        }
        var changes: [FileChange] = []
        for change in FileChange.followingIdenticalContent(found.map { reversed ? $0.reversed() : $0 }) {
            let inScope = scope.contains(change.path) || change.oldPath.map(scope.contains) == true
            if inScope { changes.append(change) }
        }
        return changes.sorted { SnapshotScope.precedes($0.path, $1.path) }
    }

    /// Whether `path` is a snapshot under `roots` (folders or patterns), whatever narrowing
    /// paths a comparison has: a rename whose new path is not is a snapshot moved out of the
    /// roots, which the check no longer reads.
    public func isInRoots(_ path: String, roots: [String]) -> Bool {
        SnapshotScope(roots: roots, paths: []).contains(path)
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
            _ = try files.requireWorkingTree()
            options.flags |= GIT_DIFF_INCLUDE_UNTRACKED.rawValue | GIT_DIFF_RECURSE_UNTRACKED_DIRS.rawValue
                | GIT_DIFF_DISABLE_PATHSPEC_MATCH.rawValue
        }
        let pathspec = workdirSide && !scope.coversWholeRepository ? scope.diskPathspec : []
        var pointer: OpaquePointer?
        try Self.withStringArray(pathspec) { (array: git_strarray) throws(GitError) in
            options.pathspec = array
            switch (first, second) {
            case (.commit(let one), .commit(let two)):
                let oldTree = try objects.commitTree(one)
                let newTree = try objects.commitTree(two)
                try LibGit2.call("git_diff_tree_to_tree") {
                    git_diff_tree_to_tree(&pointer, objects.raw, oldTree.pointer, newTree.pointer, &options)
                }
            case (.commit(let one), .index):
                let tree = try objects.commitTree(one)
                let index = try files.requireWorkingTree().index()
                try LibGit2.call("git_diff_tree_to_index") {
                    git_diff_tree_to_index(&pointer, objects.raw, tree.pointer, index.handle.pointer, &options)
                }
            case (.commit(let one), .workingTree):
                let tree = try objects.commitTree(one)
                _ = try files.requireWorkingTree().index()  // refreshed from disk; read, never written
                // Through the index, for its stat cache (unchanged files are not hashed); what
                // the index gets wrong for the files on disk is mended in `onDisk`.
                try LibGit2.call("git_diff_tree_to_workdir_with_index") {
                    git_diff_tree_to_workdir_with_index(&pointer, objects.raw, tree.pointer, &options)
                }
            case (.index, .workingTree):
                let index = try files.requireWorkingTree().index()
                try LibGit2.call("git_diff_index_to_workdir") {
                    git_diff_index_to_workdir(&pointer, objects.raw, index.handle.pointer, &options)
                }
            default:
                preconditionFailure("equal sources are handled before diffing")
            }
        }
        return (DiffHandle(pointer!, owner: objects.handle), reversed, workdirSide)
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
}
