import AXModel
import AXRules

/// Everything one run of `axdiff diff` or `axdiff check` found: the value every renderer
/// (text, JSON, Markdown, SARIF, JUnit, GitHub annotations) draws from. Pure data.
public struct Report: Sendable, Equatable {
    /// A compared revision: what the user named and the commit it resolved to.
    public struct Revision: Sendable, Equatable {
        /// As given (`main`, `HEAD~2`), or a description (`working tree`, `index`, a file path).
        public var rev: String
        /// The full commit id, when the revision is a commit.
        public var commit: String?
        /// For a base compared through its merge base with the head (`check`, `A...B`): the
        /// full id of the merge base actually compared, when it is not `commit` itself.
        public var mergeBase: String?

        public init(rev: String, commit: String? = nil, mergeBase: String? = nil) {
            self.rev = rev
            self.commit = commit
            self.mergeBase = mergeBase
        }
    }

    public var toolVersion: String
    public var base: Revision?
    public var head: Revision?
    /// The screens that changed: added, modified, renamed or split (not those no longer
    /// recorded, which are `coverage`).
    public var screens: [ScreenReport]
    /// Screens no longer recorded (lost coverage, not regressions), in path order.
    public var coverage: [CoverageLoss]
    /// The threshold of `axdiff check` (regressions at or above it fail); nil for `diff`.
    public var failOn: Severity?
    /// `coverage: fail`: a screen no longer recorded, unless accepted, fails the check.
    public var failsOnLostCoverage: Bool
    /// Entries of `.axdiff-accept.yml` that matched nothing in this run.
    public var staleAcceptances: [StaleAcceptance]
    /// Files that could not be read, each with the file and line it is about when known; the
    /// other screens are still reported.
    public var readErrors: [ReadError]

    /// The read errors' lines (`PATH:LINE:COLUMN: error: MESSAGE`); setting them forgets
    /// their locations.
    public var errors: [String] {
        get { readErrors.map(\.message) }
        set { readErrors = newValue.map { ReadError(message: $0) } }
    }

    public init(
        toolVersion: String, base: Revision? = nil, head: Revision? = nil, screens: [ScreenReport] = [],
        coverage: [CoverageLoss] = [], failOn: Severity? = nil, failsOnLostCoverage: Bool = false,
        staleAcceptances: [StaleAcceptance] = [], errors: [String] = [], readErrors: [ReadError] = []
    ) {
        self.toolVersion = toolVersion
        self.base = base
        self.head = head
        self.screens = screens
        self.coverage = coverage
        self.failOn = failOn
        self.failsOnLostCoverage = failsOnLostCoverage
        self.staleAcceptances = staleAcceptances
        self.readErrors = errors.map { ReadError(message: $0) } + readErrors
    }

    public var summary: Summary { Summary(self) }

    /// Regressions at or above the threshold that are not accepted.
    public var failingRegressions: [(screen: ScreenReport, finding: FindingReport)] {
        guard let failOn else { return [] }
        return screens.flatMap { screen in
            screen.regressions.filter { $0.severity >= failOn }.map { (screen, $0) }
        }
    }

    /// Screens no longer recorded that fail the check (`coverage: fail`, not accepted).
    public var failingCoverage: [CoverageLoss] {
        guard failOn != nil, failsOnLostCoverage else { return [] }
        return coverage.filter { !$0.isAccepted }
    }

    /// The screen reader every screen of the report shares, whose words rule descriptions
    /// use; nil when the screens are of several platforms, or there are none.
    public var reader: ScreenReader? {
        let readers = Set(screens.map(\.reader) + coverage.map(\.finding.reader))
        return readers.count == 1 ? readers.first : nil
    }

    /// True when the check passes: every snapshot was read, nothing unaccepted is at or above
    /// the threshold, and, with `coverage: fail`, no screen is no longer recorded unless
    /// accepted. A run that could not read a snapshot does not pass.
    public var passes: Bool { errors.isEmpty && failingRegressions.isEmpty && failingCoverage.isEmpty }
}

/// A snapshot a run could not read, as reports list it: every format carries it, so that a
/// pipeline that drops the exit status (no `pipefail`) still sees it.
public struct ReadError: Sendable, Equatable {
    /// One line: `PATH:LINE:COLUMN: error: MESSAGE`.
    public var message: String
    /// The snapshot's path, when known, for the formats that place a diagnostic on a file.
    public var path: String?
    /// 1-based; 0 when unknown.
    public var line: Int

    public init(message: String, path: String? = nil, line: Int = 0) {
        self.message = message
        self.path = path
        self.line = line
    }

