/// Computes the focus stops of a tree in reading order (docs/format.md, "Reading order"), as
/// VoiceOver reads iOS screens; Android and web snapshots keep version 1's order
/// (`rowsOfSubtrees`).
///
/// Children are read in array order unless their parent says `childOrder: "geometric"`. Under
/// a geometric parent, a child that is not a stop and is neither `grouped`, nor a container
/// with its own order (`childOrder: "given"`), nor a tab bar (the `tabBar` trait) is no unit:
/// its children join the parent's sort, and so on down, as VoiceOver navigates a plain view's
/// content "in horizontal rows". The other children are units: their stops stay together, and
/// the unit sorts where its geometrically first stop does.
///
/// Sorting compares two frames at a time, as cashapp/AccessibilitySnapshot does: top edges at
/// least the row tolerance apart decide by height, closer ones by the leading edge; it is a
/// stable insertion sort over the children in depth-first array order (a merge of insertion
/// sorted runs of 64 above 64 items, so that a screen of thousands of siblings is not
/// quadratic). Frameless items come last, in array order.
struct ReadingOrder {
    let focusStops: [Int]

    init(
        tree: ElementTree, blocked: [VoiceOverModel.Blocked?], rowTolerance: Double, direction: Snapshot.LayoutDirection,
        platform: Snapshot.Platform = .ios
    ) {
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
        guard anyGeometric, count > 0, blocked[0] == nil else {
            focusStops = (0..<count).filter { isStop[$0] }
            return
        }
        guard platform == .ios else {
            focusStops = ReadingOrder.rowsOfSubtrees(tree: tree, blocked: blocked, isStop: isStop, rowTolerance: rowTolerance, direction: direction)
            return
        }
        func isGeometric(_ index: Int) -> Bool { (records + index).pointee.rare?.childOrder == .geometric }
        // Top-down: which elements are no unit (their children join the parent's sort), and
        // which have an ancestor with the tabBar trait (an ordered container there sorts at
        // its own frame, as AccessibilitySnapshot places it).
        var transparent = [Bool](repeating: false, count: count)
        var underTabBar = [Bool](repeating: false, count: count)
        // (Fields are read through the slots' pointers: copying a record retains its strings.)
        for index in 1..<count where blocked[index] == nil {
            let parent = tree.parent[index]
            underTabBar[index] = underTabBar[parent] || (records + parent).pointee.traits.contains(.tabBar)
            guard !isStop[index], isGeometric(parent), isGeometric(index) else { continue }
            transparent[index] = !(records + index).pointee.grouped && !(records + index).pointee.traits.contains(.tabBar)
        }
        // Bottom-up over the units (reverse preorder meets an inner unit before the unit
        // around it): each one's items, in reading order, and the frame it sorts at.
        var orderedItems = [[Int]](repeating: [], count: count)
        var sortFrame = [Frame?](repeating: nil, count: count)
        for index in 0..<count where isStop[index] { sortFrame[index] = (records + index).pointee.frame }
        let comparator = Comparator(rowTolerance: rowTolerance, rightToLeft: direction == .rightToLeft)
        var pending: [Int] = []
        for unit in stride(from: count - 1, through: 0, by: -1) {
            guard blocked[unit] == nil, !isStop[unit], !transparent[unit], tree.subtreeEnd[unit] > unit + 1 else { continue }
            // The unit's items: its children in array order, through the transparent ones.
            var items: [Int] = []
            pending.removeAll(keepingCapacity: true)
            pending.append(contentsOf: tree.children(of: unit).reversed())
            while let item = pending.popLast() {
                guard blocked[item] == nil else { continue }
                if transparent[item] {
                    pending.append(contentsOf: tree.children(of: item).reversed())
                } else if isStop[item] || tree.subtreeEnd[item] > item + 1 {
                    items.append(item)
                }
            }
            // Placed at its geometrically first item, found in array order by the same
            // comparison as the sort.
            var best: Frame?
            for item in items {
                guard let frame = sortFrame[item] else { continue }
                if let current = best, !comparator.before(frame, current) { continue }
                best = frame
            }
            if underTabBar[unit] && !isGeometric(unit), let own = (records + unit).pointee.frame {
                best = own
            }
            sortFrame[unit] = best
            orderedItems[unit] = isGeometric(unit) ? comparator.sorted(items, frames: sortFrame) : items
        }
        // Top-down: emit the stops depth first along the ordered items.
        var stops: [Int] = []
        var stack = [0]
        while let index = stack.popLast() {
            if isStop[index] {
                stops.append(index)
                continue
            }
            stack.append(contentsOf: orderedItems[index].reversed())
        }
        focusStops = stops
    }

