/// A snapshot's elements in preorder with parent and sibling links, for analysis.
///
/// Indices are positions in preorder (the root is 0). The tree of a snapshot read from a file
/// is its arena (`ElementArena`), taken as it is; any other is copied into one, once, without
/// recursion. `elements[i]` is a view of slot `i`: reading its fields copies nothing else.
public struct ElementTree: Sendable {
    @usableFromInline let arena: ElementArena
    /// Parent index, or -1 for the root.
    public let parent: [Int]
    /// Depth of each element; the root is 0.
    public let depth: [Int]
    /// One past the last preorder index of each element's subtree.
    public let subtreeEnd: [Int]
    /// Index of each element among its parent's children.
    public let childPosition: [Int]

    public init(root: Element) {
        if root.storage == nil, let arena = root.arena, root.index == 0 {
            self.init(arena: arena)
        } else {
            var builder = ElementArenaBuilder()
            builder.append(tree: root)
            self.init(arena: ElementArena(builder))
        }
    }

    /// The links are the arena's own arrays (shared, not copied), held here too so that reading
    /// them needs no load through the arena.
    init(arena: ElementArena) {
        self.arena = arena
        parent = arena.parent
        depth = arena.depth
        subtreeEnd = arena.subtreeEnd
        childPosition = arena.childPosition
    }

    /// The elements in preorder: views of the arena's slots.
    @inlinable
    public var elements: Elements { Elements(arena: arena) }

    /// The elements of a tree in preorder, as views of its arena's slots.
    public struct Elements: RandomAccessCollection, Sendable {
        @usableFromInline let arena: ElementArena

        @inlinable
        init(arena: ElementArena) { self.arena = arena }

        @inlinable
        public var startIndex: Int { 0 }

        @inlinable
        public var endIndex: Int { arena.count }

        /// The element at `position`; a position outside the tree stops the program, as an
        /// array's subscript does (the views read their arena without further checks).
        @inlinable
        public subscript(position: Int) -> Element {
            precondition(position >= 0 && position < arena.count, "element index out of range")
            return Element(arena: arena, index: position)
        }
    }

    @inlinable
    public var count: Int { arena.count }

    /// The indices of the children of `index`, in array order.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        arena.forEachChild(of: index) { result.append($0) }
        return result
    }

    /// Ancestors of `index`, nearest first.
    public func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = parent[index]
        while current >= 0 {
            result.append(current)
            current = parent[current]
        }
        return result
    }

    /// True when `descendant` lies in the subtree of `ancestor` (or is it).
    public func isInSubtree(_ descendant: Int, of ancestor: Int) -> Bool {
        descendant >= ancestor && descendant < subtreeEnd[ancestor]
    }

    /// A readable path of names from the root: `Window > Player > Play`.
    public func path(of index: Int) -> String {
        // The names root first, written into one string (reports name hundreds of elements).
        var chain = ancestors(of: index)
        chain.reverse()
        chain.append(index)
        var path = ""
        for (position, element) in chain.enumerated() {
            if position > 0 { path += " > " }
            path += elements[element].displayName
        }
        return path
    }
}

extension Element {
    /// The best short name for messages: the label, else the id, else the type.
    public var displayName: String {
        label ?? id ?? type.map(Element.shortName(of:)) ?? "element"
    }

    /// `XCUIElementTypeButton` -> `Button`, `android.widget.TextView` -> `TextView`.
    public static func shortName(of type: String) -> String {
        // Over bytes: `.` is ASCII, so the name after the last one starts on a character.
        var name = Substring(type)
        if let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) { name = type[type.utf8.index(after: dot)...] }
        if name.hasPrefix("XCUIElementType") { name = name.dropFirst("XCUIElementType".count) }
        return name.isEmpty ? type : String(name)
    }
}

// MARK: Reading in place

extension ElementTree {
    /// Slot `index` of the tree's arena; an index outside the tree stops the program, as
    /// `elements[index]` does.
    @inline(__always)
    private func slot(_ index: Int) -> UnsafeMutablePointer<Element.Record> {
        precondition(index >= 0 && index < count, "element index out of range")
        return arena.records + index
    }

