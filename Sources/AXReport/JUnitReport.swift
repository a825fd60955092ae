import AXRules

/// The report as JUnit XML, for the test views of GitLab, Jenkins, Azure DevOps and others.
///
/// One `<testsuite>` per changed screen (named by its snapshot path) with one `<testcase>` per
/// regression (`rule-id: element`): a `<failure>` at or above the threshold (`failOn`, or
/// `error` for `diff`), a passing test below it, `<skipped>` when accepted. A screen without
/// regressions gets one passing test, so the view shows it was checked. A last suite, `axdiff`,
/// holds the run: unreadable files as `<error>`s, stale acceptances and the summary line. Before
/// it, when screens are no longer recorded, a suite `axdiff: no longer recorded` has one test per
/// screen (or per folder when many went at once): `<skipped>` (the check no longer runs it), or a
/// `<failure>` with `coverage: fail` unless accepted.
///
/// Valid against both the Ant schema (windyroad) and Jenkins xunit's: the suites carry every
/// attribute Ant requires, with fixed values where the report has none (a report holds no time,
/// so `timestamp` is the epoch and every `time` is 0; `hostname` is `localhost`, as Ant's schema
/// says for an unknown host). Ant allows no output inside a test case, so the details of passing
/// tests and improvements are in the suite's `<system-out>`.
public enum JUnitReport {
    static let timestamp = "1970-01-01T00:00:00"
    /// Longest label or message kept, in characters.
    static let labelLimit = 300

