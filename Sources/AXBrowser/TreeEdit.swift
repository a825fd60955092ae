import AXModel

/// What a capture changes in an `Accessibility.getFullAXTree` reply before the Chrome importer
/// reads it: nodes left out, children replaced, nodes added, and the part kept for
/// `--selector`. Written node by node, so the result is one copy of the reply, never a tree of
/// values.
public struct TreeEdit: Sendable, Equatable {
    /// Nodes left out (Chrome's fragments of content `aria-hidden` hides, put back whole).
    public var removed: Set<String> = []
    /// New `childIds` of a node.
    public var children: [String: [String]] = [:]
    /// Nodes added, after the reply's own.
    public var added: [JSONValue] = []
    /// When not nil, only these nodes are kept (the subtree of the `--selector` element).
    public var kept: Set<String>?
    /// The node written without its `parentId` (the selected element, the new root).
    public var root: String?

    public init() {}

    /// True when the reply can be read as Chrome sent it.
    public var isEmpty: Bool {
        removed.isEmpty && children.isEmpty && added.isEmpty && kept == nil && root == nil
    }

    /// The children of the node at `position` of `scan`, with this edit's changes.
    func childIDs(of position: Int, in scan: TreeScan) -> [String] {
        children[scan.ids[position]] ?? scan.childIDs[position]
    }

    /// `{"nodes":[…]}` with the edit applied to `source`'s nodes.
    public func write(_ source: TreeSource) -> [UInt8] {
        var bytes = Array(#"{"nodes":["#.utf8)
        var first = true
        func write(_ node: JSONValue) {
            guard case .object(var members) = node, let id = TreeScan.identifier(node["nodeId"]) else { return }
            if removed.contains(id) { return }
            if let kept, !kept.contains(id) { return }
            if id == root { members.removeAll { $0.key == "parentId" } }
            if let replaced = children[id], let slot = members.firstIndex(where: { $0.key == "childIds" }) {
                members[slot].value = .array(replaced.map { .string($0) })
            } else if let replaced = children[id] {
                members.append(("childIds", .array(replaced.map { .string($0) })))
            }
            if !first { bytes.append(UInt8(ascii: ",")) }
            first = false
            bytes += JSONValue.object(members).serialized(pretty: false).utf8
        }
        source.forEachNode(write)
        for node in added { write(node) }
        bytes += Array("]}".utf8)
        return bytes
    }
}
