import AXDiff
import AXModel
import AXReport
import AXRules
import AXTestSupport
import Foundation
import Testing

/// Audit reports built as `axdiff audit` builds them (real diffs of small snapshots, the rule
/// engine, the report builder and `Wireframe(screen:model:flags:)`), with commits attached.
enum AuditSample {
    static let engine = RuleEngine()
    static let from = Report.Revision(rev: "v4.1.0", commit: "9d2c41e07b6f3a18c5e2d90a7f41b3c6e8d05a12")
    static let to = Report.Revision(rev: "v4.2.0", commit: "e4a7b19c3d05f2861a9b7c4e0d3f6a25b8c91e70")

    static let commits = [
        CommitReference(id: "1b7e4f20c9a35d86e2f01b4c7a9d3e58f60c2b71", subject: "Redesign the checkout header", author: "Ana Lima", date: "2024-05-02T10:14:03+02:00"),
        CommitReference(id: "2c9a5e31d0b46e97f3a12c5d8b0e4f69a71d3c82", subject: "Move the Pay button above the fold", author: "Sam Okafor", date: "2024-05-06T16:40:51+02:00"),
        CommitReference(id: "3da6f842e1c57fa804b23d6e9c1f5a7ab82e4d93", subject: "Hide the promo banner behind a feature flag", author: "Ana Lima", date: "2024-05-09T09:02:17+02:00"),
        CommitReference(id: "4eb70953f2d680b915c34e7fad2a6b8bc93f5ea4", subject: "Use the design-system switch for Save card", author: "Jun Park", date: "2024-05-13T14:27:45+02:00"),
        CommitReference(id: "5fc81a64a3e791ca26d45f80be3b7c9cd0a46fb5", subject: "Add the receipt screen; drop the coupons screen", author: "Sam Okafor", date: "2024-05-15T11:55:09+02:00"),
        CommitReference(id: "60d92b75b4f8a2db37e56a91cf4c8dadeb157ac6", subject: "Label the Apply coupon button", author: "Jun Park", date: "2024-05-20T08:31:26+02:00"),
    ]

    /// Which commit introduced (or fixed) each rule's finding in the sample.
    static let attribution: [String: Int] = [
        "label-removed": 0, "focus-order-changed": 1, "hint-removed": 1, "element-unreachable": 2,
        "role-changed": 3, "nested-accessibility-element": 4, "image-without-label": 4,
        "interactive-without-label": 5,
    ]

    static func snapshot(_ name: String) throws -> Snapshot {
        try SnapshotParser.parse(Fixtures.text("audit/snapshots/\(name).axsnap.json"), path: name).snapshot
    }

    /// Checkout modified (regressions of three severities, one accepted, an improvement, an
    /// unreachable element, an element without frame), Coupons removed, Receipt added.
    static func report() throws -> AuditReport {
        let checkout = try modified(
            path: "snapshots/Checkout.axsnap.json", before: snapshot("Checkout.before"), after: snapshot("Checkout.after"),
            accept: ["hint-removed": .init(reason: "The hint moved to the payment sheet", until: "2024-12-31")])
        let coupons = try removed(path: "snapshots/Coupons.axsnap.json", snapshot: snapshot("Coupons"), commit: commits[4])
        let receipt = try added(path: "snapshots/Receipt.axsnap.json", snapshot: snapshot("Receipt"))
        return AuditReport(toolVersion: "0.9.0", from: from, to: to, screens: [checkout, receipt], coverage: [coupons], commits: commits, otherCommits: 14)
    }

    // MARK: Building screens as the audit workflow does

    static func modified(path: String, before: Snapshot, after: Snapshot, accept: [String: FindingReport.Acceptance] = [:], commits: [CommitReference] = commits) -> AuditScreen {
        let diff = ScreenDiff(old: before, new: after, options: engine.diffOptions)
        var report = ReportBuilder.screen(path: path, status: .modified, diff: diff, evaluation: engine.evaluate(diff))
        report = attributed(report, commits: commits)
        for (rule, acceptance) in accept {
            for var finding in report.regressions where finding.rule == rule {
                finding.acceptance = acceptance
                report.accepted.append(finding)
            }
            report.regressions.removeAll { $0.rule == rule }
        }
        return AuditScreen(
            report: report,
            before: Wireframe(screen: before.screen, model: diff.old, flags: Wireframe.flags(report, after: false)),
            after: Wireframe(screen: after.screen, model: diff.new, flags: Wireframe.flags(report, after: true)))
    }

    static func added(path: String, snapshot: Snapshot, commits: [CommitReference] = commits) -> AuditScreen {
        let model = VoiceOverModel(snapshot: snapshot, options: engine.diffOptions.voiceOver)
        var report = ReportBuilder.addedScreen(path: path, screen: snapshot.screen, model: model, evaluation: engine.evaluate(addedScreen: model))
        report = attributed(report, commits: commits)
        // One finding the history could not attribute, as happens across merges.
        if let index = report.regressions.firstIndex(where: { $0.rule == "target-size-below-minimum" }) {
            report.regressions[index].introducedBy = nil
        }
        return AuditScreen(report: report, before: nil, after: Wireframe(screen: snapshot.screen, model: model, flags: Wireframe.flags(report, after: true)))
    }

    /// A screen no longer recorded at the newer release: lost coverage, with the commit that lost it.
    static func removed(path: String, snapshot: Snapshot, commit: CommitReference?) -> CoverageLoss {
        let model = VoiceOverModel(snapshot: snapshot, options: engine.diffOptions.voiceOver)
        var loss = CoverageLoss(ReportBuilder.removedScreen(path: path, screen: snapshot.screen, model: model, evaluation: engine.evaluate(removedScreen: model)))!
        loss.finding.introducedBy = commit
        return loss
    }

