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
    ///
    /// The fields have their defaults where they are declared, and the record has no
    /// initializer of its own but `init(line:)` (in an extension, so the memberwise one stays):
    /// an initializer that assigns the fields one by one made the compiler (Swift 6.3) build
    /// the record in a temporary, copy it field by field through its value witnesses and
    /// destroy the temporary, about 360 instructions per record; these two store the fields
    /// where they go.
    @usableFromInline
    struct Record: Sendable {
        @usableFromInline var type: String? = nil
        @usableFromInline var id: String? = nil
        @usableFromInline var label: String? = nil
        @usableFromInline var value: String? = nil
        @usableFromInline var traits: TraitSet = TraitSet()
        @usableFromInline var frame: Frame? = nil
        @usableFromInline var accessible: Bool = false
        @usableFromInline var hidden: Bool = false
        @usableFromInline var modal: Bool = false
        @usableFromInline var grouped: Bool = false
        @usableFromInline var line: Int
        /// The rarely set fields; nil while all of them have their defaults.
        @usableFromInline var rare: Rare? = nil

        /// The rare fields' box, made or copied so that this record alone holds it.
        @inlinable
        mutating func uniqueRare() -> Rare {
            if let existing = rare, isKnownUniquelyReferenced(&rare) { return existing }
            let made = rare?.copy() ?? Rare()
            rare = made
            return made
        }
    }
}

extension Element.Record {
    /// An empty record read at `line`.
    @inlinable
    init(line: Int) {
        self.line = line
    }
}

extension Element {
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
