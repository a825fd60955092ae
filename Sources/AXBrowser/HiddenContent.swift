import AXModel

/// Content hidden from screen readers with `aria-hidden`, read back through the DOM.
///
/// Chrome's full tree keeps little of such content: ignored nodes without role or name, and
/// only for some elements (the focusable ones, not the section around them). A user who
/// tabs there still lands on those controls and hears nothing. So the capture asks the DOM
/// domain for each `aria-hidden="true"` element and what is inside it (`DOM.querySelectorAll`,
/// `DOM.describeNode`), and puts it in the tree in place of Chrome's fragments: ignored nodes
/// (`ariaHiddenElement`, `ariaHiddenSubtree`) with the role, name and focusability the DOM
/// gives (`DOMRoles`), which the Chrome importer keeps with `hidden: true`. Content of which
/// Chrome's tree has no node at all is left out: nothing there takes focus, and the tree gives
/// no place for it.
public enum HiddenContent {
    /// The most hidden elements described; the rest are left as Chrome gives them, with a note.
    public static let describedLimit = 500
    /// The most DOM nodes put back in all; the rest are left out, with a note.
    public static let nodeLimit = 50_000

    /// The DOM nodes that are never shown: their content is not put back.
    static let unrendered: Set<String> = ["SCRIPT", "STYLE", "TEMPLATE", "NOSCRIPT", "HEAD", "META", "LINK", "TITLE"]

    /// The edit that puts each described hidden element (the `node` of a `DOM.describeNode`
    /// reply with `depth: -1`, in document order) in place of Chrome's fragments of it, and
    /// notes for what could not be put back.
    public static func edit(_ scan: TreeScan, described roots: [JSONValue]) -> (edit: TreeEdit, notes: [String]) {
        var edit = TreeEdit()
        var notes: [String] = []
        var byBackend: [Int: Int] = [:]
        for position in scan.backendIDs.indices {
            if let backend = scan.backendIDs[position], byBackend[backend] == nil { byBackend[backend] = position }
        }
        var claimed = Set<Int>()
        var budget = nodeLimit
        for root in roots {
            guard let rootBackend = backendID(root), !claimed.contains(rootBackend) else { continue }
            let subtree = preorder(root)
            let inside = Set(subtree.compactMap { backendID($0.node) })
            claimed.formUnion(inside)
            // Chrome's nodes for the content, the first one (in document order) whose parent
            // is outside it marking where the content goes.
            let present = subtree.compactMap { backendID($0.node).flatMap { byBackend[$0] } }
            guard let anchor = present.first(where: { position in
                guard let parent = scan.parentIDs[position], let parentPosition = scan.position[parent] else { return false }
                return scan.backendIDs[parentPosition].map { !inside.contains($0) } ?? true
            }), let parent = scan.parentIDs[anchor], let parentPosition = scan.position[parent] else { continue }
            guard subtree.count <= budget else {
                notes.append("an aria-hidden element holds more than \(budget) DOM nodes; it is captured as Chrome's tree gives it, without roles or names")
                budget = 0
                continue
            }
            budget -= subtree.count
            // Leave out Chrome's fragments and what hangs under them.
            var dropped = Set<String>()
            var pending = present.map { scan.ids[$0] }
            while let id = pending.popLast() {
                guard dropped.insert(id).inserted, let position = scan.position[id] else { continue }
                pending += edit.childIDs(of: position, in: scan)
            }
            edit.removed.formUnion(dropped)
            let siblings = edit.childIDs(of: parentPosition, in: scan)
            let slot = siblings.firstIndex(of: scan.ids[anchor]).map { index in siblings[..<index].count { !dropped.contains($0) } }
            var kept = siblings.filter { !dropped.contains($0) }
            let rootID = nodeID(rootBackend)
            kept.insert(rootID, at: min(slot ?? kept.count, kept.count))
            edit.children[parent] = kept
            edit.added += nodes(for: root, subtree: subtree, parent: parent)
        }
        let described = roots.count
        if described >= describedLimit {
            notes.append("the page has more than \(describedLimit) aria-hidden elements; only the first \(describedLimit) are captured with their roles and names")
        }
        return (edit, notes)
    }