    static func attributed(_ report: ScreenReport, commits: [CommitReference]) -> ScreenReport {
        var report = report
        func commit(_ rule: String) -> CommitReference? {
            guard !commits.isEmpty else { return nil }
            return attribution[rule].map { commits[min($0, commits.count - 1)] } ?? commits.last
        }
        for index in report.regressions.indices { report.regressions[index].introducedBy = commit(report.regressions[index].rule) }
        for index in report.improvements.indices { report.improvements[index].introducedBy = commit(report.improvements[index].rule) }
        return report
    }

    // MARK: Hostile text

    static let hostileLabels = [
        "<script>alert(1)</script>", "\"><img src=x onerror=alert(1)>", "</svg><svg onload=alert(1)>", "]]><!--",
        "\u{202E}evil\u{202C}", "it's & \"quoted\"", "line\nbreak\u{1B}[31m", "' onmouseover='alert(1)",
        "<style>@import url(https://evil.example/x.css)</style>", "- [x](javascript:alert(1)) | # `tick`",
        String(repeating: "Very long label ", count: 40),
    ]

    /// Every text a snapshot or a commit controls is hostile: labels, ids, screen names,
    /// paths, revisions, commit subjects and authors, errors.
    static func hostileReport() -> AuditReport {
        func screen(_ labels: [String?], name: String) -> Snapshot {
            let children = labels.enumerated().map { offset, label in
                Element(type: "UIButton", id: "b\(offset)", label: label, traits: [.button], frame: Frame(16, 60 + Double(offset) * 60, 361, 44), accessible: true)
            }
            let hidden = Element(type: "UILabel", label: hostileLabels[0], traits: [.staticText], frame: Frame(16, 760, 361, 40), accessible: true, hidden: true)
            let snapshot = Snapshot(screen: name, root: Element(type: "UIWindow", frame: Frame(0, 0, 393, 852), children: children + [hidden]))
            // Written and read back, as from a file: each element gets its own line.
            return (try? SnapshotParser.parse(CanonicalWriter.string(snapshot)).snapshot) ?? snapshot
        }
        let name = "Evil <b>screen</b> \u{202E}"
        let before = screen(hostileLabels, name: name)
        // Every label lost or reworded: label-removed regressions quote the old labels.
        let after = screen(hostileLabels.enumerated().map { $0.offset % 2 == 0 ? nil : $0.element + "!" }, name: name)
        let commit = CommitReference(id: "<b>deadbeef</b>", subject: hostileLabels[1], author: hostileLabels[0], date: "2024-05-02\"><script>")
        let modified = modified(path: "snapshots/\(hostileLabels[2]).axsnap.json", before: before, after: after, commits: [commit])
        let added = added(path: "snapshots/\u{202E}added\".axsnap.json", snapshot: after, commits: [commit])
        return AuditReport(
            toolVersion: "<i>1</i>", from: .init(rev: hostileLabels[1], commit: hostileLabels[0]), to: .init(rev: "\u{202E}main", commit: nil),
            screens: [modified, added], commits: [commit], errors: [hostileLabels[0] + " could not be read"])
    }
}

/// The sample must keep covering what the renderers must draw, or the golden files would stop
/// testing it without anyone noticing.
@Suite struct AuditSampleTests {
    @Test func sampleCoversEveryKindOfScreenAndFinding() throws {
        let report = try AuditSample.report()
        #expect(report.screens.map(\.report.status) == [.modified, .added])
        // The removed screen is lost coverage, with the commit that lost it, not a screen.
        #expect(report.coverage.map(\.path) == ["snapshots/Coupons.axsnap.json"])
        #expect(report.coverage.allSatisfy { $0.finding.introducedBy != nil })
        #expect(report.summary.removed == 1)
        let checkout = try #require(report.screens.first)
        let severities = Set(checkout.report.regressions.map(\.severity))
        #expect(severities.isSuperset(of: [.error, .warning]), "\(checkout.report.regressions.map(\.rule))")
        #expect(!checkout.report.improvements.isEmpty)
        #expect(checkout.report.accepted.map(\.rule) == ["hint-removed"])
        #expect(checkout.report.improvements.allSatisfy { $0.introducedBy != nil })
        let after = try #require(checkout.after)
        #expect(after.items.contains { $0.unreachable != nil && !$0.regressions.isEmpty })
        #expect(after.items.contains { $0.frame == nil })
        #expect(after.items.contains { !$0.improvements.isEmpty })
        #expect(checkout.before?.focusOrder != after.focusOrder)
        let receipt = report.screens[1]
        #expect(receipt.before == nil && receipt.after != nil)
        #expect(receipt.report.regressions.contains { $0.introducedBy == nil })
        #expect(receipt.after?.items.contains { $0.unreachable?.hasPrefix("nested") == true } == true)
        #expect(report.summary.regressionsByCriterion.count >= 3)
    }

    @Test func hostileSampleCarriesTheHostileTextIntoTheReport() {
        let report = AuditSample.hostileReport()
        let screen = report.screens[0]
        #expect(screen.report.regressions.contains { $0.message.contains("<script>") })
        #expect(screen.before?.items.contains { $0.name.contains("\u{202E}") } == true)
        #expect(screen.before?.items.contains { $0.name.hasPrefix("Very long label") } == true)
        // Read back from text, as the audit reads files: one line per element, so each
        // finding is drawn on its own element.
        let lines = screen.after?.items.map(\.line) ?? []
        #expect(Set(lines).count == lines.count && !lines.contains(0))
    }
}
