import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// Reports name what was compared: the base and the merge base, a range once with its two
/// ends, and for a merge the commit on the merged branch that made the change.
@Suite struct RevisionNamingTests {
    private static let noNextLabel = [("\"label\": \"Next track\",", "")]

    /// main: Record (tag `good`), then Settings changed on main while `feature` drops the Next
    /// track label in its second commit; `feature` is merged with a merge commit.
    private func mergedHistory() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: [
            "snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"),
            "snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings"),
        ])
        try repository.git("tag", "good")
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.commit("Player: louder", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.edited("Player", [("\"value\": \"70%\"", "\"value\": \"80%\"")])])
        try repository.commit("Player: icon-only next button", files: [
            "snapshots/Player.axsnap.json": try DemoSnapshots.edited("Player", [("\"value\": \"70%\"", "\"value\": \"80%\"")] + Self.noNextLabel),
        ])
        try repository.commit("Player: notes", files: ["notes.txt": "player\n"])
        try repository.git("checkout", "-q", "main")
        try repository.commit("Settings: louder", files: [
            "snapshots/Settings.axsnap.json": try DemoSnapshots.edited("Settings", [("\"value\": \"Medium\"", "\"value\": \"Loud\"")]),
        ])
        try repository.git("merge", "-q", "--no-ff", "-m", "Merge branch 'feature'", "feature")
        return repository
    }

    private func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func checkNamesTheBaseAndTheMergeBaseCompared() throws {
        let repository = try mergedHistory()
        defer { repository.delete() }
        // A topic branch from `good`, while main moved on.
        try repository.git("checkout", "-q", "-b", "topic", "good")
        try repository.commit("Add Sound", files: ["snapshots/Sound.axsnap.json": try DemoSnapshots.text("Sound")])
        let main = try repository.git("rev-parse", "main"), mergeBase = try repository.git("rev-parse", "good")
        let text = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(text.stdout.hasPrefix("Comparing main (\(main.prefix(7)), merge base \(mergeBase.prefix(7))) with HEAD ("), "\(text.stdout)")
        let report = try json(try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path).stdout)
        let base = try #require(report["base"] as? [String: Any])
        #expect(base["rev"] as? String == "main")
        #expect(base["commit"] as? String == main)
        #expect(base["mergeBase"] as? String == mergeBase)
        let markdown = try CommandRunner.run(["check", "--base", "main", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("Compared main (\(main.prefix(7)), merge base \(mergeBase.prefix(7))) with HEAD"), "\(markdown.stdout)")
        // diff A...B names both too.
        let diff = try json(try CommandRunner.run(["diff", "main...topic", "--format", "json"], in: repository.path).stdout)
        let diffBase = try #require(diff["base"] as? [String: Any])
        #expect(diffBase["rev"] as? String == "main" && diffBase["commit"] as? String == main && diffBase["mergeBase"] as? String == mergeBase)
        #expect((diff["head"] as? [String: Any])?["rev"] as? String == "topic")
    }

    @Test func historyNamesTheRangeOnceWithItsTwoEnds() throws {
        let repository = try mergedHistory()
        defer { repository.delete() }
        let good = String(try repository.git("rev-parse", "good").prefix(7)), head = String(try repository.git("rev-parse", "HEAD").prefix(7))
        let text = try CommandRunner.run(["history", "good..HEAD"], in: repository.path).stdout
        #expect(text.hasPrefix("History of good..HEAD: from good (\(good)) to HEAD (\(head))"), "\(text)")
        let markdown = try CommandRunner.run(["history", "good..HEAD", "--format", "markdown"], in: repository.path).stdout
        #expect(markdown.contains("History of `good..HEAD`: from good (\(good)) to HEAD (\(head))"), "\(markdown)")
        for output in [text, markdown] {
            #expect(output.components(separatedBy: "good..HEAD").count == 2, "the range once: \(output)")
        }
        let report = try json(try CommandRunner.run(["history", "good..HEAD", "--format", "json"], in: repository.path).stdout)
        #expect(report["range"] as? String == "good..HEAD")
        #expect((report["from"] as? [String: Any])?["rev"] as? String == "good")
        #expect((report["to"] as? [String: Any])?["rev"] as? String == "HEAD")
    }

    @Test func historyAndAuditNameTheCommitOnTheMergedBranch() async throws {
        let repository = try mergedHistory()
        defer { repository.delete() }
        let culprit = try repository.git("rev-parse", "feature~1")
        let outcome = try await HistoryWorkflow.run(.init(range: "good..main", directory: repository.path), toolVersion: "test")
        let merge = try #require(outcome.report.commits.last)
        #expect(merge.commit.subject == "Merge branch 'feature'")
        let finding = try #require(merge.introduced.first { $0.finding.rule == "label-removed" }?.finding)
        #expect(merge.onMergedBranch[finding.fingerprint]?.id == culprit)
        let text = try CommandRunner.run(["history", "good..main"], in: repository.path).stdout
        #expect(text.contains("by \(culprit.prefix(7)) on the merged branch: Ada Tester  Player: icon-only next button"), "\(text)")
        let json = try CommandRunner.run(["history", "good..main", "--format", "json"], in: repository.path).stdout
        #expect(json.contains("\"onMergedBranch\": {\n") && json.contains("\"commit\": \"\(culprit)\""), "\(json)")
        let audit = try await AuditWorkflow.run(.init(from: "good", to: "main", directory: repository.path), toolVersion: "test").report
        let regression = audit.screens.flatMap(\.report.regressions).first { $0.rule == "label-removed" }
        #expect(regression?.introducedBy?.id == culprit)
    }

    @Test func bisectFindsTheCommitGitBisectRunFinds() throws {
        let repository = try mergedHistory()
        defer { repository.delete() }
        let culprit = try repository.git("rev-parse", "feature~1")
        let merge = try repository.git("rev-parse", "main")
        let result = try CommandRunner.run(["bisect", "--good", "good", "--bad", "main", "--rule", "label-removed"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("First bad commit: \(culprit)"), "\(result.stdout)")
        #expect(result.stdout.contains("On the branch merged by \(merge.prefix(7)) Merge branch 'feature'"))
        try repository.git("bisect", "start", "main", "good")
        _ = try repository.git("bisect", "run", CommandRunner.executable.path, "bisect-run", "--good", "good", "--rule", "label-removed")
        #expect(try repository.git("rev-parse", "refs/bisect/bad") == culprit)
        try repository.git("bisect", "reset")
        let all = try CommandRunner.run(["bisect", "--good", "good", "--bad", "main", "--rule", "label-removed", "--all"], in: repository.path)
        #expect(all.stdout.contains("by \(culprit.prefix(7)) on the merged branch"), "\(all.stdout)")
    }
}
