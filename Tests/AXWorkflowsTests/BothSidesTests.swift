import Testing

@testable import AXWorkflows

/// Two computations at once come back in their order, whatever the timing.
@Suite struct BothSidesTests {
    @Test func bothResultsComeBackInTheirOrder() {
        let (first, second) = BothSides.run({ "first" }, { 2 })
        #expect(first == "first" && second == 2)
    }
}
