import Dispatch

/// Runs two independent computations, on two cores when `concurrently` (one on the calling
/// thread, one on a dispatch worker), else one after the other.
public enum BothSides {
    /// The two results; each computation writes only its own slot.
    private final class Slots<A: Sendable, B: Sendable>: @unchecked Sendable {
        var first: A?
        var second: B?
    }

    public static func run<A: Sendable, B: Sendable>(
        concurrently: Bool, _ first: @escaping @Sendable () -> A, _ second: @escaping @Sendable () -> B
    ) -> (A, B) {
        guard concurrently else { return (first(), second()) }
        let slots = Slots<A, B>()
        // concurrentPerform returns when both iterations are done.
        DispatchQueue.concurrentPerform(iterations: 2) { index in
            if index == 0 { slots.first = first() } else { slots.second = second() }
        }
        return (slots.first!, slots.second!)
    }

    /// `body` for each of `0..<count`, spread over the cores when `concurrently` (each index
    /// writes only its own slot), else one after the other; the results in index order
    /// either way, so what is made of them does not depend on the timing.
    public static func map<T: Sendable>(_ count: Int, concurrently: Bool, _ body: @escaping @Sendable (Int) -> T) -> [T] {
        guard concurrently, count > 1 else { return (0..<count).map(body) }
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
