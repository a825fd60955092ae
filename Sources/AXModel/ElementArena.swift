/// The elements of one snapshot in flat arrays: one slot per element, in preorder (the root is
/// 0), with the links of the tree beside them.
///
/// The parser fills one in a single pass, as it reads; the snapshot's elements are views of its
/// slots (`Element` holds the arena and an index), so reading a file makes no box per element
/// and no array per element's children, and the whole tree is freed at once, with its arena.
/// An `ElementTree` of a parsed snapshot uses the arena's arrays as they are.
///
/// Immutable once built, so it is shared between threads freely.
@usableFromInline
final class ElementArena: @unchecked Sendable {
    /// Each element's own fields, in `store`: read through this pointer, a field costs a load
    /// (and a retain only when it is a string stored out of line), never a retain of an array.
    @usableFromInline let records: UnsafeMutablePointer<Element.Record>
    /// How many elements there are.
    @usableFromInline let count: Int
    /// Owns the records.
    private let store: RecordStore
    /// Parent index, or -1 for the root.
    @usableFromInline let parent: [Int]
    /// Depth of each element; the root is 0.
    @usableFromInline let depth: [Int]
    /// One past the last preorder index of each element's subtree.
    @usableFromInline let subtreeEnd: [Int]
    /// Index of each element among its parent's children.
    @usableFromInline let childPosition: [Int]

    init(_ builder: consuming ElementArenaBuilder) {
        store = builder.store
        records = builder.store.base
        count = builder.store.count
        parent = builder.parent
        depth = builder.depth
        subtreeEnd = builder.subtreeEnd
        childPosition = builder.childPosition
    }

    /// Calls `body` with the index of each child of slot `index`, in order: each child's
    /// subtree ends where the next child begins.
    @inlinable
    func forEachChild(of index: Int, _ body: (Int) -> Void) {
        var child = index + 1
        let end = subtreeEnd[index]
        while child < end {
            body(child)
            child = subtreeEnd[child]
        }
    }

    /// Views of the children of slot `index`, in order.
    @usableFromInline
    func children(of index: Int) -> [Element] {
        var children: [Element] = []
        forEachChild(of: index) { children.append(Element(arena: self, index: $0)) }
        return children
    }
}

/// An arena being filled: slots are opened in preorder as elements begin (so that an element's
/// index is known before its children are read) and completed when they end.
struct ElementArenaBuilder {
    var store: RecordStore
    var parent: [Int] = []
    var depth: [Int] = []
    var subtreeEnd: [Int] = []
    var childPosition: [Int] = []

    init() {
        store = RecordStore(capacity: 0)
    }

    /// Room for about `count` elements, so the arrays are not copied as they grow.
    init(capacity count: Int) {
        store = RecordStore(capacity: count)
        parent.reserveCapacity(count)
        depth.reserveCapacity(count)
        subtreeEnd.reserveCapacity(count)
        childPosition.reserveCapacity(count)
    }

    var count: Int { store.count }

    /// Whether the records are all still here (`append(_:under:after:)` moves them out).
    var isIntact: Bool { store.count == parent.count }

    /// Opens the next slot with `record` (the parser's are empty, filled in as it reads);
    /// returns its index.
    @inline(__always)
    mutating func open(_ record: consuming Element.Record, parent: Int, depth: Int, position: Int) -> Int {
        let index = store.count
        store.append(record)
        self.parent.append(parent)
        self.depth.append(depth)
        subtreeEnd.append(index + 1)
        childPosition.append(position)
        return index
    }

    /// The fields of slot `index`, to be written in place while the element is read. Valid
    /// until the next slot is opened (the store may move as it grows).
    @inline(__always)
    func slot(_ index: Int) -> UnsafeMutablePointer<Element.Record> {
        store.base + index
    }

    /// Completes slot `index` once its subtree has been read.
    @inline(__always)
    mutating func close(_ index: Int) {
        subtreeEnd[index] = store.count
    }

    /// Appends the slots of `other`, whose top-level elements become children of `parent`
    /// after its `existing` children, in order.
    mutating func append(_ other: ElementArenaBuilder, under parent: Int, after existing: Int) {
        let offset = store.count
        store.take(other.store)
        subtreeEnd += other.subtreeEnd.lazy.map { $0 + offset }
        depth += other.depth
        var topLevel = existing
        for index in other.parent.indices {
            let otherParent = other.parent[index]
            if otherParent < 0 {
                self.parent.append(parent)
                childPosition.append(topLevel)
                topLevel += 1
            } else {
                self.parent.append(otherParent + offset)
                childPosition.append(other.childPosition[index])
            }
        }
        // The subtrees of `parent` and its ancestors now end after the appended slots.
        var ancestor = parent
        while ancestor >= 0 {
            subtreeEnd[ancestor] = store.count
            ancestor = self.parent[ancestor]
        }
    }

