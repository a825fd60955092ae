/// One node of an accessibility tree, with exactly the fields of an axsnap element.
///
/// Absent and empty `label`, `value`, `hint` and `text` are the same: the parser stores both as
/// nil. `line` is where the element's opening brace was read (1-based; 0 when the element was
/// built in code); it is not part of equality, so a re-indented file equals the original.
public struct Element: Sendable, Equatable {
    public var type: String?
    public var id: String?
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: TraitSet
    public var frame: Frame?
    public var accessible: Bool
    public var hidden: Bool
    public var modal: Bool
    public var grouped: Bool
    public var childOrder: ChildOrder
    public var text: String?
    public var actions: [String]
    public var rotors: [String]
    public var language: String?
    /// Keys axdiff does not know, kept so nothing is lost; written before `children`.
    public var extras: [ExtraKey]
    public var children: [Element]
    /// 1-based line of the opening brace in the file it was read from; 0 when unknown.
    public var line: Int

    /// How the children of an element are ordered for reading.
    public enum ChildOrder: String, Sendable, CaseIterable {
        /// The array order is the reading order.
        case given
        /// Sort by frame: rows top to bottom, then leading to trailing.
        case geometric
    }

    public init(
        type: String? = nil, id: String? = nil, label: String? = nil, value: String? = nil,
        hint: String? = nil, traits: TraitSet = [], frame: Frame? = nil, accessible: Bool = false,
        hidden: Bool = false, modal: Bool = false, grouped: Bool = false,
        childOrder: ChildOrder = .given, text: String? = nil, actions: [String] = [],
        rotors: [String] = [], language: String? = nil, extras: [ExtraKey] = [],
        children: [Element] = [], line: Int = 0
    ) {
        self.type = type
        self.id = id
        self.label = label.nilIfEmpty
        self.value = value.nilIfEmpty
        self.hint = hint.nilIfEmpty
        self.traits = traits
        self.frame = frame
        self.accessible = accessible
        self.hidden = hidden
        self.modal = modal
        self.grouped = grouped
        self.childOrder = childOrder
        self.text = text.nilIfEmpty
        self.actions = actions
        self.rotors = rotors
        self.language = language
        self.extras = extras
        self.children = children
        self.line = line
    }

    /// True when the element has a role, state or custom action that makes it operable:
    /// `button`, `link`, `searchField`, `keyboardKey`, `adjustable`, `toggle`, `textEntry`,
    /// `allowsDirectInteraction`, or at least one custom action.
    public var isInteractive: Bool {
        traits.hasInteractiveTrait || !actions.isEmpty
    }

    /// Equality of everything a snapshot says; `line` is ignored.
    public static func == (lhs: Element, rhs: Element) -> Bool {
        lhs.hasSameAttributes(as: rhs) && lhs.children == rhs.children
    }

    /// Equality of the element's own fields, ignoring `children` and `line`.
    public func hasSameAttributes(as other: Element) -> Bool {
        type == other.type && id == other.id && label == other.label && value == other.value
            && hint == other.hint && traits == other.traits && frame == other.frame
            && accessible == other.accessible && hidden == other.hidden && modal == other.modal
            && grouped == other.grouped && childOrder == other.childOrder && text == other.text
            && actions == other.actions && rotors == other.rotors && language == other.language
            && extras == other.extras
    }
}

extension Optional where Wrapped == String {
    /// nil for nil and for the empty string.
    var nilIfEmpty: String? {
        switch self {
        case .some(let string) where !string.isEmpty: string
        default: nil
        }
    }
}
