import AXReport
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

@Suite struct DiffTests {
    /// main: the demo Settings; HEAD~1 and HEAD change it step by step.
    private func history() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings")])
        try repository.commit("Rename Sound", files: ["snapshots/Settings.axsnap.json": try DemoSnapshots.edited("Settings", [("\"label\": \"Sound\",", "\"label\": \"Sounds\",")])])
        try repository.commit("Lose a label", files: ["snapshots/Settings.axsnap.json": try DemoSnapshots.edited("Settings", [
            ("\"label\": \"Sound\",", "\"label\": \"Sounds\","),
            ("\"id\": \"largeTextRow\",\n            \"label\": \"Larger Text\",", "\"id\": \"largeTextRow\","),
        ])])
        return repository
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func rules(_ report: [String: Any]) -> [String] {
        ((report["screens"] as? [[String: Any]]) ?? []).flatMap { ($0["regressions"] as? [[String: Any]] ?? []).compactMap { $0["rule"] as? String } }
    }

    @Test func revisionForms() throws {
        let repository = try history()
        defer { repository.delete() }
        for form in [["HEAD~1", "HEAD"], ["HEAD~1..HEAD"], ["HEAD~2...HEAD"], ["main~1", "main"]] {
            let result = try CommandRunner.run(["diff"] + form + ["--format", "json"], in: repository.path)
            #expect(result.status == 0, "\(form): \(result.stderr)")
            let report = try json(result.stdout)
            #expect(rules(report).contains("label-removed"), "\(form)")
        }
        let renameOnly = try json(try CommandRunner.run(["diff", "HEAD~2", "HEAD~1", "--format", "json"], in: repository.path).stdout)
        #expect(rules(renameOnly).isEmpty)
        let screens = renameOnly["screens"] as? [[String: Any]]
        let changes = screens?.first?["changes"] as? [[String: Any]]
        #expect(changes?.contains { $0["kind"] as? String == "labelChanged" && $0["after"] as? String == "Sounds" } == true)
        #expect((renameOnly["base"] as? [String: Any])?["rev"] as? String == "HEAD~2")
        #expect(((renameOnly["head"] as? [String: Any])?["commit"] as? String)?.count == 40)
    }

    @Test func workingTreeAndIndexAreRevisionsToo() throws {
        let repository = try history()
        defer { repository.delete() }
        try repository.write("snapshots/Settings.axsnap.json", try DemoSnapshots.text("Settings"))
        let workingTree = try json(try CommandRunner.run(["diff", "--format", "json"], in: repository.path).stdout)
        #expect((workingTree["head"] as? [String: Any])?["rev"] as? String == "working tree")
        #expect(((workingTree["screens"] as? [[String: Any]])?.first?["improvements"] as? [[String: Any]])?.isEmpty == false)
        let staged = try json(try CommandRunner.run(["diff", "--staged", "--format", "json"], in: repository.path).stdout)
        #expect((staged["screens"] as? [[String: Any]])?.isEmpty == true)
        try repository.git("add", "-A")
        let stagedNow = try json(try CommandRunner.run(["diff", "--staged", "--format", "json"], in: repository.path).stdout)
        #expect((stagedNow["screens"] as? [[String: Any]])?.count == 1)
    }

