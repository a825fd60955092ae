import AXDiff
import AXModel
import AXTestSupport
import Testing

@testable import AXRules

/// A lone screen is judged on two cores (`sidesInParallel`): the transition rules are spread
/// over them and their hits put back in rule order, so the verdict is the serial one.
@Suite struct ParallelEvaluationTests {
    @Test func spreadWorkComesBackInIndexOrder() {
        let serial = BothSides.map(1_000, concurrently: false) { $0 * $0 }
        let spread = BothSides.map(1_000, concurrently: true) { $0 * $0 }
        #expect(spread == serial)
        #expect(spread == (0..<1_000).map { $0 * $0 })
        #expect(BothSides.map(0, concurrently: true) { $0 }.isEmpty)
        #expect(BothSides.map(1, concurrently: true) { $0 + 7 } == [7])
    }

    @Test func aScreenJudgedOnTwoCoresGetsTheSerialVerdict() {
        let engine = RuleEngine()
        var transitionRules = Set<String>()
        for seed in UInt64(1)...12 {
            let old = RandomSnapshots.snapshot(seed: seed, maximumElements: 400)
            let new = RandomSnapshots.snapshot(seed: seed + 1_000, maximumElements: 400)
            let diff = ScreenDiff(old: old, new: new, options: engine.diffOptions)
            let serial = engine.evaluate(diff)
            let parallel = engine.evaluate(diff, sidesInParallel: true)
            #expect(parallel == serial, "seed \(seed)")
            let transitions = Set(engine.rules.filter { if case .transition = $0.check { true } else { false } }.map(\.id))
            transitionRules.formUnion(serial.regressions.map(\.ruleID).filter(transitions.contains))
        }
        // Several transition rules fired, so an order of their hits that depended on timing
        // would have shown.
        #expect(transitionRules.count >= 3, "\(transitionRules.sorted())")
    }
}
