import AXTestSupport
import Foundation
import Testing

/// Outputs (`-o`, `--output`, `--report`, `import -o`) never replace what is not a regular
/// file, and a failed write is an error. Devices are reached through links in a scratch
/// folder, so a regression replaces the link, never the device itself (tests may run as root).
@Suite struct OutputWritingTests {
    private let dump = Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml")

    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-out-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func type(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    /// Runs axdiff through `bash -c script` with the binary as `$0` and the arguments as `$@`.
    private func shell(_ script: String, _ arguments: [String], in folder: URL) throws -> CommandRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script, CommandRunner.executable.path] + arguments
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LC_ALL": "C"]
        return try CommandRunner.capture(process)
    }

    @Test func aLinkToANullDeviceStaysALink() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("null").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/null")
        let result = try CommandRunner.run(["import", dump, "-o", link], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try type(link) == .typeSymbolicLink)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "/dev/null")
    }

    @Test func aLinkToStandardOutputReachesStandardOutput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("stdout").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/proc/self/fd/1")
        let result = try CommandRunner.run(["import", dump, "--screen", "Todo", "-o", link], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("\"screen\" : \"Todo\"") || result.stdout.contains("\"screen\": \"Todo\""))
        #expect(try type(link) == .typeSymbolicLink)
        let dash = try CommandRunner.run(["import", dump, "--screen", "Todo", "-o", "-"], in: folder.path)
        #expect(dash.status == 0, "\(dash.stderr)")
        #expect(dash.stdout == result.stdout)
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("-").path))
    }

    @Test func aFIFOIsWrittenNotReplaced() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("pipe").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader is there before axdiff opens the FIFO, as with a process substitution.
        let reader = open(fifo, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        let result = try CommandRunner.run(["import", dump, "--screen", "Todo", "-o", fifo], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        let count = read(reader, &buffer, buffer.count)
        #expect(count > 0)
        #expect(String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self).contains("Todo"))
    }

    @Test func aRegularFileThroughALinkIsReplacedAndTheLinkKept() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("real.axsnap.json").path
        let link = folder.appendingPathComponent("link.axsnap.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.axsnap.json")
        let result = try CommandRunner.run(["import", dump, "--screen", "Todo", "-o", link], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try type(link) == .typeSymbolicLink)
        #expect(try String(contentsOfFile: target, encoding: .utf8).contains("Todo"))
    }

    @Test func theSamePathTwiceIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["check", "--report", "sarif=out.x", "--report", "junit=./out.x"], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("--report sarif=out.x and --report junit=./out.x write the same file"), "\(result.stderr)")
        let withOutput = try CommandRunner.run(["check", "--report", "sarif=out.x", "-o", "out.x"], in: folder.path)
        #expect(withOutput.status == 2)
        #expect(withOutput.stderr.contains("write the same file"))
    }

    @Test func anOutputThatIsAFolderIsCalledAnOutput() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try CommandRunner.run(["import", dump, "--screen", "Todo", "-o", folder.path], in: folder.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a folder: give the output a file name"), "\(result.stderr)")
        #expect(!result.stderr.contains("snapshot file"), "\(result.stderr)")
    }

    /// A report sent to standard output beside the --format report would make neither readable.
    @Test func aReportOnStandardOutputBesideTheMainOneIsRefused() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        for path in ["-", "/dev/stdout"] {
            let result = try CommandRunner.run(["check", "--report", "json=\(path)"], in: folder.path)
            #expect(result.status == 2, "\(path): \(result.stdout)")
            #expect(result.stdout.isEmpty)
            #expect(result.stderr.contains("--report json=\(path) writes to standard output, where the --format report goes"), "\(result.stderr)")
        }
        // With the main report in a file, standard output is the JSON report's alone.
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player")])
        let alone = try CommandRunner.run(["check", "--base", "HEAD", "-o", "out.txt", "--report", "json=-"], in: repository.path)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout.hasPrefix("{"), "\(alone.stdout)")
        #expect(try String(contentsOfFile: repository.path + "/out.txt", encoding: .utf8).contains("PASS"))
    }

    @Test func aFullDeviceIsAnErrorNotSuccess() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let link = folder.appendingPathComponent("full").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "/dev/full")
        let file = try CommandRunner.run(["import", dump, "-o", link], in: folder.path)
        #expect(file.status == 2)
        #expect(file.stderr.contains("no space left on the device"), "\(file.stderr)")
        #expect(try type(link) == .typeSymbolicLink)
        let standardOutput = try shell("exec \"$0\" \"$@\" > /dev/full", ["import", dump], in: folder)
        #expect(standardOutput.status == 2)
        #expect(standardOutput.stderr.contains("cannot write to standard output"), "\(standardOutput.stderr)")
        let rules = try shell("exec \"$0\" \"$@\" > /dev/full", ["rules"], in: folder)
        #expect(rules.status == 2)
    }

    @Test func aBrokenPipeIsAnErrorWhenSIGPIPEIsIgnored() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A FIFO whose only reader is closed before axdiff starts: every write fails (EPIPE).
        let brokenPipe = "mkfifo pipe; exec 3<>pipe; exec 4>pipe; exec 3<&-; "
        let ignored = try shell(brokenPipe + "trap '' PIPE; \"$0\" \"$@\" >&4; echo \"status $?\"", ["import", dump], in: folder)
        #expect(ignored.stdout.contains("status 2"), "\(ignored.stdout) \(ignored.stderr)")
        #expect(ignored.stderr.contains("cannot write to standard output"))
        try? FileManager.default.removeItem(at: folder.appendingPathComponent("pipe"))
        let usual = try shell(brokenPipe + "\"$0\" \"$@\" >&4; echo \"status $?\"", ["import", dump], in: folder)
        #expect(usual.stdout.contains("status 141"), "\(usual.stdout) \(usual.stderr)")
        #expect(!usual.stderr.contains("cannot write"))
    }
}
