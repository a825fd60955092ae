import AXRules

/// The report as a pull-request comment (GitHub Markdown).
///
/// A hidden marker first, so a bot can find and update its own comment; a one-line verdict;
/// a table of regressions with the announcement before and after; improvements, accepted
/// regressions, stale acceptances and unreadable files; then each screen's typed changes in a
/// collapsed `<details>` block. Every label and message goes through `MarkdownText`, so none
/// can break the table, add markup or HTML, or mention anyone. The comment stays within
/// `maximumLength`: what does not fit is summarised ("… and 37 more regressions; see …").
public enum MarkdownReport {
    public struct Options: Sendable {
        /// Longest comment, in Unicode scalars (GitHub rejects comments over 65,536 characters).
        public var maximumLength: Int
        /// Longest label or message kept, in characters.
        public var labelLimit: Int
        /// List each screen's typed changes in collapsed blocks.
        public var showChanges: Bool
        /// Where the whole report is, for "see …" when the comment is cut short.
        public var fullReportHint: String
        /// Rule ids link to their documentation; with a repository, each element's line links
        /// to the snapshot at the head commit.
        public var links: ReportLinks

        public init(
            maximumLength: Int = 65_000, labelLimit: Int = 200, showChanges: Bool = true, fullReportHint: String = "the full report artifact",
            links: ReportLinks = .standard
        ) {
            self.maximumLength = maximumLength
            self.labelLimit = labelLimit
            self.showChanges = showChanges
            self.fullReportHint = fullReportHint
            self.links = links
        }
    }

    /// The first line of every comment.
    public static let marker = "<!-- axdiff-report -->"
    /// Most changes listed per screen.
    static let changesPerScreen = 100

    public static func render(_ report: Report, options: Options = Options()) -> String {
        var writer = Writer(limit: options.maximumLength, hint: MarkdownText.escape(options.fullReportHint, limit: 100))
        let text = { (value: String) in MarkdownText.escape(value, limit: options.labelLimit) }
        writer.force(marker)
        writer.force(verdict(report))
        writer.force("")
        writer.force(context(report))
        regressionTable(report, links: options.links, text: text, into: &writer)
        coverage(report, links: options.links, text: text, into: &writer)
        improvements(report, text: text, into: &writer)
        accepted(report, text: text, into: &writer)
        staleAcceptances(report, text: text, into: &writer)
        errors(report, text: text, into: &writer)
        if options.showChanges { details(report, options: options, into: &writer) }
        writer.force("")
        writer.force("<sub>axdiff \(MarkdownText.html(report.toolVersion, limit: 40))</sub>")
        return writer.text
    }

    // MARK: Verdict

    /// `❌ **axdiff: 2 accessibility regressions (1 error, 1 warning)** in 3 changed screens`,
    /// and `· 2 screens no longer recorded` when the check lost sight of some.
    public static func verdict(_ report: Report) -> String {
        let summary = report.summary
        let lost = summary.screensRemoved
        let coverage = lost == 0 ? "" : " · \(lost) screen\(lost == 1 ? "" : "s") no longer recorded"
        return verdictOfChanges(report) + coverage
    }

    static func verdictOfChanges(_ report: Report) -> String {
        let summary = report.summary
        let screens = "\(summary.screensChanged) changed screen\(summary.screensChanged == 1 ? "" : "s")"
        let total = summary.totalRegressions
        let lostFails = !report.failingCoverage.isEmpty
        if total == 0 && summary.errors > 0 {
            return "⚠️ **axdiff: \(summary.errors) snapshot\(summary.errors == 1 ? "" : "s") could not be read**; no regression in the other \(screens)"
        }
        guard total > 0 else {
            if lostFails { return "❌ **axdiff: screens no longer recorded** (coverage: fail); no accessibility regressions in \(screens)" }
            if summary.screensChanged == 0 { return summary.screensRemoved > 0 ? "⚠️ **axdiff: no accessibility regressions**" : "✅ **axdiff: no accessibility snapshots changed**" }
            return "\(summary.screensRemoved > 0 ? "⚠️" : "✅") **axdiff: no accessibility regressions** in \(screens)"
        }
        let counts = [Severity.error, .warning, .notice].compactMap { severity -> String? in
            let count = summary.regressions[severity] ?? 0
            return count == 0 ? nil : "\(count) \(severity.rawValue)\(count == 1 ? "" : "s")"
        }
        let failing = lostFails || report.screens.contains { $0.regressions.contains { $0.severity >= (report.failOn ?? .error) } }
        return "\(failing ? "❌" : "⚠️") **axdiff: \(total) accessibility regression\(total == 1 ? "" : "s") (\(counts.joined(separator: ", ")))** in \(screens)"
    }

