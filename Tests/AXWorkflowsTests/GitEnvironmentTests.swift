import AXTestSupport
import Foundation
import Testing

/// axdiff finds the repository, working tree and index as git does when git's variables are
/// set: in a hook git runs, or a script with GIT_DIR.
@Suite struct GitEnvironmentTests {
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/About.axsnap.json": try DemoSnapshots.text("About")])
        return repository
    }

    @Test func aPreCommitHookDuringCommitAllSeesTheIndexGitIsBuilding() throws {
        let repository = try repository()
        defer { repository.delete() }
        let report = repository.scratch.appendingPathComponent("hook-report.txt").path
        let hook = """
            #!/bin/sh
            '\(CommandRunner.executable.path)' diff --staged --brief > '\(report)' 2>&1
            exit 0
            """
        let hookPath = repository.path + "/.git/hooks/pre-commit"
        try Data(hook.utf8).write(to: URL(fileURLWithPath: hookPath))
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hookPath)
        // Changed in the working tree only: `commit -a` stages it into the index it builds
        // for the hook (GIT_INDEX_FILE), not into .git/index.
        try repository.write("snapshots/About.axsnap.json", try DemoSnapshots.edited("About", [("\"label\": \"About\"", "\"label\": \"About us\"")]))
        try repository.git("commit", "-q", "-a", "-m", "Relabel")
        let seen = try String(contentsOfFile: report, encoding: .utf8)
        #expect(seen.contains("1 screen changed"), "\(seen)")
    }

    @Test func gitIndexFileNamesTheIndexRead() throws {
        let repository = try repository()
        defer { repository.delete() }
        // A second index holding a staged relabel; .git/index stays as committed.
        try repository.write("snapshots/About.axsnap.json", try DemoSnapshots.edited("About", [("\"label\": \"About\"", "\"label\": \"About us\"")]))
        try repository.git("add", "snapshots")
        let other = repository.scratch.appendingPathComponent("other-index").path
        try FileManager.default.copyItem(atPath: repository.path + "/.git/index", toPath: other)
        try repository.git("reset", "-q")
        try repository.git("checkout", "--", "snapshots")
        let plain = try CommandRunner.run(["diff", "--staged", "--brief"], in: repository.path)
        #expect(plain.stdout.contains("0 screens changed"), "\(plain.stdout)")
        let staged = try CommandRunner.run(["diff", "--staged", "--brief"], in: repository.path, environment: ["GIT_INDEX_FILE": other])
        #expect(staged.stdout.contains("1 screen changed"), "\(staged.stdout) \(staged.stderr)")
    }

    @Test func gitDirAndWorkTreeOpenTheRepositoryFromAnywhere() throws {
        let repository = try repository()
        defer { repository.delete() }
        let elsewhere = repository.scratch.path
        let environment = ["GIT_DIR": repository.path + "/.git", "GIT_WORK_TREE": repository.path]
        let listed = try CommandRunner.run(["ls"], in: elsewhere, environment: environment)
        #expect(listed.status == 0 && listed.stdout == "snapshots/About.axsnap.json\n", "\(listed.stdout) \(listed.stderr)")
        // Relative values are taken from the current directory, as git takes them.
        let relative = try CommandRunner.run(["ls"], in: elsewhere, environment: ["GIT_DIR": "repo/.git", "GIT_WORK_TREE": "repo"])
        #expect(relative.stdout == "snapshots/About.axsnap.json\n", "\(relative.stderr)")
        let missing = try CommandRunner.run(["ls"], in: elsewhere, environment: ["GIT_DIR": "nowhere/.git"])
        #expect(missing.status == 2 && missing.stderr.contains("nowhere"), "\(missing.stderr)")
        #expect(try CommandRunner.run(["ls"], in: elsewhere).status == 2)
    }

    @Test func headAtBraceNReadsHeadsReflog() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.commit("Relabel", files: ["snapshots/About.axsnap.json": try DemoSnapshots.edited("About", [("\"label\": \"About\"", "\"label\": \"About us\"")])])
        try repository.git("reset", "-q", "--hard", "HEAD~1")
        // HEAD@{1} is the relabelling commit HEAD left, which no branch names any more.
        let result = try CommandRunner.run(["diff", "HEAD", "HEAD@{1}", "--brief"], in: repository.path)
        #expect(result.status == 0 && result.stdout.contains("1 screen changed"), "\(result.stdout) \(result.stderr)")
    }
}
