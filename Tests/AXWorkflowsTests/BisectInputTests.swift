import AXTestSupport
import Foundation
import Testing

/// bisect and bisect-run never answer "good" for a question they cannot ask: an unknown rule
/// is a usage error naming the closest one, and an unreadable good revision stops the run.
@Suite struct BisectInputTests {
    private func repository(goodSnapshot: String) throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": goodSnapshot])
        try repository.git("tag", "good")
        try repository.commit("Step", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")])])
        return repository
    }

    @Test func anUnknownRuleIsAUsageErrorNamingTheClosest() throws {
        let repository = try repository(goodSnapshot: try DemoSnapshots.text("Player"))
        defer { repository.delete() }
        let bisect = try CommandRunner.run(["bisect", "--good", "good", "--bad", "HEAD", "--rule", "label-remove"], in: repository.path)
        #expect(bisect.status == 2, "\(bisect.stdout)")
        #expect(bisect.stderr.contains("unknown rule \"label-remove\""), "\(bisect.stderr)")
        #expect(bisect.stderr.contains("did you mean \"label-removed\"?"))
        let run = try CommandRunner.run(["bisect-run", "--good", "good", "--rule", "label-remove"], in: repository.path)
        #expect(run.status == 128, "\(run.stdout)")
        #expect(run.stderr.contains("did you mean \"label-removed\"?"))
        let known = try CommandRunner.run(["bisect-run", "--good", "good", "--rule", "label-removed"], in: repository.path)
        #expect(known.status == 1, "\(known.stdout) \(known.stderr)")
    }

    @Test func anUnreadableGoodRevisionStopsTheBisection() throws {
        let repository = try repository(goodSnapshot: "{\"axsnap\": 1, \"screen\": \"Player\", \"root\": {\"label\": 5}}")
        defer { repository.delete() }
        let run = try CommandRunner.run(["bisect-run", "--good", "good"], in: repository.path)
        #expect(run.status == 128, "\(run.stdout) \(run.stderr)")
        #expect(run.stderr.contains("the good revision good cannot be judged"), "\(run.stderr)")
    }
}
