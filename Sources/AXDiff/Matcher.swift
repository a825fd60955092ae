import AXModel

/// Pairs up the elements of two trees, as a tree differ does (GumTree: Falleri et al.,
/// "Fine-grained and accurate source code differencing", ASE 2014), for accessibility trees.
///
/// 1. **Anchors.** Identifiers unique on both sides; subtrees of two elements or more whose
///    hashes (every attribute but the frame, and the children) are unique on both sides, with
///    all their descendants. (As GumTree's minimum height: a lone leaf, a link or a text, is
///    weak evidence before its parent is placed; unique leaves pair after step 2.)
///    When identifiers did not survive the change (fewer than half of those unique on both
///    sides pair up: a refactor renamed them), they are no evidence: identical subtrees are
///    then also paired by a hash that leaves identifiers out.
/// 2. **Top-down recovery.** For each matched parent pair, an order-preserving alignment of
///    the children on (type, role traits, label; for an element without a label, the first
///    text inside it): `SequenceAlignment`, never uncapped quadratic.
/// 3. **Names.** Leftover elements whose name (label, else the text it is named by) or link
///    target is unique among the leftovers on both sides: an element whose role changed, or
///    whose name moved from itself into its contents (a `<button>` made a focusable `div`
///    holding the text), or a link renamed with the same target, is the same element.
/// 4. **Bottom-up.** A leftover container pairs with the leftover container that holds the
///    largest share of the partners of its descendants (the Dice coefficient, at least 0.5;
///    0.75 when their types differ): a list whose rows' headings all changed keeps its rows,
///    each paired with its own row by what is inside it.
/// 5. **Moves.** Unmatched elements whose (type, role traits, label or first text) is unique
///    on both sides, one end's parent already paired.
/// 6. **Leftovers.** Among the leftover children of each matched parent pair, the best pairs by
///    evidence above a threshold (the same name, the same link target, children already
///    paired with each other's, else a capped similarity score).
/// Steps 2 to 6 repeat for the pairs they find.
/// 7. **Un-crossing.** Two look-alike elements paired across each other's parents are paired in
///    place (`uncrossMoves`): of two readings with the same evidence, the one with fewer moves.
/// Everything left is added or removed.
///
/// Two elements are never paired when both have identifiers that differ while identifiers
/// are stable, nor, in a list of look-alike siblings most of which kept their text, when
/// their texts differ: a list scrolled by one row has one row gone and another come, not
/// every row relabelled.
public struct Matcher {
    public let old: ElementTree
    public let new: ElementTree

    /// Subtree hashes of each side, when the caller already has them.
    let oldHashes: SubtreeHashes?
    let newHashes: SubtreeHashes?

    /// Whether identifiers are evidence in this pair of trees: false when most identifiers
    /// unique on both sides did not survive (see step 1). Set once the ids are paired.
    var identifiersAreStable = true

    public init(old: ElementTree, new: ElementTree, oldHashes: SubtreeHashes? = nil, newHashes: SubtreeHashes? = nil) {
        self.old = old
        self.new = new
        self.oldHashes = oldHashes
        self.newHashes = newHashes
        oldTextHolders = Matcher.textHolders(old)
        newTextHolders = Matcher.textHolders(new)
    }

    /// `oldTextHolders`/`newTextHolders`, bottom-up in one pass (indices, no strings copied).
    static func textHolders(_ tree: ElementTree) -> [Int] {
        var holders = [Int](repeating: -1, count: tree.count)
        for index in stride(from: tree.count - 1, through: 0, by: -1) {
            let element = tree.elements[index]
            if element.label != nil || element.text != nil {
                holders[index] = index
                continue
            }
            var child = index + 1
            let end = tree.subtreeEnd[index]
            while child < end {
                if holders[child] >= 0 {
                    holders[index] = holders[child]
                    break
                }
                child = tree.subtreeEnd[child]
            }
        }
        return holders
    }

    /// The label, else the first label or drawn text inside it, of an old element.
    func firstText(old index: Int) -> String? {
        let holder = oldTextHolders[index]
        guard holder >= 0 else { return nil }
        let element = old.elements[holder]
        return element.label ?? element.text
    }

    /// The label, else the first label or drawn text inside it, of a new element.
    func firstText(new index: Int) -> String? {
        let holder = newTextHolders[index]
        guard holder >= 0 else { return nil }
        let element = new.elements[holder]
        return element.label ?? element.text
    }

