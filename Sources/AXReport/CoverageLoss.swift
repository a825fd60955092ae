import AXModel
import AXRules

/// A screen the gate no longer checks: its snapshot was deleted, moved out of the snapshot
/// roots (or to an ignored path), or its entry removed from a file of several screens.
///
/// Lost coverage, not a regression: the app's users lose nothing, the check loses sight of a
/// screen. Every report lists these in a section of their own ("no longer recorded"), never
/// among regressions; `coverage: fail` in `.axdiff.yml` makes `check` fail on one that is not
/// accepted. A renamed snapshot is not lost (git's rename detection, or an identical blob,
/// pairs it), and a screen split into several files is compared with its parts.
public struct CoverageLoss: Sendable, Equatable {
    /// The id acceptances, filters and machine formats know lost coverage by: the id a removed
    /// screen's error had, kept so that `.axdiff-accept.yml` entries written for it still apply.
    public static let ruleID = "screen-removed"

    /// The path the snapshot was last recorded at.
    public var path: String
    /// Where the snapshot went when it moved out of the snapshot roots or to an ignored path;
    /// nil when it was deleted.
    public var movedTo: String?
    /// The screen's name (`Settings`).
    public var screen: String
    /// What is no longer checked (`screen-removed`): the message names the focus stops; its
    /// severity is a warning, or an error with `coverage: fail`; with its fingerprint, its
    /// acceptance when accepted and, in history and audits, the commit that lost it.
    public var finding: FindingReport

    public init(path: String, movedTo: String? = nil, screen: String, finding: FindingReport) {
        self.path = path
        self.movedTo = movedTo
        self.screen = screen
        self.finding = finding
    }

    /// The lost coverage of a comparison's report of a screen no longer recorded
    /// (`ReportBuilder.removedScreen`); nil for any other report.
    public init?(_ report: ScreenReport) {
        guard report.status == .removed else { return nil }
        let finding = report.regressions.first { $0.rule == Self.ruleID } ?? report.accepted.first { $0.rule == Self.ruleID }
            ?? FindingReport(
                rule: Self.ruleID, title: "Screen no longer recorded", severity: .warning, wcag: [],
                message: "no longer recorded",
                element: ElementReport(id: nil, label: report.screen, type: nil, path: report.screen, line: 0),
                before: nil, after: nil, alsoTriggered: [],
                fingerprint: ReportBuilder.fingerprint(path: report.path, rule: Self.ruleID, element: ElementReport(id: nil, label: nil, type: nil, path: report.screen, line: 0)),
                acceptance: nil, introducedBy: nil, reader: report.reader)
        self.init(path: report.path, movedTo: report.movedTo, screen: report.screen, finding: finding)
    }

    /// Splits a comparison's reports into the screens that changed and the screens no longer
    /// recorded, each in the order given.
    public static func partition(_ reports: [ScreenReport]) -> (changed: [ScreenReport], lost: [CoverageLoss]) {
        var changed: [ScreenReport] = []
        var lost: [CoverageLoss] = []
        for report in reports {
            if let loss = CoverageLoss(report) { lost.append(loss) } else { changed.append(report) }
        }
        return (changed, lost)
    }

    /// The loss as a report of a removed screen whose one finding is `finding`, for what works
    /// on screens' findings (bisect's filters).
    public var asScreen: ScreenReport {
        ScreenReport(
            path: path, status: .removed, screen: screen,
            regressions: finding.acceptance == nil ? [finding] : [], accepted: finding.acceptance == nil ? [] : [finding],
            reader: finding.reader, movedTo: movedTo)
    }

    public var isAccepted: Bool { finding.acceptance != nil }

    /// `deleted`, or `moved to PATH, outside the snapshot roots`.
    public var how: String {
        movedTo.map { "moved to \($0), which the check does not read" } ?? "deleted"
    }

    /// What is no longer checked, without the rule's words: `its 9 focus stops are no longer
    /// checked: "Play, button", …`.
    public var detail: String {
        let prefix = "no longer recorded: "
        return finding.message.hasPrefix(prefix) ? String(finding.message.dropFirst(prefix.count)) : finding.message
    }
}

/// Losses as report lines: one per screen, or one per folder where `threshold` or more
/// screens of one folder are no longer recorded at once (a suite dropped, a folder moved),
/// so that a restructuring reads as a few lines, not hundreds. Accepted and unaccepted
/// losses are never in one line.
public struct CoverageGroup: Sendable, Equatable {
    /// The folder, with its trailing `/`, when the line stands for several screens (`""` for
    /// the repository's top); nil for one screen.
    public var folder: String?
    /// The losses of the line, in report order.
    public var losses: [CoverageLoss]

    /// A folder holding this many losses or more reads as one line.
    public static let folderThreshold = 3

    public static func grouped(_ losses: [CoverageLoss], threshold: Int = folderThreshold) -> [CoverageGroup] {
        var order: [String] = []
        var byFolder: [String: [CoverageLoss]] = [:]
        for loss in losses {
            let key = (loss.isAccepted ? "a" : "u") + "\u{1F}" + folder(of: loss.path)
            if byFolder[key] == nil { order.append(key) }
            byFolder[key, default: []].append(loss)
        }
        var groups: [CoverageGroup] = []
        for key in order {
            let members = byFolder[key] ?? []
            if members.count >= max(2, threshold) {
                groups.append(CoverageGroup(folder: folder(of: members[0].path), losses: members))
            } else {
                groups += members.map { CoverageGroup(folder: nil, losses: [$0]) }
            }
        }
        return groups
    }

    /// The folder of a path, with its trailing `/`; `""` at the top.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// Where the line points: the screen's snapshot, or the folder.
    public var path: String { folder.map { $0.isEmpty ? "." : $0 } ?? losses[0].path }

    public var severity: Severity { losses.map(\.finding.severity).max() ?? .warning }

    public var isAccepted: Bool { losses.allSatisfy(\.isAccepted) }

    /// The line's words, without its path: `its 9 focus stops are no longer checked: …` for
    /// one screen, `12 screens no longer recorded (deleted): Player, Settings, About and 9 more`
    /// for a folder.
    public var summary: String {
        guard folder != nil else { return losses[0].detail }
        let named = losses.prefix(Self.namedScreens).map(\.screen).joined(separator: ", ")
        let more = losses.count > Self.namedScreens ? " and \(losses.count - Self.namedScreens) more" : ""
        let hows = Set(losses.map { $0.movedTo == nil ? "deleted" : "moved out" })
        return "\(losses.count) screens no longer recorded (\(hows.sorted().joined(separator: " or "))): \(named)\(more)"
    }

    /// The most screens a folder's line names.
    static let namedScreens = 5

    /// The line as one sentence, for machine formats: `Player (snapshots/Player.axsnap.json,
    /// deleted) is no longer recorded: its 9 focus stops are no longer checked: …`, or
    /// `snapshots/legacy/: 12 screens no longer recorded (deleted): …`.
    public var sentence: String {
        guard folder == nil else { return "\(path): \(summary)" }
        let loss = losses[0]
        return "\(loss.screen) (\(loss.path), \(loss.how)) is no longer recorded: \(loss.detail)"
    }

    /// A fingerprint that stays with the line: the screen's finding's, or one made of the
    /// folder and its screens' paths.
    public var fingerprint: String {
        guard let folder else { return losses[0].finding.fingerprint }
        return ReportBuilder.fingerprint(
            path: folder, rule: CoverageLoss.ruleID,
            element: ElementReport(id: nil, label: nil, type: nil, path: losses.map(\.path).joined(separator: "\u{1E}"), line: 0))
    }
}
