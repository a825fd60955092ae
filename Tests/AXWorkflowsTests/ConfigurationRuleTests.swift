import AXTestSupport
import Foundation
import Testing

/// One rule for `.axdiff.yml` and `.axdiff-accept.yml`: read from the head of the comparison
/// (a commit's, the index's, the working tree's), said on standard error, and an uncommitted
/// edit is never silently ignored.
@Suite struct ConfigurationRuleTests {
    private let unlabelled = [("\"id\": \"largeTextRow\",\n            \"label\": \"Larger Text\",", "\"id\": \"largeTextRow\",")]

    /// main: Settings; feature: Settings' row lost its label (an error by default).
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings")])
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.commit("Drop a label", files: ["snapshots/Settings.axsnap.json": try DemoSnapshots.edited("Settings", unlabelled)])
        return repository
    }

    private let acceptance = """
        accepted:
          - screen: Settings
            rule: label-removed
            element: largeTextRow
            reason: The row is read by its switch (DESIGN-7)
        """

    @Test func anUncommittedAcceptanceMakesTheWorkingTreeTheHeadAndApplies() throws {
        let repository = try repository()
        defer { repository.delete() }
        #expect(try CommandRunner.run(["check", "--base", "main"], in: repository.path).status == 1)
        try repository.write(".axdiff-accept.yml", acceptance)
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("axdiff: head: the working tree (.axdiff-accept.yml not committed)"), "\(result.stderr)")
        #expect(result.stderr.contains("axdiff: acceptances: .axdiff-accept.yml from the working tree (1 entry)"))
        #expect(result.stderr.contains("axdiff: configuration: no .axdiff.yml in the working tree; the defaults apply"))
        #expect(result.stdout.contains("1 accepted"))
    }

    @Test func aCheckOfACommitSaysTheUncommittedAcceptanceIsNotUsed() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.write(".axdiff-accept.yml", acceptance)
        let head = try repository.git("rev-parse", "--short=7", "HEAD")
        let result = try CommandRunner.run(["check", "--base", "main", "--head", "HEAD"], in: repository.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("axdiff: acceptances: no .axdiff-accept.yml in commit \(head)"), "\(result.stderr)")
        #expect(result.stderr.contains("axdiff: warning: .axdiff-accept.yml in the working tree differs from the one in commit \(head) and is not used by this run"))
    }

    @Test func diffReadsTheHeadsConfigurationAndSaysSo() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.commit("Label removals are warnings here", files: [".axdiff.yml": "rules:\n  label-removed: warning\n"])
        try repository.write(".axdiff.yml", "rules:\n  label-removed: notice\n")
        let head = try repository.git("rev-parse", "--short=7", "HEAD")
        let commits = try CommandRunner.run(["diff", "main", "HEAD", "--format", "json"], in: repository.path)
        #expect(commits.status == 0, "\(commits.stderr)")
        #expect(commits.stdout.contains("\"severity\": \"warning\""))
        #expect(commits.stderr.contains("axdiff: configuration: .axdiff.yml from commit \(head)"), "\(commits.stderr)")
        #expect(commits.stderr.contains("axdiff: warning: .axdiff.yml in the working tree differs from the one in commit \(head)"))
        // With the working tree as the head, the working tree's file applies.
        let local = try CommandRunner.run(["diff", "main", "--format", "json"], in: repository.path)
        #expect(local.stdout.contains("\"severity\": \"notice\""), "\(local.stdout)")
        #expect(local.stderr.contains("axdiff: configuration: .axdiff.yml from the working tree"))
        #expect(!local.stderr.contains("warning:"))
        // And the index's for --staged.
        let staged = try CommandRunner.run(["diff", "--staged", "main", "--format", "json"], in: repository.path)
        #expect(staged.stdout.contains("\"severity\": \"warning\""))
        #expect(staged.stderr.contains("axdiff: configuration: .axdiff.yml from the index"))
    }

    @Test func everyRepositoryCommandSaysWhichFileItUsed() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.git("tag", "v1", "main")
        for arguments in [
            ["history"], ["bisect", "--good", "main", "--bad", "HEAD", "--rule", "label-removed"], ["bisect-run", "--good", "main"],
            ["audit", "main", "HEAD", "--format", "json"], ["ls"], ["rules"], ["diff"], ["check", "--base", "main"],
        ] {
            let result = try CommandRunner.run(arguments, in: repository.path)
            #expect(result.stderr.contains("axdiff: configuration: no .axdiff.yml in "), "\(arguments): \(result.stderr)")
        }
    }

    @Test func aBrokenFileNamesTheCopyItIsIn() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.commit("Typo", files: [".axdiff.yml": "rulez: {}\n"])
        let head = try repository.git("rev-parse", "--short=7", "HEAD")
        try repository.write(".axdiff.yml", "")
        let result = try CommandRunner.run(["diff", "main", "HEAD"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".axdiff.yml:1: error: unknown key \"rulez\""), "\(result.stderr)")
        #expect(result.stderr.contains("(in .axdiff.yml at commit \(head))"))
        // rules reads the working tree's: a broken one is an error, not the defaults.
        try repository.write(".axdiff.yml", "rulez: {}\n")
        let rules = try CommandRunner.run(["rules"], in: repository.path)
        #expect(rules.status == 2)
        #expect(rules.stderr.contains(".axdiff.yml:1: error: unknown key \"rulez\""))
    }

    @Test func lsUsesTheRootsOfTheRevisionItLists() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.commit("Move the snapshots", files: [
            "ui/Settings.axsnap.json": try DemoSnapshots.text("Settings"), ".axdiff.yml": "snapshots: [ui]\n",
        ])
        try repository.write(".axdiff.yml", "snapshots: [elsewhere]\n")
        #expect(try CommandRunner.run(["ls"], in: repository.path).stdout == "ui/Settings.axsnap.json\n")
        #expect(try CommandRunner.run(["ls", "main"], in: repository.path).stdout == "snapshots/Settings.axsnap.json\n")
        #expect(try CommandRunner.run(["ls", "--working-tree"], in: repository.path).stdout == "")
    }
}
