import AXTestSupport
import Foundation
import Testing

/// scripts/pre-push, installed as a repository's hook and driven by real `git push`es to a
/// local bare repository.
@Suite struct PrePushHookTests {
    /// A bare origin and a clone with the hook installed, whose main (one snapshot) is pushed.
    final class Remote {
        let scratch: URL
        let work: URL
        let environment: [String: String]

        init(environment extra: [String: String] = [:]) throws {
            scratch = try Tooling.scratch()
            environment = Tooling.environment(home: scratch.appendingPathComponent("home"), extra: extra)
            try Tooling.git("init", "-q", "--bare", "-b", "main", "origin.git", in: scratch, environment: environment)
            try Tooling.git("clone", "-q", "origin.git", "work", in: scratch, environment: environment)
            work = scratch.appendingPathComponent("work")
            try Tooling.git("checkout", "-q", "-b", "main", in: work, environment: environment)
            let hook = work.appendingPathComponent(".git/hooks/pre-push")
            try FileManager.default.copyItem(at: Tooling.root.appendingPathComponent("scripts/pre-push"), to: hook)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: hook.path)
            try commit("Record the player", files: ["snapshots/Player.axsnap.json": DemoSnapshots.text("Player")])
        }

        deinit { try? FileManager.default.removeItem(at: scratch) }

        func commit(_ message: String, files: [String: String]) throws {
            for (path, text) in files { try Tooling.write(text, to: work.appendingPathComponent(path)) }
            try Tooling.git("add", "-A", in: work, environment: environment)
            try Tooling.git("commit", "-q", "-m", message, in: work, environment: environment)
        }

        func git(_ arguments: String...) throws -> Tooling.Result {
            try Tooling.run("git", arguments, in: work, environment: environment)
        }

