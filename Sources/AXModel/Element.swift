/// One node of an accessibility tree, with exactly the fields of an axsnap element.
///
/// Absent and empty `label`, `value`, `hint` and `text` are the same: the parser stores both as
/// nil. `line` is where the element's opening brace was read (1-based; 0 when the element was
/// built in code); it is not part of equality, so a re-indented file equals the original.
public struct Element: Sendable, Equatable {
    /// Where the fields are: a box of the element's own, shared by copies until one of them
    /// changes, or a slot of the arena of a snapshot read from a file (see
    /// `Element+Storage.swift`).
    @usableFromInline
    var storage: Storage?
    /// The arena of an element read from a file, and its slot there.
    @usableFromInline
    var arena: ElementArena?
    @usableFromInline
    var index: Int

    /// The element in slot `index` of `arena`.
    @inlinable
    init(arena: ElementArena, index: Int) {
        storage = nil
        self.arena = arena
        self.index = index
    }

    /// How the children of an element are ordered for reading.
    public enum ChildOrder: String, Sendable, CaseIterable {
        /// The array order is the reading order.
        case given
        /// Sort by frame: rows top to bottom, then leading to trailing.
        case geometric
    }

    public init(
        type: String? = nil, id: String? = nil, label: String? = nil, value: String? = nil,
        hint: String? = nil, traits: TraitSet = TraitSet(), frame: Frame? = nil, accessible: Bool = false,
        hidden: Bool = false, modal: Bool = false, grouped: Bool = false,
        childOrder: ChildOrder = .given, text: String? = nil, actions: [String] = [],
        rotors: [String] = [], language: String? = nil, level: Int? = nil, url: String? = nil,
        extras: [ExtraKey] = [],
        children: [Element] = [], line: Int = 0
    ) {
        let (hint, text, url) = (hint.nilIfEmpty, text.nilIfEmpty, url.nilIfEmpty)
        var rare: Rare?
        if hint != nil || text != nil || language != nil || url != nil || level != nil
            || childOrder != .given || !actions.isEmpty || !rotors.isEmpty || !extras.isEmpty {
            rare = Rare(
                hint: hint, text: text, language: language, url: url, level: level,
                childOrder: childOrder, actions: actions, rotors: rotors, extras: extras)
        }
        // One record built in place: made field by field in a local, it was copied into the box
        // and the local destroyed (about a third of the initializer).
        storage = Storage(
            record: Record(
                type: type, id: id, label: label.nilIfEmpty, value: value.nilIfEmpty, traits: traits, frame: frame,
                accessible: accessible, hidden: hidden, modal: modal, grouped: grouped, line: line, rare: rare),
            children: children)
        arena = nil
        index = 0
    }

    /// True when the element has a role, state or custom action that makes it operable:
    /// `button`, `link`, `searchField`, `keyboardKey`, `adjustable`, `toggle`, `textEntry`,
    /// `allowsDirectInteraction`, or at least one custom action.
    @inlinable
    public var isInteractive: Bool {
        knownTraitBits & TraitSet.interactiveBits != 0 || !actions.isEmpty
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
            && level == other.level && url == other.url && extras == other.extras
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
