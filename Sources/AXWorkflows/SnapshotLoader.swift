import AXImport
import AXModel

/// A snapshot read from a file or a revision, with what was said about it.
public struct LoadedSnapshot: Sendable {
    /// The path as the user named it (or the path in the repository).
    public var path: String
    public var snapshot: Snapshot
    public var warnings: [Diagnostic]
    /// What the file was: an axsnap snapshot, or a dump converted on the fly.
    public var format: ImportFormat

    public init(path: String, snapshot: Snapshot, warnings: [Diagnostic], format: ImportFormat = .axsnap) {
        self.path = path
        self.snapshot = snapshot
        self.warnings = warnings
        self.format = format
    }
}

/// Turns bytes into a snapshot: axsnap JSON directly, and the dumps AXImport reads
/// (Appium XCUITest, uiautomator / UiAutomator2, Chrome's accessibility tree), detected by
/// content, so `axdiff diff before.xml after.xml` just works.
public enum SnapshotLoader {
    /// Parses bytes named `path` (for messages); `format` nil detects the kind. UTF-16 input
    /// (PowerShell's default encoding) is read as well as UTF-8. `twoCores` reads a large
    /// axsnap file in two halves on two cores (for a file read alone: `show`; never for the
    /// files of a run that compares many at once).
    public static func load(_ bytes: [UInt8], path: String, format: ImportFormat? = nil, twoCores: Bool = false) throws(WorkflowError) -> LoadedSnapshot {
        let bytes = TextEncoding.utf8(bytes)
        let kind: ImportFormat
        if let format { kind = format } else { kind = try self.kind(of: bytes, path: path) }
        if kind == .axsnap {
            do {
                let halves = twoCores ? self.halves(bytes, path: path, validating: false) : []
                let result = try SnapshotParser.parse(bytes, path: path, halves: halves)
                return LoadedSnapshot(path: path, snapshot: result.snapshot, warnings: result.warnings)
            } catch {
                throw .invalidInput(error.diagnostic)
            }
        }
        do {
            let result = try Importer.importSnapshot(bytes, format: kind, screen: nil, path: path)
            return LoadedSnapshot(path: path, snapshot: result.snapshot, warnings: result.warnings, format: kind)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
    }

    /// Every error and warning in UTF-8 axsnap `bytes` (`SnapshotParser.validate`), a large
    /// snapshot read in two halves on two cores.
    public static func validate(_ bytes: [UInt8], path: String) -> (snapshot: Snapshot?, errors: [Diagnostic], warnings: [Diagnostic]) {
        SnapshotParser.validate(bytes, path: path, halves: halves(bytes, path: path, validating: true))
    }

    /// The root's children of a large snapshot read in two halves at once, one on each core
    /// (`SnapshotParser.Halves`); none when it is too small to pay.
    static func halves(_ bytes: [UInt8], path: String, validating: Bool) -> [SnapshotParser.Half] {
        guard let cut = SnapshotParser.Halves(bytes, path: path, validating: validating) else { return [] }
        let (first, second) = BothSides.run({ cut.read(0) }, { cut.read(1) })
        return [first, second]
    }

    /// What UTF-8 `bytes` are. A file named like a snapshot that no importer claims is read as
    /// one, so its errors say exactly what is wrong with it.
    static func kind(of bytes: [UInt8], path: String) throws(WorkflowError) -> ImportFormat {
        guard let kind = ImportFormat.detect(bytes, path: path) ?? (path.hasSuffix(".axsnap.json") ? .axsnap : fallbackKind(bytes)) else {
            throw .invalidInput(ImportError.unknownFormat(path: path).diagnostic)
        }
        return kind
    }

    /// Content no importer claims: JSON-looking, empty and LFS-pointer files go to the axsnap
    /// parser, whose errors say exactly what is wrong; anything else is of an unknown kind.
    static func fallbackKind(_ bytes: [UInt8]) -> ImportFormat? {
        let first = bytes.first { $0 != 0x20 && $0 != 0x0A && $0 != 0x0D && $0 != 0x09 && $0 != 0xEF && $0 != 0xBB && $0 != 0xBF }
        guard let first else { return .axsnap }  // empty
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || first == UInt8(ascii: "\"") { return .axsnap }
        if bytes.starts(with: Array("version https://git-lfs".utf8)) { return .axsnap }
        if first >= 0x21 && first < 0x7F && first != UInt8(ascii: "<") { return .axsnap }
        return nil
    }

    /// One snapshot of a Vitest `.snap` file at `path`.
    public static func load(entry: Importer.VitestSnapshotEntry, path: String) throws(WorkflowError) -> LoadedSnapshot {
        do {
            let result = try Importer.importVitestSnapshot(entry, path: path)
            return LoadedSnapshot(path: path, snapshot: result.snapshot, warnings: result.warnings, format: .vitestSnapshot)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
    }

    /// Every screen of a file: one for most kinds, one per snapshot entry for a Vitest `.snap`
    /// file (in file order, each named after its key).
    public static func loadAll(_ bytes: [UInt8], path: String, twoCores: Bool = false) throws(WorkflowError) -> [LoadedSnapshot] {
        let bytes = TextEncoding.utf8(bytes)
        guard try kind(of: bytes, path: path) == .vitestSnapshot else { return [try load(bytes, path: path, twoCores: twoCores)] }
        let entries: [Importer.VitestSnapshotEntry]
        do {
            entries = try Importer.vitestSnapshotEntries(bytes, path: path)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
        return try entries.map { (entry) throws(WorkflowError) in try load(entry: entry, path: path) }
    }

    /// Reads and parses a file on disk.
    public static func load(file path: String, format: ImportFormat? = nil) throws(WorkflowError) -> LoadedSnapshot {
        try load(try FileIO.read(path), path: path, format: format)
    }
}
