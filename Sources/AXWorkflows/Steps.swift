import Dispatch
import class Foundation.NSCondition

/// Pieces of one computation that wait for others, run on the cores as soon as what they
/// wait for is done: for a lone large screen (`ScreenComparison.compareAlone`), where loading
/// one side, the state rules on the other and the matching would otherwise wait for each
/// other in fixed pairs while a core idles.
///
/// Each step writes only its own results (in a box its closure holds), which the steps after
/// it read; what is made of them does not depend on the order the cores took the steps in.
/// Among the steps ready to run, the one of highest priority goes first (the ones on the
/// longest path to the end); of equal priority, the one added first.
final class Steps: @unchecked Sendable {
    /// A step's place in `add` order.
    typealias Step = Int

    private struct Entry {
        let priority: Int
        let body: @Sendable () -> Void
        /// Steps it still waits for.
        var waiting: Int
        /// Steps that wait for it.
        var followers: [Step] = []
    }

    private var entries: [Entry] = []
    private var ready: [Step] = []
    private var left = 0
    private let condition = NSCondition()

    /// Adds a step that runs `body` once every step of `after` has run.
    @discardableResult
    func add(after: [Step] = [], priority: Int = 0, _ body: @escaping @Sendable () -> Void) -> Step {
        let step = entries.count
        entries.append(Entry(priority: priority, body: body, waiting: after.count))
        for earlier in after { entries[earlier].followers.append(step) }
        if after.isEmpty { ready.append(step) }
        return step
    }

    /// Runs every step on up to `cores` threads (the calling one among them) and returns when
    /// all have run. Steps are added before, never while, it runs.
    func run(cores: Int) {
        condition.withLock { left = entries.count }
        DispatchQueue.concurrentPerform(iterations: max(1, min(cores, entries.count))) { _ in
            while let (step, body) = next() {
                body()
                finish(step)
            }
        }
    }

    /// The ready step of highest priority and its body (read under the lock, as `finish`
    /// writes the entries), waiting until one is ready; nil when all have run.
    private func next() -> (Step, @Sendable () -> Void)? {
        condition.withLock {
            while true {
                if let best = ready.indices.max(by: { rank(ready[$0]) < rank(ready[$1]) }) {
                    let step = ready.remove(at: best)
                    return (step, entries[step].body)
                }
                if left == 0 { return nil }
                condition.wait()
            }
        }
    }

    /// Higher first; of equal priority, the step added first.
    private func rank(_ step: Step) -> (Int, Int) { (entries[step].priority, -step) }

    private func finish(_ step: Step) {
        condition.withLock {
            left -= 1
            for follower in entries[step].followers {
                entries[follower].waiting -= 1
                if entries[follower].waiting == 0 { ready.append(follower) }
            }
            condition.broadcast()
        }
    }
}

/// The result of one step, written by that step alone and read by the steps after it.
final class Slot<Value>: @unchecked Sendable {
    var value: Value?
}
