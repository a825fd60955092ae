/// The storage of an element: its fields in one reference-counted box, shared by copies until
/// one of them is changed (copy on write). Copying an element, as every `ElementTree` and every
/// `tree.elements[i]` does, costs one retain instead of one per string and array.
///
/// The fields most elements leave empty (hint, text, language, URL, level, actions, rotors,
/// unknown keys, a geometric child order) live in a second box, made only for an element that
/// has one of them: the box of a typical element is 160 bytes instead of 256, which a snapshot
/// of 20,000 elements touches 2 MB less of.
///
/// Fields are mutated only through `makeUnique()`, on storage no other element shares, so the
/// dynamic exclusivity checks of class properties (a runtime call on every read) are off.
extension Element {
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var type: String?
        @exclusivity(unchecked) @usableFromInline var id: String?
        @exclusivity(unchecked) @usableFromInline var label: String?
        @exclusivity(unchecked) @usableFromInline var value: String?
        @exclusivity(unchecked) @usableFromInline var traits: TraitSet
        @exclusivity(unchecked) @usableFromInline var frame: Frame?
        @exclusivity(unchecked) @usableFromInline var accessible: Bool
        @exclusivity(unchecked) @usableFromInline var hidden: Bool
        @exclusivity(unchecked) @usableFromInline var modal: Bool
        @exclusivity(unchecked) @usableFromInline var grouped: Bool
        @exclusivity(unchecked) @usableFromInline var children: [Element]
        @exclusivity(unchecked) @usableFromInline var line: Int
        /// The rarely set fields; nil while all of them have their defaults.
        @exclusivity(unchecked) @usableFromInline var rare: Rare?

        @usableFromInline
        init(
            type: String?, id: String?, label: String?, value: String?, traits: TraitSet, frame: Frame?,
            accessible: Bool, hidden: Bool, modal: Bool, grouped: Bool, children: [Element], line: Int, rare: Rare?
        ) {
            self.type = type
            self.id = id
            self.label = label
            self.value = value
            self.traits = traits
            self.frame = frame
            self.accessible = accessible
            self.hidden = hidden
            self.modal = modal
            self.grouped = grouped
            self.children = children
            self.line = line
            self.rare = rare
        }

        @usableFromInline
        func copy() -> Storage {
            Storage(
                type: type, id: id, label: label, value: value, traits: traits, frame: frame,
                accessible: accessible, hidden: hidden, modal: modal, grouped: grouped,
                children: children, line: line, rare: rare)
        }

