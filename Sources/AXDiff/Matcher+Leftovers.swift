import AXModel

/// Step 5 of the matching: the leftover children of a matched parent pair, paired by evidence.
extension Matcher {
    /// Leftover children compared pairwise at most this many per parent pair; beyond it each
    /// old child is compared with the new children near its position only.
    static let similarityPairLimit = 400
    static let similarityWindow = 8
    /// The least evidence (`evidence`'s tier and score) for a pair: a similarity of 0.5.
    static let similarityThreshold = 1.5

    func matchSimilarChildren(of pair: (old: Int, new: Int), _ matching: inout Matching) -> [(old: Int, new: Int)] {
        guard Matcher.hasUnmatchedChild(pair.old, in: old, matching.oldToNew),
              Matcher.hasUnmatchedChild(pair.new, in: new, matching.newToOld)
        else { return [] }
        let oldChildren = old.children(of: pair.old), newChildren = new.children(of: pair.new)
        let newLeft = newChildren.filter { !matching.isMatched(new: $0) }
        guard !newLeft.isEmpty, oldChildren.contains(where: { !matching.isMatched(old: $0) }) else { return [] }
        // A wrapper put around an element (a button now inside a new navigation named like
        // it): the element is the one of its own kind inside the wrapper, not the wrapper.
        var found = matchIntoWrappers(oldChildren.filter { !matching.isMatched(old: $0) }, newLeft, &matching)
        let oldLeft = oldChildren.filter { !matching.isMatched(old: $0) }
        guard !oldLeft.isEmpty else { return found }
        let rows = LookAlikeRows(self, oldChildren: oldChildren, matching: matching)
        // Where each leftover old child's place is among the new children: between the partners
        // of the nearest paired siblings before and after it (a slot, in new child positions).
        var newPosition: [Int: Int] = [:]
        for (position, child) in newChildren.enumerated() { newPosition[child] = position }
        var slotLow = [Int](repeating: -1, count: oldChildren.count), slotHigh = [Int](repeating: newChildren.count, count: oldChildren.count)
        var low = -1
        for (position, child) in oldChildren.enumerated() {
            slotLow[position] = low
            if let placed = newPosition[matching.oldToNew[child]] { low = max(low, placed) }
        }
        var high = newChildren.count
        for (position, child) in oldChildren.enumerated().reversed() {
            slotHigh[position] = high
            if let placed = newPosition[matching.oldToNew[child]] { high = min(high, placed) }
        }
        var oldPosition: [Int: Int] = [:]
        for (position, child) in oldChildren.enumerated() { oldPosition[child] = position }
        func inSlot(_ o: Int, _ n: Int) -> Bool {
            guard let p = oldPosition[o], let q = newPosition[n] else { return false }
            return slotLow[p] < q && q < slotHigh[p]
        }
        var candidates: [(score: Double, i: Int, j: Int)] = []
        let everything = oldLeft.count * newLeft.count <= Matcher.similarityPairLimit
        for (i, o) in oldLeft.enumerated() {
            let range: Range<Int>
            if everything {
                range = 0..<newLeft.count
            } else {
                let center = newLeft.count * i / max(oldLeft.count, 1)
                range = max(0, center - Matcher.similarityWindow)..<min(newLeft.count, center + Matcher.similarityWindow + 1)
            }
            for j in range {
                let n = newLeft[j]
                let placed = inSlot(o, n)
                guard canPair(o, n), !rows.tellApart(o, n, inPlace: placed) else { continue }
                let score = evidence(o, n, matching)
                // Mere likeness pairs only in place: between the same paired siblings.
                guard score >= Matcher.similarityThreshold, score >= 2 || placed else { continue }
                candidates.append((score, i, j))
            }
        }
        // Strong evidence (a name, a target, what is inside) pairs best first, whatever the
        // order: an element can have moved. Ties by position, so the result is deterministic.
        let strong = candidates.filter { $0.score >= 2 }.sorted { ($0.score, -$0.i, -$0.j) > ($1.score, -$1.i, -$1.j) }
        for candidate in strong {
            let o = oldLeft[candidate.i], n = newLeft[candidate.j]
            guard !matching.isMatched(old: o) && !matching.isMatched(new: n) else { continue }
            matching.pair(o, n)
            found.append((o, n))
        }
        // Mere likeness never crosses: the weak pairs keep their order (the order-preserving
        // pairing of the largest total likeness), so four headings all renamed are each the
        // heading in its own place, not a reordering.
        let weak = candidates.filter { $0.score < 2 && !matching.isMatched(old: oldLeft[$0.i]) && !matching.isMatched(new: newLeft[$0.j]) }
        for (i, j) in Matcher.orderPreservingPairs(weak) {
            let o = oldLeft[i], n = newLeft[j]
            matching.pair(o, n)
            found.append((o, n))
        }
        return found
    }

    /// The most elements of a new wrapper looked into for the element it wraps.
    static let wrapperSearchLimit = 64

