import Testing

@testable import AXWorkflows

/// Work spread over the cores comes back in index order, whatever the timing.
@Suite struct BothSidesTests {
    @Test func spreadWorkComesBackInIndexOrder() {
        let spread = BothSides.map(1_000) { $0 * $0 }
        #expect(spread == (0..<1_000).map { $0 * $0 })
        #expect(BothSides.map(0) { $0 }.isEmpty)
        #expect(BothSides.map(1) { $0 + 7 } == [7])
        let (first, second) = BothSides.run({ "first" }, { 2 })
        #expect(first == "first" && second == 2)
    }
}
