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
        guard let format = format ?? ImportFormat.detect(bytes) else {
            throw ImportError.unknownFormat(path: path)
        }
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
        }
    }

    /// The default screen name for a file: its name without folders and extension
    /// (`dumps/window_dump.xml` -> `window_dump`); nil when nothing is left.
    public static func screenName(fromPath path: String) -> String? {
        var name = Substring(path)
        if let slash = name.lastIndex(where: { $0 == "/" || $0 == "\\" }) {
            name = name[name.index(after: slash)...]
        }
        for suffix in [".axsnap.json", ".json", ".xml", ".txt"] where name.count > suffix.count {
            if name.lowercased().hasSuffix(suffix) {
                name = name.dropLast(suffix.count)
                break
            }
        }
        return name.isEmpty ? nil : String(name)
    }
}
