import AXTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A snapshot folder that cannot be read (chmod 000) is an error that says so, never its
/// snapshots "removed". Root reads any folder, so as root (CI containers) axdiff runs as the
/// `nobody` user through `setpriv`.
@Suite struct UnreadableFolderTests {
    @Test func aFolderThatCannotBeReadIsAnErrorNotARemoval() throws {
        let repository = try TestRepository()
        defer {
            chmod(repository.path + "/snapshots/locked", 0o755)
            repository.delete()
        }
        try repository.commit("Record", files: [
            "snapshots/Top.axsnap.json": try DemoSnapshots.text("About"),
            "snapshots/locked/About.axsnap.json": try DemoSnapshots.text("About"),
        ])
        // Readable by another user: the folders on the way, and a HOME that trusts the repository.
        for folder in [repository.scratch.path, repository.path] { chmod(folder, 0o755) }
        let home = repository.scratch.appendingPathComponent("nobody-home")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        try "[safe]\n\tdirectory = \(repository.path)\n".write(to: home.appendingPathComponent(".gitconfig"), atomically: true, encoding: .utf8)
        chmod(home.path, 0o755)
        chmod(home.appendingPathComponent(".gitconfig").path, 0o644)
        chmod(repository.path + "/snapshots/locked", 0)

        let process = Process()
        let asRoot = geteuid() == 0
        process.executableURL = URL(fileURLWithPath: asRoot ? "/usr/bin/setpriv" : CommandRunner.executable.path)
        let command = ["diff", "--brief"]
        process.arguments = asRoot
            ? ["--reuid=65534", "--regid=65534", "--clear-groups", CommandRunner.executable.path] + command
            : command
        process.currentDirectoryURL = URL(fileURLWithPath: repository.path)
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home.path, "NO_COLOR": "1", "LC_ALL": "C"]
        let result = try CommandRunner.capture(process)
        #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("cannot read 'snapshots/locked/About.axsnap.json'"), "\(result.stderr)")
        #expect(result.stderr.contains("permission denied"), "\(result.stderr)")
        #expect(!result.stdout.contains("removed"), "\(result.stdout)")
    }
}
