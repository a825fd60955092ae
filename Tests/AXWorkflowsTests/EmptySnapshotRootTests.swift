import AXTestSupport
import Foundation
import Testing

/// A snapshot root of `.axdiff.yml` that selects nothing (a typo, a moved folder) is a warning
/// naming it, not a silently empty comparison.
@Suite struct EmptySnapshotRootTests {
    @Test func aRootThatSelectsNoFileIsNamedInAWarning() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: [
            "snapshots/About.axsnap.json": try DemoSnapshots.text("About"),
            ".axdiff.yml": "snapshots:\n  - snapshots\n  - snapshotz/ios\n  - \"e2e/**/*.yml\"\n",
        ])
        for command in [["diff", "--brief"], ["check", "--base", "HEAD"], ["ls"]] {
            let result = try CommandRunner.run(command, in: repository.path)
            #expect(result.status == 0, "\(command) \(result.stderr)")
            #expect(result.stderr.contains("warning: the snapshot root 'snapshotz/ios' of .axdiff.yml selects no file"), "\(command) \(result.stderr)")
            #expect(result.stderr.contains("'e2e/**/*.yml'"), "\(command) \(result.stderr)")
            #expect(!result.stderr.contains("root 'snapshots'"), "\(command) \(result.stderr)")
        }
    }
}
