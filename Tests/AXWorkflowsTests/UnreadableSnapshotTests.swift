import AXTestSupport
import Foundation
import Testing

/// A run that cannot read a snapshot says so, exits 2, and never says PASS; every error line
/// says `error:` once.
@Suite struct UnreadableSnapshotTests {
    private func repositoryWithABrokenSnapshot() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player")])
        try repository.git("tag", "good")
        try repository.commit("Break the label", files: [
            "snapshots/Player.axsnap.json": try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")]),
        ])
        try repository.commit("Add an empty snapshot", files: ["snapshots/Empty.axsnap.json": ""])
        return repository
    }

    private func expectOneErrorPrefixPerLine(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) {
        for line in text.split(separator: "\n") {
            #expect(line.components(separatedBy: "error:").count <= 2, "\(line)", sourceLocation: sourceLocation)
        }
    }

    @Test func aCheckThatCannotReadASnapshotNeverSaysPass() throws {
        let repository = try repositoryWithABrokenSnapshot()
        defer { repository.delete() }
        // No regression between HEAD~1 and HEAD, yet the run is incomplete: exit 2, not PASS.
        for format in ["text", "markdown", "json"] {
            let result = try CommandRunner.run(["check", "--base", "HEAD~1", "--format", format], in: repository.path)
            #expect(result.status == 2, "\(format): \(result.stdout)")
            #expect(!result.stdout.contains("PASS") && !result.stdout.contains("**passed**"), "\(format): \(result.stdout)")
            #expect(!result.stdout.contains("\"passed\": true"), "\(format)")
            expectOneErrorPrefixPerLine(result.stdout)
            expectOneErrorPrefixPerLine(result.stderr)
        }
        let text = try CommandRunner.run(["check", "--base", "HEAD~1"], in: repository.path)
        #expect(text.stdout.contains("\nERROR 0 screens changed"), "\(text.stdout)")
        #expect(text.stdout.contains("1 snapshot could not be read"))
        #expect(text.stderr.contains("snapshots/Empty.axsnap.json: error: the file is empty"))
    }

    @Test func errorsSayErrorOnce() throws {
        let repository = try repositoryWithABrokenSnapshot()
        defer { repository.delete() }
        for arguments in [
            ["diff", "HEAD~1"], ["history"], ["bisect", "--good", "good", "--bad", "HEAD", "--rule", "label-removed"],
            ["audit", "good", "HEAD", "--format", "markdown"], ["check", "--base", "no-such-branch"],
        ] {
            let result = try CommandRunner.run(arguments, in: repository.path)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("error:"), "\(arguments): \(result.stderr)")
            expectOneErrorPrefixPerLine(result.stdout)
            expectOneErrorPrefixPerLine(result.stderr)
        }
    }
}
