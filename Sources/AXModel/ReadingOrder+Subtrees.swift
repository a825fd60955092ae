/// The reading order of version 1 of the format, kept for Android and web snapshots: a
/// subtree's stops are always read together (a container sorts at its own frame, a grouped or
/// frameless one at its first stop), and rows are formed from the topmost element down
/// (docs/format.md, "Reading order"). TalkBack's own order is not VoiceOver's; until it is
/// modelled, its snapshots keep the order they always had.
extension ReadingOrder {
    static func rowsOfSubtrees(
        tree: ElementTree, blocked: [VoiceOverModel.Blocked?], isStop: [Bool], rowTolerance: Double,
        direction: Snapshot.LayoutDirection
    ) -> [Int] {
        let count = tree.count
        let records = tree.arena.records
        // Children in reading order, for elements that are walked (reachable, not stops).
        var orderedChildren = [[Int]](repeating: [], count: count)
        // The first focus stop of each subtree in reading order, or -1.
        var firstStop = [Int](repeating: -1, count: count)
        // Bottom-up: reverse preorder visits children before their parent.
        for index in stride(from: count - 1, through: 0, by: -1) {
            if blocked[index] != nil { continue }
            if isStop[index] {
                firstStop[index] = index
                continue
            }
            guard tree.subtreeEnd[index] > index + 1 else { continue }
            var children = tree.children(of: index).filter { blocked[$0] == nil }
            if (records + index).pointee.rare?.childOrder == .geometric {
                children = sortInRows(
                    children, tree: tree, firstStop: firstStop, rowTolerance: rowTolerance, direction: direction)
            }
            orderedChildren[index] = children
            firstStop[index] = children.lazy.map { firstStop[$0] }.first { $0 >= 0 } ?? -1
        }
        // Top-down: emit the stops depth first along the ordered children.
        var stops: [Int] = []
        if count > 0 && blocked[0] == nil {
            var stack = [0]
            while let index = stack.popLast() {
                if isStop[index] {
                    stops.append(index)
                    continue
                }
                stack.append(contentsOf: orderedChildren[index].reversed())
            }
        }
        return stops
    }

    /// Sorts sibling indices into reading order by their position frames.
    static func sortInRows(
        _ children: [Int], tree: ElementTree, firstStop: [Int], rowTolerance: Double,
        direction: Snapshot.LayoutDirection
    ) -> [Int] {
        struct Item {
            var index: Int
            var position: Int  // array position among siblings
            var frame: Frame
            var row = 0
        }
        var placed: [Item] = []
        var unplaced: [Int] = []
        for (position, child) in children.enumerated() {
            let element = tree.elements[child]
            var frame: Frame?
            if let own = element.frame, !element.grouped {
                frame = own
            } else if firstStop[child] >= 0 {
                frame = tree.elements[firstStop[child]].frame
            }
            if let frame {
                placed.append(Item(index: child, position: position, frame: frame))
            } else {
                unplaced.append(child)
            }
        }
        placed.sort { ($0.frame.minY, $0.position) < ($1.frame.minY, $1.position) }
        // Rows: an element joins the current row while its top edge is within the tolerance of
        // the row's first (topmost) element.
        var row = 0
        var rowTop = placed.first?.frame.minY ?? 0
        for offset in placed.indices {
            if placed[offset].frame.minY - rowTop >= rowTolerance {
                row += 1
                rowTop = placed[offset].frame.minY
            }
            placed[offset].row = row
        }
        let rightToLeft = direction == .rightToLeft
        placed.sort { lhs, rhs in
            if lhs.row != rhs.row { return lhs.row < rhs.row }
            let left = rightToLeft ? -lhs.frame.maxX : lhs.frame.minX
            let right = rightToLeft ? -rhs.frame.maxX : rhs.frame.minX
            if left != right { return left < right }
            return lhs.position < rhs.position
        }
        return placed.map(\.index) + unplaced
    }
}
