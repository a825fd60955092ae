import AXModel

/// A snapshot read from a file or a revision, with what was said about it.
public struct LoadedSnapshot: Sendable {
    /// The path as the user named it (or the path in the repository).
    public var path: String
    public var snapshot: Snapshot
    public var warnings: [Diagnostic]

    public init(path: String, snapshot: Snapshot, warnings: [Diagnostic]) {
        self.path = path
        self.snapshot = snapshot
        self.warnings = warnings
    }
}

/// Turns bytes into a snapshot: axsnap JSON directly.
public enum SnapshotLoader {
    /// Parses bytes named `path` (for messages).
    public static func load(_ bytes: [UInt8], path: String) throws(WorkflowError) -> LoadedSnapshot {
        do {
            let result = try SnapshotParser.parse(bytes, path: path)
            return LoadedSnapshot(path: path, snapshot: result.snapshot, warnings: result.warnings)
        } catch {
            throw .invalidInput(error.diagnostic)
        }
    }

    /// Reads and parses a file on disk.
    public static func load(file path: String) throws(WorkflowError) -> LoadedSnapshot {
        try load(try FileIO.read(path), path: path)
    }
}
