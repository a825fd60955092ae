import AXModel

/// One typed change between two snapshots of a screen.
public struct Change: Sendable, Equatable {
    public enum Kind: String, Sendable, CaseIterable {
        case added, removed, moved
        case labelAdded, labelRemoved, labelChanged
        case valueAdded, valueRemoved, valueChanged
        case hintAdded, hintRemoved, hintChanged
        case textAdded, textRemoved, textChanged
        case typeAdded, typeRemoved, typeChanged
        case traitsAdded, traitsRemoved
        case accessibleChanged, hiddenChanged, modalChanged, groupedChanged
        case frameChanged
        /// A heading's level or a link's target appeared, went away or changed.
        case levelChanged, urlChanged
        /// A live region's politeness (`aria-live`, a live role) or whether an element takes
        /// keyboard focus changed (web snapshots).
        case liveChanged, focusableChanged
        case actionsAdded, actionsRemoved, rotorsAdded, rotorsRemoved
        case reachabilityChanged
        case focusOrderChanged
        case announcementChanged
        /// Notices: the capture changed, not the app.
        case generatorChanged, contextChanged

        /// True for changes of the capture rather than the app.
        public var isNotice: Bool { self == .generatorChanged || self == .contextChanged }
    }

    public var kind: Kind
    /// Element index in the old tree (nil for added elements and notices).
    public var old: Int?
    /// Element index in the new tree (nil for removed elements and notices).
    public var new: Int?
    /// The value before, in words (a label, a frame, a reachability, a generator).
    public var before: String?
    /// The value after.
    public var after: String?
    /// Names involved: traits, actions or rotors added or removed; the context key.
    public var items: [String]
    /// 1-based focus-order positions, for `focusOrderChanged`.
    public var oldPosition: Int?
    public var newPosition: Int?
    /// Elements in the added or removed subtree, including its root.
    public var count: Int?

    public init(
        _ kind: Kind, old: Int? = nil, new: Int? = nil, before: String? = nil, after: String? = nil,
        items: [String] = [], oldPosition: Int? = nil, newPosition: Int? = nil, count: Int? = nil
    ) {
        self.kind = kind
        self.old = old
        self.new = new
        self.before = before
        self.after = after
        self.items = items
        self.oldPosition = oldPosition
        self.newPosition = newPosition
        self.count = count
    }
}

/// Where an element stands for VoiceOver.
public enum Reachability: Sendable, Equatable, CustomStringConvertible {
    /// A focus stop.
    case focusStop
    /// Walked but not a stop (a container).
    case walked
    /// Unreachable, with the reason and the element responsible (an index in its own tree).
    case blocked(VoiceOverModel.Reason, by: Int)

    public init(_ model: VoiceOverModel, _ index: Int) {
        if let blocked = model.blocked[index] {
            self = .blocked(blocked.reason, by: blocked.by)
        } else if model.isFocusStop(index) {
            self = .focusStop
        } else {
            self = .walked
        }
    }

    public var description: String {
        switch self {
        case .focusStop: "focus stop"
        case .walked: "not a focus stop"
        case .blocked(let reason, _): reason.rawValue
        }
    }
}
