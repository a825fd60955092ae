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

        /// Runs `scripts/github-action command` as the runner would, with the action's inputs.
        func action(_ command: String, inputs: [String: String] = [:]) throws -> (result: Tooling.Result, output: String, summary: String) {
            let output = scratch.appendingPathComponent("github-output"), summary = scratch.appendingPathComponent("step-summary")
            try? FileManager.default.removeItem(at: output)
            try? FileManager.default.removeItem(at: summary)
            var extra = [
                "GITHUB_ACTIONS": "true", "GITHUB_BASE_REF": "main", "GITHUB_OUTPUT": output.path, "GITHUB_STEP_SUMMARY": summary.path,
                "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/weather", "AXDIFF": Tooling.binFolder + "/axdiff",
            ]
            for (name, value) in inputs { extra["INPUT_" + name] = value }
            var environment = self.environment
            for (key, value) in extra { environment[key] = value }
            let result = try Tooling.run(Tooling.root.appendingPathComponent("scripts/github-action").path, [command], in: work, environment: environment)
            let read = { (url: URL) in (try? String(contentsOf: url, encoding: .utf8)) ?? "" }
            return (result, read(output), read(summary))
        }
    }

    @Test func theCheckStepFailsOnARegressionAndWritesEveryReportAndItsOutputs() throws {
        let checkout = try Checkout()
        let run = try checkout.action("check", inputs: ["REPORTS": "sarif=out/reports/axdiff.sarif markdown=out/reports/axdiff.md\njunit=out/axdiff.xml", "FAIL_ON": "error"])
        #expect(run.result.status == 1, "\(run.result.output)")
        #expect(run.output.contains("status=1\n") && run.output.contains("passed=false\n"))
        #expect(run.result.stdout.contains("::error file=snapshots/Player.axsnap.json"), "annotations in the log: \(run.result.stdout)")
        for file in ["out/reports/axdiff.sarif", "out/reports/axdiff.md", "out/axdiff.xml"] {
            #expect(FileManager.default.fileExists(atPath: checkout.work.appendingPathComponent(file).path), "\(file)")
        }
        #expect(run.summary.hasPrefix("<!-- axdiff-report -->"), "the Markdown goes to the job summary")
        // The base was the pull request's base branch, and rows link to lines on GitHub.
        let markdown = try String(contentsOf: checkout.work.appendingPathComponent("out/reports/axdiff.md"), encoding: .utf8)
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
        #expect(run.result.stderr.contains("reports: \"axdiff.sarif\" is not FORMAT=PATH (for example sarif=axdiff.sarif)"))
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
