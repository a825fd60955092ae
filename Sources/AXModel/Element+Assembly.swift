extension Element {
    /// The tree of `elements`, listed with the index of each one's parent (-1 for the root,
    /// the first element only; every parent before its children), built straight into an
    /// arena: the root returned is a view of slot 0, as a parsed snapshot's is. Among one
    /// parent's children the list order is kept. The elements must have no children of their
    /// own; the list is left empty.
    ///
    /// Importers list elements this way. Giving each element its children made an array per
    /// element, and an `ElementTree` then copied every record again into an arena; here each
    /// record is copied once, into the arena.
    public static func assembled(_ elements: inout [Element], parents: [Int]) -> Element {
        let count = elements.count
        precondition(count > 0 && parents.count == count && parents[0] == -1, "the first element must be the root")
        // The children of each element, in list order, as one array with offsets.
        var firstChild = [Int](repeating: 0, count: count + 1)
        for index in 1..<count {
            let parent = parents[index]
            precondition(parent >= 0 && parent < index, "a parent must come before its children")
            firstChild[parent + 1] += 1
        }
        for index in 0..<count { firstChild[index + 1] += firstChild[index] }
        var children = [Int](repeating: 0, count: count - 1)
        var filled = firstChild
        for index in 1..<count {
            let parent = parents[index]
            children[filled[parent]] = index
            filled[parent] += 1
        }
        // Output preorder, without recursion: the open elements, innermost last, with their
        // slot and the next of their children to visit.
        var builder = ElementArenaBuilder(capacity: count)
        var open: [(element: Int, slot: Int, next: Int)] = []
        open.append((0, builder.open(elements[0].record, parent: -1, depth: 0, position: 0), firstChild[0]))
        while let top = open.last {
            let next = top.next
            guard next < firstChild[top.element + 1] else {
                builder.close(top.slot)
                open.removeLast()
                continue
            }
            open[open.count - 1].next = next + 1
            let child = children[next]
            precondition(!elements[child].hasChildren, "a listed element has no children of its own")
            let slot = builder.open(elements[child].record, parent: top.slot, depth: open.count, position: next - firstChild[top.element])
            open.append((child, slot, firstChild[child]))
        }
        elements = []
        return Element(arena: ElementArena(builder), index: 0)
    }
}
