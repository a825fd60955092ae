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
/// Accepted regressions and improvements are not issues. Labels are sanitised as in SARIF.
public enum CodeQualityReport {
    public static func render(_ report: Report) -> String {
        value(report).serialized()
    }

    public static func value(_ report: Report) -> JSONValue {
        var seen = Set<String>()
        var issues: [JSONValue] = []
        for screen in report.screens {
            for finding in screen.regressions {
                var fingerprint = finding.fingerprint.nonEmpty ?? "axdiff"
                var suffix = 2
                while !seen.insert(fingerprint).inserted {
                    fingerprint = "\(finding.fingerprint)-\(suffix)"
                    suffix += 1
                }
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
