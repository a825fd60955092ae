import AXTestSupport
import Foundation
import Testing

/// Deleting a snapshot is not a pass: a removed screen is a regression (screen-removed, error
/// by default, configurable), naming the focus stops lost; a rename is not a removal; a
/// removal made on purpose is accepted like any finding.
@Suite struct ScreenRemovalTests {
    /// main: Settings and Player; feature: whatever the test does next.
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: [
            "snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings"),
            "snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"),
        ])
        try repository.git("checkout", "-q", "-b", "feature")
        return repository
    }

    @Test func aDeletedSnapshotFailsTheCheckAndNamesTheStopsLost() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Silence the check")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 1, "\(result.stdout)")
        #expect(result.stdout.contains("error   screen-removed: the screen was removed: VoiceOver users lose its "), "\(result.stdout)")
        #expect(result.stdout.contains("9 focus stops: \"Now Playing, heading\", \"Album art: Blue Train, image\""))
        #expect(result.stdout.contains("\"Previous track, button\" and 3 more"))
        #expect(result.stdout.contains("FAIL"))
        // A capture step that crashed: the snapshot is missing from the working tree only.
        try repository.git("checkout", "-q", "main")
        try repository.remove("snapshots/Settings.axsnap.json")
        let crashed = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(crashed.status == 1)
        #expect(crashed.stdout.contains("screen-removed"))
    }

    @Test func itsSeverityIsConfigurable() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Drop the player", files: [".axdiff.yml": "rules:\n  screen-removed: warning\n"])
        let warning = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(warning.status == 0)
        #expect(warning.stdout.contains("warning screen-removed"))
        try repository.commit("Not at all", files: [".axdiff.yml": "rules:\n  screen-removed: off\n"])
        let off = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(off.status == 0)
        // No screen-removed finding; the change that turned it off is reported as a weakening.
        let mentions = off.stdout.split(separator: "\n").filter { $0.contains("screen-removed") }
        #expect(mentions.count == 1 && mentions[0].contains("check-weakened: screen-removed is turned off"), "\(off.stdout)")
        #expect(off.stdout.contains("(removed)"))
    }

    @Test func anAcceptedRemovalNeedsNoElement() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("The player is gone in 3.0", files: [
            ".axdiff-accept.yml": "accepted:\n  - screen: snapshots/Player.axsnap.json\n    rule: screen-removed\n    reason: The player moved to the web app (PLAY-12)\n",
        ])
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("accepted screen-removed"))
        #expect(result.stdout.contains("reason: The player moved to the web app (PLAY-12)"))
        // Other rules still need their element.
        try repository.write(".axdiff-accept.yml", "accepted:\n  - screen: Player\n    rule: label-removed\n    reason: no element\n")
        let bad = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".axdiff-accept.yml:2: error: an accepted entry needs \"element\""), "\(bad.stderr)")
    }

    @Test func aRenameIsNotARemoval() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.git("mv", "snapshots/Player.axsnap.json", "snapshots/Music.axsnap.json")
        // Moved and re-recorded in another layout (one line): too different for git's
        // similarity, the same screen by name.
        let settings = try DemoSnapshots.text("Settings")
        let object = try JSONSerialization.jsonObject(with: Data(settings.utf8))
        let oneLine = String(decoding: try JSONSerialization.data(withJSONObject: object), as: UTF8.self)
        try repository.remove("snapshots/Settings.axsnap.json")
        try repository.write("snapshots/ios/Settings.axsnap.json", oneLine)
        try repository.commit("Reorganise the snapshots")
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("screen-removed"))
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let screens = try #require(report["screens"] as? [[String: Any]])
        #expect(screens.compactMap { $0["status"] as? String } == ["renamed", "renamed"], "\(screens.map { ($0["path"] ?? "", $0["status"] ?? "") })")
        #expect(screens.compactMap { $0["oldPath"] as? String }.sorted() == ["snapshots/Player.axsnap.json", "snapshots/Settings.axsnap.json"])
    }

    @Test func historyAndBisectFindTheRemoval() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.commit("Unrelated", files: ["README.md": "hello\n"])
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Remove the player snapshot")
        try repository.commit("Later", files: ["README.md": "bye\n"])
        let history = try CommandRunner.run(["history", "main..HEAD"], in: repository.path)
        #expect(history.stdout.contains("introduced error screen-removed in Player"), "\(history.stdout)")
        let bisect = try CommandRunner.run(["bisect", "--good", "main", "--bad", "HEAD", "--rule", "screen-removed"], in: repository.path)
        #expect(bisect.status == 0, "\(bisect.stderr)")
        #expect(bisect.stdout.contains("    Remove the player snapshot"))
    }
}
