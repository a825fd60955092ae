import AXModel

/// The part of an `Accessibility.getFullAXTree` result under one DOM element, for `--selector`.
///
/// The whole tree is read, then cut: the node whose `backendDOMNodeId` is the selected element
/// and everything under it along `childIds`. This keeps the structure exactly as the full tree
/// has it (`getPartialAXTree` gives ancestors and siblings, not descendants).
public enum AXSubtree {
    /// The selected node and its descendants, in the full tree's order, the selected node
    /// first and without its `parentId`; nil when no node belongs to the element (it is hidden
    /// from the accessibility tree). Walks with an explicit stack.
    public static func nodes(of backendNodeID: Int, in nodes: [JSONValue]) -> [JSONValue]? {
        var position: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            if let id = node["nodeId"]?.stringValue { position[id] = index }
        }
        guard let rootIndex = nodes.firstIndex(where: { $0["backendDOMNodeId"]?.numberValue == Double(backendNodeID) }) else {
            return nil
        }
        var kept = Set([rootIndex])
        var stack = [rootIndex]
        while let index = stack.popLast() {
            for child in nodes[index]["childIds"]?.arrayValue ?? [] {
                guard let id = child.stringValue, let childIndex = position[id], kept.insert(childIndex).inserted else { continue }
                stack.append(childIndex)
            }
        }
        var result = [withoutParent(nodes[rootIndex])]
        for index in nodes.indices where index != rootIndex && kept.contains(index) {
            result.append(nodes[index])
        }
        return result
    }

    private static func withoutParent(_ node: JSONValue) -> JSONValue {
        guard case .object(let members) = node else { return node }
        return .object(members.filter { $0.key != "parentId" })
    }
}
