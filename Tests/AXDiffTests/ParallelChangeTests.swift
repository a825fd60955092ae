import AXModel
import AXTestSupport
import Testing

@testable import AXDiff

/// A lone screen's matched pairs are compared on all cores, a part each: the changes come
/// back in the serial order.
@Suite struct ParallelChangeTests {
    @Test func changesFoundOnAllCoresAreTheSerialOnes() {
        var kinds = Set<String>()
        for seed in UInt64(1)...12 {
            let old = RandomSnapshots.snapshot(seed: seed, maximumElements: 400)
            var edited = old
            edited.root = Self.edited(old.root, seed: seed)
            for new in [edited, RandomSnapshots.snapshot(seed: seed + 500, maximumElements: 400)] {
                let options = DiffOptions()
                let (oldModel, newModel) = (VoiceOverModel(snapshot: old, options: options.voiceOver), VoiceOverModel(snapshot: new, options: options.voiceOver))
                let serial = ScreenDiff(oldHeader: .init(old), old: oldModel, newHeader: .init(new), new: newModel, options: options)
                let spread = ScreenDiff(oldHeader: .init(old), old: oldModel, newHeader: .init(new), new: newModel, options: options, concurrently: true)
                #expect(spread.changes == serial.changes, "seed \(seed)")
                kinds.formUnion(serial.changes.map { "\($0.kind)" })
            }
        }
        // Changes of many kinds, from pairs in every part, so an order that depended on the
        // parts would have shown.
        #expect(kinds.count >= 5, "\(kinds.sorted())")
    }

    /// Labels and values changed on about one element in five, in place.
    static func edited(_ element: Element, seed: UInt64) -> Element {
        var random = SeededRandom(seed: seed)
        func edit(_ element: Element) -> Element {
            var result = element
            if random.chance(0.2) { result.label = "Edited \(result.label ?? "")" }
            if random.chance(0.1) { result.value = "Changed" }
            result.children = result.children.map(edit)
            return result
        }
        return edit(element)
    }
}