    /// Which revisions, the check's outcome, and the counts the verdict leaves out.
    static func context(_ report: Report) -> String {
        let summary = report.summary
        var parts: [String] = []
        if let base = report.base, let head = report.head { parts.append("Compared \(revision(base)) with \(revision(head))") }
        if let failOn = report.failOn {
            let failing = report.failingRegressions.count
            let lost = report.failingCoverage.count
            var reasons: [String] = []
            if failing > 0 { reasons.append("\(failing) regression\(failing == 1 ? "" : "s")") }
            if lost > 0 { reasons.append("\(lost) screen\(lost == 1 ? "" : "s") no longer recorded, with `coverage: fail`") }
            let outcome = !reasons.isEmpty ? "**failed** (\(reasons.joined(separator: "; ")))"
                : summary.errors > 0 ? "**not completed** (snapshots could not be read)" : "**passed**"
            parts.append("check fails at **\(failOn.rawValue)** or above: " + outcome)
        }
        if summary.improvements > 0 { parts.append("\(summary.improvements) improvement\(summary.improvements == 1 ? "" : "s")") }
        if summary.accepted > 0 { parts.append("\(summary.accepted) accepted regression\(summary.accepted == 1 ? "" : "s")") }
        let stale = report.staleAcceptances.count
        if stale > 0 { parts.append("\(stale) stale acceptance\(stale == 1 ? "" : "s")") }
        if summary.errors > 0 { parts.append("\(summary.errors) file\(summary.errors == 1 ? "" : "s") could not be read") }
        if parts.isEmpty { parts.append("\(summary.changes) change\(summary.changes == 1 ? "" : "s")") }
        return parts.joined(separator: " · ")
    }

    static func revision(_ revision: Report.Revision) -> String {
        let ids = [revision.commit.map { MarkdownText.escape(String($0.prefix(7))) }, revision.mergeBase.map { "merge base " + MarkdownText.escape(String($0.prefix(7))) }].compactMap { $0 }
        return MarkdownText.escape(revision.rev, limit: 80) + (ids.isEmpty ? "" : " (" + ids.joined(separator: ", ") + ")")
    }

    // MARK: Sections

    static func regressionTable(_ report: Report, links: ReportLinks, text: (String) -> String, into writer: inout Writer) {
        // Most severe first, so a table cut short loses the notices.
        let rows = report.screens.flatMap { screen in screen.regressions.map { (screen, $0) } }.enumerated()
            .sorted { ($0.element.1.severity, $1.offset) > ($1.element.1.severity, $0.offset) }.map(\.element)
        guard !rows.isEmpty else { return }
        let reader = report.reader?.sentenceName ?? "Screen reader"
        let header = ["", "#### Regressions", "", "| Severity | Screen | Element | Rule | WCAG | \(reader) before → after |", "|:--|:--|:--|:--|:--|:--|"]
        guard writer.section(header, count: rows.count, noun: "regression") else { return }
        let threshold = report.failOn ?? .error
        for (offset, (screen, finding)) in rows.enumerated() {
            let severity = icon(finding.severity) + " " + (finding.severity >= threshold ? "**\(finding.severity.rawValue)**" : finding.severity.rawValue)
            let cells = [
                severity, text(screen.screen), element(finding.element, text: text, link: lineURL(finding, screen: screen, report: report, links: links)),
                "**" + rule(finding.rule, links: links, text: text) + "**<br>" + text(finding.message), criteria(finding.wcag), announcements(finding, text: text),
            ]
            guard writer.append("| " + cells.joined(separator: " | ") + " |") else {
                writer.cut(remaining: rows.count - offset, noun: "regression")
                return
            }
        }
    }

