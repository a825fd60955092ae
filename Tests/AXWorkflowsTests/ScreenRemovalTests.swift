import AXReport
import AXTestSupport
import AXWorkflows
import Foundation
import Testing

/// A snapshot that disappears, or moves out of the snapshot roots, is a screen the gate no
/// longer checks: lost coverage in a section of its own, never a regression. `coverage: fail`
/// makes the check fail on it; an acceptance (`rule: screen-removed`) lets one through.
@Suite struct ScreenRemovalTests {
    /// main: Settings and Player; feature: whatever the test does next.
    private func repository(_ files: [String: String] = [:]) throws -> TestRepository {
        let repository = try TestRepository()
        var all = [
            "snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings"),
            "snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"),
        ]
        all.merge(files) { _, new in new }
        try repository.commit("Record", files: all)
        try repository.git("checkout", "-q", "-b", "feature")
        return repository
    }

    @Test func aDeletedSnapshotIsLostCoverageNotARegression() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Restructure the tests")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)")
        #expect(result.stdout.contains("No longer recorded"), "\(result.stdout)")
        #expect(result.stdout.contains("warning Player  snapshots/Player.axsnap.json (deleted): its 9 focus stops are no longer checked: \"Now Playing, heading\", \"Album art: Blue Train, image\""), "\(result.stdout)")
        #expect(result.stdout.contains("\"Previous track, button\" and 3 more"))
        #expect(!result.stdout.contains("error "), "\(result.stdout)")
        #expect(!result.stdout.contains("lose"), "\(result.stdout)")
        #expect(result.stdout.contains("PASS 0 screens changed; 0 errors, 0 warnings, 0 notices; 0 improvements; 1 screen no longer recorded"), "\(result.stdout)")
        // In the PR comment: the verdict line and a section of its own, not the regression table.
        let markdown = try CommandRunner.run(["check", "--base", "main", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("· 1 screen no longer recorded"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("#### No longer recorded"))
        #expect(!markdown.stdout.contains("#### Regressions"))
        // In JSON: its own list; no screen, no regression.
        let json = try object(try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path).stdout)
        #expect((json["screens"] as? [Any])?.isEmpty == true)
        let lost = try #require((json["noLongerRecorded"] as? [[String: Any]])?.first)
        #expect(lost["path"] as? String == "snapshots/Player.axsnap.json")
        #expect((lost["finding"] as? [String: Any])?["rule"] as? String == "screen-removed")
        #expect((lost["finding"] as? [String: Any])?["severity"] as? String == "warning")
        // A capture step that crashed: the snapshot is missing from the working tree only.
        try repository.git("checkout", "-q", "main")
        try repository.remove("snapshots/Settings.axsnap.json")
        let crashed = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(crashed.status == 0)
        #expect(crashed.stdout.contains("Settings  snapshots/Settings.axsnap.json (deleted)"), "\(crashed.stdout)")
    }

    @Test func coverageFailFailsTheCheckUnlessAccepted() throws {
        let repository = try repository([".axdiff.yml": "coverage: fail\n"])
        defer { repository.delete() }
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Silence the check")
        let failing = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(failing.status == 1, "\(failing.stdout)")
        #expect(failing.stdout.contains("error   Player  snapshots/Player.axsnap.json (deleted)"), "\(failing.stdout)")
        #expect(failing.stdout.contains("FAIL 0 screens changed; 0 errors, 0 warnings, 0 notices; 0 improvements; 1 screen no longer recorded (1 not accepted, and coverage: fail)"), "\(failing.stdout)")
        let markdown = try CommandRunner.run(["check", "--base", "main", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("❌ **axdiff: screens no longer recorded** (coverage: fail)"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("**failed** (1 screen no longer recorded, with `coverage: fail`)"), "\(markdown.stdout)")
        let junit = try CommandRunner.run(["check", "--base", "main", "--format", "junit"], in: repository.path)
        #expect(junit.stdout.contains("<failure message=\"no longer recorded (coverage: fail)"), "\(junit.stdout)")
        // Accepted on purpose: the check passes and says why.
        try repository.commit("The player moved to the web app", files: [
            ".axdiff-accept.yml": "accepted:\n  - screen: snapshots/Player.axsnap.json\n    rule: screen-removed\n    reason: The player moved to the web app (PLAY-12)\n",
        ])
        let accepted = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(accepted.status == 0, "\(accepted.stdout)")
        #expect(accepted.stdout.contains("accepted Player  snapshots/Player.axsnap.json (deleted)"), "\(accepted.stdout)")
        #expect(accepted.stdout.contains("reason: The player moved to the web app (PLAY-12)"))
        #expect(!accepted.stdout.contains("stale acceptance"))
        // Other rules still need their element.
        try repository.write(".axdiff-accept.yml", "accepted:\n  - screen: Player\n    rule: label-removed\n    reason: no element\n")
        let bad = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".axdiff-accept.yml:2: error: an accepted entry needs \"element\""), "\(bad.stderr)")
    }

    /// `rules: screen-removed: …` from when a removed screen was a regression is read as the
    /// coverage policy it meant, with a note that says what to write instead.
    @Test func theOldRuleSettingIsReadAsTheCoveragePolicy() throws {
        let repository = try repository([".axdiff.yml": "rules:\n  screen-removed: error\n"])
        defer { repository.delete() }
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Drop the player")
        let failing = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(failing.status == 1, "\(failing.stdout)")
        #expect(failing.stderr.contains(".axdiff.yml:2: warning: \"screen-removed: error\" under \"rules\" is read as `coverage: fail`"), "\(failing.stderr)")
        #expect(failing.stderr.contains("write `coverage: fail` at the top level instead"))
        try repository.commit("Not at all", files: [".axdiff.yml": "rules:\n  screen-removed: off\n"])
        let off = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(off.status == 0)
        #expect(off.stdout.contains("No longer recorded"), "\(off.stdout)")
        #expect(off.stderr.contains("is read as `coverage: warn`"), "\(off.stderr)")
        try repository.commit("Both", files: [".axdiff.yml": "coverage: warn\nrules:\n  screen-removed: error\n"])
        let both = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(both.status == 0)
        #expect(both.stderr.contains("\"screen-removed\" under \"rules\" is not used"), "\(both.stderr)")
        try repository.commit("Bad", files: [".axdiff.yml": "coverage: strict\n"])
        let bad = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains(".axdiff.yml:1: error: \"coverage\" must be warn or fail, found \"strict\""), "\(bad.stderr)")
    }

    /// A suite dropped: one line for its folder, in the text report and the PR comment; the
    /// JSON report lists each screen.
    @Test func manyFilesRemovedAtOnceReadAsOneLinePerFolder() throws {
        let names = ["About", "Cart", "Contacts", "Home", "SignUp"]
        var files: [String: String] = [:]
        for name in names { files["snapshots/legacy/\(name).axsnap.json"] = try DemoSnapshots.text(name) }
        let repository = try repository(files)
        defer { repository.delete() }
        try repository.git("rm", "-q", "-r", "snapshots/legacy")
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Drop the legacy suite")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)")
        let lines = result.stdout.split(separator: "\n").filter { $0.hasPrefix("  warning ") }
        #expect(lines.count == 2, "\(result.stdout)")
        #expect(result.stdout.contains("warning snapshots/legacy/: 5 screens no longer recorded (deleted): About, Cart, Contacts, Home, Sign-up form"), "\(result.stdout)")
        #expect(result.stdout.contains("warning Player  snapshots/Player.axsnap.json (deleted)"))
        #expect(result.stdout.contains("6 screens no longer recorded"))
        let markdown = try CommandRunner.run(["check", "--base", "main", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("- ⚠️ snapshots/legacy/: 5 screens no longer recorded (deleted): About, Cart, Contacts, Home, Sign-up form"), "\(markdown.stdout)")
        let json = try object(try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path).stdout)
        #expect((json["noLongerRecorded"] as? [Any])?.count == 6)
        let history = try CommandRunner.run(["history", "main..HEAD"], in: repository.path)
        #expect(history.stdout.contains("no longer recorded snapshots/legacy/: 5 screens no longer recorded (deleted)"), "\(history.stdout)")
    }

    /// Moved out of the roots (or to an ignored path): the check no longer reads it, so it is
    /// no longer recorded, not a rename.
    @Test func aMoveOutOfTheRootsIsNoLongerRecorded() throws {
        let repository = try repository([".axdiff.yml": "snapshots: [snapshots]\nignore:\n  screens: [\"snapshots/wip/**\"]\n"])
        defer { repository.delete() }
        try move(repository, "snapshots/Player.axsnap.json", to: "archive/Player.axsnap.json")
        try move(repository, "snapshots/Settings.axsnap.json", to: "snapshots/wip/Settings.axsnap.json")
        try repository.commit("Archive the player, park the settings")
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let json = try object(result.stdout)
        #expect((json["screens"] as? [Any])?.isEmpty == true, "\(result.stdout)")
        let lost = (json["noLongerRecorded"] as? [[String: Any]] ?? []).map { "\($0["path"] as? String ?? "") -> \($0["movedTo"] as? String ?? "")" }
        #expect(lost.sorted() == [
            "snapshots/Player.axsnap.json -> archive/Player.axsnap.json",
            "snapshots/Settings.axsnap.json -> snapshots/wip/Settings.axsnap.json",
        ], "\(lost)")
        let text = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(text.stdout.contains("Player  snapshots/Player.axsnap.json (moved to archive/Player.axsnap.json, which the check does not read)"), "\(text.stdout)")
    }

    /// Only git's rename detection (an identical blob included) pairs two files as one screen:
    /// a screen re-recorded in another layout at another path is no longer recorded where it
    /// was, and added where it is, whatever its name says.
    @Test func onlyGitPairsFilesAsOneScreen() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.git("mv", "snapshots/Player.axsnap.json", "snapshots/Music.axsnap.json")
        let settings = try DemoSnapshots.text("Settings")
        let parsed = try JSONSerialization.jsonObject(with: Data(settings.utf8))
        let oneLine = String(decoding: try JSONSerialization.data(withJSONObject: parsed), as: UTF8.self)
        try repository.remove("snapshots/Settings.axsnap.json")
        try repository.write("snapshots/ios/Settings.axsnap.json", oneLine)
        try repository.commit("Reorganise the snapshots")
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let report = try object(result.stdout)
        let screens = try #require(report["screens"] as? [[String: Any]])
        let statuses = screens.map { "\($0["path"] as? String ?? "") \($0["status"] as? String ?? "")" }
        #expect(statuses == ["snapshots/Music.axsnap.json renamed", "snapshots/ios/Settings.axsnap.json added"], "\(statuses)")
        let lost = (report["noLongerRecorded"] as? [[String: Any]] ?? []).compactMap { $0["path"] as? String }
        #expect(lost == ["snapshots/Settings.axsnap.json"])
    }

    @Test func historyAndBisectFindTheLoss() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.commit("Unrelated", files: ["README.md": "hello\n"])
        try repository.git("rm", "-q", "snapshots/Player.axsnap.json")
        try repository.commit("Remove the player snapshot")
        try repository.commit("Later", files: ["README.md": "bye\n"])
        let history = try CommandRunner.run(["history", "main..HEAD"], in: repository.path)
        #expect(history.stdout.contains("no longer recorded Player (snapshots/Player.axsnap.json, deleted): its 9 focus stops are no longer checked"), "\(history.stdout)")
        #expect(history.stdout.contains("1 commit changed snapshots; 0 regressions introduced, 0 fixed; 1 screen no longer recorded"), "\(history.stdout)")
        let json = try object(try CommandRunner.run(["history", "main..HEAD", "--format", "json"], in: repository.path).stdout)
        let commit = try #require((json["commits"] as? [[String: Any]])?.first)
        #expect((commit["introduced"] as? [Any])?.isEmpty == true)
        #expect((commit["noLongerRecorded"] as? [Any])?.count == 1)
        let bisect = try CommandRunner.run(["bisect", "--good", "main", "--bad", "HEAD", "--rule", "screen-removed"], in: repository.path)
        #expect(bisect.status == 0, "\(bisect.stderr)")
        #expect(bisect.stdout.contains("    Remove the player snapshot"), "\(bisect.stdout)")
        // Lost coverage is no regression: a search for any regression finds none.
        let any = try CommandRunner.run(["bisect", "--good", "main", "--bad", "HEAD"], in: repository.path)
        #expect(any.status == 2, "\(any.stdout)")
        #expect(any.stderr.contains("bad is not bad"), "\(any.stderr)")
    }

    /// What real histories do to snapshot files (a test dropped, a suite's variants retired, a
    /// test moved out of the snapshot folders, a spec renamed): judged as the real-history
    /// corpus judges them, from `history`'s screens, none is an error or warning, and `check`
    /// of each commit passes. What the gate lost is in each commit's coverage instead.
    @Test func noDeletedOrMovedSnapshotIsAGatingFinding() async throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        func page(_ name: String) -> String { "- heading \"\(name)\" [level=1]\n- button \"Save \(name)\"\n- img \"\(name) chart\"\n" }
        var files = [".axdiff.yml": "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n"]
        for name in ["login", "cart", "profile"] { files["e2e/\(name).spec.ts-snapshots/\(name).yml"] = page(name) }
        for variant in ["small", "medium", "large"] { files["e2e/button.spec.ts-snapshots/\(variant).yml"] = page("Button \(variant)") }
        try repository.commit("Record", files: files)
        try repository.git("tag", "v1")
        try repository.git("rm", "-q", "e2e/login.spec.ts-snapshots/login.yml")
        try repository.commit("Drop the login test")
        try repository.git("rm", "-q", "-r", "e2e/button.spec.ts-snapshots")
        try repository.commit("Retire the button variants")
        try move(repository, "e2e/cart.spec.ts-snapshots/cart.yml", to: "archive/cart.yml")
        try repository.commit("Move the cart test out of e2e")
        try move(repository, "e2e/profile.spec.ts-snapshots/profile.yml", to: "e2e/account.spec.ts-snapshots/profile.yml")
        try repository.commit("Rename the profile spec")

        let outcome = try await HistoryWorkflow.run(.init(range: "v1..HEAD", repo: repository.path, directory: repository.path), toolVersion: "test")
        let commits = outcome.report.commits
        #expect(commits.count == 4, "\(commits.map(\.commit.subject))")
        let gating = commits.flatMap(\.screens).flatMap(\.regressions).filter { $0.severity >= .warning }
        #expect(gating.isEmpty, "\(gating.map { "\($0.rule): \($0.message)" })")
        #expect(commits.flatMap(\.coverage).map(\.path).sorted() == [
            "e2e/button.spec.ts-snapshots/large.yml", "e2e/button.spec.ts-snapshots/medium.yml", "e2e/button.spec.ts-snapshots/small.yml",
            "e2e/cart.spec.ts-snapshots/cart.yml", "e2e/login.spec.ts-snapshots/login.yml",
        ])
        for commit in commits {
            let check = try CommandRunner.run(["check", "--base", commit.commit.id + "~1", "--head", commit.commit.id], in: repository.path)
            #expect(check.status == 0, "\(commit.commit.subject): \(check.stdout)")
            #expect(check.stdout.hasSuffix("\n") && check.stdout.contains("PASS"), "\(check.stdout)")
        }
    }

    /// Moves a file as a person would (git sees the rename from the identical contents).
    private func move(_ repository: TestRepository, _ old: String, to new: String) throws {
        let text = try String(contentsOfFile: repository.path + "/" + old, encoding: .utf8)
        try repository.remove(old)
        try repository.write(new, text)
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }
}
