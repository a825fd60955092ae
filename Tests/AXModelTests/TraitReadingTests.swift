import AXTestSupport
import Testing

@testable import AXModel

/// Traits are matched by their bytes (`Trait.vocabularyIndex(named:)`); escaped names, unknown
/// names and repeats come out as they did when every name was made a string first.
@Suite struct TraitReadingTests {
    @Test func knownEscapedUnknownAndRepeatedNames() throws {
        let text = #"{"axsnap": 1, "screen": "S", "root": {"traits": ["button", "sparkly", "b\u0075tton", "zeta", "sparkly", "alpha", "selected", "header"]}}"#
        let result = try SnapshotParser.parse(text, path: "t.json")
        let traits = result.snapshot.root.traits
        #expect(traits.knownBits == TraitSet([.button, .header, .selected]).knownBits)
        #expect(traits.unknownNames == ["alpha", "sparkly", "zeta"])
        let messages = result.warnings.map(\.description)
        #expect(messages.contains("t.json:1:71: warning: trait \"button\" is listed twice; traits are a set"), "\(messages)")
        #expect(messages.contains("t.json:1:94: warning: trait \"sparkly\" is listed twice; traits are a set"), "\(messages)")
        #expect(messages.contains { $0.contains("unknown trait \"sparkly\"") && $0.contains("(and 1 more in this file)") }, "\(messages)")
        #expect(messages.contains { $0.contains("unknown trait \"zeta\"") }, "\(messages)")
    }
}
