import AXDiff
import AXModel
import AXRules
import AXTestSupport

@testable import AXReport

/// Reports the renderer tests draw: built as `axdiff check` builds them, from real snapshot
/// diffs (`Tests/Fixtures/reports/snapshots`) judged by the rule engine.
enum SampleReports {
    static let base = Report.Revision(rev: "main", commit: "4f1c2a9e8b7d6c5f4e3d2c1b0a9f8e7d6c5b4a39")
    static let head = Report.Revision(rev: "HEAD", commit: "9a8b7c6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f1a0b")

    /// Three changed screens and every part a report can have: a modified screen (errors,
    /// warnings, a notice, an improvement), an added one, a renamed one with an accepted
    /// regression, screens no longer recorded (one alone, three of one folder, which read as
    /// one line), a stale acceptance, an unreadable file and a threshold of `warning`.
    static func standard() throws -> Report {
        let engine = RuleEngine()
        let settings = ScreenDiff(old: try snapshot("Settings.before"), new: try snapshot("Settings.after"), options: engine.diffOptions)
        let checkout = VoiceOverModel(snapshot: try snapshot("Checkout"), options: engine.diffOptions.voiceOver)
        let profile = ScreenDiff(old: try snapshot("Account"), new: try snapshot("My Profile"), options: engine.diffOptions)
        var renamed = ReportBuilder.screen(
            path: "snapshots/ios/My Profile.axsnap.json", oldPath: "snapshots/ios/Account.axsnap.json", status: .renamed,
            diff: profile, evaluation: engine.evaluate(profile))
        accept(in: &renamed, elementID: "avatar", reason: "The avatar is decorative: the name is read next to it (#231)", until: "2026-06-30")
        let account = VoiceOverModel(snapshot: try snapshot("Account"), options: engine.diffOptions.voiceOver)
        func lost(_ path: String, _ screen: String, movedTo: String? = nil) -> CoverageLoss? {
            CoverageLoss(ReportBuilder.removedScreen(path: path, screen: screen, model: account, evaluation: engine.evaluate(removedScreen: account), movedTo: movedTo))
        }
        let coverage = [
            lost("snapshots/ios/Legacy Account.axsnap.json", "Legacy Account", movedTo: "archive/Legacy Account.axsnap.json"),
            lost("snapshots/ios/onboarding/Welcome.axsnap.json", "Welcome"),
            lost("snapshots/ios/onboarding/Permissions.axsnap.json", "Permissions"),
            lost("snapshots/ios/onboarding/Done.axsnap.json", "Done"),
        ].compactMap { $0 }
        return Report(
            toolVersion: "0.4.0", base: base, head: head,
            screens: [
                ReportBuilder.screen(path: "snapshots/ios/Settings.axsnap.json", status: .modified, diff: settings, evaluation: engine.evaluate(settings)),
                ReportBuilder.addedScreen(
                    path: "snapshots/ios/Checkout.axsnap.json", screen: "Checkout", model: checkout, evaluation: engine.evaluate(addedScreen: checkout)),
                renamed,
            ],
            coverage: coverage,
            failOn: .warning,
            staleAcceptances: [StaleAcceptance(screen: "Home", rule: "label-removed", element: "#search", line: 12)],
            readErrors: [ReadError(
                message: "snapshots/ios/Broken.axsnap.json:3:5: error: expected a value, found '}'", path: "snapshots/ios/Broken.axsnap.json", line: 3)])
    }

    /// `axdiff diff` with nothing changed.
    static func empty() -> Report {
        Report(toolVersion: "0.4.0", base: base, head: head)
    }

    static func snapshot(_ name: String) throws -> Snapshot {
        let path = "reports/snapshots/\(name).axsnap.json"
        return try SnapshotParser.parse(try Fixtures.bytes(path), path: path).snapshot
    }

    /// Moves the regressions on an element to the accepted list, as `.axdiff-accept.yml` would.
    static func accept(in screen: inout ScreenReport, elementID: String, reason: String, until: String?) {
        let matched = screen.regressions.filter { $0.element.id == elementID }
        precondition(!matched.isEmpty, "no regression on #\(elementID) to accept")
        screen.regressions.removeAll { $0.element.id == elementID }
        screen.accepted += matched.map { finding in
            var finding = finding
            finding.acceptance = .init(reason: reason, until: until)
            return finding
        }
    }
}
