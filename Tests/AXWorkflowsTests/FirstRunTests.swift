import AXTestSupport
import Foundation
import Testing

/// `scripts/demo` is a newcomer's first command: on a machine without libgit2-dev and
/// pkg-config it installs them before building (as root), or says what to install, instead of
/// failing in the build. Run against stand-ins for apt-get, dpkg, id and swift that record
/// their calls, on a PATH without pkg-config.
@Suite struct FirstRunTests {
    private struct Run {
        var status: Int32
        var stderr: String
        var calls: [String]
    }

    private func runDemo(asRoot: Bool) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-first-run-\(UUID().uuidString)")
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log = scratch.appendingPathComponent("calls").path
        // The real tools the script needs before building.
        for tool in ["bash", "env", "dirname", "cat", "sed", "git"] {
            let found = ["/usr/bin/", "/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
            let target = try #require(found, "\(tool) not found")
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: target)
        }
        let stubs = [
            "dpkg": "exit 1",  // libgit2-dev is not installed
            "id": "echo \(asRoot ? 0 : 1000)",
            "apt-get": "echo \"apt-get $*\" >> \(log)",
            "swift": "echo \"swift $*\" >> \(log); exit 3",  // stop the demo at its build
        ]
        for (name, body) in stubs {
            let path = bin.appendingPathComponent(name).path
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Fixtures.packageRoot.appendingPathComponent("scripts/demo").path]
        process.environment = ["PATH": bin.path, "HOME": scratch.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let calls = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return Run(status: process.terminationStatus, stderr: stderr, calls: calls)
    }

    @Test func asRootTheDemoInstallsWhatTheBuildNeedsFirst() throws {
        let run = try runDemo(asRoot: true)
        #expect(run.calls.first == "apt-get update -qq", "\(run.calls)")
        #expect(run.calls.dropFirst().first == "apt-get install -y -qq pkg-config libgit2-dev", "\(run.calls)")
        #expect(run.calls.dropFirst(2).first?.hasPrefix("swift build") == true, "\(run.calls)")
    }

    @Test func otherwiseItSaysWhatToInstallBeforeBuilding() throws {
        let run = try runDemo(asRoot: false)
        #expect(run.status == 2)
        #expect(run.calls.isEmpty, "nothing is installed or built: \(run.calls)")
        #expect(run.stderr.contains("scripts/demo: pkg-config libgit2-dev missing: run as root, or install them with: sudo apt-get install pkg-config libgit2-dev"), "\(run.stderr)")
    }
}
