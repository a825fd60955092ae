import AXRules

/// The report for people in a terminal or CI log: grouped by screen, the announcement before
/// and after each regression, then one summary line. Colour only when `style` enables it;
/// every label is sanitised so no control character or escape sequence reaches the terminal.
public enum TextReport {
    public struct Options: Sendable {
        /// List every typed change, not only regressions and improvements.
        public var showChanges: Bool
        public var style: TerminalStyle

        public init(showChanges: Bool = true, style: TerminalStyle = .plain) {
            self.showChanges = showChanges
            self.style = style
        }
    }

    public static func render(_ report: Report, options: Options = Options()) -> String {
        let style = options.style
        var lines: [String] = []
        if let base = report.base, let head = report.head {
            lines.append(style.dim("Comparing \(revision(base)) with \(revision(head))"))
            lines.append("")
        }
        for screen in report.screens {
            let title = style.bold(clean(screen.screen)) + "  " + clean(screen.path) + " (" + status(screen) + ")"
            lines.append(title)
            for finding in screen.regressions {
                lines.append(contentsOf: findingLines(finding, style: style))
            }
            for finding in screen.accepted {
                lines.append("  " + style.dim("accepted") + " " + clean(finding.rule) + ": " + clean(finding.message) + location(finding.element.line, style))
                if let acceptance = finding.acceptance {
                    lines.append("      " + style.dim("reason: " + clean(acceptance.reason) + (acceptance.until.map { ", until \(clean($0))" } ?? "")))
                }
            }
            for finding in screen.improvements {
                lines.append("  " + style.green("improved") + " " + clean(finding.rule) + ": " + clean(finding.message) + style.dim(" (fixed)") + location(finding.element.line, style))
            }
            if options.showChanges {
                let shown = screen.changes.filter { $0.kind != "announcementChanged" }
                if !shown.isEmpty {
                    lines.append("  " + style.dim("changes:"))
                    for change in shown.prefix(200) { lines.append("    " + describe(change)) }
                    if shown.count > 200 { lines.append("    " + style.dim("... and \(shown.count - 200) more")) }
                }
            }
            if screen.regressions.isEmpty && screen.improvements.isEmpty && screen.accepted.isEmpty && (screen.changes.isEmpty || !options.showChanges) {
                lines.append("  " + style.dim(screen.changes.isEmpty ? "no changes" : "\(screen.changes.count) change\(screen.changes.count == 1 ? "" : "s"), no regressions"))
            }
            lines.append("")
        }
        lines.append(contentsOf: coverageLines(report.coverage, style: style))
        for stale in report.staleAcceptances {
            lines.append(style.yellow("stale acceptance") + ": .axdiff-accept.yml:\(stale.line) (\(clean(stale.screen)), \(clean(stale.rule)), \(clean(stale.element))) matches nothing; remove it")
        }
        // Each error already says `error:` once (`PATH:LINE:COLUMN: error: ...`).
        for error in report.errors { lines.append(style.red(clean(error))) }
        lines.append(summaryLine(report, style: style))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `renamed from OLD`, `split from OLD into A, B`, or the status.
    static func status(_ screen: ScreenReport) -> String {
        if screen.status == .split, let old = screen.oldPath {
            return "split from \(clean(old)) into " + screen.parts.map(clean).joined(separator: ", ")
        }
        if let old = screen.oldPath { return "renamed from \(clean(old))" }
        return screen.status.rawValue
    }

    /// The screens no longer recorded, under a heading that says what they are: one line per
    /// screen, or per folder when many of one folder went at once (`CoverageGroup`).
    static func coverageLines(_ losses: [CoverageLoss], style: TerminalStyle, indent: String = "") -> [String] {
        guard !losses.isEmpty else { return [] }
        var lines = [indent + style.bold("No longer recorded") + style.dim(" (lost coverage, not regressions: the check no longer sees these screens)")]
        for group in CoverageGroup.grouped(losses) {
            lines.append(indent + "  " + coverageLine(group, style: style))
            if group.isAccepted, let acceptance = group.losses[0].finding.acceptance {
                lines.append(indent + "      " + style.dim("reason: " + clean(acceptance.reason) + (acceptance.until.map { ", until \(clean($0))" } ?? "")))
            }
        }
        lines.append("")
        return lines
    }

    /// `warning Player  snapshots/Player.axsnap.json (deleted): its 9 focus stops are no longer
    /// checked: …`, or `warning snapshots/legacy/: 12 screens no longer recorded (deleted): …`.
    static func coverageLine(_ group: CoverageGroup, style: TerminalStyle) -> String {
        let label = group.isAccepted ? style.dim("accepted") : group.severity == .error ? style.red(style.bold("error  ")) : style.yellow("warning")
        guard group.folder == nil else { return label + " " + clean(group.path) + ": " + clean(group.summary) }
        let loss = group.losses[0]
        return label + " " + style.bold(clean(loss.screen)) + "  " + clean(loss.path) + " (" + clean(loss.how) + "): " + clean(loss.detail)
    }

    static func findingLines(_ finding: FindingReport, style: TerminalStyle) -> [String] {
        let severity: String
        switch finding.severity {
        case .error: severity = style.red(style.bold("error  "))
        case .warning: severity = style.yellow("warning")
        case .notice: severity = style.blue("notice ")
        }
        var lines = ["  \(severity) \(clean(finding.rule)): \(clean(finding.message))" + location(finding.element.line, style)]
        var detail: [String] = []
        if !finding.wcag.isEmpty { detail.append("WCAG " + clean(finding.wcag.map(\.number).joined(separator: ", "))) }
        if let change = finding.announcementChange { detail.append(clean(change)) }
        if !detail.isEmpty { lines.append("          " + style.dim(detail.joined(separator: " · "))) }
        return lines
    }

    static func describe(_ change: ChangeReport) -> String {
        let who = change.element.map { clean(TerminalText.truncate($0.name, to: 60)) } ?? "capture"
        let arrow = "\(change.before.map { "\"" + clean(TerminalText.truncate($0, to: 80)) + "\"" } ?? "(none)") -> \(change.after.map { "\"" + clean(TerminalText.truncate($0, to: 80)) + "\"" } ?? "(none)")"
        switch change.kind {
        case "added", "removed":
            return "\(clean(change.kind)) \(who)" + ((change.count ?? 1) > 1 ? " (\(change.count ?? 0) elements)" : "")
        case "moved": return "moved \(who) to \(clean(change.after ?? "the root"))"
        case "traitsAdded", "traitsRemoved", "actionsAdded", "actionsRemoved", "rotorsAdded", "rotorsRemoved":
            return "\(clean(words(change.kind))) on \(who): \(change.items.map(clean).joined(separator: ", "))"
        case "focusOrderChanged":
            return "\(who) moved in reading order: now read \(clean(TerminalText.truncate(change.after ?? "elsewhere", to: 80)))" + (change.before.map { ", was read " + clean(TerminalText.truncate($0, to: 80)) } ?? "")
        case "contextChanged":
            return "capture context \(clean(change.items.first ?? "")) changed: \(arrow) (notice: the capture changed, not the app)"
        case "generatorChanged":
            return "capture tool changed: \(arrow) (notice: the capture changed, not the app)"
        default:
            return "\(clean(words(change.kind))) on \(who): \(arrow)"
        }
    }

    /// `labelChanged` -> `label changed`.
    static func words(_ kind: String) -> String {
        var result = ""
        for character in kind {
            if character.isUppercase {
                result += " " + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    public static func summaryLine(_ report: Report, style: TerminalStyle = .plain) -> String {
        let summary = report.summary
        var parts = ["\(summary.screensChanged) screen\(summary.screensChanged == 1 ? "" : "s") changed"]
        let errors = summary.regressions[.error] ?? 0, warnings = summary.regressions[.warning] ?? 0, notices = summary.regressions[.notice] ?? 0
        parts.append("\(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s"), \(notices) notice\(notices == 1 ? "" : "s")")
        parts.append("\(summary.improvements) improvement\(summary.improvements == 1 ? "" : "s")")
        if summary.accepted > 0 { parts.append("\(summary.accepted) accepted") }
        var line = parts.joined(separator: "; ")
        let lostScreens = summary.screensRemoved > 0
            ? "; \(summary.screensRemoved) screen\(summary.screensRemoved == 1 ? "" : "s") no longer recorded" : ""
        if let failOn = report.failOn {
            let failing = report.failingRegressions.count
            let lost = report.failingCoverage.count
            // A run that could not read every snapshot never says PASS.
            let verdict = failing + lost > 0 ? style.red(style.bold("FAIL")) : summary.errors > 0 ? style.red(style.bold("ERROR")) : style.green("PASS")
            line = verdict + " " + line
            if failing > 0 { line += " (\(failing) at or above \(failOn.rawValue))" }
            line += lostScreens
            if lost > 0 { line += " (\(lost) not accepted, and coverage: fail)" }
            if summary.errors > 0 { line += "; \(summary.errors) snapshot\(summary.errors == 1 ? "" : "s") could not be read" }
        } else {
            line += lostScreens
        }
        return line
    }

    /// `main (4f1c2a9)`; with a merge base, `origin/main (8aa50dc, merge base 8923501)`.
    static func revision(_ revision: Report.Revision) -> String {
        let ids = [revision.commit.map { clean(String($0.prefix(7))) }, revision.mergeBase.map { "merge base " + clean(String($0.prefix(7))) }].compactMap { $0 }
        return clean(revision.rev) + (ids.isEmpty ? "" : " (\(ids.joined(separator: ", ")))")
    }

    static func location(_ line: Int, _ style: TerminalStyle) -> String {
        line > 0 ? style.dim("  line \(line)") : ""
    }

    static func clean(_ text: String) -> String {
        TerminalText.sanitize(TerminalText.truncate(text, to: 300))
    }
}