    /// The pairwise comparison of two positions, and the stable sort built on it.
    struct Comparator {
        let rowTolerance: Double
        let rightToLeft: Bool

        /// Whether a frame at `a` is read before one at `b`: the higher one when their top
        /// edges are at least the row tolerance apart, else the one whose leading edge comes
        /// first (left edge left to right, right edge right to left). Not transitive near the
        /// tolerance (`a` and `b` within it, `b` and `c` within it, `a` and `c` not): the sort
        /// below is what gives such chains their order.
        func before(_ a: Frame, _ b: Frame) -> Bool {
            let dy = a.minY - b.minY
            if dy != 0 && abs(dy) >= rowTolerance { return dy < 0 }
            return rightToLeft ? a.maxX > b.maxX : a.minX < b.minX
        }

        /// `items` sorted stably by their frames; items without one come last, in order.
        func sorted(_ items: [Int], frames: [Frame?]) -> [Int] {
            var placed: [(index: Int, frame: Frame)] = []
            var unplaced: [Int] = []
            placed.reserveCapacity(items.count)
            for item in items {
                if let frame = frames[item] { placed.append((item, frame)) } else { unplaced.append(item) }
            }
            guard placed.count > 1 else { return placed.map(\.index) + unplaced }
            // Runs of 64 sorted by insertion, as Swift's own sort starts (and all of it up to
            // 64 items: then the result is exactly AccessibilitySnapshot's), then merged.
            let run = 64
            var start = 0
            while start < placed.count {
                insertionSort(&placed, start, min(start + run, placed.count))
                start += run
            }
            var width = run
            var buffer = placed
            while width < placed.count {
                var low = 0
                while low < placed.count {
                    let middle = min(low + width, placed.count), high = min(low + 2 * width, placed.count)
                    merge(placed, low, middle, high, into: &buffer)
                    low = high
                }
                swap(&placed, &buffer)
                width *= 2
            }
            return placed.map(\.index) + unplaced
        }

        /// Moves each item left past the items it is read before.
        private func insertionSort(_ items: inout [(index: Int, frame: Frame)], _ low: Int, _ high: Int) {
            guard high - low > 1 else { return }
            for next in (low + 1)..<high {
                let item = items[next]
                var slot = next
                while slot > low && before(item.frame, items[slot - 1].frame) {
                    items[slot] = items[slot - 1]
                    slot -= 1
                }
                items[slot] = item
            }
        }

        /// Merges two sorted neighbouring runs; an item of the right run goes first only when
        /// it is read before (stable).
        private func merge(
            _ items: [(index: Int, frame: Frame)], _ low: Int, _ middle: Int, _ high: Int,
            into buffer: inout [(index: Int, frame: Frame)]
        ) {
            var left = low, right = middle, out = low
            while left < middle && right < high {
                if before(items[right].frame, items[left].frame) {
                    buffer[out] = items[right]
                    right += 1
                } else {
                    buffer[out] = items[left]
                    left += 1
                }
                out += 1
            }
            while left < middle { buffer[out] = items[left]; left += 1; out += 1 }
            while right < high { buffer[out] = items[right]; right += 1; out += 1 }
        }
    }
}
