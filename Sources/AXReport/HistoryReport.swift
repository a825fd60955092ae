import AXModel
import AXRules

/// `axdiff history`: per commit, the regressions it introduced and the ones it fixed.
public struct HistoryReport: Sendable, Equatable {
    public struct Commit: Sendable, Equatable {
        public var commit: CommitReference
        /// The screens the commit changed, compared with its first parent.
        public var screens: [ScreenReport]
        /// The screens it made no longer recorded (lost coverage, not regressions).
        public var coverage: [CoverageLoss]
        /// For a merge: the commit on the merged branch that introduced (or fixed) a finding,
        /// by the finding's fingerprint. What `git bisect` would name, where a first-parent walk
        /// sees only the merge; absent when the merge itself made the change.
        public var onMergedBranch: [String: CommitReference]

        public init(commit: CommitReference, screens: [ScreenReport], coverage: [CoverageLoss] = [], onMergedBranch: [String: CommitReference] = [:]) {
            self.commit = commit
            self.screens = screens
            self.coverage = coverage
            self.onMergedBranch = onMergedBranch
        }

        public var introduced: [(screen: ScreenReport, finding: FindingReport)] {
            screens.flatMap { screen in screen.regressions.map { (screen, $0) } }
        }

        public var fixed: [(screen: ScreenReport, finding: FindingReport)] {
            screens.flatMap { screen in screen.improvements.map { (screen, $0) } }
        }

        /// `introduced.count` and `fixed.count`, without copying every finding into a list
        /// (a history of thousands of findings is rendered with these and `screens`).
        public var introducedCount: Int { screens.reduce(0) { $0 + $1.regressions.count } }
        public var fixedCount: Int { screens.reduce(0) { $0 + $1.improvements.count } }
    }

    public var toolVersion: String
    /// The range or revision as the user gave it (`v1.0..main`); nil for HEAD's history.
    public var range: String?
    /// The old end (exclusive); nil when the walk starts at the first commit. For `A...B`, A
    /// with the merge base walked from.
    public var from: Report.Revision?
    /// The new end.
    public var to: Report.Revision
    /// Commits that changed snapshots, oldest first.
    public var commits: [Commit]
    public var errors: [String]
    /// `--min-severity`: findings and lost coverage below it were left out.
    public var minimumSeverity: Severity?

    public init(
        toolVersion: String, range: String? = nil, from: Report.Revision?, to: Report.Revision, commits: [Commit], errors: [String] = [],
        minimumSeverity: Severity? = nil
    ) {
        self.toolVersion = toolVersion
        self.range = range
        self.from = from
        self.to = to
        self.commits = commits
        self.errors = errors
        self.minimumSeverity = minimumSeverity
    }

    /// The report with only the findings and lost coverage at or above `severity`; every
    /// commit that changed snapshots stays, so the count of them does not change.
    public func keeping(atLeast severity: Severity?) -> HistoryReport {
        guard let severity else { return self }
        var copy = self
        copy.minimumSeverity = severity
        for index in copy.commits.indices {
            copy.commits[index].coverage.removeAll { $0.finding.severity < severity }
            for screen in copy.commits[index].screens.indices {
                copy.commits[index].screens[screen].regressions.removeAll { $0.severity < severity }
                copy.commits[index].screens[screen].improvements.removeAll { $0.severity < severity }
            }
        }
        return copy
    }

    /// A screen's findings with identical ones (same severity, rule and message) as one, with
    /// how many there are, in the order each first appears: a list of 149 unlabelled images is
    /// one line, `image-without-label × 149`. Each group is the index of its first finding in
    /// `findings` and its count, so that a renderer reads each finding where it lies. (Before,
    /// a key string was built twice for every finding and each first finding was copied twice:
    /// the text of P3's history, 6,373 lines, took 16.0-18.1 ms on one core while the other
    /// idled at the end of the run; 8.5-9.6 ms with this and `DiagnosticText.truncate`'s
    /// byte count, timestamps of a temporary build, 5 runs each.)
    static func groups(_ findings: [FindingReport]) -> [(index: Int, count: Int)] {
        var groups: [(index: Int, count: Int)] = []
        var slots: [GroupKey: Int] = [:]
        slots.reserveCapacity(findings.count)
        for index in findings.indices {
            let key = GroupKey(severity: findings[index].severity, rule: findings[index].rule, message: findings[index].message)
            let slot = Self.slot(&slots[key, default: -1], next: groups.count)
            if slot == groups.count { groups.append((index, 0)) }
            groups[slot].count += 1
        }
        return groups
    }