    /// Screens no longer recorded: lost coverage, said as such, one line per screen or per
    /// folder (`CoverageGroup`).
    static func coverage(_ report: Report, links: ReportLinks, text: (String) -> String, into writer: inout Writer) {
        let groups = CoverageGroup.grouped(report.coverage)
        let fails = report.failsOnLostCoverage && report.failOn != nil
        let header = [
            "", "#### No longer recorded", "",
            "The check no longer sees these screens: their snapshots are gone, or outside the snapshot roots. This is lost coverage, not a regression"
                + (fails ? "; `coverage: fail` in `.axdiff.yml` fails the check on it unless accepted." : "; `coverage: fail` in `.axdiff.yml` would fail the check on it.")
                + " Record them again, or accept them in `.axdiff-accept.yml` (rule \(rule(CoverageLoss.ruleID, links: links, text: text))).",
            "",
        ]
        guard !groups.isEmpty, writer.section(header, count: groups.count, noun: "screen no longer recorded", plural: "screens no longer recorded") else { return }
        for (offset, group) in groups.enumerated() {
            let mark = group.isAccepted ? "☑️ accepted" : group.severity == .error ? "🛑" : "⚠️"
            var line: String
            if group.folder != nil {
                line = "- \(mark) \(text(group.path)): \(text(group.summary))"
            } else {
                let loss = group.losses[0]
                line = "- \(mark) \(text(loss.screen)) · \(text(loss.path)) (\(text(loss.how))): \(text(loss.detail))"
            }
            if group.isAccepted, let acceptance = group.losses[0].finding.acceptance {
                line += "; accepted" + (acceptance.until.map { " until " + text($0) } ?? "") + ": " + text(acceptance.reason)
            }
            guard writer.append(line) else { return writer.cut(remaining: groups.count - offset, noun: "screen no longer recorded", plural: "screens no longer recorded") }
        }
    }

    static func improvements(_ report: Report, text: (String) -> String, into writer: inout Writer) {
        let items = report.screens.flatMap { screen in screen.improvements.map { (screen, $0) } }
        guard !items.isEmpty, writer.section(["", "#### Improvements", ""], count: items.count, noun: "improvement") else { return }
        for (offset, (screen, finding)) in items.enumerated() {
            let line = "- ✅ \(text(screen.screen)) · \(element(finding.element, text: text)): **\(text(finding.rule))** fixed: \(text(finding.message))"
            guard writer.append(line) else { return writer.cut(remaining: items.count - offset, noun: "improvement") }
        }
    }

    static func accepted(_ report: Report, text: (String) -> String, into writer: inout Writer) {
        let items = report.screens.flatMap { screen in screen.accepted.map { (screen, $0) } }
        guard !items.isEmpty, writer.section(["", "#### Accepted regressions", ""], count: items.count, noun: "accepted regression") else { return }
        for (offset, (screen, finding)) in items.enumerated() {
            var line = "- \(text(screen.screen)) · \(element(finding.element, text: text)): **\(text(finding.rule))** (\(finding.severity.rawValue)"
            line += finding.wcag.isEmpty ? ")" : ", WCAG \(criteria(finding.wcag)))"
            if let acceptance = finding.acceptance {
                line += ", accepted" + (acceptance.until.map { " until " + text($0) } ?? "") + ": " + text(acceptance.reason)
            }
            guard writer.append(line) else { return writer.cut(remaining: items.count - offset, noun: "accepted regression") }
        }
    }

    static func staleAcceptances(_ report: Report, text: (String) -> String, into writer: inout Writer) {
        let items = report.staleAcceptances
        let header = ["", "#### Stale acceptances", "", "These entries of `.axdiff-accept.yml` match no regression; remove them:", ""]
        guard !items.isEmpty, writer.section(header, count: items.count, noun: "stale acceptance") else { return }
        for (offset, stale) in items.enumerated() {
            let line = "- line \(stale.line): \(text(stale.screen)) · **\(text(stale.rule))** · \(text(stale.element))"
            guard writer.append(line) else { return writer.cut(remaining: items.count - offset, noun: "stale acceptance") }
        }
    }

    static func errors(_ report: Report, text: (String) -> String, into writer: inout Writer) {
        let items = report.errors
        guard !items.isEmpty, writer.section(["", "#### Files that could not be read", ""], count: items.count, noun: "unreadable file") else { return }
        for (offset, error) in items.enumerated() {
            guard writer.append("- " + text(error)) else { return writer.cut(remaining: items.count - offset, noun: "unreadable file") }
        }
    }