    /// The id of the node put back for a DOM node.
    static func nodeID(_ backend: Int) -> String { "dom-\(backend)" }

    static func backendID(_ node: JSONValue) -> Int? {
        node["backendNodeId"]?.numberValue.flatMap { Int(exactly: $0) }
    }

    /// The DOM nodes of a described element in document order, each with its parent's place in
    /// the list (-1 for the element), leaving out what is never shown.
    static func preorder(_ root: JSONValue) -> [(node: JSONValue, parent: Int)] {
        var result: [(node: JSONValue, parent: Int)] = []
        var stack: [(node: JSONValue, parent: Int)] = [(root, -1)]
        while let (node, parent) = stack.popLast() {
            let name = node["nodeName"]?.stringValue ?? ""
            if unrendered.contains(name) { continue }
            if DOMRoles.attribute("hidden", of: node) != nil { continue }
            let place = result.count
            result.append((node, parent))
            for child in (node["children"]?.arrayValue ?? []).reversed() { stack.append((child, place)) }
        }
        return result
    }

    /// The accessibility nodes of a hidden element and its content, as Chrome writes ignored
    /// nodes, with roles, names, heading levels and focusability from the DOM.
    static func nodes(for root: JSONValue, subtree: [(node: JSONValue, parent: Int)], parent: String) -> [JSONValue] {
        var children = [[String]](repeating: [], count: subtree.count)
        var ids: [String?] = []
        for (node, _) in subtree {
            let type = node["nodeType"]?.numberValue ?? 1
            let text = type == 3 ? DOMRoles.collapsed(node["nodeValue"]?.stringValue ?? "") : ""
            ids.append(type == 1 || !text.isEmpty ? backendID(node).map(nodeID) : nil)
        }
        for (position, entry) in subtree.enumerated() where entry.parent >= 0 {
            if let id = ids[position] { children[entry.parent].append(id) }
        }
        var result: [JSONValue] = []
        for (position, entry) in subtree.enumerated() {
            guard let id = ids[position], let backend = backendID(entry.node) else { continue }
            let node = entry.node
            let isText = node["nodeType"]?.numberValue == 3
            let role = isText ? (role: "StaticText", level: nil) : DOMRoles.role(of: node)
            let name = isText ? DOMRoles.collapsed(node["nodeValue"]?.stringValue ?? "") : DOMRoles.name(of: node, role: role.role)
            // An element's parent is the nearest element above it that has a node.
            var above = entry.parent
            while above >= 0 && ids[above] == nil { above = subtree[above].parent }
            var members: [(key: String, value: JSONValue)] = [
                ("nodeId", .string(id)),
                ("parentId", .string(above >= 0 ? ids[above] ?? parent : parent)),
                ("ignored", true),
                ("ignoredReasons", [.object([
                    ("name", .string(entry.parent < 0 ? "ariaHiddenElement" : "ariaHiddenSubtree")),
                    ("value", .object([("type", "boolean"), ("value", true)])),
                ])]),
                ("role", .object([("type", "role"), ("value", .string(role.role))])),
            ]
            if let name { members.append(("name", .object([("type", "computedString"), ("value", .string(name))]))) }
            var properties: [JSONValue] = []
            if !isText, DOMRoles.isFocusable(node) {
                properties.append(.object([("name", "focusable"), ("value", .object([("type", "booleanOrUndefined"), ("value", true)]))]))
            }
            if let level = role.level {
                properties.append(.object([("name", "level"), ("value", .object([("type", "integer"), ("value", .int(level))]))]))
            }
            members.append(("properties", .array(properties)))
            members.append(("childIds", .array(children[position].map { .string($0) })))
            members.append(("backendDOMNodeId", .int(backend)))
            result.append(.object(members))
        }
        return result
    }
}
