/// The fields of an element, read in place from its box or its arena slot, and changed in a
/// box of its own (see `Element+Storage.swift`).
///
/// Each getter tests the box reference for nil and reads the slot through the arena's pointer:
/// switching over an enum of the two, or indexing an array of records, retained and released
/// the arena or the array on every read, and two cores reading one arena contended for those
/// counts.
extension Element {
    @inlinable
    public var type: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.type }
            return arena.unsafelyUnwrapped.records[index].type
        }
        _modify { yield &uniqueStorage().record.type }
    }

    @inlinable
    public var id: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.id }
            return arena.unsafelyUnwrapped.records[index].id
        }
        _modify { yield &uniqueStorage().record.id }
    }

    @inlinable
    public var label: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.label }
            return arena.unsafelyUnwrapped.records[index].label
        }
        _modify { yield &uniqueStorage().record.label }
    }

    @inlinable
    public var value: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.value }
            return arena.unsafelyUnwrapped.records[index].value
        }
        _modify { yield &uniqueStorage().record.value }
    }

    @inlinable
    public var hint: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.hint ?? nil }
            return arena.unsafelyUnwrapped.records[index].rare?.hint ?? nil
        }
        _modify { yield &uniqueStorage().record.uniqueRare().hint }
    }

    /// The bits of the known traits (`traits.knownBits`), read in place: rules that run over
    /// every element ask this instead of copying the set (and retaining its unknown names).
    @inlinable
    public var knownTraitBits: UInt32 {
        if storage != nil { return storage.unsafelyUnwrapped.record.traits.knownBits }
        return arena.unsafelyUnwrapped.records[index].traits.knownBits
    }

    /// Whether the element has `trait`, read in place (see `knownTraitBits`).
    @inlinable
    public func hasTrait(_ trait: Trait) -> Bool {
        if storage != nil { return storage.unsafelyUnwrapped.record.traits.contains(trait) }
        return arena.unsafelyUnwrapped.records[index].traits.contains(trait)
    }

    @inlinable
    public var traits: TraitSet {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.traits }
            return arena.unsafelyUnwrapped.records[index].traits
        }
        _modify { yield &uniqueStorage().record.traits }
    }

    @inlinable
    public var frame: Frame? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.frame }
            return arena.unsafelyUnwrapped.records[index].frame
        }
        _modify { yield &uniqueStorage().record.frame }
    }

    @inlinable
    public var accessible: Bool {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.accessible }
            return arena.unsafelyUnwrapped.records[index].accessible
        }
        _modify { yield &uniqueStorage().record.accessible }
    }

    @inlinable
    public var hidden: Bool {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.hidden }
            return arena.unsafelyUnwrapped.records[index].hidden
        }
        _modify { yield &uniqueStorage().record.hidden }
    }

    @inlinable
    public var modal: Bool {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.modal }
            return arena.unsafelyUnwrapped.records[index].modal
        }
        _modify { yield &uniqueStorage().record.modal }
    }

    @inlinable
    public var grouped: Bool {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.grouped }
            return arena.unsafelyUnwrapped.records[index].grouped
        }
        _modify { yield &uniqueStorage().record.grouped }
    }

    @inlinable
    public var childOrder: ChildOrder {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.childOrder ?? .given }
            return arena.unsafelyUnwrapped.records[index].rare?.childOrder ?? .given
        }
        _modify { yield &uniqueStorage().record.uniqueRare().childOrder }
    }

    @inlinable
    public var text: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.text ?? nil }
            return arena.unsafelyUnwrapped.records[index].rare?.text ?? nil
        }
        _modify { yield &uniqueStorage().record.uniqueRare().text }
    }

    @inlinable
    public var actions: [String] {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.actions ?? [] }
            return arena.unsafelyUnwrapped.records[index].rare?.actions ?? []
        }
        _modify { yield &uniqueStorage().record.uniqueRare().actions }
    }

    @inlinable
    public var rotors: [String] {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.rotors ?? [] }
            return arena.unsafelyUnwrapped.records[index].rare?.rotors ?? []
        }
        _modify { yield &uniqueStorage().record.uniqueRare().rotors }
    }

    @inlinable
    public var language: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.language ?? nil }
            return arena.unsafelyUnwrapped.records[index].rare?.language ?? nil
        }
        _modify { yield &uniqueStorage().record.uniqueRare().language }
    }

    /// The levels an element can have (docs/format.md): a file with another is invalid, and an
    /// importer leaves one out with a warning.
    public static let levels: ClosedRange<Int> = 1...100

    /// The heading level (1 for `h1`), or a tree item's nesting level; nil when none is exposed.
    @inlinable
    public var level: Int? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.level ?? nil }
            return arena.unsafelyUnwrapped.records[index].rare?.level ?? nil
        }
        _modify { yield &uniqueStorage().record.uniqueRare().level }
    }

    /// A link's target (`href`, Playwright's `/url`); nil when none is exposed.
    @inlinable
    public var url: String? {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.url ?? nil }
            return arena.unsafelyUnwrapped.records[index].rare?.url ?? nil
        }
        _modify { yield &uniqueStorage().record.uniqueRare().url }
    }

    /// Keys axdiff does not know, kept so nothing is lost; written before `children`.
    @inlinable
    public var extras: [ExtraKey] {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.rare?.extras ?? [] }
            return arena.unsafelyUnwrapped.records[index].rare?.extras ?? []
        }
        _modify { yield &uniqueStorage().record.uniqueRare().extras }
    }

    /// The element's children. Those of an element read from a file are views of its arena's
    /// slots, made on each read: code that walks a whole tree reads it as an `ElementTree`.
    @inlinable
    public var children: [Element] {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.children }
            return arena.unsafelyUnwrapped.children(of: index)
        }
        _modify { yield &uniqueStorage().children }
    }

    /// Whether the element has children, without making views of them.
    @inlinable
    public var hasChildren: Bool {
        if storage != nil { return !storage.unsafelyUnwrapped.children.isEmpty }
        return arena.unsafelyUnwrapped.subtreeEnd[index] > index + 1
    }

    /// How many children the element has, without making views of them.
    @inlinable
    public var childCount: Int {
        if storage != nil { return storage.unsafelyUnwrapped.children.count }
        var count = 0
        arena.unsafelyUnwrapped.forEachChild(of: index) { _ in count += 1 }
        return count
    }

    /// How many elements the element's subtree holds, itself included.
    public var subtreeCount: Int {
        if storage == nil, let arena { return arena.subtreeEnd[index] - index }
        var count = 0
        var pending = [self]
        while let element = pending.popLast() {
            count += 1
            if element.storage == nil, let arena = element.arena {
                count += arena.subtreeEnd[element.index] - element.index - 1
            } else {
                pending.append(contentsOf: element.children)
            }
        }
        return count
    }

    /// 1-based line of the opening brace in the file it was read from; 0 when unknown.
    @inlinable
    public var line: Int {
        get {
            if storage != nil { return storage.unsafelyUnwrapped.record.line }
            return arena.unsafelyUnwrapped.records[index].line
        }
        _modify { yield &uniqueStorage().record.line }
    }
}
