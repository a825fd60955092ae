import AXModel
import AXRules
import Testing

@testable import AXReport

/// GitLab Code Quality: valid, one issue per unaccepted regression, unique fingerprints.
@Suite struct CodeQualityReportTests {
    @Test(arguments: GoldenTests.reports) func validatesAgainstGitLabsRequiredFields(_ name: String) throws {
        try Validators.checkJSON(CodeQualityReport.render(GoldenTests.report(name)), schema: "gitlab-codequality.schema.json")
    }

    @Test func oneIssuePerRegressionAtItsLineWithGitLabsSeverities() throws {
        let report = try SampleReports.standard()
        let issues = try #require(try JSONValue.parse(Array(CodeQualityReport.render(report).utf8)).arrayValue)
        let regressions = report.screens.flatMap { screen in screen.regressions.map { (screen, $0) } }
        #expect(issues.count == regressions.count + CoverageGroup.grouped(report.coverage).count + report.errors.count)
        #expect(!report.screens.flatMap(\.accepted).isEmpty, "the sample must hold an accepted regression, which is not an issue")
        for (issue, (screen, finding)) in zip(issues, regressions) {
            #expect(issue["check_name"] == .string(finding.rule))
            #expect(issue["location"]?["path"] == .string(screen.path))
            #expect(issue["location"]?["lines"]?["begin"] == .int(max(1, finding.element.line)))
            #expect(issue["fingerprint"] == .string(finding.fingerprint))
            #expect(issue["description"]?.stringValue?.hasPrefix(finding.message) == true)
        }
        let close = try #require(issues.first { $0["check_name"] == "label-removed" })
        #expect(close["severity"] == "major")
        #expect(close["description"] == .string(#""Close" lost its label: VoiceOver now says "Button" (also reported by interactive-without-label) (VoiceOver: "Close, button" -> "Button") [WCAG 1.1.1, 4.1.2]"#))
        #expect(CodeQualityReport.severity(.warning) == "minor" && CodeQualityReport.severity(.notice) == "info")
        // Then the screens no longer recorded, and the file that could not be read.
        let rest = issues.dropFirst(regressions.count).map { $0["check_name"]?.stringValue ?? "" }
        #expect(rest == ["screen-removed", "screen-removed", "snapshot-unreadable"])
        #expect(issues.last?["location"]?["path"] == "snapshots/ios/Broken.axsnap.json")
        #expect(issues.last?["location"]?["lines"]?["begin"] == .int(3))
        #expect(issues.last?["severity"] == "critical")
    }

    /// GitLab shows only the first issue of equal fingerprints: two findings that share one
    /// (two unnamed elements) must both show.
    @Test func equalFingerprintsAreMadeUnique() throws {
        var first = HostileReports.finding("", line: 3)
        first.element.label = nil
        first.fingerprint = "same"
        var second = first
        second.element.line = 8
        var report = Report(toolVersion: "1")
        report.screens = [ScreenReport(path: "snapshots/A.axsnap.json", status: .modified, screen: "A", regressions: [first, second, first])]
        let issues = try #require(try JSONValue.parse(Array(CodeQualityReport.render(report).utf8)).arrayValue)
        #expect(issues.compactMap { $0["fingerprint"]?.stringValue } == ["same", "same-2", "same-3"])
    }

    @Test func hostileLabelsStayOnOneLineOfData() throws {
        let text = CodeQualityReport.render(HostileReports.report())
        let issues = try #require(try JSONValue.parse(Array(text.utf8)).arrayValue)
        for issue in issues {
            let description = try #require(issue["description"]?.stringValue)
            #expect(!description.unicodeScalars.contains { $0.value < 0x20 || (0x202A...0x202E).contains($0.value) }, "\(description)")
        }
    }
}
