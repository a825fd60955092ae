import AXModel

/// While a `<dialog>` is open with `showModal()`, Chrome marks everything outside it ignored
/// for `activeModalDialog`, the dialog's own ancestors (`<html>`, `<body>`) included, and keeps
/// the dialog under them. The Chrome importer reads such a node as hidden content, which would
/// hide the dialog too; the dialog is what a screen reader reads. An ancestor of content that is
/// not ignored is made a plain wrapper (`uninteresting`) here; the content behind the dialog stays
/// hidden.
enum ModalScope {
    static let reason = "activeModalDialog"

    /// The nodes with the dialog's ancestors unmarked; unchanged when no modal dialog is open.
    static func unwrapped(_ nodes: [JSONValue]) -> [JSONValue] {
        guard nodes.contains(where: isBehindModal) else { return nodes }
        var position: [String: Int] = [:]
        for (index, node) in nodes.enumerated() {
            if let id = node["nodeId"]?.stringValue { position[id] = index }
        }
        // Every ancestor of a node that is not ignored holds shown content; each is marked once.
        var holdsShownContent = [Bool](repeating: false, count: nodes.count)
        for node in nodes where node["ignored"]?.boolValue != true {
            var parent = node["parentId"]?.stringValue.flatMap { position[$0] }
            while let index = parent, !holdsShownContent[index] {
                holdsShownContent[index] = true
                parent = nodes[index]["parentId"]?.stringValue.flatMap { position[$0] }
            }
        }
        return nodes.indices.map { index in
            let node = nodes[index]
            guard holdsShownContent[index], isBehindModal(node), case .object(let members) = node else { return node }
            let wrapper: JSONValue = .array([.object([("name", "uninteresting"), ("value", .object([("type", "boolean"), ("value", true)]))])])
            return .object(members.map { $0.key == "ignoredReasons" ? (key: $0.key, value: wrapper) : $0 })
        }
    }

    private static func isBehindModal(_ node: JSONValue) -> Bool {
        node["ignored"]?.boolValue == true
            && (node["ignoredReasons"]?.arrayValue ?? []).contains { $0["name"]?.stringValue == reason }
    }
}
