import Foundation

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
    /// The root patterns.
    private let patterns: [PathPattern]
    /// `folderPrefixes`, and the narrowed folders the patterns' files must be in, for lookups
    /// by path.
    private let folderSet: FolderSet
    private let patternSet: FolderSet

    /// - Parameters:
    ///   - roots: snapshot folders, or glob patterns of snapshot files (a root with `*`, `?` or
    ///     `[`); an empty list or `"."` means the whole repository.
    ///   - paths: files or folders narrowing the roots further; empty means no narrowing.
    init(roots: [String], paths: [String]) {
        self.init(roots: roots, narrowing: NarrowingPaths(paths))
    }

    /// - Parameter narrowing: files or folders narrowing the roots, prepared (empty means no
    ///   narrowing).
    init(roots: [String], narrowing: NarrowingPaths) {
        let roots = roots.isEmpty ? [""] : roots
        let patterns = roots.filter { PathPattern.isPattern($0) }.map { PathPattern($0) }
        folderPrefixes = Self.narrow(roots.filter { !PathPattern.isPattern($0) }.map(Self.normalize), by: narrowing)
        let patternPrefixes = Self.narrow(patterns.map { $0.literalPrefix }, by: narrowing)
        self.patterns = patterns
        prefixes = patternPrefixes.isEmpty ? folderPrefixes : Self.minimal(folderPrefixes + patternPrefixes)
        folderSet = FolderSet(sorted: folderPrefixes)
        patternSet = FolderSet(sorted: patternPrefixes)
    }

    /// Exactly one file, whatever its name: an ARIA snapshot as much as an axsnap file.
    init(file path: String) {
        let path = Self.normalize(path)
        folderPrefixes = []
        patterns = [PathPattern(exactly: path)]
        prefixes = [path]
        folderSet = FolderSet([])
        patternSet = FolderSet([path])
    }

    /// The folders under one of `roots` and under one of `narrowing`'s paths (all of `roots`
    /// when there are none), without duplicates or anything inside another, sorted as git
    /// sorts paths. Per root, that is the root itself when a path holds it, else the paths
    /// inside it, a run of `narrowing`'s sorted paths found by binary search: one root and
    /// 20,000 paths cost no comparison of each path.
    private static func narrow(_ roots: [String], by narrowing: NarrowingPaths) -> [String] {
        guard !narrowing.isEmpty else { return minimal(roots) }
        var candidates: [String] = []
        for root in roots {
            if narrowing.holds(root) {
                candidates.append(root)
            } else {
                candidates += narrowing.inside(root)
            }
        }
        // A single root's candidates are some of `narrowing`'s paths in their order, or itself.
        return roots.count == 1 ? candidates : minimal(candidates)
    }

    /// `paths` without duplicates or anything inside another, sorted as git sorts paths.
    static func minimal(_ paths: [String]) -> [String] {
        // Drop duplicates and anything inside another path, so nothing is walked twice.
        // Sorted with `/` before every other byte, everything inside a folder comes right after
        // it, so each path need only be checked against the last one kept (20,000 paths on the
        // command line cost one sort, not 20,000 squared).
        let sorted = sortedAsPaths(paths, slashFirst: true)
        var minimal: [String] = []
        minimal.reserveCapacity(sorted.count)
        for candidate in sorted {
            if let last = minimal.last, Self.isWithin(candidate, last) { continue }
            minimal.append(candidate)
        }
        // As git sorts paths: byte by byte.
        return sortedAsPaths(minimal, slashFirst: false)
    }

    /// `paths` sorted by `precedes`; as they are when they already are (paths typed from a
    /// glob or `ls` usually are: checking costs one comparison each, sorting 20,000 of them
    /// about fifteen).
    static func sortedAsPaths(_ paths: [String], slashFirst: Bool) -> [String] {
        var previous: String?
        for path in paths {
            if let previous, precedes(path, previous, slashFirst: slashFirst) {
                return paths.sorted { precedes($0, $1, slashFirst: slashFirst) }
            }
            previous = path
        }
        return paths
    }

    /// Byte-by-byte order of two paths, `/` counted as the lowest byte when `slashFirst`.
    static func precedes(_ lhs: some StringProtocol, _ rhs: some StringProtocol, slashFirst: Bool = false) -> Bool {
        func key(_ byte: UInt8) -> UInt16 { slashFirst && byte == UInt8(ascii: "/") ? 0 : UInt16(byte) + 1 }
        let fast = lhs.utf8.withContiguousStorageIfAvailable { left in
            rhs.utf8.withContiguousStorageIfAvailable { right in
                let common = Swift.min(left.count, right.count)
                guard common > 0, let l = left.baseAddress, let r = right.baseAddress else { return left.count < right.count }
                // Paths share long beginnings (`snapshots/S0…`): skip them eight bytes at a time.
                var index = 0
                while index + 8 <= common
                    && UnsafeRawPointer(l + index).loadUnaligned(as: UInt64.self) == UnsafeRawPointer(r + index).loadUnaligned(as: UInt64.self) {
                    index += 8
                }
                while index < common {
                    if l[index] != r[index] { return key(l[index]) < key(r[index]) }
                    index += 1
                }
                return left.count < right.count
            }
        }
        if let fast, let result = fast { return result }
        for (a, b) in zip(lhs.utf8, rhs.utf8) where a != b { return key(a) < key(b) }
        return lhs.utf8.count < rhs.utf8.count
    }

    /// Whether a file at `path` is a snapshot in scope.
    func contains(_ path: String) -> Bool {
        if path.hasSuffix(Self.suffix) && folderSet.containsFolder(of: path) { return true }
        return !patterns.isEmpty && patternSet.containsFolder(of: path) && patterns.contains { $0.matches(path) }
    }

    /// Whether a file of this name can be in scope anywhere (before its path is built).
    func mayContain(fileNamed name: String) -> Bool {
        (name.hasSuffix(Self.suffix) && !folderPrefixes.isEmpty) || patterns.contains { $0.mayMatch(fileName: name) }
    }

    /// Whether a file in scope can be in `folder` or below it (`""` is the repository's root).
    func reaches(folder: String) -> Bool {
        folder.isEmpty || prefixes.contains { $0.isEmpty || Self.isWithin(folder, $0) || Self.isWithin($0, folder) }
    }

    /// Whether some root is a pattern of files, whose folder (often the whole repository, for
    /// `**/…`) changes with many commits that change no snapshot.
    var hasPatterns: Bool { !patterns.isEmpty }

    /// Whether anything in the repository can be out of scope (false when the scope is the
    /// whole repository).
    var coversWholeRepository: Bool { prefixes == [""] }

    /// What libgit2 is asked to walk on disk: `prefixes`, or when they are many (thousands of
    /// files named on the command line), their folders. libgit2 compares each file it meets
    /// with every entry of a long list; the files outside the scope are dropped afterwards.
    var diskPathspec: [String] {
        guard prefixes.count > Self.longPathspec else { return prefixes }
        // Files of one folder come together (the prefixes are sorted): each folder is taken once.
        var folders: [String] = []
        for path in prefixes {
            // The folder is the path up to its last `/`: measured in bytes, compared with the
            // last folder taken by length and bytes, and made a string only when it is new.
            let length = Self.lastSlashOffset(in: path) ?? 0
            if let last = folders.last, Self.isFolder(last, of: path, length: length) { continue }
            folders.append(String(path.utf8.prefix(length)) ?? String(decoding: path.utf8.prefix(length), as: UTF8.self))
        }
        let narrowed = Self.minimal(folders)
        return narrowed == [""] ? [] : narrowed  // the whole working tree
    }

    /// How many prefixes libgit2 is given as they are.
    static let longPathspec = 256

    /// `a/b/` → `a/b`, `./a//b` → `a/b`, `.` → `` (the repository root).
    static func normalize(_ path: String) -> String {
        // Most paths are already normal (thousands may be given on the command line).
        let plain = path.utf8.withContiguousStorageIfAvailable(isPlainBytes) ?? isPlain(path.utf8[...])
        if plain { return path }
        return path.split(separator: "/", omittingEmptySubsequences: true)
            .filter { $0 != "." }
            .joined(separator: "/")
    }

    /// Whether a relative path has no empty, `.` or `..` component (so no leading, trailing
    /// or doubled `/`): then it is its own normal form.
    static func isPlain(_ path: Substring.UTF8View) -> Bool {
        // Over the bytes in place when they are contiguous (a native string's are).
        path.withContiguousStorageIfAvailable { (bytes: UnsafeBufferPointer<UInt8>) in isPlainBytes(bytes) } ?? isPlain(Array(path))
    }

    /// `isPlain` over bytes in place, a component at a time (`memchr` finds each `/`).
    static func isPlainBytes(_ path: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = path.baseAddress else { return false }
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var start = 0
        while start < path.count {
            let first = base[start]
            let found = memchr(base + start, Int32(slash), path.count - start)
            let end = found.map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? path.count
            let length = end - start
            if length == 0 { return false }
            if first == dot && (length == 1 || (length == 2 && base[start + 1] == dot)) { return false }
            guard found != nil else { return true }
            start = end + 1
        }
        return false  // empty, or a trailing `/`
    }

    private static func isPlain<Bytes: Collection<UInt8>>(_ path: Bytes) -> Bool {
        // Only what follows a `/` (or the start) can begin an empty, `.` or `..` component.
        let slash = UInt8(ascii: "/"), dot = UInt8(ascii: ".")
        var previous = slash
        var index = path.startIndex
        while index != path.endIndex {
            let byte = path[index]
            if previous == slash {
                if byte == slash { return false }
                if byte == dot {
                    let next = path.index(after: index)
                    if next == path.endIndex || path[next] == slash { return false }
                    if path[next] == dot {
                        let third = path.index(after: next)
                        if third == path.endIndex || path[third] == slash { return false }
                    }
                }
            }
            previous = byte
            index = path.index(after: index)
        }
        return previous != slash
    }

    /// Whether the first `count` bytes of `a` and `b` (both at least that long) are equal.
    static func sameBytes(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>, count: Int) -> Bool {
        guard count > 0, let left = a.baseAddress, let right = b.baseAddress else { return true }
        return memcmp(left, right, count) == 0
    }

    /// Whether two strings have the same bytes.
    static func sameBytes(_ a: some StringProtocol, _ b: some StringProtocol) -> Bool {
        a.utf8.count == b.utf8.count && startsWithBytes(a, b)
    }

    /// Whether the bytes of `string` begin with those of `prefix` (compared in place with
    /// `memcmp` when both are contiguous, as native strings are).
    static func startsWithBytes(_ string: some StringProtocol, _ prefix: some StringProtocol) -> Bool {
        let fast = string.utf8.withContiguousStorageIfAvailable { bytes in
            prefix.utf8.withContiguousStorageIfAvailable { start in
                bytes.count >= start.count && sameBytes(bytes, start, count: start.count)
            }
        }
        if let fast, let fast { return fast }
        return string.utf8.starts(with: prefix.utf8)
    }

    /// `folder/name`, made in one allocation (`+` of a string and a substring goes byte by byte).
    static func joined(_ folder: String, _ name: Substring) -> String {
        String(unsafeUninitializedCapacity: folder.utf8.count + 1 + name.utf8.count) { buffer in
            var count = copy(folder.utf8, into: buffer, at: 0)
            buffer[count] = UInt8(ascii: "/"); count += 1
            return copy(name.utf8, into: buffer, at: count)
        }
    }

    /// Copies `bytes` into `buffer` from `offset` (in one move when they are contiguous);
    /// returns the offset after them.
    private static func copy<Bytes: Collection<UInt8>>(_ bytes: Bytes, into buffer: UnsafeMutableBufferPointer<UInt8>, at offset: Int) -> Int {
        let moved = bytes.withContiguousStorageIfAvailable { source in
            guard let from = source.baseAddress, let to = buffer.baseAddress else { return offset }
            (to + offset).update(from: from, count: source.count)
            return offset + source.count
        }
        if let moved { return moved }
        var count = offset
        for byte in bytes { buffer[count] = byte; count += 1 }
        return count
    }

    /// The position of the last `/` in `path`, found over its bytes in place.
    static func lastSlash(in path: some StringProtocol) -> String.Index? {
        lastSlashOffset(in: path).map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// The byte offset of the last `/` in `path` (found over its bytes in place); nil when
    /// there is none.
    static func lastSlashOffset(in path: some StringProtocol) -> Int? {
        if let offset = path.utf8.withContiguousStorageIfAvailable({ $0.lastIndex(of: UInt8(ascii: "/")) }) { return offset }
        var last: Int?
        for (offset, byte) in path.utf8.enumerated() where byte == UInt8(ascii: "/") { last = offset }
        return last
    }

    /// Whether `folder` is `path`'s first `length` bytes: the folder part of a path whose last
    /// `/` is at `length`, compared in place with no substring.
    static func isFolder(_ folder: String, of path: String, length: Int) -> Bool {
        folder.utf8.count == length && startsWithBytes(path, folder)
    }

    /// Whether `path` is `folder` itself or inside it; everything is within `""`.
    static func isWithin(_ path: String, _ folder: String) -> Bool {
        guard !folder.isEmpty else { return true }
        guard startsWithBytes(path, folder) else { return false }
        let end = path.utf8.index(path.utf8.startIndex, offsetBy: folder.utf8.count)
        return end == path.utf8.endIndex || path.utf8[end] == UInt8(ascii: "/")
    }
}

