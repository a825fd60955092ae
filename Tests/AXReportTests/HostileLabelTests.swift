import AXModel
import Foundation
import Testing

@testable import AXReport

/// Labels come from app content: markup, table breakers, control characters, escape
/// sequences, bidirectional overrides, workflow-command injections and 10,000 characters must
/// leave every format parseable and valid, and show up escaped rather than raw.
@Suite struct HostileLabelTests {
    let report = HostileReports.report()
    var regressions: [FindingReport] { report.screens[0].regressions }

    /// C0 and C1 controls other than newline, and the bidirectional formatting characters.
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\n" && TerminalText.needsEscape(scalar)
    }

    @Test func jsonParsesAndKeepsEveryLabelExactly() throws {
        let json = try JSONValue.parse(Array(JSONReport.render(report).utf8))
        let parsed = json["screens"]?.arrayValue?.first?["regressions"]?.arrayValue ?? []
        #expect(parsed.map { $0["element"]?["label"]?.stringValue } == regressions.map(\.element.label))
        #expect(parsed.map { $0["message"]?.stringValue } == regressions.map(\.message))
        #expect(json["errors"]?.arrayValue?.first?.stringValue == report.errors.first)
    }

    @Test func textShowsControlAndBidirectionalCharactersAsEscapes() {
        let text = TextReport.render(report)
        #expect(!text.unicodeScalars.contains(where: Self.isUnsafe))
        #expect(text.contains(#"\u{202E}evil"#) && text.contains(#"\u{1B}[31mred"#) && text.contains(#"\n::error::injected"#))
    }

    @Test func sarifValidatesAndMessagesShowEscapes() throws {
        let log = SARIFReport.render(report)
        try Validators.checkSARIF(log)
        let run = try JSONValue.parse(Array(log.utf8))["runs"]?.arrayValue?.first
        let results = run?["results"]?.arrayValue ?? []
        #expect(results.count == regressions.count + 1 + CoverageGroup.grouped(report.coverage).count + report.errors.count)
        let messages = results.compactMap { $0["message"]?["text"]?.stringValue }
        #expect(!messages.joined().unicodeScalars.contains(where: Self.isUnsafe))
        #expect(messages.contains(#""\u{202E}evil\u{202C} reversed" lost its label (VoiceOver: "\u{202E}evil\u{202C} reversed, button" -> "Button")"#))
        #expect(messages.contains { $0.hasPrefix(#""\n::error::injected" lost its label"#) })
        #expect(messages.allSatisfy { $0.count <= 1024 })
        #expect(messages.contains { $0.hasPrefix("\"LLLL") && $0.hasSuffix("…") })
        let justification = results.first { $0["suppressions"] != nil }?["suppressions"]?.arrayValue?.first?["justification"]?.stringValue
        #expect(justification == #"reason <script>x</script> | \n::error::no (until 2026-01-01)"#)
    }

    @Test func junitValidatesAndEscapesMarkup() throws {
        let xml = JUnitReport.render(report)
        try Validators.checkJUnit(xml)
        let tree = try XMLTree.parse(xml)
        #expect(!xml.contains("<script") && !xml.contains("<b>") && !xml.contains("<!-- axdiff"))
        #expect(xml.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(!xml.unicodeScalars.contains(where: Self.isUnsafe))
        let names = tree.all("testcase").compactMap { $0.attributes["name"] }
        #expect(names.contains(#"label-removed: bell\u{1}\u{7} nul\u{0} bs\u{8} vt\u{B} ff\u{C} us\u{1F} del\u{7F} nel\u{85}"#))
        #expect(names.contains(#"label-removed: \u{FFFE}\u{FFFF} noncharacters"#))
        #expect(names.contains(#"label-removed: \u{D}\n::add-mask::secret\u{D}::set-output name=x::y"#))
        #expect(names.allSatisfy { $0.count < 200 })
        let long = try #require(tree.all("failure").first { $0.text.hasPrefix("\"LLLL") })
        let message = try #require(regressions.last?.message)
        #expect(long.text.hasPrefix(String(message.prefix(300)) + "… (\(message.count - 300) more characters)\n"))
    }

    @Test func markdownTableKeepsItsColumnsAndNoMarkupGetsThrough() throws {
        let markdown = MarkdownReport.render(report)
        let rows = MarkdownReportTests.tableRows(markdown)
        #expect(rows.count == regressions.count + 1)
        for row in rows { #expect(MarkdownReportTests.cellSeparators(String(row)) == 7, "\(row.prefix(120))") }
        var rest = markdown
        for tag in ["<br>", "<details>", "</details>", "<summary>", "</summary>", "<sub>", "</sub>"] { rest = rest.replacingOccurrences(of: tag, with: "") }
        #expect(rest.components(separatedBy: "<").count == 2, "only the marker may open a tag")
        #expect(markdown.hasPrefix(MarkdownReport.marker + "\n"))
        #expect(!markdown.unicodeScalars.contains(where: Self.isUnsafe))
        #expect(!markdown.contains("\r"))
        #expect(markdown.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(markdown.contains("U+202EevilU+202C reversed"))
        #expect(markdown.contains("U+001B\\[31mred"))
        #expect(markdown.contains("&amp;amp; &amp;lt;b&amp;gt;"))
        #expect(markdown.contains("@\u{200B}octocat") && !markdown.contains("@octocat"))
        #expect(markdown.contains(" ::error::injected"))
        #expect(markdown.split(separator: "\n").filter { $0.hasPrefix("#") }.allSatisfy { $0.hasPrefix("#### ") })
        #expect(markdown.split(separator: "\n").allSatisfy { $0.count < 2_500 })
        #expect(markdown.contains(String(repeating: "L", count: 200) + "…"))
    }

    @Test func githubOutputIsOneCommandPerLineAndNothingElse() throws {
        let output = GitHubAnnotations.render(report)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(output.hasSuffix("\n") && !output.contains("\r"))
        let lost = CoverageGroup.grouped(report.coverage).filter { !$0.isAccepted }.count
        #expect(lines.count == regressions.count + lost + report.staleAcceptances.count + report.errors.count)
        let command = try Regex(#"^::(error|warning|notice) ([a-z]+=[^:,]*)(,[a-z]+=[^:,]*)*::"#)
        for line in lines {
            #expect(line.prefixMatch(of: command) != nil, "\(line.prefix(150))")
        }
        #expect(!output.unicodeScalars.contains(where: Self.isUnsafe))
        #expect(output.contains(#"title=axdiff label-removed::"\n::error::injected" lost its label"#))
        #expect(output.contains(#""%250A::warning::encoded" lost its label"#))
        #expect(output.contains(#""\u{D}\n::add-mask::secret\u{D}::set-output name=x::y" lost its label"#))
        #expect(output.contains("file=snapshots/ios/We|rd `name` <b>&.axsnap.json,line=14,"))
        #expect(lines.allSatisfy { $0.count < 2_500 })
    }
}
