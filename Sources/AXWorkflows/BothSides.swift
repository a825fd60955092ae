import Dispatch

/// Two independent computations at once, for the workflows that decide a piece of work is
/// worth it (a lone large screen's report: `ScreenComparison.compareAlone`; `SnapshotLoader`'s
/// split read). The functions it runs are pure; the results come back in a fixed order, so
/// what is made of them does not depend on the timing. Work of more pieces that wait for
/// each other is `Steps`.
enum BothSides {
    /// Runs `first` and `second` at once, one on the calling thread and one on a dispatch
    /// worker, and returns when both are done. Each writes only its own slot.
    static func run<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A, _ second: @escaping @Sendable () -> B) -> (A, B) {
        let one = Slot<A>(), other = Slot<B>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { one.value = first() } else { other.value = second() }
        }
        return (one.value!, other.value!)
    }
}