/// Paths that narrow a comparison (`axdiff diff -- PATH…`), prepared once for every scope built
/// from them: normalized, without duplicates or anything inside another, sorted as git sorts
/// paths. Preparing 20,000 takes about 2 ms, which `axdiff` spends on another core while it
/// reads the configuration (whose roots the scope also needs).
public struct NarrowingPaths: Equatable, Sendable, ExpressibleByArrayLiteral {
    /// Repository-relative, minimal, sorted as git sorts paths.
    let sorted: [String]
    /// `sorted`, for asking whether a path is one of them or inside one.
    private let set: FolderSet

    /// - Parameter paths: repository-relative, `/`-separated; `""` or `.` is the whole repository.
    public init(_ paths: [String]) {
        sorted = SnapshotScope.minimal(paths.map(SnapshotScope.normalize))
        set = FolderSet(sorted: sorted)
    }

    public init(arrayLiteral paths: String...) { self.init(paths) }

    /// Whether nothing is narrowed.
    public var isEmpty: Bool { sorted.isEmpty }

    /// Whether `folder` is one of the paths or inside one.
    func holds(_ folder: String) -> Bool { set.containsFolder(of: folder) }

    /// The paths strictly inside `folder`, in order: those that begin with `folder/`, which
    /// sorted byte by byte are one run.
    func inside(_ folder: String) -> ArraySlice<String> {
        guard !folder.isEmpty else { return sorted[...] }
        let prefix = folder + "/"
        // The first path not before `prefix`, then the first after it that does not begin with it.
        let start = partition(0) { SnapshotScope.precedes($0, prefix) }
        let end = partition(start) { SnapshotScope.startsWithBytes($0, prefix) }
        return sorted[start..<end]
    }