    /// One collapsed block per screen with its typed changes.
    static func details(_ report: Report, options: Options, into writer: inout Writer) {
        // Announcement changes are in the regression table already, as the text report does.
        let listed = report.screens.map { screen in (screen, screen.changes.filter { $0.kind != "announcementChanged" }) }
        let screens = listed.filter { !$0.1.isEmpty }
        guard !screens.isEmpty, writer.section(["", "#### Changes by screen"], count: screens.count, noun: "screen's changes", plural: "screens' changes") else { return }
        for (offset, (screen, changes)) in screens.enumerated() {
            let html = { (value: String) in MarkdownText.html(value, limit: options.labelLimit) }
            var summary = "\(html(screen.screen)) · \(html(screen.path))"
            if screen.status == .split, let old = screen.oldPath {
                summary += " (split from \(html(old)) into " + screen.parts.map(html).joined(separator: ", ") + ")"
            } else {
                summary += screen.oldPath.map { " (renamed from \(html($0)))" } ?? " (\(screen.status.rawValue))"
            }
            summary += " · \(changes.count) change\(changes.count == 1 ? "" : "s")"
            guard writer.open(["", "<details><summary>\(summary)</summary>", ""], closing: ["", "</details>"]) else {
                return writer.cut(remaining: screens.count - offset, noun: "screen's changes", plural: "screens' changes")
            }
            var items = changes.prefix(changesPerScreen).map { "- " + describe($0, limit: options.labelLimit) }
            if changes.count > items.count { items.append("- … and \(changes.count - items.count) more; see \(writer.hint).") }
            for (index, item) in items.enumerated() {
                if writer.append(item) { continue }
                writer.cut(remaining: changes.count - index, noun: "change")
                writer.close()
                return writer.cut(remaining: screens.count - offset - 1, noun: "screen's changes", plural: "screens' changes")
            }
            writer.close()
        }
    }

    // MARK: Cells

    static func element(_ element: ElementReport, text: (String) -> String, link: String? = nil) -> String {
        let name = element.label.map { "\"" + text($0) + "\"" } ?? text(element.name)
        guard element.line > 0 else { return name }
        return "\(name) · " + (link.map { "[line \(element.line)](\($0))" } ?? "line \(element.line)")
    }

    /// The element's line in the snapshot at the head commit, when the repository's address
    /// is known and the element is in the head's file (not for removed elements or screens,
    /// nor when the head is the working tree).
    static func lineURL(_ finding: FindingReport, screen: ScreenReport, report: Report, links: ReportLinks) -> String? {
        guard let repository = links.repository, let commit = report.head?.commit, screen.status != .removed,
            finding.after != nil, finding.element.line > 0
        else { return nil }
        return repository.fileURL(path: screen.path, line: finding.element.line, commit: commit)
    }

    /// The rule id, linked to its documentation when it is a plain id (`label-removed`).
    static func rule(_ id: String, links: ReportLinks, text: (String) -> String) -> String {
        let plain = !id.isEmpty && id.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
        return plain ? "[\(id)](\(links.ruleURL(id)))" : text(id)
    }

    /// WCAG numbers, linked to their Understanding pages.
    static func criteria(_ criteria: [FindingReport.Criterion]) -> String {
        guard !criteria.isEmpty else { return "–" }
        return criteria.map { criterion in
            let number = MarkdownText.escape(criterion.number, limit: 20)
            let linkable = SARIFReport.isPlainURL(criterion.url) && !criterion.url.contains("(") && !criterion.url.contains(")")
            return linkable ? "[\(number)](\(criterion.url))" : number
        }.joined(separator: ", ")
    }

    static func announcements(_ finding: FindingReport, text: (String) -> String) -> String {
        let old = finding.before?.announcement, new = finding.after?.announcement
        if old == nil && new == nil { return "–" }
        func spoken(_ value: String?) -> String { value.map { "\"" + text($0) + "\"" } ?? "(none)" }
        if old == new { return spoken(old) + " (unchanged)" }
        return spoken(old) + " → " + spoken(new)
    }

    static func icon(_ severity: Severity) -> String {
        switch severity {
        case .error: "🛑"
        case .warning: "⚠️"
        case .notice: "ℹ️"
        }
    }
}
