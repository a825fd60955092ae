import AXModel

/// One node of an `Accessibility.getFullAXTree` result, for tests of what is done to the tree.
enum AXNodeFixture {
    static func node(_ id: String, parent: String?, children: [String], backend: Int, ignored: [String] = []) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("nodeId", .string(id)), ("childIds", .array(children.map { .string($0) })), ("backendDOMNodeId", .int(backend))]
        if let parent { members.append(("parentId", .string(parent))) }
        if !ignored.isEmpty {
            members.append(("ignored", true))
            members.append(("ignoredReasons", .array(ignored.map { .object([("name", .string($0)), ("value", .object([("type", "boolean"), ("value", true)]))]) })))
        }
        return .object(members)
    }
}
