import AXDiff

/// How each focus stop of a screen fared between two versions, for highlighting the focus
/// order lists of the HTML audit: the stops kept in order are aligned (the longest common
/// subsequence of the announcements); of the others, an announcement on both sides has moved;
/// where as many stops left as joined between the same two kept ones, each was announced
/// differently (changed); the rest are gone (only before) or new (only after).
struct FocusOrderChanges: Equatable {
    enum Mark: Equatable {
        case same
        /// Gone from the focus order (removed, unreachable, or announced differently).
        case gone
        /// New in the focus order.
        case new
        /// Still a stop, at this 1-based position on the other side.
        case moved(to: Int)
        /// Announced differently at the same place in the order.
        case changed
    }

    var before: [Mark]
    var after: [Mark]

    init(before old: [String], after new: [String]) {
        var before = Array(repeating: Mark.gone, count: old.count)
        var after = Array(repeating: Mark.new, count: new.count)
        for (i, j) in SequenceAlignment.align(old, new) {
            before[i] = .same
            after[j] = .same
        }
        // Unaligned announcements on both sides moved: pair them in order of appearance.
        var waiting: [String: [Int]] = [:]
        for (j, announcement) in new.enumerated() where after[j] == .new { waiting[announcement, default: []].append(j) }
        for (i, announcement) in old.enumerated() where before[i] == .gone {
            guard var positions = waiting[announcement], !positions.isEmpty else { continue }
            let j = positions.removeFirst()
            waiting[announcement] = positions
            before[i] = .moved(to: j + 1)
            after[j] = .moved(to: i + 1)
        }
        // Between two kept stops, as many left as joined: each one was replaced in place.
        let kept = zip(before.indices.filter { before[$0] == .same }, after.indices.filter { after[$0] == .same })
        let anchors = [(-1, -1)] + Array(kept) + [(old.count, new.count)]
        for (start, end) in zip(anchors, anchors.dropFirst()) {
            let gone = (start.0 + 1..<end.0).filter { before[$0] == .gone }
            let joined = (start.1 + 1..<end.1).filter { after[$0] == .new }
            guard !gone.isEmpty, gone.count == joined.count else { continue }
            for i in gone { before[i] = .changed }
            for j in joined { after[j] = .changed }
        }
        self.before = before
        self.after = after
    }

    /// True when no stop was added, removed or moved.
    var isUnchanged: Bool { before.allSatisfy { $0 == .same } && after.allSatisfy { $0 == .same } }

    /// `1 changed, 3 gone, 1 new, 2 moved`, or nil when nothing changed.
    static func summary(of marks: [Mark]) -> String? {
        let gone = marks.filter { $0 == .gone }.count, new = marks.filter { $0 == .new }.count
        let moved = marks.filter { if case .moved = $0 { true } else { false } }.count
        let changed = marks.filter { $0 == .changed }.count
        let parts = [(changed, "changed"), (gone, "gone"), (new, "new"), (moved, "moved")].filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }
}