    /// Whether element `index` and element `otherIndex` of `other` have the same fields, but
    /// for their frames and lines, compared in the arenas' slots; false, without comparing
    /// further, when either has any of the rarely set fields (hint, text, actions…).
    ///
    /// No view of either element is made. A view holds its tree's arena, and the two cores
    /// comparing the pairs of a diff made two each per pair, every one a retain and a release
    /// of the same two arenas' counts, which the cores contended for.
    package func hasSameCommonFieldsIgnoringFrame(_ index: Int, as other: ElementTree, _ otherIndex: Int) -> Bool {
        let a = slot(index), b = other.slot(otherIndex)
        guard a.pointee.rare == nil && b.pointee.rare == nil else { return false }
        return a.pointee.accessible == b.pointee.accessible && a.pointee.hidden == b.pointee.hidden
            && a.pointee.modal == b.pointee.modal && a.pointee.grouped == b.pointee.grouped
            && a.pointee.traits == b.pointee.traits && a.pointee.type == b.pointee.type
            && a.pointee.id == b.pointee.id && a.pointee.label == b.pointee.label
            && a.pointee.value == b.pointee.value
    }

    /// The frame of element `index`, read in its slot.
    package func frame(at index: Int) -> Frame? { slot(index).pointee.frame }

    /// The label of element `index`, read in its slot.
    package func label(at index: Int) -> String? { slot(index).pointee.label }

    /// The value of element `index`, read in its slot.
    package func value(at index: Int) -> String? { slot(index).pointee.value }

    /// The language of element `index`, read in its slot.
    package func language(at index: Int) -> String? { slot(index).pointee.rare?.language ?? nil }

    /// Whether element `index` has anything a screen reader reads of it (a label, a value or
    /// a drawn text), read in its slot.
    package func reads(at index: Int) -> Bool {
        let record = slot(index)
        return record.pointee.label != nil || record.pointee.value != nil || record.pointee.rare?.text != nil
    }

    /// The drawn text of element `index`, read in its slot.
    package func text(at index: Int) -> String? { slot(index).pointee.rare?.text ?? nil }

    /// Whether elements `index` and `otherIndex` of `other` have the same `displayName`,
    /// compared in the slots (a name is built only for an element with neither label nor id).
    package func hasSameDisplayName(_ index: Int, as other: ElementTree, _ otherIndex: Int) -> Bool {
        let a = slot(index), b = other.slot(otherIndex)
        if let x = a.pointee.label, let y = b.pointee.label { return x == y }
        if a.pointee.label == nil, b.pointee.label == nil, let x = a.pointee.id, let y = b.pointee.id { return x == y }
        return elements[index].displayName == other.elements[otherIndex].displayName
    }

    /// The identifier of element `index`, read in its slot.
    package func id(at index: Int) -> String? { slot(index).pointee.id }

    /// The type of element `index`, read in its slot.
    package func type(at index: Int) -> String? { slot(index).pointee.type }

    /// FNV-1a (64 bits) of the bytes of element `index`'s `displayName` after `seed`, read in
    /// its slot without building the name: equal names hash equally.
    package func displayNameHash(at index: Int, seed: UInt64) -> UInt64 {
        var hash = seed ^ 0xcbf2_9ce4_8422_2325
        func add(_ text: String) {
            var text = text
            text.withUTF8 { bytes in
                for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            }
        }
        let record = slot(index)
        if let label = record.pointee.label {
            add(label)
        } else if let id = record.pointee.id {
            add(id)
        } else if let type = record.pointee.type {
            add(Element.shortName(of: type))
        } else {
            add("element")
        }
        return hash
    }

    /// The bits of element `index`'s known traits (`TraitSet.knownBits`), read in its slot.
    package func knownTraitBits(at index: Int) -> UInt32 { slot(index).pointee.traits.knownBits }

    /// Whether element `index` is interactive (`Element.isInteractive`), read in its slot.
    package func isInteractive(at index: Int) -> Bool {
        let record = slot(index)
        return record.pointee.traits.knownBits & TraitSet.interactiveBits != 0 || record.pointee.rare?.actions.isEmpty == false
    }
}
