import AXTestSupport
import Foundation
import Testing

/// A repository where no snapshot is found: nothing checked is not a pass. `check` stops with
/// exit 2 saying where it looked and how to point it at the snapshots (`--allow-empty` passes);
/// the other commands say it on standard error.
@Suite struct NothingCheckedTests {
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Start", files: ["README.md": "# app\n", "ui/home.txt": "- button \"Save\"\n"])
        try repository.commit("More", files: ["ui/home.txt": "- button\n"])
        return repository
    }

    @Test func checkWithNothingToCheckExitsTwoAndSaysWhereItLooked() throws {
        let repository = try repository()
        defer { repository.delete() }
        let check = try CommandRunner.run(["check", "--base", "HEAD~1"], in: repository.path)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(!check.stdout.contains("PASS"), "\(check.stdout)")
        #expect(check.stderr.contains("no snapshot to check: nothing in commit"), "\(check.stderr)")
        #expect(check.stderr.contains("matches the snapshot roots (snapshots, **/*-snapshots/*.yml"), "\(check.stderr)")
        #expect(check.stderr.contains("`axdiff init`") && check.stderr.contains("--allow-empty"), "\(check.stderr)")

        let allowed = try CommandRunner.run(["check", "--base", "HEAD~1", "--allow-empty"], in: repository.path)
        #expect(allowed.status == 0, "\(allowed.stdout)\(allowed.stderr)")
        #expect(allowed.stderr.contains("warning: no snapshot to check"), "\(allowed.stderr)")
    }

    @Test func aConfiguredRootThatHoldsNothingIsNotAPassEither() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.commit("Configure", files: [".axdiff.yml": "snapshots: [e2e]\n"])
        let check = try CommandRunner.run(["check", "--base", "HEAD~1"], in: repository.path)
        #expect(check.status == 2, "\(check.stdout)\(check.stderr)")
        #expect(check.stderr.contains("matches the snapshot roots (e2e; from .axdiff.yml)"), "\(check.stderr)")
    }

    @Test func theOtherCommandsSayIt() throws {
        let repository = try repository()
        defer { repository.delete() }
        for arguments in [["diff", "HEAD~1"], ["history"], ["audit", "HEAD~1", "HEAD", "--format", "json"], ["ls"], ["bisect", "--good", "HEAD~1", "--bad", "HEAD", "--all"]] {
            let result = try CommandRunner.run(arguments, in: repository.path)
            #expect(result.stderr.contains("no snapshot to check: nothing in"), "\(arguments): \(result.stderr)")
        }
        // git bisect run's "cannot be judged", saying why.
        let run = try CommandRunner.run(["bisect-run", "--good", "HEAD~1"], in: repository.path)
        #expect(run.status == 125, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("skip: no snapshot under snapshots, **/*-snapshots/*.yml"), "\(run.stderr)")
        let bisect = try CommandRunner.run(["bisect", "--good", "HEAD~1", "--bad", "HEAD"], in: repository.path)
        #expect(bisect.status == 2)
        #expect(bisect.stderr.contains("no snapshot to check"), "not 'bad is not bad': \(bisect.stderr)")
    }

    @Test func aCheckThatFoundSnapshotsUnchangedStillPasses() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player")])
        try repository.commit("Readme", files: ["README.md": "x\n"])
        let check = try CommandRunner.run(["check", "--base", "HEAD~1"], in: repository.path)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("PASS"))
        #expect(!check.stderr.contains("no snapshot to check"))
    }
}