    /// The id machine formats give it where they want a rule (SARIF, rdjson, Code Quality).
    public static let ruleID = "snapshot-unreadable"
}

/// One changed screen.
public struct ScreenReport: Sendable, Equatable {
    /// `removed` is a screen no longer recorded, which reports list as lost coverage
    /// (`CoverageLoss`), never among the changed screens; `split` is a screen whose snapshot
    /// became several files in one change, compared with them together.
    public enum Status: String, Sendable {
        case added, removed, modified, renamed, split
    }

    /// The snapshot's path (the new path for renames, the first part's for a split).
    public var path: String
    public var oldPath: String?
    /// For a split screen, every file it became, in path order (`path` is the first).
    public var parts: [String]
    /// For a screen no longer recorded because its snapshot moved out of the snapshot roots
    /// (or to an ignored path): where it went.
    public var movedTo: String?
    /// Elements on both sides whose identity in fingerprints changed (a container relabelled
    /// renames its contents): how an audit follows a finding that stays from commit to
    /// commit although its element's names change. Worked out only for a run that follows
    /// renames (`ScreenCache.followsRenames`); empty otherwise. Not rendered.
    public var renamedElements = ElementRenames()
    public var status: Status
    /// The screen's name (`Settings`).
    public var screen: String
    /// The screen's name at the base, when it was another (the snapshot's screen renamed):
    /// an acceptance of the new name does not apply to it.
    public var oldScreen: String?
    public var changes: [ChangeReport]
    /// Regressions not accepted.
    public var regressions: [FindingReport]
    public var improvements: [FindingReport]
    /// Regressions listed in `.axdiff-accept.yml`.
    public var accepted: [FindingReport]
    /// The screen reader of the screen's platform, which reports name.
    public var reader: ScreenReader

    public init(
        path: String, oldPath: String? = nil, status: Status, screen: String, changes: [ChangeReport] = [],
        regressions: [FindingReport] = [], improvements: [FindingReport] = [], accepted: [FindingReport] = [],
        reader: ScreenReader = .voiceOver, parts: [String] = [], movedTo: String? = nil, oldScreen: String? = nil
    ) {
        self.reader = reader
        self.oldScreen = oldScreen
        self.path = path
        self.oldPath = oldPath
        self.parts = parts
        self.movedTo = movedTo
        self.status = status
        self.screen = screen
        self.changes = changes
        self.regressions = regressions
        self.improvements = improvements
        self.accepted = accepted
    }
}

/// Matched elements whose identity (`ReportBuilder.identity(of:)`: `#` and the id, else the
/// path of names) differs between the two sides of a comparison.
public struct ElementRenames: Sendable, Equatable {
    /// Old identity to new, for the old identities only one element had: a finding recorded
    /// under the old one is the new one's.
    public var forward: [String: String] = [:]
    /// New identity to old, for the new identities only one element has: what a finding
    /// reported on the new side (a fix credited to the element as it is now) was known as.
    public var backward: [String: String] = [:]
    /// The old identities in `backward` that several elements had (two unlabelled buttons side
    /// by side): a finding recorded under one may be about either element.
    public var sharedBefore: Set<String> = []

    public init(forward: [String: String] = [:], backward: [String: String] = [:], sharedBefore: Set<String> = []) {
        self.forward = forward
        self.backward = backward
        self.sharedBefore = sharedBefore
    }

    public var isEmpty: Bool { forward.isEmpty && backward.isEmpty }
}

/// Who an element is, for people and for tools.
public struct ElementReport: Sendable, Equatable {
    public var id: String?
    public var label: String?
    public var type: String?
    /// Names from the root: `Window > Player > Play`.
    public var path: String
    /// 1-based line in the snapshot file (the new file when the element exists there).
    public var line: Int
    /// The element's index in the tree of that same file, which tells elements apart where
    /// lines cannot (a minified snapshot is one line); nil when unknown.
    public var index: Int?
    /// The label in the old snapshot when it differs (a removed or changed label), so an
    /// acceptance written with the label a person saw still matches.
    public var previousLabel: String?

    public init(id: String?, label: String?, type: String?, path: String, line: Int, index: Int? = nil, previousLabel: String? = nil) {
        self.id = id
        self.label = label
        self.type = type
        self.path = path
        self.line = line
        self.index = index
        self.previousLabel = previousLabel
    }

    /// The label, else `#id`, else the type: how reports name the element.
    public var name: String {
        label ?? id.map { "#" + $0 } ?? type ?? "element"
    }
}