    /// What makes two findings one line.
    private struct GroupKey: Hashable {
        let severity: Severity
        let rule: String
        let message: String
    }

    /// A table entry's slot, made `next` when it has none (-1): one lookup for both.
    private static func slot(_ entry: inout Int, next: Int) -> Int {
        if entry < 0 { entry = next }
        return entry
    }

    /// The range once, then its two ends: `v1.0..main: from v1.0 (9de150b) to main
    /// (bd2e1ba)`; `HEAD (bd2e1ba) from the first commit` without one. `name` renders a
    /// revision in the format at hand.
    public func rangeDescription(_ name: (Report.Revision) -> String, quote: (String) -> String) -> String {
        guard let from else { return "\(name(to)) from the first commit" }
        return (range.map { quote($0) + ": " } ?? "") + "from \(name(from)) to \(name(to))"
    }

    // MARK: Text

    public static func text(_ report: HistoryReport, style: TerminalStyle = .plain) -> String {
        // One string written line by line: thousands of findings, each read in place.
        var out = ""
        out.reserveCapacity(4_096 + report.commits.reduce(0) { $0 + 160 * ($1.introducedCount + $1.fixedCount + 1) })
        func line(_ text: String) {
            out += text
            out += "\n"
        }
        let introducedWord = style.red("introduced") + " ", fixedWord = style.green("fixed     ") + " "
        line(style.dim("History of " + report.rangeDescription(TextReport.revision, quote: clean) + ", first-parent commits that changed snapshots"))
        line("")
        for entry in report.commits {
            let commit = entry.commit
            line(style.yellow(clean(String(commit.id.prefix(7)))) + " " + style.dim(clean(String(commit.date.prefix(10)))) + " " + clean(commit.author) + "  " + style.bold(clean(commit.subject)))
            if entry.introducedCount == 0 && entry.fixedCount == 0 && entry.coverage.isEmpty {
                let what = report.minimumSeverity.map { "no regression at or above \($0.rawValue)" } ?? "no regression"
                line("  " + style.dim("\(entry.screens.count) screen\(entry.screens.count == 1 ? "" : "s") changed, \(what) introduced or fixed"))
            }
            // Screen by screen, as `introduced` and `fixed` list them; identical findings of a
            // screen as one line with their count.
            for screen in entry.screens {
                let name = clean(screen.screen)
                for (index, count) in groups(screen.regressions) {
                    line("  " + introducedWord + severityText(screen.regressions[index].severity, style: style) + " " + findingText(screen.regressions[index], screen: name, count: count))
                    if !entry.onMergedBranch.isEmpty, let branch = entry.onMergedBranch[screen.regressions[index].fingerprint] { line(mergedBranchLine(branch, style: style)) }
                }
            }
            for screen in entry.screens {
                let name = clean(screen.screen)
                for (index, count) in groups(screen.improvements) {
                    line("  " + fixedWord + findingText(screen.improvements[index], screen: name, count: count))
                    if !entry.onMergedBranch.isEmpty, let branch = entry.onMergedBranch[screen.improvements[index].fingerprint] { line(mergedBranchLine(branch, style: style)) }
                }
            }
            for group in CoverageGroup.grouped(entry.coverage) {
                line("  " + style.yellow("no longer recorded") + " " + coverageText(group))
                if let branch = entry.onMergedBranch[group.losses[0].finding.fingerprint] { line(mergedBranchLine(branch, style: style)) }
            }
        }
        let introduced = report.commits.reduce(0) { $0 + $1.introducedCount }
        let fixed = report.commits.reduce(0) { $0 + $1.fixedCount }
        let lost = report.commits.reduce(0) { $0 + $1.coverage.count }
        if report.commits.isEmpty { line("No commit in this range changed snapshots.") }
        for error in report.errors { line(style.red(clean(error))) }
        var summary = "\(report.commits.count) commit\(report.commits.count == 1 ? "" : "s") changed snapshots; \(introduced) regression\(introduced == 1 ? "" : "s") introduced, \(fixed) fixed"
        if lost > 0 { summary += "; \(lost) screen\(lost == 1 ? "" : "s") no longer recorded" }
        if let minimum = report.minimumSeverity { summary += " (\(minimum.rawValue) or above)" }
        line(summary)
        return out
    }

