import AXModel

/// Builds an element tree from elements listed in preorder with the index of each one's parent
/// in the output tree, without recursion.
///
/// Importers decide the output parent of every source node: usually its source parent, but an
/// importer may drop a wrapper (its children take its parent) or move a focus stop out of
/// another one (it becomes a later sibling). Among the children of one parent the preorder is
/// kept. The output depth is checked against `SnapshotParser.maximumDepth`.
struct TreeAssembler {
    /// Elements without children, in preorder.
    var elements: [Element] = []
    /// Output parent of each element; -1 for the root (the first element only).
    var parents: [Int] = []
    /// Source line of each element, for the depth error.
    var lines: [Int] = []

    var count: Int { elements.count }

    /// Appends an element; `parent` must be an index already appended, or -1 for the root.
    @discardableResult
    mutating func append(_ element: consuming Element, parent: Int, line: Int) -> Int {
        elements.append(element)
        parents.append(parent)
        lines.append(line)
        return elements.count - 1
    }

    /// The number of children each element will have.
    func childCounts() -> [Int] {
        var counts = [Int](repeating: 0, count: count)
        for parent in parents where parent >= 0 { counts[parent] += 1 }
        return counts
    }

    /// The assembled tree, in an arena (`Element.assembled`). Throws `tooDeep` when the output
    /// would nest more than `limit` deep. The assembler is left empty.
    mutating func assemble(path: String?, limit: Int = SnapshotParser.maximumDepth) throws(ImportError) -> Element {
        precondition(!elements.isEmpty && parents[0] == -1, "the first element must be the root")
        var depth = [Int](repeating: 1, count: count)
        for index in 1..<count {
            depth[index] = depth[parents[index]] + 1
            if depth[index] > limit {
                throw ImportError.tooDeep(path: path, line: lines[index], limit: limit)
            }
        }
        return Element.assembled(&elements, parents: parents)
    }
}
