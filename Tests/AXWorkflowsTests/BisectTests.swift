import AXGit
import AXReport
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// Scripted histories of the Player screen: `broken` lists the commits (1-based, after the
/// first) where the Next track button has lost its label.
private func history(commits: Int, broken: Set<Int>) throws -> TestRepository {
    let repository = try TestRepository()
    try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player")])
    try repository.git("tag", "good")
    for number in 1...commits {
        var edits: [(String, String)] = [("\"value\": \"70%\"", "\"value\": \"\(number)%\"")]
        if broken.contains(number) { edits.append(("\"label\": \"Next track\",", "")) }
        try repository.commit("Step \(number)", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.edited("Player", edits)])
        // A commit that touches no snapshot, which bisect must skip.
        try repository.commit("Docs \(number)", files: ["README.md": "step \(number)\n"])
    }
    return repository
}

@Suite struct BisectTests {
    private func bisect(_ repository: TestRepository, bad: String = "HEAD", filter: BisectWorkflow.Filter = .init(rule: "label-removed")) async throws -> BisectWorkflow.Outcome {
        try await BisectWorkflow.run(.init(good: "good", bad: bad, filter: filter, directory: repository.path))
    }

    @Test(arguments: [1, 4, 7])
    func findsTheFirstBadCommit(first: Int) async throws {
        let repository = try history(commits: 7, broken: Set(first...7))
        defer { repository.delete() }
        let outcome = try await bisect(repository)
        #expect(outcome.firstBad?.subject == "Step \(first)")
        #expect(outcome.candidates == 7)
        #expect(outcome.regressions.map(\.finding.rule) == ["label-removed"])
        // Binary search: far fewer judgements than commits.
        #expect(outcome.commitsJudged <= 5)
    }

    @Test func badThatIsNotBadSaysSo() async throws {
        let repository = try history(commits: 3, broken: [])
        defer { repository.delete() }
        await #expect {
            _ = try await bisect(repository)
        } throws: { error in
            "\(error)".contains("bad is not bad")
        }
    }

    @Test func goodThatIsNotGoodSaysSo() async throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        let unlabelled = try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")])
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": unlabelled])
        try repository.git("tag", "good")
        try repository.commit("Later", files: ["snapshots/Player.axsnap.json": unlabelled.replacingOccurrences(of: "\"70%\"", with: "\"60%\"")])
        await #expect {
            _ = try await BisectWorkflow.run(.init(good: "good", bad: "HEAD", filter: .init(rule: "interactive-without-label"), directory: repository.path))
        } throws: { error in
            "\(error)".contains("good is not good") && "\(error)".contains("interactive-without-label")
        }
    }

    @Test func goodMustBeAnAncestorOfBad() async throws {
        let repository = try history(commits: 2, broken: [2])
        defer { repository.delete() }
        await #expect {
            _ = try await BisectWorkflow.run(.init(good: "HEAD", bad: "good", directory: repository.path))
        } throws: { error in
            "\(error)".contains("is not an ancestor of bad")
        }
    }

    @Test func allListsEveryCommitThatIntroducedOrFixedIt() async throws {
        // Broken in 2, fixed in 4, broken again in 6: not monotonic.
        let repository = try history(commits: 7, broken: [2, 3, 6, 7])
        defer { repository.delete() }
        let outcome = try await BisectWorkflow.run(.init(good: "good", bad: "HEAD", filter: .init(rule: "label-removed"), all: true, directory: repository.path))
        #expect(outcome.transitions.map(\.commit.subject) == ["Step 2", "Step 6"])
        let fixes = try await BisectWorkflow.run(.init(good: "good", bad: "HEAD", filter: .init(rule: "interactive-without-label"), all: true, directory: repository.path))
        #expect(fixes.transitions.map(\.commit.subject) == ["Step 4"])
        #expect(fixes.transitions.first?.fixed.count == 1)
    }

    @Test func filtersSelectTheRegression() async throws {
        let repository = try history(commits: 3, broken: [2, 3])
        defer { repository.delete() }
        #expect(try await bisect(repository, filter: .init(element: "Next track")).firstBad?.subject == "Step 2")
        #expect(try await bisect(repository, filter: .init(screen: "snapshots/Player*", element: "nextButton")).firstBad?.subject == "Step 2")
        await #expect(throws: WorkflowError.self) {
            _ = try await bisect(repository, filter: .init(screen: "snapshots/Settings*"))
        }
    }

    @Test func theCommandPrintsTheFirstBadCommit() throws {
        let repository = try history(commits: 5, broken: Set(3...5))
        defer { repository.delete() }
        let result = try CommandRunner.run(["bisect", "--good", "good", "--bad", "main", "--rule", "label-removed"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        let id = try repository.git("rev-list", "-1", "--grep", "^Step 3$", "HEAD")
        #expect(result.stdout.contains("First bad commit: \(id)"))
        #expect(result.stdout.contains("Author: Ada Tester"))
        #expect(result.stdout.contains("    Step 3"))
        #expect(result.stdout.contains("snapshot revisions read"))
        #expect(result.stdout.contains("\"Next track, button\" -> \"Button\""))
    }
}

@Suite struct BisectRunTests {
    @Test func exitCodesForGitBisectRun() throws {
        let repository = try history(commits: 3, broken: [3])
        defer { repository.delete() }
        let clean = try CommandRunner.run(["bisect-run", "--good", "good"], in: repository.path)
        #expect(clean.status == 1, "\(clean.stdout)\(clean.stderr)")
        try repository.git("checkout", "-q", "HEAD~2")
        #expect(try CommandRunner.run(["bisect-run", "--good", "good"], in: repository.path).status == 0)
        // The user's own steps re-recorded a broken snapshot in the working tree.
        try repository.write("snapshots/Player.axsnap.json", try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")]))
        #expect(try CommandRunner.run(["bisect-run", "--good", "good", "--rule", "label-removed"], in: repository.path).status == 1)
        try repository.git("checkout", "-q", "--", ".")
        try repository.git("checkout", "-q", "main")
        // No snapshot at all: cannot be judged.
        try repository.git("rm", "-q", "-r", "snapshots")
        try repository.commit("Remove the snapshots")
        let skip = try CommandRunner.run(["bisect-run", "--good", "good"], in: repository.path)
        #expect(skip.status == 125)
        #expect(skip.stderr.contains("no snapshot"))
        // Errors stop the bisection.
        #expect(try CommandRunner.run(["bisect-run", "--good", "no-such-tag"], in: repository.path).status == 128)
        #expect(try CommandRunner.run(["bisect-run", "--bogus"], in: repository.path).status == 128)
    }

    @Test func worksInsideGitBisectRun() throws {
        let repository = try history(commits: 6, broken: Set(4...6))
        defer { repository.delete() }
        try repository.git("bisect", "start", "HEAD", "good")
        let output = try repository.git("bisect", "run", CommandRunner.executable.path, "bisect-run", "--good", "good", "--rule", "label-removed")
        #expect(output.contains("is the first bad commit"))
        let first = try repository.git("rev-parse", "refs/bisect/bad")
        #expect(try repository.git("log", "-1", "--format=%s", first) == "Step 4")
        try repository.git("bisect", "reset")
    }
}

extension BisectRunTests {
    /// Snapshots committed once (the good tag), then recorded by the bisect step itself into
    /// an untracked `snapshots/` folder: the working tree, not the deletion, is judged.
    @Test func judgesSnapshotsRecordedUntrackedAtEachStep() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.text("Player")])
        try repository.git("tag", "good")
        try repository.git("rm", "-q", "-r", "snapshots")
        try repository.commit("Record the snapshots in CI from now on", files: ["app/next-label.txt": "Next track\n"])
        for step in 2...6 {
            try repository.commit("Step \(step)", files: ["app/next-label.txt": step >= 4 ? "\n" : "Next track\n", "app/step.txt": "\(step)\n"])
        }
        // The recording step: labelled or not, as the app's source says.
        let recordings = repository.scratch.appendingPathComponent("recordings")
        try FileManager.default.createDirectory(at: recordings, withIntermediateDirectories: true)
        try Data(try DemoSnapshots.text("Player").utf8).write(to: recordings.appendingPathComponent("labelled"))
        try Data(try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")]).utf8).write(to: recordings.appendingPathComponent("unlabelled"))
        let script = """
            mkdir -p snapshots
            if grep -q Next app/next-label.txt; then kind=labelled; else kind=unlabelled; fi
            cp "\(recordings.path)/$kind" snapshots/Player.axsnap.json
            exec "\(CommandRunner.executable.path)" bisect-run --good good --rule label-removed
            """
        try repository.git("bisect", "start", "HEAD", "good")
        let output = try repository.git("bisect", "run", "sh", "-c", script)
        #expect(output.contains("is the first bad commit"), "\(output)")
        let first = try repository.git("rev-parse", "refs/bisect/bad")
        #expect(try repository.git("log", "-1", "--format=%s", first) == "Step 4")
        try repository.git("bisect", "reset")
    }
}

