/// The storage of an element: its fields in one reference-counted box, shared by copies until
/// one of them is changed (copy on write). Copying an element, as every `ElementTree` and every
/// `tree.elements[i]` does, costs one retain instead of one per string and array.
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
        @exclusivity(unchecked) @usableFromInline var hint: String?
        @exclusivity(unchecked) @usableFromInline var traits: TraitSet
        @exclusivity(unchecked) @usableFromInline var frame: Frame?
        @exclusivity(unchecked) @usableFromInline var accessible: Bool
        @exclusivity(unchecked) @usableFromInline var hidden: Bool
        @exclusivity(unchecked) @usableFromInline var modal: Bool
        @exclusivity(unchecked) @usableFromInline var grouped: Bool
        @exclusivity(unchecked) @usableFromInline var childOrder: ChildOrder
        @exclusivity(unchecked) @usableFromInline var text: String?
        @exclusivity(unchecked) @usableFromInline var actions: [String]
        @exclusivity(unchecked) @usableFromInline var rotors: [String]
        @exclusivity(unchecked) @usableFromInline var language: String?
        @exclusivity(unchecked) @usableFromInline var level: Int?
        @exclusivity(unchecked) @usableFromInline var url: String?
        @exclusivity(unchecked) @usableFromInline var extras: [ExtraKey]
        @exclusivity(unchecked) @usableFromInline var children: [Element]
        @exclusivity(unchecked) @usableFromInline var line: Int

        @usableFromInline
        init(
            type: String?,
            id: String?,
            label: String?,
            value: String?,
            hint: String?,
            traits: TraitSet,
            frame: Frame?,
            accessible: Bool,
            hidden: Bool,
            modal: Bool,
            grouped: Bool,
            childOrder: ChildOrder,
            text: String?,
            actions: [String],
            rotors: [String],
            language: String?,
            level: Int?,
            url: String?,
            extras: [ExtraKey],
            children: [Element],
            line: Int
        ) {
            self.type = type
            self.id = id
            self.label = label
            self.value = value
            self.hint = hint
            self.traits = traits
            self.frame = frame
            self.accessible = accessible
            self.hidden = hidden
            self.modal = modal
            self.grouped = grouped
            self.childOrder = childOrder
            self.text = text
            self.actions = actions
            self.rotors = rotors
            self.language = language
            self.level = level
            self.url = url
            self.extras = extras
            self.children = children
            self.line = line
        }

        @usableFromInline
        func copy() -> Storage {
            Storage(
                type: type,
                id: id,
                label: label,
                value: value,
                hint: hint,
                traits: traits,
                frame: frame,
                accessible: accessible,
                hidden: hidden,
                modal: modal,
                grouped: grouped,
                childOrder: childOrder,
                text: text,
                actions: actions,
                rotors: rotors,
                language: language,
                level: level,
                url: url,
                extras: extras,
                children: children,
                line: line)
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
        get { storage.hint }
        _modify {
            makeUnique()
            yield &storage.hint
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
        get { storage.childOrder }
        _modify {
            makeUnique()
            yield &storage.childOrder
        }
    }

    @inlinable
    public var text: String? {
        get { storage.text }
        _modify {
            makeUnique()
            yield &storage.text
        }
    }

    @inlinable
    public var actions: [String] {
        get { storage.actions }
        _modify {
            makeUnique()
            yield &storage.actions
        }
    }

    @inlinable
    public var rotors: [String] {
        get { storage.rotors }
        _modify {
            makeUnique()
            yield &storage.rotors
        }
    }

    @inlinable
    public var language: String? {
        get { storage.language }
        _modify {
            makeUnique()
            yield &storage.language
        }
    }

    /// The heading level (1 for `h1`), or a tree item's nesting level; nil when none is exposed.
    @inlinable
    public var level: Int? {
        get { storage.level }
        _modify {
            makeUnique()
            yield &storage.level
        }
    }

    /// A link's target (`href`, Playwright's `/url`); nil when none is exposed.
    @inlinable
    public var url: String? {
        get { storage.url }
        _modify {
            makeUnique()
            yield &storage.url
        }
    }

    /// Keys axdiff does not know, kept so nothing is lost; written before `children`.
    @inlinable
    public var extras: [ExtraKey] {
        get { storage.extras }
        _modify {
            makeUnique()
            yield &storage.extras
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