    /// False when two elements are known to be different: both have identifiers, they differ,
    /// and identifiers are stable between the two trees.
    func canPair(_ o: Int, _ n: Int) -> Bool {
        guard identifiersAreStable, let a = old.elements[o].id, let b = new.elements[n].id else { return true }
        return a == b
    }

    /// For each element, the element whose label (else drawn text) is the first text of its
    /// subtree, itself included, or -1: what tells look-alike rows apart (see `firstText`).
    let oldTextHolders: [Int]
    let newTextHolders: [Int]

    /// How many times the global passes (names, containers, moves) run.
    static let globalPasses = 4

    public func match() -> Matching {
        var matcher = self
        return matcher.run()
    }

    private mutating func run() -> Matching {
        var matching = Matching(oldCount: old.count, newCount: new.count)
        guard old.count > 0 && new.count > 0 else { return matching }
        identifiersAreStable = matchUniqueIDs(&matching)
        matchUniqueSubtrees(&matching, includingIDs: true, minimumSize: 2)
        if !identifiersAreStable { matchUniqueSubtrees(&matching, includingIDs: false, minimumSize: 2) }
        if !matching.isMatched(old: 0) && !matching.isMatched(new: 0) { matching.pair(0, 0) }
        propagate(matching.pairs, &matching)
        // Names, containers, moves and similar leftovers, to a fixed point: each pass's pairs
        // give the next its evidence.
        // The global passes run a few times at most (each is linear in the tree); the local
        // ones go on to a fixed point under every pair found.
        // Local evidence (what sits under pairs already made) comes before the global passes,
        // which know nothing of where an element sits.
        matchSimilarLeftovers(matching.pairs, &matching)
        for pass in 0..<Matcher.globalPasses {
            // Lone leaves unique on both sides, once the structure has placed what it can.
            var found = pass > 0 ? [] : matchUniqueSubtrees(&matching, includingIDs: identifiersAreStable, minimumSize: 1)
            found += matchUniqueNames(&matching)
            found += matchContainersBottomUp(&matching)
            found += matchUniqueShapes(&matching)
            guard !found.isEmpty else { break }
            found += propagate(found, &matching)
            matchSimilarLeftovers(found, &matching)
        }
        uncrossMoves(&matching)
        return matching
    }

    /// Step 6 for the given pairs and the pairs found under them, depth first.
    @discardableResult
    private func matchSimilarLeftovers(_ start: [(old: Int, new: Int)], _ matching: inout Matching) -> [(old: Int, new: Int)] {
        var all: [(old: Int, new: Int)] = []
        var work = start.reversed().map { $0 }
        while let pair = work.popLast() {
            let similar = matchSimilarChildren(of: pair, &matching)
            // Most pairs have no child left to pair (whole subtrees matched by hash).
            if similar.isEmpty { continue }
            let aligned = propagate(similar, &matching)
            all += similar + aligned
            work.append(contentsOf: (similar + aligned).reversed())
        }
        return all
    }

    // MARK: 1. Identifiers

    /// Pairs the elements of each id unique on both sides; returns whether identifiers are
    /// stable: at least half of the ids unique on the side that has fewer found a partner (true
    /// when either side has none, so that ids never veto anything there).
    private func matchUniqueIDs(_ matching: inout Matching) -> Bool {
        let oldIDs = oldHashes?.uniqueIDs ?? Matcher.uniqueIDs(old)
        let newIDs = newHashes?.uniqueIDs ?? Matcher.uniqueIDs(new)
        // Each id unique on both sides pairs its two elements: the partners of the two lists
        // sorted by the ids' hashes, confirmed by the ids themselves. The pairs are independent.
        let partners = Matcher.uniqueHashPartners(oldIDs, newIDs, oldCount: old.count)
        var paired = 0
        for (o, n) in partners.enumerated() where n >= 0 && old.elements[o].id == new.elements[n].id {
            matching.pair(o, n)
            paired += 1
        }
        return paired * 2 >= min(oldIDs.count, newIDs.count)
    }

