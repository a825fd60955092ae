import AXRules
import Testing

@testable import AXReport

@Suite struct MarkdownReportTests {
    /// The `|` that end cells: not escaped with a backslash.
    static func cellSeparators(_ row: String) -> Int {
        var count = 0, escaped = false
        for character in row {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "|" { count += 1 }
        }
        return count
    }

    static func tableRows(_ markdown: String) -> [Substring] {
        markdown.split(separator: "\n").filter { $0.hasPrefix("| ") }
    }

    @Test func theMarkerComesFirstThenTheVerdict() throws {
        let lines = MarkdownReport.render(try SampleReports.standard()).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "<!-- axdiff-report -->")
        #expect(lines[1] == "❌ **axdiff: 6 accessibility regressions (2 errors, 2 warnings, 2 notices)** in 3 changed screens · 4 screens no longer recorded")
        #expect(lines[3].hasPrefix("Compared main (4f1c2a9) with HEAD (9a8b7c6) · check fails at **warning** or above: **failed** (4 regressions)"))
    }

    @Test func theVerdictSaysWhatHappened() throws {
        #expect(MarkdownReport.verdict(SampleReports.empty()) == "✅ **axdiff: no accessibility snapshots changed**")
        var report = try SampleReports.standard()
        for index in report.screens.indices { report.screens[index].regressions.removeAll() }
        report.errors = []
        #expect(MarkdownReport.verdict(report) == "⚠️ **axdiff: no accessibility regressions** in 3 changed screens · 4 screens no longer recorded")
        report.failsOnLostCoverage = true
        #expect(MarkdownReport.verdict(report) == "❌ **axdiff: screens no longer recorded** (coverage: fail); no accessibility regressions in 3 changed screens · 4 screens no longer recorded")
        report.coverage = []
        #expect(MarkdownReport.verdict(report) == "✅ **axdiff: no accessibility regressions** in 3 changed screens")
        report = try SampleReports.standard()
        report.coverage = []
        report.screens[0].regressions.removeAll { $0.severity >= .warning }
        report.screens[1].regressions.removeAll()
        #expect(MarkdownReport.verdict(report) == "⚠️ **axdiff: 2 accessibility regressions (2 notices)** in 3 changed screens")
    }

    @Test func theTableListsEveryRegressionMostSevereFirst() throws {
        let report = try SampleReports.standard()
        let markdown = MarkdownReport.render(report)
        let rows = Self.tableRows(markdown)
        #expect(rows.count == 1 + report.summary.totalRegressions)
        for row in rows { #expect(Self.cellSeparators(String(row)) == 7, "\(row)") }
        #expect(rows[1].hasPrefix("| 🛑 **error** | Settings | \\#close · line 19 | **[label-removed](\(Rule.defaultDocumentationBase)/rules.md#label-removed)**<br>"))
        #expect(rows[1].hasSuffix(#" | "Close, button" → "Button" |"#))
        #expect(rows[1].contains("[1.1.1](https://www.w3.org/WAI/WCAG22/Understanding/non-text-content.html)"))
        #expect(rows.last?.hasPrefix("| ℹ️ notice | Settings | ") == true)
        #expect(rows.contains { $0.hasPrefix("| ℹ️ notice | Settings | \"Help\"") })
        #expect(markdown.contains(#"| "Sign Out, button" (unchanged) |"#))
    }

    @Test func improvementsAcceptedStaleAndUnreadableFilesFollow() throws {
        let markdown = MarkdownReport.render(try SampleReports.standard())
        let headings = markdown.split(separator: "\n").filter { $0.hasPrefix("#### ") }
        #expect(headings == ["#### Regressions", "#### No longer recorded", "#### Improvements", "#### Accepted regressions", "#### Stale acceptances", "#### Files that could not be read", "#### Changes by screen"])
        #expect(markdown.contains("accepted until 2026-06-30: The avatar is decorative: the name is read next to it (\\#231)"))
        #expect(markdown.contains("- line 12: Home · **label-removed** · \\#search"))
        #expect(markdown.components(separatedBy: "<details>").count == 4)
        #expect(markdown.components(separatedBy: "</details>").count == 4)
        #expect(markdown.contains("<details><summary>Profile · snapshots/ios/My Profile.axsnap.json (renamed from snapshots/ios/Account.axsnap.json) · 4 changes</summary>"))
    }

    /// GitHub rejects comments over 65,536 characters: a huge report is cut, with a note, and
    /// every block opened is closed.
    @Test(arguments: [65_000, 8_000]) func aHugeReportStaysUnderTheLimit(_ limit: Int) throws {
        var report = try SampleReports.standard()
        let template = report.screens[0]
        report.screens = (0..<300).map { index in
            var screen = template
            screen.path = "snapshots/ios/Screen\(index).axsnap.json"
            screen.regressions = (0..<10).map { _ in HostileReports.finding(String(repeating: "x", count: 500), line: index) }
            screen.changes = Array(repeating: template.changes[1], count: 150)
            return screen
        }
        let markdown = MarkdownReport.render(report, options: .init(maximumLength: limit))
        #expect(markdown.unicodeScalars.count <= limit)
        #expect(markdown.unicodeScalars.count > limit - 4_000)
        #expect(markdown.contains(" more regressions; see the full report artifact."))
        #expect(markdown.components(separatedBy: "<details>").count == markdown.components(separatedBy: "</details>").count)
        let rows = Self.tableRows(markdown)
        #expect(rows.count > 3)
        for row in rows { #expect(Self.cellSeparators(String(row)) == 7) }
        // The note after a table is separated by a blank line, or GitHub would read it as a row.
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        if let note = lines.firstIndex(where: { $0.contains("more regressions; see") }) { #expect(lines[note - 1].isEmpty) }
    }

    /// Changes cut inside a screen's block are counted from the first one left out.
    @Test func changesCutShortAreCounted() throws {
        var screen = try SampleReports.standard().screens[0]
        screen.changes = Array(repeating: screen.changes[1], count: 150)
        let markdown = MarkdownReport.render(Report(toolVersion: "1", screens: [screen]), options: .init(maximumLength: 6_000))
        let shown = markdown.split(separator: "\n").filter { $0.hasPrefix("- label removed on") }.count
        #expect(shown > 10 && shown < 100)
        #expect(markdown.contains("… and \(150 - shown) more changes; see the full report artifact."))
        #expect(markdown.unicodeScalars.count <= 6_000)
        let all = MarkdownReport.render(Report(toolVersion: "1", screens: [screen]))
        #expect(all.split(separator: "\n").filter { $0.hasPrefix("- label removed on") }.count == 100)
        #expect(all.contains("- … and 50 more; see the full report artifact."))
    }

    @Test func aModerateReportIsNotCut() throws {
        let markdown = MarkdownReport.render(try SampleReports.standard())
        #expect(!markdown.contains("see the full report artifact"))
        #expect(markdown.hasSuffix("<sub>axdiff 0.4.0</sub>\n"))
    }

    @Test func labelsAreEscapedForMarkdownAndHTML() {
        #expect(MarkdownText.escape("a|b`c*d_e[f]g#h~i$j!k\\l") == ##"a\|b\`c\*d\_e\[f\]g\#h\~i\$j\!k\\l"##)
        #expect(MarkdownText.escape("<script>&amp;") == "&lt;script&gt;&amp;amp;")
        #expect(MarkdownText.escape("line\nbreak\r\tx") == "line break  x")
        #expect(MarkdownText.escape("\u{202E}evil\u{1B}[0m\u{0}") == "U+202Eevil\u{55}+001B\\[0mU+0000")
        #expect(MarkdownText.escape("@octocat") == "@\u{200B}octocat")
        #expect(MarkdownText.escape(String(repeating: "x", count: 10_000)).count == 201)
        #expect(MarkdownText.html("<b>\"a|b\"</b>") == "&lt;b&gt;&quot;a|b&quot;&lt;/b&gt;")
    }
}
