#if canImport(UIKit)
import UIKit
#else
// Linux and macOS: the stand-in that declares the UIKit API this file uses (Sources/UIKitInterface).
import UIKitInterface
#endif
import AXCapture
import AXModel
import AXRules

/// Captures what VoiceOver sees of a view controller's screen and compares it with
/// `snapshots/<name>[.<variant>].axsnap.json` (see `AccessibilityRecorder.record`):
///
///     try recordAccessibility(of: SettingsViewController(), named: "Settings", variant: "dark")
///
/// Records the file when it is missing; fails with the regression report when a regression at
/// or above `failOn` appears; rewrites the file when the screen changed without one.
@MainActor
@discardableResult
public func recordAccessibility(
    of viewController: UIViewController, named name: String, variant: String? = nil,
    record: RecordMode? = nil, failOn: Severity = .warning, context: [String: String] = [:],
    directory: String? = nil, file: StaticString = #filePath
) throws(RecordingError) -> AccessibilityRecorder.Outcome {
    let snapshot: Snapshot
    do {
        snapshot = try UIKitCapture.snapshot(of: viewController, screen: screenName(name, variant), context: context)
    } catch {
        throw .capture(error)
    }
    return try AccessibilityRecorder.record(
        snapshot, named: name, variant: variant, record: record, failOn: failOn, directory: directory, testFile: "\(file)")
}

/// The same for a view (a window, a hosting view, a cell).
@MainActor
@discardableResult
public func recordAccessibility(
    of view: UIView, named name: String, variant: String? = nil,
    record: RecordMode? = nil, failOn: Severity = .warning, context: [String: String] = [:],
    directory: String? = nil, file: StaticString = #filePath
) throws(RecordingError) -> AccessibilityRecorder.Outcome {
    let snapshot: Snapshot
    do {
        snapshot = try UIKitCapture.snapshot(of: view, screen: screenName(name, variant), context: context)
    } catch {
        throw .capture(error)
    }
    return try AccessibilityRecorder.record(
        snapshot, named: name, variant: variant, record: record, failOn: failOn, directory: directory, testFile: "\(file)")
}

/// The snapshot's `screen`: "Settings", or "Settings (dark)" for a variant.
func screenName(_ name: String, _ variant: String?) -> String {
    variant.map { "\(name) (\($0))" } ?? name
}
