import Testing

@testable import AXModel

/// Reports name elements by their path of names from the root, and types by their short name.
@Suite struct ElementPathTests {
    @Test func aPathNamesEachElementFromTheRootByLabelIdOrShortType() {
        let tree = ElementTree(root: Element(type: "XCUIElementTypeWindow", children: [
            Element(type: "android.widget.FrameLayout", id: "player", children: [
                Element(type: "UIButton", label: "Play › now", traits: [.button], accessible: true),
            ]),
        ]))
        #expect(tree.path(of: 0) == "Window")
        #expect(tree.path(of: 1) == "Window > player")
        #expect(tree.path(of: 2) == "Window > player > Play › now")
        let unnamed = ElementTree(root: Element(children: [Element(type: "android.widget.FrameLayout")]))
        #expect(unnamed.path(of: 1) == "element > FrameLayout")
    }

    @Test func aShortTypeIsWhatFollowsTheLastDotWithoutXCUIElementType() {
        #expect(Element.shortName(of: "android.widget.TextView") == "TextView")
        #expect(Element.shortName(of: "XCUIElementTypeButton") == "Button")
        #expect(Element.shortName(of: "UIButton") == "UIButton")
        #expect(Element.shortName(of: "com.example.Ünïcödé") == "Ünïcödé")
        #expect(Element.shortName(of: "é.Näme") == "Näme")
        // Nothing after the last dot, or nothing after the prefix: the type as it is.
        #expect(Element.shortName(of: "com.example.") == "com.example.")
        #expect(Element.shortName(of: "XCUIElementType") == "XCUIElementType")
    }
}
