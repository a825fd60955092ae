import AXModel

/// A rule's verdict on one element of one screen, after configuration and de-duplication.
public struct Finding: Sendable, Equatable {
    public var ruleID: String
    public var severity: Severity
    public var message: String
    /// The element in the old tree, when it exists there.
    public var old: Int?
    /// The element in the new tree, when it exists there.
    public var new: Int?
    /// Other rules that described the same cause on this element, reported here instead.
    public var alsoTriggered: [String]
    /// The success criteria this finding fails, when not all of its rule's do (nil: the rule's):
    /// a 30-point iOS target misses Apple's 44 points, not WCAG 2.5.8's 24.
    public var wcag: [WCAGCriterion]?

    public init(ruleID: String, severity: Severity, message: String, old: Int?, new: Int?, alsoTriggered: [String] = [], wcag: [WCAGCriterion]? = nil) {
        self.ruleID = ruleID
        self.severity = severity
        self.message = message
        self.old = old
        self.new = new
        self.alsoTriggered = alsoTriggered
        self.wcag = wcag
    }
}

/// The rules' verdict on a screen diff.
public struct Evaluation: Sendable, Equatable {
    /// Findings the change introduced.
    public var regressions: [Finding]
    /// State findings the old snapshot had and the new one no longer has.
    public var improvements: [Finding]

    public init(regressions: [Finding] = [], improvements: [Finding] = []) {
        self.regressions = regressions
        self.improvements = improvements
    }
}
