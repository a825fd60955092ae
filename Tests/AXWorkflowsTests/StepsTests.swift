import Foundation
import Testing

@testable import AXWorkflows

@Suite struct StepsTests {
    /// The order the steps ran in, as each recorded it.
    private final class Record: @unchecked Sendable {
        private let lock = NSLock()
        private var order: [String] = []
        func ran(_ name: String) { lock.withLock { order.append(name) } }
        var names: [String] { lock.withLock { order } }
    }

    @Test func everyStepRunsOnceAfterWhatItWaitsFor() {
        for cores in [1, 2, 4] {
            let record = Record()
            let steps = Steps()
            let left = steps.add { record.ran("load old") }
            let right = steps.add { record.ran("load new") }
            let match = steps.add(after: [left, right]) { record.ran("match") }
            let parts = (0..<5).map { part in steps.add(after: [match]) { record.ran("part \(part)") } }
            steps.add(after: parts) { record.ran("diff") }
            steps.add(after: [left]) { record.ran("state old") }
            steps.run(cores: cores)
            let order = record.names
            #expect(order.sorted() == (["load old", "load new", "match", "diff", "state old"] + (0..<5).map { "part \($0)" }).sorted(), "cores: \(cores)")
            func position(_ name: String) -> Int { order.firstIndex(of: name) ?? -1 }
            #expect(position("match") > position("load old") && position("match") > position("load new"), "\(order)")
            #expect(position("state old") > position("load old"), "\(order)")
            for part in 0..<5 {
                #expect(position("part \(part)") > position("match") && position("diff") > position("part \(part)"), "\(order)")
            }
        }
    }

    @Test func onOneCoreTheReadyStepOfHighestPriorityGoesFirst() {
        let record = Record()
        let steps = Steps()
        steps.add(priority: 1) { record.ran("state rules") }
        let load = steps.add(priority: 4) { record.ran("load") }
        steps.add(after: [load], priority: 3) { record.ran("match") }
        steps.add(priority: 1) { record.ran("more state rules") }
        steps.run(cores: 1)
        // Loading first, then the matching it made ready, then the rest in the order added.
        #expect(record.names == ["load", "match", "state rules", "more state rules"])
    }

    @Test func noStepsIsNothingToRun() {
        Steps().run(cores: 2)
    }
}
