import Foundation

/// Absolute file-system paths as axdiff compares them: standardized, without a trailing `/`.
enum FileSystemPath {
    /// `path` made absolute against the process's current directory and standardized (no `.`,
    /// `..` or empty component), without a trailing `/`.
    static func absolute(_ path: String) -> String {
        if isPlain(path) {
            guard !path.hasPrefix("/") else { return path }
            let directory = trimmed(FileManager.default.currentDirectoryPath)
            return directory == "/" ? "/" + path : directory + "/" + path
        }
        let url = path.hasPrefix("/")
            ? URL(fileURLWithPath: path)
            : URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        return trimmed(url.standardizedFileURL.path)
    }

    /// Whether an absolute or relative path has no `.`, `..` or empty component (`/` itself is
    /// plain): then it needs no standardizing.
    static func isPlain(_ path: String) -> Bool {
        guard path.utf8.first == UInt8(ascii: "/") else { return SnapshotScope.isPlain(path.utf8[...]) }
        let rest = path.utf8.dropFirst()
        return rest.isEmpty || SnapshotScope.isPlain(rest)
    }

    /// `/a/b/` → `/a/b`; `/` stays.
    static func trimmed(_ path: String) -> String {
        var path = path
        while path.count > 1 && path.hasSuffix("/") { path.removeLast() }
        return path
    }
}
