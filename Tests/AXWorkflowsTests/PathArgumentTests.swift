import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// Paths after `--` are relative to the current directory, as in git (with `--repo`, to that
/// folder, as `git -C`); errors quote them as typed; usage lines put options before `--`.
@Suite struct PathArgumentTests {
    /// Settings on the first commit, Sound added by the third.
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings")])
        try repository.commit("Settings: louder", files: [
            "snapshots/Settings.axsnap.json": try DemoSnapshots.edited("Settings", [("\"value\": \"Medium\"", "\"value\": \"Loud\"")]),
        ])
        try repository.commit("Add Sound", files: ["snapshots/Sound.axsnap.json": try DemoSnapshots.text("Sound")])
        return repository
    }

    @Test func pathsAreRelativeToTheDirectoryGiven() async throws {
        let repository = try repository()
        defer { repository.delete() }
        // The workflow resolves against the directory it is given, not the process's.
        let outcome = try await DiffWorkflow.run(
            .init(revisions: ["HEAD~2", "HEAD"], paths: ["Settings.axsnap.json"], directory: repository.path + "/snapshots"), toolVersion: "test")
        #expect(outcome.report.screens.map(\.path) == ["snapshots/Settings.axsnap.json"])
        let fromSubfolder = try CommandRunner.run(["diff", "HEAD~2", "HEAD", "--format", "json", "--", "Sound.axsnap.json"], in: repository.path + "/snapshots")
        #expect(fromSubfolder.status == 0, "\(fromSubfolder.stderr)")
        #expect(fromSubfolder.stdout.contains("\"path\": \"snapshots/Sound.axsnap.json\""))
    }

    @Test func aHistoryNarrowedToAScreenAddedLaterWalksTheWholeRange() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["history", "--", "Sound.axsnap.json"], in: repository.path + "/snapshots")
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Add Sound"))
        #expect(!result.stdout.contains("Settings: louder"))
    }

    @Test func errorsQuoteThePathAsTyped() throws {
        let repository = try repository()
        defer { repository.delete() }
        let typo = try CommandRunner.run(["diff", "HEAD~1", "--", "Setings.axsnap.json"], in: repository.path + "/snapshots")
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("error: path 'Setings.axsnap.json' (snapshots/Setings.axsnap.json in the repository) not found in commit"), "\(typo.stderr)")
        #expect(typo.stderr.contains("paths are relative to the current directory"))
        #expect(!typo.stderr.contains("relative to the repository root"))
        for arguments in [["history", "--", "Setings.axsnap.json"], ["audit", "HEAD~2", "HEAD", "--", "Setings.axsnap.json"], ["check", "--base", "HEAD~1", "--", "Setings.axsnap.json"]] {
            let result = try CommandRunner.run(arguments, in: repository.path + "/snapshots")
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("path 'Setings.axsnap.json'"), "\(arguments): \(result.stderr)")
        }
        let outside = try CommandRunner.run(["diff", "HEAD~1", "--", "../../elsewhere"], in: repository.path + "/snapshots")
        #expect(outside.stderr.contains("the path '../../elsewhere' is outside the repository"))
    }

    @Test func lsAndHistoryRefuseAPathThatNamesNothing() throws {
        let repository = try repository()
        defer { repository.delete() }
        let ls = try CommandRunner.run(["ls", "HEAD", "--", "Setings.axsnap.json"], in: repository.path + "/snapshots")
        #expect(ls.status == 2, "\(ls.stdout)")
        #expect(ls.stderr.contains("path 'Setings.axsnap.json' (snapshots/Setings.axsnap.json in the repository) not found in commit"), "\(ls.stderr)")
        let listed = try CommandRunner.run(["ls", "HEAD", "--", "Sound.axsnap.json"], in: repository.path + "/snapshots")
        #expect(listed.status == 0 && listed.stdout == "snapshots/Sound.axsnap.json\n", "\(listed.stdout)\(listed.stderr)")
        // Each commit of a history is named once (HEAD was named twice); a long one is summed up.
        let history = try CommandRunner.run(["history", "--", "Setings.axsnap.json"], in: repository.path + "/snapshots")
        #expect(history.status == 2)
        #expect(history.stderr.components(separatedBy: "commit ").count == 4, "\(history.stderr)")
        try repository.commit("Settings: quieter", files: [
            "snapshots/Settings.axsnap.json": try DemoSnapshots.edited("Settings", [("\"value\": \"Medium\"", "\"value\": \"Quiet\"")]),
        ])
        let longer = try CommandRunner.run(["history", "--", "Setings.axsnap.json"], in: repository.path + "/snapshots")
        #expect(longer.stderr.contains("not found in any of the 4 commits up to "), "\(longer.stderr)")
    }

    @Test func withRepoPathsAreRelativeToThatFolderAsGitDashC() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(
            ["diff", "--repo", "repo", "--format", "json", "HEAD~2", "HEAD", "--", "snapshots/Settings.axsnap.json"], in: repository.scratch.path)
        #expect(result.status == 0, "\(result.stderr)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((report["screens"] as? [[String: Any]])?.compactMap { $0["path"] as? String } == ["snapshots/Settings.axsnap.json"])
    }

    @Test(arguments: [
        (["diff", "--help"], "USAGE: axdiff diff [<options>] [<base> [<head>]] [-- <path> ...]"),
        (["check", "--help"], "USAGE: axdiff check [<options>] [-- <path> ...]"),
        (["history", "--help"], "USAGE: axdiff history [<options>] [<range>] [-- <path> ...]"),
        (["audit", "--help"], "USAGE: axdiff audit [<options>] <from> <to> [-- <path> ...]"),
        (["ls", "--help"], "USAGE: axdiff ls [<options>] [<revision>] [-- <path> ...]"),
    ])
    func usageLinesPutOptionsBeforeTheDoubleDash(arguments: [String], usage: String) throws {
        let help = try CommandRunner.run(arguments, in: Fixtures.root.path)
        #expect(help.stdout.contains(usage), "\(help.stdout)")
        let mistake = try CommandRunner.run([arguments[0], "--bogus"], in: Fixtures.root.path)
        #expect(mistake.status == 2)
        #expect(mistake.stderr.contains(usage.replacingOccurrences(of: "USAGE:", with: "Usage:")))
    }
}
