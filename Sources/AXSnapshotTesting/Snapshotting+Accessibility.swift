#if canImport(UIKit)
import UIKit
#else
// Linux and macOS: the stand-in that declares the UIKit API this file uses (Sources/UIKitInterface).
import UIKitInterface
#endif
import AXCapture
import AXModel
import SnapshotTesting

extension Snapshotting where Value == UIView, Format == String {
    /// What VoiceOver sees of a view, as an axsnap file (`*.axsnap.json`) compared semantically:
    ///
    ///     assertSnapshot(of: view, as: .accessibility)
    public static var accessibility: Snapshotting { accessibility() }

    /// The same, with capture conditions added to the file's `context` (`["device": "iPhone 15"]`).
    public static func accessibility(context: [String: String] = [:]) -> Snapshotting {
        AccessibilitySnapshotText.strategy { (view: UIView) throws(CaptureError) in
            try UIKitCapture.snapshot(of: view, screen: view.accessibilityIdentifier ?? "Screen", context: context)
        }
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// What VoiceOver sees of a view controller's screen (in a window of the screen's size when
    /// it is in none), as an axsnap file compared semantically.
    public static var accessibility: Snapshotting { accessibility() }

    /// The same, with capture conditions added to the file's `context`.
    public static func accessibility(context: [String: String] = [:]) -> Snapshotting {
        AccessibilitySnapshotText.strategy { (viewController: UIViewController) throws(CaptureError) in
            try UIKitCapture.snapshot(of: viewController, screen: viewController.title ?? String(describing: type(of: viewController)), context: context)
        }
    }
}

/// The strategies' common part: the text of a capture is the canonical file, or the capture's
/// error message (which the diffing reports as it is).
enum AccessibilitySnapshotText {
    static func strategy<Value>(_ capture: @escaping @MainActor (Value) throws(CaptureError) -> Snapshot) -> Snapshotting<Value, String> {
        Snapshotting(pathExtension: "axsnap.json", diffing: .accessibilitySnapshot) { value in
            // swift-snapshot-testing calls this on the test's thread; UIKit tests run on the
            // main thread, which assumeIsolated checks (it stops the test otherwise).
            nonisolated(unsafe) let value = value
            return MainActor.assumeIsolated {
                do {
                    return String(decoding: CanonicalWriter.write(try capture(value)), as: UTF8.self)
                } catch {
                    return "cannot capture the accessibility hierarchy: \(error)"
                }
            }
        }
    }
}