    /// `Player (snapshots/Player.axsnap.json, deleted): its 9 focus stops are no longer
    /// checked: …`, or `snapshots/legacy/: 12 screens no longer recorded (deleted): …`.
    static func coverageText(_ group: CoverageGroup) -> String {
        guard group.folder == nil else { return clean(group.path) + ": " + clean(group.summary) }
        let loss = group.losses[0]
        return "\(clean(loss.screen)) (\(clean(loss.path)), \(clean(loss.how))): \(clean(loss.detail))"
    }

    /// `error`, `warning` or `notice`, in its colour.
    static func severityText(_ severity: Severity, style: TerminalStyle) -> String {
        switch severity {
        case .error: style.red(severity.rawValue)
        case .warning: style.yellow(severity.rawValue)
        case .notice: style.blue(severity.rawValue)
        }
    }

    /// `rule in Screen: message`, the finding borrowed where it lies (not copied whole);
    /// `rule × 149 in Screen: message` for identical findings.
    static func findingText(_ finding: borrowing FindingReport, screen: String, count: Int = 1) -> String {
        clean(finding.rule) + (count > 1 ? " × \(count)" : "") + " in " + screen + ": " + clean(finding.message)
    }

    static func clean(_ text: String) -> String {
        TerminalText.sanitize(TerminalText.truncate(text, to: 300))
    }

    /// `             by 1a2b3c4 on the merged branch: Ada Lovelace  Settings: drop a label`.
    public static func mergedBranchLine(_ commit: CommitReference, style: TerminalStyle) -> String {
        "             " + style.dim("by ") + style.yellow(clean(String(commit.id.prefix(7)))) + style.dim(" on the merged branch: ") + clean(commit.author) + "  " + clean(commit.subject)
    }

    // MARK: JSON

    /// `{"commits": [{"commit", "author", "date", "subject", "introduced": [...], "fixed": [...]}]}`;
    /// each finding is the diff's regression object plus `path` and `screen`.
    public static func json(_ report: HistoryReport) -> String {
        func finding(_ screen: ScreenReport, _ finding: FindingReport, _ entry: Commit) -> JSONValue {
            guard case .object(var members) = JSONReport.finding(finding) else { return .null }
            members.insert(("screen", .string(screen.screen)), at: 0)
            members.insert(("path", .string(screen.path)), at: 0)
            if let branch = entry.onMergedBranch[finding.fingerprint] {
                members.append(("onMergedBranch", .object([
                    ("commit", .string(branch.id)), ("subject", .string(branch.subject)), ("author", .string(branch.author)), ("date", .string(branch.date)),
                ])))
            }
            return .object(members)
        }
        return JSONValue.object([
            ("version", .int(JSONReport.formatVersion)),
            ("range", .optional(report.range)),
            ("from", report.from.map(JSONReport.revision) ?? .null),
            ("to", JSONReport.revision(report.to)),
            ("commits", .array(report.commits.map { entry in
                .object([
                    ("commit", .string(entry.commit.id)),
                    ("author", .string(entry.commit.author)),
                    ("date", .string(entry.commit.date)),
                    ("subject", .string(entry.commit.subject)),
                    ("screens", .array(entry.screens.map { .string($0.path) })),
                    ("introduced", .array(entry.screens.flatMap { screen in screen.regressions.map { finding(screen, $0, entry) } })),
                    ("fixed", .array(entry.screens.flatMap { screen in screen.improvements.map { finding(screen, $0, entry) } })),
                    ("noLongerRecorded", .array(entry.coverage.map(JSONReport.coverage))),
                ])
            })),
            ("errors", .array(report.errors.map { .string($0) })),
            ("minimumSeverity", .optional(report.minimumSeverity?.rawValue)),
        ]).serialized()
    }

