import AXTestSupport
import AXWorkflows
import Foundation
import Testing

/// A snapshot file added beside others records a screen; a defect of a kind its siblings
/// already showed at the base is coverage of that defect, not a regression the change made.
@Suite struct SiblingBaselineTests {
    /// A dashboard snapshot with an unnamed image (and, with `button`, an unnamed button).
    static func dashboard(_ screen: String, button: Bool = false) -> String {
        let control = button ? #", {"type": "button", "traits": ["button"], "frame": [0, 300, 44, 44], "accessible": true}"# : ""
        return """
        {"axsnap": 1, "screen": "\(screen)", "platform": "web", "root": {"type": "document", "frame": [0, 0, 800, 600], "children": [
          {"type": "heading", "label": "\(screen)", "traits": ["header"], "frame": [0, 0, 800, 40], "accessible": true},
          {"type": "img", "traits": ["image"], "frame": [0, 100, 40, 40], "accessible": true}\(control)]}}
        """
    }

    @Test func aDefectTheFoldersSnapshotsAlreadyShowIsNoRegressionOfAnAddedFile() async throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Dashboards", files: ["snapshots/dashboard/charts.axsnap.json": Self.dashboard("Charts")])
        try repository.commit("More dashboards", files: [
            "snapshots/dashboard/widgets.axsnap.json": Self.dashboard("Widgets", button: true),
            "snapshots/settings/profile.axsnap.json": Self.dashboard("Profile"),
        ])
        let outcome = try await DiffWorkflow.run(.init(revisions: ["HEAD~1", "HEAD"], directory: repository.path), toolVersion: "test")
        let byPath = Dictionary(uniqueKeysWithValues: outcome.report.screens.map { ($0.path, $0.regressions.map(\.rule)) })
        // The unnamed image was already on the folder's other dashboard; the unnamed button is new.
        #expect(byPath["snapshots/dashboard/widgets.axsnap.json"] == ["interactive-without-label"])
        // A folder with no snapshot before has nothing to compare with: every defect counts.
        #expect(byPath["snapshots/settings/profile.axsnap.json"] == ["image-without-label"])
    }
}