    /// The first index from `low` where `isBefore` is false; it must be true for a run from
    /// `low` and false after it.
    private func partition(_ low: Int, _ isBefore: (String) -> Bool) -> Int {
        var (low, high) = (low, sorted.count)
        while low < high {
            let middle = (low + high) / 2
            if isBefore(sorted[middle]) { low = middle + 1 } else { high = middle }
        }
        return low
    }
}

/// Folders (and files) for asking whether a path is one of them or inside one, in time
/// proportional to the path's depth, not to how many there are. `""` holds everything.
struct FolderSet: Equatable {
    /// Sorted as git sorts paths, for binary search (no hashing: thousands of paths named on
    /// the command line become members, and only the changed files are looked up).
    private let members: [String]

    init(_ folders: [String]) { members = SnapshotScope.sortedAsPaths(folders, slashFirst: false) }

    /// Folders already sorted as git sorts paths (`SnapshotScope.narrow`'s result).
    init(sorted folders: [String]) { members = folders }

    /// Whether `path` is a member or inside one (`SnapshotScope.isWithin` for some member).
    func containsFolder(of path: String) -> Bool {
        guard let first = members.first else { return false }
        if first.isEmpty || isMember(path[...]) { return true }
        var index = path.utf8.startIndex
        while let slash = path.utf8[index...].firstIndex(of: UInt8(ascii: "/")) {
            if isMember(path[..<slash]) { return true }
            index = path.utf8.index(after: slash)
        }
        return false
    }

    private func isMember(_ path: Substring) -> Bool {
        var low = 0, high = members.count
        while low < high {
            let middle = (low + high) / 2
            let member = members[middle]
            if SnapshotScope.sameBytes(member, path) { return true }
            if SnapshotScope.precedes(member[...], path) { low = middle + 1 } else { high = middle }
        }
        return false
    }
}

extension [SnapshotFile] {
    /// Sorted by path, byte by byte, as git orders paths.
    func sortedByPath() -> [SnapshotFile] {
        sorted { SnapshotScope.precedes($0.path, $1.path) }
    }
}
