import AXDiff
import AXModel
import AXReport
import AXRules

/// The semantic comparison of a reference snapshot with a new capture, as `axdiff diff` makes
/// it: the report, worded as `axdiff diff` words it, and the regressions at or above a
/// threshold. Pure: no files, no clock.
public struct AccessibilityComparison: Sendable {
    public let report: Report
    /// Regressions at or above `failOn`.
    public let failing: [FindingReport]
    /// True when the comparison found any change a VoiceOver user would notice, or any
    /// regression or improvement.
    public let changed: Bool

    /// Compares `reference` (the bytes of the committed file) with `current`.
    public init(
        reference: [UInt8], current: Snapshot, path: String, failOn: Severity = .warning,
        engine: RuleEngine = RuleEngine()
    ) throws(RecordingError) {
        let old: Snapshot
        do {
            old = try SnapshotParser.parse(reference, path: path).snapshot
        } catch {
            throw .unreadableReference(path: path, message: error.description)
        }
        let diff = ScreenDiff(old: old, new: current, options: engine.diffOptions)
        let evaluation = engine.evaluate(diff)
        let screen = ReportBuilder.screen(path: path, status: .modified, diff: diff, evaluation: evaluation)
        report = Report(toolVersion: "", base: .init(rev: path), head: .init(rev: "this test run"), screens: [screen], failOn: failOn)
        failing = screen.regressions.filter { $0.severity >= failOn }
        changed = !diff.changes.isEmpty || !screen.regressions.isEmpty || !screen.improvements.isEmpty
    }

    /// The report as `axdiff diff` prints it (plain text, no colour).
    public var text: String {
        TextReport.render(report, options: .init(showChanges: true, style: .plain))
    }
}
