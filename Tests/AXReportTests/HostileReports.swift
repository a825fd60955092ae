import AXRules
import AXTestSupport

@testable import AXReport

/// Reports whose labels, messages and names are hostile (markup, table breakers, controls,
/// bidirectional overrides, workflow-command injections, a 10,000-character label) or random.
enum HostileReports {
    static let longLabel = String(repeating: "L", count: 9_990) + "END-OF-LONG"

    /// Each is the label of one regression, and part of its message.
    static let labels = [
        "<script>alert(1)</script>",
        "a | b | c",
        "`code` and ``` fence",
        "bell\u{01}\u{07} nul\u{00} bs\u{08} vt\u{0B} ff\u{0C} us\u{1F} del\u{7F} nel\u{85}",
        "\u{1B}[31mred\u{1B}[0m \u{1B}]8;;https://evil.example\u{07}link\u{1B}]8;;\u{07}",
        "\u{202E}evil\u{202C} reversed",
        "\n::error::injected",
        "%0A::warning::encoded",
        "&amp; &lt;b&gt;",
        "**bold** _it_ [link](https://evil.example) ![img](x) ~~s~~ $x$ @octocat",
        "# heading\n- list",
        "<!-- axdiff-report -->",
        "\r\n::add-mask::secret\r::set-output name=x::y",
        "\u{FFFE}\u{FFFF} noncharacters",
        longLabel,
    ]

    static func element(_ label: String, line: Int) -> ElementReport {
        ElementReport(id: nil, label: label, type: "UIButton", path: "UIWindow > " + label, line: line)
    }

    static func finding(_ label: String, rule: String = "label-removed", severity: Severity = .error, line: Int) -> FindingReport {
        let element = element(label, line: line)
        return FindingReport(
            rule: rule, title: "Label removed", severity: severity,
            wcag: [.init(number: "4.1.2", title: "Name, Role, Value", level: "A", url: "https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html")],
            message: "\"\(label)\" lost its label", element: element,
            before: SpokenState(announcement: label + ", button", position: 1, reachability: "focus stop"),
            after: SpokenState(announcement: "Button", position: 1, reachability: "focus stop"),
            alsoTriggered: [], fingerprint: ReportBuilder.fingerprint(path: "x", rule: rule, element: element),
            acceptance: nil, introducedBy: nil)
    }

    /// One screen with a regression per hostile label, and every other text field hostile too.
    static func report() -> Report {
        let hostile = labels.dropLast().joined(separator: " ")
        var accepted = finding("<b>accepted</b>", line: 3)
        accepted.acceptance = .init(reason: "reason <script>x</script> | \n::error::no", until: "2026-01-01")
        let screen = ScreenReport(
            path: "snapshots/ios/We|rd `name` <b>&.axsnap.json", status: .modified, screen: "Settings <script>alert(2)</script> | \u{202E}",
            changes: labels.dropLast().enumerated().map { offset, label in
                ChangeReport(kind: "labelChanged", element: element(label, line: offset + 1), before: label, after: "after " + label, items: [], oldPosition: nil, newPosition: nil, count: nil, isNotice: false)
            },
            regressions: labels.enumerated().map { offset, label in finding(label, severity: Severity.allCases[offset % 3], line: offset * 7) },
            improvements: [finding("fixed <i>\n::notice::x", rule: "interactive-without-label", line: 2)],
            accepted: [accepted])
        let coverage = labels.prefix(4).enumerated().map { offset, label in
            CoverageLoss(
                path: "snapshots/<b>|`gone`/\(label).axsnap.json", movedTo: offset == 0 ? "elsewhere/\(label)" : nil, screen: label,
                finding: finding(label, rule: "screen-removed", severity: .warning, line: 0))
        } + [CoverageLoss(path: "snapshots/\(labels[6]).axsnap.json", screen: labels[6], finding: finding(labels[6], rule: "screen-removed", severity: .warning, line: 0))]
        return Report(
            toolVersion: "0.4.0", base: .init(rev: "main <x>\n::error::", commit: nil), head: .init(rev: "HEAD", commit: nil),
            screens: [screen], coverage: coverage, failOn: .notice,
            staleAcceptances: [StaleAcceptance(screen: "Home | <x>", rule: "label-removed", element: hostile, line: 4)],
            errors: ["snapshots/bad.axsnap.json: \(hostile)"])
    }

