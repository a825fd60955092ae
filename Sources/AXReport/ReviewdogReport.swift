import AXModel
import AXRules

/// The report in reviewdog's Diagnostic Format as one JSON document (`rdjson`), for
/// `reviewdog -f=rdjson`, which posts each diagnostic as a review comment on the line (and can
/// keep only the lines a pull request changed).
///
/// One diagnostic per regression that is not accepted: `message` (the message, what VoiceOver
/// says before and after, the WCAG criteria), `location` (the snapshot path and the element's
/// 1-based line), `severity` (`ERROR`, `WARNING` or `INFO`), and `code` (the rule id, with the
/// address of its documentation). `source` names axdiff and its documentation.
public enum ReviewdogReport {
    public static func render(_ report: Report, links: ReportLinks = .standard) -> String {
        value(report, links: links).serialized()
    }

    public static func value(_ report: Report, links: ReportLinks = .standard) -> JSONValue {
        var diagnostics: [JSONValue] = []
        for screen in report.screens {
            for finding in screen.regressions {
                var code: [(key: String, value: JSONValue)] = [("value", .string(finding.rule))]
                if let rule = RuleCatalog.rule(finding.rule) { code.append(("url", .string(links.ruleURL(rule.id)))) }
                diagnostics.append(.object([
                    ("message", .string(GitHubAnnotations.clean(GitHubAnnotations.message(finding)))),
                    ("location", .object([
                        ("path", .string(screen.path)),
                        ("range", .object([("start", .object([("line", .int(max(1, finding.element.line)))]))])),
                    ])),
                    ("severity", .string(severity(finding.severity))),
                    ("code", .object(code)),
                ]))
            }
        }
        return .object([
            ("source", .object([("name", "axdiff"), ("url", .string(links.documentation))])),
            ("diagnostics", .array(diagnostics)),
        ])
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "ERROR"
        case .warning: "WARNING"
        case .notice: "INFO"
        }
    }
}
