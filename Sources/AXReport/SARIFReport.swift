import AXModel
import AXRules

/// The report as a SARIF 2.1.0 log for GitHub code scanning and other SARIF viewers.
///
/// One run whose driver lists every rule (generated from the rule values) and one result per
/// regression, located at the element's line in its snapshot file. Accepted regressions are
/// results with an external suppression; improvements are not results. Screens no longer
/// recorded are `screen-removed` results (one per screen, or per folder when many went at
/// once), and snapshots that could not be read are `snapshot-unreadable` errors as well as
/// execution notifications, so a viewer that shows only results still sees them. Each result carries the
/// finding's fingerprint as `partialFingerprints.primaryLocationLineHash`, so an alert keeps its
/// identity when lines shift. Labels reach people through `message.text`, so control and
/// bidirectional characters there are shown as visible escapes; `properties` keep the raw values.
public enum SARIFReport {
    /// The schema the log declares: the OASIS SARIF 2.1.0 schema (errata 01).
    public static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// GitHub rejects runs with more results; beyond it the lowest-priority findings are left
    /// out (never a screen no longer recorded or an unreadable file).
    public static let maximumResults = 25_000
    /// GitHub's limit on description fields; also applied to messages so one label cannot flood an alert.
    static let maximumText = 1024

    /// `links.documentation` is the driver's `informationUri` and the base of each rule's help link.
    public static func render(_ report: Report, rules: [Rule] = RuleCatalog.all, links: ReportLinks = .standard) -> String {
        value(report, rules: rules, links: links).serialized()
    }

    public static func value(_ report: Report, rules: [Rule] = RuleCatalog.all, maximumResults: Int = maximumResults, links: ReportLinks = .standard) -> JSONValue {
        var descriptors = RuleDescriptors(rules, reader: report.reader, links: links)
        let candidates = report.screens.flatMap { screen in
            screen.regressions.map { (screen: screen, finding: $0) } + screen.accepted.map { (screen: screen, finding: $0) }
        }
        // Lost coverage and unreadable files are never left out: the findings make room.
        let coverage = CoverageGroup.grouped(report.coverage)
        let kept = prioritised(candidates.map(\.finding), limit: maximumResults - coverage.count - report.readErrors.count)
        var results: [JSONValue] = kept.map { index in
            let (screen, finding) = candidates[index]
            return result(finding, screen: screen, rule: descriptors.entry(for: finding))
        }
        for group in coverage {
            results.append(coverageResult(group, rule: descriptors.entry(for: group.losses[0].finding)))
        }
        for error in report.readErrors {
            results.append(readErrorResult(error, rule: descriptors.entry(for: unreadable(error))))
        }

        var runProperties: [(key: String, value: JSONValue)] = []
        if let base = report.base { runProperties.append(("base", JSONReport.revision(base))) }
        if let head = report.head { runProperties.append(("head", JSONReport.revision(head))) }
        if let failOn = report.failOn {
            runProperties.append(("failOn", .string(failOn.rawValue)))
            runProperties.append(("passed", .bool(report.passes)))
        }
        if kept.count < candidates.count {
            let omitted = candidates.count - kept.count
            runProperties.append(("truncated", .object([
                ("omittedResults", .int(omitted)),
                ("note", .string("GitHub accepts at most \(maximumResults) results per run: \(omitted) of lower severity were left out. The JSON report lists them all.")),
            ])))
        }

        var run: [(key: String, value: JSONValue)] = [
            ("tool", .object([("driver", .object([
                ("name", "axdiff"),
                ("version", .string(report.toolVersion)),
                ("informationUri", .string(links.documentation)),
                ("rules", .array(descriptors.values)),
            ]))])),
            ("invocations", .array([invocation(report)])),
            ("results", .array(results)),
        ]
        if !runProperties.isEmpty { run.append(("properties", .object(runProperties))) }
        return .object([
            ("$schema", .string(schemaURI)),
            ("version", "2.1.0"),
            ("runs", .array([.object(run)])),
        ])
    }

