import AXModel
import Testing

@testable import AXBrowser

@Suite struct AXSubtreeTests {
    private func node(_ id: String, parent: String?, children: [String], backend: Int, ignored: [String] = []) -> JSONValue {
        var members: [(key: String, value: JSONValue)] = [("nodeId", .string(id)), ("childIds", .array(children.map { .string($0) })), ("backendDOMNodeId", .int(backend))]
        if let parent { members.append(("parentId", .string(parent))) }
        if !ignored.isEmpty {
            members.append(("ignored", true))
            members.append(("ignoredReasons", .array(ignored.map { .object([("name", .string($0)), ("value", .object([("type", "boolean"), ("value", true)]))]) })))
        }
        return .object(members)
    }

    @Test func theSubtreeIsTheElementAndEverythingUnderIt() throws {
        let nodes = [
            node("1", parent: nil, children: ["2", "5"], backend: 1),
            node("2", parent: "1", children: ["3"], backend: 2),
            node("3", parent: "2", children: ["4"], backend: 3),
            node("4", parent: "3", children: [], backend: 4),
            node("5", parent: "1", children: [], backend: 5),
        ]
        let subtree = try #require(AXSubtree.nodes(of: 2, in: nodes))
        #expect(subtree.map { $0["nodeId"]?.stringValue } == ["2", "3", "4"])
        #expect(subtree[0]["parentId"] == nil && subtree[1]["parentId"] == "2")
        #expect(AXSubtree.nodes(of: 77, in: nodes) == nil)
    }

    @Test func aModalDialogsAncestorsAreWrappersAndWhatIsBehindItStaysHidden() {
        // Chrome's tree of a page with <dialog> opened by showModal().
        let nodes = [
            node("2", parent: nil, children: ["3"], backend: 2),
            node("3", parent: "2", children: ["16", "22"], backend: 3, ignored: ["activeModalDialog"]),
            node("16", parent: "3", children: [], backend: 16, ignored: ["activeModalDialog"]),
            node("22", parent: "3", children: ["23"], backend: 22),
            node("23", parent: "22", children: [], backend: 23),
        ]
        let unwrapped = ModalScope.unwrapped(nodes)
        #expect(unwrapped[1]["ignoredReasons"]?.arrayValue?.first?["name"] == "uninteresting")
        #expect(unwrapped[2] == nodes[2])
        #expect(unwrapped[3] == nodes[3])
        let withoutModal = [nodes[0], node("3", parent: "2", children: [], backend: 3, ignored: ["notRendered"])]
        #expect(ModalScope.unwrapped(withoutModal) == withoutModal)
    }
}
