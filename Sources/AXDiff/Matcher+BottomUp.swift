import AXModel

/// Step 4 of the matching: containers paired by what they hold.
extension Matcher {
    /// The least Dice coefficient (twice the descendants paired between the two, over the
    /// descendants of both) for two containers of the same type to be one container.
    static let minimumDice = 0.5
    /// The same for containers whose types differ (a tab list made a plain group).
    static let minimumDiceAcrossTypes = 0.75
    /// The most descendants of one container looked at: a larger one is judged by its first.
    static let bottomUpDescendantLimit = 4096

    /// Pairs each leftover container, children first, with the leftover container that holds
    /// the most partners of its descendants, when they share enough of them (GumTree's
    /// bottom-up phase): a list whose rows all changed their headings still has each row
    /// paired with its own row, by its links and texts.
    func matchContainersBottomUp(_ matching: inout Matching) -> [(old: Int, new: Int)] {
        var found: [(old: Int, new: Int)] = []
        var counts: [Int: Int] = [:]
        for o in stride(from: old.count - 1, through: 1, by: -1) where !matching.isMatched(old: o) {
            let end = old.subtreeEnd[o]
            guard end > o + 1 else { continue }
            // New ancestors of the partners stop at the partner of `o`'s nearest matched
            // ancestor: what lies above it holds what lies above `o`.
            var ceiling = old.parent[o]
            while ceiling >= 0 && !matching.isMatched(old: ceiling) { ceiling = old.parent[ceiling] }
            let stop = ceiling >= 0 ? matching.oldToNew[ceiling] : -1
            counts.removeAll(keepingCapacity: true)
            for descendant in (o + 1)..<min(end, o + 1 + Matcher.bottomUpDescendantLimit) {
                let partner = matching.oldToNew[descendant]
                guard partner >= 0 else { continue }
                var ancestor = new.parent[partner]
                while ancestor >= 0 && ancestor != stop {
                    if !matching.isMatched(new: ancestor) { counts[ancestor, default: 0] += 1 }
                    ancestor = new.parent[ancestor]
                }
            }
            guard !counts.isEmpty else { continue }
            let oldSize = end - o - 1
            var best: (n: Int, sameType: Bool, dice: Double)?
            for (n, shared) in counts {
                guard canPair(o, n) else { continue }
                let dice = 2 * Double(shared) / Double(oldSize + new.subtreeEnd[n] - n - 1)
                let sameType = old.elements[o].type == new.elements[n].type
                guard dice >= (sameType ? Matcher.minimumDice : Matcher.minimumDiceAcrossTypes) else { continue }
                if let current = best, (current.sameType ? 1 : 0, current.dice, -current.n) >= (sameType ? 1 : 0, dice, -n) { continue }
                best = (n, sameType, dice)
            }
            guard let best else { continue }
            matching.pair(o, best.n)
            found.append((o, best.n))
        }
        return found
    }
}
