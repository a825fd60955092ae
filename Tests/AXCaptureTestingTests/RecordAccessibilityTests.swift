#if canImport(UIKit)
import UIKit
#else
import UIKitInterface
#endif
import AXCapture
import AXCaptureTesting
import AXDiff
import AXModel
import AXRules
import Foundation
import Testing

/// `recordAccessibility` as an iOS test calls it, over the UIKit stand-in, in a scratch
/// repository (a folder with `.git`) so that the reference lands in its `snapshots/`.
@MainActor
@Suite struct RecordAccessibilityTests {
    /// A scratch repository and a fake test file inside it.
    struct Scratch {
        let root: URL
        var testFile: String { root.appendingPathComponent("AppTests/SettingsTests.swift").path }
        var reference: String { root.appendingPathComponent("snapshots/Settings.dark.axsnap.json").path }

        init() throws {
            root = FileManager.default.temporaryDirectory.appendingPathComponent("axcapture-record-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: root.appendingPathComponent(".git"), withIntermediateDirectories: true)
            try FileManager.default.createDirectory(at: root.appendingPathComponent("AppTests"), withIntermediateDirectories: true)
        }

        func remove() { try? FileManager.default.removeItem(at: root) }
    }

    /// A settings screen: a heading and a Save button, labelled or not.
    final class Settings: UIViewController {
        let saveLabel: String?
        let extraButton: Bool
        let titleIsHeading: Bool

        init(saveLabel: String? = "Save", extraButton: Bool = false, titleIsHeading: Bool = true) {
            self.saveLabel = saveLabel
            self.extraButton = extraButton
            self.titleIsHeading = titleIsHeading
            super.init(nibName: nil, bundle: nil)
        }

        override func viewDidLoad() {
            let title = UILabel(frame: CGRect(x: 16, y: 59, width: 361, height: 41))
            title.text = "Settings"
            if titleIsHeading { title.accessibilityTraits.insert(.header) }
            let save = UIButton(type: .system)
            save.frame = CGRect(x: 16, y: 120, width: 100, height: 44)
            save.accessibilityLabel = saveLabel
            save.accessibilityIdentifier = "save"
            view.addSubview(title)
            view.addSubview(save)
            if extraButton {
                let help = UIButton(type: .system)
                help.setTitle("Help", for: .normal)
                help.frame = CGRect(x: 16, y: 180, width: 100, height: 44)
                view.addSubview(help)
            }
        }
    }

