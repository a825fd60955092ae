import AXTestSupport
import Foundation
import Testing

/// `git replace` refs are honoured as git honours them: a replaced commit is read as its
/// replacement (tree and parents), unless `GIT_NO_REPLACE_OBJECTS` is set.
@Suite struct ReplaceRefTests {
    private let relabel = [("\"label\": \"About\"", "\"label\": \"\"")]

    /// Record, then a commit that loses the About label, then a harmless one on top.
    private func repository() throws -> (TestRepository, lost: String) {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/About.axsnap.json": try DemoSnapshots.text("About")])
        let lost = try repository.commit("Lose the label", files: ["snapshots/About.axsnap.json": try DemoSnapshots.edited("About", relabel)])
        try repository.commit("Notes", files: ["NOTES.md": "notes\n"])
        return (repository, lost)
    }

    @Test func aReplacedCommitIsReadAsItsReplacement() throws {
        let (repository, lost) = try repository()
        defer { repository.delete() }
        let before = try CommandRunner.run(["check", "--base", "HEAD~2", "--head", "HEAD~1"], in: repository.path)
        #expect(before.status == 1, "\(before.stdout) \(before.stderr)")
        // A fixed version of the lossy commit, with the same parent, replaces it: HEAD~1 now
        // reads as the fixed tree.
        let tree = try repository.git("rev-parse", "HEAD~2^{tree}").trimmingCharacters(in: .whitespacesAndNewlines)
        let fixed = try repository.git("commit-tree", tree, "-p", "HEAD~2", "-m", "Lose nothing")
            .trimmingCharacters(in: .whitespacesAndNewlines)
        try repository.git("replace", lost.trimmingCharacters(in: .whitespacesAndNewlines), fixed)
        let after = try CommandRunner.run(["check", "--base", "HEAD~2", "--head", "HEAD~1"], in: repository.path)
        #expect(after.status == 0, "\(after.stdout) \(after.stderr)")
        let ignored = try CommandRunner.run(
            ["check", "--base", "HEAD~2", "--head", "HEAD~1"], in: repository.path, environment: ["GIT_NO_REPLACE_OBJECTS": "1"])
        #expect(ignored.status == 1, "\(ignored.stdout) \(ignored.stderr)")
    }

    @Test func aGraftChangesTheHistoryWalked() throws {
        let (repository, _) = try repository()
        defer { repository.delete() }
        let plain = try CommandRunner.run(["history"], in: repository.path)
        #expect(plain.stdout.contains("Lose the label"), "\(plain.stdout) \(plain.stderr)")
        // HEAD's parent becomes the first commit: the lossy one leaves the first-parent
        // history, as `git log` shows it.
        try repository.git("replace", "--graft", "HEAD", "HEAD~2")
        let log = try repository.git("log", "--format=%s")
        #expect(!log.contains("Lose the label"))
        let grafted = try CommandRunner.run(["history"], in: repository.path)
        #expect(grafted.status == 0 && !grafted.stdout.contains("Lose the label"), "\(grafted.stdout) \(grafted.stderr)")
        let ignored = try CommandRunner.run(["history"], in: repository.path, environment: ["GIT_NO_REPLACE_OBJECTS": "1"])
        #expect(ignored.stdout.contains("Lose the label"), "\(ignored.stdout) \(ignored.stderr)")
    }
}
