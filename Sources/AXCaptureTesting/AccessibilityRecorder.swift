import AXCapture
import AXModel
import AXRules
import Foundation

/// Records a screen's accessibility snapshot next to the app's other snapshots, and fails the
/// test when a regression appears: the engine behind `recordAccessibility(of:named:variant:)`.
public enum AccessibilityRecorder {
    /// What a call did when it did not fail.
    public enum Outcome: Equatable, Sendable {
        /// The reference says the same for a VoiceOver user; nothing was written.
        case unchanged(path: String)
        /// The screen changed without a regression at the threshold; the reference was
        /// rewritten, to be committed with the change.
        case updated(path: String)
    }

    /// Compares `snapshot` with its reference file, judged with the repository's
    /// `.axdiff.yml` when there is one, and writes or fails as `record` says (default:
    /// `AXDIFF_RECORD`, else `.missing`). Throws `RecordingError.regressions` with
    /// the report when a regression at or above `failOn` appears.
    @discardableResult
    public static func record(
        _ snapshot: Snapshot, named name: String, variant: String? = nil, record: RecordMode? = nil,
        failOn: Severity = .warning, directory: String? = nil, testFile: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws(RecordingError) -> Outcome {
        var mode = RecordMode.missing
        if let record { mode = record } else if let asked = try RecordMode.fromEnvironment(environment) { mode = asked }
        let folder = try SnapshotLocation.folder(testFile: testFile, directory: directory, environment: environment)
        let path = (folder as NSString).appendingPathComponent(try SnapshotLocation.fileName(named: name, variant: variant))
        let bytes = CanonicalWriter.write(snapshot)
        let reference = FileManager.default.contents(atPath: path).map(Array.init)
        switch (mode, reference) {
        case (.all, _):
            try write(bytes, to: path)
            throw .recordedAll(path: path)
        case (.never, nil):
            throw .missingReference(path: path)
        case (_, nil):
            try write(bytes, to: path)
            throw .recordedMissing(path: path)
        case (_, let reference?):
            if reference == bytes { return .unchanged(path: path) }
            let engine = RuleEngine(configuration: try configuration(above: testFile))
            let comparison = try AccessibilityComparison(reference: reference, current: snapshot, path: path, failOn: failOn, engine: engine)
            if !comparison.failing.isEmpty {
                if mode == .failed { try write(bytes, to: path) }
                throw .regressions(path: path, report: comparison.text, rerecorded: mode == .failed)
            }
            // Differences no user would notice (frames within the tolerance) are not rewritten.
            if mode == .never || !comparison.changed { return .unchanged(path: path) }
            try write(bytes, to: path)
            return .updated(path: path)
        }
    }

    /// The repository's `.axdiff.yml` (severities, options, ignored elements), as
    /// `axdiff check` reads it; the defaults when there is none.
    static func configuration(above testFile: String) throws(RecordingError) -> Configuration {
        guard let root = SnapshotLocation.root(above: testFile) else { return Configuration() }
        let path = (root as NSString).appendingPathComponent(ConfigurationFile.name)
        guard let data = FileManager.default.contents(atPath: path) else { return Configuration() }
        do {
            return try ConfigurationFile.parse(String(decoding: data, as: UTF8.self), path: path)
        } catch {
            throw .configuration(error.description)
        }
    }

    /// Writes atomically, creating the folder.
    static func write(_ bytes: [UInt8], to path: String) throws(RecordingError) {
        do {
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url, options: .atomic)
        } catch {
            throw .io(path: path, message: error.localizedDescription)
        }
    }
}
