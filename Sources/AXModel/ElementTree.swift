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
        var elements: [Element] = []
        var parent: [Int] = []
        var depth: [Int] = []
        var childPosition: [Int] = []
        // (element, parent index, depth, position among siblings)
        var stack: [(Element, Int, Int, Int)] = [(root, -1, 0, 0)]
        while let (element, parentIndex, level, position) = stack.popLast() {
            let index = elements.count
            elements.append(element)
            parent.append(parentIndex)
            depth.append(level)
            childPosition.append(position)
            var childIndex = element.children.count
            for child in element.children.reversed() {
                childIndex -= 1
                stack.append((child, index, level + 1, childIndex))
            }
        }
        var subtreeEnd = Array(0..<elements.count).map { $0 + 1 }
        for index in stride(from: elements.count - 1, to: 0, by: -1) {
            let parentIndex = parent[index]
            subtreeEnd[parentIndex] = max(subtreeEnd[parentIndex], subtreeEnd[index])
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
        let chain = ([index] + ancestors(of: index)).reversed()
        return chain.map { elements[$0].displayName }.joined(separator: " > ")
    }
}

extension Element {
    /// The best short name for messages: the label, else the id, else the type.
    public var displayName: String {
        label ?? id ?? type.map(Element.shortName(of:)) ?? "element"
    }

    /// `XCUIElementTypeButton` -> `Button`, `android.widget.TextView` -> `TextView`.
    public static func shortName(of type: String) -> String {
        var name = Substring(type)
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if name.hasPrefix("XCUIElementType") { name = name.dropFirst("XCUIElementType".count) }
        return name.isEmpty ? type : String(name)
    }
}
