import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// Broken and hostile inputs: each gets one clear line (what and where) and exit 2, and the
/// good files beside it are still processed.
@Suite struct BadInputTests {
    /// File name -> the error after "PATH:" (from Tests/Fixtures/bad-inputs/EXPECTED.md).
    static let expected: [String: String] = {
        guard let text = try? Fixtures.text("bad-inputs/EXPECTED.md") else { return [:] }
        var result: [String: String] = [:]
        for line in text.split(separator: "\n") where line.hasPrefix("| ") && line.contains(".axsnap.json") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 3 else { continue }
            var message = cells[2]
            while message.hasPrefix("`") { message.removeFirst() }
            while message.hasSuffix("`") { message.removeLast() }
            message = message.trimmingCharacters(in: .whitespaces)
            result[cells[1]] = message
        }
        return result
    }()

    /// A scratch folder with the bad inputs, the good snapshot, and the generated cases.
    private func corpus() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-bad-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in Self.expected.keys.sorted() + ["good.axsnap.json"] {
            try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("bad-inputs/\(name)"), to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func theCorpusIsComplete() {
        #expect(Self.expected.count == 12)
    }

    @Test func validateReportsEachBrokenFileOnOneLineAndKeepsGoing() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "."], in: folder.path)
        #expect(result.status == 2)
        let lines = result.stderr.split(separator: "\n").map(String.init)
        for (file, message) in Self.expected {
            let expected = message.hasPrefix("error:") ? "./\(file): \(message)" : "./\(file):\(message)"
            #expect(lines.contains(expected), "\(file): \(lines.filter { $0.contains(file) })")
        }
        #expect(lines.count == Self.expected.count)
        #expect(result.stdout.contains("valid ./good.axsnap.json"))
    }

    @Test func showReportsTheBrokenFilesAndShowsTheGoodOne() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["show", "good.axsnap.json", "truncated.axsnap.json", "binary.axsnap.json"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stdout.contains("Now Playing, heading"))
        #expect(result.stderr == "truncated.axsnap.json:5:19: error: unterminated string: missing the closing quote\nbinary.axsnap.json:1:1: error: the top level of a snapshot must be a JSON object, found byte 0x89\n")
    }

    @Test func diffAndCheckReportTheBrokenScreenAndCompareTheOthers() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: [
            "snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"),
            "snapshots/Sound.axsnap.json": try DemoSnapshots.text("Sound"),
        ])
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.write("snapshots/Player.axsnap.json", try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")]))
        for (name, _) in Self.expected {
            try FileManager.default.copyItem(at: Fixtures.root.appendingPathComponent("bad-inputs/\(name)"), to: URL(fileURLWithPath: repository.path).appendingPathComponent("snapshots/\(name)"))
        }
        try repository.commit("Break things")
        for arguments in [["diff", "main", "feature"], ["check", "--base", "main"]] {
            let result = try CommandRunner.run(arguments + ["--format", "json"], in: repository.path)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stdout.contains("\"label-removed\""), "\(arguments): the good screen is still compared")
            for (file, message) in Self.expected {
                #expect(result.stderr.contains("snapshots/\(file)"), "\(arguments): \(file)")
                if !message.hasPrefix("error:") {
                    #expect(result.stderr.contains("snapshots/\(file):\(message)") || file == "lfs-pointer.axsnap.json", "\(arguments): \(file)")
                }
            }
            // A git-LFS pointer read from git says to run git lfs pull.
            #expect(result.stderr.contains("git lfs pull"))
        }
    }

    @Test func deepWideAndHugeInputs() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        // 200,000 levels of nesting: a clear error at the depth limit, no stack overflow.
        var deep = #"{"axsnap": 1, "screen": "Deep", "root": "#
        deep += String(repeating: #"{"children": ["#, count: 200_000) + String(repeating: "]}", count: 200_000) + "}\n"
        try Data(deep.utf8).write(to: folder.appendingPathComponent("deep.axsnap.json"))
        // A 50,000-wide flat tree and a 1 MB label: valid, and read quickly.
        let wide = #"{"axsnap": 1, "screen": "Wide", "root": {"children": ["# + Array(repeating: #"{"label": "Row", "accessible": true}"#, count: 50_000).joined(separator: ",") + "]}}\n"
        try Data(wide.utf8).write(to: folder.appendingPathComponent("wide.axsnap.json"))
        let huge = #"{"axsnap": 1, "screen": "Huge", "root": {"label": ""# + String(repeating: "x", count: 1_000_000) + #"", "traits": ["button"], "accessible": true}}"# + "\n"
        try Data(huge.utf8).write(to: folder.appendingPathComponent("huge.axsnap.json"))
        let result = try CommandRunner.run(["validate", "deep.axsnap.json", "wide.axsnap.json", "huge.axsnap.json"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("deep.axsnap.json:1:"))
        #expect(result.stderr.contains("error: the tree is nested deeper than 512 elements; axdiff reads trees up to 512 levels deep"))
        #expect(result.stdout.contains("valid wide.axsnap.json (50001 elements, 50000 focus stops)"))
        #expect(result.stdout.contains("valid huge.axsnap.json (1 element, 1 focus stop)"))
        // The 1 MB label is shortened when shown, never printed whole.
        let show = try CommandRunner.run(["show", "huge.axsnap.json"], in: folder.path)
        #expect(show.status == 0)
        #expect(show.stdout.count < 10_000)
    }

    @Test func directoriesUnreadableFilesAndSymlinkLoops() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let manager = FileManager.default
        try manager.createDirectory(at: folder.appendingPathComponent("Folder.axsnap.json"), withIntermediateDirectories: true)
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("loop").path, withDestinationPath: ".")
        try manager.createSymbolicLink(atPath: folder.appendingPathComponent("self.axsnap.json").path, withDestinationPath: "self.axsnap.json")
        let result = try CommandRunner.run(["validate", "."], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("./Folder.axsnap.json: error: is a directory, not a snapshot file"))
        #expect(result.stderr.contains("./loop: error: symlink loop: this folder was already searched; remove the link that points back to it"))
        #expect(result.stderr.contains("./self.axsnap.json: error: too many levels of symbolic links (a symlink loop)"))
        #expect(result.stdout.contains("valid ./good.axsnap.json"))
        let direct = try CommandRunner.run(["show", "Folder.axsnap.json"], in: folder.path)
        #expect(direct.status == 2)
        #expect(direct.stderr == "Folder.axsnap.json: error: is a directory, not a snapshot file\n")
        // Unreadable files: root reads anything, so check the message where the test can.
        #expect(FileIO.error("x.axsnap.json", EACCES).description == "x.axsnap.json: error: permission denied: make the file readable (chmod +r) or run as its owner")
        if getuid() != 0 {
            let locked = folder.appendingPathComponent("locked.axsnap.json")
            try Data("{}".utf8).write(to: locked)
            try manager.setAttributes([.posixPermissions: 0], ofItemAtPath: locked.path)
            let unreadable = try CommandRunner.run(["validate", "locked.axsnap.json"], in: folder.path)
            #expect(unreadable.stderr.contains("permission denied"))
        }
    }

    /// Two files are two arguments, not two revisions: a broken or missing one is said as
    /// itself (the first argument's error first), never as "the earlier revision".
    @Test func diffOfTwoFilesSaysEachFilesOwnError() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = try CommandRunner.run(["diff", "truncated.axsnap.json", "good.axsnap.json"], in: folder.path)
        #expect(broken.status == 2)
        #expect(broken.stderr.hasPrefix("truncated.axsnap.json:"), "\(broken.stderr)")
        #expect(broken.stderr.contains(Self.expected["truncated.axsnap.json"] ?? "?"), "\(broken.stderr)")
        #expect(!broken.stderr.contains("earlier revision"), "\(broken.stderr)")
        let both = try CommandRunner.run(["diff", "truncated.axsnap.json", "binary.axsnap.json"], in: folder.path)
        #expect(both.status == 2)
        #expect(both.stderr.hasPrefix("truncated.axsnap.json:"), "\(both.stderr)")
        let missing = try CommandRunner.run(["diff", "good.axsnap.json", "gone.axsnap.json"], in: folder.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("gone.axsnap.json: error: no such file"), "\(missing.stderr)")
        let fine = try CommandRunner.run(["diff", "good.axsnap.json", "good.axsnap.json"], in: folder.path)
        #expect(fine.status == 0, "\(fine.stderr)")
    }

    @Test func interruptedFormatLeavesNoPartialFiles() throws {
        let folder = try corpus()
        defer { try? FileManager.default.removeItem(at: folder) }
        // Many large, non-canonical files to rewrite, interrupted part way.
        let messy = (try DemoSnapshots.text("Contacts")).replacingOccurrences(of: "\n", with: " ")
        for index in 0..<200 {
            try Data(messy.utf8).write(to: folder.appendingPathComponent("m\(index).axsnap.json"))
        }
        for signalNumber in [SIGINT, SIGTERM] {
            let process = Process()
            process.executableURL = CommandRunner.executable
            process.arguments = ["format"] + (0..<200).map { "m\($0).axsnap.json" }
            process.currentDirectoryURL = folder
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            usleep(20_000)
            kill(process.processIdentifier, signalNumber)
            process.waitUntilExit()
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".axdiff-") }
            #expect(leftovers.isEmpty, "\(leftovers)")
            // Every file is either the original or fully rewritten: each still parses.
            let check = try CommandRunner.run(["validate", "-q"] + (0..<200).map { "m\($0).axsnap.json" }, in: folder.path)
            #expect(check.status == 0, "\(check.stderr)")
        }
    }
}
