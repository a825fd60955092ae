import AXModel
import CLibGit2

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Whether paths exist at a source, for path arguments and snapshot roots, and the submodule
/// a path lies in.
extension SnapshotReader {
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
                        lastTrees[number] = try folderTree(folder, in: objects.commitTree(id))
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
                    try requireWorkingTree().index().forEachFile(under: path) { _, _ in found = true }
                case .workingTree:
                    found = try requireWorkingTree().itemExists(path)
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
        guard let entry = try objects.entry(at: folder, in: root), entry.type == GIT_OBJECT_TREE else { return nil }
        return try objects.lookupTree(entry.id)
    }

    /// The submodule `path` lies in (its path in this repository), when one of `path`'s folders
    /// is a submodule at `source`: axdiff reads one repository, so snapshots there are not this
    /// repository's files.
    public func submodule(containing path: String, at source: TreeSource) -> String? {
        let components = SnapshotScope.normalize(path).split(separator: "/").map(String.init)
        guard !components.isEmpty else { return nil }
        var prefix = ""
        for component in components {
            prefix = prefix.isEmpty ? component : prefix + "/" + component
            if isGitlink(prefix, at: source) { return prefix }
        }
        return nil
    }

    private func isGitlink(_ path: String, at source: TreeSource) -> Bool {
        switch source {
        case .commit(let id):
            guard let tree = try? objects.commitTree(id), let entry = try? objects.entry(at: path, in: tree) else { return false }
            return entry.type == GIT_OBJECT_COMMIT
        case .index, .workingTree:
            guard let index = try? requireWorkingTree().index(), let entry = index.entry(at: path) else { return false }
            return entry.pointee.mode == GIT_FILEMODE_COMMIT.rawValue
        }
    }
}
