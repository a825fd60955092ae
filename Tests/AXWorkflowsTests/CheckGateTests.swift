import AXTestSupport
import Foundation
import Testing

/// A pull request that loosens the check that judges it: each loosening is a finding of its
/// own in every report format, and `--config-from base` judges with the base's files.
@Suite struct CheckGateTests {
    /// main: the player and a configuration; `pr`: the Next button's label lost, with
    /// label-removed turned off and a wildcard acceptance added in the same change.
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write("snapshots/Player.axsnap.json", try DemoSnapshots.text("Player"))
        try repository.write(".axdiff.yml", "rules:\n  heading-removed: warning\n")
        try repository.commit("Record")
        try repository.git("checkout", "-q", "-b", "pr")
        try repository.write("snapshots/Player.axsnap.json", try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")]))
        try repository.write(".axdiff.yml", "rules:\n  heading-removed: warning\n  label-removed: off\n  interactive-without-label: off\n")
        try repository.write(".axdiff-accept.yml", "accepted:\n  - path: \"snapshots/*\"\n    screen: \"*\"\n    rule: element-removed\n    element: x\n    reason: everything\n")
        try repository.commit("Icon-only next, and a quieter check")
        return repository
    }

    @Test func everyFormatReportsTheWeakening() throws {
        let repository = try repository()
        defer { repository.delete() }
        for format in ["text", "json", "markdown", "sarif", "junit", "github", "codequality", "rdjson"] {
            let result = try CommandRunner.run(["check", "--base", "main", "--format", format], in: repository.path)
            #expect(result.status == 0, "\(format): label-removed is off at head: \(result.stdout)\(result.stderr)")
            #expect(result.stdout.contains("check-weakened"), "\(format): \(result.stdout)")
            #expect(result.stdout.contains("label-removed is turned off (it was error)"), "\(format): \(result.stdout)")
            #expect(result.stdout.contains("an acceptance that matches by wildcard is added"), "\(format): \(result.stdout)")
        }
        let markdown = try CommandRunner.run(["check", "--base", "main", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("| configuration | rules.label-removed · line 3 |"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("docs/ci.md#a-change-that-weakens-the-check"), "\(markdown.stdout)")
        let github = try CommandRunner.run(["check", "--base", "main", "--format", "github"], in: repository.path)
        #expect(github.stdout.contains("::warning file=.axdiff.yml,line=3"), "\(github.stdout)")
    }

    @Test func withTheBasesConfigurationTheGateHolds() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main", "--config-from", "base"], in: repository.path)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("error   label-removed"), "\(result.stdout)")
        #expect(result.stdout.contains("check-weakened"), "the weakening is still shown: \(result.stdout)")
        #expect(result.stderr.contains("judging with the configuration and acceptances of the merge base"), "\(result.stderr)")
        #expect(!result.stderr.contains("is not used by this run"), "\(result.stderr)")
    }

    @Test func aChangeThatChecksMoreIsNoWeakening() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"), ".axdiff.yml": "rules:\n  label-removed: warning\n"])
        try repository.git("checkout", "-q", "-b", "pr")
        try repository.commit("Stricter", files: [".axdiff.yml": "rules:\n  label-removed: error\n  heading-level-skipped: error\n"])
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(!result.stdout.contains("check-weakened"), "\(result.stdout)")
    }
}
