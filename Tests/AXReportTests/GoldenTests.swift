import AXModel
import Testing

@testable import AXReport

/// Every renderer against its golden file in `Tests/Fixtures/reports/`: JSON and SARIF
/// compared as parsed JSON values, JUnit as parsed XML, the others as exact text.
/// Re-record with `AXDIFF_RECORD_GOLDENS=1 swift test --filter AXReportTests` and review the diff.
@Suite struct GoldenTests {
    static let reports = ["standard", "empty", "hostile"]

    static func report(_ name: String) throws -> Report {
        switch name {
        case "standard": try SampleReports.standard()
        case "empty": SampleReports.empty()
        default: HostileReports.report()
        }
    }

    @Test(arguments: reports) func text(_ name: String) throws {
        try Golden.check(TextReport.render(Self.report(name)), golden: "\(name).txt", as: .exactText)
    }

    @Test(arguments: reports) func json(_ name: String) throws {
        try Golden.check(JSONReport.render(Self.report(name)), golden: "\(name).json", as: .json)
    }

    @Test(arguments: reports) func markdown(_ name: String) throws {
        try Golden.check(MarkdownReport.render(Self.report(name)), golden: "\(name).md", as: .exactText)
    }

    @Test(arguments: reports) func sarif(_ name: String) throws {
        try Golden.check(SARIFReport.render(Self.report(name)), golden: "\(name).sarif", as: .json)
    }

    @Test(arguments: reports) func junit(_ name: String) throws {
        try Golden.check(JUnitReport.render(Self.report(name)), golden: "\(name).junit.xml", as: .xml)
    }

    @Test(arguments: reports) func github(_ name: String) throws {
        try Golden.check(GitHubAnnotations.render(Self.report(name)), golden: "\(name).github.txt", as: .exactText)
    }

    @Test(arguments: reports) func codeQuality(_ name: String) throws {
        try Golden.check(CodeQualityReport.render(Self.report(name)), golden: "\(name).codequality.json", as: .json)
    }

    @Test(arguments: reports) func rdjson(_ name: String) throws {
        try Golden.check(ReviewdogReport.render(Self.report(name)), golden: "\(name).rdjson", as: .json)
    }

    /// Same input, byte-identical output: nothing reads time, environment or hash order.
    @Test func renderingTwiceGivesTheSameBytes() throws {
        for name in Self.reports {
            let report = try Self.report(name)
            #expect(SARIFReport.render(report) == SARIFReport.render(try Self.report(name)))
            #expect(JUnitReport.render(report) == JUnitReport.render(try Self.report(name)))
            #expect(MarkdownReport.render(report) == MarkdownReport.render(try Self.report(name)))
            #expect(GitHubAnnotations.render(report) == GitHubAnnotations.render(try Self.report(name)))
            #expect(CodeQualityReport.render(report) == CodeQualityReport.render(try Self.report(name)))
            #expect(ReviewdogReport.render(report) == ReviewdogReport.render(try Self.report(name)))
        }
    }

    /// The comparison after parsing must still catch a changed value, or the goldens test nothing.
    @Test func parsedComparisonsNoticeAChangedValue() throws {
        let sarif = SARIFReport.render(try SampleReports.standard())
        let json = Golden.Comparison<JSONValue>.json
        #expect(try json.parse(sarif) == json.parse(sarif.replacingOccurrences(of: "\n", with: "\n  ")))
        #expect(try json.parse(sarif) != json.parse(sarif.replacingOccurrences(of: "\"startLine\": 19", with: "\"startLine\": 20")))
        let junit = JUnitReport.render(try SampleReports.standard())
        let xml = Golden.Comparison<XMLTree>.xml
        #expect(try xml.parse(junit) == xml.parse(junit.replacingOccurrences(of: "\n    <testcase", with: "\n<testcase")))
        #expect(try xml.parse(junit) != xml.parse(junit.replacingOccurrences(of: "failures=\"2\"", with: "failures=\"3\"")))
        #expect(try xml.parse(junit) != xml.parse(junit.replacingOccurrences(of: "Location: snapshots", with: "Location:  snapshots")))
    }
}
