import AXModel

/// Step 5 of the matching: the leftover children of a matched parent pair, paired by evidence.
extension Matcher {
    /// Leftover children compared pairwise at most this many per parent pair; beyond it each
    /// old child is compared with the new children near its position only.
    static let similarityPairLimit = 400
    static let similarityWindow = 8
    static let similarityThreshold = 0.5

    func matchSimilarChildren(of pair: (old: Int, new: Int), _ matching: inout Matching) -> [(old: Int, new: Int)] {
        guard Matcher.hasUnmatchedChild(pair.old, in: old, matching.oldToNew),
              Matcher.hasUnmatchedChild(pair.new, in: new, matching.newToOld)
        else { return [] }
        let oldChildren = old.children(of: pair.old), newChildren = new.children(of: pair.new)
        let oldLeft = oldChildren.filter { !matching.isMatched(old: $0) }
        let newLeft = newChildren.filter { !matching.isMatched(new: $0) }
        guard !oldLeft.isEmpty && !newLeft.isEmpty else { return [] }
        let rows = LookAlikeRows(self, oldChildren: oldChildren, matching: matching)
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
                guard canPair(o, n), !rows.tellApart(o, n) else { continue }
                let score = evidence(o, n, matching)
                if score >= Matcher.similarityThreshold { candidates.append((score, i, j)) }
            }
        }
        // Best first; ties by position, so the result is deterministic.
        candidates.sort { ($0.score, -$0.i, -$0.j) > ($1.score, -$1.i, -$1.j) }
        var found: [(old: Int, new: Int)] = []
        for candidate in candidates {
            let o = oldLeft[candidate.i], n = newLeft[candidate.j]
            guard !matching.isMatched(old: o) && !matching.isMatched(new: n) else { continue }
            matching.pair(o, n)
            found.append((o, n))
        }
        return found
    }

    /// How sure it is that `o` and `n` are one element, from 0 to 1. The same label on two
    /// elements that are both accessibility elements or both not (a `div` that lost
    /// `role=button` keeps its place, text and focusability), or children already paired
    /// with each other's, are strong evidence whatever the type and traits say; otherwise
    /// the similarity score.
    func evidence(_ o: Int, _ n: Int, _ matching: Matching) -> Double {
        let a = old.elements[o], b = new.elements[n]
        if let label = a.label, label == b.label, a.accessible == b.accessible { return 0.9 }
        var children = 0, together = 0
        var child = o + 1
        let end = old.subtreeEnd[o]
        while child < end {
            children += 1
            let partner = matching.oldToNew[child]
            if partner >= 0 && new.parent[partner] == n { together += 1 }
            child = old.subtreeEnd[child]
        }
        if children > 0 && together * 2 >= children { return 0.8 }
        return Similarity.score(a, b)
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

            init?(_ element: Element) {
                guard let type = element.type else { return nil }
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
        func tellApart(_ o: Int, _ n: Int) -> Bool {
            guard !telling.isEmpty, let key = Key(matcher.old.elements[o]), telling.contains(key),
                  Key(matcher.new.elements[n]) == key,
                  let before = matcher.firstText(old: o), let after = matcher.firstText(new: n)
            else { return false }
            return before != after
        }
    }
}