    /// Pairs each leftover old child with an element of its own type and role traits inside a
    /// leftover new child of another type, named like it (its name inside the new one's, or
    /// alike): the new child is a wrapper put around it.
    func matchIntoWrappers(_ oldLeft: [Int], _ newLeft: [Int], _ matching: inout Matching) -> [(old: Int, new: Int)] {
        var found: [(old: Int, new: Int)] = []
        for o in oldLeft {
            let element = old.elements[o]
            guard let name = Matcher.name(old, o), let type = element.type else { continue }
            let roles = element.knownTraitBits & TraitSet.roleBits
            // A leftover of its own kind still beside it, named as much like it, is where it
            // stayed (a "Delete Confirmation" button now "Delete confirmation"), not the
            // "Delete" button of a dialog whose name changed beside it.
            // Asked only once a wrapper holds a candidate.
            var known: Double?
            func stayed() -> Double {
                if let known { return known }
                var best = 0.0
                for n in newLeft where !matching.isMatched(new: n) && new.elements[n].type == type
                    && new.elements[n].knownTraitBits & TraitSet.roleBits == roles {
                    if let other = Matcher.name(new, n) { best = max(best, Similarity.labelSimilarity(name, other)) }
                }
                known = best
                return best
            }
            for wrapper in newLeft where !matching.isMatched(new: wrapper) && new.elements[wrapper].type != type {
                let end = min(new.subtreeEnd[wrapper], wrapper + 1 + Matcher.wrapperSearchLimit)
                let inner = ((wrapper + 1)..<end).first { d in
                    let candidate = new.elements[d]
                    guard !matching.isMatched(new: d), candidate.type == type, candidate.knownTraitBits & TraitSet.roleBits == roles,
                          let other = Matcher.name(new, d), canPair(o, d)
                    else { return false }
                    let likeness = Similarity.labelSimilarity(name, other)
                    guard other.contains(name) || name.contains(other) || likeness >= 0.6 else { return false }
                    let beside = stayed()
                    return beside == 0 || likeness > beside
                }
                if let inner {
                    matching.pair(o, inner)
                    found.append((o, inner))
                    break
                }
            }
        }
        return found
    }

    /// The pairs among `candidates` (each with its positions `i`, `j` and a score) that keep
    /// their order on both sides and have the largest total score: a weighted longest common
    /// subsequence over the positions the candidates use.
    static func orderPreservingPairs(_ candidates: [(score: Double, i: Int, j: Int)]) -> [(Int, Int)] {
        guard candidates.count > 1 else { return candidates.map { ($0.i, $0.j) } }
        let rows = Array(Set(candidates.map(\.i))).sorted(), columns = Array(Set(candidates.map(\.j))).sorted()
        var rowOf: [Int: Int] = [:], columnOf: [Int: Int] = [:]
        for (offset, i) in rows.enumerated() { rowOf[i] = offset }
        for (offset, j) in columns.enumerated() { columnOf[j] = offset }
        // A block too large to solve exactly (thousands of look-alike leftovers) keeps the
        // candidates that increase on both sides, best first.
        guard rows.count * columns.count <= SequenceAlignment.exactLimit else {
            var pairs: [(Int, Int)] = []
            var lastI = -1, lastJ = -1
            for candidate in candidates.sorted(by: { ($0.i, -$0.score, $0.j) < ($1.i, -$1.score, $1.j) })
            where candidate.i > lastI && candidate.j > lastJ {
                pairs.append((candidate.i, candidate.j))
                (lastI, lastJ) = (candidate.i, candidate.j)
            }
            return pairs
        }
        let width = columns.count + 1
        var weight = [Double](repeating: 0, count: rows.count * columns.count)
        for candidate in candidates {
            guard let r = rowOf[candidate.i], let c = columnOf[candidate.j] else { continue }
            weight[r * columns.count + c] = candidate.score
        }
        // best[r * width + c]: the largest total over rows[r...] and columns[c...].
        var best = [Double](repeating: 0, count: (rows.count + 1) * width)
        for r in stride(from: rows.count - 1, through: 0, by: -1) {
            for c in stride(from: columns.count - 1, through: 0, by: -1) {
                var value = max(best[(r + 1) * width + c], best[r * width + c + 1])
                let w = weight[r * columns.count + c]
                if w > 0 { value = max(value, w + best[(r + 1) * width + c + 1]) }
                best[r * width + c] = value
            }
        }
        var pairs: [(Int, Int)] = []
        var r = 0, c = 0
        while r < rows.count && c < columns.count {
            let w = weight[r * columns.count + c]
            if w > 0 && best[r * width + c] == w + best[(r + 1) * width + c + 1] {
                pairs.append((rows[r], columns[c]))
                r += 1
                c += 1
            } else if best[r * width + c] == best[(r + 1) * width + c] {
                r += 1
            } else {
                c += 1
            }
        }
        return pairs
    }

