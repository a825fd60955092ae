import AXModel
import AXReport
import AXTestSupport
import Foundation
import Testing

/// The three audit renderers against checked-in golden files in Tests/Fixtures/audit/.
/// HTML and Markdown are compared as exact text, JSON after parsing.
///
/// Re-record after an intended change with `AXDIFF_RECORD_GOLDENS=1 swift test --filter Audit`,
/// then review the diff of the golden files; never set it in CI.
@Suite struct AuditGoldenTests {
    @Test func htmlMatchesGolden() throws {
        try Golden.check(AuditHTMLReport.render(AuditSample.report()), golden: "audit/sample.html", as: .exactText)
    }

    @Test func markdownMatchesGolden() throws {
        try Golden.check(AuditMarkdownReport.render(AuditSample.report()), golden: "audit/sample.md", as: .exactText)
    }

    @Test func jsonMatchesGoldenAfterParsing() throws {
        try Golden.check(AuditJSONReport.render(AuditSample.report()), golden: "audit/sample.json", as: .json)
    }

    @Test func renderingIsDeterministic() throws {
        let first = try AuditSample.report(), second = try AuditSample.report()
        #expect(AuditHTMLReport.render(first) == AuditHTMLReport.render(second))
        #expect(AuditMarkdownReport.render(first) == AuditMarkdownReport.render(second))
        #expect(AuditJSONReport.render(first) == AuditJSONReport.render(second))
    }
}