        /// The rare fields' box, made or copied so that this storage alone holds it.
        @inlinable
        func uniqueRare() -> Rare {
            if let existing = rare, isKnownUniquelyReferenced(&rare) { return existing }
            let made = rare?.copy() ?? Rare()
            rare = made
            return made
        }
    }

    /// The fields most elements leave at their defaults.
    @usableFromInline
    final class Rare: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var hint: String?
        @exclusivity(unchecked) @usableFromInline var text: String?
        @exclusivity(unchecked) @usableFromInline var language: String?
        @exclusivity(unchecked) @usableFromInline var url: String?
        @exclusivity(unchecked) @usableFromInline var level: Int?
        @exclusivity(unchecked) @usableFromInline var childOrder: ChildOrder = .given
        @exclusivity(unchecked) @usableFromInline var actions: [String] = []
        @exclusivity(unchecked) @usableFromInline var rotors: [String] = []
        @exclusivity(unchecked) @usableFromInline var extras: [ExtraKey] = []

        @usableFromInline
        init() {}

        @usableFromInline
        init(
            hint: String?, text: String?, language: String?, url: String?, level: Int?,
            childOrder: ChildOrder, actions: [String], rotors: [String], extras: [ExtraKey]
        ) {
            self.hint = hint
            self.text = text
            self.language = language
            self.url = url
            self.level = level
            self.childOrder = childOrder
            self.actions = actions
            self.rotors = rotors
            self.extras = extras
        }

        @usableFromInline
        func copy() -> Rare {
            Rare(
                hint: hint, text: text, language: language, url: url, level: level,
                childOrder: childOrder, actions: actions, rotors: rotors, extras: extras)
        }
    }

    /// Gives this element its own storage before a change (copy on write).
    @inlinable
    mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    @inlinable
    public var type: String? {
        get { storage.type }
        _modify {
            makeUnique()
            yield &storage.type
        }
    }

    @inlinable
    public var id: String? {
        get { storage.id }
        _modify {
            makeUnique()
            yield &storage.id
        }
    }

    @inlinable
    public var label: String? {
        get { storage.label }
        _modify {
            makeUnique()
            yield &storage.label
        }
    }

    @inlinable
    public var value: String? {
        get { storage.value }
        _modify {
            makeUnique()
            yield &storage.value
        }
    }

    @inlinable
    public var hint: String? {
        get { storage.rare?.hint ?? nil }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.hint
        }
    }

    /// The bits of the known traits (`traits.knownBits`), read in place: rules that run over
    /// every element ask this instead of copying the set (and retaining its unknown names).
    @inlinable
    public var knownTraitBits: UInt32 { storage.traits.knownBits }

    /// Whether the element has `trait`, read in place (see `knownTraitBits`).
    @inlinable
    public func hasTrait(_ trait: Trait) -> Bool { storage.traits.contains(trait) }

    @inlinable
    public var traits: TraitSet {
        get { storage.traits }
        _modify {
            makeUnique()
            yield &storage.traits
        }
    }

    @inlinable
    public var frame: Frame? {
        get { storage.frame }
        _modify {
            makeUnique()
            yield &storage.frame
        }
    }

    @inlinable
    public var accessible: Bool {
        get { storage.accessible }
        _modify {
            makeUnique()
            yield &storage.accessible
        }
    }

    @inlinable
    public var hidden: Bool {
        get { storage.hidden }
        _modify {
            makeUnique()
            yield &storage.hidden
        }
    }

    @inlinable
    public var modal: Bool {
        get { storage.modal }
        _modify {
            makeUnique()
            yield &storage.modal
        }
    }

    @inlinable
    public var grouped: Bool {
        get { storage.grouped }
        _modify {
            makeUnique()
            yield &storage.grouped
        }
    }

    @inlinable
    public var childOrder: ChildOrder {
        get { storage.rare?.childOrder ?? .given }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.childOrder
        }
    }

    @inlinable
    public var text: String? {
        get { storage.rare?.text ?? nil }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.text
        }
    }

    @inlinable
    public var actions: [String] {
        get { storage.rare?.actions ?? [] }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.actions
        }
    }

    @inlinable
    public var rotors: [String] {
        get { storage.rare?.rotors ?? [] }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.rotors
        }
    }

    @inlinable
    public var language: String? {
        get { storage.rare?.language ?? nil }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.language
        }
    }

    /// The heading level (1 for `h1`), or a tree item's nesting level; nil when none is exposed.
    @inlinable
    public var level: Int? {
        get { storage.rare?.level ?? nil }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.level
        }
    }

    /// A link's target (`href`, Playwright's `/url`); nil when none is exposed.
    @inlinable
    public var url: String? {
        get { storage.rare?.url ?? nil }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.url
        }
    }

    /// Keys axdiff does not know, kept so nothing is lost; written before `children`.
    @inlinable
    public var extras: [ExtraKey] {
        get { storage.rare?.extras ?? [] }
        _modify {
            makeUnique()
            let rare = storage.uniqueRare()
            yield &rare.extras
        }
    }

    @inlinable
    public var children: [Element] {
        get { storage.children }
        _modify {
            makeUnique()
            yield &storage.children
        }
    }

    /// 1-based line of the opening brace in the file it was read from; 0 when unknown.
    @inlinable
    public var line: Int {
        get { storage.line }
        _modify {
            makeUnique()
            yield &storage.line
        }
    }
}