    // MARK: Markdown

    public static func markdown(_ report: HistoryReport) -> String {
        var lines = ["# Accessibility history", ""]
        lines.append("History of " + report.rangeDescription(MarkdownReport.revision, quote: { "`" + MarkdownText.escape($0) + "`" }) + ": the first-parent commits that changed snapshots, each compared with its parent.")
        lines.append("")
        lines.append("| Commit | Date | Author | Subject | Introduced | Fixed |")
        lines.append("|--------|------|--------|---------|------------|-------|")
        func cell(_ screen: ScreenReport, _ findings: [FindingReport]) -> [String] {
            groups(findings).map { index, count in "`\(findings[index].rule)`\(count > 1 ? " × \(count)" : "") (\(MarkdownText.escape(screen.screen)))" }
        }
        for entry in report.commits {
            let lost = CoverageGroup.grouped(entry.coverage).map { "no longer recorded: \(MarkdownText.escape($0.folder == nil ? $0.losses[0].screen : $0.path))" }
            let introduced = (entry.screens.flatMap { cell($0, $0.regressions) } + lost).joined(separator: "<br>")
            let fixed = entry.screens.flatMap { cell($0, $0.improvements) }.joined(separator: "<br>")
            lines.append("| `\(entry.commit.id.prefix(7))` | \(entry.commit.date.prefix(10)) | \(MarkdownText.escape(entry.commit.author)) | \(MarkdownText.escape(entry.commit.subject)) | \(introduced.isEmpty ? "–" : introduced) | \(fixed.isEmpty ? "–" : fixed) |")
        }
        for entry in report.commits where entry.introducedCount > 0 || entry.fixedCount > 0 || !entry.coverage.isEmpty {
            lines.append("")
            lines.append("## `\(entry.commit.id.prefix(7))` \(MarkdownText.escape(entry.commit.subject))")
            lines.append("")
            func branch(_ finding: FindingReport) -> String {
                entry.onMergedBranch[finding.fingerprint].map { " (by `\($0.id.prefix(7))` \(MarkdownText.escape($0.subject)) on the merged branch)" } ?? ""
            }
            for screen in entry.screens {
                for (index, count) in groups(screen.regressions) {
                    let finding = screen.regressions[index]
                    lines.append("- **introduced** \(finding.severity.rawValue) `\(finding.rule)`\(count > 1 ? " × \(count)" : "") in \(MarkdownText.escape(screen.screen)): \(MarkdownText.escape(finding.message))" + branch(finding))
                }
            }
            for screen in entry.screens {
                for (index, count) in groups(screen.improvements) {
                    let finding = screen.improvements[index]
                    lines.append("- **fixed** `\(finding.rule)`\(count > 1 ? " × \(count)" : "") in \(MarkdownText.escape(screen.screen)): \(MarkdownText.escape(finding.message))" + branch(finding))
                }
            }
            for group in CoverageGroup.grouped(entry.coverage) {
                lines.append("- **no longer recorded** (lost coverage) \(MarkdownText.escape(coverageText(group)))" + branch(group.losses[0].finding))
            }
        }
        if !report.errors.isEmpty {
            // Not judged, so a regression made there is in no row above.
            lines.append("")
            lines.append("## Commits that could not be judged")
            lines.append("")
            lines.append("A snapshot there cannot be read, so what these commits changed is not in the table.")
            lines.append("")
            lines += report.errors.map { "- " + MarkdownText.escape($0, limit: 300) }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
