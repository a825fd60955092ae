import Testing

@testable import AXModel

/// The parser makes each distinct long element type once and shares it between the elements
/// of that type (`ParserState.readType`).
@Suite struct SharedTypeTests {
    /// Where a native string keeps its bytes: the same address for two strings means one
    /// shared storage.
    static func storage(_ string: String?) -> UnsafeRawPointer? {
        string?.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
    }

    static func snapshot(types: [String]) -> String {
        let children = types.map { #"{"type": "\#($0)", "label": "x"}"# }.joined(separator: ", ")
        return #"{"axsnap": 1, "screen": "S", "root": {"type": "XCUIElementTypeWindow", "children": [\#(children)]}}"#
    }

    @Test func aLongTypeIsMadeOnceAndShared() throws {
        let result = try SnapshotParser.parse(Self.snapshot(types: ["XCUIElementTypeButton", "XCUIElementTypeStaticText", "XCUIElementTypeButton"]))
        let children = result.snapshot.root.children
        #expect(children.map(\.type) == ["XCUIElementTypeButton", "XCUIElementTypeStaticText", "XCUIElementTypeButton"])
        let first = try #require(Self.storage(children[0].type))
        #expect(Self.storage(children[2].type) == first)
        #expect(Self.storage(children[1].type) != first)
    }

    /// Past the limit, and for a type written with escapes, types are read as any string:
    /// the same values, not shared.
    @Test func pastTheLimitAndWithEscapesTypesAreReadAsTheyAre() throws {
        let many = (0..<(ParserState.sharedTypeLimit + 6)).map { "com.example.widget.Kind\($0)" }
        let result = try SnapshotParser.parse(Self.snapshot(types: many + many))
        let types = result.snapshot.root.children.map(\.type)
        #expect(types == (many + many).map { Optional($0) })
        // The root's type takes the first place: the children's first limit - 1 are shared.
        let shared = ParserState.sharedTypeLimit - 1
        #expect(Self.storage(types[0]) == Self.storage(types[many.count]))
        #expect(Self.storage(types[shared - 1]) == Self.storage(types[many.count + shared - 1]))
        #expect(Self.storage(types[shared]) != Self.storage(types[many.count + shared]))
        let escaped = try SnapshotParser.parse(Self.snapshot(types: [#"XCUIElementType\u0042utton"#, "XCUIElementTypeButton"]))
        #expect(escaped.snapshot.root.children.map(\.type) == ["XCUIElementTypeButton", "XCUIElementTypeButton"])
    }

    /// A type of 15 bytes or fewer is stored inline in the string, with nothing to share.
    @Test func shortTypesAreReadAsTheyAre() throws {
        let result = try SnapshotParser.parse(Self.snapshot(types: ["UIButton", "UIButton"]))
        #expect(result.snapshot.root.children.map(\.type) == ["UIButton", "UIButton"])
    }
}
