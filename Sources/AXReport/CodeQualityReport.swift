import AXModel
import AXRules

/// The report as a GitLab Code Quality report (`artifacts: reports: codequality:`): a JSON
/// array of issues that GitLab shows in the merge request's Code Quality widget and in the
/// diff, beside the snapshot line.
///
/// One issue per regression that is not accepted, with GitLab's required fields:
/// `description` (the message, what VoiceOver says before and after, the WCAG criteria),
/// `check_name` (the rule id), `fingerprint`, `severity` and `location` (the snapshot path and
/// the element's 1-based line). GitLab compares the head's issues with the target branch's by
/// fingerprint, so each is the finding's line-independent fingerprint, made unique within the
/// report when two findings share one (GitLab shows only the first of equal fingerprints).
/// Accepted regressions and improvements are not issues. Screens no longer recorded (not
/// accepted) are `screen-removed` issues at their last path (one per folder when many went at
/// once); each snapshot that could not be read is a `snapshot-unreadable` issue, `critical`,
/// so the widget shows that the check did not see everything. Labels are sanitised as in SARIF.
public enum CodeQualityReport {
    public static func render(_ report: Report) -> String {
        value(report).serialized()
    }

    public static func value(_ report: Report) -> JSONValue {
        var seen = Set<String>()
        var issues: [JSONValue] = []
        func unique(_ base: String) -> String {
            var fingerprint = base.nonEmpty ?? "axdiff"
            var suffix = 2
            while !seen.insert(fingerprint).inserted {
                fingerprint = "\(base)-\(suffix)"
                suffix += 1
            }
            return fingerprint
        }
        for screen in report.screens {
            for finding in screen.regressions {
                let fingerprint = unique(finding.fingerprint)
                issues.append(.object([
                    ("type", "issue"),
                    ("check_name", .string(finding.rule)),
                    ("description", .string(SARIFReport.truncated(GitHubAnnotations.clean(GitHubAnnotations.message(finding))))),
                    ("severity", .string(severity(finding.severity))),
                    ("fingerprint", .string(fingerprint)),
                    ("location", .object([
                        ("path", .string(screen.path)),
                        ("lines", .object([("begin", .int(max(1, finding.element.line)))])),
                    ])),
                ]))
            }
        }
        for group in CoverageGroup.grouped(report.coverage) where !group.isAccepted {
            issues.append(.object([
                ("type", "issue"),
                ("check_name", .string(CoverageLoss.ruleID)),
                ("description", .string(SARIFReport.truncated(GitHubAnnotations.clean(group.sentence)))),
                ("severity", .string(severity(group.severity))),
                ("fingerprint", .string(unique(group.fingerprint))),
                ("location", .object([("path", .string(group.path)), ("lines", .object([("begin", .int(1))]))])),
            ]))
        }
        for error in report.readErrors {
            issues.append(.object([
                ("type", "issue"),
                ("check_name", .string(ReadError.ruleID)),
                ("description", .string(SARIFReport.truncated(GitHubAnnotations.clean(error.message)))),
                ("severity", "critical"),
                ("fingerprint", .string(unique(ReportBuilder.fingerprint(
                    path: error.path ?? "", rule: ReadError.ruleID, element: ElementReport(id: nil, label: nil, type: nil, path: error.message, line: 0))))),
                ("location", .object([("path", .string(error.path ?? ".")), ("lines", .object([("begin", .int(max(1, error.line)))]))])),
            ]))
        }
        return .array(issues)
    }

    /// GitLab's scale is info, minor, major, critical, blocker: an error is `major`, as
    /// linters report theirs, so `critical` and `blocker` stay free for a team's own tools.
    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .notice: "info"
        }
    }
}