        /// The commit the origin has for a branch, or nil.
        func remote(_ branch: String) throws -> String? {
            let result = try Tooling.run("git", ["rev-parse", "-q", "--verify", "refs/heads/\(branch)"], in: scratch.appendingPathComponent("origin.git"), environment: environment)
            return result.status == 0 ? result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) : nil
        }

        /// The player with its Next button's label removed: a regression.
        static func unlabelled() throws -> String {
            try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")])
        }
    }

    @Test func theFirstPushOfTheDefaultBranchHasNothingToCompareWithAndPasses() throws {
        let remote = try Remote()
        let push = try remote.git("push", "-q", "origin", "main")
        #expect(push.status == 0, "\(push.output)")
        #expect(push.stderr.contains("main is new and origin has no default branch here to compare it with; not checked"))
        #expect(try remote.remote("main") != nil)
    }

    @Test func aNewBranchIsComparedWithTheRemotesDefaultBranchAndRefusedOnARegression() throws {
        let remote = try Remote()
        #expect(try remote.git("push", "-q", "origin", "main").status == 0)
        #expect(try remote.git("checkout", "-q", "-b", "feature").status == 0)
        try remote.commit("Icon-only next button", files: ["snapshots/Player.axsnap.json": Remote.unlabelled()])
        let push = try remote.git("push", "origin", "feature")
        #expect(push.status != 0)
        #expect(push.stderr.contains("axdiff pre-push: checking feature against origin/main"), "\(push.output)")
        #expect(push.output.contains("label-removed"), "\(push.output)")
        #expect(push.stderr.contains("feature makes the app less accessible"))
        #expect(try remote.remote("feature") == nil, "the push went through")

        // --no-verify skips the hook, as the message says.
        #expect(try remote.git("push", "-q", "--no-verify", "origin", "feature").status == 0)
        #expect(try remote.remote("feature") != nil)
    }

    @Test func aNewBranchWithoutRegressionsIsPushed() throws {
        let remote = try Remote()
        #expect(try remote.git("push", "-q", "origin", "main").status == 0)
        #expect(try remote.git("checkout", "-q", "-b", "docs").status == 0)
        try remote.commit("Docs", files: ["README.md": "Player\n", "snapshots/Settings.axsnap.json": DemoSnapshots.text("Settings")])
        let push = try remote.git("push", "origin", "docs")
        #expect(push.status == 0, "\(push.output)")
        #expect(push.stderr.contains("checking docs against origin/main"))
        #expect(try remote.remote("docs") != nil)
    }

    /// An update is judged by what it adds to the remote's commit: a regression already on
    /// the remote does not block the next push, a new one does.
    @Test func anUpdateIsComparedWithTheCommitTheRemoteHas() throws {
        let remote = try Remote()
        #expect(try remote.git("push", "-q", "origin", "main").status == 0)
        try remote.commit("Icon-only next button", files: ["snapshots/Player.axsnap.json": Remote.unlabelled()])
        let refused = try remote.git("push", "origin", "main")
        #expect(refused.status != 0, "\(refused.output)")
        #expect(refused.stderr.contains("checking main against origin/main"))
        #expect(try remote.git("push", "-q", "--no-verify", "origin", "main").status == 0)

        try remote.commit("Volume at 60%", files: ["snapshots/Player.axsnap.json": Remote.unlabelled().replacingOccurrences(of: "\"70%\"", with: "\"60%\"")])
        let next = try remote.git("push", "origin", "main")
        #expect(next.status == 0, "the regression was on the remote already: \(next.output)")
        let head = try Tooling.git("rev-parse", "HEAD", in: remote.work, environment: remote.environment)
        #expect(try remote.remote("main") == head)
    }

    /// Refspecs whose local side is not a branch name: each push to a branch is checked.
    @Test func everyPushedRefIsCheckedWhateverNamesItHere() throws {
        let remote = try Remote()
        #expect(try remote.git("push", "-q", "origin", "main").status == 0)
        #expect(try remote.git("checkout", "-q", "-b", "feature").status == 0)
        try remote.commit("Icon-only next button", files: ["snapshots/Player.axsnap.json": Remote.unlabelled()])
        let sha = try Tooling.git("rev-parse", "HEAD", in: remote.work, environment: remote.environment)
        for refspec in ["HEAD:main", "\(sha):refs/heads/x", "feature~0:refs/heads/y"] {
            let push = try remote.git("push", "origin", refspec)
            #expect(push.status != 0, "\(refspec) went through: \(push.output)")
            #expect(push.output.contains("label-removed"), "\(refspec): \(push.output)")
            #expect(push.stderr.contains("makes the app less accessible"), "\(refspec): \(push.output)")
        }
        #expect(try remote.remote("main") != sha)
        for branch in ["x", "y"] { #expect(try remote.remote(branch) == nil, "\(branch)") }
    }

    /// `git replace` shows a clean commit in place of the one pushed; the push sends the
    /// original, and that is what is judged.
    @Test func theCommitsPushedAreJudgedNotTheirReplacements() throws {
        let remote = try Remote()
        #expect(try remote.git("push", "-q", "origin", "main").status == 0)
        try remote.commit("Icon-only next button", files: ["snapshots/Player.axsnap.json": Remote.unlabelled()])
        let bad = try Tooling.git("rev-parse", "HEAD", in: remote.work, environment: remote.environment)
        #expect(try remote.git("checkout", "-q", "-b", "clean", "HEAD~1").status == 0)
        try remote.commit("Readme", files: ["README.md": "Player\n"])
        let clean = try Tooling.git("rev-parse", "HEAD", in: remote.work, environment: remote.environment)
        #expect(try remote.git("replace", bad, clean).status == 0)
        #expect(try remote.git("checkout", "-q", "main").status == 0)
        let push = try remote.git("push", "origin", "main")
        #expect(push.status != 0, "the replaced commit was judged: \(push.output)")
        #expect(push.output.contains("label-removed"), "\(push.output)")
        #expect(try remote.remote("main") != bad)
    }

    @Test func deletingABranchOrPushingATagIsNotChecked() throws {
        let remote = try Remote()
        #expect(try remote.git("push", "-q", "origin", "main").status == 0)
        #expect(try remote.git("push", "-q", "--no-verify", "origin", "main:old").status == 0)
        try remote.commit("Icon-only next button", files: ["snapshots/Player.axsnap.json": Remote.unlabelled()])
        #expect(try remote.git("tag", "v2").status == 0)
        let tag = try remote.git("push", "origin", "v2")
        #expect(tag.status == 0, "\(tag.output)")
        #expect(!tag.stderr.contains("checking"))
        let delete = try remote.git("push", "origin", "--delete", "old")
        #expect(delete.status == 0, "\(delete.output)")
        #expect(try remote.remote("old") == nil)
    }

    @Test func withoutAxdiffThePushIsRefusedWithAdvice() throws {
        let remote = try Remote(environment: ["AXDIFF": "/nonexistent/axdiff"])
        let push = try remote.git("push", "origin", "main")
        #expect(push.status != 0)
        #expect(push.stderr.contains("'/nonexistent/axdiff' is not installed or not on PATH; install axdiff (scripts/install) or push with --no-verify"))
    }

    @Test func theHookPassesShellcheck() throws {
        guard Tooling.require("shellcheck", install: "apt-get install shellcheck") else { return }
        // -x follows the files the scripts source (scripts/lib/release-build.sh).
        let result = try Tooling.run(
            "shellcheck", ["-x", "scripts/pre-push", "scripts/install", "scripts/github-action", "scripts/generate-manual", "scripts/bench", "scripts/lib/release-build.sh"],
            in: Tooling.root, environment: Tooling.environment(home: Tooling.root))
        #expect(result.status == 0, "\(result.output)")
    }
}
