import Testing

@testable import AXModel

/// Importers list elements with the index of each one's parent; `Element.assembled` builds
/// that tree straight into an arena, with the tree the nested API describes.
@Suite struct ElementAssemblyTests {
    /// The same list given children one by one, with boxes.
    static func nested(_ elements: [Element], parents: [Int]) -> Element {
        var built = elements
        for index in stride(from: built.count - 1, through: 1, by: -1) {
            built[parents[index]].children.insert(built[index], at: 0)
        }
        return built[0]
    }

    @Test func aListWithElementsMovedToAnEarlierParentGivesTheNestedTree() {
        // 0 page; 1 list under 0; 2 link under 1; 3 text under 2; 4 button moved out of the
        // link to the list (after the link); 5 text under the link again, listed after the
        // button; 6 heading under the page.
        let elements = [
            Element(type: "RootWebArea", line: 1),
            Element(type: "list", line: 2),
            Element(type: "link", label: "Home", traits: [.link], accessible: true, url: "/", line: 3),
            Element(type: "StaticText", label: "Home", traits: [.staticText], line: 4),
            Element(type: "button", label: "Close", traits: [.button], accessible: true, line: 5),
            Element(type: "StaticText", label: "more", traits: [.staticText], line: 6),
            Element(type: "heading", label: "Title", traits: [.header], level: 2, line: 7),
        ]
        let parents = [-1, 0, 1, 2, 1, 2, 0]
        let expected = Self.nested(elements, parents: parents)
        var list = elements
        let root = Element.assembled(&list, parents: parents)
        #expect(list.isEmpty)
        #expect(root.arena != nil && root.storage == nil, "the root is a view of an arena")
        #expect(root == expected)
        // Its tree is that arena, with the links and lines of the nested tree.
        let tree = ElementTree(root: root)
        #expect(tree.arena === root.arena)
        ElementArenaTests.expectLinks(of: tree, equal: ElementArenaTests.walk(expected))
        // The button comes after the link's whole subtree, text listed after it included.
        #expect(tree.elements.map(\.line) == [1, 2, 3, 4, 6, 5, 7])
        #expect(tree.elements[5].label == "Close" && tree.parent[5] == 1 && tree.childPosition[5] == 1)
        #expect(tree.elements[2].url == "/" && tree.elements[6].level == 2)
    }

    /// A box two listed elements share is copied, not emptied: both keep their fields, and so
    /// does the caller's copy.
    @Test func aSharedBoxIsCopiedNotTakenFrom() {
        let shared = Element(type: "StaticText", label: "Shared", traits: [.staticText], line: 9)
        var list = [Element(type: "Window", line: 1), shared, shared]
        let root = Element.assembled(&list, parents: [-1, 0, 0])
        #expect(root.children.map(\.label) == ["Shared", "Shared"])
        #expect(shared.label == "Shared" && shared.line == 9)
    }

    /// A lone root is a tree of one slot.
    @Test func aRootAloneIsATreeOfOne() {
        var list = [Element(type: "Window", label: "Only", line: 1)]
        let root = Element.assembled(&list, parents: [-1])
        #expect(root.label == "Only" && !root.hasChildren && ElementTree(root: root).count == 1)
    }
}