@Suite struct HistoryTests {
    @Test func attributesEachRegressionAndFixToItsCommit() async throws {
        let repository = try history(commits: 5, broken: [2, 3])
        defer { repository.delete() }
        let outcome = try await HistoryWorkflow.run(.init(range: "good..HEAD", directory: repository.path), toolVersion: "test")
        let commits = outcome.report.commits
        #expect(commits.count == 5)
        #expect(commits.map(\.commit.subject) == ["Step 1", "Step 2", "Step 3", "Step 4", "Step 5"])
        #expect(commits[1].introduced.map(\.finding.rule) == ["label-removed"])
        #expect(commits[3].fixed.map(\.finding.rule) == ["interactive-without-label"])
        #expect(commits[0].introduced.isEmpty && commits[2].introduced.isEmpty)
        // Each distinct blob parsed once: the first snapshot and the five changed ones.
        #expect(outcome.blobsParsed == 6)
    }

    @Test func jsonHasTheDocumentedShape() throws {
        let repository = try history(commits: 2, broken: [2])
        defer { repository.delete() }
        let result = try CommandRunner.run(["history", "--format", "json"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let commits = try #require(json["commits"] as? [[String: Any]])
        #expect(commits.count == 3)  // the root commit adds the screen
        #expect(commits.allSatisfy { ($0["commit"] as? String)?.count == 40 && $0["author"] as? String == "Ada Tester" && $0["date"] != nil && $0["subject"] != nil })
        let introduced = try #require(commits[2]["introduced"] as? [[String: Any]])
        #expect(introduced.first?["rule"] as? String == "label-removed")
        #expect(introduced.first?["path"] as? String == "snapshots/Player.axsnap.json")
        #expect((commits[2]["fixed"] as? [Any])?.isEmpty == true)
    }

    @Test func markdownAndTextFormats() throws {
        let repository = try history(commits: 2, broken: [2])
        defer { repository.delete() }
        let markdown = try CommandRunner.run(["history", "good..HEAD", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("| Commit | Date | Author | Subject | Introduced | Fixed |"))
        #expect(markdown.stdout.contains("`label-removed`"))
        let text = try CommandRunner.run(["history", "good..HEAD"], in: repository.path)
        #expect(text.stdout.contains("introduced error label-removed in Player"))
        #expect(text.stdout.hasSuffix("2 commits changed snapshots; 1 regression introduced, 0 fixed\n"))
    }
}
