import AXModel
import AXRules

/// The release audit as JSON, for dashboards and scripts (docs/audit.md describes the shape).
///
/// Findings and changes are encoded as in the diff's JSON report (`JSONReport`), so a tool that
/// reads one reads the other; for improvements, `introducedBy` names the commit that fixed it.
public enum AuditJSONReport {
    /// Version of the audit's JSON shape; raised on any incompatible change. 2: screens no
    /// longer recorded are lost coverage in `noLongerRecorded`, not removed screens; `commits`
    /// lists only the commits that changed snapshots.
    public static let formatVersion = 2

    public static func render(_ report: AuditReport) -> String {
        value(report).serialized()
    }

    public static func value(_ report: AuditReport) -> JSONValue {
        .object([
            ("version", .int(formatVersion)),
            ("tool", .object([("name", "axdiff"), ("version", .string(report.toolVersion))])),
            ("from", JSONReport.revision(report.from)),
            ("to", JSONReport.revision(report.to)),
            ("summary", summary(report)),
            ("commits", .array(report.commits.map(commit))),
            ("screens", .array(report.screens.map(screen))),
            ("noLongerRecorded", .array(report.coverage.map(JSONReport.coverage))),
            ("errors", .array(report.errors.map { .string($0) })),
        ])
    }

    static func summary(_ report: AuditReport) -> JSONValue {
        let summary = report.summary
        func bySeverity(_ counts: [Severity: Int], total: Int) -> JSONValue {
            .object([
                ("total", .int(total)),
                ("error", .int(counts[.error] ?? 0)),
                ("warning", .int(counts[.warning] ?? 0)),
                ("notice", .int(counts[.notice] ?? 0)),
            ])
        }
        return .object([
            ("screens", .int(report.screens.count)),
            ("added", .int(summary.added)),
            ("removed", .int(summary.removed)),
            ("changed", .int(summary.changed)),
            ("commits", .int(report.commits.count)),
            ("otherCommits", .int(report.otherCommits)),
            ("regressions", bySeverity(summary.regressionsBySeverity, total: summary.regressions)),
            ("improvements", bySeverity(summary.improvementsBySeverity, total: summary.improvements)),
            ("accepted", .int(report.screens.reduce(0) { $0 + $1.report.accepted.count })),
            ("regressionsByCriterion", .array(summary.regressionsByCriterion.map { entry in
                .object([
                    ("number", .string(entry.criterion.number)),
                    ("title", .string(entry.criterion.title)),
                    ("level", .string(entry.criterion.level)),
                    ("url", .string(entry.criterion.url)),
                    ("regressions", .int(entry.count)),
                ])
            })),
        ])
    }

    static func commit(_ commit: CommitReference) -> JSONValue {
        .object([
            ("commit", .string(commit.id)),
            ("subject", .string(commit.subject)),
            ("author", .string(commit.author)),
            ("date", .string(commit.date)),
        ])
    }

    static func screen(_ screen: AuditScreen) -> JSONValue {
        let report = screen.report
        var members: [(key: String, value: JSONValue)] = [
            ("path", .string(report.path)),
            ("oldPath", .optional(report.oldPath)),
            ("status", .string(report.status.rawValue)),
        ]
        if report.status == .split { members.append(("parts", .array(report.parts.map { .string($0) }))) }
        return .object(members + [
            ("screen", .string(report.screen)),
            ("regressions", .array(report.regressions.map(JSONReport.finding))),
            ("improvements", .array(report.improvements.map(JSONReport.finding))),
            ("accepted", .array(report.accepted.map(JSONReport.finding))),
            ("changes", .array(report.changes.map(JSONReport.change))),
            ("focusOrder", .object([
                ("before", screen.before.map { .array($0.focusOrder.map { .string($0) }) } ?? .null),
                ("after", screen.after.map { .array($0.focusOrder.map { .string($0) }) } ?? .null),
            ])),
            ("wireframes", .object([
                ("before", screen.before.map(wireframe) ?? .null),
                ("after", screen.after.map(wireframe) ?? .null),
            ])),
        ])
    }

    static func wireframe(_ wireframe: Wireframe) -> JSONValue {
        .object([
            ("screen", .string(wireframe.screen)),
            ("bounds", frame(wireframe.bounds)),
            ("items", .array(wireframe.items.map { item in
                .object([
                    ("name", .string(item.name)),
                    ("frame", item.frame.map(frame) ?? .null),
                    ("focusPosition", item.focusPosition.map { .int($0) } ?? .null),
                    ("unreachable", .optional(item.unreachable)),
                    ("interactive", .bool(item.interactive)),
                    ("line", .int(item.line)),
                    ("regressions", .array(item.regressions.map { .string($0) })),
                    ("improvements", .array(item.improvements.map { .string($0) })),
                ])
            })),
        ])
    }

    /// `[x, y, width, height]` in points, as in snapshots.
    static func frame(_ frame: Frame) -> JSONValue {
        .array([.number(frame.x), .number(frame.y), .number(frame.width), .number(frame.height)])
    }
}
