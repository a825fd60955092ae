import AXModel

/// Turns accessibility dumps from other tools into axsnap snapshots.
///
/// Pure: the same bytes and arguments always give the same snapshot, which the
/// `CanonicalWriter` then writes byte for byte the same.
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
    ///     or else what the dump says (app name, page title).
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
            return try importSnapshot(bytes, as: format, screen: screen, path: path, options: options)
        } catch {
            // A kind named by the caller that the file is not: say which kind it looks like
            // (unless the importer said what the content is, and what to do, itself).
            if case .unexpectedContent = error { throw error }
            if let detected = ImportFormat.detect(bytes, path: path), detected != format {
                throw ImportError.unexpectedContent(
                    format: format, path: path, line: 1,
                    message: "it looks like \(detected.titleWithArticle): import it with --from \(detected.rawValue), or without --from")
            }
            throw error
        }
    }

    private static func importSnapshot(
        _ bytes: [UInt8], as format: ImportFormat, screen: String?, path: String?, options: Options
    ) throws(ImportError) -> (snapshot: Snapshot, warnings: [Diagnostic]) {
        let name = screen ?? path.flatMap(screenName(fromPath:))
        switch format {
        case .axsnap:
            let result: SnapshotParser.Result
            do {
                result = try SnapshotParser.parse(bytes, path: path)
            } catch {
                throw ImportError.invalidSnapshot(error.diagnostic)
            }
            var snapshot = result.snapshot
            if let screen { snapshot.screen = screen }
            return (snapshot, result.warnings)
        case .appiumXCUITest:
            let (snapshot, warnings) = try XCUITestImporter.makeSnapshot(bytes, screen: name, path: path)
            return (snapshot, warnings)
        case .uiautomator:
            let (snapshot, warnings) = try AndroidImporter.makeSnapshot(
                bytes, screen: name, path: path, density: options.androidDensity)
            return (snapshot, warnings)
        case .chromeAXTree:
            let (snapshot, warnings) = try ChromeAXTreeImporter.makeSnapshot(bytes, screen: name, path: path)
            return (snapshot, warnings)
        case .ariaSnapshot:
            let text = try utf8Text(bytes, path: path)
            let name = screen ?? path.map(ariaScreenName(fromPath:)) ?? "Imported page"
            return try AriaSnapshotImporter.makeSnapshot(text, screen: name, path: path)
        case .vitestSnapshot:
            let all = try importVitestSnapshots(bytes, path: path)
            if let screen, let named = all.first(where: { $0.snapshot.screen == screen }) { return named }
            // A file of one snapshot gives it whatever `screen` says, as it always has.
            guard all.count == 1, let only = all.first else {
                throw ImportError.vitestScreen(path: path, screen: screen, keys: all.map(\.snapshot.screen))
            }
            return only
        }
    }

    /// One snapshot of a Vitest `.snap` file, as written there: a screen of its own.
    public struct VitestSnapshotEntry: Sendable, Equatable {
        /// The key: the test's name and the snapshot's number, `"nav > menu 1"`; the screen's name.
        public var key: String
        /// The ARIA snapshot, unescaped.
        public var body: String
        /// Lines before the body's first line in the file (0-based offset to add).
        public var lineOffset: Int
    }

    /// Every ARIA snapshot of a Vitest `.snap` file, one screen per entry, named after its key
    /// (`"nav > menu 1"`), in file order.
    public static func importVitestSnapshots(
        _ bytes: [UInt8], path: String?
    ) throws(ImportError) -> [(snapshot: Snapshot, warnings: [Diagnostic])] {
        var result: [(snapshot: Snapshot, warnings: [Diagnostic])] = []
        for entry in try vitestSnapshotEntries(bytes, path: path) {
            result.append(try importVitestSnapshot(entry, path: path))
        }
        return result
    }

    /// The entries of a Vitest `.snap` file, in file order, not yet imported: what tells which
    /// of its screens changed between two versions of the file.
    public static func vitestSnapshotEntries(_ bytes: [UInt8], path: String?) throws(ImportError) -> [VitestSnapshotEntry] {
        try vitestFile(bytes, path: path).entries
    }

    /// The ARIA snapshot of one entry of a Vitest `.snap` file at `path` (for messages, whose
    /// lines count in the file).
    public static func importVitestSnapshot(
        _ entry: VitestSnapshotEntry, path: String?
    ) throws(ImportError) -> (snapshot: Snapshot, warnings: [Diagnostic]) {
        try AriaSnapshotImporter.makeSnapshot(entry.body, screen: entry.key, path: path, lineOffset: entry.lineOffset)
    }

    private static func vitestFile(_ bytes: [UInt8], path: String?) throws(ImportError) -> VitestSnapshotFile {
        let text = try utf8Text(bytes, path: path)
        let file: VitestSnapshotFile
        do {
            file = try VitestSnapshotFile.parse(text)
        } catch {
            throw ImportError.unexpectedContent(format: .vitestSnapshot, path: path, line: error.line, message: error.message)
        }
        guard !file.entries.isEmpty else {
            throw ImportError.unexpectedContent(
                format: .vitestSnapshot, path: path, line: 1, message: "it holds no exports[`…`] snapshot entries")
        }
        return file
    }

    /// The screen name of a Playwright snapshot file: its test file and its snapshot name,
    /// `e2e/crate.spec.ts-snapshots/aria-latest.yml` -> `crate.spec.ts aria-latest`, so that
    /// the many `aria.yml` files of a project have different names.
    public static func ariaScreenName(fromPath path: String) -> String {
        let parts = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        var file = parts.last.map(String.init) ?? path
        for suffix in [".aria.yml", ".yml", ".yaml"] where file.lowercased().hasSuffix(suffix) && file.count > suffix.count {
            file.removeLast(suffix.count)
            break
        }
        guard parts.count >= 2 else { return file }
        let folder = parts[parts.count - 2]
        guard folder.hasSuffix("-snapshots"), folder.count > "-snapshots".count else { return file }
        return "\(folder.dropLast("-snapshots".count)) \(file)"
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

    /// The default screen name for a file: its name without folders and extension
    /// (`dumps/window_dump.xml` -> `window_dump`); nil when nothing is left.
    public static func screenName(fromPath path: String) -> String? {
        var name = Substring(path)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            name = name[name.index(after: slash)...]
        }
        for suffix in [".axsnap.json", ".json", ".xml", ".txt", ".aria.yml", ".yml", ".yaml", ".snap"] where name.count > suffix.count {
            if name.lowercased().hasSuffix(suffix) {
                name = name.dropLast(suffix.count)
                break
            }
        }
        return name.isEmpty ? nil : String(name)
    }
}
