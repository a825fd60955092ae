import AXCaptureTesting
import AXModel
import Foundation
import SnapshotTesting

extension Diffing where Value == String {
    /// Compares two axsnap files semantically, as `axdiff diff` does: differences no VoiceOver
    /// user would notice (key order, frames within the tolerance) pass; any other change fails
    /// with the report `axdiff diff` prints, regressions first, instead of a line diff, so that
    /// the reference is re-recorded (and committed) whenever what VoiceOver says changes.
    public static var accessibilitySnapshot: Diffing {
        .diff(
            toData: { Data($0.utf8) },
            fromData: { String(decoding: $0, as: UTF8.self) },
            diffV2: { reference, current in
                let report: String
                do {
                    let snapshot = try SnapshotParser.parse(Array(current.utf8)).snapshot
                    let comparison = try AccessibilityComparison(reference: Array(reference.utf8), current: snapshot, path: "reference")
                    guard comparison.changed else { return nil }
                    let verdict = comparison.failing.isEmpty
                        ? "The accessibility tree changed without regressions; re-record the reference to accept it."
                        : "Accessibility regressions:"
                    report = verdict + "\n\n" + comparison.text
                } catch {
                    // A capture that failed carries its message instead of a snapshot.
                    report = current.hasPrefix("{") ? "\(error)" : current
                }
                return (report, [.data(Data(report.utf8), name: "accessibility-diff.txt")])
            })
    }
}
