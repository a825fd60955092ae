import AXModel
import Testing

@testable import AXBrowser

@Suite struct AXSubtreeTests {
    static var nodes: [JSONValue] {
        [
            AXNodeFixture.node("1", parent: nil, children: ["2", "5"], backend: 1),
            AXNodeFixture.node("2", parent: "1", children: ["3"], backend: 2),
            AXNodeFixture.node("3", parent: "2", children: ["4"], backend: 3),
            AXNodeFixture.node("4", parent: "3", children: [], backend: 4),
            AXNodeFixture.node("5", parent: "1", children: [], backend: 5),
        ]
    }

    @Test func theSubtreeIsTheElementAndEverythingUnderIt() throws {
        let nodes = Self.nodes
        let scan = TreeScan(nodes: nodes)
        let cut = try #require(AXSubtree.cut(TreeEdit(), to: 2, in: scan))
        let written = try JSONValue.parse(cut.write(.nodes(nodes)))["nodes"]?.arrayValue ?? []
        #expect(written.map { $0["nodeId"]?.stringValue } == ["2", "3", "4"])
        #expect(written[0]["parentId"] == nil && written[1]["parentId"] == "2")
        #expect(AXSubtree.cut(TreeEdit(), to: 77, in: scan) == nil)
    }

    @Test func theCutFollowsTheChildrenAnEditGaveAndTheNodesItAdded() throws {
        let nodes = Self.nodes
        let scan = TreeScan(nodes: nodes)
        var edit = TreeEdit()
        edit.children["2"] = ["dom-9"]
        edit.removed = ["3", "4"]
        edit.added = [AXNodeFixture.node("dom-9", parent: "2", children: [], backend: 9)]
        let cut = try #require(AXSubtree.cut(edit, to: 2, in: scan))
        let written = try JSONValue.parse(cut.write(.nodes(nodes)))["nodes"]?.arrayValue ?? []
        #expect(written.map { $0["nodeId"]?.stringValue } == ["2", "dom-9"])
        #expect(written[0]["childIds"] == ["dom-9"])
        // A selected element that only the edit put back (hidden content) is found too.
        #expect(AXSubtree.cut(edit, to: 9, in: scan)?.kept == ["dom-9"])
    }
}
