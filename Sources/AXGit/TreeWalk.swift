import AXModel
import CLibGit2

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Commit-to-commit changes found by walking the two commits' trees side by side, which
/// `TreeDiff` asks first when it has one (a test gives it none, to compare with libgit2's diff).
struct TreeWalk {
    let objects: ObjectDatabase

    /// The snapshot files modified between two commits, found by walking their trees side by
    /// side: a subtree with the same id on both sides, or one the scope cannot reach, is not
    /// looked into, so a commit that changes one file in one of a thousand folders costs the
    /// trees on that file's path. (libgit2's tree-to-tree diff looks up and iterates every
    /// subtree of both commits, and takes a snapshot of the configuration, for each diff; a
    /// history pays that per commit.)
    ///
    /// Nil when the answer needs libgit2's diff: a file in scope added or removed (rename
    /// detection may pair them), a file in scope that changed type (a file and a link, a
    /// folder, a submodule), or `git replace` in force (libgit2's diff does not see it below
    /// the root trees, so neither may this). What it returns is what the diff gives then.
    func modifiedFiles(from old: ObjectID, to new: ObjectID, scope: SnapshotScope) throws(GitError) -> [FileChange]? {
        guard !objects.hasReplacements else { return nil }
        var found: [FileChange] = []
        // Folders whose trees differ, with the trees on each side.
        var pending: [(folder: String, old: TreeHandle, new: TreeHandle)] = [("", try objects.commitTree(old), try objects.commitTree(new))]
        while let (folder, oldTree, newTree) = pending.popLast() {
            guard let oldID = git_tree_id(oldTree.pointer), let newID = git_tree_id(newTree.pointer) else { return nil }
            if Self.sameID(oldID, newID) { continue }
            let oldCount = git_tree_entrycount(oldTree.pointer), newCount = git_tree_entrycount(newTree.pointer)
            var (i, j) = (0, 0)
            // Both trees list their entries in git's order: a merge pairs the names they share.
            while i < oldCount || j < newCount {
                let oldEntry = i < oldCount ? git_tree_entry_byindex(oldTree.pointer, i) : nil
                let newEntry = j < newCount ? git_tree_entry_byindex(newTree.pointer, j) : nil
                let order = Self.treeOrder(oldEntry, newEntry)
                if order != 0 {
                    // Only on one side: added (order > 0) or removed.
                    let entry = order < 0 ? oldEntry : newEntry
                    if order < 0 { i += 1 } else { j += 1 }
                    guard let entry else { return nil }
                    let path = Self.path(of: entry, in: folder)
                    if git_tree_entry_type(entry) == GIT_OBJECT_TREE
                        ? try holdsFileInScope(entry, folder: path, scope: scope) : scope.contains(path)
                    {
                        return nil
                    }
                    continue
                }
                i += 1
                j += 1
                guard let oldEntry, let newEntry else { return nil }
                let oldMode = git_tree_entry_filemode(oldEntry), newMode = git_tree_entry_filemode(newEntry)
                let sameID = Self.sameID(git_tree_entry_id(oldEntry), git_tree_entry_id(newEntry))
                if sameID && oldMode == newMode { continue }
                let path = Self.path(of: newEntry, in: folder)
                let oldIsFile = Self.isRegularFile(oldMode), newIsFile = Self.isRegularFile(newMode)
                if oldMode == GIT_FILEMODE_TREE && newMode == GIT_FILEMODE_TREE {
                    if scope.reaches(folder: path) { pending.append((path, try objects.subtree(oldEntry), try objects.subtree(newEntry))) }
                } else if oldIsFile && newIsFile {
                    // A mode-only change leaves the snapshot as it was.
                    guard !sameID, scope.contains(path) else { continue }
                    found.append(FileChange(
                        status: .modified, path: path,
                        oldBlob: ObjectID(git_tree_entry_id(oldEntry)), newBlob: ObjectID(git_tree_entry_id(newEntry))))
                } else if (oldIsFile || newIsFile) && scope.contains(path) {
                    // A file that is now a link or a submodule, or the reverse. (Two
                    // links or two submodules are no snapshots, as the diff sees them.)
                    return nil
                }
            }
        }
        return found
    }

    /// Whether a folder only one side has holds a file in scope. A scope whose roots include
    /// patterns (`**/*-snapshots/*.yml`) reaches every folder, and most folders added or
    /// removed hold no snapshot: only a folder that does needs libgit2's diff (and its rename
    /// detection).
    private func holdsFileInScope(_ entry: OpaquePointer, folder: String, scope: SnapshotScope) throws(GitError) -> Bool {
        guard scope.reaches(folder: folder) else { return false }
        var pending: [(folder: String, tree: TreeHandle)] = [(folder, try objects.subtree(entry))]
        while let (path, tree) = pending.popLast() {
            for index in 0..<git_tree_entrycount(tree.pointer) {
                guard let child = git_tree_entry_byindex(tree.pointer, index) else { continue }
                let childPath = Self.path(of: child, in: path)
                if git_tree_entry_type(child) == GIT_OBJECT_TREE {
                    if scope.reaches(folder: childPath) { pending.append((childPath, try objects.subtree(child))) }
                } else if scope.contains(childPath) {
                    return true
                }
            }
        }
        return false
    }

    private static func path(of entry: OpaquePointer, in folder: String) -> String {
        let name = RawPath.decode(git_tree_entry_name(entry))
        return folder.isEmpty ? name : folder + "/" + name
    }

    /// Two object ids compared in place.
    private static func sameID(_ a: UnsafePointer<git_oid>?, _ b: UnsafePointer<git_oid>?) -> Bool {
        guard let a, let b else { return false }
        return memcmp(a, b, MemoryLayout<git_oid>.size) == 0
    }

    private static func isRegularFile(_ mode: git_filemode_t) -> Bool {
        TreeDiff.isRegularFile(UInt16(truncatingIfNeeded: mode.rawValue))
    }

    /// The order of two entries in a git tree (a folder's name compares as if it ended in
    /// `/`); a missing entry sorts after every other. 0 when they have the same name and are
    /// both folders or both not.
    static func treeOrder(_ a: OpaquePointer?, _ b: OpaquePointer?) -> Int {
        guard let a else { return b == nil ? 0 : 1 }
        guard let b else { return -1 }
        guard let nameA = git_tree_entry_name(a), let nameB = git_tree_entry_name(b) else { return 0 }
        let lengthA = strlen(nameA), lengthB = strlen(nameB)
        let common = min(lengthA, lengthB)
        let compared = memcmp(nameA, nameB, common)
        if compared != 0 { return compared < 0 ? -1 : 1 }
        func next(_ name: UnsafePointer<CChar>, _ length: Int, _ entry: OpaquePointer) -> UInt8 {
            length > common ? UInt8(bitPattern: name[common]) : (git_tree_entry_filemode(entry) == GIT_FILEMODE_TREE ? UInt8(ascii: "/") : 0)
        }
        let byteA = next(nameA, lengthA, a), byteB = next(nameB, lengthB, b)
        return byteA == byteB ? 0 : (byteA < byteB ? -1 : 1)
    }
}
