import AXModel

/// Turns accessibility dumps from other tools into axsnap snapshots.
///
/// Pure: the same bytes and arguments always give the same snapshot, which the
/// `CanonicalWriter` then writes byte for byte the same. What each kind of dump is, and how it
/// is read, is its `ImportFormat`.
public enum Importer {
    /// Settings that change how a dump is converted.
    public struct Options: Sendable, Hashable {
        /// Android display density (pixels per dp, e.g. 2.625). When given, uiautomator pixel
        /// bounds are divided by it so frames are in dp, comparable across devices; when nil,
        /// frames stay in pixels and `context.frameUnit` says `px`.
        public var androidDensity: Double?

        public init(androidDensity: Double? = nil) {
            self.androidDensity = androidDensity
        }
    }

    /// Imports a dump into a snapshot, with the warnings about it.
    ///
    /// - Parameters:
    ///   - format: the kind of dump; nil detects it from the content (`ImportFormat.detect`).
    ///   - screen: the snapshot's screen name; nil uses the file name without its extension,
    ///     or else what the dump says (app name, page title). Of a file of several screens, the
    ///     one to import (nil when it holds one).
    ///   - path: the file as the user named it, for the default screen name and diagnostics.
    /// - Throws: `ImportError` when the content is not the kind named (or of no known kind),
    ///   not well-formed, or nested deeper than `SnapshotParser.maximumDepth`. An attribute with
    ///   a bad value is a warning, and its element is kept.
    public static func importSnapshot(
        _ bytes: [UInt8], format: ImportFormat?, screen: String?, path: String?,
        options: Options = Options()
    ) throws(ImportError) -> (snapshot: Snapshot, warnings: [Diagnostic]) {
        guard let format = format ?? ImportFormat.detect(bytes, path: path) else {
            throw ImportError.unknownFormat(path: path)
        }
        do {
            return try format.importSnapshot(bytes, ImportFormat.Request(screen: screen, path: path, options: options))
        } catch {
            throw lookingLikeAnother(error, bytes, format: format, path: path)
        }
    }

    /// Every screen of a file, in file order, each with its warnings: one for most kinds, one
    /// per entry for a file of several screens (a Vitest `.snap` file), named after its key.
    public static func importScreens(
        _ bytes: [UInt8], format: ImportFormat?, path: String?
    ) throws(ImportError) -> [(snapshot: Snapshot, warnings: [Diagnostic])] {
        guard let format = format ?? ImportFormat.detect(bytes, path: path) else {
            throw ImportError.unknownFormat(path: path)
        }
        do {
            return try format.importScreens(bytes, path: path).map { ($0.0, $0.1) }
        } catch {
            throw lookingLikeAnother(error, bytes, format: format, path: path)
        }
    }

    /// The entries of a file of several screens, in file order, not yet imported: what tells
    /// which of its screens changed between two versions of the file. Nil for a format whose
    /// files hold one screen.
    public static func screenEntries(_ bytes: [UInt8], format: ImportFormat, path: String?) throws(ImportError) -> [SnapshotEntry]? {
        try format.entries(bytes, path: path)
    }

    /// The snapshot of one entry of a file of several screens, at `path` (for messages, whose
    /// lines count in the file).
    public static func importEntry(_ entry: SnapshotEntry, path: String?) throws(ImportError) -> (snapshot: Snapshot, warnings: [Diagnostic]) {
        try entry.format.importEntry(entry, path: path)
    }

    /// A kind named by the caller that the file is not: the error says which kind it looks
    /// like, unless the importer said what the content is, and what to do, itself.
    private static func lookingLikeAnother(_ error: ImportError, _ bytes: [UInt8], format: ImportFormat, path: String?) -> ImportError {
        if case .unexpectedContent = error { return error }
        guard let detected = ImportFormat.detect(bytes, path: path), detected != format else { return error }
        return ImportError.unexpectedContent(
            format: format, path: path, line: 1,
            message: "it looks like \(detected.titleWithArticle): import it with --from \(detected.id), or without --from")
    }

    /// The bytes as text; invalid UTF-8 is an error at its line.
    static func utf8Text(_ bytes: [UInt8], path: String?) throws(ImportError) -> String {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        guard let text = String(validating: body, as: UTF8.self) else {
            throw ImportError.malformedYAML(path: path, line: 1, column: 0, message: "the file is not UTF-8 text; save it as UTF-8")
        }
        return text
    }

    /// The default screen name for a file: its name without folders and the extension of any
    /// format (`dumps/window_dump.xml` -> `window_dump`); nil when nothing is left.
    public static func screenName(fromPath path: String) -> String? {
        var name = Substring(path)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            name = name[name.index(after: slash)...]
        }
        for suffix in ImportFormat.knownSuffixes where name.count > suffix.count {
            if name.lowercased().hasSuffix(suffix) {
                name = name.dropLast(suffix.count)
                break
            }
        }
        return name.isEmpty ? nil : String(name)
    }
}
