import AXModel
import AXRules

/// The release audit (`axdiff audit FROM TO`): everything that changed between two releases
/// for a VoiceOver user, with the commit that introduced each regression and wireframes of
/// each changed screen before and after.
public struct AuditReport: Sendable, Equatable {
    public var toolVersion: String
    public var from: Report.Revision
    public var to: Report.Revision
    /// Changed screens, in path order (not those no longer recorded).
    public var screens: [AuditScreen]
    /// Screens no longer recorded at the newer revision (lost coverage), each with the commit
    /// that lost it when known (`finding.introducedBy`).
    public var coverage: [CoverageLoss]
    /// The first-parent commits between the releases that changed snapshots, oldest first.
    public var commits: [CommitReference]
    /// The other first-parent commits in the range, which changed no snapshot: counted, not
    /// listed.
    public var otherCommits: Int
    public var errors: [String]

    public init(
        toolVersion: String, from: Report.Revision, to: Report.Revision, screens: [AuditScreen], coverage: [CoverageLoss] = [],
        commits: [CommitReference], otherCommits: Int = 0, errors: [String] = []
    ) {
        self.toolVersion = toolVersion
        self.from = from
        self.to = to
        self.screens = screens
        self.coverage = coverage
        self.commits = commits
        self.otherCommits = otherCommits
        self.errors = errors
    }

    /// Counts for the summary.
    public struct Summary: Sendable, Equatable {
        public var added: Int
        /// Screens no longer recorded (`coverage`).
        public var removed: Int
        public var changed: Int
        public var regressionsBySeverity: [Severity: Int]
        public var improvementsBySeverity: [Severity: Int]
        /// Regressions per WCAG criterion number, with the criterion's title and level.
        public var regressionsByCriterion: [(criterion: FindingReport.Criterion, count: Int)]
        public var improvements: Int
        public var regressions: Int

        public static func == (lhs: Summary, rhs: Summary) -> Bool {
            lhs.added == rhs.added && lhs.removed == rhs.removed && lhs.changed == rhs.changed
                && lhs.regressionsBySeverity == rhs.regressionsBySeverity
                && lhs.improvementsBySeverity == rhs.improvementsBySeverity
                && lhs.regressionsByCriterion.map(\.criterion) == rhs.regressionsByCriterion.map(\.criterion)
                && lhs.regressionsByCriterion.map(\.count) == rhs.regressionsByCriterion.map(\.count)
        }
    }

    public var summary: Summary {
        let reports = screens.map(\.report)
        var bySeverity: [Severity: Int] = [.error: 0, .warning: 0, .notice: 0]
        var improvementsBySeverity: [Severity: Int] = [.error: 0, .warning: 0, .notice: 0]
        var byCriterion: [String: (FindingReport.Criterion, Int)] = [:]
        for report in reports {
            for finding in report.regressions {
                bySeverity[finding.severity, default: 0] += 1
                for criterion in finding.wcag {
                    byCriterion[criterion.number] = (criterion, (byCriterion[criterion.number]?.1 ?? 0) + 1)
                }
            }
            for finding in report.improvements { improvementsBySeverity[finding.severity, default: 0] += 1 }
        }
        let criteria = byCriterion.values.sorted { lhs, rhs in
            lhs.0.number.split(separator: ".").compactMap { Int($0) }.lexicographicallyPrecedes(rhs.0.number.split(separator: ".").compactMap { Int($0) })
        }
        return Summary(
            added: reports.filter { $0.status == .added }.count,
            removed: coverage.count,
            changed: reports.filter { $0.status == .modified || $0.status == .renamed || $0.status == .split }.count,
            regressionsBySeverity: bySeverity, improvementsBySeverity: improvementsBySeverity,
            regressionsByCriterion: criteria.map { ($0.0, $0.1) },
            improvements: reports.reduce(0) { $0 + $1.improvements.count },
            regressions: reports.reduce(0) { $0 + $1.regressions.count })
    }
}

/// One changed screen of an audit.
public struct AuditScreen: Sendable, Equatable {
    /// Regressions (with `introducedBy`), improvements and changes.
    public var report: ScreenReport
    /// The screen at the older release; nil when it was added.
    public var before: Wireframe?
    /// The screen at the newer release; nil when it was removed.
    public var after: Wireframe?

    public init(report: ScreenReport, before: Wireframe?, after: Wireframe?) {
        self.report = report
        self.before = before
        self.after = after
    }
}

