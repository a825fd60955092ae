import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// The conventions of command-line tools: --color with NO_COLOR, FORCE_COLOR and
/// CLICOLOR_FORCE; validate --strict, all errors per file, --format json|github; format and
/// validate without paths; UTF-16 files.
@Suite struct CLIConventionTests {
    private let snapshot = Fixtures.packageRoot.appendingPathComponent("snapshots/About.axsnap.json").path
    private let escape = "\u{1B}["

    @Test func colourFollowsTheFlagThenTheEnvironmentThenTheTerminal() {
        let none: [String: String] = [:]
        #expect(ColorMode.always.enabled(environment: ["NO_COLOR": "1"], isTerminal: false))
        #expect(!ColorMode.never.enabled(environment: ["FORCE_COLOR": "1"], isTerminal: true))
        #expect(ColorMode.auto.enabled(environment: none, isTerminal: true))
        #expect(!ColorMode.auto.enabled(environment: none, isTerminal: false))
        #expect(!ColorMode.auto.enabled(environment: ["NO_COLOR": "1"], isTerminal: true))
        #expect(ColorMode.auto.enabled(environment: ["NO_COLOR": ""], isTerminal: true))
        #expect(ColorMode.auto.enabled(environment: ["FORCE_COLOR": "1"], isTerminal: false))
        #expect(ColorMode.auto.enabled(environment: ["FORCE_COLOR": "3"], isTerminal: false))
        #expect(!ColorMode.auto.enabled(environment: ["FORCE_COLOR": "0"], isTerminal: false))
        #expect(ColorMode.auto.enabled(environment: ["CLICOLOR_FORCE": "1"], isTerminal: false))
        #expect(!ColorMode.auto.enabled(environment: ["NO_COLOR": "1", "FORCE_COLOR": "1"], isTerminal: false))
        #expect(!ColorMode.auto.enabled(environment: ["CLICOLOR": "0"], isTerminal: true))
        #expect(!ColorMode.auto.enabled(environment: ["TERM": "dumb"], isTerminal: true))
    }

    @Test func theColorOptionAndVariablesReachTheOutput() throws {
        let folder = Fixtures.packageRoot.path
        #expect(!(try CommandRunner.run(["show", snapshot], in: folder).stdout.contains(escape)))
        #expect(try CommandRunner.run(["show", snapshot, "--color", "always"], in: folder).stdout.contains(escape))
        #expect(try CommandRunner.run(["show", snapshot], in: folder, environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).stdout.contains(escape))
        #expect(try CommandRunner.run(["show", snapshot], in: folder, environment: ["NO_COLOR": "", "CLICOLOR_FORCE": "1"]).stdout.contains(escape))
        #expect(!(try CommandRunner.run(["show", snapshot, "--color", "never"], in: folder, environment: ["NO_COLOR": "", "FORCE_COLOR": "1"]).stdout.contains(escape)))
        let terminal = try CommandRunner.run(["show", snapshot], in: folder, environment: ["NO_COLOR": "", "TERM": "xterm"], terminal: true)
        #expect(terminal.stdout.contains(escape))
        for command in ["diff", "check", "history", "bisect", "rules", "validate", "show"] {
            let help = try CommandRunner.run([command, "--help"], in: folder)
            #expect(help.stdout.contains("--color <when>"), "\(command)")
        }
    }

    /// `--repo` and `--density` are one option group each: the same name, value and help in
    /// every command that takes them.
    @Test func sharedOptionsReadTheSameInEveryCommand() throws {
        let folder = Fixtures.packageRoot.path
        func words(_ command: String) throws -> String {
            try CommandRunner.run([command, "--help"], in: folder).stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        for command in ["audit", "bisect", "bisect-run", "check", "diff", "history", "ls", "rules"] {
            #expect(try words(command).contains("--repo <path> The repository (default: the one containing the current directory)."), "\(command)")
        }
        for command in ["check", "diff"] {
            #expect(try words(command).contains("--density <pixels-per-dp> Pixels per dp of Android snapshots whose frames are pixels"), "\(command)")
        }
        #expect(try words("import").contains("--density <density> Android display density"))
    }

    /// A snapshot with six errors and an unknown trait.
    private let broken = """
        {
          "axsnap": 1,
          "screen": "Multi",
          "platform": "windows",
          "root": {
            "type": "UIWindow",
            "frame": [0, 0, 393],
            "children": [
              {"type": "UIButton", "label": 42, "traits": ["buton"], "frame": [1, 2, 3, "4"]},
              {"type": "UIButton", "hidden": "no", "childOrder": "random"}
            ]
          }
        }

        """

    private func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-cli-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return folder
    }

