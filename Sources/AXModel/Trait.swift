/// One accessibility trait name from the axsnap vocabulary, or an unknown name kept as it is.
///
/// The known traits are listed in vocabulary order (roles, then states, then properties); that
/// order is the canonical order of a `traits` array. Unknown names are never dropped.
public enum Trait: Hashable, Sendable, Comparable, CustomStringConvertible {
    // Roles.
    case button, link, header, searchField, image, keyboardKey, staticText
    case adjustable, tabBar, toggle, textEntry
    // States.
    case selected, notEnabled
    // Properties.
    case playsSound, summaryElement, updatesFrequently, startsMediaSession
    case allowsDirectInteraction, causesPageTurn, supportsZoom
    // Web states (ARIA): a disclosure open or closed, a field that must be filled or was refused.
    case expanded, collapsed, required, invalid
    // iOS traits UIKit sets with private bits of `accessibilityTraits` (docs/format.md, "Traits"):
    // a tab bar's button, a navigation bar's back button, a multi-line text view, a secure
    // text field, a text field being edited.
    case tabBarItem, backButton, textArea, secureTextField, isEditing
    /// A name outside the vocabulary, kept verbatim.
    case unknown(String)

    /// What part of the vocabulary a trait belongs to.
    public enum Kind: String, Sendable {
        case role, state, property, unknown
    }

    /// The known traits in vocabulary (canonical) order.
    public static let vocabulary: [Trait] = [
        .button, .link, .header, .searchField, .image, .keyboardKey, .staticText,
        .adjustable, .tabBar, .toggle, .textEntry,
        .selected, .notEnabled,
        .playsSound, .summaryElement, .updatesFrequently, .startsMediaSession,
        .allowsDirectInteraction, .causesPageTurn, .supportsZoom,
        .expanded, .collapsed, .required, .invalid,
        .tabBarItem, .backButton, .textArea, .secureTextField, .isEditing,
    ]

    /// The role traits of the vocabulary.
    public static let roles: [Trait] = Array(vocabulary[0..<11])

    /// Creates the trait for a name; names outside the vocabulary become `.unknown`.
    public init(name: String) {
        var bytes = name
        if let index = bytes.withUTF8(Trait.vocabularyIndex(named:)) {
            self = Trait.vocabulary[index]
        } else {
            self = .unknown(name)
        }
    }

    /// The index in `vocabulary` of the trait whose name is `bytes`, or nil for a name outside
    /// it; compares bytes, so a name read from a file needs no `String` to be recognised. Only
    /// names of the same length are compared (one or two candidates, not twenty).
    static func vocabularyIndex(named bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let start = bytes.baseAddress else { return nil }
        let table = nameTable
        for index in 0..<table.count where table.lengths[index] == bytes.count {
            if ByteScan.equal(table.starts[index], start, count: bytes.count) { return index }
        }
        return nil
    }

    /// The names' UTF-8 bytes, in blocks made once and never freed. Read through plain
    /// pointers, they cost no reference counting: the arrays of arrays they replace were
    /// retained on every lookup, and the two cores that read a snapshot's halves contended for
    /// those counts (a twentieth of a large diff's time).
    struct NameTable: @unchecked Sendable {
        let count: Int
        let lengths: UnsafeMutablePointer<Int>
        let starts: UnsafeMutablePointer<UnsafePointer<UInt8>>
    }

    static let nameTable: NameTable = {
        let lengths = UnsafeMutablePointer<Int>.allocate(capacity: names.count)
        let starts = UnsafeMutablePointer<UnsafePointer<UInt8>>.allocate(capacity: names.count)
        for (index, name) in names.enumerated() {
            let utf8 = Array(name.utf8)
            let copy = UnsafeMutablePointer<UInt8>.allocate(capacity: max(utf8.count, 1))
            copy.initialize(from: utf8, count: utf8.count)
            lengths[index] = utf8.count
            starts[index] = UnsafePointer(copy)
        }
        return NameTable(count: names.count, lengths: lengths, starts: starts)
    }()

    /// The name as written in a snapshot.
    public var name: String {
        if case .unknown(let name) = self { return name }
        return Trait.names[vocabularyIndex ?? 0]
    }

    public var description: String { name }

    /// True for the name the iOS capture gives a bit of `accessibilityTraits` that no one has
    /// named (`bit40`): never spoken, and kept only so that nothing is dropped.
    public var isUnnamedBit: Bool {
        guard case .unknown(let name) = self else { return false }
        let utf8 = name.utf8
        guard utf8.count > 3, utf8.count <= 5, name.hasPrefix("bit") else { return false }
        return utf8.dropFirst(3).allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Role, state, property or unknown.
    public var kind: Kind {
        guard let index = vocabularyIndex else { return .unknown }
        switch self {
        case .tabBarItem, .backButton: return .role
        case .textArea, .secureTextField: return .property
        default: break
        }
        if index < 11 { return .role }
        if index < 13 || index >= 20 { return .state }
        return .property
    }

    /// Position in `vocabulary`, or nil for an unknown name.
    @inlinable
    public var vocabularyIndex: Int? {
        switch self {
        case .button: 0
        case .link: 1
        case .header: 2
        case .searchField: 3
        case .image: 4
        case .keyboardKey: 5
        case .staticText: 6
        case .adjustable: 7
        case .tabBar: 8
        case .toggle: 9
        case .textEntry: 10
        case .selected: 11
        case .notEnabled: 12
        case .playsSound: 13
        case .summaryElement: 14
        case .updatesFrequently: 15
        case .startsMediaSession: 16
        case .allowsDirectInteraction: 17
        case .causesPageTurn: 18
        case .supportsZoom: 19
        case .expanded: 20
        case .collapsed: 21
        case .required: 22
        case .invalid: 23
        case .tabBarItem: 24
        case .backButton: 25
        case .textArea: 26
        case .secureTextField: 27
        case .isEditing: 28
        case .unknown: nil
        }
    }

    /// Canonical order: vocabulary order, then unknown names by their UTF-8 bytes.
    public static func < (lhs: Trait, rhs: Trait) -> Bool {
        switch (lhs.vocabularyIndex, rhs.vocabularyIndex) {
        case let (l?, r?): return l < r
        case (.some, nil): return true
        case (nil, .some): return false
        case (nil, nil): return Array(lhs.name.utf8).lexicographicallyPrecedes(rhs.name.utf8)
        }
    }

    static let names: [String] = [
        "button", "link", "header", "searchField", "image", "keyboardKey", "staticText",
        "adjustable", "tabBar", "toggle", "textEntry",
        "selected", "notEnabled",
        "playsSound", "summaryElement", "updatesFrequently", "startsMediaSession",
        "allowsDirectInteraction", "causesPageTurn", "supportsZoom",
        "expanded", "collapsed", "required", "invalid",
        "tabBarItem", "backButton", "textArea", "secureTextField", "isEditing",
    ]
}
