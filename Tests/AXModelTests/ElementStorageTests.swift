import Testing

@testable import AXModel

/// An element's rarely set fields live in a second box made only when one is set; copies share
/// both boxes until one of them changes.
@Suite struct ElementStorageTests {
    /// Made anew for each use: kept in a global, its unknown key's value (an indirect enum,
    /// whose box pointer carries tag bits) would look leaked to the AddressSanitizer's leak check.
    static var full: Element {
        Element(
            type: "UIButton", label: "Play", hint: "Plays the song", traits: [.button], accessible: true,
            childOrder: .geometric, text: "Play", actions: ["Skip"], rotors: ["Songs"], language: "en", level: 2,
            url: "https://example.com", extras: [ExtraKey(key: "custom", value: .number(1))])
    }

    @Test func anElementWithoutRareFieldsHasNoSecondBox() {
        let plain = Element(type: "UIButton", label: "Play", traits: [.button], accessible: true)
        #expect(plain.record.rare == nil)
        #expect(Self.full.record.rare != nil)
        // Empty strings are absent, so they make no box either.
        #expect(Element(hint: "", text: "", url: "").record.rare == nil)
    }

    @Test func aCopyChangedLeavesTheOriginalAsItWas() {
        let original = Self.full
        var copy = original
        copy.hint = "Pauses the song"
        copy.actions.append("Like")
        copy.level = nil
        copy.childOrder = .given
        #expect(original.hint == "Plays the song" && original.actions == ["Skip"])
        #expect(original.level == 2 && original.childOrder == .geometric)
        #expect(copy.hint == "Pauses the song" && copy.actions == ["Skip", "Like"])
        #expect(copy.level == nil && copy.childOrder == .given)
        #expect(copy.text == "Play" && copy.rotors == ["Songs"] && copy.language == "en")
        #expect(copy != original)
    }

    @Test func settingRareFieldsOneByOneEqualsTheElementMadeWithThem() {
        var built = Element(type: "UIButton", label: "Play", traits: [.button], accessible: true)
        built.hint = "Plays the song"
        built.childOrder = .geometric
        built.text = "Play"
        built.actions = ["Skip"]
        built.rotors = ["Songs"]
        built.language = "en"
        built.level = 2
        built.url = "https://example.com"
        built.extras = [ExtraKey(key: "custom", value: .number(1))]
        #expect(built == Self.full)
        // Set back to their defaults, they equal an element that never had them.
        var cleared = built
        cleared.hint = nil
        cleared.childOrder = .given
        cleared.text = nil
        cleared.actions = []
        cleared.rotors = []
        cleared.language = nil
        cleared.level = nil
        cleared.url = nil
        cleared.extras = []
        #expect(cleared == Element(type: "UIButton", label: "Play", traits: [.button], accessible: true))
        #expect(built == Self.full)
    }
}
