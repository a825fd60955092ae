import AXModel
import AXRules

/// The report in reviewdog's Diagnostic Format as one JSON document (`rdjson`), for
/// `reviewdog -f=rdjson`, which posts each diagnostic as a review comment on the line (and can
/// keep only the lines a pull request changed).
///
/// One diagnostic per regression that is not accepted: `message` (the message, what VoiceOver
/// says before and after, the WCAG criteria), `location` (the snapshot path and the element's
/// 1-based line), `severity` (`ERROR`, `WARNING` or `INFO`), and `code` (the rule id, with the
/// address of its documentation). `source` names axdiff and its documentation. Screens no
/// longer recorded (not accepted) are `screen-removed` diagnostics at their last path (one per
/// folder when many went at once); each snapshot that could not be read is an `ERROR`
/// (`snapshot-unreadable`), so `reviewdog -fail-level=error` fails on it even in a pipeline
/// that loses axdiff's exit status.
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
        for group in CoverageGroup.grouped(report.coverage) where !group.isAccepted {
            var members: [(key: String, value: JSONValue)] = [("message", .string(GitHubAnnotations.clean(group.sentence)))]
            // A folder is no file to comment on: its diagnostic has no location.
            if group.folder == nil { members.append(("location", .object([("path", .string(group.path))]))) }
            members.append(("severity", .string(severity(group.severity))))
            members.append(("code", .object([("value", .string(CoverageLoss.ruleID)), ("url", .string(links.ruleURL(CoverageLoss.ruleID)))])))
            diagnostics.append(.object(members))
        }
        for error in report.readErrors {
            var members: [(key: String, value: JSONValue)] = [("message", .string(GitHubAnnotations.clean(error.message)))]
            if let path = error.path {
                members.append(("location", .object([
                    ("path", .string(path)),
                    ("range", .object([("start", .object([("line", .int(max(1, error.line)))]))])),
                ])))
            }
            members.append(("severity", "ERROR"))
            members.append(("code", .object([("value", .string(ReadError.ruleID))])))
            diagnostics.append(.object(members))
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
