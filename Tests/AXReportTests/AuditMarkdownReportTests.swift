import AXReport
import Testing

/// The Markdown audit: the summary and each screen's findings with their commits, readable in
/// any renderer, and inert whatever the labels say.
@Suite struct AuditMarkdownReportTests {
    @Test func findingsNameTheCommitThatIntroducedOrFixedThem() throws {
        let markdown = AuditMarkdownReport.render(try AuditSample.report())
        #expect(markdown.hasPrefix("# Accessibility audit: v4.1.0 → v4.2.0\n"))
        #expect(markdown.contains("- **7 regressions** (3 error, 4 warning, 0 notice), 1 more accepted"))
        #expect(markdown.contains("  - Introduced in `1b7e4f2` Redesign the checkout header (Ana Lima, 2024-05-02)"))
        #expect(markdown.contains("  - Fixed in `60d92b7` Label the Apply coupon button (Jun Park, 2024-05-20)"))
        #expect(markdown.contains("  - Introduced in: no commit in the range identified"))
        #expect(markdown.contains("  - Accepted: The hint moved to the payment sheet (until 2024-12-31)"))
        #expect(markdown.contains("| [4.1.2 Name, Role, Value](https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html) | A | 4 |"))
        #expect(markdown.contains("| `60d92b7` | 2024-05-20 | Jun Park | Label the Apply coupon button |"))
    }

    @Test func focusOrderIsListedBeforeAndAfter() throws {
        let markdown = AuditMarkdownReport.render(try AuditSample.report())
        #expect(markdown.contains("Before (v4.1.0), 9 stops:\n\n1. Close, button\n2. Checkout, heading\n"))
        #expect(markdown.contains("After (v4.2.0), 8 stops:\n\n1. Button\n2. Checkout, heading\n"))
        // The removed screen is lost coverage, listed once, with no focus order of its own.
        #expect(!markdown.contains("The screen was removed."))
        #expect(markdown.contains("### No longer recorded"))
        #expect(markdown.contains("Before (v4.1.0): The screen did not exist."))
    }

    @Test func hostileTextNeverBecomesMarkup() {
        let markdown = AuditMarkdownReport.render(AuditSample.hostileReport())
        // No raw angle bracket at all: no HTML, no autolink.
        #expect(!markdown.contains("<") && !markdown.contains(">"))
        #expect(!markdown.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x202A...0x202E).contains($0.value) || $0 == "\u{7F}" })
        #expect(markdown.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(markdown.contains("U+202Eevil"))
        // Links only to the W3C: every other `](` is escaped.
        for range in markdown.ranges(of: "](") {
            let escaped = markdown[..<range.lowerBound].hasSuffix("\\")
            #expect(escaped || markdown[range.upperBound...].hasPrefix("https://www.w3.org/WAI/"))
        }
        // Headings are the report's own; a label cannot start one, a list or a table row.
        let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines where line.hasPrefix("#") {
            #expect(line.hasPrefix("# Accessibility audit") || line.hasPrefix("## ") || line.hasPrefix("### "), "\(line)")
        }
        #expect(lines.contains { $0.hasSuffix(". \\- \\[x\\](javascript:alert(1)) \\| \\# \\`tick\\`, button") })
        // Every table row has as many cells as its header.
        var columns: Int?
        for line in lines {
            guard line.hasPrefix("|") else { columns = nil; continue }
            let cells = Self.unescapedPipes(line)
            if let columns { #expect(cells == columns, "\(line)") } else { columns = cells }
        }
    }

    static func unescapedPipes(_ line: Substring) -> Int {
        var count = 0, escaped = false
        for character in line {
            if character == "|" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }
}