    /// The elements of `tree` whose id no other element has, as (the id's seeded hash, index),
    /// sorted by hash. Sorted, not put in a dictionary: hashing every id with SipHash to build
    /// one per snapshot was a fiftieth of a history's instructions. Two different ids with the
    /// same 64-bit hash (which needs the process's secret seed to make) are both left out, and
    /// matching pairs their elements by its later steps.
    static func uniqueIDs(_ tree: ElementTree) -> [(hash: Int, index: Int)] {
        var entries: [(hash: Int, index: Int)] = []
        entries.reserveCapacity(tree.count)
        for index in tree.elements.indices {
            guard let id = tree.elements[index].id else { continue }
            var hasher = SubtreeHasher()
            hasher.combine(id)
            entries.append((hasher.finalize(), index))
        }
        return uniqueSorted(entries)
    }

    /// Each value with its index when it occurs exactly once, and -1 when it occurs more
    /// often (callers check `>= 0`; not filtering saves building a second dictionary).
    static func uniqueValues<Key: Hashable>(_ keys: [Key?]) -> [Key: Int] {
        var found: [Key: Int] = [:]
        found.reserveCapacity(keys.count)
        for (index, key) in keys.enumerated() {
            guard let key else { continue }
            let known = found.count
            found[key, default: index] = index
            if found.count == known { found[key] = -1 }
        }
        return found
    }

    // MARK: 2. Identical subtrees

    /// Pairs the subtrees whose hash is unique on both sides and whose elements are equal but
    /// for frames (and, without `includingIDs`, identifiers), with all their descendants.
    /// Subtrees of fewer than `minimumSize` elements are left for later steps: a lone leaf (a
    /// link, a text) is weak evidence before its parent is placed.
    @discardableResult
    private func matchUniqueSubtrees(_ matching: inout Matching, includingIDs: Bool, minimumSize: Int) -> [(old: Int, new: Int)] {
        var found: [(old: Int, new: Int)] = []
        let partners = includingIDs
            ? Matcher.uniqueHashPartners(
                oldHashes?.uniqueSorted ?? Matcher.uniqueSorted(Matcher.subtreeHashes(old)),
                newHashes?.uniqueSorted ?? Matcher.uniqueSorted(Matcher.subtreeHashes(new)),
                oldCount: old.count)
            : Matcher.uniqueHashPartners(
                Matcher.uniqueSorted(Matcher.subtreeHashes(old, includingIDs: false)),
                Matcher.uniqueSorted(Matcher.subtreeHashes(new, includingIDs: false)),
                oldCount: old.count)
        var index = 0
        while index < old.count {
            let o = index, n = partners[index]
            guard !matching.isMatched(old: o), n >= 0, !matching.isMatched(new: n),
                  old.subtreeEnd[o] - o == new.subtreeEnd[n] - n, old.subtreeEnd[o] - o >= minimumSize
            else {
                index += 1
                continue
            }
            let size = old.subtreeEnd[o] - o
            let identical = (0..<size).allSatisfy {
                old.elements[o + $0].hasSameAttributesIgnoringFrame(as: new.elements[n + $0], includingID: includingIDs)
                    && old.depth[o + $0] - old.depth[o] == new.depth[n + $0] - new.depth[n]
            }
            if identical {
                for offset in 0..<size where !matching.isMatched(old: o + offset) && !matching.isMatched(new: n + offset) {
                    matching.pair(o + offset, n + offset)
                    found.append((o + offset, n + offset))
                }
                index = old.subtreeEnd[o]
            } else {
                index += 1
            }
        }
        return found
    }

    /// A hash of each subtree: the element's attributes but the frame, and its children's
    /// hashes in order. Computed bottom-up in one pass.
    static func subtreeHashes(_ tree: ElementTree, includingIDs: Bool = true) -> [Int] {
        var hashes = [Int](repeating: 0, count: tree.count)
        var childHashes = [SubtreeHasher](repeating: SubtreeHasher(), count: tree.count)
        for index in stride(from: tree.count - 1, through: 0, by: -1) {
            var hasher = childHashes[index]
            tree.elements[index].hashAttributesIgnoringFrame(into: &hasher, includingID: includingIDs)
            hashes[index] = hasher.finalize()
            let parent = tree.parent[index]
            if parent >= 0 {
                // Children are visited in reverse, so the parent combines them last to first.
                childHashes[parent].combine(hashes[index])
            }
        }
        return hashes
    }

