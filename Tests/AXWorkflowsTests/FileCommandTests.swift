import AXImport
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// show, validate and format as a user runs them: exit codes, messages, and files untouched on
/// errors.
@Suite struct FileCommandTests {
    private func scratch(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func showPrintsStopsUnreachableAndHeadings() throws {
        let result = try CommandRunner.run(["show", Fixtures.path("model/spec-example.axsnap.json")], in: Fixtures.root.path)
        #expect(result.status == 0)
        #expect(result.stdout.contains("  1. Settings, heading  (line 12)"))
        #expect(result.stdout.contains("  2. Dark Theme, Off, switch button. Double tap to toggle setting.  (line 19)"))
        #expect(result.stdout.contains("#darkThemeSwitch: nested inside the accessibility element \"Dark Theme\" #darkThemeRow (line 19)"))
        #expect(result.stdout.contains("Headings:\n  - Settings"))
    }

    /// `diff FILE MISSING` names the missing file, inside a repository or not; a branch that
    /// happens to share a file's name is still a revision.
    @Test func diffOfAFileAndAMissingOneNamesTheMissingOne() throws {
        let folder = try scratch(["a.yml": "- button \"A\"\n"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let outside = try CommandRunner.run(["diff", "a.yml", "missing.yml"], in: folder.path)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("missing.yml: error: no such file; 'a.yml' is a file"), "\(outside.stderr)")
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"), "main": "a file named like the branch\n"])
        try repository.commit("Again", files: ["README.md": "x\n"])
        let inside = try CommandRunner.run(["diff", "main", "missing.yml"], in: repository.path)
        #expect(inside.status == 2)
        #expect(inside.stderr.contains("missing.yml: error: no such file; 'main' is a file"), "\(inside.stderr)")
        let branch = try CommandRunner.run(["diff", "main", "HEAD~1"], in: repository.path)
        #expect(branch.status == 0, "\(branch.stderr)")
    }

    /// Phone or pad is iOS's notion: a page is "web", not "web, phone".
    @Test func showNamesTheDeviceClassOnIOSOnly() throws {
        let folder = try scratch([
            "page.axsnap.json": #"{"axsnap": 1, "screen": "Page", "platform": "web", "root": {"type": "RootWebArea", "label": "Page"}}"#,
            "app.axsnap.json": #"{"axsnap": 1, "screen": "App", "root": {"type": "UIWindow"}}"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let web = try CommandRunner.run(["show", "page.axsnap.json"], in: folder.path)
        #expect(web.stdout.hasPrefix("Page (web)  page.axsnap.json"), "\(web.stdout)")
        let ios = try CommandRunner.run(["show", "app.axsnap.json"], in: folder.path)
        #expect(ios.stdout.hasPrefix("App (ios, phone)  app.axsnap.json"), "\(ios.stdout)")
        let android = try CommandRunner.run(["import", Fixtures.path("real/uiautomator/nora_ui_dump2.xml"), "--from", "appium-xcuitest"], in: folder.path)
        #expect(android.stderr.contains("error: not an Appium XCUITest page source"), "\(android.stderr)")
        // XML named as a Chrome tree: which kind it is, not a JSON parse error about "<".
        let xml = try CommandRunner.run(["import", Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml"), "--from", "chrome-axtree"], in: folder.path)
        #expect(xml.status == 2)
        #expect(xml.stderr.contains("it looks like an Appium XCUITest page source: import it with --from appium-xcuitest, or without --from"), "\(xml.stderr)")
    }

    @Test func showJSONHasTheDocumentedShape() throws {
        let result = try CommandRunner.run(["show", "--format", "json", Fixtures.path("model/spec-example.axsnap.json")], in: Fixtures.root.path)
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(json["screen"] as? String == "Settings")
        let stops = try #require(json["focusStops"] as? [[String: Any]])
        #expect(stops.map { $0["index"] as? Int } == [1, 2])
        #expect(stops[1]["id"] as? String == "darkThemeRow")
        #expect(stops[1]["line"] as? Int == 19)
        let unreachable = try #require(json["unreachable"] as? [[String: Any]])
        #expect(unreachable.map { $0["reason"] as? String } == ["nested", "nested"])
        #expect(unreachable.map { $0["by"] as? String } == ["darkThemeRow", "darkThemeRow"])
        #expect((json["headings"] as? [[String: Any]])?.count == 1)
    }

    @Test func validateChecksEveryFileAndExitsTwoOnAnyError() throws {
        let folder = try scratch([
            "good.axsnap.json": try DemoSnapshots.text("Player"),
            "bad.axsnap.json": "{\"axsnap\": 1,\n \"screen\": \"S\",\n \"root\": {\"label\": 5}}",
            "newer.axsnap.json": "{\"axsnap\": 7, \"screen\": \"S\", \"root\": {}}",
            "warn.axsnap.json": "{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"colour\": \"red\"}}",
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "."], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("./bad.axsnap.json:3:20: error: \"label\" must be a string, found a number"))
        #expect(result.stderr.contains("./newer.axsnap.json:1:12: error: this snapshot uses axsnap format version 7, but this axdiff reads version 1 only: upgrade axdiff to read it"))
        #expect(result.stderr.contains("./warn.axsnap.json:1:39: warning: unknown key \"colour\""))
        #expect(result.stdout.contains("valid ./good.axsnap.json"))
        #expect(result.stdout.contains("valid ./warn.axsnap.json"))
        let onlyGood = try CommandRunner.run(["validate", "good.axsnap.json", "warn.axsnap.json"], in: folder.path)
        #expect(onlyGood.status == 0)
    }

    @Test func formatRewritesInPlaceAndCheckWritesNothing() throws {
        let messy = "{\"root\":{\"label\":\"Hi\",\"accessible\":true},\"screen\":\"S\",\"axsnap\":1}"
        let folder = try scratch(["a.axsnap.json": messy, "b.axsnap.json": try DemoSnapshots.text("Player")])
        defer { try? FileManager.default.removeItem(at: folder) }
        let check = try CommandRunner.run(["format", "--check", "."], in: folder.path)
        #expect(check.status == 1)
        #expect(check.stdout == "not canonical: ./a.axsnap.json\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("a.axsnap.json"), encoding: .utf8) == messy)
        let format = try CommandRunner.run(["format", "a.axsnap.json", "b.axsnap.json"], in: folder.path)
        #expect(format.status == 0)
        #expect(format.stdout == "formatted a.axsnap.json\n")
        #expect(try String(contentsOf: folder.appendingPathComponent("a.axsnap.json"), encoding: .utf8) == "{\n  \"axsnap\": 1,\n  \"screen\": \"S\",\n  \"root\": {\n    \"label\": \"Hi\",\n    \"accessible\": true\n  }\n}\n")
        #expect(try CommandRunner.run(["format", "--check", "."], in: folder.path).status == 0)
        // No temporary files are left behind.
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["a.axsnap.json", "b.axsnap.json"])
    }

    @Test func formatLeavesABrokenFileAsItWas() throws {
        let broken = "{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"frame\": [1, 2, 3]}}"
        let folder = try scratch(["broken.axsnap.json": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["format", "broken.axsnap.json"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("broken.axsnap.json:1:48: error: \"frame\" must have exactly 4 numbers"))
        #expect(try String(contentsOf: folder.appendingPathComponent("broken.axsnap.json"), encoding: .utf8) == broken)
    }

    @Test func formatKeepsPermissions() throws {
        let folder = try scratch(["a.axsnap.json": "{\"axsnap\":1,\"screen\":\"S\",\"root\":{}}"])
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("a.axsnap.json").path
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        #expect(try CommandRunner.run(["format", path], in: folder.path).status == 0)
        #expect(try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int == 0o640)
    }

    @Test func usageErrorsExitTwoAndHelpTeaches() throws {
        let missing = try CommandRunner.run(["show"], in: Fixtures.root.path)
        #expect(missing.status == 2)
        let unknown = try CommandRunner.run(["frobnicate"], in: Fixtures.root.path)
        #expect(unknown.status == 2)
        let help = try CommandRunner.run(["--help"], in: Fixtures.root.path)
        #expect(help.status == 0)
        // Its example names one of the repository's own snapshots (this one's, in snapshots/).
        #expect(help.stdout.split(separator: "\n").contains { $0.hasPrefix("  axdiff show snapshots/") && $0.hasSuffix(".axsnap.json") }, "\(help.stdout)")
        let version = try CommandRunner.run(["--version"], in: Fixtures.root.path)
        #expect(version.status == 0)
        #expect(!version.stdout.isEmpty)
    }

    @Test func importWritesACanonicalSnapshot() throws {
        let folder = try scratch([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = folder.appendingPathComponent("Todo.axsnap.json").path
        let result = try CommandRunner.run(["import", Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml"), "--screen", "Todo", "--output", output], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try CommandRunner.run(["format", "--check", output], in: folder.path).status == 0)
        let show = try CommandRunner.run(["show", output], in: folder.path)
        #expect(show.stdout.hasPrefix("Todo (ios"))
        let unknown = try scratch(["x.bin": "\u{01}\u{02}binary"])
        defer { try? FileManager.default.removeItem(at: unknown) }
        let bad = try CommandRunner.run(["import", "x.bin"], in: unknown.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("appium-xcuitest, uiautomator, chrome-axtree"))
    }

    /// `--from` takes every registered format's name, and `import --help` lists each with its
    /// summary: both come from the format values, not from text kept by hand.
    @Test func importHelpListsEveryFormatWithItsSummary() throws {
        let help = try CommandRunner.run(["import", "--help"], in: FileManager.default.temporaryDirectory.path)
        let words = help.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for format in ImportFormat.all {
            #expect(words.contains("\(format.id) - \(format.summary)"), "\(format.id): \(help.stdout)")
        }
        let folder = try scratch(["page.yml": ImportFormat.ariaSnapshot.example])
        defer { try? FileManager.default.removeItem(at: folder) }
        let named = try CommandRunner.run(["import", "page.yml", "--from", "aria-snapshot"], in: folder.path)
        #expect(named.status == 0, "\(named.stderr)")
        let unknown = try CommandRunner.run(["import", "page.yml", "--from", "aria"], in: folder.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("aria-snapshot"), "\(unknown.stderr)")
    }

    @Test func writtenFilesGetTheUsualMode() throws {
        let folder = try scratch([:])
        defer { try? FileManager.default.removeItem(at: folder) }
        let dump = Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml")
        for (umask, mode) in [("022", 0o644), ("027", 0o640)] {
            let output = folder.appendingPathComponent("Todo-\(umask).axsnap.json").path
            let result = try CommandRunner.run(["import", dump, "--output", output], in: folder.path, umask: umask)
            #expect(result.status == 0, "\(result.stderr)")
            #expect(try FileManager.default.attributesOfItem(atPath: output)[.posixPermissions] as? Int == mode, "umask \(umask)")
        }
    }
}
