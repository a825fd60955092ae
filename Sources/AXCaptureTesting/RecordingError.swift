import AXCapture
import Foundation

/// Why `recordAccessibility` failed the test. The description is the whole message, as Xcode's
/// test report and `swift test` show it: readable text, never a JSON dump.
public enum RecordingError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The comparison found regressions at or above the threshold; `report` is the regression
    /// report as `axdiff diff` words it.
    case regressions(path: String, report: String, rerecorded: Bool)
    /// No reference existed; one was written.
    case recordedMissing(path: String)
    /// Record mode is on; the reference was written.
    case recordedAll(path: String)
    /// Record mode is `never` and there is no reference.
    case missingReference(path: String)
    case badRecordMode(String)
    case badName(String)
    case noRoot(testFile: String)
    case unreadableReference(path: String, message: String)
    case io(path: String, message: String)
    case capture(CaptureError)
    /// The repository's `.axdiff.yml` cannot be read (the message says where and why).
    case configuration(String)

    public var description: String {
        switch self {
        case .regressions(let path, let report, let rerecorded):
            return "Accessibility regressions in \(path)" + (rerecorded ? " (the reference was re-recorded, as record mode is 'failed')" : "") + ":\n\n" + report
                + "\nFix the regressions, or re-record the reference with \(RecordMode.environmentVariable)=all if they are intended."
        case .recordedMissing(let path):
            return "No accessibility reference was found; recorded \(path). Check it, commit it, and run the test again."
        case .recordedAll(let path):
            return "Record mode is on: recorded \(path). Turn record mode off (\(RecordMode.environmentVariable) or the record: argument) and run the test again."
        case .missingReference(let path):
            return "No accessibility reference at \(path), and record mode is 'never': record it with \(RecordMode.environmentVariable)=missing and commit it."
        case .badRecordMode(let value):
            return "\(RecordMode.environmentVariable)=\(value) is not a record mode; use \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))"
        case .badName(let name):
            return "\"\(name)\" cannot name a snapshot file: use a non-empty name without '/' (e.g. \"Settings\", variant \"dark\")"
        case .noRoot(let testFile):
            return "no folder with .axdiff.yml or .git above \(testFile), so the snapshots folder is unknown: set AXDIFF_SNAPSHOTS to the folder to write to, or pass directory:"
        case .unreadableReference(let path, let message):
            return "the accessibility reference \(path) cannot be read: \(message). Fix or delete the file, then record it again."
        case .io(let path, let message):
            return "cannot write \(path): \(message)"
        case .capture(let error):
            return "cannot capture the accessibility hierarchy: \(error)"
        case .configuration(let message):
            return message + " (the accessibility test reads the repository's .axdiff.yml as axdiff check does)"
        }
    }

    public var errorDescription: String? { description }
}
