import Foundation

/// Runs the built `axdiff` executable, as a user would, and captures what it prints.
public enum CommandRunner {
    public struct Result: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The `axdiff` binary beside the test bundle (`swift build --build-tests` builds both).
    public static var executable: URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        // The test bundle may be a directory (…/axdiffPackageTests.xctest/…) on some platforms.
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("axdiff").path) && folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder.appendingPathComponent("axdiff")
    }

    /// Runs `axdiff arguments...` in `directory` with a clean environment (no colour); with
    /// `umask` (octal, e.g. `"022"`), under that umask; with `terminal`, with standard output
    /// and error on a pseudo-terminal (through `script`; both then arrive in `stdout`).
    public static func run(
        _ arguments: [String], in directory: String, environment: [String: String] = [:], umask: String? = nil, terminal: Bool = false
    ) throws -> Result {
        let process = Process()
        if terminal {
            let command = ([executable.path] + arguments).map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
            process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
            process.arguments = ["-qec", (umask.map { "umask \($0) && " } ?? "") + command, "/dev/null"]
        } else if let umask {
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "umask \(umask) && exec \"$0\" \"$@\"", executable.path] + arguments
        } else {
            process.executableURL = executable
            process.arguments = arguments
        }
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "NO_COLOR": "1", "LC_ALL": "C"]
        env["HOME"] = ProcessInfo.processInfo.environment["HOME"]
        // Sanitizer settings reach the axdiff processes of a `scripts/test --sanitize` run.
        for key in ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS"] {
            env[key] = ProcessInfo.processInfo.environment[key]
        }
        for (key, value) in environment { env[key] = value }
        process.environment = env
        return try capture(process)
    }

    /// Runs a configured process to its end with `input` on its standard input, and captures
    /// what it prints (through files, so a large output cannot block it).
    public static func capture(_ process: Process, input: String = "") throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let out = scratch.appendingPathComponent("out"), err = scratch.appendingPathComponent("err"), inFile = scratch.appendingPathComponent("in")
        FileManager.default.createFile(atPath: out.path, contents: nil)
        FileManager.default.createFile(atPath: err.path, contents: nil)
        FileManager.default.createFile(atPath: inFile.path, contents: Data(input.utf8))
        let outHandle = try FileHandle(forWritingTo: out), errHandle = try FileHandle(forWritingTo: err)
        let inHandle = try FileHandle(forReadingFrom: inFile)
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = inHandle
        try process.run()
        process.waitUntilExit()
        try outHandle.close()
        try errHandle.close()
        try inHandle.close()
        return Result(
            status: process.terminationStatus,
            stdout: String(decoding: try Data(contentsOf: out), as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: err), as: UTF8.self))
    }
}

/// The demo app's snapshots in `snapshots/`, for building test repositories.
public enum DemoSnapshots {
    public static func text(_ screen: String) throws -> String {
        String(decoding: try Data(contentsOf: Fixtures.packageRoot.appendingPathComponent("snapshots/\(screen).axsnap.json")), as: UTF8.self)
    }

    /// The demo snapshot with `replacements` applied (each `(old, new)` must occur).
    public static func edited(_ screen: String, _ replacements: [(String, String)]) throws -> String {
        var text = try self.text(screen)
        for (old, new) in replacements {
            guard text.contains(old) else { throw EditFailed(screen: screen, text: old) }
            text = text.replacingOccurrences(of: old, with: new)
        }
        return text
    }

    public struct EditFailed: Error, CustomStringConvertible {
        public let screen: String
        public let text: String
        public var description: String { "\(screen): \(text) not found" }
    }
}

extension CommandRunner {
    /// `axdiff diff before.aria.yml after.aria.yml` over two blobs of a corpus project
    /// (`Tests/Fixtures/corpus/PROJECT/blobs`), copied into a scratch folder as a user's two
    /// ARIA snapshot files.
    public static func diffCorpusBlobs(_ project: String, _ before: String, _ after: String) throws -> Result {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-corpus-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, blob) in [("before", before), ("after", after)] {
            try Data(try Fixtures.bytes("corpus/\(project)/blobs/\(blob)")).write(to: folder.appendingPathComponent("\(name).aria.yml"))
        }
        return try run(["diff", "before.aria.yml", "after.aria.yml"], in: folder.path)
    }
}
