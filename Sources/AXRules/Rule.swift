import AXDiff
import AXModel

/// A regression rule that describes itself: id, title, description, WCAG criteria, default
/// severity, and examples that must and must not trigger it. `axdiff rules`, docs/rules.md,
/// SARIF's rule list and the default configuration are all generated from these values.
public struct Rule: Sendable {
    /// Transition rules judge a change between two snapshots; state rules judge one snapshot
    /// (a finding the new snapshot has and the old lacks is a regression; the reverse is an
    /// improvement). A coverage rule is no regression rule: it says what the gate no longer
    /// checks when a screen's snapshot is gone (`screen-removed`), reported in a section of its
    /// own and failing `check` only with `coverage: fail` in `.axdiff.yml`.
    public enum Kind: String, Sendable {
        case transition, state, coverage
    }

    /// Stable kebab-case id; never renamed (old ids stay as `aliases`).
    public let id: String
    public let aliases: [String]
    public let title: String
    /// One sentence, with the reader's words as placeholders (`{reader}`, `{Reader}`,
    /// `{says}`, `{users}`, `{unit}`; see `ScreenReader.words(_:)`).
    public let descriptionTemplate: String
    /// How to fix what the rule reports, in a sentence or two.
    public let fix: String
    public let wcag: [WCAGCriterion]
    public let defaultSeverity: Severity
    public let kind: Kind
    /// Rules describing the same cause less specifically: on the same element, their
    /// findings are dropped in favour of this rule's and named in its message.
    public let supersedes: [String]
    /// Screen-level rules this rule's findings make redundant on the same screen.
    public let supersedesOnScreen: [String]
    /// The examples, made when asked for (`axdiff rules`, docs, tests): a command that only
    /// judges never builds them, and no example tree lives in a global for the process's life.
    public var examples: [RuleExample] { makeExamples() }
    private let makeExamples: @Sendable () -> [RuleExample]
    /// True for rules that judge sizes from frames: between captures of different sizes
    /// (`ScreenDiff.captureGeometryChanged`) their findings are neither regressions nor
    /// improvements.
    public let judgesSizes: Bool
    /// What the rule says when the change is read backwards (a fix is a loss read backwards).
    public let reverse: Reverse
    /// The platforms whose snapshots the rule judges: all of them, or the web alone for a rule
    /// about ARIA roles (`type` names a role only on the web; an iOS or Android `type` is a
    /// class). On another platform's snapshots the rule finds nothing, without reading them.
    public let platforms: Set<Snapshot.Platform>
    /// The rule's own keys in `.axdiff.yml` (`rules.<id>.<key>`, beside `severity`), each the
    /// name of the shared option it sets (`options.<name>`), read as that option is.
    public let settings: [String: String]
    let check: Check

    /// What a rule's verdict means for the change read backwards, from the new tree to the old.
    public enum Reverse: Sendable, Equatable {
        /// A transition rule that fires on the change read backwards has found a loss undone:
        /// an improvement credited to the rule (a landmark added, a role restored). A state
        /// rule's finding that the new tree no longer has, on an element still there, is a fix;
        /// `elementRemoved` says whether one whose element is gone is a fix too (an unnamed
        /// decorative image hidden from screen readers leaves an ARIA snapshot).
        case creditsFix(elementRemoved: Bool)
        /// Read backwards, the rule's findings are no fix; the reason, for docs and tests.
        case none(String)

        /// Credits fixes on elements still there, not when the element is gone.
        public static let creditsFix = Reverse.creditsFix(elementRemoved: false)

        /// Whether the rule credits fixes at all.
        public var credits: Bool {
            if case .creditsFix = self { return true }
            return false
        }
    }

    enum Check: Sendable {
        case transition(@Sendable (ScreenDiff, RuleOptions) -> [RuleHit])
        case state(@Sendable (VoiceOverModel, RuleOptions) -> [RuleHit])
        /// Given the last snapshot of a screen no longer recorded; hits are on the old side.
        case coverage(@Sendable (VoiceOverModel, RuleOptions) -> [RuleHit])
    }

    init(
        id: String, aliases: [String] = [], title: String, description: String, wcag: [WCAGCriterion],
        severity: Severity, supersedes: [String] = [], supersedesOnScreen: [String] = [], fix: String,
        platforms: Set<Snapshot.Platform> = Set(Snapshot.Platform.allCases),
        reverse: Reverse = .creditsFix, examples: @autoclosure @escaping @Sendable () -> [RuleExample], transition: @escaping @Sendable (ScreenDiff, RuleOptions) -> [RuleHit]
    ) {
        judgesSizes = false
        settings = [:]
        self.platforms = platforms
        self.reverse = reverse
        self.id = id
        self.aliases = aliases
        self.title = title
        descriptionTemplate = description
        self.fix = fix
        self.wcag = wcag
        defaultSeverity = severity
        kind = .transition
        self.supersedes = supersedes
        self.supersedesOnScreen = supersedesOnScreen
        makeExamples = examples
        if platforms.count == Snapshot.Platform.allCases.count {
            check = .transition(transition)
        } else {
            let judged: @Sendable (ScreenDiff, RuleOptions) -> [RuleHit] = { diff, options in
                guard platforms.contains(diff.new.platform) || platforms.contains(diff.old.platform) else { return [] }
                return transition(diff, options)
            }
            check = .transition(judged)
        }
    }

