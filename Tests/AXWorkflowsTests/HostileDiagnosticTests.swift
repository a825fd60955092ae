import AXTestSupport
import Foundation
import Testing

/// Values from files (trait names, keys, file names) cannot inject into a terminal or a CI log:
/// no raw control byte, and no line of their making that starts a workflow command.
@Suite struct HostileDiagnosticTests {
    private static let hostile = "t\n::error file=README.md::INJECTED\n::add-mask::x\u{1b}]0;pwned\u{07}\r\u{9b}31m"

    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let trait = String(decoding: try JSONEncoder().encode(Self.hostile), as: UTF8.self)
        let snapshot = "{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"label\": \"L\", \"traits\": [\(trait)], \(trait): 1}}\n"
        // The same snapshot under a hostile name, and under a plain one.
        try Data(snapshot.utf8).write(to: folder.appendingPathComponent("plain.axsnap.json"))
        try Data(snapshot.utf8).write(to: folder.appendingPathComponent("n\n::error file=README.md::NAME\u{1b}]0;x\u{07}.axsnap.json"))
        return folder
    }

    /// Lines a CI runner would take for workflow commands, and raw control bytes.
    private func problems(_ text: String, allowedCommands: [String] = []) -> [String] {
        var found: [String] = []
        for scalar in text.unicodeScalars where scalar != "\n" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) {
            found.append("raw control U+\(String(scalar.value, radix: 16))")
        }
        for line in text.split(separator: "\n") where line.hasPrefix("::") {
            if !allowedCommands.contains(where: { line.hasPrefix("::\($0) ") }) {
                found.append("workflow command: \(line)")
            }
        }
        return found
    }

    @Test func noCommandPrintsARawControlByteOrAWorkflowCommandFromInput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let runs: [([String], [String])] = [
            (["validate", "."], []),
            (["validate", "--format", "json", "."], []),
            (["validate", "--format", "github", "."], ["warning", "error"]),
            (["validate", "--strict", "."], []),
            (["format", "--check", "."], []),
            (["format", "."], []),
            (["show", "plain.axsnap.json"], []),
            (["show", "--format", "json", "plain.axsnap.json"], []),
            (["validate", "missing\n::error::x\u{1b}[2J"], []),
            (["diff", "--rule", "x\n::error::y"], []),
        ]
        for (arguments, allowed) in runs {
            let result = try CommandRunner.run(arguments, in: folder.path)
            #expect(problems(result.stdout, allowedCommands: allowed).isEmpty, "stdout of \(arguments): \(problems(result.stdout, allowedCommands: allowed))")
            #expect(problems(result.stderr).isEmpty, "stderr of \(arguments): \(problems(result.stderr))")
        }
    }

    /// A screen name or a file name that starts with a workflow command itself (no newline
    /// needed) lands at the start of a line in text reports and path lists.
    @Test func aNameThatStartsWithAWorkflowCommandIsInert() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        let screen = "::error file=README.md::SCREEN"
        let named = "{\"axsnap\": 1, \"screen\": \"\(screen)\", \"root\": {\"type\": \"UIButton\", \"label\": \"Pay\", \"traits\": [\"button\"], \"accessible\": true}}\n"
        let file = "snapshots/  ::warning::FILE.axsnap.json"
        try repository.commit("Record", files: ["snapshots/A.axsnap.json": named, file: named])
        try repository.write("snapshots/A.axsnap.json", named.replacingOccurrences(of: "\"label\": \"Pay\", ", with: ""))
        try repository.write(file, "{")
        let runs: [[String]] = [
            ["diff"], ["diff", "--format", "markdown"], ["check", "--base", "HEAD"], ["show", "snapshots/A.axsnap.json"],
            ["ls"], ["validate"], ["validate", "snapshots"], ["format", "--check"], ["history"], ["audit", "--format", "markdown"],
        ]
        for arguments in runs {
            let result = try CommandRunner.run(arguments, in: repository.path)
            for (name, text) in [("stdout", result.stdout), ("stderr", result.stderr)] {
                let commands = text.split(separator: "\n").filter { $0.drop(while: { $0 == " " }).hasPrefix("::") }
                #expect(commands.isEmpty, "\(name) of \(arguments): \(commands)")
            }
        }
        let diff = try CommandRunner.run(["diff"], in: repository.path)
        #expect(diff.stdout.contains(#"\u{3A}:error file=README.md::SCREEN"#), "\(diff.stdout)")
    }

    @Test func aHostileTraitIsNamedEscapedOnOneLine() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["validate", "plain.axsnap.json"], in: folder.path)
        #expect(result.stderr.contains(#"unknown trait "t\n::error file=README.md::INJECTED\n::add-mask::x\u{1B}]0;pwned\u{7}\u{D}\u{9B}31m""#), "\(result.stderr)")
    }
}
