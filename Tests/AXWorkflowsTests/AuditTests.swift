import AXReport
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

@Suite struct AuditTests {
    /// v1 -> v2: Player loses a label (commit 2) and Settings gets a row (commit 3).
    private func releases() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: [
            "snapshots/Player.axsnap.json": try DemoSnapshots.text("Player"),
            "snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings"),
        ])
        try repository.git("tag", "v1")
        try repository.commit("Icon-only transport", files: ["snapshots/Player.axsnap.json": try DemoSnapshots.edited("Player", [("\"label\": \"Next track\",", "")])])
        try repository.commit("Docs only", files: ["README.md": "x\n"])
        try repository.commit("Add Cart", files: ["snapshots/Cart.axsnap.json": try DemoSnapshots.text("Cart")])
        try repository.git("tag", "v2")
        return repository
    }

    @Test func attributesRegressionsAndDrawsBothSides() async throws {
        let repository = try releases()
        defer { repository.delete() }
        let report = try await AuditWorkflow.run(.init(from: "v1", to: "v2", directory: repository.path), toolVersion: "test").report
        #expect(report.commits.map(\.subject) == ["Icon-only transport", "Add Cart"])
        #expect(report.screens.map(\.report.path) == ["snapshots/Cart.axsnap.json", "snapshots/Player.axsnap.json"])
        let player = try #require(report.screens.last)
        let regression = try #require(player.report.regressions.first)
        #expect(regression.rule == "label-removed")
        #expect(regression.introducedBy?.subject == "Icon-only transport")
        #expect(regression.introducedBy?.author == "Ada Tester")
        // Wireframes: the regressed element is flagged on the after side, and numbered.
        let after = try #require(player.after)
        let next = try #require(after.items.first { $0.regressions.contains("label-removed") })
        #expect(next.focusPosition != nil)
        #expect(player.before?.items.contains { $0.name == "Next track" } == true)
        #expect(player.before?.focusOrder.count == after.focusOrder.count)
        // The added screen has no before side.
        #expect(report.screens.first?.report.status == .added)
        #expect(report.screens.first?.before == nil)
        #expect(report.summary.regressionsBySeverity[.error] == 1)
        #expect(report.summary.regressionsByCriterion.map(\.criterion.number) == ["1.1.1", "4.1.2"])
    }

    /// A screen that regressed and was renamed later in the range: its finding is attributed to
    /// the commit that made it, as `history` does, though its path (in the fingerprint) changed.
    @Test func attributionFollowsARename() async throws {
        let repository = try releases()
        defer { repository.delete() }
        try repository.git("mv", "snapshots/Player.axsnap.json", "snapshots/NowPlaying.axsnap.json")
        try repository.git("commit", "-q", "-m", "Rename the player's snapshot")
        try repository.git("tag", "v3")
        let report = try await AuditWorkflow.run(.init(from: "v1", to: "v3", directory: repository.path), toolVersion: "test").report
        let player = try #require(report.screens.first { $0.report.path == "snapshots/NowPlaying.axsnap.json" })
        let regression = try #require(player.report.regressions.first { $0.rule == "label-removed" })
        #expect(regression.introducedBy?.subject == "Icon-only transport")
    }

    @Test func theCommandWritesEachFormat() throws {
        let repository = try releases()
        defer { repository.delete() }
        let html = repository.scratch.appendingPathComponent("audit.html").path
        let result = try CommandRunner.run(["audit", "v1", "v2", "--output", html], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        let page = try String(contentsOfFile: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<svg"))
        #expect(!page.contains("<script"))
        let markdown = try CommandRunner.run(["audit", "v1", "v2", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("label-removed"))
        let json = try CommandRunner.run(["audit", "v1", "v2", "--format", "json"], in: repository.path)
        let value = try #require(JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect((value["screens"] as? [[String: Any]])?.count == 2)
        #expect(try CommandRunner.run(["audit", "v1", "nope"], in: repository.path).status == 2)
    }

    @Test func theFormatFollowsTheOutputAndTheTerminal() throws {
        #expect(try AuditFormat.choose(asked: nil, output: nil, standardOutputIsTerminal: false) == .html)
        #expect(try AuditFormat.choose(asked: nil, output: nil, standardOutputIsTerminal: true) == .markdown)
        #expect(try AuditFormat.choose(asked: nil, output: "notes/a11y.MD", standardOutputIsTerminal: true) == .markdown)
        #expect(try AuditFormat.choose(asked: nil, output: "audit.json", standardOutputIsTerminal: false) == .json)
        #expect(try AuditFormat.choose(asked: nil, output: "audit.html", standardOutputIsTerminal: true) == .html)
        #expect(try AuditFormat.choose(asked: .html, output: "audit.md", standardOutputIsTerminal: true) == .html)
        #expect(try AuditFormat.choose(asked: .json, output: nil, standardOutputIsTerminal: true) == .json)
        #expect(throws: WorkflowError.self) { try AuditFormat.choose(asked: .html, output: nil, standardOutputIsTerminal: true) }
    }

    @Test func aTerminalGetsMarkdownNeverHTML() throws {
        let repository = try releases()
        defer { repository.delete() }
        let plain = try CommandRunner.run(["audit", "v1", "v2"], in: repository.path, terminal: true)
        #expect(plain.status == 0, "\(plain.stdout)")
        #expect(plain.stdout.contains("label-removed"))
        #expect(!plain.stdout.contains("<!DOCTYPE html>") && !plain.stdout.contains("<svg"))
        #expect(plain.stdout.contains("--output audit.html"))
        let html = try CommandRunner.run(["audit", "v1", "v2", "--format", "html"], in: repository.path, terminal: true)
        #expect(html.status == 2)
        #expect(!html.stdout.contains("<!DOCTYPE html>"))
        #expect(html.stdout.contains("error: the HTML audit is a page for a browser, not a terminal: write it to a file with `--output audit.html`"))
        // Piped, the default stays the HTML page.
        let piped = try CommandRunner.run(["audit", "v1", "v2"], in: repository.path)
        #expect(piped.stdout.hasPrefix("<!DOCTYPE html>"))
        let markdown = repository.scratch.appendingPathComponent("audit.md").path
        #expect(try CommandRunner.run(["audit", "v1", "v2", "--output", markdown], in: repository.path).status == 0)
        #expect(try String(contentsOfFile: markdown, encoding: .utf8).contains("label-removed"))
    }
}
