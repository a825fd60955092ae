import AXReport
import AXTestSupport
import Foundation
import Testing

/// Checked-in files generated from code must match what the code generates now.
@Suite struct GeneratedDocsTests {
    @Test func rulesDocumentIsUpToDate() throws {
        let checkedIn = try String(contentsOf: Fixtures.packageRoot.appendingPathComponent("docs/rules.md"), encoding: .utf8)
        #expect(checkedIn == RuleListReport.markdown(),
                "docs/rules.md is out of date: refresh it with `swift run axdiff rules --format markdown > docs/rules.md`")
    }
}
