import AXTestSupport
import Foundation
import Testing

/// `--config PATH` and `AXDIFF_CONFIG`: one configuration file for the whole run, both sides
/// of every comparison, whatever the repository's `.axdiff.yml` says; the run says so.
@Suite struct ConfigOptionTests {
    static let page = DefaultRootsTests.page
    static let unnamed = page.replacingOccurrences(of: "button \"Save\"", with: "button")

    /// Snapshots where no default root looks (`a11y/pages/*.txt`), and an `.axdiff.yml` at
    /// head that turns label-removed off.
    private func repository() throws -> (TestRepository, config: String) {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["a11y/pages/home.txt": Self.page])
        try repository.commit("Icon-only save button", files: [
            "a11y/pages/home.txt": Self.unnamed, ".axdiff.yml": "rules:\n  label-removed: off\n",
        ])
        let config = repository.scratch.appendingPathComponent("team.yml").path
        try Data("snapshots: [\"a11y/pages/*.txt\"]\n".utf8).write(to: URL(fileURLWithPath: config))
        return (repository, config)
    }

    @Test func theFileAppliesToEveryCommandAndBothSides() throws {
        let (repository, config) = try repository()
        defer { repository.delete() }
        // Without it, the defaults find nothing.
        let plain = try CommandRunner.run(["history"], in: repository.path)
        #expect(!plain.stdout.contains("label-removed"), "\(plain.stdout)")

        let history = try CommandRunner.run(["history", "--config", config], in: repository.path)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.contains("introduced error label-removed in home"), "the head's .axdiff.yml is not read: \(history.stdout)")
        #expect(history.stderr.contains("configuration: \(config) (--config), for both sides of every comparison in this run"), "\(history.stderr)")

        let check = try CommandRunner.run(["check", "--base", "HEAD~1", "--head", "HEAD", "--config", config], in: repository.path)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        let diff = try CommandRunner.run(["diff", "HEAD~1", "HEAD", "--config", config], in: repository.path)
        #expect(diff.stdout.contains("label-removed"), "\(diff.stdout)\(diff.stderr)")
        let audit = try CommandRunner.run(["audit", "HEAD~1", "HEAD", "--format", "markdown", "--config", config], in: repository.path)
        #expect(audit.stdout.contains("label-removed"), "\(audit.stdout)\(audit.stderr)")
        let bisect = try CommandRunner.run(["bisect", "--good", "HEAD~1", "--bad", "HEAD", "--config", config], in: repository.path)
        #expect(bisect.status == 0 && bisect.stdout.contains("First bad commit"), "\(bisect.stdout)\(bisect.stderr)")
        // bisect-run judges HEAD (the working tree is clean): bad, by the file's roots.
        let run = try CommandRunner.run(["bisect-run", "--good", "HEAD~1", "--config", config], in: repository.path)
        #expect(run.status == 1 && run.stdout.contains("label-removed"), "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("(--config)"), "\(run.stderr)")
        let list = try CommandRunner.run(["ls", "--config", config], in: repository.path)
        #expect(list.stdout == "a11y/pages/home.txt\n", "\(list.stdout)\(list.stderr)")
        let rules = try CommandRunner.run(["rules", "--format", "json", "--config", config], in: repository.path)
        #expect(rules.stderr.contains("(--config)"), "\(rules.stderr)")
    }

    @Test func theEnvironmentVariableDoesTheSameAndTheOptionWins() throws {
        let (repository, config) = try repository()
        defer { repository.delete() }
        let history = try CommandRunner.run(["history"], in: repository.path, environment: ["AXDIFF_CONFIG": config])
        #expect(history.stdout.contains("label-removed"), "\(history.stdout)")
        #expect(history.stderr.contains("(AXDIFF_CONFIG)"), "\(history.stderr)")

        let other = repository.scratch.appendingPathComponent("other.yml").path
        try Data("snapshots: [nowhere]\n".utf8).write(to: URL(fileURLWithPath: other))
        let both = try CommandRunner.run(["history", "--config", config], in: repository.path, environment: ["AXDIFF_CONFIG": other])
        #expect(both.stdout.contains("label-removed"), "\(both.stdout)\(both.stderr)")
        #expect(both.stderr.contains("(--config)"), "\(both.stderr)")
    }

    @Test func aMissingOrBrokenFileIsAUsageErrorThatNamesIt() throws {
        let (repository, config) = try repository()
        defer { repository.delete() }
        let missing = try CommandRunner.run(["check", "--config", "nowhere.yml"], in: repository.path)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--config nowhere.yml: no such file"), "\(missing.stderr)")
        try Data("rules:\n  lable-removed: off\n".utf8).write(to: URL(fileURLWithPath: config))
        let broken = try CommandRunner.run(["history"], in: repository.path, environment: ["AXDIFF_CONFIG": config])
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("\(config):2: error: unknown rule \"lable-removed\""), "\(broken.stderr)")
        #expect(broken.stderr.contains("(AXDIFF_CONFIG)"), "\(broken.stderr)")
    }

    @Test func validateAndFormatFindTheRootsItNames() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["ui/home.axsnap.json": try DemoSnapshots.text("Player")])
        let config = repository.scratch.appendingPathComponent("team.yml").path
        try Data("snapshots: [ui]\n".utf8).write(to: URL(fileURLWithPath: config))
        let validate = try CommandRunner.run(["validate", "--config", config], in: repository.path)
        #expect(validate.status == 0, "\(validate.stderr)")
        #expect(validate.stdout.contains("valid ui/home.axsnap.json"), "\(validate.stdout)")
        #expect(validate.stderr.contains("(--config)"), "\(validate.stderr)")
        let format = try CommandRunner.run(["format", "--check", "--config", config], in: repository.path)
        #expect(format.status != 2, "\(format.stderr)")
    }
}
