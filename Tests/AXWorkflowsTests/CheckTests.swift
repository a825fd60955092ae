import AXGit
import AXReport
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// A repository with the demo snapshots on main and a feature branch that changes them.
private func demoRepository(_ edits: [String: [(String, String)]] = [:], branch: String = "feature") throws -> TestRepository {
    let repository = try TestRepository()
    for screen in ["Settings", "SignUp", "Player"] {
        try repository.write("snapshots/\(screen).axsnap.json", try DemoSnapshots.text(screen))
    }
    try repository.commit("Record snapshots")
    try repository.git("checkout", "-q", "-b", branch)
    for (screen, replacements) in edits {
        try repository.write("snapshots/\(screen).axsnap.json", try DemoSnapshots.edited(screen, replacements))
    }
    if !edits.isEmpty { try repository.commit("Change \(edits.keys.sorted().joined(separator: ", "))") }
    return repository
}

private let loseLabel: [String: [(String, String)]] = [
    "Settings": [("\"id\": \"largeTextRow\",\n            \"label\": \"Larger Text\",", "\"id\": \"largeTextRow\",")],
]

private let reorderOnly: [String: [(String, String)]] = [
    // Swap the previous and next buttons' frames: a warning (focus order), not an error.
    "Player": [("\"frame\": [74, 574, 64, 64]", "\"frame\": [254, 574, 64, 65]"), ("\"frame\": [254, 574, 64, 64]", "\"frame\": [74, 574, 64, 64]")],
]

@Suite struct CheckTests {
    @Test func cleanChangeExitsZero() throws {
        let repository = try demoRepository(["Settings": [("\"value\": \"Medium\"", "\"value\": \"Loud\"")]])
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS"))
        #expect(result.stderr.contains("base: main (--base)"))
    }