    /// Becomes `first`, whose slot 0 was held empty for this builder's only slot (a root read
    /// before its children were read apart): that slot takes this one's record, and `first`'s
    /// other records stay where they are. The two share the records from then on: `first` is
    /// read no more (a half is joined into one parse at most).
    mutating func adopt(_ first: ElementArenaBuilder) {
        precondition(count == 1 && first.count >= 1 && first.parent[0] == -1, "adopt: one slot, into a builder that held slot 0 for it")
        first.store.base[0] = store.base[0]
        store = first.store
        parent = first.parent
        depth = first.depth
        subtreeEnd = first.subtreeEnd
        childPosition = first.childPosition
    }

    /// Appends `root` and its descendants, without recursion; `root` gets parent -1 and depth 0.
    mutating func append(tree root: Element) {
        // The elements whose children are being visited, innermost last: their children, the
        // next one's position and the element's own index.
        var frames: [(children: [Element], next: Int, index: Int)] = []
        let rootIndex = open(root.record, parent: -1, depth: 0, position: 0)
        if root.hasChildren { frames.append((root.children, 0, rootIndex)) }
        while let top = frames.indices.last {
            let position = frames[top].next
            guard position < frames[top].children.count else {
                subtreeEnd[frames[top].index] = store.count
                frames.removeLast()
                continue
            }
            frames[top].next = position + 1
            let child = frames[top].children[position]
            let index = open(child.record, parent: frames[top].index, depth: frames.count, position: position)
            if child.hasChildren { frames.append((child.children, 0, index)) }
        }
    }
}

/// The records of an arena in one block of memory, grown as an array is while the parser fills
/// it, and freed at once with the arena. Only its builder changes it, on one thread.
final class RecordStore: @unchecked Sendable {
    private(set) var base: UnsafeMutablePointer<Element.Record>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(capacity, 1)
        base = RecordStore.allocate(self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always)
    func append(_ record: consuming Element.Record) {
        if count == capacity { grow(to: count + 1) }
        (base + count).initialize(to: record)
        count += 1
    }

    /// Adds `shift` to every record's line.
    func shiftLines(by shift: Int) {
        guard shift != 0 else { return }
        for index in 0..<count { base[index].line += shift }
    }

    /// Moves the records of `other` to the end of this store; `other` is left empty.
    func take(_ other: RecordStore) {
        if count + other.count > capacity { grow(to: count + other.count) }
        (base + count).moveInitialize(from: other.base, count: other.count)
        count += other.count
        other.count = 0
    }

    /// Room for `count` records. A block of 1 MB or more is aligned to 2 MB, rounded up to
    /// whole 2 MB blocks and handed to `FreshMemory.prepare` (where the executable asks for
    /// huge pages): the parser writes each record as it reads it, one page fault each 4 KB
    /// otherwise. Measured for issue 36 (minor page faults; CPU time, medians of alternating
    /// pairs on a loaded machine): `validate` of the 200,000-element snapshot (P9) 21,060
    /// faults with records allocated as usual against 7,800, 1.25 times the CPU time and 1.17
    /// times the wall time; the diff of the 20,000-element pair (P1) 5,470 against 4,150
    /// faults, 1.08 times the CPU time.
    static func allocate(
        _ count: Int, prepare: (UnsafeMutableRawPointer, Int, Bool) -> Void = FreshMemory.prepare
    ) -> UnsafeMutablePointer<Element.Record> {
        let stride = MemoryLayout<Element.Record>.stride, block = FreshMemory.blockSize
        guard count * stride >= block / 2 else { return .allocate(capacity: count) }
        let bytes = (count * stride + block - 1) / block * block
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: block)
        prepare(raw, bytes, false)
        return raw.bindMemory(to: Element.Record.self, capacity: bytes / stride)
    }

    private func grow(to needed: Int) {
        let grown = max(needed, capacity * 2)
        let moved = RecordStore.allocate(grown)
        moved.moveInitialize(from: base, count: count)
        base.deallocate()
        base = moved
        capacity = grown
    }
}