    /// How sure it is that `o` and `n` are one element, as a tier and a score within it (a
    /// number from 1 to 4, compared as a whole): evidence of a higher tier always wins, so
    /// two look-alike rows whose labels read alike never outrank the row that holds the other's
    /// cells.
    ///
    /// 3. The same label on two elements that are both accessibility elements or both not (a
    ///    `div` that lost `role=button` keeps its place, text and focusability), the same link
    ///    target, or the same name however it is given.
    /// 2. What is inside: at least half of `o`'s children paired with `n`'s, or a Dice share
    ///    of their descendants of at least a quarter (for two elements of the same type; as in
    ///    the bottom-up pass, three quarters for two of different types).
    /// 1. The similarity score (label, frame, type, traits).
    func evidence(_ o: Int, _ n: Int, _ matching: Matching) -> Double {
        let a = old.elements[o], b = new.elements[n]
        if let label = a.label, label == b.label, a.accessible == b.accessible { return 3.9 }
        // The same link target, or the same name whether it is the element's own or comes
        // from its contents (a button made a focusable `div` holding its text).
        if let url = a.url, url == b.url { return 3.9 }
        if let name = Matcher.name(old, o), name == Matcher.name(new, n) { return 3.85 }
        var children = 0, together = 0
        var child = o + 1
        let end = old.subtreeEnd[o]
        while child < end {
            children += 1
            let partner = matching.oldToNew[child]
            if partner >= 0 && new.parent[partner] == n { together += 1 }
            child = old.subtreeEnd[child]
        }
        if children > 0 && together * 2 >= children { return 2 + Double(together) / Double(children) }
        // Descendants held further down count as for the bottom-up pass: a `main` holding a
        // dialog's contents is not the dialog.
        let share = descendantShare(o, n, matching)
        if share >= (a.type == b.type ? 0.25 : Matcher.minimumDiceAcrossTypes) { return 2 + share }
        return 1 + Similarity.score(a, b)
    }

    /// The Dice share of the descendants of `o` and `n` paired with each other: twice those
    /// paired, over all of both.
    func descendantShare(_ o: Int, _ n: Int, _ matching: Matching) -> Double {
        let oldEnd = old.subtreeEnd[o], newEnd = new.subtreeEnd[n]
        let total = (oldEnd - o - 1) + (newEnd - n - 1)
        guard total > 0 else { return 0 }
        var shared = 0
        for descendant in (o + 1)..<oldEnd {
            let partner = matching.oldToNew[descendant]
            if partner > n && partner < newEnd { shared += 1 }
        }
        return 2 * Double(shared) / Double(total)
    }

    /// The children of one parent pair that look alike (the same type, roles and number of
    /// children, at least three of them): a list of rows. When most of the old rows of a type are paired with rows of the
    /// same text (label, or first text inside), two rows of that type with different texts are
    /// different rows: one scrolled out, another in, not one relabelled. When most are not (a
    /// screen in another language), a different text is no evidence.
    struct LookAlikeRows {
        let matcher: Matcher
        private var telling: Set<Key> = []

        /// What makes rows look alike.
        struct Key: Hashable {
            var type: String
            var roles: UInt32
            var children: Int
            /// Headings of different levels are not look-alike rows (an h1, h2 and h3 in a row).
            var level: Int?

            /// Headings are a document's outline, not rows: one renamed among others that kept
            /// their names is the same heading.
            init?(_ element: Element) {
                guard let type = element.type, !element.hasTrait(.header) else { return nil }
                self.type = type
                roles = element.traits.knownBits & TraitSet.roleBits
                children = element.childCount
                level = element.level
            }
        }

        init(_ matcher: Matcher, oldChildren: [Int], matching: Matching) {
            self.matcher = matcher
            var rows: [Key: (count: Int, kept: Int)] = [:]
            for o in oldChildren {
                guard let key = Key(matcher.old.elements[o]) else { continue }
                let n = matching.oldToNew[o]
                let kept = n >= 0 && Key(matcher.new.elements[n]) == key && matcher.firstText(old: o).map { $0 == matcher.firstText(new: n) } == true
                rows[key, default: (0, 0)].count += 1
                if kept { rows[key, default: (0, 0)].kept += 1 }
            }
            for (key, row) in rows where row.count >= 3 && row.kept * 2 > row.count {
                telling.insert(key)
            }
        }

        /// True when `o` and `n` are rows of such a list with different texts.
        /// A row renamed in its own place to a text much like its old one ("All Plans (36)",
        /// "All Plans (37)") is the same row.
        func tellApart(_ o: Int, _ n: Int, inPlace: Bool) -> Bool {
            guard !telling.isEmpty, let key = Key(matcher.old.elements[o]), telling.contains(key),
                  Key(matcher.new.elements[n]) == key,
                  let before = matcher.firstText(old: o), let after = matcher.firstText(new: n)
            else { return false }
            guard before != after else { return false }
            // A control in its own place renamed ("Toggle" to "Show actions") is the control:
            // rows of data come and go as a list scrolls, controls stay where they are put.
            if inPlace && matcher.old.elements[o].isInteractive && matcher.new.elements[n].isInteractive { return false }
            return !(inPlace && Similarity.labelSimilarity(before, after) >= 0.6)
        }
    }
}
