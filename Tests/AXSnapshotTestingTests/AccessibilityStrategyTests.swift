#if canImport(UIKit)
import UIKit
#else
import UIKitInterface
#endif
import AXModel
import AXSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// `assertSnapshot(of:as: .accessibility)` through swift-snapshot-testing's own machinery
/// (`verifySnapshot`, which `assertSnapshot` calls), with references in a scratch folder.
@MainActor
@Suite struct AccessibilityStrategyTests {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axsnapshot-\(UUID().uuidString)").path

    func screen(label: String? = "Save", y: CGFloat = 120, extra: Bool = false) -> UIViewController {
        let controller = UIViewController()
        controller.title = "Settings"
        let save = UIButton(type: .system)
        save.frame = CGRect(x: 16, y: y, width: 100, height: 44)
        save.accessibilityLabel = label
        controller.view.addSubview(save)
        if extra {
            let help = UIButton(type: .system)
            help.setTitle("Help", for: .normal)
            help.frame = CGRect(x: 16, y: 200, width: 100, height: 44)
            controller.view.addSubview(help)
        }
        return controller
    }

    func verify(_ controller: UIViewController, record: SnapshotTestingConfiguration.Record = .missing) -> String? {
        verifySnapshot(of: controller, as: .accessibility, named: "Settings", record: record, snapshotDirectory: folder)
    }

    func references() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".axsnap.json") }
    }

    @Test func recordsAnAxsnapFileThenPassesWhileVoiceOverHearsTheSame() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = try #require(verify(screen()))
        #expect(first.contains("No reference was found on disk"))
        let files = try references()
        #expect(files.count == 1)
        let reference = try SnapshotParser.parse(Array(try Data(contentsOf: URL(fileURLWithPath: folder + "/" + files[0])))).snapshot
        #expect(reference.screen == "Settings" && reference.generator?.name == "axdiff")
        #expect(verify(screen()) == nil)
        // Half a point of layout jitter is not a change for a VoiceOver user.
        #expect(verify(screen(y: 120.4)) == nil)
    }

    @Test func aRegressionFailsWithTheSemanticReportNotALineDiff() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verify(screen())
        let failure = try #require(verify(screen(label: nil)))
        #expect(failure.contains("Accessibility regressions:"))
        #expect(failure.contains("error   label-removed") && failure.contains("\"Save, button\" -> \"Button\""))
        #expect(!failure.contains("@@"), "no line diff")
    }

    @Test func aChangeWithoutRegressionAsksForARerecording() throws {
        defer { try? FileManager.default.removeItem(atPath: folder) }
        _ = verify(screen())
        let failure = try #require(verify(screen(extra: true)))
        #expect(failure.contains("changed without regressions") && failure.contains("Help"))
        #expect(verify(screen(extra: true), record: .failed) != nil)
        #expect(verify(screen(extra: true)) == nil, "record: .failed re-recorded the reference")
    }

    @Test func theStrategyWritesAxsnapJSON() {
        #expect(Snapshotting<UIView, String>.accessibility.pathExtension == "axsnap.json")
        #expect(Snapshotting<UIViewController, String>.accessibility.pathExtension == "axsnap.json")
    }
}