    init(
        id: String, aliases: [String] = [], title: String, description: String, wcag: [WCAGCriterion],
        severity: Severity, supersedes: [String] = [], fix: String, judgesSizes: Bool = false, settings: [String: String] = [:],
        platforms: Set<Snapshot.Platform> = Set(Snapshot.Platform.allCases),
        reverse: Reverse = .creditsFix, examples: @autoclosure @escaping @Sendable () -> [RuleExample],
        state: @escaping @Sendable (VoiceOverModel, RuleOptions) -> [RuleHit]
    ) {
        self.judgesSizes = judgesSizes
        self.settings = settings
        self.platforms = platforms
        self.reverse = reverse
        self.id = id
        self.aliases = aliases
        self.title = title
        descriptionTemplate = description
        self.fix = fix
        self.wcag = wcag
        defaultSeverity = severity
        kind = .state
        self.supersedes = supersedes
        supersedesOnScreen = []
        makeExamples = examples
        if platforms.count == Snapshot.Platform.allCases.count {
            check = .state(state)
        } else {
            let judged: @Sendable (VoiceOverModel, RuleOptions) -> [RuleHit] = { model, options in
                guard platforms.contains(model.platform) else { return [] }
                return state(model, options)
            }
            check = .state(judged)
        }
    }

    /// The description in the words of `reader`'s platform: "VoiceOver" on iOS, "TalkBack" on
    /// Android, "screen readers" on the web.
    public func description(for reader: ScreenReader) -> String {
        reader.words(descriptionTemplate)
    }

    /// The description for every platform at once, as docs and rule lists show it: the
    /// reader is "screen readers" (VoiceOver, TalkBack and the web's alike).
    public var description: String {
        description(for: .webScreenReaders)
    }

    private init(
        id: String, title: String, description: String, wcag: [WCAGCriterion], severity: Severity, fix: String,
        examples: @autoclosure @escaping @Sendable () -> [RuleExample], coverage: Check, reverse: Reverse
    ) {
        judgesSizes = false
        settings = [:]
        platforms = Set(Snapshot.Platform.allCases)
        self.reverse = reverse
        self.id = id
        aliases = []
        self.title = title
        descriptionTemplate = description
        self.fix = fix
        self.wcag = wcag
        defaultSeverity = severity
        kind = .coverage
        supersedes = []
        supersedesOnScreen = []
        makeExamples = examples
        check = coverage
    }

    /// A coverage rule (a factory, so a state rule's trailing closure never picks it).
    static func coverage(
        id: String, title: String, description: String, wcag: [WCAGCriterion], severity: Severity, fix: String,
        reverse: Reverse, examples: @autoclosure @escaping @Sendable () -> [RuleExample], check: @escaping @Sendable (VoiceOverModel, RuleOptions) -> [RuleHit]
    ) -> Rule {
        Rule(id: id, title: title, description: description, wcag: wcag, severity: severity, fix: fix, examples: examples(), coverage: .coverage(check), reverse: reverse)
    }

    /// Where axdiff's documentation (the `docs/` folder) is published; reports link each rule
    /// to its anchor in `rules.md` there. A run can be given another (`AXDIFF_DOCS_URL`).
    public static let defaultDocumentationBase = "https://github.com/axdiff/axdiff/blob/main/docs"
}

/// What a rule's check found: an element on one side and a message for people.
///
/// The message is worded only when it is read: a state rule's hits on both sides of an
/// unchanged element cancel out, and most of them are never reported.
public struct RuleHit: Sendable, Equatable {
    public enum Side: Sendable, Equatable {
        case old, new
    }

    public var side: Side
    /// Element index in that side's tree.
    public var element: Int
    public var message: String {
        get { wording() }
        set { wording = { newValue } }
    }

    /// The success criteria this hit fails, when not all of its rule's do (nil: the rule's).
    public var wcag: [WCAGCriterion]?

    private var wording: @Sendable () -> String

    init(_ side: Side, _ element: Int, _ message: @autoclosure @escaping @Sendable () -> String, wcag: [WCAGCriterion]? = nil) {
        self.side = side
        self.element = element
        self.wcag = wcag
        wording = message
    }

    public static func == (lhs: RuleHit, rhs: RuleHit) -> Bool {
        lhs.side == rhs.side && lhs.element == rhs.element && lhs.message == rhs.message
    }
}

/// A before/after pair that must, or must not, trigger a rule.
public struct RuleExample: Sendable {
    public let name: String
    public let before: Snapshot
    /// The screen after; nil when its snapshot was removed.
    public let after: Snapshot?
    /// The id of the element that must be flagged; nil when the rule must not trigger.
    public let flagged: String?

    /// The rule must report the element with id `flagged`.
    static func triggers(_ name: String, before: Snapshot, after: Snapshot, flagged: String) -> RuleExample {
        RuleExample(name: name, before: before, after: after, flagged: flagged)
    }

    /// When the screen's snapshot is removed, the rule must report the element with id
    /// `flagged`.
    static func triggers(_ name: String, removing before: Snapshot, flagged: String) -> RuleExample {
        RuleExample(name: name, before: before, after: nil, flagged: flagged)
    }

    /// The rule must report nothing.
    static func passes(_ name: String, before: Snapshot, after: Snapshot) -> RuleExample {
        RuleExample(name: name, before: before, after: after, flagged: nil)
    }
}