    @Test func pathsNarrowTheScreens() throws {
        let repository = try history()
        defer { repository.delete() }
        try repository.commit("Add Player", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player")])
        let all = try json(try CommandRunner.run(["diff", "HEAD~3", "HEAD", "--format", "json"], in: repository.path).stdout)
        #expect((all["screens"] as? [[String: Any]])?.count == 2)
        let one = try json(try CommandRunner.run(["diff", "HEAD~3", "HEAD", "--format", "json", "--", "snapshots/Player.axsnap.json"], in: repository.path).stdout)
        #expect((one["screens"] as? [[String: Any]])?.map { $0["path"] as? String } == ["snapshots/Player.axsnap.json"])
        #expect((one["screens"] as? [[String: Any]])?.first?["status"] as? String == "added")
    }

    @Test func renamesAreFollowed() throws {
        let repository = try history()
        defer { repository.delete() }
        try repository.git("mv", "snapshots/Settings.axsnap.json", "snapshots/Preferences.axsnap.json")
        try repository.commit("Rename the screen file")
        let report = try json(try CommandRunner.run(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repository.path).stdout)
        let screen = (report["screens"] as? [[String: Any]])?.first
        #expect(screen?["status"] as? String == "renamed")
        #expect(screen?["oldPath"] as? String == "snapshots/Settings.axsnap.json")
        #expect(screen?["path"] as? String == "snapshots/Preferences.axsnap.json")
    }

    @Test func twoPlainFilesNeedNoRepository() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(try DemoSnapshots.text("Player").utf8).write(to: folder.appendingPathComponent("a.axsnap.json"))
        try Data(try DemoSnapshots.edited("Player", [("\"traits\": [\"button\", \"startsMediaSession\"]", "\"traits\": [\"startsMediaSession\"]")]).utf8).write(to: folder.appendingPathComponent("b.axsnap.json"))
        let result = try CommandRunner.run(["diff", "a.axsnap.json", "b.axsnap.json"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("role-removed"))
        #expect(result.stdout.contains("\"Play, button\" -> \"Play\""))
    }

    @Test func importedDumpsDiffDirectly() throws {
        let before = Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml")
        let same = try CommandRunner.run(["diff", before, before, "--format", "json"], in: Fixtures.root.path)
        #expect(same.status == 0, "\(same.stderr)")
        #expect((try json(same.stdout)["screens"] as? [[String: Any]])?.isEmpty == true)
        let after = Fixtures.path("real/xcuitest/alumnium_todolist_v2.xml")
        let changed = try CommandRunner.run(["diff", before, after], in: Fixtures.root.path)
        #expect(changed.status == 0, "\(changed.stderr)")
        #expect(changed.stdout.contains("added"))
    }

    @Test func aBareRepositoryComparesRevisions() throws {
        let repository = try history()
        defer { repository.delete() }
        let bare = repository.scratch.appendingPathComponent("bare.git").path
        try repository.run(["clone", "-q", "--bare", repository.path, bare], in: repository.scratch.path)
        let result = try CommandRunner.run(["diff", "--repo", bare, "HEAD~2", "HEAD", "--format", "json"], in: repository.scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(rules(try json(result.stdout)).contains("label-removed"))
        let local = try CommandRunner.run(["diff", "--repo", bare], in: repository.scratch.path)
        #expect(local.status == 2)
        #expect(local.stderr.contains("bare repository"))
    }

    @Test func errorsQuoteTheRevisionAndExitTwo() throws {
        let repository = try history()
        defer { repository.delete() }
        let unknown = try CommandRunner.run(["diff", "fetaure/x"], in: repository.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("'fetaure/x'"))
        let tooMany = try CommandRunner.run(["diff", "a", "b", "c"], in: repository.path)
        #expect(tooMany.status == 2)
        let missing = try CommandRunner.run(["diff", "HEAD~1", "HEAD", "--", "snapshots/Nope.axsnap.json"], in: repository.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("Nope.axsnap.json"))
    }

    @Test func aBrokenSnapshotIsReportedAndTheOthersStillCompared() throws {
        let repository = try history()
        defer { repository.delete() }
        try repository.commit("Break one, change another", files: [
            "snapshots/Broken.axsnap.json": "{\"axsnap\": 1, \"screen\": \"B\", \"root\": {\"label\": 5}}\n",
            "snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"),
        ])
        let result = try CommandRunner.run(["diff", "HEAD~1", "HEAD", "--format", "json"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("snapshots/Broken.axsnap.json:1:48: error: \"label\" must be a string, found a number"))
        #expect((try json(result.stdout)["screens"] as? [[String: Any]])?.map { $0["path"] as? String } == ["snapshots/Player.axsnap.json"])
    }

    @Test func listingSnapshotsAtARevision() throws {
        let repository = try history()
        defer { repository.delete() }
        try repository.commit("Add Player", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"), "notes.txt": "x"])
        #expect(try CommandRunner.run(["ls"], in: repository.path).stdout == "snapshots/Player.axsnap.json\nsnapshots/Settings.axsnap.json\n")
        #expect(try CommandRunner.run(["ls", "HEAD~1"], in: repository.path).stdout == "snapshots/Settings.axsnap.json\n")
        let json = try json(try CommandRunner.run(["ls", "--format", "json"], in: repository.path).stdout)
        #expect((json["files"] as? [[String: Any]])?.count == 2)
    }

    @Test func snapshotRootsComeFromTheConfiguration() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: [
            "ios/screens/Player.axsnap.json": try DemoSnapshots.text("Player"),
            ".axdiff.yml": "snapshots: [ios/screens]\nrules:\n  role-removed: warning\n",
        ])
        #expect(try CommandRunner.run(["ls"], in: repository.path).stdout == "ios/screens/Player.axsnap.json\n")
        try repository.write("ios/screens/Player.axsnap.json", try DemoSnapshots.edited("Player", [("\"traits\": [\"button\", \"startsMediaSession\"]", "\"traits\": [\"startsMediaSession\"]")]))
        let result = try CommandRunner.run(["diff", "--format", "json"], in: repository.path)
        let regression = ((try json(result.stdout)["screens"] as? [[String: Any]])?.first?["regressions"] as? [[String: Any]])?.first
        #expect(regression?["rule"] as? String == "role-removed")
        #expect(regression?["severity"] as? String == "warning")
        #expect(((regression?["element"] as? [String: Any])?["path"] as? String)?.hasSuffix("> Play") == true)
    }

    @Test func aBadConfigurationNamesTheKey() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: [
            "snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"),
            ".axdiff.yml": "rules:\n  label-removd: error\n",
        ])
        let result = try CommandRunner.run(["diff"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".axdiff.yml:2: error: unknown rule \"label-removd\""))
    }
}