/// What a screen looks like to VoiceOver, to draw: the elements a user meets or misses, where
/// they are, their place in the reading order, and what the audit found on them.
public struct Wireframe: Sendable, Equatable {
    public struct Item: Sendable, Equatable {
        /// Label, else `#id`, else type.
        public var name: String
        public var frame: Frame?
        /// 1-based focus-order position when it is a focus stop.
        public var focusPosition: Int?
        /// Why VoiceOver cannot reach it: `hidden`, `nested inside "Row"`, `behind modal "Alert"`.
        public var unreachable: String?
        /// Rule ids of the regressions on this element (on this side).
        public var regressions: [String]
        /// Rule ids of the improvements on this element.
        public var improvements: [String]
        public var interactive: Bool
        /// 1-based line in its snapshot.
        public var line: Int
    }

    public var screen: String
    /// True when any element has a frame: there is something to draw (ARIA snapshots and
    /// most web captures record none).
    public var hasFrames: Bool { items.contains { $0.frame != nil } }
    /// The area to draw: the root's frame, else the union of the frames.
    public var bounds: Frame
    /// Focus stops and unreachable elements a user would miss, in preorder.
    public var items: [Item]
    /// The announcements in reading order.
    public var focusOrder: [String]

    public init(screen: String, bounds: Frame, items: [Item], focusOrder: [String]) {
        self.screen = screen
        self.bounds = bounds
        self.items = items
        self.focusOrder = focusOrder
    }

    /// The rule ids of the findings on each element of one side: (regressions, improvements)
    /// by element index in that side's tree.
    public typealias Flags = [Int: (regressions: [String], improvements: [String])]

    /// The flags of one side of a screen's report. A regression is drawn on the side its
    /// element was reported from (the new snapshot when the element exists there, else the
    /// old); improvements on the new side. Elements are matched by index, never by line, so a
    /// minified snapshot (one line) draws each finding on its own element.
    public static func flags(_ report: ScreenReport, after: Bool) -> Flags {
        var flags: Flags = [:]
        for finding in report.regressions where (finding.after != nil) == after {
            guard let index = finding.element.index else { continue }
            flags[index, default: ([], [])].regressions.append(finding.rule)
        }
        if after {
            for finding in report.improvements {
                guard let index = finding.element.index else { continue }
                flags[index, default: ([], [])].improvements.append(finding.rule)
            }
        }
        return flags
    }

    /// The wireframe of a screen; `flags` (see `flags(_:after:)`) maps element indices to the
    /// (regression rule ids, improvement rule ids) found on this side.
    public init(screen: String, model: VoiceOverModel, flags: Flags) {
        let tree = model.tree
        var items: [Item] = []
        var union: Frame?
        for index in 0..<tree.count {
            let element = tree.elements[index]
            let stop = model.isFocusStop(index)
            let blocked = model.blocked[index]
            let missed = blocked != nil && (element.accessible || element.label != nil || element.isInteractive)
            let flagged = flags[index]
            guard stop || missed || flagged != nil else { continue }
            if let frame = element.frame {
                union = union.map { current in
                    let minX = min(current.minX, frame.minX), minY = min(current.minY, frame.minY)
                    return Frame(minX, minY, max(current.maxX, frame.maxX) - minX, max(current.maxY, frame.maxY) - minY)
                } ?? frame
            }
            var reason: String?
            if let blocked {
                let by = tree.elements[blocked.by]
                switch blocked.reason {
                case .hidden: reason = blocked.by == index ? "hidden" : "hidden inside \"\(by.displayName)\""
                case .nested: reason = "nested inside \"\(by.displayName)\""
                case .modal: reason = "behind modal \"\(by.displayName)\""
                }
            }
            items.append(Item(
                name: element.label ?? element.id.map { "#" + $0 } ?? element.type.map(Element.shortName(of:)) ?? "element",
                frame: element.frame, focusPosition: stop ? model.stopPosition[index] + 1 : nil, unreachable: reason,
                regressions: flagged?.regressions ?? [], improvements: flagged?.improvements ?? [],
                interactive: element.isInteractive, line: element.line))
        }
        self.screen = screen
        bounds = tree.elements.first?.frame ?? union ?? Frame(0, 0, 390, 844)
        self.items = items
        focusOrder = model.announcements
    }
}
