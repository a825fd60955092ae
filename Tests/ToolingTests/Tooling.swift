import AXTestSupport
import Foundation
import Testing

/// Runs the project's scripts and the tools that check them (git, actionlint, hadolint,
/// shellcheck) as a user would: a real process, a chosen environment, output captured.
enum Tooling {
    typealias Result = CommandRunner.Result

    /// The package's root folder.
    static let root = Fixtures.packageRoot

    /// The folder holding the built `axdiff`.
    static var binFolder: String { CommandRunner.executable.deletingLastPathComponent().path }

    /// A clean environment: PATH with the built axdiff first, a private HOME, fixed git
    /// identities, no colour.
    static func environment(home: URL, extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PATH": binFolder + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"),
            "HOME": home.path,
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Ada Tester", "GIT_AUTHOR_EMAIL": "ada@example.com",
            "GIT_COMMITTER_NAME": "Ada Tester", "GIT_COMMITTER_EMAIL": "ada@example.com",
            "NO_COLOR": "1", "LC_ALL": "C",
        ]
        for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
            environment[key] = ProcessInfo.processInfo.environment[key]
        }
        for (key, value) in extra { environment[key] = value }
        return environment
    }

    /// Runs `command arguments...` (looked up on the environment's PATH) in `directory`.
    static func run(_ command: String, _ arguments: [String], in directory: URL, environment: [String: String], input: String? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = directory
        process.environment = environment
        return try CommandRunner.capture(process, input: input ?? "")
    }

    /// Runs git, failing the test with git's message when it fails.
    @discardableResult
    static func git(_ arguments: String..., in directory: URL, environment: [String: String], sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
        let result = try run("git", arguments, in: directory, environment: environment)
        try #require(result.status == 0, "git \(arguments.joined(separator: " ")) failed: \(result.stderr)", sourceLocation: sourceLocation)
        return result.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Whether a tool is on PATH; when not, the test records an issue that says how to install
    /// it (it must not pass without running the tool).
    static func require(_ tool: String, install: String, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
        let found = (try? run("sh", ["-c", "command -v \(tool)"], in: root, environment: environment(home: root)))?.status == 0
        if !found {
            Issue.record("\(tool) is not installed: run scripts/test, which installs it (or: \(install))", sourceLocation: sourceLocation)
        }
        return found
    }

    /// A scratch folder, deleted by the caller.
    static func scratch() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-tooling-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url.appendingPathComponent("home"), withIntermediateDirectories: true)
        return url
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func read(_ relative: String) throws -> String {
        String(decoding: try Data(contentsOf: root.appendingPathComponent(relative)), as: UTF8.self)
    }
}

extension CommandRunner.Result {
    /// Standard output, then standard error: for messages of failed expectations.
    var output: String { stdout + stderr }
}