    @Test func validateReportsEveryErrorInAFile() throws {
        let folder = try folder(["multi.axsnap.json": broken])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "multi.axsnap.json"], in: folder.path)
        #expect(result.status == 2)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [
            "multi.axsnap.json:4:15: error: \"platform\" must be \"ios\", \"android\" or \"web\", found \"windows\"",
            "multi.axsnap.json:7:14: error: \"frame\" must have exactly 4 numbers [x, y, width, height], found 3",
            "multi.axsnap.json:9:37: error: \"label\" must be a string, found a number",
            "multi.axsnap.json:9:81: error: \"frame\" must contain only numbers [x, y, width, height], found a string",
            "multi.axsnap.json:10:38: error: \"hidden\" must be a boolean, found a string",
            "multi.axsnap.json:10:58: error: \"childOrder\" must be \"given\" or \"geometric\", found \"random\"",
        ])
        #expect(result.stderr.contains("multi.axsnap.json:9:52: warning: unknown trait \"buton\""))
        let github = try CommandRunner.run(["validate", "--format", "github", "multi.axsnap.json"], in: folder.path)
        #expect(github.status == 2)
        #expect(github.stdout.contains("::error file=multi.axsnap.json,line=9,col=37,title=axdiff validate::\"label\" must be a string, found a number\n"))
        #expect(github.stdout.contains("::warning file=multi.axsnap.json,line=9,col=52,title=axdiff validate::unknown trait \"buton\""))
        let json = try CommandRunner.run(["validate", "--format", "json", "multi.axsnap.json"], in: folder.path)
        let value = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let file = try #require((value["files"] as? [[String: Any]])?.first)
        #expect((file["errors"] as? [[String: Any]])?.count == 6)
        #expect((file["errors"] as? [[String: Any]])?.first?["code"] as? String == "badValue")
        #expect(file["valid"] as? Bool == false && value["passed"] as? Bool == false)
    }

    @Test func validateGoesOnAfterDuplicateKeysAndChildrenThatAreNotElements() throws {
        let text = """
            {"axsnap": 1, "screen": "S", "screen": "T", "root": {"type": "UIWindow", "frame": [0, 0, 10, 10], "children": [
              {"type": "UIButton", "label": "A", "label": "B", "frame": [0, 0, 1, 1], "x": 1, "x": 2},
              5, "s",
              {"type": "UIButton", "frame": "x"},
              7
            ]}}
            """
        let folder = try folder(["dup.axsnap.json": text])
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "dup.axsnap.json"], in: folder.path)
        #expect(result.status == 2)
        let errors = result.stderr.split(separator: "\n").filter { $0.contains(": error: ") }
        #expect(errors == [
            "dup.axsnap.json:1:30: error: duplicate key \"screen\" at the top level",
            "dup.axsnap.json:2:38: error: duplicate key \"label\" in an element",
            "dup.axsnap.json:2:83: error: duplicate key \"x\" in an element",
            "dup.axsnap.json:3:3: error: each item of \"children\" must be an object (an element), found a number",
            "dup.axsnap.json:3:6: error: each item of \"children\" must be an object (an element), found a string",
            "dup.axsnap.json:4:33: error: \"frame\" must be an array of 4 numbers [x, y, width, height], found a string",
            "dup.axsnap.json:5:3: error: each item of \"children\" must be an object (an element), found a number",
        ], "\(result.stderr)")
        // Reading for a diff still stops at the first.
        let show = try CommandRunner.run(["show", "dup.axsnap.json"], in: folder.path)
        #expect(show.status == 2 && show.stderr.contains("dup.axsnap.json:1:30: error: duplicate key \"screen\""))
    }

    @Test func strictMakesWarningsFail() throws {
        let typo = try DemoSnapshots.text("About").replacingOccurrences(of: "\"button\"", with: "\"buton\"")
        let folder = try folder(["About.axsnap.json": typo])
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try CommandRunner.run(["validate", "About.axsnap.json"], in: folder.path).status == 0)
        let strict = try CommandRunner.run(["validate", "--strict", "About.axsnap.json"], in: folder.path)
        #expect(strict.status == 1)
        #expect(strict.stderr.contains("warning: unknown trait \"buton\""))
        #expect(strict.stderr.contains("with --strict"))
        let github = try CommandRunner.run(["validate", "--strict", "--format", "github", "About.axsnap.json"], in: folder.path)
        #expect(github.status == 1)
        #expect(github.stdout.hasPrefix("::error file=About.axsnap.json"))
    }

    @Test func formatAndValidateWithoutPathsTakeTheConfiguredRoots() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        let messy = try DemoSnapshots.text("About").replacingOccurrences(of: "\n  ", with: "\n      ")
        try repository.commit("Record", files: [
            ".axdiff.yml": "snapshots: [ios/snapshots]\n", "ios/snapshots/About.axsnap.json": messy, "other/Stray.axsnap.json": messy,
        ])
        let check = try CommandRunner.run(["format", "--check"], in: repository.path + "/ios")
        #expect(check.status == 1)
        #expect(check.stdout == "not canonical: snapshots/About.axsnap.json\n", "\(check.stdout)")
        #expect(check.stderr.contains("axdiff: no files given: the snapshot roots ios/snapshots (from .axdiff.yml)"))
        #expect(try CommandRunner.run(["format"], in: repository.path).status == 0)
        #expect(try CommandRunner.run(["format", "--check"], in: repository.path).status == 0)
        #expect(try String(contentsOfFile: repository.path + "/other/Stray.axsnap.json", encoding: .utf8) == messy)
        let validate = try CommandRunner.run(["validate"], in: repository.path)
        #expect(validate.stdout == "valid ios/snapshots/About.axsnap.json (13 elements, 10 focus stops)\n", "\(validate.stdout)")
        let outside = try CommandRunner.run(["format"], in: repository.scratch.path)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("no files given, and not inside a git repository"))
    }

    @Test func aUTF8ByteOrderMarkIsAccepted() throws {
        let bom = Data([0xEF, 0xBB, 0xBF])
        let folder = try folder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try (bom + Data(try DemoSnapshots.text("About").utf8)).write(to: folder.appendingPathComponent("About.axsnap.json"))
        try (bom + Data("{\"axsnap\": 1, \"screen\": 5}".utf8)).write(to: folder.appendingPathComponent("Bad.axsnap.json"))
        let validate = try CommandRunner.run(["validate", "About.axsnap.json"], in: folder.path)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.hasPrefix("valid About.axsnap.json ("))
        #expect(try CommandRunner.run(["show", "About.axsnap.json"], in: folder.path).stdout.contains("focus stops"))
        // Columns count from the first character after the mark, as an editor shows them.
        let bad = try CommandRunner.run(["validate", "Bad.axsnap.json"], in: folder.path)
        #expect(bad.stderr.contains("Bad.axsnap.json:1:25: error: \"screen\" must be a string"), "\(bad.stderr)")
        // format writes the canonical form, which has no byte-order mark.
        #expect(try CommandRunner.run(["format", "--check", "About.axsnap.json"], in: folder.path).status == 1)
        #expect(try CommandRunner.run(["format", "About.axsnap.json"], in: folder.path).status == 0)
        #expect(try Data(contentsOf: folder.appendingPathComponent("About.axsnap.json")).prefix(3) != bom)
    }

    @Test func utf16FilesAreDetectedAndRead() throws {
        let dump = try Fixtures.text("real/xcuitest/alumnium_todolist_v1.xml")
        let snapshot = try DemoSnapshots.text("About")
        let folder = try folder([:])
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // As PowerShell's `>` writes: UTF-16 little-endian with a byte-order mark.
        func utf16(_ text: String, littleEndian: Bool = true, mark: Bool = true) -> Data {
            var bytes: [UInt8] = mark ? (littleEndian ? [0xFF, 0xFE] : [0xFE, 0xFF]) : []
            for unit in text.utf16 {
                let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
                bytes += littleEndian ? pair : pair.reversed()
            }
            return Data(bytes)
        }
        try utf16(dump).write(to: folder.appendingPathComponent("dump.xml"))
        try utf16(snapshot).write(to: folder.appendingPathComponent("About.axsnap.json"))
        try utf16(snapshot, littleEndian: false, mark: false).write(to: folder.appendingPathComponent("About-be.axsnap.json"))
        let imported = try CommandRunner.run(["import", "dump.xml", "--screen", "Todo"], in: folder.path)
        let fromUTF8 = try CommandRunner.run(["import", Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml"), "--screen", "Todo"], in: folder.path)
        #expect(imported.status == 0, "\(imported.stderr)")
        #expect(imported.stdout == fromUTF8.stdout)
        // A UTF-16 file says so in its declaration, and a UTF-8 copy made with iconv keeps it.
        let declared = dump.replacingOccurrences(of: "encoding=\"UTF-8\"", with: "encoding=\"UTF-16\"")
        #expect(declared != dump)
        try utf16(declared).write(to: folder.appendingPathComponent("declared16.xml"))
        try Data(declared.utf8).write(to: folder.appendingPathComponent("converted.xml"))
        for name in ["declared16.xml", "converted.xml"] {
            let result = try CommandRunner.run(["import", name, "--screen", "Todo"], in: folder.path)
            #expect(result.status == 0 && result.stdout == fromUTF8.stdout, "\(name): \(result.stderr)")
        }
        let validate = try CommandRunner.run(["validate", "About.axsnap.json", "About-be.axsnap.json", "dump.xml"], in: folder.path)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(try CommandRunner.run(["diff", "About.axsnap.json", Fixtures.packageRoot.appendingPathComponent("snapshots/About.axsnap.json").path], in: folder.path).stdout.contains("0 screens changed"))
        // format rewrites it as canonical UTF-8.
        #expect(try CommandRunner.run(["format", "About.axsnap.json"], in: folder.path).status == 0)
        #expect(try String(contentsOf: folder.appendingPathComponent("About.axsnap.json"), encoding: .utf8) == snapshot)
    }
}
