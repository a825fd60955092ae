import AXModel
import AXRules

/// The release audit as Markdown, for wikis and release notes: the summary, then per changed
/// screen its regressions and improvements with their commits and the focus order before and
/// after. Every text from a snapshot or a commit goes through `MarkdownText.escape`.
public enum AuditMarkdownReport {
    public static func render(_ report: AuditReport) -> String {
        let summary = report.summary
        let accepted = report.screens.reduce(0) { $0 + $1.report.accepted.count }
        var lines = [
            "# Accessibility audit: \(MarkdownText.escape(report.from.rev, limit: 80)) → \(MarkdownText.escape(report.to.rev, limit: 80))",
            "",
            "From \(revision(report.from)) to \(revision(report.to)). Made by axdiff \(MarkdownText.escape(report.toolVersion, limit: 40)).",
            "",
            "## Summary",
            "",
            "- **\(summary.regressions) \(plural(summary.regressions, "regression"))**"
                + " (\(summary.regressionsBySeverity[.error] ?? 0) error, \(summary.regressionsBySeverity[.warning] ?? 0) warning, \(summary.regressionsBySeverity[.notice] ?? 0) notice)"
                + (accepted > 0 ? ", \(accepted) more accepted" : ""),
            "- **\(summary.improvements) \(plural(summary.improvements, "improvement"))**",
            "- \(report.screens.count) \(plural(report.screens.count, "screen")) changed: \(summary.added) added, \(summary.changed) modified",
        ]
        if summary.removed > 0 {
            lines.append("- \(summary.removed) \(plural(summary.removed, "screen")) no longer recorded (lost coverage, not regressions)")
        }
        lines += [
            "- \(report.commits.count) \(plural(report.commits.count, "commit")) changed snapshots" + (report.otherCommits > 0 ? " (of \(report.commits.count + report.otherCommits) first-parent commits in the range)" : ""),
            "",
            "| Severity | Regressions | Improvements |",
            "|----------|------------:|-------------:|",
        ]
        for severity in [Severity.error, .warning, .notice] {
            lines.append("| \(severity.rawValue) | \(summary.regressionsBySeverity[severity] ?? 0) | \(summary.improvementsBySeverity[severity] ?? 0) |")
        }
        lines.append("")
        if !summary.regressionsByCriterion.isEmpty {
            lines.append("| WCAG 2.2 success criterion | Level | Regressions |")
            lines.append("|----------------------------|-------|------------:|")
            for (criterion, count) in summary.regressionsByCriterion {
                lines.append("| \(link(criterion, text: "\(criterion.number) \(criterion.title)")) | \(MarkdownText.escape(criterion.level, limit: 10)) | \(count) |")
            }
            lines.append("")
        }

        lines.append("### Changed screens")
        lines.append("")
        if report.screens.isEmpty {
            lines.append("No snapshot changed between the two revisions.")
        } else {
            lines += table(
                ["| Screen | Status | Snapshot | Regressions | Improvements |", "|--------|--------|----------|------------:|-------------:|"],
                report.screens.map(\.report).map { screen in
                    "| \(MarkdownText.escape(screen.screen, limit: 120)) | \(screen.status.rawValue) | \(MarkdownText.escape(screen.path, limit: 300)) | \(screen.regressions.count) | \(screen.improvements.count) |"
                },
                noun: "changed screen")
        }
        lines.append("")

        if !report.coverage.isEmpty {
            lines += ["### No longer recorded", ""]
            lines.append("The check no longer sees these screens at \(MarkdownText.escape(report.to.rev, limit: 80)): their snapshots were deleted or moved out of the snapshot roots. This is lost coverage, not a regression.")
            lines.append("")
            for group in CoverageGroup.grouped(report.coverage) {
                var line = group.folder == nil
                    ? "- \(MarkdownText.escape(group.losses[0].screen, limit: 120)) · \(MarkdownText.escape(group.losses[0].path, limit: 300)) (\(MarkdownText.escape(group.losses[0].how, limit: 300))): \(MarkdownText.escape(group.losses[0].detail, limit: 500))"
                    : "- \(MarkdownText.escape(group.path, limit: 300)): \(MarkdownText.escape(group.summary, limit: 500))"
                let commits = Set(group.losses.compactMap(\.finding.introducedBy?.id))
                if commits.count == 1, let commit = group.losses.compactMap(\.finding.introducedBy).first {
                    line += "; in \(code(String(commit.id.prefix(7)))) \(MarkdownText.escape(commit.subject))"
                }
                lines.append(line)
            }
            lines.append("")
        }

        lines.append("### Commits in the range")
        lines.append("")
        if report.commits.isEmpty {
            lines.append("No commit between the two revisions changed snapshots" + (report.otherCommits > 0 ? " (of \(report.otherCommits) first-parent \(plural(report.otherCommits, "commit")))." : "."))
        } else {
            if report.otherCommits > 0 {
                lines.append("The \(report.commits.count) first-parent \(plural(report.commits.count, "commit")) that changed snapshots, oldest first; the other \(report.otherCommits) in the range changed none.")
                lines.append("")
            }
            lines += table(
                ["| Commit | Date | Author | Subject |", "|--------|------|--------|---------|"],
                report.commits.map { commit in
                    "| \(code(String(commit.id.prefix(7)))) | \(MarkdownText.escape(String(commit.date.prefix(10)))) | \(MarkdownText.escape(commit.author, limit: 100)) | \(MarkdownText.escape(commit.subject)) |"
                },
                noun: "commit")
        }

        if !report.errors.isEmpty {
            lines += ["", "## Snapshots that could not be read", ""]
            lines += report.errors.map { "- " + MarkdownText.escape($0, limit: 500) }
        }
        for screen in report.screens {
            lines += self.screen(screen, report: report)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func screen(_ screen: AuditScreen, report: AuditReport) -> [String] {
        let item = screen.report
        var lines = ["", "## \(MarkdownText.escape(item.screen, limit: 120)) (\(item.status.rawValue))", ""]
        var location = "Snapshot: \(MarkdownText.escape(item.path, limit: 300))"
        if item.status == .split, let old = item.oldPath {
            location = "Snapshots: " + item.parts.map { MarkdownText.escape($0, limit: 300) }.joined(separator: ", ") + ", split from \(MarkdownText.escape(old, limit: 300))"
        } else if let old = item.oldPath, old != item.path {
            location += ", renamed from \(MarkdownText.escape(old, limit: 300))"
        }
        lines.append(location + ".")
        let sections: [(String, [FindingReport], String)] = [
            ("Regressions", item.regressions, "Introduced in"),
            ("Improvements", item.improvements, "Fixed in"),
            ("Accepted regressions", item.accepted, "Introduced in"),
        ]
        for (title, findings, verb) in sections where !findings.isEmpty || title != "Accepted regressions" {
            lines += ["", "### \(title)", ""]
            if findings.isEmpty { lines.append("None.") }
            for finding in findings {
                var head = "- **\(finding.severity.rawValue)** \(code(finding.rule)) \(MarkdownText.escape(finding.title, limit: 120))"
                if !finding.wcag.isEmpty {
                    head += " (WCAG " + finding.wcag.map { "\(link($0, text: $0.number)) \(MarkdownText.escape($0.level, limit: 10))" }.joined(separator: ", ") + ")"
                }
                lines.append(head + ": " + MarkdownText.escape(finding.message, limit: 500))
                lines.append("  - Element: \(MarkdownText.escape(finding.element.path, limit: 300)), line \(finding.element.line)")
                lines.append("  - \(finding.reader.sentenceName): \(spoken(finding.before)) → \(spoken(finding.after))")
                if let acceptance = finding.acceptance {
                    lines.append("  - Accepted: \(MarkdownText.escape(acceptance.reason, limit: 300))\(acceptance.until.map { " (until \(MarkdownText.escape($0, limit: 20)))" } ?? "")")
                }
                if let commit = finding.introducedBy {
                    lines.append("  - \(verb) \(code(String(commit.id.prefix(7)))) \(MarkdownText.escape(commit.subject)) (\(MarkdownText.escape(commit.author, limit: 100)), \(MarkdownText.escape(String(commit.date.prefix(10)))))")
                } else {
                    lines.append("  - \(verb): no commit in the range identified")
                }
            }
        }

        lines += ["", "### Focus order"]
        for (title, wireframe, revision, missing) in [
            ("Before", screen.before, report.from, "The screen did not exist."),
            ("After", screen.after, report.to, "The screen was removed."),
        ] {
            lines.append("")
            guard let wireframe else {
                lines.append("\(title) (\(MarkdownText.escape(revision.rev, limit: 80))): \(missing)")
                continue
            }
            let count = wireframe.focusOrder.count
            lines.append("\(title) (\(MarkdownText.escape(revision.rev, limit: 80))), \(count) \(plural(count, "stop")):")
            if !wireframe.focusOrder.isEmpty { lines.append("") }
            for (index, announcement) in wireframe.focusOrder.enumerated() {
                lines.append("\(index + 1). \(listText(announcement))")
            }
        }
        return lines
    }

    // MARK: Pieces

    /// Tables longer than this are folded into a `<details>` block.
    static let foldedRows = 20

    /// A table; a long one folded into a `<details>` block whose summary counts its rows, so
    /// the page stays readable and the rows are one click away.
    static func table(_ header: [String], _ rows: [String], noun: String) -> [String] {
        guard rows.count > foldedRows else { return header + rows }
        return ["<details><summary>\(rows.count) \(plural(rows.count, noun))</summary>", ""] + header + rows + ["", "</details>"]
    }

    static func revision(_ revision: Report.Revision) -> String {
        var text = MarkdownText.escape(revision.rev, limit: 80)
        if let commit = revision.commit, commit != revision.rev { text += " (commit \(code(commit)))" }
        return text
    }

    /// `1. "Close, button"`, `(hidden)`, `(absent)`.
    static func spoken(_ state: SpokenState?) -> String {
        guard let state else { return "(absent)" }
        guard let announcement = state.announcement else { return "(\(MarkdownText.escape(state.reachability, limit: 80)))" }
        return (state.position.map { "\($0). " } ?? "") + "\"\(MarkdownText.escape(announcement))\""
    }

    /// Inline code for ids (rule ids, commit ids: letters, digits, `-`, `.`, `_`, `/`), else
    /// escaped text: a code span shows markup raw, and some renderers do not keep it inert.
    static func code(_ text: String) -> String {
        let safe = !text.isEmpty && text.count <= 80
            && text.unicodeScalars.allSatisfy { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || "-._/".unicodeScalars.contains($0)) }
        return safe ? "`\(text)`" : MarkdownText.escape(text, limit: 80)
    }

    /// A WCAG criterion linked to its Understanding page (W3C addresses only).
    static func link(_ criterion: FindingReport.Criterion, text: String) -> String {
        let url = criterion.url
        let safe = url.hasPrefix("https://www.w3.org/") && url.unicodeScalars.allSatisfy { $0.value > 0x20 && $0.value < 0x7F && !"()<>[]|`\\".unicodeScalars.contains($0) }
        return safe ? "[\(MarkdownText.escape(text, limit: 120))](\(url))" : MarkdownText.escape(text, limit: 120)
    }

    /// Escaped text that cannot start a nested list or block at the start of a list item.
    static func listText(_ text: String) -> String {
        var escaped = MarkdownText.escape(text)
        if let first = escaped.first, first == "-" || first == "+" || first == "=" {
            escaped.insert("\\", at: escaped.startIndex)
        } else if let end = escaped.firstIndex(where: { !($0.isASCII && $0.isNumber) }), end != escaped.startIndex,
                  escaped[end] == "." || escaped[end] == ")" {
            escaped.insert("\\", at: end)
        }
        return escaped
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? noun : noun + "s"
    }
}
