import AXModel
import AXRules
import Foundation
import Testing

@testable import AXReport

/// Reports with random strings everywhere (a seeded generator, so a failure names its seed):
/// every format must parse back and keep its structure.
@Suite struct RandomReportTests {
    static let seeds: Range<UInt64> = 0..<300

    @Test func everyFormatParsesBackForRandomReports() throws {
        let allowedTags = ["<br>", "<details>", "</details>", "<summary>", "</summary>", "<sub>", "</sub>", MarkdownReport.marker]
        for seed in Self.seeds {
            let report = HostileReports.random(seed: seed)
            let regressions = report.screens.flatMap(\.regressions), accepted = report.screens.flatMap(\.accepted)

            let json = try JSONValue.parse(Array(JSONReport.render(report).utf8))
            let messages = json["screens"]?.arrayValue?.flatMap { $0["regressions"]?.arrayValue ?? [] }.map { $0["message"]?.stringValue }
            #expect(messages == regressions.map(\.message), "seed \(seed)")
            let lost = json["noLongerRecorded"]?.arrayValue?.map { $0["path"]?.stringValue }
            #expect(lost == report.coverage.map(\.path), "seed \(seed)")
            let groups = CoverageGroup.grouped(report.coverage)

            let sarif = try JSONValue.parse(Array(SARIFReport.render(report).utf8))
            let run = sarif["runs"]?.arrayValue?.first
            let results = run?["results"]?.arrayValue ?? []
            let rules = run?["tool"]?["driver"]?["rules"]?.arrayValue ?? []
            #expect(results.count == regressions.count + accepted.count + groups.count + report.errors.count, "seed \(seed)")
            for result in results {
                let index = Int(result["ruleIndex"]?.numberValue ?? -1)
                #expect(rules.indices.contains(index) && rules[index]["id"] == result["ruleId"], "seed \(seed)")
            }

            let junit = try XMLTree.parse(JUnitReport.render(report))
            let expectedCases = report.screens.reduce(0) { $0 + $1.regressions.count + $1.accepted.count + ($1.regressions.isEmpty ? 1 : 0) }
                + groups.count + max(1, report.errors.count)
            #expect(junit.all("testcase").count == expectedCases, "seed \(seed)")

            let markdown = MarkdownReport.render(report)
            for row in MarkdownReportTests.tableRows(markdown) {
                #expect(MarkdownReportTests.cellSeparators(String(row)) == 7, "seed \(seed): \(row)")
            }
            var rest = markdown
            for tag in allowedTags { rest = rest.replacingOccurrences(of: tag, with: "") }
            #expect(!rest.contains("<"), "seed \(seed)")
            #expect(!markdown.unicodeScalars.contains { $0 != "\n" && TerminalText.needsEscape($0) }, "seed \(seed)")

            // Text for terminals: no control character, escape sequence or bidi override gets
            // through raw, whatever the labels hold.
            for style in [TerminalStyle.plain, TerminalStyle(enabled: true)] {
                let text = TextReport.render(report, options: .init(showChanges: true, style: style))
                let withoutOwnColours = text.replacingOccurrences(of: "\u{1B}[", with: "").unicodeScalars
                let leaked = text.split(separator: "\n").filter { line in
                    line.replacingOccurrences(of: "\u{1B}[", with: "").unicodeScalars.contains { $0 != "\u{1B}" && TerminalText.needsEscape($0) }
                }
                #expect(leaked.isEmpty, "seed \(seed): \(leaked.prefix(2).map { $0.debugDescription })")
                _ = withoutOwnColours
                #expect(style.enabled || !text.unicodeScalars.contains("\u{1B}"), "seed \(seed)")
            }

            let annotations = GitHubAnnotations.render(report).split(separator: "\n")
            let unaccepted = groups.filter { !$0.isAccepted }.count
            #expect(annotations.count == regressions.count + unaccepted + report.staleAcceptances.count + report.errors.count, "seed \(seed)")
            #expect(annotations.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::warning ") || $0.hasPrefix("::notice ") }, "seed \(seed)")
        }
    }

    /// Many random screens in one report, through the real validators.
    @Test func randomReportsValidate() throws {
        var combined = Report(toolVersion: "1.0", failOn: .warning)
        for seed in Self.seeds.prefix(60) {
            let report = HostileReports.random(seed: seed)
            combined.screens += report.screens
            combined.coverage += report.coverage
            combined.staleAcceptances += report.staleAcceptances
            combined.errors += report.errors
        }
        #expect(combined.screens.count > 40)
        try Validators.checkSARIF(SARIFReport.render(combined))
        try Validators.checkJUnit(JUnitReport.render(combined))
    }
}