    @Test func missingReferenceIsRecordedAndTheTestFails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let snapshot = try UIKitCapture.snapshot(of: Settings(), screen: "Settings (dark)")
        #expect(throws: RecordingError.recordedMissing(path: scratch.reference)) {
            try AccessibilityRecorder.record(snapshot, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:])
        }
        let written = try SnapshotParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: scratch.reference)))).snapshot
        #expect(written.screen == "Settings (dark)" && written == snapshot)
        #expect(try AccessibilityRecorder.record(snapshot, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:]) == .unchanged(path: scratch.reference))
    }

    @Test func changeWithoutRegressionRewritesTheReference() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try recordReference(Settings(), scratch)
        let changed = try UIKitCapture.snapshot(of: Settings(extraButton: true), screen: "Settings (dark)")
        #expect(try AccessibilityRecorder.record(changed, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:]) == .updated(path: scratch.reference))
        #expect(try String(contentsOfFile: scratch.reference, encoding: .utf8).contains("\"Help\""))
    }

    @Test func regressionFailsWithTheReportAndKeepsTheReference() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try recordReference(Settings(), scratch)
        let before = try String(contentsOfFile: scratch.reference, encoding: .utf8)
        let regressed = try UIKitCapture.snapshot(of: Settings(saveLabel: nil), screen: "Settings (dark)")
        do {
            try AccessibilityRecorder.record(regressed, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:])
            Issue.record("a lost label must fail the test")
        } catch {
            guard case .regressions(let path, let report, let rerecorded) = error else { throw error }
            #expect(path == scratch.reference && !rerecorded)
            #expect(report.contains("error   label-removed") && report.contains("\"Save, button\" -> \"Button\""))
            #expect(error.description.hasPrefix("Accessibility regressions in \(scratch.reference)"))
            #expect(error.localizedDescription == error.description)
        }
        #expect(try String(contentsOfFile: scratch.reference, encoding: .utf8) == before)
    }

    @Test func recordModeFailedRewritesAFailingReference() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try recordReference(Settings(), scratch)
        let regressed = try UIKitCapture.snapshot(of: Settings(saveLabel: nil), screen: "Settings (dark)")
        #expect(throws: RecordingError.self) {
            try AccessibilityRecorder.record(regressed, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: ["AXDIFF_RECORD": "failed"])
        }
        #expect(try SnapshotParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: scratch.reference)))).snapshot == regressed)
    }

    @Test func thresholdDecidesWhatFails() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try recordReference(Settings(), scratch)
        let regressed = try UIKitCapture.snapshot(of: Settings(titleIsHeading: false), screen: "Settings (dark)")
        // heading-removed is a warning: it fails at the default threshold, not at .error.
        #expect(throws: RecordingError.self) {
            try AccessibilityRecorder.record(regressed, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:])
        }
        #expect(try AccessibilityRecorder.record(regressed, named: "Settings", variant: "dark", failOn: .error, testFile: scratch.testFile, environment: [:]) == .updated(path: scratch.reference))
    }

    @Test func theRepositorysConfigurationJudgesAsAxdiffCheckDoes() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try recordReference(Settings(), scratch)
        let regressed = try UIKitCapture.snapshot(of: Settings(saveLabel: "Save button"), screen: "Settings (dark)")
        let configuration = scratch.root.appendingPathComponent(".axdiff.yml")
        try "rules:\n  label-contains-role: notice\n".write(to: configuration, atomically: true, encoding: .utf8)
        #expect(try AccessibilityRecorder.record(regressed, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:]) == .updated(path: scratch.reference))
        try "rules:\n  no-such-rule: error\n".write(to: configuration, atomically: true, encoding: .utf8)
        let broken = try UIKitCapture.snapshot(of: Settings(saveLabel: "Store"), screen: "Settings (dark)")
        do {
            try AccessibilityRecorder.record(broken, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:])
            Issue.record("a broken .axdiff.yml must fail the test")
        } catch {
            guard case .configuration = error else { throw error }
            #expect(error.description.contains(".axdiff.yml:2: error: unknown rule \"no-such-rule\""))
        }
    }

    @Test func recordModesAndLocationsFromTheEnvironment() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let snapshot = try UIKitCapture.snapshot(of: Settings(), screen: "Settings")
        #expect(throws: RecordingError.missingReference(path: scratch.reference)) {
            try AccessibilityRecorder.record(snapshot, named: "Settings", variant: "dark", record: .never, testFile: scratch.testFile, environment: [:])
        }
        #expect(throws: RecordingError.badRecordMode("sometimes")) {
            try AccessibilityRecorder.record(snapshot, named: "Settings", testFile: scratch.testFile, environment: ["AXDIFF_RECORD": "sometimes"])
        }
        let elsewhere = scratch.root.appendingPathComponent("ios/snapshots").path
        #expect(throws: RecordingError.recordedAll(path: elsewhere + "/Settings.axsnap.json")) {
            try AccessibilityRecorder.record(snapshot, named: "Settings", testFile: scratch.testFile, environment: ["AXDIFF_SNAPSHOTS": elsewhere, "AXDIFF_RECORD": "all"])
        }
        #expect(throws: RecordingError.badName("a/b")) {
            try AccessibilityRecorder.record(snapshot, named: "a/b", testFile: scratch.testFile, environment: [:])
        }
        #expect(throws: RecordingError.noRoot(testFile: "/nowhere/Tests.swift")) {
            try AccessibilityRecorder.record(snapshot, named: "Settings", testFile: "/nowhere/Tests.swift", environment: [:])
        }
        #expect(RecordingError.badRecordMode("sometimes").description == "AXDIFF_RECORD=sometimes is not a record mode; use missing, all, failed, never")
    }

    @Test func theTestFunctionFindsTheFolderFromItsOwnFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let folder = scratch.root.appendingPathComponent("snapshots").path
        #expect(throws: RecordingError.recordedMissing(path: folder + "/Settings.dark.axsnap.json")) {
            try recordAccessibility(of: Settings(), named: "Settings", variant: "dark", directory: folder)
        }
        #expect(try recordAccessibility(of: Settings().view, named: "Settings", variant: "dark", directory: folder) == .updated(path: folder + "/Settings.dark.axsnap.json"))
        let here = try SnapshotLocation.folder(testFile: #filePath, directory: nil, environment: [:])
        #expect(here.hasSuffix("/snapshots") && FileManager.default.fileExists(atPath: (here as NSString).deletingLastPathComponent + "/Package.swift"))
    }

    /// The settings screen with a standard switch row: the visible label hidden from
    /// VoiceOver, UIKit's switch at its own 51 x 31 points carrying the label.
    final class SettingsWithSwitch: UIViewController {
        override func viewDidLoad() {
            let title = UILabel(frame: CGRect(x: 16, y: 59, width: 361, height: 41))
            title.text = "Settings"
            title.accessibilityTraits.insert(.header)
            let save = UIButton(type: .system)
            save.frame = CGRect(x: 16, y: 120, width: 100, height: 44)
            save.accessibilityLabel = "Save"
            save.accessibilityIdentifier = "save"
            let row = UIView(frame: CGRect(x: 0, y: 180, width: 393, height: 44))
            let label = UILabel(frame: CGRect(x: 16, y: 191, width: 280, height: 22))
            label.text = "Dark Theme"
            label.isAccessibilityElement = false
            let toggle = UISwitch(frame: CGRect(x: 326, y: 186, width: 51, height: 31))
            toggle.accessibilityLabel = "Dark Theme"
            toggle.accessibilityIdentifier = "darkTheme"
            row.addSubview(label)
            row.addSubview(toggle)
            view.addSubview(title)
            view.addSubview(save)
            view.addSubview(row)
        }
    }

    /// Issue 42's done-when on iOS: adding a standard switch row to a settings screen passes,
    /// with no finding at all (UIKit's switch at 51 x 31 is no target-size warning).
    @Test func aSettingsScreenGainingAStandardSwitchRowPassesWithNoFinding() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try recordReference(Settings(), scratch)
        let withRow = try UIKitCapture.snapshot(of: SettingsWithSwitch(), screen: "Settings (dark)")
        let evaluation = RuleEngine().evaluate(ScreenDiff(old: try UIKitCapture.snapshot(of: Settings(), screen: "Settings (dark)"), new: withRow))
        #expect(evaluation.regressions.isEmpty, "\(evaluation.regressions.map(\.message))")
        #expect(try AccessibilityRecorder.record(withRow, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:]) == .updated(path: scratch.reference))
        #expect(VoiceOverModel(snapshot: withRow).announcements.contains("Dark Theme, Off, switch button. Double tap to toggle setting."))
    }

    func recordReference(_ screen: UIViewController, _ scratch: Scratch) throws {
        let snapshot = try UIKitCapture.snapshot(of: screen, screen: "Settings (dark)")
        _ = try? AccessibilityRecorder.record(snapshot, named: "Settings", variant: "dark", testFile: scratch.testFile, environment: [:])
        #expect(FileManager.default.fileExists(atPath: scratch.reference))
    }
}
