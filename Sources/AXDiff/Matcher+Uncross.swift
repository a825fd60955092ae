import AXModel

/// The last step of the matching: two look-alike elements paired across each other's parents
/// are paired in place instead.
extension Matcher {
    /// Un-crosses moves: when `a` (under old parent `P`) is paired with an element under the
    /// partner of old parent `Q`, and `b` (under `Q`) with an element under `P`'s partner, and
    /// the four look alike (same type, roles and size), `a` and `b` are paired with the element
    /// under their own parent's partner. Of two readings with the same evidence, the one with
    /// fewer moves is the change a user would describe: two table rows whose link targets'
    /// numbers all shifted by one kept their cells, the cells did not trade rows.
    func uncrossMoves(_ matching: inout Matching) {
        // Moved pairs, by (partner of the old parent, new parent).
        var moved: [Pair: [(old: Int, new: Int)]] = [:]
        for (o, n) in matching.pairs {
            let po = old.parent[o], pn = new.parent[n]
            guard po >= 0, pn >= 0 else { continue }
            let partner = matching.oldToNew[po]
            guard partner >= 0, partner != pn else { continue }
            moved[Pair(from: partner, to: pn), default: []].append((o, n))
        }
        guard !moved.isEmpty else { return }
        for key in moved.keys.sorted(by: { ($0.from, $0.to) < ($1.from, $1.to) }) where key.from < key.to {
            guard var forward = moved[key], var backward = moved[Pair(from: key.to, to: key.from)] else { continue }
            while let a = forward.popLast() {
                // `a.old` sits under the parent paired with `key.from` and went under `key.to`;
                // a look-alike went the other way.
                guard let index = backward.lastIndex(where: { b in
                    looksAlike(old: a.old, new: b.new) && looksAlike(old: b.old, new: a.new)
                        && matching.oldToNew[a.old] == a.new && matching.oldToNew[b.old] == b.new
                }) else { continue }
                let b = backward.remove(at: index)
                swapSubtrees(a, b, &matching)
            }
            moved[key] = forward
            moved[Pair(from: key.to, to: key.from)] = backward
        }
    }

    private struct Pair: Hashable {
        var from: Int
        var to: Int
    }

    /// The same type and role traits, and subtrees of the same shape (size and types).
    private func looksAlike(old o: Int, new n: Int) -> Bool {
        let size = old.subtreeEnd[o] - o
        guard size == new.subtreeEnd[n] - n else { return false }
        return (0..<size).allSatisfy { offset in
            let a = old.elements[o + offset], b = new.elements[n + offset]
            return a.type == b.type && a.knownTraitBits & TraitSet.roleBits == b.knownTraitBits & TraitSet.roleBits
                && old.depth[o + offset] - old.depth[o] == new.depth[n + offset] - new.depth[n]
        }
    }

    /// Pairs `a.old`'s subtree with `b.new`'s and `b.old`'s with `a.new`'s, element by element.
    private func swapSubtrees(_ a: (old: Int, new: Int), _ b: (old: Int, new: Int), _ matching: inout Matching) {
        let size = old.subtreeEnd[a.old] - a.old
        for offset in 0..<size {
            for (o, n) in [(a.old + offset, a.new + offset), (b.old + offset, b.new + offset)] where matching.oldToNew[o] == n {
                matching.oldToNew[o] = -1
                matching.newToOld[n] = -1
            }
        }
        for offset in 0..<size {
            for (o, n) in [(a.old + offset, b.new + offset), (b.old + offset, a.new + offset)]
            where matching.oldToNew[o] < 0 && matching.newToOld[n] < 0 && canPair(o, n) {
                matching.pair(o, n)
            }
        }
    }
}