    public static func render(_ report: Report) -> String {
        let threshold = report.failOn ?? .error
        var suites = report.screens.map { suite(for: $0, report: report, threshold: threshold) }
        if !report.coverage.isEmpty { suites.append(coverageSuite(report)) }
        suites.append(runSuite(report))
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<testsuites>"]
        for (id, suite) in suites.enumerated() { lines.append(contentsOf: suite.lines(id: id)) }
        lines.append("</testsuites>")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Building

    struct Suite {
        var name: String
        var properties: [(name: String, value: String)] = []
        var cases: [TestCase] = []
        var output: [String] = []

        func lines(id: Int) -> [String] {
            let count = { (kind: TestCase.Outcome.Kind) in cases.filter { $0.outcome?.kind == kind }.count }
            let attributes = [
                ("name", name), ("package", "axdiff"), ("id", String(id)), ("timestamp", JUnitReport.timestamp),
                ("hostname", "localhost"), ("tests", String(cases.count)), ("failures", String(count(.failure))),
                ("errors", String(count(.error))), ("skipped", String(count(.skipped))), ("time", "0"),
            ]
            var lines = ["  <testsuite " + attributes.map { "\($0.0)=\"\(XMLText.escape($0.1, inAttribute: true))\"" }.joined(separator: " ") + ">"]
            if properties.isEmpty {
                lines.append("    <properties/>")
            } else {
                lines.append("    <properties>")
                for property in properties {
                    lines.append("      <property name=\"\(XMLText.escape(property.name, inAttribute: true))\" value=\"\(XMLText.escape(property.value, inAttribute: true))\"/>")
                }
                lines.append("    </properties>")
            }
            for testCase in cases { lines.append(contentsOf: testCase.lines) }
            lines.append(output.isEmpty ? "    <system-out/>" : "    <system-out>" + XMLText.escape(output.joined(separator: "\n")) + "</system-out>")
            lines.append("    <system-err/>")
            lines.append("  </testsuite>")
            return lines
        }
    }

    struct TestCase {
        struct Outcome {
            enum Kind: String { case failure, error, skipped }
            var kind: Kind
            var message: String
            var type: String?
            var body: String
        }

        var classname: String
        var name: String
        var outcome: Outcome?

        var lines: [String] {
            let open = "    <testcase classname=\"\(XMLText.escape(classname, inAttribute: true))\" name=\"\(XMLText.escape(name, inAttribute: true))\" time=\"0\""
            guard let outcome else { return [open + "/>"] }
            let type = outcome.type.map { " type=\"\(XMLText.escape($0, inAttribute: true))\"" } ?? ""
            return [
                open + ">",
                "      <\(outcome.kind.rawValue) message=\"\(XMLText.escape(outcome.message, inAttribute: true))\"\(type)>" + XMLText.escape(outcome.body) + "</\(outcome.kind.rawValue)>",
                "    </testcase>",
            ]
        }
    }

    static func suite(for screen: ScreenReport, report: Report, threshold: Severity) -> Suite {
        let path = suiteName(clean(screen.path))
        var suite = Suite(name: path)
        suite.properties = [("screen", clean(screen.screen)), ("status", screen.status.rawValue)]
        if let old = screen.oldPath { suite.properties.append(("oldPath", clean(old))) }
        if screen.status == .split { suite.properties.append(("parts", screen.parts.map(clean).joined(separator: ", "))) }
        for finding in screen.regressions {
            var testCase = TestCase(classname: path, name: caseName(finding), outcome: nil)
            if finding.severity >= threshold {
                testCase.outcome = .init(kind: .failure, message: headline(finding), type: finding.rule, body: details(finding, path: path))
            } else {
                suite.output.append("passes (below \(threshold.rawValue)): " + headline(finding))
                suite.output.append(contentsOf: details(finding, path: path).split(separator: "\n").map { "    " + $0 })
            }
            suite.cases.append(testCase)
        }
        for finding in screen.accepted {
            let reason = clean(finding.acceptance?.reason ?? "listed in .axdiff-accept.yml")
            let until = finding.acceptance?.until.map { " (until \(clean($0)))" } ?? ""
            suite.cases.append(TestCase(
                classname: path, name: caseName(finding),
                outcome: .init(kind: .skipped, message: "accepted: " + reason + until, type: nil, body: details(finding, path: path))))
        }
        if screen.regressions.isEmpty {
            suite.cases.append(TestCase(classname: path, name: "no accessibility regressions", outcome: nil))
        }
        suite.cases = distinctNames(suite.cases, lines: (screen.regressions + screen.accepted).map(\.element.line))
        for finding in screen.improvements {
            suite.output.append("improved: \(clean(finding.rule)): \(clean(finding.message)) (fixed) at line \(finding.element.line)")
        }
        let changes = screen.changes.count
        let status = screen.status == .split ? "split from \(clean(screen.oldPath ?? "")) into " + screen.parts.map(clean).joined(separator: ", ")
            : screen.oldPath.map { "renamed from " + clean($0) } ?? screen.status.rawValue
        suite.output.append("\(changes) change\(changes == 1 ? "" : "s") on \(clean(screen.screen)) (\(status))")
        return suite
    }

    /// The screens no longer recorded: skipped tests, failures with `coverage: fail`.
    static func coverageSuite(_ report: Report) -> Suite {
        let name = "axdiff: no longer recorded"
        var suite = Suite(name: name)
        suite.properties.append(("coverage", report.failsOnLostCoverage ? "fail" : "warn"))
        let fails = report.failsOnLostCoverage && report.failOn != nil
        for group in CoverageGroup.grouped(report.coverage) {
            let caseName = group.folder == nil ? "\(CoverageLoss.ruleID): \(clean(group.losses[0].path))" : "\(CoverageLoss.ruleID): \(clean(group.path)) (\(group.losses.count) screens)"
            let body = ([clean(group.sentence)] + (group.folder == nil ? [] : group.losses.map { "- \(clean($0.screen)): \(clean($0.path)) (\(clean($0.how)))" })).joined(separator: "\n")
            let outcome: TestCase.Outcome
            if group.isAccepted {
                let acceptance = group.losses[0].finding.acceptance
                outcome = .init(kind: .skipped, message: "accepted: " + clean(acceptance?.reason ?? "listed in .axdiff-accept.yml") + (acceptance?.until.map { " (until \(clean($0)))" } ?? ""), type: nil, body: body)
            } else if fails {
                outcome = .init(kind: .failure, message: "no longer recorded (coverage: fail): " + clean(group.sentence), type: CoverageLoss.ruleID, body: body)
            } else {
                outcome = .init(kind: .skipped, message: "no longer recorded: the check no longer sees this screen (lost coverage, not a regression)", type: nil, body: body)
            }
            suite.cases.append(TestCase(classname: name, name: caseName, outcome: outcome))
        }
        suite.cases = distinctNames(suite.cases, lines: [])
        return suite
    }

    /// The run itself: one test per unreadable file (or one passing test), and the summary.
    static func runSuite(_ report: Report) -> Suite {
        var suite = Suite(name: "axdiff")
        suite.properties.append(("toolVersion", clean(report.toolVersion)))
        if let base = report.base { suite.properties.append(("base", TextReport.revision(base))) }
        if let head = report.head { suite.properties.append(("head", TextReport.revision(head))) }
        if let failOn = report.failOn { suite.properties.append(("failOn", failOn.rawValue)) }
        if report.errors.isEmpty {
            suite.cases.append(TestCase(
                classname: "axdiff", name: report.screens.isEmpty ? "no changed snapshots" : "read every changed snapshot", outcome: nil))
        }
        for error in report.errors {
            let message = clean(error)
            suite.cases.append(TestCase(
                classname: "axdiff", name: "read error: " + TerminalText.visible(TerminalText.truncate(error, to: 120)),
                outcome: .init(kind: .error, message: message, type: "read-error", body: message)))
        }
        for stale in report.staleAcceptances {
            suite.output.append("stale acceptance: .axdiff-accept.yml line \(stale.line) (\(clean(stale.screen)), \(clean(stale.rule)), \(clean(stale.element))) matches nothing; remove it")
        }
        suite.output.append(TextReport.summaryLine(report))
        return suite
    }

    // MARK: Text

    /// `label-removed: #closeButton` for an element with an identifier, else
    /// `label-removed: Close`: stable across runs (no line number, and no label when there is
    /// an identifier, so a relabel keeps the test's history in CI).
    /// The cases with each name once in their class, so a test view can tell them apart and
    /// follow them from run to run: elements without an id or a label (fourteen unlabelled
    /// buttons) give the same name, and get their line (`label-removed: Button (line 42)`), then
    /// a count if the line is shared too (a minified file). `lines` are the findings' lines, in
    /// the cases' order.
    static func distinctNames(_ cases: [TestCase], lines: [Int]) -> [TestCase] {
        var uses: [String: Int] = [:]
        for testCase in cases { uses[testCase.name, default: 0] += 1 }
        guard uses.values.contains(where: { $0 > 1 }) else { return cases }
        var result = cases
        for index in result.indices where uses[result[index].name, default: 0] > 1 && index < lines.count {
            result[index].name += " (line \(max(1, lines[index])))"
        }
        var seen: [String: Int] = [:]
        for index in result.indices {
            let count = seen[result[index].name, default: 0] + 1
            seen[result[index].name] = count
            if count > 1 { result[index].name += " #\(count)" }
        }
        return result
    }

    static func caseName(_ finding: FindingReport) -> String {
        let element = finding.element.id.map { "#" + $0 } ?? finding.element.name
        return clean(finding.rule) + ": " + TerminalText.visible(TerminalText.truncate(element, to: 120))
    }

    /// `error label-removed (WCAG 1.1.1, 4.1.2): "Close" lost its label: ...`.
    static func headline(_ finding: FindingReport) -> String {
        let criteria = finding.wcag.isEmpty ? "" : " (WCAG " + finding.wcag.map(\.number).joined(separator: ", ") + ")"
        return "\(finding.severity.rawValue) \(clean(finding.rule))\(criteria): \(clean(finding.message))"
    }

    /// The readable body: what, where, and what the screen reader says before and after.
    static func details(_ finding: FindingReport, path: String) -> String {
        var lines = [clean(finding.message)]
        lines.append("Rule: \(clean(finding.rule)) (\(clean(finding.title))), severity \(finding.severity.rawValue)")
        if !finding.wcag.isEmpty {
            lines.append("WCAG 2.2: " + finding.wcag.map { "\(clean($0.number)) \(clean($0.title)) (level \(clean($0.level)))" }.joined(separator: "; "))
        }
        lines.append("Element: " + clean(finding.element.path) + (finding.element.id.map { " (#\(clean($0)))" } ?? ""))
        lines.append("Location: \(path):\(max(1, finding.element.line))")
        if let change = finding.spokenChange { lines.append(finding.reader.sentenceName + ": " + clean(change)) }
        if !finding.alsoTriggered.isEmpty { lines.append("Also triggered: " + finding.alsoTriggered.map(clean).joined(separator: ", ")) }
        if let commit = finding.introducedBy {
            lines.append("Introduced by: \(clean(String(commit.id.prefix(12)))) \(clean(commit.subject)) (\(clean(commit.author)), \(clean(commit.date)))")
        }
        if let acceptance = finding.acceptance {
            lines.append("Accepted: " + clean(acceptance.reason) + (acceptance.until.map { " (until \(clean($0)))" } ?? ""))
        }
        lines.append("Fingerprint: \(clean(finding.fingerprint))")
        return lines.joined(separator: "\n")
    }

    /// One line, control and bidirectional characters made visible, at most `labelLimit` characters.
    static func clean(_ text: String) -> String {
        TerminalText.visible(TerminalText.truncate(text, to: labelLimit))
    }

    /// Ant's schema requires a suite name with a non-blank token.
    static func suiteName(_ name: String) -> String {
        name.allSatisfy(\.isWhitespace) ? "(unnamed)" : name
    }
}
