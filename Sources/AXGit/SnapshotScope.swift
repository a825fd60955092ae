/// Which files count as snapshots: `*.axsnap.json` under a root folder, and the files a root
/// pattern matches (`e2e/**/*-snapshots/*.yml`, Playwright's ARIA snapshots), optionally narrowed
/// to some files or folders. Pure; paths are repository-relative and `/`-separated.
struct SnapshotScope: Equatable {
    static let suffix = ".axsnap.json"

    /// The smallest set of files and folders whose contents are exactly "under a root and
    /// under a narrowing path"; `""` stands for the whole repository. Only these are walked.
    let prefixes: [String]
    /// The same for the folder roots alone (where `*.axsnap.json` files count).
    private let folderPrefixes: [String]
    /// The root patterns, and the narrowed folders their files must be in.
    private let patterns: [PathPattern]
    private let patternPrefixes: [String]

    /// - Parameters:
    ///   - roots: snapshot folders, or glob patterns of snapshot files (a root with `*`, `?` or
    ///     `[`); an empty list or `"."` means the whole repository.
    ///   - paths: files or folders narrowing the roots further; empty means no narrowing.
    init(roots: [String], paths: [String]) {
        let roots = roots.isEmpty ? [""] : roots
        let patterns = roots.filter { PathPattern.isPattern($0) }.map { PathPattern($0) }
        let paths = paths.map(Self.normalize)
        folderPrefixes = Self.narrow(roots.filter { !PathPattern.isPattern($0) }.map(Self.normalize), by: paths)
        patternPrefixes = Self.narrow(patterns.map { $0.literalPrefix }, by: paths)
        self.patterns = patterns
        prefixes = Self.narrow(folderPrefixes + patternPrefixes, by: [])
    }

    /// Exactly one file, whatever its name: an ARIA snapshot as much as an axsnap file.
    init(file path: String) {
        let path = Self.normalize(path)
        folderPrefixes = []
        patterns = [PathPattern(exactly: path)]
        patternPrefixes = [path]
        prefixes = [path]
    }

    /// The folders under one of `roots` and under one of `paths` (all of `roots` when `paths`
    /// is empty), without duplicates or anything inside another, sorted as git sorts paths.
    private static func narrow(_ roots: [String], by paths: [String]) -> [String] {
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
        return minimal.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// Whether a file at `path` is a snapshot in scope.
    func contains(_ path: String) -> Bool {
        if path.hasSuffix(Self.suffix) && folderPrefixes.contains(where: { Self.isWithin(path, $0) }) { return true }
        return !patterns.isEmpty && patternPrefixes.contains { Self.isWithin(path, $0) }
            && patterns.contains { $0.matches(path) }
    }

    /// Whether a file of this name can be in scope anywhere (before its path is built).
    func mayContain(fileNamed name: String) -> Bool {
        (name.hasSuffix(Self.suffix) && !folderPrefixes.isEmpty) || patterns.contains { $0.mayMatch(fileName: name) }
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
