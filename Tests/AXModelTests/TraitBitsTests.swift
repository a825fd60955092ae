import Testing

@testable import AXModel

/// Constants written as bits agree with the traits they stand for.
@Suite struct TraitBitsTests {
    @Test func interactiveBitsAreTheInteractiveTraits() {
        let traits: [AXModel.Trait] = [.button, .link, .searchField, .keyboardKey, .adjustable, .toggle, .textEntry, .allowsDirectInteraction]
        #expect(TraitSet.interactiveBits == TraitSet(traits).knownBits)
        #expect(TraitSet.roleBits == TraitSet(AXModel.Trait.roles).knownBits)
    }
}
