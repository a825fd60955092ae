import AXImport
import AXModel

/// `axdiff import`: converts a dump from another tool into a canonical axsnap snapshot.
public enum ImportWorkflow {
    public struct Outcome: Sendable {
        /// The canonical snapshot bytes.
        public var bytes: [UInt8]
        public var format: ImportFormat
        public var warnings: [Diagnostic]
        /// Where the snapshot was written; nil when it goes to standard output.
        public var output: String?
        /// What the run loaded (see `LoadedData`), for the caller to free when it chooses.
        public var loaded = LoadedData()
    }

    public static func run(
        path: String, format: ImportFormat?, screen: String?, output: String?, androidDensity: Double? = nil
    ) throws(WorkflowError) -> Outcome {
        let bytes = TextEncoding.utf8(try FileIO.read(path))
        // Only a format's own claims: a file no format claims is of no known kind, said as such.
        guard let kind = format ?? ImportFormat.detect(bytes, path: path) else {
            throw .invalidInput(ImportError.unknownFormat(path: path).diagnostic)
        }
        let imported: (snapshot: Snapshot, warnings: [Diagnostic])
        do {
            imported = try Importer.importSnapshot(bytes, format: kind, screen: screen, path: path, options: .init(androidDensity: androidDensity))
        } catch {
            throw .invalidInput(error.diagnostic)
        }
        let canonical = CanonicalWriter.write(imported.snapshot)
        if let output { try FileIO.writeAtomically(canonical, to: output) }
        return Outcome(bytes: canonical, format: kind, warnings: imported.warnings, output: output, loaded: LoadedData(imported.snapshot))
    }
}
