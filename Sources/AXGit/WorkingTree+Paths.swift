import AXModel
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Paths typed on a command line (absolute, or relative to a folder), as repository paths.
extension WorkingTree {
    /// `repositoryRelativePath` of many paths (all the files a command line names): the paths
    /// of one folder that come together resolve that folder once, and each of them costs
    /// only its name. `outside` is the position of the first path outside the working tree
    /// (the paths before it are converted); nil when all are inside.
    public func repositoryRelativePaths(
        forFileSystemPaths paths: [String], relativeTo directory: String? = nil
    ) -> (paths: [String], outside: Int?) {
        var converted: [String] = []
        converted.reserveCapacity(paths.count)
        // The folder of the last path converted, as typed, and its repository-relative form;
        // `suffix` is where that form begins in the typed folder when it ends it (a path typed
        // from the root down: its repository path is its own tail, copied without building).
        var last: TypedFolder?
        for (position, path) in paths.enumerated() {
            // The common case first, over bytes in place: a plain name in the same folder.
            if let last, let fast = Self.converted(path, in: last) {
                converted.append(fast)
                continue
            }
            // A plain path (no `.`, `..` or empty component) is its folder's plus its name;
            // a name alone is in `directory`. Others, and names at `/`, take the long way.
            let slash = SnapshotScope.lastSlash(in: path)
            let plain = FileSystemPath.isPlain(path)
            let folder = slash.map { path[..<$0] } ?? path[..<path.startIndex]
            let nameStart = slash.map { path.utf8.index(after: $0) } ?? path.startIndex
            guard let relative = repositoryRelativePath(forFileSystemPath: path, relativeTo: directory) else {
                return (converted, position)
            }
            converted.append(relative)
            // The name is kept as written (links among folders alone are resolved): what
            // precedes it is the folder's form, unless the path is the root itself.
            let name = path[nameStart...]
            guard plain, slash != path.startIndex, !relative.isEmpty else { continue }
            if SnapshotScope.sameBytes(relative, name) {
                last = TypedFolder(typed: String(folder), relative: "", suffix: path.utf8.distance(from: path.startIndex, to: nameStart))
            } else if relative.utf8.count > name.utf8.count, relative.utf8.suffix(name.utf8.count + 1).elementsEqual(("/" + name).utf8) {
                let cut = relative.utf8.index(relative.utf8.endIndex, offsetBy: -(name.utf8.count + 1))
                let relativeFolder = String(relative[..<cut])
                last = TypedFolder(typed: String(folder), relative: relativeFolder, suffix: Self.tailOffset(of: relativeFolder, in: folder))
            }
        }
        return (converted, nil)
    }

    /// A folder as typed on the command line (`""` for names typed alone), and its
    /// repository-relative form; `suffix` as in `repositoryRelativePaths`.
    struct TypedFolder {
        let typed: String
        let relative: String
        let suffix: Int?
    }

    /// The repository path of `path` when it is `folder`'s typed bytes, a `/` and a plain name
    /// (not empty, `.` or `..`): compared and copied in place, with no substring or search.
    /// Nil when it is anything else; the caller then converts it the long way.
    static func converted(_ path: String, in folder: TypedFolder) -> String? {
        let slash = UInt8(ascii: "/")
        let folderLength = folder.typed.utf8.count
        guard folderLength == 0 || SnapshotScope.startsWithBytes(path, folder.typed) else { return nil }
        let result = path.utf8.withContiguousStorageIfAvailable { bytes -> String? in
            let nameStart = folderLength == 0 ? 0 : folderLength + 1
            guard bytes.count > nameStart, let base = bytes.baseAddress else { return nil }
            if folderLength > 0 && bytes[folderLength] != slash { return nil }
            // One plain component: no `/`, not `.` or `..`.
            let name = UnsafeBufferPointer(start: base + nameStart, count: bytes.count - nameStart)
            guard memchr(base + nameStart, Int32(slash), name.count) == nil, SnapshotScope.isPlainBytes(name) else { return nil }
            if let suffix = folder.suffix {
                return String(decoding: UnsafeBufferPointer(start: base + suffix, count: bytes.count - suffix), as: UTF8.self)
            }
            let nameString = String(decoding: name, as: UTF8.self)
            return folder.relative.isEmpty ? nameString : SnapshotScope.joined(folder.relative, nameString[...])
        }
        return result ?? nil
    }

    /// Where `tail` begins in `folder` when `folder` ends with `/` and then `tail`; nil when
    /// it does not (the folder was typed through a link, or relative to a subfolder).
    static func tailOffset(of tail: String, in folder: Substring) -> Int? {
        let start = folder.utf8.count - tail.utf8.count
        guard start > 0 else { return nil }
        let separator = folder.utf8.index(folder.utf8.startIndex, offsetBy: start - 1)
        guard folder.utf8[separator] == UInt8(ascii: "/") else { return nil }
        return SnapshotScope.sameBytes(folder[folder.utf8.index(after: separator)...], tail) ? start : nil
    }

    /// The repository-relative, `/`-separated form of a file-system path (absolute, or
    /// relative to `directory`, by default the process's current directory), for path
    /// arguments given on the command line; `""` for the working tree's root. Nil when the
    /// path lies outside the working tree.
    public func repositoryRelativePath(forFileSystemPath path: String, relativeTo directory: String? = nil) -> String? {
        let root: String
        if let resolvedRoot {
            root = resolvedRoot
        } else {
            root = URL(fileURLWithPath: self.root).resolvingSymlinksInPath().path
            resolvedRoot = root
        }
        let joined = path.hasPrefix("/") || directory == nil ? path : (directory ?? "") + "/" + path
        let absolute = resolvingSymlinks(FileSystemPath.absolute(joined))
        if absolute == root { return "" }
        // Both are absolute and standardized: inside means under the root's folder.
        guard root == "/" || SnapshotScope.isWithin(absolute, root) else { return nil }
        let prefix = root == "/" ? 0 : root.utf8.count  // the root folder's own slash is the separator
        let start = absolute.utf8.index(absolute.utf8.startIndex, offsetBy: prefix + 1)
        return String(absolute[start...])
    }

    /// An absolute, standardized path with the links among its folders resolved, each folder
    /// once. The last name is kept as written, link or not, as git reads a pathspec: a
    /// snapshot that is a symbolic link is named by the link, not by its target.
    private func resolvingSymlinks(_ absolute: String) -> String {
        func resolve(_ path: String) -> String { URL(fileURLWithPath: path).resolvingSymlinksInPath().path }
        guard let slash = SnapshotScope.lastSlash(in: absolute), slash != absolute.startIndex,
              absolute.utf8.index(after: slash) != absolute.endIndex
        else { return resolve(absolute) }
        let name = absolute[absolute.utf8.index(after: slash)...]
        let folder = absolute[..<slash]
        let resolvedFolder: String
        if let known = resolvedFolders[String(folder)] {
            resolvedFolder = known
        } else {
            resolvedFolder = resolve(String(folder))
            resolvedFolders[String(folder)] = resolvedFolder
        }
        // A folder without links: the path is already resolved.
        if resolvedFolder.utf8.count == folder.utf8.count && resolvedFolder == folder { return absolute }
        return (resolvedFolder == "/" ? "" : resolvedFolder) + "/" + name
    }
}