    /// A report whose every string is drawn from `RandomSnapshots.string` (half of them from
    /// its hostile list), with random counts of screens, findings and changes.
    static func random(seed: UInt64) -> Report {
        var random = SeededRandom(seed: seed)
        func text() -> String { RandomSnapshots.string(&random) }
        func optional() -> String? { RandomSnapshots.optionalString(&random) }
        func element() -> ElementReport {
            ElementReport(id: optional(), label: optional(), type: optional(), path: text(), line: Int.random(in: 0...500, using: &random))
        }
        func spoken() -> SpokenState? {
            random.chance(0.3) ? nil : SpokenState(announcement: optional(), position: random.chance(0.5) ? Int.random(in: 1...40, using: &random) : nil, reachability: text())
        }
        func finding(accepted: Bool = false) -> FindingReport {
            let rule = random.chance(0.8) ? random.pick(RuleCatalog.all).id : text()
            let element = element()
            return FindingReport(
                rule: rule, title: text(), severity: random.pick(Severity.allCases),
                wcag: (0..<Int.random(in: 0...2, using: &random)).map { _ in .init(number: text(), title: text(), level: "A", url: random.chance(0.5) ? "https://www.w3.org/WAI/x.html" : text()) },
                message: text(), element: element, before: spoken(), after: spoken(), alsoTriggered: random.chance(0.2) ? [text()] : [],
                fingerprint: ReportBuilder.fingerprint(path: text(), rule: rule, element: element),
                acceptance: accepted ? .init(reason: text(), until: optional()) : nil,
                introducedBy: random.chance(0.1) ? CommitReference(id: text(), subject: text(), author: text(), date: text()) : nil)
        }
        func many<T>(_ maximum: Int, _ make: () -> T) -> [T] {
            (0..<Int.random(in: 0...maximum, using: &random)).map { _ in make() }
        }
        let screens = many(3) {
            ScreenReport(
                path: text(), oldPath: optional(), status: random.pick([.added, .modified, .renamed, .split]), screen: text(),
                changes: many(4) {
                    ChangeReport(
                        kind: random.chance(0.8) ? random.pick(["labelChanged", "added", "removed", "moved", "traitsAdded", "focusOrderChanged", "contextChanged", "generatorChanged"]) : text(),
                        element: random.chance(0.8) ? element() : nil, before: optional(), after: optional(), items: many(2, text),
                        oldPosition: random.chance(0.3) ? 1 : nil, newPosition: random.chance(0.3) ? 2 : nil, count: random.chance(0.2) ? 3 : nil,
                        isNotice: random.chance(0.1))
                },
                regressions: many(4) { finding() }, improvements: many(2) { finding() }, accepted: many(2) { finding(accepted: true) },
                parts: many(2, text))
        }
        // Screens no longer recorded, some in one folder so that they make one line.
        let folder = text() + "/"
        let coverage = many(4) {
            CoverageLoss(
                path: (random.chance(0.5) ? folder : "") + text(), movedTo: optional(), screen: text(),
                finding: finding(accepted: random.chance(0.2)))
        }
        return Report(
            toolVersion: text(), base: random.chance(0.5) ? .init(rev: text(), commit: optional()) : nil,
            head: random.chance(0.5) ? .init(rev: text(), commit: optional()) : nil, screens: screens, coverage: coverage,
            failOn: random.chance(0.5) ? random.pick(Severity.allCases) : nil, failsOnLostCoverage: random.chance(0.5),
            staleAcceptances: many(2) { StaleAcceptance(screen: text(), rule: text(), element: text(), line: Int.random(in: 0...99, using: &random)) },
            errors: many(2, text))
    }
}
