import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// A snapshot that cannot be read at one commit of a range: `history` reports it at that
/// commit, and at the next says the revision to compare with cannot be read; `bisect` goes
/// around such commits as `git bisect skip` does, and `bisect --all` never says "nothing found"
/// with exit 0 when it could not judge them.
@Suite struct UnreadableRevisionTests {
    static let path = "e2e/l.spec.ts-snapshots/a.yml"

    static func login(version: Int, closeNamed: Bool) -> String {
        "- main:\n  - heading \"Login\" [level=1]\n  - link \"v\(version)\"\n" + (closeNamed ? "  - button \"Close\"\n" : "  - button\n")
    }

    static let unreadable = "- main:\n  - heading \"Login [level=1]\n"

    /// good: Close named; c2: still named; broken: unreadable; then Close loses its name.
    private func repository(brokenAt position: Int) throws -> TestRepository {
        var steps: [(String, String)] = [
            ("c2", Self.login(version: 1, closeNamed: true)),
            ("lose close", Self.login(version: 4, closeNamed: false)),
            ("c5", Self.login(version: 5, closeNamed: false)),
        ]
        steps.insert(("broken", Self.unreadable), at: position)
        return try repository(steps)
    }

    private func repository(_ steps: [(subject: String, text: String)]) throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write(".axdiff.yml", "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n")
        try repository.write(Self.path, Self.login(version: 0, closeNamed: true))
        try repository.commit("Record")
        try repository.git("tag", "good")
        for (subject, text) in steps {
            try repository.write(Self.path, text)
            try repository.commit(subject)
        }
        return repository
    }

    @Test func historyReportsAnUnreadableFileAtItsOwnCommit() throws {
        let repository = try repository(brokenAt: 1)
        defer { repository.delete() }
        let broken = try repository.git("rev-parse", "--short=7", "HEAD~2").trimmingCharacters(in: .whitespacesAndNewlines)
        let next = try repository.git("rev-parse", "--short=7", "HEAD~1").trimmingCharacters(in: .whitespacesAndNewlines)
        let result = try CommandRunner.run(["history"], in: repository.path)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n")
        let brokenLine = try #require(lines.first { $0.hasPrefix("\(broken):") }, "\(result.stdout)")
        #expect(brokenLine.contains("\(Self.path):2:13: error: not a Playwright ARIA snapshot"))
        let nextLine = try #require(lines.first { $0.hasPrefix("\(next):") }, "\(result.stdout)")
        // The next commit's own file is fine: its line says what cannot be read, not that its file is broken.
        #expect(!nextLine.contains("\(Self.path):2:13"), "\(nextLine)")
        #expect(nextLine.contains("the earlier revision to compare with cannot be read (line 2, column 13:"), "\(nextLine)")
        #expect(nextLine.components(separatedBy: "error:").count == 2, "\(nextLine)")
    }

    @Test func everyHistoryFormatListsTheCommitsItCouldNotJudge() throws {
        let repository = try repository(brokenAt: 1)
        defer { repository.delete() }
        let broken = try repository.git("rev-parse", "--short=7", "HEAD~2").trimmingCharacters(in: .whitespacesAndNewlines)
        let markdown = try CommandRunner.run(["history", "--format", "markdown"], in: repository.path)
        #expect(markdown.status == 2)
        #expect(markdown.stdout.contains("## Commits that could not be judged"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("- \(broken): "), "\(markdown.stdout)")
        let json = try CommandRunner.run(["history", "--format", "json"], in: repository.path)
        #expect(json.status == 2)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let errors = try #require(object["errors"] as? [String])
        #expect(errors.count == 2 && errors[0].hasPrefix("\(broken): "), "\(errors)")
    }

    @Test func bisectAllDoesNotSayNothingWasFoundWhenItCouldNotJudge() throws {
        let repository = try repository(brokenAt: 1)
        defer { repository.delete() }
        let result = try CommandRunner.run(["bisect", "--good", "good", "--bad", "HEAD", "--all"], in: repository.path)
        #expect(result.status == 2, "\(result.stdout)")
        #expect(!result.stdout.contains("No commit introduced or fixed"), "\(result.stdout)")
        #expect(result.stdout.contains("No commit that could be judged introduced or fixed a matching regression."))
        #expect(result.stdout.contains("Could not be judged"), "\(result.stdout)")
        #expect(result.stdout.contains("\(Self.path):2:13: error:"), "\(result.stdout)")
    }

    @Test func bisectSkipsACommitItCannotJudge() async throws {
        // The search's first probe is the broken commit: it judges c3 instead, then c4, and
        // still finds "lose close".
        let repository = try repository([
            ("c2", Self.login(version: 1, closeNamed: true)), ("c3", Self.login(version: 2, closeNamed: true)),
            ("broken", Self.unreadable), ("c4", Self.login(version: 3, closeNamed: true)),
            ("lose close", Self.login(version: 4, closeNamed: false)), ("c5", Self.login(version: 5, closeNamed: false)),
        ])
        defer { repository.delete() }
        let outcome = try await BisectWorkflow.run(.init(good: "good", bad: "HEAD", filter: .init(rule: "label-removed"), directory: repository.path))
        #expect(outcome.firstBad?.subject == "lose close")
        #expect(outcome.possibleFirstBad.isEmpty)
        #expect(outcome.unjudged.count == 1, "\(outcome.unjudged)")
        let result = try CommandRunner.run(["bisect", "--good", "good", "--bad", "HEAD", "--rule", "label-removed"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("First bad commit:"))
        #expect(result.stdout.contains("skipped, as git bisect skip does"), "\(result.stdout)")
    }

    @Test func bisectNamesEveryCandidateWhenOnlyUnjudgedCommitsAreLeft() async throws {
        // Broken just before "lose close": either may have lost the name.
        let repository = try repository(brokenAt: 1)
        defer { repository.delete() }
        let outcome = try await BisectWorkflow.run(.init(good: "good", bad: "HEAD", filter: .init(rule: "label-removed"), directory: repository.path))
        #expect(outcome.firstBad == nil)
        #expect(outcome.possibleFirstBad.map(\.subject) == ["broken", "lose close"])
        #expect(outcome.regressions.map(\.finding.rule) == ["label-removed"])
        let result = try CommandRunner.run(["bisect", "--good", "good", "--bad", "HEAD", "--rule", "label-removed"], in: repository.path)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("The first bad commit could be any of these"), "\(result.stdout)")
    }

    @Test func probeSkipsOutwardFromTheMiddle() {
        #expect(BisectWorkflow.Judge.probe(low: 0, high: 6, skipping: []) == 3)
        #expect(BisectWorkflow.Judge.probe(low: 0, high: 6, skipping: [3]) == 2)
        #expect(BisectWorkflow.Judge.probe(low: 0, high: 6, skipping: [2, 3]) == 4)
        #expect(BisectWorkflow.Judge.probe(low: 2, high: 4, skipping: [2, 3]) == nil)
        #expect(BisectWorkflow.Judge.probe(low: 3, high: 3, skipping: []) == nil)
    }
}
