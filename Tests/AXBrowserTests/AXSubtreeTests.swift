import AXModel
import Testing

@testable import AXBrowser

@Suite struct AXSubtreeTests {
    @Test func theSubtreeIsTheElementAndEverythingUnderIt() throws {
        let nodes = [
            AXNodeFixture.node("1", parent: nil, children: ["2", "5"], backend: 1),
            AXNodeFixture.node("2", parent: "1", children: ["3"], backend: 2),
            AXNodeFixture.node("3", parent: "2", children: ["4"], backend: 3),
            AXNodeFixture.node("4", parent: "3", children: [], backend: 4),
            AXNodeFixture.node("5", parent: "1", children: [], backend: 5),
        ]
        let subtree = try #require(AXSubtree.nodes(of: 2, in: nodes))
        #expect(subtree.map { $0["nodeId"]?.stringValue } == ["2", "3", "4"])
        #expect(subtree[0]["parentId"] == nil && subtree[1]["parentId"] == "2")
        #expect(AXSubtree.nodes(of: 77, in: nodes) == nil)
    }
}
