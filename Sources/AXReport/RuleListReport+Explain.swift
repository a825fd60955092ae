import AXModel
import AXRules

/// `axdiff rules ID`: one rule explained, in the words of one platform's reader.
extension RuleListReport {
    /// The rule's title, severity in effect, kind and WCAG criteria, its description, what it
    /// is reported instead of, its examples as before/after announcements, how to fix it and
    /// how to accept a finding of it.
    public static func explain(
        _ rule: Rule, reader: ScreenReader = .voiceOver, configuration: Configuration = Configuration(), style: TerminalStyle = .plain,
        links: ReportLinks = .standard
    ) -> String {
        let severity = configuration.severity(of: rule)?.rawValue ?? "off"
        var lines = [style.bold("\(rule.id): \(rule.title)"), ""]
        lines.append("Severity: \(severity)\(severity == rule.defaultSeverity.rawValue ? "" : " (default \(rule.defaultSeverity.rawValue))")")
        lines.append("Kind: \(rule.kind.rawValue) (\(rule.kind == .transition ? "judges a change between two snapshots" : "judges each snapshot; what the new one has and the old lacks is a regression"))")
        if !rule.wcag.isEmpty {
            lines.append("WCAG 2.2: " + rule.wcag.map { "\($0.number) \($0.title) (level \($0.level.rawValue)) \($0.understandingURL)" }.joined(separator: "; "))
        }
        if !rule.aliases.isEmpty { lines.append("Also known as: " + rule.aliases.joined(separator: ", ")) }
        if let platforms = judgedPlatforms(rule) {
            lines.append("Platforms: \(platforms) only" + (rule.platforms.contains(reader.platform) ? "" : "; on \(reader.name)'s snapshots it finds nothing"))
        }
        lines.append("")
        lines.append(contentsOf: wrapped(rule.description(for: reader)))
        if !(rule.supersedes + rule.supersedesOnScreen).isEmpty {
            lines.append("")
            lines.append("Reported instead of: " + (rule.supersedes + rule.supersedesOnScreen).joined(separator: ", "))
        }
        lines.append("")
        lines.append(style.bold("Examples"))
        // The reader's platform's own examples when the rule has some; each example is read by
        // its own platform's reader either way.
        let examples = rule.examples
        let own = examples.filter { ($0.after ?? $0.before).platform == reader.platform }
        let shown = own.isEmpty ? examples : own
        if own.isEmpty && reader.platform != .ios {
            lines.append("  (none recorded for \(reader.name); these are other platforms', each read by its own screen reader)")
        }
        for example in shown {
            lines.append("  " + (example.flagged.map { "Reported on #\($0)" } ?? "Not reported") + ": \(example.name)")
            lines.append(contentsOf: exampleReading(example).map { "    " + $0 })
        }
        if shown.count < examples.count {
            lines.append("  (\(examples.count - shown.count) more on other platforms: `axdiff rules \(rule.id) --platform ios`, `android` or `web`)")
        }
        lines.append("")
        lines.append(style.bold("How to fix"))
        lines.append(contentsOf: wrapped(rule.fix).map { "  " + $0 })
        lines.append("")
        lines.append(style.bold("Read backwards"))
        lines.append(contentsOf: wrapped(RuleListReport.readBackwards(rule)).map { "  " + $0 })
        lines.append("")
        lines.append(style.bold("How to accept"))
        let (file, screen, element) = reader.platform == .web
            ? ("e2e/settings.spec.ts-snapshots/settings.yml", "settings.spec.ts settings", "Close")
            : ("snapshots/Settings.axsnap.json", "Settings", "closeButton")
        lines.append(contentsOf: [
            "  A finding you mean to keep goes in \(AcceptanceFile.name) with a reason; it is then",
            "  reported as accepted and does not fail `axdiff check`:",
            "    accepted:",
            "      - path: \(file)   # the snapshot file",
            "        screen: \(screen)   # the screen's name in it, as reports show it",
            "        rule: \(rule.id)",
            "        element: \(element)   # the element's id or label",
            "        reason: Why it is acceptable (TICKET-1)",
            "        until: 2026-12-31                       # optional",
            "  To change its severity, or turn it off, in \(ConfigurationFile.name):",
            "    rules:",
            "      \(rule.id): \(rule.defaultSeverity == .notice ? "off" : "notice")",
            "",
            "More: \(links.ruleURL(rule.id))",
        ])
        return lines.joined(separator: "\n") + "\n"
    }

    /// Words in lines of at most 92 characters.
    static func wrapped(_ text: String) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > 92 {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
