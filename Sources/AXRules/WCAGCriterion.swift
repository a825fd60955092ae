/// A WCAG 2.2 success criterion that a rule maps to.
public struct WCAGCriterion: Sendable, Hashable {
    public enum Level: String, Sendable {
        case a = "A", aa = "AA", aaa = "AAA"
    }

    /// The number, e.g. `4.1.2`.
    public let number: String
    public let title: String
    public let level: Level
    /// The W3C "Understanding" page.
    public let understandingURL: String

    init(_ number: String, _ title: String, _ level: Level, _ slug: String) {
        self.number = number
        self.title = title
        self.level = level
        understandingURL = "https://www.w3.org/WAI/WCAG22/Understanding/\(slug).html"
    }

    public static let nonTextContent = WCAGCriterion("1.1.1", "Non-text Content", .a, "non-text-content")
    public static let infoAndRelationships = WCAGCriterion("1.3.1", "Info and Relationships", .a, "info-and-relationships")
    public static let meaningfulSequence = WCAGCriterion("1.3.2", "Meaningful Sequence", .a, "meaningful-sequence")
    public static let keyboard = WCAGCriterion("2.1.1", "Keyboard", .a, "keyboard")
    public static let bypassBlocks = WCAGCriterion("2.4.1", "Bypass Blocks", .a, "bypass-blocks")
    public static let focusOrder = WCAGCriterion("2.4.3", "Focus Order", .a, "focus-order")
    public static let linkPurpose = WCAGCriterion("2.4.4", "Link Purpose (In Context)", .a, "link-purpose-in-context")
    public static let headingsAndLabels = WCAGCriterion("2.4.6", "Headings and Labels", .aa, "headings-and-labels")
    public static let labelInName = WCAGCriterion("2.5.3", "Label in Name", .a, "label-in-name")
    public static let draggingMovements = WCAGCriterion("2.5.7", "Dragging Movements", .aa, "dragging-movements")
    public static let targetSizeMinimum = WCAGCriterion("2.5.8", "Target Size (Minimum)", .aa, "target-size-minimum")
    public static let errorIdentification = WCAGCriterion("3.3.1", "Error Identification", .a, "error-identification")
    public static let labelsOrInstructions = WCAGCriterion("3.3.2", "Labels or Instructions", .a, "labels-or-instructions")
    public static let nameRoleValue = WCAGCriterion("4.1.2", "Name, Role, Value", .a, "name-role-value")
    public static let statusMessages = WCAGCriterion("4.1.3", "Status Messages", .aa, "status-messages")

    /// Every criterion axdiff's rules use.
    public static let all: [WCAGCriterion] = [
        nonTextContent, infoAndRelationships, meaningfulSequence, keyboard, bypassBlocks, focusOrder, linkPurpose,
        headingsAndLabels, labelInName, draggingMovements, targetSizeMinimum,
        errorIdentification, labelsOrInstructions, nameRoleValue, statusMessages,
    ]
}
