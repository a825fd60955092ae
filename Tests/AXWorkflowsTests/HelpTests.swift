import AXImport
import AXTestSupport
import Foundation
import Testing

/// Help that fits the platform in use: the formats axdiff reads, from their registry; in a
/// repository of web snapshots, screen readers and the repository's own files; every unknown
/// name answered with the closest known one.
@Suite struct HelpTests {
    private func webRepository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: [DefaultRootsTests.home: DefaultRootsTests.page])
        return repository
    }

    @Test func theHelpNamesEveryFormatOfTheRegistry() throws {
        let repository = try webRepository()
        defer { repository.delete() }
        let help = try CommandRunner.run(["--help"], in: repository.path)
        #expect(help.status == 0)
        for format in ImportFormat.all {
            #expect(help.stdout.contains(format.title), "\(format.id): \(help.stdout)")
            for suffix in format.fileSuffixes { #expect(help.stdout.contains("*" + suffix), "\(suffix)") }
        }
        let rules = try CommandRunner.run(["rules", "--help"], in: repository.path)
        for format in ImportFormat.all { #expect(rules.stdout.contains(format.title), "\(format.id): \(rules.stdout)") }
    }

    @Test func inAWebRepositoryItSpeaksOfScreenReadersAndItsOwnFiles() throws {
        let repository = try webRepository()
        defer { repository.delete() }
        let help = try CommandRunner.run(["--help"], in: repository.path)
        #expect(help.stdout.contains("your pages across git revisions"), "\(help.stdout)")
        #expect(help.stdout.contains("axdiff show \(DefaultRootsTests.home)"), "\(help.stdout)")
        #expect(help.stdout.contains("how a screen reader reads one page"), "\(help.stdout)")
        #expect(!help.stdout.contains("VoiceOver reads") && !help.stdout.contains("snapshots/Settings.axsnap.json"), "\(help.stdout)")
        let explain = try CommandRunner.run(["rules", "label-removed"], in: repository.path)
        #expect(explain.stdout.contains("so screen readers can only speak its role"), "\(explain.stdout)")
        #expect(explain.stdout.contains("- path: e2e/settings.spec.ts-snapshots/settings.yml"), "\(explain.stdout)")
        #expect(!explain.stdout.contains("VoiceOver can only"), "\(explain.stdout)")
        // The commands' own help too (words compared across the help's line breaks).
        let words = { (text: String) in text.split(whereSeparator: \.isWhitespace).joined(separator: " ") }
        let show = words(try CommandRunner.run(["show", "--help"], in: repository.path).stdout)
        #expect(show.contains("axdiff show \(DefaultRootsTests.home)"), "\(show)")
        #expect(show.contains("with what a screen reader (NVDA, JAWS, VoiceOver on the web) announces"), "\(show)")
        #expect(!show.contains("Settings.axsnap.json") && !show.contains("VoiceOver, TalkBack"), "\(show)")
        for command in ["diff", "history"] {
            let help = words(try CommandRunner.run([command, "--help"], in: repository.path).stdout)
            #expect(help.contains("-- \(DefaultRootsTests.home)"), "\(command): \(help)")
            #expect(!help.contains("Settings.axsnap.json"), "\(command): \(help)")
        }
    }

    @Test func inAnIOSRepositoryItSpeaksOfVoiceOver() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player")])
        let help = try CommandRunner.run(["--help"], in: repository.path)
        #expect(help.stdout.contains("axdiff show snapshots/Player.axsnap.json"), "\(help.stdout)")
        #expect(help.stdout.contains("how VoiceOver reads one screen"), "\(help.stdout)")
        let explain = try CommandRunner.run(["rules", "label-removed"], in: repository.path)
        #expect(explain.stdout.contains("so VoiceOver can only speak its role"), "\(explain.stdout)")
    }

    @Test func everyUnknownNameSuggestsTheClosest() throws {
        let folder = FileManager.default.temporaryDirectory.path
        let command = try CommandRunner.run(["chek", "--base", "main"], in: folder)
        #expect(command.status == 2)
        #expect(command.stderr == "axdiff: unknown command \"chek\" (did you mean \"check\"?); `axdiff --help` lists the commands\n", "\(command.stderr)")
        let help = try CommandRunner.run(["help", "histroy"], in: folder)
        #expect(help.status == 2 && help.stderr.contains("(did you mean \"history\"?)"), "\(help.stderr)")
        let rule = try CommandRunner.run(["rules", "lable-removed"], in: folder)
        #expect(rule.status == 2)
        #expect(rule.stderr.contains("unknown rule \"lable-removed\" (did you mean \"label-removed\"?)"), "\(rule.stderr)")
        #expect(!rule.stderr.contains("role-removed"), "not the whole list: \(rule.stderr)")
        let value = try CommandRunner.run(["rules", "--platform", "webb"], in: folder)
        #expect(value.status == 2 && value.stderr.contains("\nDid you mean 'web'?\n"), "\(value.stderr)")
        let listed = try CommandRunner.run(["import", "x.yml", "--from", "aria-snapshots"], in: folder)
        #expect(listed.stderr.contains("  - vitest-snap\nDid you mean 'aria-snapshot'?\n"), "\(listed.stderr)")
        let bisect = try CommandRunner.run(["bisect", "--good", "a", "--bad", "b", "--rule", "lable-removed"], in: folder)
        #expect(bisect.stderr.contains("did you mean \"label-removed\"?"), "\(bisect.stderr)")
    }
}
