import AXTestSupport
import Testing

@testable import AXModel

/// With every child list in array order, the focus stops are those of the walk the spec
/// describes: children in order, blocked subtrees skipped, no descent into a stop.
@Suite struct ReadingOrderTests {
    static func givenOrder(_ element: Element) -> Element {
        var result = element
        result.childOrder = .given
        result.children = result.children.map(givenOrder)
        return result
    }

    /// The walk, written recursively over the tree for comparison.
    static func walk(_ model: VoiceOverModel, _ index: Int, into stops: inout [Int]) {
        guard model.blocked[index] == nil else { return }
        if model.tree.elements[index].accessible {
            stops.append(index)
            return
        }
        for child in model.tree.children(of: index) { walk(model, child, into: &stops) }
    }

    @Test func stopsInArrayOrderAreTheWalksStops() {
        var checked = 0
        for seed in UInt64(1)...300 {
            var snapshot = RandomSnapshots.snapshot(seed: seed, maximumElements: 80)
            snapshot.root = Self.givenOrder(snapshot.root)
            let model = VoiceOverModel(snapshot: snapshot)
            var expected: [Int] = []
            Self.walk(model, 0, into: &expected)
            #expect(model.focusStops == expected, "seed \(seed)")
            checked += expected.count
        }
        #expect(checked > 300, "the generated trees must have focus stops")
    }
}
