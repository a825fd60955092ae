import AXRules
import Testing

@testable import AXReport

/// The text of `axdiff history` reads each finding where it lies (no list of copies): it must
/// still list every finding of `introduced` and `fixed`, in their order, with the merged-branch
/// line under the ones attributed, and count them.
@Suite struct HistoryTextTests {
    static func report() throws -> HistoryReport {
        let sample = try SampleReports.standard()
        let commit = CommitReference(id: "1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b", subject: "Merge the settings work", author: "Ada", date: "2026-11-02T10:00:00Z")
        let branch = CommitReference(id: "9f8e7d6c5b4a39281706f5e4d3c2b1a098765432", subject: "Settings: drop a label", author: "Grace", date: "2026-11-01T09:00:00Z")
        let quiet = CommitReference(id: "0b1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c", subject: "Reword a hint", author: "Ada", date: "2026-11-03T10:00:00Z")
        var merge = HistoryReport.Commit(commit: commit, screens: sample.screens)
        let attributed = try #require(merge.introduced.first?.finding.fingerprint)
        merge.onMergedBranch = [attributed: branch]
        let unchanged = ScreenReport(path: "snapshots/ios/Home.axsnap.json", status: .modified, screen: "Home")
        return HistoryReport(toolVersion: "0.4.0", from: nil, to: SampleReports.head, commits: [merge, HistoryReport.Commit(commit: quiet, screens: [unchanged])])
    }

    @Test func everyFindingIsListedInOrderAndCounted() throws {
        let report = try Self.report()
        let lines = HistoryReport.text(report).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let merge = report.commits[0]
        #expect(merge.introducedCount == merge.introduced.count && merge.introducedCount > 3)
        #expect(merge.fixedCount == merge.fixed.count && merge.fixedCount > 0)
        let introduced = lines.filter { $0.hasPrefix("  introduced ") }
        let fixed = lines.filter { $0.hasPrefix("  fixed      ") }
        #expect(introduced == merge.introduced.map { "  introduced \($0.finding.severity.rawValue) \($0.finding.rule) in \($0.screen.screen): \($0.finding.message)" })
        #expect(fixed == merge.fixed.map { "  fixed      \($0.finding.rule) in \($0.screen.screen): \($0.finding.message)" })
        // The attributed finding is followed by its commit on the merged branch, and only it.
        let branchLines = lines.indices.filter { lines[$0].contains("on the merged branch") }
        #expect(branchLines.count == 1)
        #expect(branchLines.first.map { lines[$0 - 1] } == introduced.first)
        #expect(lines.contains("  1 screen changed, no regression introduced or fixed"))
        #expect(lines.suffix(2) == ["2 commits changed snapshots; \(merge.introduced.count) regressions introduced, \(merge.fixed.count) fixed", ""])
    }

    /// Identical findings (severity, rule and message) are one group, in the order each first
    /// appears, counted; a finding that differs in any of the three is its own.
    @Test func identicalFindingsAreOneGroupInFirstOrder() {
        let findings = [
            HostileReports.finding("Play", line: 1), HostileReports.finding("Stop", line: 2),
            HostileReports.finding("Play", line: 3), HostileReports.finding("Play", severity: .warning, line: 4),
            HostileReports.finding("Play", rule: "hint-removed", line: 5), HostileReports.finding("Stop", line: 6),
            HostileReports.finding("Play", line: 7),
        ]
        let groups = HistoryReport.groups(findings)
        #expect(groups.map(\.index) == [0, 1, 3, 4])
        #expect(groups.map(\.count) == [3, 2, 1, 1])
        #expect(HistoryReport.groups([]).isEmpty)
    }

    @Test func coloursMarkEachSeverity() throws {
        let text = HistoryReport.text(try Self.report(), style: TerminalStyle(enabled: true))
        for (severity, code) in [(Severity.error, "31"), (.warning, "33"), (.notice, "34")] {
            #expect(text.contains("\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"), "\(severity)")
        }
    }
}
