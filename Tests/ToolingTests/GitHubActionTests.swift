import AXTestSupport
import Foundation
import Testing

/// scripts/github-action, the steps of action.yml, run outside GitHub with the variables the
/// runner would set and the built axdiff.
@Suite struct GitHubActionTests {
    /// A pull request's checkout: origin/main with the player, HEAD with its Next button's label removed.
    final class Checkout {
        let scratch: URL
        let work: URL
        let environment: [String: String]

        init() throws {
            scratch = try Tooling.scratch()
            environment = Tooling.environment(home: scratch.appendingPathComponent("home"))
            try Tooling.git("init", "-q", "--bare", "-b", "main", "origin.git", in: scratch, environment: environment)
            try Tooling.git("clone", "-q", "origin.git", "work", in: scratch, environment: environment)
            work = scratch.appendingPathComponent("work")
            try Tooling.git("checkout", "-q", "-b", "main", in: work, environment: environment)
            try Tooling.write(try DemoSnapshots.text("Player"), to: work.appendingPathComponent("snapshots/Player.axsnap.json"))
            try Tooling.git("add", "-A", in: work, environment: environment)
            try Tooling.git("commit", "-q", "-m", "Record", in: work, environment: environment)
            try Tooling.git("push", "-q", "origin", "main", in: work, environment: environment)
            try Tooling.git("checkout", "-q", "-b", "pr", in: work, environment: environment)
            try Tooling.write(try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")]), to: work.appendingPathComponent("snapshots/Player.axsnap.json"))
            try Tooling.git("commit", "-q", "-am", "Icon-only next", in: work, environment: environment)
        }

        deinit { try? FileManager.default.removeItem(at: scratch) }

        /// The runner's temporary folder (`RUNNER_TEMP`), outside the workspace.
        var runnerTemp: URL { scratch.appendingPathComponent("runner-temp") }

        /// Runs `scripts/github-action command` as the runner would, with the action's inputs.
        func action(_ command: String, inputs: [String: String] = [:], environment more: [String: String] = [:]) throws -> (result: Tooling.Result, output: String, summary: String) {
            let output = scratch.appendingPathComponent("github-output"), summary = scratch.appendingPathComponent("step-summary")
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: summary)
            try FileManager.default.createDirectory(at: runnerTemp, withIntermediateDirectories: true)
            var extra = [
                "GITHUB_ACTIONS": "true", "GITHUB_BASE_REF": "main", "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": summary.path,
                "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/weather", "AXDIFF": Tooling.binFolder + "/axdiff",
                "RUNNER_TEMP": runnerTemp.path,
            ]
            for (name, value) in more { extra[name] = value }
            for (name, value) in inputs { extra["INPUT_" + name] = value }
            var environment = self.environment
            for (key, value) in extra { environment[key] = value }
            let result = try Tooling.run(Tooling.root.appendingPathComponent("scripts/github-action").path, [command], in: work, environment: environment)
            let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
            return (result, read(output), read(summary))
        }
    }

    /// The value of an output the step wrote.
    static func value(_ name: String, in output: String) -> String? {
        output.split(separator: "\n").first { $0.hasPrefix(name + "=") }.map { String($0.dropFirst(name.count + 1)) }
    }

    @Test func theCheckStepFailsOnARegressionAndWritesEveryReportAndItsOutputs() throws {
        let checkout = try Checkout()
        let run = try checkout.action("check", inputs: ["REPORTS": "sarif=reports/axdiff.sarif markdown=reports/axdiff.md\njunit=axdiff.xml", "FAIL_ON": "error"])
        #expect(run.result.status == 1, "\(run.result.output)")
        #expect(run.output.contains("status=1\n") && run.output.contains("passed=false\n"))
        #expect(run.result.stdout.contains("::error file=snapshots/Player.axsnap.json"), "annotations in the log: \(run.result.stdout)")
        // The reports are in a new folder under RUNNER_TEMP, named by the outputs.
        let folder = try #require(Self.value("reports-dir", in: run.output), "\(run.output)")
        #expect(folder.hasPrefix(checkout.runnerTemp.path + "/axdiff-reports."), "\(folder)")
        for file in ["reports/axdiff.sarif", "reports/axdiff.md", "axdiff.xml"] {
            #expect(FileManager.default.fileExists(atPath: folder + "/" + file), "\(file)")
            #expect(!FileManager.default.fileExists(atPath: checkout.work.appendingPathComponent(file).path), "nothing in the workspace: \(file)")
        }
        #expect(Self.value("sarif", in: run.output) == folder + "/reports/axdiff.sarif")
        #expect(Self.value("markdown", in: run.output) == folder + "/reports/axdiff.md")
        #expect(run.summary.hasPrefix("<!-- axdiff-report -->"), "the Markdown goes to the job summary")
        // The base was the pull request's base branch, and rows link to lines on GitHub.
        let markdown = try String(contentsOfFile: folder + "/reports/axdiff.md", encoding: .utf8)
        #expect(markdown.contains("origin/main"))
        let head = try Tooling.git("rev-parse", "HEAD", in: checkout.work, environment: checkout.environment)
        #expect(markdown.contains("](https://github.com/acme/weather/blob/\(head)/snapshots/Player.axsnap.json#L"), "\(markdown)")
    }

