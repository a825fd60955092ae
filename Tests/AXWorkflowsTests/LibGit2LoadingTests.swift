import AXTestSupport
import Foundation
import Testing

/// libgit2 is opened by the first command that reads a repository (Sources/LibGit2Loader), not
/// at start-up: commands on files alone neither load it nor need it installed.
@Suite struct LibGit2LoadingTests {
    /// The libraries the dynamic linker opened for one run, from `LD_DEBUG=files`.
    static func librariesOpened(by arguments: [String], in directory: String) throws -> (CommandRunner.Result, [String]) {
        let result = try CommandRunner.run(arguments, in: directory, environment: ["LD_DEBUG": "files"])
        let opened = result.stderr.split(separator: "\n").compactMap { line -> String? in
            guard let range = line.range(of: "file=") else { return nil }
            return String(line[range.upperBound...].prefix { $0 != " " && $0 != ";" })
        }
        return (result, opened)
    }

    @Test func commandsOnFilesDoNotOpenLibgit2() throws {
        let folder = Fixtures.packageRoot.path
        for arguments in [
            ["--version"], ["validate", "snapshots/Cart.axsnap.json"], ["show", "snapshots/Cart.axsnap.json"],
            ["diff", "snapshots/Cart.axsnap.json", "snapshots/About.axsnap.json"], ["diff", "--format", "json", "snapshots/Cart.axsnap.json", "snapshots/Cart.axsnap.json"],
        ] {
            let (result, opened) = try Self.librariesOpened(by: arguments, in: folder)
            #expect(result.status == 0, "\(arguments): \(result.stderr.suffix(500))")
            try #require(!opened.isEmpty, "LD_DEBUG=files printed nothing: \(result.stderr.suffix(300))")
            #expect(!opened.contains { $0.contains("libgit2") }, "\(arguments) opened \(opened)")
        }
    }

    @Test func aCommandOnARepositoryOpensLibgit2() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write("snapshots/A.axsnap.json", DemoSnapshots.text("Cart"))
        try repository.commit("A")
        let (result, opened) = try Self.librariesOpened(by: ["ls"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        #expect(opened.contains { $0.hasPrefix("libgit2.so.") }, "\(opened)")
    }

    /// True where this process may make a mount namespace (root, with `unshare`).
    static let canHideLibgit2: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: "/usr/bin/unshare") else { return false }
        return (try? inMountNamespace("true").status) == 0
    }()

    /// Runs a shell script in a private mount namespace.
    static func inMountNamespace(_ script: String, in directory: String? = nil) throws -> CommandRunner.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/unshare")
        process.arguments = ["-m", "/bin/sh", "-c", script]
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        return try CommandRunner.capture(process)
    }

    /// With libgit2's file replaced by an empty one (a bind mount in a private mount namespace,
    /// so nothing outside the test sees it), a command on a repository stops with a message
    /// that names the library and how to install it; commands on files still work.
    @Test(.enabled(if: canHideLibgit2, "needs root and unshare for a private mount namespace"))
    func withoutLibgit2RepositoryCommandsSayWhatToInstall() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write("snapshots/A.axsnap.json", DemoSnapshots.text("Cart"))
        try repository.commit("A")
        let empty = repository.scratch.appendingPathComponent("empty.so").path
        _ = FileManager.default.createFile(atPath: empty, contents: nil)
        let axdiff = CommandRunner.executable.path
        let script = """
            library=$(ldconfig -p | awk '/libgit2\\.so\\.1\\./ { print $NF; exit }')
            test -n "$library" || { echo "no libgit2 in ldconfig's cache" >&2; exit 99; }
            mount --bind '\(empty)' "$(readlink -f "$library")" || exit 98
            '\(axdiff)' ls; echo "ls=$?"
            '\(axdiff)' history; echo "history=$?"
            '\(axdiff)' validate snapshots/A.axsnap.json; echo "validate=$?"
            '\(axdiff)' show snapshots/A.axsnap.json > /dev/null; echo "show=$?"
            """
        let result = try Self.inMountNamespace(script, in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("ls=2"), "\(result.stdout)")
        // Loaded in the background from the start (FilePrefetch), it fails the same way.
        #expect(result.stdout.contains("history=2"), "\(result.stdout)")
        #expect(result.stderr.contains("libgit2.so.1.5 could not be loaded"), "\(result.stderr)")
        #expect(result.stderr.contains("apt-get install libgit2-1.5"), "\(result.stderr)")
        #expect(result.stdout.contains("validate=0"), "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.contains("show=0"), "\(result.stdout) \(result.stderr)")
    }
}
