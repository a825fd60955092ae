/// Computes the focus stops of a tree in reading order (spec rules 3 and 4).
///
/// Children are read in array order unless their parent says `childOrder: "geometric"`; then
/// they are sorted into rows (top edges closer than the row tolerance share a row), rows top to
/// bottom, within a row leading to trailing, ties by array index. A child that is `grouped` or
/// has no frame sorts at the frame of its first focus stop; children with no position at all
/// come last, in array order. A subtree's stops always stay together.
struct ReadingOrder {
    let focusStops: [Int]

    init(tree: ElementTree, blocked: [VoiceOverModel.Blocked?], rowTolerance: Double, direction: Snapshot.LayoutDirection) {
        let count = tree.count
        var anyGeometric = false
        // Read in the arena's slots, with no view of each element (a view holds the arena,
        // whose count the other core, building the other side's model, also takes).
        let records = tree.arena.records
        let isStop: [Bool] = (0..<count).map { index in
            let record = records + index
            if record.pointee.rare?.childOrder == .geometric { anyGeometric = true }
            return blocked[index] == nil && record.pointee.accessible
        }
        // With every child list in array order, the walk below visits the reachable elements in
        // preorder and emits the stops among them (a stop's descendants are blocked, nested in
        // it): the stops are the preorder's, with no child lists built.
        guard anyGeometric else {
            focusStops = (0..<count).filter { isStop[$0] }
            return
        }
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
                children = ReadingOrder.sortGeometrically(
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
        focusStops = stops
    }

    /// Sorts sibling indices into reading order by their position frames.
    static func sortGeometrically(
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
