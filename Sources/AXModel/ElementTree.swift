/// A snapshot's elements in preorder with parent and sibling links, for analysis.
///
/// Built once per snapshot without recursion; indices are positions in preorder (the root is
/// 0). `elements[i].children` still holds the nested values, shared, not copied.
public struct ElementTree: Sendable {
    public let elements: [Element]
    /// Parent index, or -1 for the root.
    public let parent: [Int]
    /// Depth of each element; the root is 0.
    public let depth: [Int]
    /// One past the last preorder index of each element's subtree.
    public let subtreeEnd: [Int]
    /// Index of each element among its parent's children.
    public let childPosition: [Int]

    public init(root: Element) {
        var elements: [Element] = [root]
        var parent: [Int] = [-1]
        var depth: [Int] = [0]
        var childPosition: [Int] = [0]
        var subtreeEnd: [Int] = [1]
        // The elements whose children are being visited, innermost last: their children (one
        // retain of the array, instead of one per child pushed and popped), the next one's
        // position and the element's own index. Depth is the number of open frames.
        var frames: [(children: [Element], next: Int, index: Int)] = []
        if !root.storage.children.isEmpty { frames.append((root.storage.children, 0, 0)) }
        while let top = frames.indices.last {
            let position = frames[top].next
            guard position < frames[top].children.count else {
                subtreeEnd[frames[top].index] = elements.count
                frames.removeLast()
                continue
            }
            frames[top].next = position + 1
            let child = frames[top].children[position]
            let index = elements.count
            parent.append(frames[top].index)
            depth.append(frames.count)
            childPosition.append(position)
            subtreeEnd.append(index + 1)
            if !child.storage.children.isEmpty { frames.append((child.storage.children, 0, index)) }
            elements.append(child)
        }
        self.elements = elements
        self.parent = parent
        self.depth = depth
        self.subtreeEnd = subtreeEnd
        self.childPosition = childPosition
    }

    public var count: Int { elements.count }

    /// The indices of the children of `index`, in array order.
    public func children(of index: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(elements[index].children.count)
        var child = index + 1
        let end = subtreeEnd[index]
        while child < end {
            result.append(child)
            child = subtreeEnd[child]
        }
        return result
    }

    /// Ancestors of `index`, nearest first.
    public func ancestors(of index: Int) -> [Int] {
        var result: [Int] = []
        var current = parent[index]
        while current >= 0 {
            result.append(current)
            current = parent[current]
        }
        return result
    }

    /// True when `descendant` lies in the subtree of `ancestor` (or is it).
    public func isInSubtree(_ descendant: Int, of ancestor: Int) -> Bool {
        descendant >= ancestor && descendant < subtreeEnd[ancestor]
    }

    /// A readable path of names from the root: `Window > Player > Play`.
    public func path(of index: Int) -> String {
        // The names root first, written into one string (reports name hundreds of elements).
        var chain = ancestors(of: index)
        chain.reverse()
        chain.append(index)
        var path = ""
        for (position, element) in chain.enumerated() {
            if position > 0 { path += " > " }
            path += elements[element].displayName
        }
        return path
    }
}

extension Element {
    /// The best short name for messages: the label, else the id, else the type.
    public var displayName: String {
        label ?? id ?? type.map(Element.shortName(of:)) ?? "element"
    }

    /// `XCUIElementTypeButton` -> `Button`, `android.widget.TextView` -> `TextView`.
    public static func shortName(of type: String) -> String {
        // Over bytes: `.` is ASCII, so the name after the last one starts on a character.
        var name = Substring(type)
        if let dot = type.utf8.lastIndex(of: UInt8(ascii: ".")) { name = type[type.utf8.index(after: dot)...] }
        if name.hasPrefix("XCUIElementType") { name = name.dropFirst("XCUIElementType".count) }
        return name.isEmpty ? type : String(name)
    }
}
