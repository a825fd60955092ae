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

/// Turns bytes into a snapshot, whatever `ImportFormat` they are (detected by content), so
/// `axdiff diff before.xml after.xml` just works.
public enum SnapshotLoader {
    /// Parses bytes named `path` (for messages); `format` nil detects the kind. UTF-16 input
    /// (PowerShell's default encoding) is read as well as UTF-8. `twoCores` reads a large
    /// axsnap file in two halves on two cores (for a file read alone: `show`; never for the
    /// files of a run that compares many at once).
    public static func load(_ bytes: [UInt8], path: String, format: ImportFormat? = nil, twoCores: Bool = false) throws(WorkflowError) -> LoadedSnapshot {
        let bytes = TextEncoding.utf8(bytes)
        let kind: ImportFormat
        if let format { kind = format } else { kind = try self.kind(of: bytes, path: path) }
        if twoCores && kind == .axsnap {
            // Process policy, decided by the caller: the axsnap parser on two cores.
            return try bytes.withUnsafeBufferPointer { buffer throws(WorkflowError) in try parsed(buffer, path: path, twoCores: true) }
        }
        do {
            let result = try Importer.importSnapshot(bytes, format: kind, screen: nil, path: path)
            return LoadedSnapshot(path: path, snapshot: result.snapshot, warnings: result.warnings, format: kind)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
    }

    /// A file mapped into memory (`FileIO.MappedFile`): an axsnap snapshot in UTF-8 is parsed
    /// where it lies; anything else is copied and loaded as `load` loads bytes. Throws the
    /// file's own error, or, when it was cut short while it was read, that.
    public static func load(_ file: FileIO.MappedFile, twoCores: Bool = false) throws(WorkflowError) -> LoadedSnapshot {
        let loaded = Result { () throws(WorkflowError) in
            isPlainAxsnap(file.bytes, path: file.path)
                ? try parsed(file.bytes, path: file.path, twoCores: twoCores)
                : try load(Array(file.bytes), path: file.path, twoCores: twoCores)
        }
        // A cut file's error is that, whatever its zeros parsed to.
        try file.checkUnchanged()
        return try loaded.get()
    }

    /// UTF-8 axsnap bytes parsed where they lie, in halves on two cores with `twoCores`.
    private static func parsed(_ buffer: UnsafeBufferPointer<UInt8>, path: String, twoCores: Bool) throws(WorkflowError) -> LoadedSnapshot {
        do {
            let halves = twoCores ? self.halves(buffer, path: path, validating: false) : []
            let result = try SnapshotParser.parse(buffer, path: path, halves: halves)
            return LoadedSnapshot(path: path, snapshot: result.snapshot, warnings: result.warnings)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
    }

    /// Whether bytes are an axsnap snapshot in UTF-8 without a byte-order mark, as detection
    /// decides at its strongest claim (`ImportFormat.definiteFormat`): what can be parsed
    /// where it lies. Anything else is copied, and read as any other bytes.
    static func isPlainAxsnap(_ bytes: UnsafeBufferPointer<UInt8>, path: String) -> Bool {
        guard TextEncoding.detect(bytes) == .utf8, !bytes.starts(with: TextEncoding.utf8ByteOrderMark) else { return false }
        return ImportFormat.definiteFormat(of: bytes, path: path) == .axsnap
    }

    /// Every error and warning in UTF-8 axsnap `bytes` (`SnapshotParser.validate`), a large
    /// snapshot read in two halves on two cores.
    public static func validate(_ bytes: [UInt8], path: String) -> (snapshot: Snapshot?, errors: [Diagnostic], warnings: [Diagnostic]) {
        bytes.withUnsafeBufferPointer { validate($0, path: path) }
    }

    /// The same, of bytes the caller holds (a file mapped into memory).
    public static func validate(_ buffer: UnsafeBufferPointer<UInt8>, path: String) -> (snapshot: Snapshot?, errors: [Diagnostic], warnings: [Diagnostic]) {
        SnapshotParser.validate(buffer, path: path, halves: halves(buffer, path: path, validating: true))
    }

    /// The root's children of a large snapshot read in two halves at once, one on each core
    /// (`SnapshotParser.Halves`); none when it is too small to pay.
    static func halves(_ bytes: [UInt8], path: String, validating: Bool) -> [SnapshotParser.Half] {
        bytes.withUnsafeBufferPointer { halves($0, path: path, validating: validating) }
    }

    static func halves(_ buffer: UnsafeBufferPointer<UInt8>, path: String, validating: Bool) -> [SnapshotParser.Half] {
        guard let cut = SnapshotParser.Halves(buffer, path: path, validating: validating) else { return [] }
        // Both halves read the caller's bytes, which outlive this call.
        nonisolated(unsafe) let bytes = buffer
        let (first, second) = BothSides.run({ cut.read(0, of: bytes) }, { cut.read(1, of: bytes) })
        return [first, second]
    }

    /// What UTF-8 `bytes` are. A file that no format claims is read as an axsnap snapshot when
    /// that reader says best what is wrong with it (`ImportFormat.Claim.lastResort`).
    static func kind(of bytes: [UInt8], path: String) throws(WorkflowError) -> ImportFormat {
        guard let kind = ImportFormat.detect(bytes, path: path, accepting: .lastResort) else {
            throw .invalidInput(ImportError.unknownFormat(path: path).diagnostic)
        }
        return kind
    }

    /// One entry of a file of several screens at `path`.
    public static func load(entry: SnapshotEntry, path: String) throws(WorkflowError) -> LoadedSnapshot {
        do {
            let result = try Importer.importEntry(entry, path: path)
            return LoadedSnapshot(path: path, snapshot: result.snapshot, warnings: result.warnings, format: entry.format)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
    }

    /// Every screen of a file: one for most kinds, one per entry for a file of several screens
    /// (a Vitest `.snap` file; in file order, each named after its key).
    public static func loadAll(_ bytes: [UInt8], path: String, twoCores: Bool = false) throws(WorkflowError) -> [LoadedSnapshot] {
        let bytes = TextEncoding.utf8(bytes)
        let kind = try kind(of: bytes, path: path)
        let entries: [SnapshotEntry]?
        do {
            entries = try Importer.screenEntries(bytes, format: kind, path: path)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
        guard let entries else { return [try load(bytes, path: path, format: kind, twoCores: twoCores)] }
        return try entries.map { (entry) throws(WorkflowError) in try load(entry: entry, path: path) }
    }

    /// Reads and parses a file on disk.
    public static func load(file path: String, format: ImportFormat? = nil) throws(WorkflowError) -> LoadedSnapshot {
        try load(try FileIO.read(path), path: path, format: format)
    }
}