    /// The hashes that occur exactly once, with their indices, sorted by hash.
    static func uniqueSorted(_ hashes: [Int]) -> [(hash: Int, index: Int)] {
        uniqueSorted(hashes.indices.map { (hash: hashes[$0], index: $0) })
    }

    /// The entries whose hash no other entry has, sorted by hash.
    static func uniqueSorted(_ entries: [(hash: Int, index: Int)]) -> [(hash: Int, index: Int)] {
        let sorted = sortedByHash(entries)
        var unique: [(hash: Int, index: Int)] = []
        unique.reserveCapacity(sorted.count)
        var start = 0
        while start < sorted.count {
            var end = start + 1
            while end < sorted.count && sorted[end].hash == sorted[start].hash { end += 1 }
            if end == start + 1 { unique.append(sorted[start]) }
            start = end
        }
        return unique
    }

    /// `entries` in the order of their hashes (the order of equal hashes is left open: the
    /// callers drop them). Seeded hashes are spread evenly, so the entries are first put in
    /// about one bucket each by their top bits (two passes), and each bucket is then sorted
    /// in place, where a comparison sort of 20,000 entries makes about fifteen comparisons
    /// through a closure for each. A bucket of many distinct hashes (which seeded hashes do
    /// not make) is sorted by comparison.
    static func sortedByHash(_ entries: [(hash: Int, index: Int)]) -> [(hash: Int, index: Int)] {
        guard entries.count > 64 else { return entries.sorted { $0.hash < $1.hash } }
        // The hashes as unsigned numbers whose order is the signed one: the sign bit flipped.
        @inline(__always) func key(_ hash: Int) -> UInt64 { UInt64(bitPattern: Int64(hash)) ^ (1 << 63) }
        let bits = min(16, max(8, Int.bitWidth - entries.count.leadingZeroBitCount))
        let shift = UInt64(64 - bits)
        var starts = [Int](repeating: 0, count: (1 << bits) + 1)
        for entry in entries { starts[Int(truncatingIfNeeded: key(entry.hash) >> shift) + 1] += 1 }
        for bucket in 0..<(1 << bits) { starts[bucket + 1] += starts[bucket] }
        var sorted = entries
        sorted.withUnsafeMutableBufferPointer { to in
            var next = starts
            for entry in entries {
                let bucket = Int(truncatingIfNeeded: key(entry.hash) >> shift)
                to[next[bucket]] = entry
                next[bucket] += 1
            }
            for bucket in 0..<(1 << bits) where starts[bucket + 1] - starts[bucket] > 1 {
                let range = starts[bucket]..<starts[bucket + 1]
                guard range.count <= 32 else {
                    to[range].sort { key($0.hash) < key($1.hash) }
                    continue
                }
                // Insertion sort: a bucket holds a few entries, or copies of one subtree.
                for position in range.dropFirst() {
                    let entry = to[position]
                    var hole = position
                    while hole > range.lowerBound && key(to[hole - 1].hash) > key(entry.hash) {
                        to[hole] = to[hole - 1]
                        hole -= 1
                    }
                    to[hole] = entry
                }
            }
        }
        return sorted
    }

