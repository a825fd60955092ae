import AXCapture
import AXModel
import AXTestSupport
import Foundation
import Testing
import UIKitInterface

/// A before/after pair of screens built with UIKit calls, captured, written as axsnap files and
/// read back by the built `axdiff`, as a user would after recording.
@MainActor
struct CapturedPair {
    let folder: URL
    let before: String
    let after: String

    /// Captures both windows into a fresh folder as `Before.axsnap.json` and `After.axsnap.json`;
    /// `context` adds to the device's (`layoutDirection`, `idiom`).
    init(_ name: String, before: UIWindow, after: UIWindow, context: [String: String] = [:]) throws {
        let context = context.merging(["device": "iPhone 15"]) { given, _ in given }
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("axcapture-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.before = folder.appendingPathComponent("Before.axsnap.json").path
        self.after = folder.appendingPathComponent("After.axsnap.json").path
        try Self.write(UIKitCapture.snapshot(of: before, screen: name, context: context), to: self.before)
        try Self.write(UIKitCapture.snapshot(of: after, screen: name, context: context), to: self.after)
    }

    static func write(_ snapshot: Snapshot, to path: String) throws {
        try Data(CanonicalWriter.write(snapshot)).write(to: URL(fileURLWithPath: path))
    }

    /// `axdiff show FILE` on the before or after file.
    func show(_ path: String) throws -> String {
        let result = try CommandRunner.run(["show", path], in: folder.path)
        #expect(result.status == 0, "axdiff show failed: \(result.stderr)")
        return result.stdout
    }

    /// `axdiff diff BEFORE AFTER --format json`: the rule ids found, with their severities.
    func findings() throws -> [(rule: String, severity: String)] {
        let result = try CommandRunner.run(["diff", before, after, "--format", "json"], in: folder.path)
        #expect(result.status == 0, "axdiff diff failed: \(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let screens = json?["screens"] as? [[String: Any]] ?? []
        return screens.flatMap { screen in
            (screen["regressions"] as? [[String: Any]] ?? []).map { ($0["rule"] as? String ?? "", $0["severity"] as? String ?? "") }
        }
    }

    /// `axdiff diff BEFORE AFTER` as a person reads it.
    func diffText() throws -> String {
        try CommandRunner.run(["diff", before, after], in: folder.path).stdout
    }

    func remove() {
        try? FileManager.default.removeItem(at: folder)
    }
}

/// An iPhone-sized window with `content` laid out by the caller.
@MainActor
func phoneWindow(_ content: (UIWindow) -> Void) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
    content(window)
    window.makeKeyAndVisible()
    return window
}

@MainActor
func button(_ title: String, frame: CGRect) -> UIButton {
    let button = UIButton(type: .system)
    button.setTitle(title, for: .normal)
    button.frame = frame
    return button
}

@MainActor
func label(_ text: String, frame: CGRect) -> UILabel {
    let label = UILabel(frame: frame)
    label.text = text
    return label
}
