import AXModel
import AXRules

/// The JSON report: a stable, versioned contract documented in docs/json.md.
public enum JSONReport {
    /// Version of the JSON shape; raised on any incompatible change. 2: a screen no longer
    /// recorded is lost coverage in `noLongerRecorded`, not a removed screen with a regression.
    public static let formatVersion = 2

    public static func render(_ report: Report) -> String {
        value(report).serialized()
    }

    public static func value(_ report: Report) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("version", .int(formatVersion)),
            ("tool", .object([("name", "axdiff"), ("version", .string(report.toolVersion))])),
            ("base", report.base.map(revision) ?? .null),
            ("head", report.head.map(revision) ?? .null),
            ("screens", .array(report.screens.map(screen))),
            ("noLongerRecorded", .array(report.coverage.map(coverage))),
            ("summary", summary(report)),
        ]
        if report.failOn != nil {
            members.append(("staleAcceptances", .array(report.staleAcceptances.map { stale in
                .object([("screen", .string(stale.screen)), ("rule", .string(stale.rule)), ("element", .string(stale.element)), ("line", .int(stale.line))])
            })))
        }
        if !report.errors.isEmpty { members.append(("errors", .array(report.errors.map { .string($0) }))) }
        return .object(members)
    }

    static func revision(_ revision: Report.Revision) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("rev", .string(revision.rev)), ("commit", .optional(revision.commit))]
        if let mergeBase = revision.mergeBase { members.append(("mergeBase", .string(mergeBase))) }
        return .object(members)
    }

    static func screen(_ screen: ScreenReport) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("path", .string(screen.path)),
            ("oldPath", .optional(screen.oldPath)),
            ("status", .string(screen.status.rawValue)),
        ]
        if screen.status == .split { members.append(("parts", .array(screen.parts.map { .string($0) }))) }
        members += [
            ("screen", .string(screen.screen)),
            ("changes", .array(screen.changes.map(change))),
            ("regressions", .array(screen.regressions.map(finding))),
            ("improvements", .array(screen.improvements.map(finding))),
            ("accepted", .array(screen.accepted.map(finding))),
        ]
        return .object(members)
    }

    /// A screen no longer recorded: where it was, whether it moved (and where), and its
    /// `screen-removed` finding (what is no longer checked, its severity, fingerprint, and
    /// acceptance when accepted).
    public static func coverage(_ loss: CoverageLoss) -> JSONValue {
        .object([
            ("path", .string(loss.path)),
            ("movedTo", .optional(loss.movedTo)),
            ("screen", .string(loss.screen)),
            ("finding", finding(loss.finding)),
        ])
    }

    static func element(_ element: ElementReport) -> JSONValue {
        .object([
            ("id", .optional(element.id)),
            ("label", .optional(element.label)),
            ("type", .optional(element.type)),
            ("path", .string(element.path)),
            ("line", .int(element.line)),
        ])
    }

    static func spoken(_ state: SpokenState?) -> JSONValue {
        guard let state else { return .null }
        return .object([
            ("announcement", .optional(state.announcement)),
            ("position", state.position.map { .int($0) } ?? .null),
            ("reachability", .string(state.reachability)),
        ])
    }

    public static func finding(_ finding: FindingReport) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("rule", .string(finding.rule)),
            ("severity", .string(finding.severity.rawValue)),
            ("wcag", .array(finding.wcag.map { .string($0.number) })),
            ("message", .string(finding.message)),
            ("element", element(finding.element)),
            ("before", spoken(finding.before)),
            ("after", spoken(finding.after)),
            ("alsoTriggered", .array(finding.alsoTriggered.map { .string($0) })),
            ("fingerprint", .string(finding.fingerprint)),
        ]
        if let acceptance = finding.acceptance {
            members.append(("acceptance", .object([("reason", .string(acceptance.reason)), ("until", .optional(acceptance.until))])))
        }
        if let commit = finding.introducedBy {
            members.append(("introducedBy", .object([("commit", .string(commit.id)), ("subject", .string(commit.subject)), ("author", .string(commit.author)), ("date", .string(commit.date))])))
        }
        return .object(members)
    }

    static func change(_ change: ChangeReport) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [
            ("kind", .string(change.kind)),
            ("element", change.element.map(element) ?? .null),
        ]
        if change.before != nil || change.after != nil {
            members.append(("before", .optional(change.before)))
            members.append(("after", .optional(change.after)))
        }
        if !change.items.isEmpty { members.append(("items", .array(change.items.map { .string($0) }))) }
        if let old = change.oldPosition { members.append(("oldPosition", .int(old))) }
        if let new = change.newPosition { members.append(("newPosition", .int(new))) }
        if let count = change.count { members.append(("count", .int(count))) }
        if change.isNotice { members.append(("notice", true)) }
        return .object(members)
    }

    static func summary(_ report: Report) -> JSONValue {
        let summary = report.summary
        var members: [(key: String, value: JSONValue)] = [
            ("screens", .int(summary.screensChanged)),
            ("added", .int(summary.screensAdded)),
            ("removed", .int(summary.screensRemoved)),
            ("renamed", .int(summary.screensRenamed)),
            ("split", .int(summary.screensSplit)),
            ("changes", .int(summary.changes)),
            ("regressions", .object([
                ("error", .int(summary.regressions[.error] ?? 0)),
                ("warning", .int(summary.regressions[.warning] ?? 0)),
                ("notice", .int(summary.regressions[.notice] ?? 0)),
            ])),
            ("improvements", .int(summary.improvements)),
            ("accepted", .int(summary.accepted)),
        ]
        if let failOn = report.failOn {
            members.append(("failOn", .string(failOn.rawValue)))
            members.append(("coverage", .string(report.failsOnLostCoverage ? CoveragePolicy.fail.rawValue : CoveragePolicy.warn.rawValue)))
            members.append(("passed", .bool(report.passes)))
        }
        return .object(members)
    }
}