    /// Indices of the findings to keep, in their original order: when there are more than
    /// `limit`, accepted ones go first, then the lowest severities.
    static func prioritised(_ findings: [FindingReport], limit: Int) -> [Int] {
        guard findings.count > limit else { return Array(findings.indices) }
        func priority(_ finding: FindingReport) -> Int {
            guard finding.acceptance == nil else { return 0 }
            return Severity.allCases.filter { $0 <= finding.severity }.count
        }
        let ranked = findings.indices.sorted { (-priority(findings[$0]), $0) < (-priority(findings[$1]), $1) }
        return ranked.prefix(max(0, limit)).sorted()
    }

    static func result(_ finding: FindingReport, screen: ScreenReport, rule: (index: Int, id: String)) -> JSONValue {
        // GitHub drops a result without message text.
        var text = sanitized(finding.message.nonEmpty ?? "\(finding.title.nonEmpty ?? finding.rule) on \(finding.element.name)")
        if let change = finding.spokenChange { text += " (" + finding.reader.sentenceName + ": " + sanitized(change) + ")" }
        var properties: [(key: String, value: JSONValue)] = [
            ("screen", .string(screen.screen)),
            ("wcag", .array(finding.wcag.map { .string($0.number) })),
            ("elementPath", .string(TerminalText.truncate(finding.element.path, to: maximumText))),
        ]
        if let id = finding.element.id { properties.append(("elementId", .string(id))) }
        if !finding.alsoTriggered.isEmpty { properties.append(("alsoTriggered", .array(finding.alsoTriggered.map { .string($0) }))) }
        if let commit = finding.introducedBy { properties.append(("introducedBy", .string(commit.id))) }
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(rule.id)),
            ("ruleIndex", .int(rule.index)),
            ("level", .string(level(finding.severity))),
            ("message", .object([("text", .string(truncated(text)))])),
            ("locations", .array([.object([("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(forPath: screen.path)))])),
                ("region", .object([("startLine", .int(max(1, finding.element.line)))])),
            ]))])])),
            ("partialFingerprints", .object([("primaryLocationLineHash", .string(finding.fingerprint))])),
        ]
        if let acceptance = finding.acceptance {
            let until = acceptance.until.map { " (until \($0))" } ?? ""
            members.append(("suppressions", .array([.object([
                ("kind", "external"),
                ("status", "accepted"),
                ("justification", .string(truncated(sanitized(acceptance.reason) + until))),
            ])])))
        }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// A screen no longer recorded, or a folder of them: at the snapshot's last path (the
    /// folder for a folder), suppressed when accepted.
    static func coverageResult(_ group: CoverageGroup, rule: (index: Int, id: String)) -> JSONValue {
        var location: [(key: String, value: JSONValue)] = [("artifactLocation", .object([("uri", .string(uri(forPath: group.path)))]))]
        if group.folder == nil { location.append(("region", .object([("startLine", .int(1))]))) }
        var members: [(key: String, value: JSONValue)] = [
            ("ruleId", .string(rule.id)),
            ("ruleIndex", .int(rule.index)),
            ("level", .string(level(group.severity))),
            ("message", .object([("text", .string(truncated(sanitized(group.sentence))))])),
            ("locations", .array([.object([("physicalLocation", .object(location))])])),
            ("partialFingerprints", .object([("primaryLocationLineHash", .string(group.fingerprint))])),
        ]
        if group.isAccepted, let acceptance = group.losses[0].finding.acceptance {
            let until = acceptance.until.map { " (until \($0))" } ?? ""
            members.append(("suppressions", .array([.object([
                ("kind", "external"), ("status", "accepted"), ("justification", .string(truncated(sanitized(acceptance.reason) + until))),
            ])])))
        }
        var properties: [(key: String, value: JSONValue)] = [
            ("coverage", "no longer recorded"),
            ("screens", .array(group.losses.map { .string($0.screen) })),
            ("paths", .array(group.losses.map { .string($0.path) })),
        ]
        if let commit = group.losses.compactMap(\.finding.introducedBy).first { properties.append(("introducedBy", .string(commit.id))) }
        members.append(("properties", .object(properties)))
        return .object(members)
    }

    /// The finding a read error stands for, whose rule describes itself in the driver.
    static func unreadable(_ error: ReadError) -> FindingReport {
        FindingReport(
            rule: ReadError.ruleID, title: "Snapshot could not be read", severity: .error, wcag: [],
            message: error.message, element: ElementReport(id: nil, label: nil, type: nil, path: error.path ?? "", line: error.line),
            before: nil, after: nil, alsoTriggered: [], fingerprint: "", acceptance: nil, introducedBy: nil)
    }

    /// A snapshot that could not be read: an error at its file (and line), or at the
    /// repository's top when the error names no file.
    static func readErrorResult(_ error: ReadError, rule: (index: Int, id: String)) -> JSONValue {
        var location: [(key: String, value: JSONValue)] = [("artifactLocation", .object([("uri", .string(error.path.map(uri(forPath:)) ?? "."))]))]
        if error.path != nil { location.append(("region", .object([("startLine", .int(max(1, error.line)))]))) }
        let fingerprint = ReportBuilder.fingerprint(
            path: error.path ?? "", rule: ReadError.ruleID, element: ElementReport(id: nil, label: nil, type: nil, path: error.message, line: 0))
        return .object([
            ("ruleId", .string(rule.id)),
            ("ruleIndex", .int(rule.index)),
            ("level", "error"),
            ("message", .object([("text", .string(truncated(sanitized(error.message.nonEmpty ?? "a snapshot could not be read"))))])),
            ("locations", .array([.object([("physicalLocation", .object(location))])])),
            ("partialFingerprints", .object([("primaryLocationLineHash", .string(fingerprint))])),
        ])
    }

    /// Unreadable files as execution errors (the run did not see every screen) and stale
    /// acceptances as configuration warnings.
    static func invocation(_ report: Report) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("executionSuccessful", .bool(report.errors.isEmpty))]
        if !report.errors.isEmpty {
            members.append(("toolExecutionNotifications", .array(report.errors.map { error in
                .object([("level", "error"), ("message", .object([("text", .string(truncated(sanitized(error.nonEmpty ?? "a snapshot could not be read"))))]))])
            })))
        }
        if !report.staleAcceptances.isEmpty {
            members.append(("toolConfigurationNotifications", .array(report.staleAcceptances.map { stale in
                let text = "Stale acceptance at .axdiff-accept.yml line \(stale.line) (\(sanitized(stale.screen)), \(stale.rule), \(sanitized(stale.element))) matches no regression: remove it."
                return .object([("level", "warning"), ("message", .object([("text", .string(truncated(text)))]))])
            })))
        }
        return .object(members)
    }

    /// `error`, `warning` or `note`.
    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .notice: "note"
        }
    }

    /// A relative URI reference for a repository-relative path: forward slashes, and every
    /// byte other than unreserved characters and `/` percent-encoded (so a `:` in the first
    /// segment cannot read as a scheme).
    public static func uri(forPath path: String) -> String {
        var normalized = path.replacingBackslashes()
        while normalized.hasPrefix("./") { normalized.removeFirst(2) }
        var result = ""
        for byte in normalized.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return result
    }

    static func sanitized(_ text: String) -> String {
        TerminalText.visible(text)
    }

    static func truncated(_ text: String) -> String {
        guard text.count > maximumText else { return text }
        return String(text.prefix(maximumText - 1)) + "…"
    }
}

extension String {
    fileprivate func replacingBackslashes() -> String {
        String(unicodeScalars.map { $0 == "\\" ? "/" : Character($0) })
    }
}
