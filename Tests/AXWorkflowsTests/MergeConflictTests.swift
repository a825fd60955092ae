import AXTestSupport
import Foundation
import Testing

/// A snapshot left conflicted by a merge is reported as conflicted, with its stages: not as
/// removed, and not as a parse error at the first conflict marker.
@Suite struct MergeConflictTests {
    private func conflictedRepository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/About.axsnap.json": try DemoSnapshots.text("About")])
        try repository.git("checkout", "-q", "-b", "other")
        try repository.commit("Theirs", files: ["snapshots/About.axsnap.json": try DemoSnapshots.edited("About", [("\"label\": \"About\"", "\"label\": \"About them\"")])])
        try repository.git("checkout", "-q", "main")
        try repository.commit("Ours", files: ["snapshots/About.axsnap.json": try DemoSnapshots.edited("About", [("\"label\": \"About\"", "\"label\": \"About us\"")])])
        _ = try? repository.git("merge", "-q", "other")
        #expect(try String(contentsOfFile: repository.path + "/snapshots/About.axsnap.json", encoding: .utf8).contains("<<<<<<<"))
        return repository
    }

    @Test(arguments: [["diff"], ["diff", "--staged"], ["check", "--base", "HEAD"]])
    func aConflictedSnapshotIsReportedAsConflicted(_ arguments: [String]) throws {
        let repository = try conflictedRepository()
        defer { repository.delete() }
        let result = try CommandRunner.run(arguments, in: repository.path)
        #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("error: 'snapshots/About.axsnap.json' has unresolved merge conflicts (its index stages: 1 base, 2 ours, 3 theirs)"), "\(result.stderr)")
        #expect(result.stderr.contains("git checkout --ours -- snapshots/About.axsnap.json"))
        #expect(!result.stdout.contains("screen-removed") && !result.stdout.contains("PASS"), "\(result.stdout)")
        #expect(!result.stderr.contains("found '<'"), "\(result.stderr)")
    }

    @Test func resolvingTheConflictMakesItComparableAgain() throws {
        let repository = try conflictedRepository()
        defer { repository.delete() }
        try repository.git("checkout", "--ours", "--", "snapshots/About.axsnap.json")
        try repository.git("add", "snapshots/About.axsnap.json")
        let result = try CommandRunner.run(["diff", "--staged", "--brief"], in: repository.path)
        #expect(result.status == 0 && result.stdout.contains("0 screens changed"), "\(result.stdout) \(result.stderr)")
    }
}
