/// When `recordAccessibility` writes the reference file, as swift-snapshot-testing's modes.
public enum RecordMode: String, Sendable, CaseIterable {
    /// Record a missing reference (and fail, so that CI never passes without one); compare an
    /// existing one.
    case missing
    /// Always record, and fail so that record mode is not left on.
    case all
    /// Compare, and record over the reference when the comparison fails.
    case failed
    /// Never write: a missing reference fails.
    case never

    /// The environment variable that sets the mode for a whole test run (`AXDIFF_RECORD=all`).
    public static let environmentVariable = "AXDIFF_RECORD"

    /// The mode `AXDIFF_RECORD` asks for; nil when unset. A value that is not a mode is an error.
    public static func fromEnvironment(_ environment: [String: String]) throws(RecordingError) -> RecordMode? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        guard let mode = RecordMode(rawValue: value) else {
            throw .badRecordMode(value)
        }
        return mode
    }
}
