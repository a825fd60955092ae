import AXModel
import CLibGit2

/// The index (the staging area) as read from disk when it last changed; never written.
///
/// Entries are visited by path prefix in the index's sorted order. Stage 0 is the one version
/// of a file; stages 1 to 3 (base, ours, theirs) are what a merge left conflicted.
final class GitIndex {
    let handle: IndexHandle

    init(_ handle: IndexHandle) {
        self.handle = handle
    }

    /// The stage-0 entry at exactly `path`, if any.
    func entry(at path: String) -> UnsafePointer<git_index_entry>? {
        git_index_get_bypath(handle.pointer, RawPath.bytes(path), 0)
    }

    /// Calls `body` with each stage-0 regular file at or under `prefix`, leaving out
    /// intent-to-add entries (`git add -N`: not staged yet, as `git diff --cached` sees it).
    func forEachFile(under prefix: String, _ body: (String, ObjectID) -> Void) {
        forEachFile(under: prefix, includingIntentToAdd: false) { path, id, _ in body(path, id) }
    }

    /// Like `forEachFile(under:_:)`, with intent-to-add entries when asked, and whether each
    /// is one.
    func forEachFile(under prefix: String, includingIntentToAdd: Bool, _ body: (String, ObjectID, Bool) -> Void) {
        forEachStageZeroEntry(under: prefix) { path, entry in
            guard SnapshotScope.isWithin(path, prefix),
                  entry.pointee.mode == GIT_FILEMODE_BLOB.rawValue || entry.pointee.mode == GIT_FILEMODE_BLOB_EXECUTABLE.rawValue
            else { return }
            let intentToAdd = Self.isIntentToAdd(entry)
            if intentToAdd && !includingIntentToAdd { return }
            body(path, ObjectID(entry.pointee.id), intentToAdd)
        }
    }

    /// Calls `body` with each stage-0 entry whose path starts with `prefix`, in the index's
    /// (sorted) order, from the first such entry to the last.
    func forEachStageZeroEntry(under prefix: String, _ body: (String, UnsafePointer<git_index_entry>) -> Void) {
        var position = 0
        if !prefix.isEmpty {
            guard (try? LibGit2.call("git_index_find_prefix") { git_index_find_prefix(&position, handle.pointer, prefix) }) != nil
            else { return }
        }
        let count = git_index_entrycount(handle.pointer)
        while position < count, let entry = git_index_get_byindex(handle.pointer, position) {
            position += 1
            let path = RawPath.decode(entry.pointee.path)
            guard path.hasPrefix(prefix) else { break }  // sorted: past the prefix, done
            if git_index_entry_stage(entry) == 0 { body(path, entry) }
        }
    }

    /// The stages (1 the common ancestor, 2 ours, 3 theirs) that `path` has while a merge,
    /// rebase or cherry-pick left it conflicted; empty when it has none.
    func conflictStages(of path: String) -> [Int] {
        guard git_index_has_conflicts(handle.pointer) != 0 else { return [] }
        return (1...3).filter { git_index_get_bypath(handle.pointer, RawPath.bytes(path), Int32($0)) != nil }
    }

    /// The paths with unresolved merge conflicts, each once.
    func conflictedPaths() -> [String] {
        guard git_index_has_conflicts(handle.pointer) != 0 else { return [] }
        var paths: [String] = []
        let count = git_index_entrycount(handle.pointer)
        for position in 0..<count {
            guard let entry = git_index_get_byindex(handle.pointer, position), git_index_entry_stage(entry) != 0 else { continue }
            let path = RawPath.decode(entry.pointee.path)
            if paths.last != path { paths.append(path) }
        }
        return paths
    }

    /// The id given to a conflicted file, which has no one content: such a file is always
    /// read, and reading it says why it cannot be (`GitError.conflicted`).
    static let conflictedContent = ObjectID(bytes: [UInt8](repeating: 0, count: 20))!

    /// An entry `git add -N` made: the path is known, its content not staged.
    static func isIntentToAdd(_ entry: UnsafePointer<git_index_entry>) -> Bool {
        entry.pointee.flags_extended & UInt16(GIT_INDEX_ENTRY_INTENT_TO_ADD.rawValue) != 0
    }

    /// An entry a sparse checkout left out of the working tree.
    static func isSkipWorktree(_ entry: UnsafePointer<git_index_entry>) -> Bool {
        entry.pointee.flags_extended & UInt16(GIT_INDEX_ENTRY_SKIP_WORKTREE.rawValue) != 0
    }
}