    /// For each old index, the new index with the same hash when that hash occurs exactly once
    /// on each side (each side's `uniqueSorted`), else -1: a merge of the two sorted lists (no
    /// hashing of the hashes).
    static func uniqueHashPartners(_ a: [(hash: Int, index: Int)], _ b: [(hash: Int, index: Int)], oldCount: Int) -> [Int] {
        var partners = [Int](repeating: -1, count: oldCount)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if a[i].hash < b[j].hash {
                i += 1
            } else if a[i].hash > b[j].hash {
                j += 1
            } else {
                partners[a[i].index] = b[j].index
                i += 1
                j += 1
            }
        }
        return partners
    }

    // MARK: 3. Top-down alignment of children

    /// How an element looks for alignment: its type, role traits and label (for alignment,
    /// an element without a label shows the first text inside it).
    struct Shape: Hashable {
        var type: String?
        var roles: UInt32
        var label: String?

        init(_ element: Element, text: String? = nil) {
            type = element.type
            roles = element.traits.knownBits & TraitSet.roleBits
            label = element.label ?? text
        }
    }

    /// An alignment token: matched children equal only their partner.
    enum Token: Hashable {
        case partner(Int)
        case shape(Shape)
    }

    /// Aligns the children of each pair, and of each pair found, depth first; returns the
    /// pairs found.
    @discardableResult
    func propagate(_ start: [(old: Int, new: Int)], _ matching: inout Matching) -> [(old: Int, new: Int)] {
        var all: [(old: Int, new: Int)] = []
        var work = start.reversed().map { $0 }
        while let (o, n) = work.popLast() {
            // Pairs are only made of two unmatched children: skip parents without them.
            guard Matcher.hasUnmatchedChild(o, in: old, matching.oldToNew),
                  Matcher.hasUnmatchedChild(n, in: new, matching.newToOld)
            else { continue }
            let oldChildren = old.children(of: o)
            let newChildren = new.children(of: n)
            guard !oldChildren.isEmpty && !newChildren.isEmpty else { continue }
            let oldTokens = oldChildren.map { child in
                matching.oldToNew[child] >= 0 ? Token.partner(matching.oldToNew[child]) : .shape(Shape(old.elements[child], text: firstText(old: child)))
            }
            let newTokens = newChildren.map { child in
                matching.newToOld[child] >= 0 ? Token.partner(child) : .shape(Shape(new.elements[child], text: firstText(new: child)))
            }
            var found: [(old: Int, new: Int)] = []
            for (i, j) in SequenceAlignment.align(oldTokens, newTokens) {
                let oc = oldChildren[i], nc = newChildren[j]
                if !matching.isMatched(old: oc) && !matching.isMatched(new: nc) && canPair(oc, nc) {
                    matching.pair(oc, nc)
                    found.append((oc, nc))
                }
            }
            all.append(contentsOf: found)
            work.append(contentsOf: found.reversed())
        }
        return all
    }

    /// True when a child of `index` has no partner, found without building the child list.
    static func hasUnmatchedChild(_ index: Int, in tree: ElementTree, _ partners: [Int]) -> Bool {
        var child = index + 1
        let end = tree.subtreeEnd[index]
        while child < end {
            if partners[child] < 0 { return true }
            child = tree.subtreeEnd[child]
        }
        return false
    }

    // MARK: 4. Moves between parents

    /// A move keeps one end in place: the old parent or the new parent is already paired. Two
    /// leftovers under two unpaired parents ("Updated today" under the row that scrolled out
    /// and under the row that came in) are no move.
    /// A container without a label is known by the first text inside it, as in step 3: a web
    /// dialog moved into `<main>` is the dialog whose heading says "Confirm".
    private func matchUniqueShapes(_ matching: inout Matching) -> [(old: Int, new: Int)] {
        let oldShapes = old.elements.indices.map { matching.isMatched(old: $0) ? nil : Shape(old.elements[$0], text: firstText(old: $0)) }
        let newShapes = new.elements.indices.map { matching.isMatched(new: $0) ? nil : Shape(new.elements[$0], text: firstText(new: $0)) }
        let oldUnique = Matcher.uniqueValues(oldShapes)
        let newUnique = Matcher.uniqueValues(newShapes)
        var found: [(old: Int, new: Int)] = []
        for index in old.elements.indices {
            guard let shape = oldShapes[index], shape.label != nil || shape.roles != 0,
                  oldUnique[shape] == index, let n = newUnique[shape], n >= 0, canPair(index, n)
            else { continue }
            let oldParent = old.parent[index], newParent = new.parent[n]
            guard (oldParent >= 0 && matching.isMatched(old: oldParent)) || (newParent >= 0 && matching.isMatched(new: newParent)) else { continue }
            matching.pair(index, n)
            found.append((index, n))
        }
        return found
    }
}

/// What matching needs of one tree alone: its subtree hashes (every attribute but the frame,
/// and the children's hashes), those that occur once, sorted, and its ids that occur once. A
/// run computes them once per snapshot, with the snapshot (both sides of a comparison at the
/// same time, on two cores), and passes them to every match the snapshot is part of. Valid
/// within one process only.
public struct SubtreeHashes: Sendable {
    let uniqueSorted: [(hash: Int, index: Int)]
    let uniqueIDs: [(hash: Int, index: Int)]

    public init(_ tree: ElementTree) {
        uniqueSorted = Matcher.uniqueSorted(Matcher.subtreeHashes(tree))
        uniqueIDs = Matcher.uniqueIDs(tree)
    }
}
