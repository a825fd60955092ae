/// Where an element's fields live: in a reference-counted box of its own, shared by copies until
/// one of them is changed (copy on write), or in a slot of the arena of the snapshot it was read
/// from (`ElementArena`): the parser makes no box per element, and a box is made for a read
/// element only when it is changed.
///
/// The fields most elements leave empty (hint, text, language, URL, level, actions, rotors,
/// unknown keys, a geometric child order) live in a second box, made only for an element that
/// has one of them.
///
/// Fields are mutated only through `uniqueStorage()`, on a box no other element shares, so the
/// dynamic exclusivity checks of class properties (a runtime call on every read) are off.
///
/// An element is one or the other: `storage` set (and `arena` nil), or `arena` and `index` set
/// (and `storage` nil). Two optional references rather than an enum with two payloads: reading
/// a field then borrows the reference in place, where switching over the enum copied (retained
/// and released) its payload on every read.
extension Element {
    /// An element's own fields: everything but its children.
    @usableFromInline
    struct Record: Sendable {
        @usableFromInline var type: String?
        @usableFromInline var id: String?
        @usableFromInline var label: String?
        @usableFromInline var value: String?
        @usableFromInline var traits: TraitSet
        @usableFromInline var frame: Frame?
        @usableFromInline var accessible: Bool
        @usableFromInline var hidden: Bool
        @usableFromInline var modal: Bool
        @usableFromInline var grouped: Bool
        @usableFromInline var line: Int
        /// The rarely set fields; nil while all of them have their defaults.
        @usableFromInline var rare: Rare?

        @inlinable
        init(line: Int) {
            type = nil
            id = nil
            label = nil
            value = nil
            traits = TraitSet()
            frame = nil
            accessible = false
            hidden = false
            modal = false
            grouped = false
            self.line = line
            rare = nil
        }

        @inlinable
        init(
            type: String?, id: String?, label: String?, value: String?, traits: TraitSet, frame: Frame?,
            accessible: Bool, hidden: Bool, modal: Bool, grouped: Bool, line: Int, rare: Rare?
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
            self.line = line
            self.rare = rare
        }

        /// The rare fields' box, made or copied so that this record alone holds it.
        @inlinable
        mutating func uniqueRare() -> Rare {
            if let existing = rare, isKnownUniquelyReferenced(&rare) { return existing }
            let made = rare?.copy() ?? Rare()
            rare = made
            return made
        }
    }

    /// The box of an element built in code (or changed after reading).
    @usableFromInline
    final class Storage: @unchecked Sendable {
        @exclusivity(unchecked) @usableFromInline var record: Record
        @exclusivity(unchecked) @usableFromInline var children: [Element]

        @usableFromInline
        init(record: Record, children: [Element]) {
            self.record = record
            self.children = children
        }

        @usableFromInline
        func copy() -> Storage { Storage(record: record, children: children) }
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

    /// A copy of the element's own fields. The accessors below read each field in place
    /// instead: a record is copied only to build a box or an arena.
    @inlinable
    var record: Record {
        if storage != nil { return storage.unsafelyUnwrapped.record }
        return arena.unsafelyUnwrapped.records[index]
    }

    /// This element's box, made (from its arena slot) or copied so that no other element shares
    /// it, for a change.
    @inlinable
    mutating func uniqueStorage() -> Storage {
        if storage != nil {
            if !isKnownUniquelyReferenced(&storage) { storage = storage.unsafelyUnwrapped.copy() }
            return storage.unsafelyUnwrapped
        }
        let arena = arena.unsafelyUnwrapped
        let made = Storage(record: arena.records[index], children: arena.children(of: index))
        storage = made
        self.arena = nil
        index = 0
        return made
    }
}
