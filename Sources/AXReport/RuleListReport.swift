import AXModel
import AXRules

/// The rule list: `axdiff rules` (text, JSON) and docs/rules.md (Markdown), generated from the
/// rule values so they never drift.
public enum RuleListReport {
    public static func text(_ rules: [Rule] = RuleCatalog.all, configuration: Configuration = Configuration(), style: TerminalStyle = .plain) -> String {
        var lines: [String] = []
        for rule in rules {
            let severity = configuration.severity(of: rule)?.rawValue ?? "off"
            let criteria = rule.wcag.map { "\($0.number) (\($0.level.rawValue))" }.joined(separator: ", ")
            lines.append(style.bold(rule.id) + "  " + severity + "  " + rule.kind.rawValue + (criteria.isEmpty ? "" : "  WCAG " + criteria)
                + (judgedPlatforms(rule).map { "  (\($0) only)" } ?? ""))
            lines.append("    " + rule.description)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func json(_ rules: [Rule] = RuleCatalog.all, configuration: Configuration = Configuration()) -> String {
        JSONValue.array(rules.map { rule in
            .object([
                ("id", .string(rule.id)),
                ("title", .string(rule.title)),
                ("description", .string(rule.description)),
                ("kind", .string(rule.kind.rawValue)),
                ("severity", .string(configuration.severity(of: rule)?.rawValue ?? "off")),
                ("defaultSeverity", .string(rule.defaultSeverity.rawValue)),
                ("wcag", .array(rule.wcag.map { criterion in
                    .object([
                        ("number", .string(criterion.number)), ("title", .string(criterion.title)),
                        ("level", .string(criterion.level.rawValue)), ("url", .string(criterion.understandingURL)),
                    ])
                })),
                ("aliases", .array(rule.aliases.map { .string($0) })),
                ("platforms", .array(Snapshot.Platform.allCases.filter(rule.platforms.contains).map { .string($0.rawValue) })),
                ("fix", .string(rule.fix)),
                ("readBackwards", .string(RuleListReport.readBackwards(rule))),
            ])
        }).serialized()
    }

    /// docs/rules.md.
    public static func markdown(_ rules: [Rule] = RuleCatalog.all) -> String {
        var lines = [
            "# Rules",
            "",
            "<!-- Generated from the rule values in Sources/AXRules: do not edit by hand.",
            "     Refresh with: swift run axdiff rules --format markdown > docs/rules.md -->",
            "",
            "axdiff judges each changed screen with these rules. *Transition* rules judge a change",
            "between the two snapshots; *state* rules judge each snapshot on its own, and a finding the",
            "new snapshot has and the old one lacks is a regression (one the old had and the new lacks",
            "is an improvement). The *coverage* rule, `screen-removed`, reports a screen whose snapshot",
            "is gone or moved out of the snapshot roots: lost coverage, listed apart from the",
            "regressions, which fails the check only with `coverage: fail` (a renamed snapshot is not",
            "gone). When several rules describe one cause on one element, only the most specific is",
            "reported and names the others.",
            "",
            "Change a rule's severity, or turn it off, in `.axdiff.yml`:",
            "",
            "```yaml",
            "rules:",
            "  label-contains-role: notice",
            "  redundant-focus-stop: off",
            "  target-size-below-minimum: { severity: warning, minimum: { ios: 44, android: 48, web: 24 } }",
            "coverage: warn     # or fail: a screen no longer recorded fails the check",
            "options:",
            "  density: 2.625   # pixels per dp of Android dumps in pixels that state none (or --density)",
            "```",
            "",
            "Findings speak of the screen's own reader and units: VoiceOver and points on iOS, TalkBack",
            "and dp on Android, screen readers and CSS pixels on the web. The descriptions below say",
            "\"screen readers\" for all three; `axdiff rules ID --platform android` explains one rule in",
            "one platform's words, with that platform's examples (all of them when it has none), how to",
            "fix it and how to accept a finding.",
            "",
            "| Rule | Severity | Kind | WCAG 2.2 |",
            "|------|----------|------|----------|",
        ]
        for rule in rules {
            let criteria = rule.wcag.map { "[\($0.number)](\($0.understandingURL)) (\($0.level.rawValue))" }.joined(separator: ", ")
            lines.append("| [`\(rule.id)`](#\(rule.id)) | \(rule.defaultSeverity.rawValue) | \(rule.kind.rawValue) | \(criteria.isEmpty ? "–" : criteria) |")
        }
        for rule in rules {
            lines.append("")
            lines.append("## \(rule.id)")
            lines.append("")
            lines.append("**\(rule.title).** \(rule.description)")
            lines.append("")
            lines.append("- Default severity: \(rule.defaultSeverity.rawValue)")
            lines.append("- Kind: \(rule.kind.rawValue)")
            if let platforms = judgedPlatforms(rule) {
                lines.append("- Platforms: \(platforms) (on other platforms' snapshots it finds nothing)")
            }
            if !rule.wcag.isEmpty {
                lines.append("- WCAG 2.2: " + rule.wcag.map { "[\($0.number) \($0.title)](\($0.understandingURL)) (level \($0.level.rawValue))" }.joined(separator: ", "))
            }
            if !rule.supersedes.isEmpty || !rule.supersedesOnScreen.isEmpty {
                lines.append("- Reported instead of: " + (rule.supersedes + rule.supersedesOnScreen).map { "`\($0)`" }.joined(separator: ", "))
            }
            if !rule.aliases.isEmpty {
                lines.append("- Also known as: " + rule.aliases.map { "`\($0)`" }.joined(separator: ", "))
            }
            lines.append("- How to fix: \(rule.fix)")
            lines.append("- Read backwards: " + RuleListReport.readBackwards(rule))
            lines.append("")
            lines.append("Examples:")
            lines.append("")
            for example in rule.examples {
                lines.append("- " + (example.flagged == nil ? "Not reported" : "Reported") + ": \(example.name).")
                lines.append(contentsOf: exampleReading(example).map { "  " + $0 })
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// What the example's platform reader says before and after: for the flagged element,
    /// else the focus stops that changed (`TalkBack: "Dark Theme" | "Off, switch" -> "Dark
    /// Theme, Off, switch"`).
    static func exampleReading(_ example: RuleExample) -> [String] {
        let before = VoiceOverModel(snapshot: example.before)
        guard let afterSnapshot = example.after else {
            let stops = before.focusStops.map { "\"\(before.announcement(of: $0))\"" }
            return ["\(before.reader.sentenceName) before: \(stops.joined(separator: ", ")); the screen is gone after"]
        }
        let after = VoiceOverModel(snapshot: afterSnapshot)
        let reader = after.reader.sentenceName
        guard let target = example.flagged else {
            // The announcements of one side that the other side does not have (as a multiset).
            func only(_ side: [String], notIn other: [String]) -> [String] {
                var pool = other
                return side.filter { spoken in
                    guard let index = pool.firstIndex(of: spoken) else { return true }
                    pool.remove(at: index)
                    return false
                }
            }
            let old = only(before.announcements, notIn: after.announcements)
            let new = only(after.announcements, notIn: before.announcements)
            func list(_ stops: [String]) -> String {
                stops.isEmpty ? "(nothing)" : stops.map { $0.isEmpty ? "(silent)" : "\"\($0)\"" }.joined(separator: " | ")
            }
            return old.isEmpty && new.isEmpty ? [] : ["\(reader): \(list(old)) -> \(list(new))"]
        }
        func speak(_ model: VoiceOverModel) -> String? {
            guard let index = model.tree.elements.firstIndex(where: { $0.id == target }) else { return nil }
            guard model.isFocusStop(index) else { return model.blocked[index].map { "(\($0.reason.rawValue), unreachable)" } ?? "(not a focus stop)" }
            let spoken = model.announcement(of: index)
            return spoken.isEmpty ? "(silent)" : "\"\(spoken)\""
        }
        switch (speak(before), speak(after)) {
        case let (old?, new?): return ["\(reader): \(old) -> \(new)"]
        case (nil, let new?): return ["\(reader): \(new)"]
        case (let old?, nil): return ["\(reader) before: \(old); the element is gone after"]
        default: return []
        }
    }

    /// The platforms a rule judges, named (`web`), when it does not judge them all.
    static func judgedPlatforms(_ rule: Rule) -> String? {
        guard rule.platforms.count < Snapshot.Platform.allCases.count else { return nil }
        return Snapshot.Platform.allCases.filter(rule.platforms.contains).map(\.rawValue).joined(separator: ", ")
    }

    /// What the rule's verdict means for a change read backwards: the fixes it credits, or why
    /// it credits none.
    static func readBackwards(_ rule: Rule) -> String {
        switch (rule.reverse, rule.kind) {
        case (.none(let why), _):
            return "no fix is credited: " + why + "."
        case (.creditsFix(let removal), .state):
            return "a finding the new snapshot no longer has is credited as a fix" + (removal ? ", also when its element is gone." : ", when its element is still there.")
        case (.creditsFix, _):
            return "a change that this rule would report the other way round (from the new snapshot to the old) is credited as a fix, on an element that was there before or that now holds what was."
        }
    }
}
