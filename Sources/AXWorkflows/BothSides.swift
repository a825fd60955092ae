import Dispatch

/// Independent computations spread over the cores, for the workflows that decide a piece of
/// work is worth it (a lone large screen: `ScreenComparison.compareAlone`, `SnapshotLoader`'s
/// split read). The functions it runs are pure; the results come back in a fixed order, so
/// what is made of them does not depend on the timing.
enum BothSides {
    /// The two results; each computation writes only its own slot.
    private final class Slots<A: Sendable, B: Sendable>: @unchecked Sendable {
        var first: A?
        var second: B?
    }

    /// Runs `first` and `second` at once, one on the calling thread and one on a dispatch
    /// worker, and returns when both are done.
    static func run<A: Sendable, B: Sendable>(_ first: @escaping @Sendable () -> A, _ second: @escaping @Sendable () -> B) -> (A, B) {
        let slots = Slots<A, B>()
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { slots.first = first() } else { slots.second = second() }
        }
        return (slots.first!, slots.second!)
    }

    /// `body` for each of `0..<count`, spread over the cores; the results in index order.
    static func map<T: Sendable>(_ count: Int, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard count > 1 else { return (0..<count).map(body) }
        let slots = IndexedSlots<T>(count)
        DispatchQueue.concurrentPerform(iterations: count) { index in slots.buffer[index] = body(index) }
        return slots.buffer.map { $0! }
    }

    /// One slot per index, written by that index's computation alone.
    private final class IndexedSlots<T>: @unchecked Sendable {
        let buffer: UnsafeMutableBufferPointer<T?>

        init(_ count: Int) {
            buffer = .allocate(capacity: count)
            buffer.initialize(repeating: nil)
        }

        deinit {
            _ = buffer.deinitialize()
            buffer.deallocate()
        }
    }
}
