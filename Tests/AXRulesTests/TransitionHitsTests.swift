import AXDiff
import AXModel
import AXTestSupport
import Testing

@testable import AXRules

/// A caller may work out the transition rules' hits itself, one rule at a time, in any order
/// (a lone screen's are spread over the cores), and hand them to `evaluate`: the verdict is the
/// one `evaluate` reaches alone. Hits that do not hold one list per rule are not trusted.
@Suite struct TransitionHitsTests {
    @Test func hitsWorkedOutRuleByRuleInAnyOrderGiveTheSameVerdict() {
        let engine = RuleEngine()
        var transitionRules = Set<String>()
        for seed in UInt64(1)...12 {
            let old = RandomSnapshots.snapshot(seed: seed, maximumElements: 400)
            let new = RandomSnapshots.snapshot(seed: seed + 1_000, maximumElements: 400)
            let diff = ScreenDiff(old: old, new: new, options: engine.diffOptions)
            let alone = engine.evaluate(diff)
            var random = SeededRandom(seed: seed)
            var order = Array(0..<engine.transitionRuleCount)
            for index in order.indices.reversed() { order.swapAt(index, Int(random.next() % UInt64(index + 1))) }
            let given = engine.evaluate(diff, transitionHits: order.map { engine.transitionHits(diff, rule: $0) })
            #expect(given == alone, "seed \(seed)")
            let transitions = Set(engine.rules.filter { if case .transition = $0.check { true } else { false } }.map(\.id))
            transitionRules.formUnion(alone.regressions.map(\.ruleID).filter(transitions.contains))
        }
        // Several transition rules fired, so hits put back in the wrong order would have shown.
        #expect(transitionRules.count >= 3, "\(transitionRules.sorted())")
    }

    /// The rules read backwards (the fixes) may be worked out rule by rule too, on the change
    /// read backwards: the verdict, improvements included, is the one `evaluate` reaches alone.
    @Test func backwardHitsWorkedOutRuleByRuleGiveTheSameVerdict() {
        let engine = RuleEngine()
        var credited = 0
        for seed in UInt64(1)...12 {
            let old = RandomSnapshots.snapshot(seed: seed, maximumElements: 400)
            let new = RandomSnapshots.snapshot(seed: seed + 1_000, maximumElements: 400)
            let diff = ScreenDiff(old: old, new: new, options: engine.diffOptions)
            let alone = engine.evaluate(diff)
            let backwards = diff.reversed
            let given = engine.evaluate(diff, backwardHits: (0..<engine.transitionRuleCount).reversed().map { engine.backwardHits(backwards, rule: $0) })
            #expect(given == alone, "seed \(seed)")
            credited += alone.improvements.count
        }
        #expect(credited > 0, "some fixes were credited, so hits put back wrongly would have shown")
    }

    @Test func incompleteOrRepeatedHitsAreWorkedOutAgain() throws {
        let engine = RuleEngine()
        let old = try SnapshotParser.parse("""
            {"axsnap": 1, "screen": "S", "root": {"type": "UIWindow", "children": [
              {"type": "UIButton", "id": "save", "label": "Save", "traits": ["button"], "accessible": true}]}}
            """).snapshot
        var new = old
        new.root.children[0].label = nil
        let diff = ScreenDiff(old: old, new: new, options: engine.diffOptions)
        let alone = engine.evaluate(diff)
        let transitions = Set(engine.rules.filter { if case .transition = $0.check { true } else { false } }.map(\.id))
        #expect(alone.regressions.contains { transitions.contains($0.ruleID) }, "a transition rule must fire: \(alone.regressions.map(\.ruleID))")
        let all = (0..<engine.transitionRuleCount).map { engine.transitionHits(diff, rule: $0) }
        for wrong in [Array(all.dropLast()), all + [all[0]], [], Array(repeating: all[0], count: all.count)] {
            #expect(engine.evaluate(diff, transitionHits: wrong) == alone)
        }
    }
}