/// What VoiceOver makes of an element on one side of a change.
public struct SpokenState: Sendable, Equatable {
    /// The announcement when the element is a focus stop.
    public var announcement: String?
    /// 1-based focus-order position when it is a focus stop.
    public var position: Int?
    /// `focus stop`, `not a focus stop`, `hidden`, `nested` or `modal`.
    public var reachability: String

    public init(announcement: String?, position: Int?, reachability: String) {
        self.announcement = announcement
        self.position = position
        self.reachability = reachability
    }
}

/// A regression or improvement, ready to render.
public struct FindingReport: Sendable, Equatable {
    public struct Criterion: Sendable, Equatable {
        public var number: String
        public var title: String
        public var level: String
        public var url: String
    }

    /// Why a regression is accepted (`.axdiff-accept.yml`).
    public struct Acceptance: Sendable, Equatable {
        public var reason: String
        /// `YYYY-MM-DD`, when the acceptance expires.
        public var until: String?

        public init(reason: String, until: String?) {
            self.reason = reason
            self.until = until
        }
    }

    public var rule: String
    public var title: String
    public var severity: Severity
    public var wcag: [Criterion]
    public var message: String
    public var element: ElementReport
    public var before: SpokenState?
    public var after: SpokenState?
    public var alsoTriggered: [String]
    /// Stable across runs and line shifts: derived from the screen path, the rule and the
    /// element's identity (its id, else its path of names).
    public var fingerprint: String
    public var acceptance: Acceptance?
    /// The commit that introduced it, when known (history and audit).
    public var introducedBy: CommitReference?
    /// The screen reader of the screen's platform: who says `before` and `after`.
    public var reader: ScreenReader = .voiceOver

    /// Announcement before -> after, for tables: `"Close, button" -> "Button"`; nil when
    /// nothing a user hears changed.
    public var announcementChange: String? {
        let old = before?.announcement, new = after?.announcement
        if old == new { return nil }
        return "\(old.map { "\"\($0)\"" } ?? "(none)") -> \(new.map { "\"\($0)\"" } ?? "(none)")"
    }
}

/// A commit named in a report.
public struct CommitReference: Sendable, Equatable {
    public var id: String
    public var subject: String
    public var author: String
    /// ISO 8601 date.
    public var date: String

    public init(id: String, subject: String, author: String, date: String) {
        self.id = id
        self.subject = subject
        self.author = author
        self.date = date
    }
}

/// One typed change, ready to render.
public struct ChangeReport: Sendable, Equatable {
    /// The change kind's name (`labelChanged`, `traitsRemoved`, `focusOrderChanged`, ...).
    public var kind: String
    /// The element concerned; nil for notices about the capture.
    public var element: ElementReport?
    public var before: String?
    public var after: String?
    public var items: [String]
    public var oldPosition: Int?
    public var newPosition: Int?
    public var count: Int?
    /// True for changes of the capture (generator, context), not the app.
    public var isNotice: Bool
}

/// An acceptance entry that matched no regression: it can be removed.
public struct StaleAcceptance: Sendable, Equatable {
    public var screen: String
    public var rule: String
    public var element: String
    public var line: Int

    public init(screen: String, rule: String, element: String, line: Int) {
        self.screen = screen
        self.rule = rule
        self.element = element
        self.line = line
    }
}

/// Counts for the verdict line and JSON.
public struct Summary: Sendable, Equatable {
    public var screensChanged: Int
    public var screensAdded: Int
    /// Screens no longer recorded (lost coverage; not among `screensChanged`).
    public var screensRemoved: Int
    public var screensRenamed: Int
    public var screensSplit: Int
    public var changes: Int
    public var regressions: [Severity: Int]
    public var improvements: Int
    public var accepted: Int
    public var errors: Int

    init(_ report: Report) {
        screensChanged = report.screens.count
        screensAdded = report.screens.filter { $0.status == .added }.count
        screensRemoved = report.coverage.count
        screensRenamed = report.screens.filter { $0.status == .renamed }.count
        screensSplit = report.screens.filter { $0.status == .split }.count
        changes = report.screens.reduce(0) { $0 + $1.changes.count }
        var regressions: [Severity: Int] = [.error: 0, .warning: 0, .notice: 0]
        for screen in report.screens {
            for finding in screen.regressions { regressions[finding.severity, default: 0] += 1 }
        }
        self.regressions = regressions
        improvements = report.screens.reduce(0) { $0 + $1.improvements.count }
        accepted = report.screens.reduce(0) { $0 + $1.accepted.count }
        errors = report.errors.count
    }

    public var totalRegressions: Int { regressions.values.reduce(0, +) }
}
