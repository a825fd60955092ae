import AXModel

/// The part of an `Accessibility.getFullAXTree` result under one DOM element, for `--selector`.
///
/// The whole tree is read, then cut: the node whose `backendDOMNodeId` is the selected element
/// and everything under it along `childIds`. This keeps the structure exactly as the full tree
/// has it (`getPartialAXTree` gives ancestors and siblings, not descendants).
public enum AXSubtree {
    /// `edit` cut to the selected node and its descendants (the nodes `edit` added included),
    /// the selected node its root; nil when no node belongs to the element (it is hidden from
    /// the accessibility tree). Walks with an explicit stack.
    public static func cut(_ edit: TreeEdit, to backendNodeID: Int, in scan: TreeScan) -> TreeEdit? {
        var added: [String: (backend: Int?, children: [String])] = [:]
        for node in edit.added {
            guard let id = TreeScan.identifier(node["nodeId"]) else { continue }
            added[id] = (node["backendDOMNodeId"]?.numberValue.flatMap { Int(exactly: $0) },
                         (node["childIds"]?.arrayValue ?? []).compactMap { TreeScan.identifier($0) })
        }
        let root: String
        if let position = scan.backendIDs.indices.first(where: { scan.backendIDs[$0] == backendNodeID && !edit.removed.contains(scan.ids[$0]) }) {
            root = scan.ids[position]
        } else if let node = edit.added.first(where: { $0["backendDOMNodeId"]?.numberValue == Double(backendNodeID) }),
                  let id = TreeScan.identifier(node["nodeId"]) {
            root = id
        } else {
            return nil
        }
        var kept: Set<String> = [root]
        var stack = [root]
        while let id = stack.popLast() {
            let children = added[id]?.children ?? edit.children[id] ?? scan.position[id].map { scan.childIDs[$0] } ?? []
            for child in children where !edit.removed.contains(child) && kept.insert(child).inserted {
                stack.append(child)
            }
        }
        var result = edit
        result.kept = kept
        result.root = root
        return result
    }
}