    @Test func failOnNeverPasses() throws {
        let checkout = try Checkout()
        let run = try checkout.action("check", inputs: ["REPORTS": "", "FAIL_ON": "never", "FORMAT": "text"])
        #expect(run.result.status == 0, "\(run.result.output)")
        #expect(run.output.contains("status=0\n") && run.output.contains("passed=true\n"))
    }

    @Test func aReportThatIsNotFormatEqualsPathIsAClearError() throws {
        let checkout = try Checkout()
        let run = try checkout.action("check", inputs: ["REPORTS": "axdiff.sarif"])
        #expect(run.result.status == 2)
        #expect(run.result.stderr.contains("reports: \"axdiff.sarif\" is not FORMAT=NAME (for example sarif=axdiff.sarif)"))
    }

    /// A pull request commits the default reports' old paths as links out of the workspace
    /// (`axdiff-reports/axdiff.md` onto a file of the runner, `axdiff.sarif` onto
    /// /proc/self/environ): nothing is written through them, and the step summary quotes only
    /// the report axdiff wrote.
    @Test func linksAPullRequestCommitsAreNeverWrittenThroughOrQuoted() throws {
        let checkout = try Checkout()
        let victim = checkout.scratch.appendingPathComponent("runner-file")
        try Data("precious\n".utf8).write(to: victim)
        try FileManager.default.createDirectory(at: checkout.work.appendingPathComponent("axdiff-reports"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: checkout.work.appendingPathComponent("axdiff-reports/axdiff.md").path, withDestinationPath: victim.path)
        try FileManager.default.createSymbolicLink(atPath: checkout.work.appendingPathComponent("axdiff.md").path, withDestinationPath: victim.path)
        try FileManager.default.createSymbolicLink(atPath: checkout.work.appendingPathComponent("axdiff.sarif").path, withDestinationPath: "/proc/self/environ")
        try Tooling.git("add", "-A", in: checkout.work, environment: checkout.environment)
        try Tooling.git("commit", "-q", "-m", "Links", in: checkout.work, environment: checkout.environment)
        let defaults = ["REPORTS": "sarif=axdiff.sarif markdown=axdiff.md junit=axdiff.xml"]  // action.yml's
        let run = try checkout.action("check", inputs: defaults, environment: ["AXDIFF_TEST_SECRET": "s3cr3t-token"])
        #expect(run.result.status == 1, "\(run.result.output)")
        #expect(try String(contentsOf: victim, encoding: .utf8) == "precious\n")
        #expect(run.summary.hasPrefix("<!-- axdiff-report -->"), "\(run.summary)")
        #expect(!run.summary.contains("s3cr3t-token") && !run.summary.contains("precious"))
        let folder = try #require(Self.value("reports-dir", in: run.output))
        #expect(FileManager.default.fileExists(atPath: folder + "/axdiff.sarif"))
        // A second run has a folder of its own.
        let again = try checkout.action("check", inputs: defaults)
        #expect(Self.value("reports-dir", in: again.output) != folder)
    }

    @Test func aReportNameOutsideTheFolderIsRefused() throws {
        let checkout = try Checkout()
        for name in ["../escape.md", "/tmp/axdiff.md", "a/../../b.md", "./a.md"] {
            let run = try checkout.action("check", inputs: ["REPORTS": "markdown=\(name)"])
            #expect(run.result.status == 2, "\(name): \(run.result.output)")
            #expect(run.result.stderr.contains("is not a file name inside the reports folder"), "\(name): \(run.result.stderr)")
        }
    }

    /// With nothing asked for or when axdiff stops before writing, the summary quotes nothing.
    @Test func theSummaryQuotesOnlyAReportOfThisRun() throws {
        let checkout = try Checkout()
        let run = try checkout.action("check", inputs: ["REPORTS": "markdown=axdiff.md", "BASE": "no-such-branch"])
        #expect(run.result.status == 2, "\(run.result.output)")
        #expect(run.summary.isEmpty, "\(run.summary)")
        #expect(Self.value("markdown", in: run.output) == nil)
    }

    @Test func configFromBaseIsPassedOnAndAnotherValueRefused() throws {
        let checkout = try Checkout()
        let base = try checkout.action("check", inputs: ["CONFIG_FROM": "base", "REPORTS": "", "FORMAT": "text"])
        #expect(base.result.status == 1)
        #expect(base.result.stderr.contains("(--config-from base)"), "\(base.result.stderr)")
        let wrong = try checkout.action("check", inputs: ["CONFIG_FROM": "pr"])
        #expect(wrong.result.status == 2)
        #expect(wrong.result.stderr.contains("config-from: \"pr\" is neither head nor base"))
    }

    @Test func theCacheKeyFollowsTheSourcesAndTheToolchain() throws {
        let checkout = try Checkout()
        let run = try checkout.action("cache-key")
        #expect(run.result.status == 0, "\(run.result.output)")
        let key = try #require(run.output.split(separator: "\n").first { $0.hasPrefix("key=axdiff-Linux-") })
        #expect(key.contains("Swift-version") || key.contains("swift"), "\(key)")
        #expect(run.output.contains("path="))
        #expect(try checkout.action("cache-key").output == run.output, "the same sources give the same key")
    }

    @Test func anUnknownCommandPrintsTheUsage() throws {
        let checkout = try Checkout()
        let run = try checkout.action("deploy")
        #expect(run.result.status == 2)
        #expect(run.result.stderr.contains("scripts/github-action check"))
    }
}
