/// Which files count as snapshots: `*.axsnap.json` under a root folder, optionally narrowed
/// to some files or folders. Pure; paths are repository-relative and `/`-separated.
struct SnapshotScope: Equatable {
    static let suffix = ".axsnap.json"

    /// The smallest set of files and folders whose contents are exactly "under a root and
    /// under a narrowing path"; `""` stands for the whole repository. Only these are walked.
    let prefixes: [String]

    /// - Parameters:
    ///   - roots: snapshot folders; an empty list or `"."` means the whole repository.
    ///   - paths: files or folders narrowing the roots further; empty means no narrowing.
    init(roots: [String], paths: [String]) {
        let roots = roots.isEmpty ? [""] : roots.map(Self.normalize)
        let paths = paths.map(Self.normalize)
        var candidates: [String] = []
        if paths.isEmpty {
            candidates = roots
        } else {
            for root in roots {
                for path in paths {
                    if Self.isWithin(path, root) {
                        candidates.append(path)
                    } else if Self.isWithin(root, path) {
                        candidates.append(root)
                    }
                }
            }
        }
        // Drop duplicates and anything inside another candidate, so nothing is walked twice.
        let sorted = Set(candidates).sorted { $0.utf8.count < $1.utf8.count || ($0.utf8.count == $1.utf8.count && $0 < $1) }
        var minimal: [String] = []
        for candidate in sorted where !minimal.contains(where: { Self.isWithin(candidate, $0) }) {
            minimal.append(candidate)
        }
        prefixes = minimal.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether a file at `path` is a snapshot in scope.
    func contains(_ path: String) -> Bool {
        path.hasSuffix(Self.suffix) && prefixes.contains { Self.isWithin(path, $0) }
    }

    /// Whether anything in the repository can be out of scope (false when the scope is the
    /// whole repository).
    var coversWholeRepository: Bool { prefixes == [""] }

    /// `a/b/` → `a/b`, `./a//b` → `a/b`, `.` → `` (the repository root).
    static func normalize(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .joined(separator: "/")
    }

    /// Whether `path` is `folder` itself or inside it; everything is within `""`.
    static func isWithin(_ path: String, _ folder: String) -> Bool {
        folder.isEmpty || path == folder || path.hasPrefix(folder + "/")
    }
}

extension [SnapshotFile] {
    /// Sorted by path, byte by byte, as git orders paths.
    func sortedByPath() -> [SnapshotFile] {
        sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
    }
}