    @Test func anErrorFailsWithExitOne() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 1)
        #expect(result.stdout.contains("label-removed"))
        #expect(result.stdout.contains("FAIL"))
    }

    @Test func failOnDecidesTheThreshold() throws {
        let repository = try demoRepository(reorderOnly)
        defer { repository.delete() }
        #expect(try CommandRunner.run(["check", "--base", "main"], in: repository.path).status == 0)
        let strict = try CommandRunner.run(["check", "--base", "main", "--fail-on", "warning"], in: repository.path)
        #expect(strict.status == 1, "\(strict.stdout)")
        #expect(strict.stdout.contains("focus-order-changed"))
        let broken = try demoRepository(loseLabel)
        defer { broken.delete() }
        #expect(try CommandRunner.run(["check", "--base", "main", "--fail-on", "never"], in: broken.path).status == 0)
    }

    @Test func usageAndInputErrorsExitTwo() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        let unknown = try CommandRunner.run(["check", "--base", "no-such-branch"], in: repository.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("'no-such-branch'"))
        let badOption = try CommandRunner.run(["check", "--fail-on", "sometimes"], in: repository.path)
        #expect(badOption.status == 2)
        let outside = try CommandRunner.run(["check"], in: FileManager.default.temporaryDirectory.path)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("git repository"))
    }

    @Test func baseSelectionPrefersTheUpstreamThenOriginHeadThenMainThenMaster() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        let context = try RepositoryContext(repo: repository.path, directory: repository.path)
        #expect(try CheckWorkflow.chooseBase(nil, context.repository).0 == "main")
        try repository.git("branch", "-q", "--set-upstream-to=main")
        #expect(try CheckWorkflow.chooseBase(nil, try RepositoryContext(repo: repository.path, directory: repository.path).repository) == ("main", "the upstream of feature"))
        #expect(try CheckWorkflow.chooseBase("v1", context.repository) == ("v1", "--base"))

        let master = try TestRepository()
        defer { master.delete() }
        try master.git("checkout", "-q", "-b", "master")
        try master.commit("first", files: ["snapshots/A.axsnap.json": try DemoSnapshots.text("Player")])
        try master.git("checkout", "-q", "-b", "topic")
        #expect(try CheckWorkflow.chooseBase(nil, try master.open()).0 == "master")

        // Detached (as in CI), origin/HEAD wins over local branches.
        let clone = repository.scratch.appendingPathComponent("clone").path
        try repository.run(["clone", "-q", repository.path, clone], in: repository.scratch.path)
        try repository.git("checkout", "-q", "--detach", in: clone)
        try repository.git("branch", "-q", "main", "origin/main", in: clone)
        #expect(try CheckWorkflow.chooseBase(nil, try Repository.open(path: clone)) == ("origin/feature", "origin/HEAD"))
    }

    @Test func noBaseAtAllSaysWhatToPass() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.git("checkout", "-q", "-b", "trunk")
        try repository.commit("first", files: ["snapshots/A.axsnap.json": try DemoSnapshots.text("Player")])
        let result = try CommandRunner.run(["check"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("pass --base REV"))
    }

    @Test func headIsTheWorkingTreeWhenItHasChangedSnapshots() throws {
        let repository = try demoRepository()
        defer { repository.delete() }
        try repository.write("snapshots/Settings.axsnap.json", try DemoSnapshots.edited("Settings", loseLabel["Settings"] ?? []))
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 1)
        #expect(result.stderr.contains("head: the working tree (1 changed snapshot not committed)"))
        try repository.git("checkout", "--", ".")
        let clean = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(clean.status == 0)
        #expect(clean.stderr.contains("head: HEAD (no snapshot or configuration changes in the working tree)"))
    }

    @Test func comparesWithTheMergeBaseNotTheBaseTip() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        // main moves on and breaks Player; the feature branch must not be blamed for it.
        try repository.git("checkout", "-q", "main")
        try repository.commit("break player on main", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.edited("Player", [("\"label\": \"Play\",", "")])])
        try repository.git("checkout", "-q", "feature")
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path)
        #expect(result.status == 1)
        #expect(!result.stdout.contains("Player.axsnap.json"))
        #expect(result.stderr.contains("comparing with the merge base"))
    }

    @Test func acceptedRegressionsDoNotFailAndStaleEntriesAreReported() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        try repository.write(".axdiff-accept.yml", """
            accepted:
              - screen: snapshots/Settings.axsnap.json
                rule: label-removed
                element: largeTextRow
                reason: The row is relabelled in the next release (DESIGN-12)
              - screen: Settings
                rule: focus-order-changed
                element: soundRow
                reason: An old entry
            """)
        try repository.commit("Accept the label change")
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        let screens = json?["screens"] as? [[String: Any]]
        let accepted = screens?.first?["accepted"] as? [[String: Any]]
        #expect(accepted?.first?["rule"] as? String == "label-removed")
        #expect((accepted?.first?["acceptance"] as? [String: Any])?["reason"] as? String == "The row is relabelled in the next release (DESIGN-12)")
        let stale = json?["staleAcceptances"] as? [[String: Any]]
        #expect(stale?.count == 1)
        #expect(stale?.first?["rule"] as? String == "focus-order-changed")
        #expect((json?["summary"] as? [String: Any])?["accepted"] as? Int == 1)
    }

    @Test func anExpiredAcceptanceNoLongerApplies() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        try repository.write(".axdiff-accept.yml", """
            accepted:
              - screen: snapshots/Settings.axsnap.json
                rule: label-removed
                element: Larger Text
                reason: Temporary
                until: 2020-01-31
            """)
        try repository.commit("Accept for a while")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 1)
        #expect(result.stdout.contains("expired on 2020-01-31"))
    }

    @Test func aBadAcceptanceFileIsAnInputError() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        try repository.write(".axdiff-accept.yml", "accepted:\n  - screen: x\n    rule: label-removed\n    element: y\n")
        try repository.commit("Missing reason")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".axdiff-accept.yml:2: error: an accepted entry needs \"reason\""))
    }

    @Test func reportsAreWrittenFromOneRun() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        let out = repository.scratch.appendingPathComponent("report.json").path
        let text = repository.scratch.appendingPathComponent("report.txt").path
        let sarif = repository.scratch.appendingPathComponent("report.sarif").path
        let junit = repository.scratch.appendingPathComponent("report.xml").path
        let markdown = repository.scratch.appendingPathComponent("comment.md").path
        let result = try CommandRunner.run([
            "check", "--base", "main", "--output", out, "--format", "json", "--report", "text=\(text)",
            "--report", "sarif=\(sarif)", "--report", "junit=\(junit)", "--report", "markdown=\(markdown)",
        ], in: repository.path)
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(try String(contentsOfFile: out, encoding: .utf8).contains("\"label-removed\""))
        #expect(try String(contentsOfFile: text, encoding: .utf8).contains("FAIL"))
        #expect(try String(contentsOfFile: sarif, encoding: .utf8).contains("\"ruleId\": \"label-removed\""))
        #expect(try String(contentsOfFile: junit, encoding: .utf8).contains("<failure"))
        #expect(try String(contentsOfFile: markdown, encoding: .utf8).hasPrefix("<!-- axdiff-report -->"))
        let github = try CommandRunner.run(["check", "--base", "main", "--format", "github"], in: repository.path)
        #expect(github.stdout.hasPrefix("::error file=snapshots/Settings.axsnap.json,line="))
    }

    @Test func aShallowCloneWithoutTheMergeBaseSaysToFetchHistory() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        try repository.git("checkout", "-q", "main")
        try repository.commit("more on main", files: ["snapshots/Extra.axsnap.json": try DemoSnapshots.text("Player")])
        let clone = repository.scratch.appendingPathComponent("shallow").path
        try repository.run(["clone", "-q", "--depth", "1", "--no-single-branch", "file://" + repository.path, clone], in: repository.scratch.path)
        try repository.git("checkout", "-q", "feature", in: clone)
        let result = try CommandRunner.run(["check", "--base", "origin/main"], in: clone)
        #expect(result.status == 2)
        #expect(result.stderr.contains("fetch-depth: 0"))
    }

    @Test func aDepthOneCloneWithoutTheBaseBranchSaysItIsShallowAndHowToFetch() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        let clone = repository.scratch.appendingPathComponent("depth-1").path
        try repository.run(["clone", "-q", "--depth", "1", "--single-branch", "--branch", "feature", "file://" + repository.path, clone], in: repository.scratch.path)
        // Detached, as actions/checkout leaves a pull request's merge commit: no upstream either.
        try repository.run(["checkout", "-q", "--detach"], in: clone)
        for arguments in [["check", "--base", "origin/main"], ["check"]] {
            let result = try CommandRunner.run(arguments, in: clone)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.stderr.contains("shallow clone"), "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("git fetch --unshallow origin main"), "\(arguments)")
            #expect(result.stderr.contains("fetch-depth: 0"), "\(arguments)")
        }
        // Fetching as told makes the check work.
        try repository.run(["fetch", "-q", "--unshallow", "origin", "main:refs/remotes/origin/main"], in: clone)
        #expect(try CommandRunner.run(["check", "--base", "origin/main"], in: clone).status == 1)
    }

    @Test func theRepositoryIsUntouched() throws {
        let repository = try demoRepository(loseLabel)
        defer { repository.delete() }
        try repository.write("snapshots/Settings.axsnap.json", try DemoSnapshots.text("Settings"))
        let before = try repository.fingerprint()
        for arguments in [
            ["check", "--base", "main"], ["diff"], ["diff", "--staged"], ["diff", "main", "feature", "--format", "json"], ["ls"], ["rules"],
            ["history"], ["bisect", "--good", "main", "--bad", "feature"], ["bisect-run", "--good", "main"], ["audit", "main", "feature"],
            ["show", "snapshots"], ["validate", "snapshots"], ["format", "--check", "snapshots"],
        ] {
            _ = try CommandRunner.run(arguments, in: repository.path)
        }
        #expect(try repository.fingerprint() == before)
    }
}
