import AXModel
import AXRules
import Testing

@testable import AXReport

/// reviewdog's rdjson: valid against reviewdog's schema, one diagnostic per unaccepted regression.
@Suite struct ReviewdogReportTests {
    @Test(arguments: GoldenTests.reports) func validatesAgainstReviewdogsSchema(_ name: String) throws {
        try Validators.checkJSON(ReviewdogReport.render(GoldenTests.report(name)), schema: "reviewdog-DiagnosticResult.json")
    }

    @Test func oneDiagnosticPerRegressionWithItsRuleAndDocumentation() throws {
        let report = try SampleReports.standard()
        let links = ReportLinks(documentation: "https://docs.example.org/axdiff")
        let document = try JSONValue.parse(Array(ReviewdogReport.render(report, links: links).utf8))
        #expect(document["source"]?["name"] == "axdiff")
        #expect(document["source"]?["url"] == "https://docs.example.org/axdiff")
        let diagnostics = try #require(document["diagnostics"]?.arrayValue)
        let regressions = report.screens.flatMap { screen in screen.regressions.map { (screen, $0) } }
        let lost = CoverageGroup.grouped(report.coverage).filter { !$0.isAccepted }
        #expect(diagnostics.count == regressions.count + lost.count + report.readErrors.count)
        for (diagnostic, (screen, finding)) in zip(diagnostics, regressions) {
            #expect(diagnostic["location"]?["path"] == .string(screen.path))
            #expect(diagnostic["location"]?["range"]?["start"]?["line"] == .int(max(1, finding.element.line)))
            #expect(diagnostic["code"]?["value"] == .string(finding.rule))
            #expect(diagnostic["code"]?["url"] == .string("https://docs.example.org/axdiff/rules.md#\(finding.rule)"))
        }
        #expect(diagnostics.prefix(regressions.count).compactMap { $0["severity"]?.stringValue } == regressions.map { finding in
            switch finding.1.severity { case .error: "ERROR"; case .warning: "WARNING"; case .notice: "INFO" }
        })
        let coverage = diagnostics.dropFirst(regressions.count).prefix(lost.count)
        #expect(coverage.allSatisfy { $0["code"]?["value"] == "screen-removed" && $0["severity"] == "WARNING" })
    }

    /// A pipeline without `pipefail` (`axdiff check --format rdjson | reviewdog -fail-level=error`)
    /// sees only reviewdog's status: an unreadable snapshot must be an ERROR diagnostic of its
    /// own, at its file and line, or it is lost.
    @Test func everyUnreadableSnapshotIsAnErrorAtItsFile() throws {
        var report = try SampleReports.standard()
        report.readErrors.append(ReadError(message: "a snapshot could not be read: the repository is shallow"))
        let document = try JSONValue.parse(Array(ReviewdogReport.render(report).utf8))
        let unreadable = (document["diagnostics"]?.arrayValue ?? []).filter { $0["code"]?["value"] == .string(ReadError.ruleID) }
        #expect(unreadable.count == 2)
        #expect(unreadable.allSatisfy { $0["severity"] == "ERROR" })
        #expect(unreadable[0]["location"]?["path"] == "snapshots/ios/Broken.axsnap.json")
        #expect(unreadable[0]["location"]?["range"]?["start"]?["line"] == 3)
        #expect(unreadable[0]["message"]?.stringValue?.contains("expected a value") == true)
        // One that names no file still fails the run, with no location.
        #expect(unreadable[1]["location"] == nil)
        try Validators.checkJSON(ReviewdogReport.render(report), schema: "reviewdog-DiagnosticResult.json")
    }

    /// An id no rule has (a newer axdiff's, or a hostile one) gets no documentation link.
    @Test func unknownRulesHaveNoLink() throws {
        var report = Report(toolVersion: "1")
        report.screens = [ScreenReport(path: "a.json", status: .modified, screen: "A", regressions: [HostileReports.finding("x", rule: "no-such-rule)](javascript:x)", line: 1)])]
        let document = try JSONValue.parse(Array(ReviewdogReport.render(report).utf8))
        let code = try #require(document["diagnostics"]?.arrayValue?.first?["code"])
        #expect(code["url"] == nil)
        #expect(code["value"] == "no-such-rule)](javascript:x)")
    }
}
