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
        try Golden.check("audit/sample.html", AuditHTMLReport.render(AuditSample.report()))
    }

    @Test func markdownMatchesGolden() throws {
        try Golden.check("audit/sample.md", AuditMarkdownReport.render(AuditSample.report()))
    }

    @Test func jsonMatchesGoldenAfterParsing() throws {
        try Golden.check("audit/sample.json", AuditJSONReport.render(AuditSample.report())) { expected, actual in
            try JSONValue.parse(Array(expected.utf8)) == JSONValue.parse(Array(actual.utf8))
        }
    }

    @Test func renderingIsDeterministic() throws {
        let first = try AuditSample.report(), second = try AuditSample.report()
        #expect(AuditHTMLReport.render(first) == AuditHTMLReport.render(second))
        #expect(AuditMarkdownReport.render(first) == AuditMarkdownReport.render(second))
        #expect(AuditJSONReport.render(first) == AuditJSONReport.render(second))
    }
}

/// Golden-file comparison shared by the audit tests.
enum Golden {
    static let variable = "AXDIFF_RECORD_GOLDENS"

    /// Compares `actual` with the golden file at `relative` (under Tests/Fixtures), or writes
    /// it when `AXDIFF_RECORD_GOLDENS=1` (and then fails, so that a recording run never passes).
    static func check(
        _ relative: String, _ actual: String, sourceLocation: SourceLocation = #_sourceLocation,
        same: (String, String) throws -> Bool = { $0 == $1 }
    ) throws {
        let url = Fixtures.root.appendingPathComponent(relative)
        let environment = ProcessInfo.processInfo.environment
        if environment[variable] == "1" {
            guard environment["CI"] == nil else {
                Issue.record("\(variable) is set in CI: golden files are never recorded there", sourceLocation: sourceLocation)
                return
            }
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            Issue.record("Recorded \(relative); review it with git diff, then run the tests again without \(variable)", sourceLocation: sourceLocation)
            return
        }
        guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
            Issue.record("Golden file Tests/Fixtures/\(relative) is missing: record it with `\(variable)=1 swift test --filter Audit` and review it", sourceLocation: sourceLocation)
            return
        }
        if try !same(expected, actual) {
            Issue.record("Output differs from Tests/Fixtures/\(relative) \(firstDifference(expected, actual)); if the change is intended, re-record with `\(variable)=1 swift test --filter Audit` and review the diff", sourceLocation: sourceLocation)
        }
    }

    /// `at line 12: expected "...", got "..."`.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : "(end of file)"
            let right = index < new.count ? String(new[index]) : "(end of file)"
            if left != right {
                return "at line \(index + 1): expected \(left.prefix(160).debugDescription), got \(right.prefix(160).debugDescription)"
            }
        }
        return "(same lines; the parsed values differ)"
    }
}
