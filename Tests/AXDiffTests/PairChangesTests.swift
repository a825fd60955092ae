import AXModel
import AXTestSupport
import Testing

@testable import AXDiff

/// A diff's matched pairs may be compared in parts, in any order (a lone screen's are spread
/// over the cores): the diff made of the parts has the changes of the diff made at once. Parts
/// that do not cover the pairs exactly once are not trusted.
@Suite struct PairChangesTests {
    @Test func changesFoundInPartsAreTheOnesFoundAtOnce() {
        var kinds = Set<String>()
        for seed in UInt64(1)...12 {
            let old = RandomSnapshots.snapshot(seed: seed, maximumElements: 400)
            var edited = old
            edited.root = Self.edited(old.root, seed: seed)
            for new in [edited, RandomSnapshots.snapshot(seed: seed + 500, maximumElements: 400)] {
                let options = DiffOptions()
                let (oldModel, newModel) = (VoiceOverModel(snapshot: old, options: options.voiceOver), VoiceOverModel(snapshot: new, options: options.voiceOver))
                let serial = ScreenDiff(oldHeader: .init(old), old: oldModel, newHeader: .init(new), new: newModel, options: options)
                let matched = ScreenDiff.Matched(oldHeader: .init(old), old: oldModel, newHeader: .init(new), new: newModel, options: options)
                for parts in [1, 3, 8] {
                    let inParts = ScreenDiff(matched, pairChanges: (0..<parts).reversed().map { matched.pairChanges(part: $0, of: parts) })
                    #expect(inParts.changes == serial.changes, "seed \(seed), \(parts) parts")
                }
                kinds.formUnion(serial.changes.map { "\($0.kind)" })
            }
        }
        // Changes of many kinds, from pairs in every part, so an order that depended on the
        // parts would have shown.
        #expect(kinds.count >= 5, "\(kinds.sorted())")
    }

    @Test func partsThatDoNotCoverThePairsOnceAreComparedAgain() {
        let old = RandomSnapshots.snapshot(seed: 3, maximumElements: 300)
        var new = old
        new.root = Self.edited(old.root, seed: 3)
        let options = DiffOptions()
        let (oldModel, newModel) = (VoiceOverModel(snapshot: old, options: options.voiceOver), VoiceOverModel(snapshot: new, options: options.voiceOver))
        let matched = ScreenDiff.Matched(oldHeader: .init(old), old: oldModel, newHeader: .init(new), new: newModel, options: options)
        let serial = ScreenDiff(oldHeader: .init(old), old: oldModel, newHeader: .init(new), new: newModel, options: options)
        #expect(serial.changes.count > 10)
        let (first, second, third) = (matched.pairChanges(part: 0, of: 3), matched.pairChanges(part: 1, of: 3), matched.pairChanges(part: 2, of: 3))
        for wrong in [[first, third], [first, second, second, third], [], [first, first, second, third], [third]] {
            #expect(ScreenDiff(matched, pairChanges: wrong).changes == serial.changes)
        }
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
