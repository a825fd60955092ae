import Dispatch

/// Runs two independent computations, on two cores when `concurrently` (one on the calling
/// thread, one on a dispatch worker), else one after the other.
enum BothSides {
    /// The two results; each computation writes only its own slot.
    private final class Slots<A: Sendable, B: Sendable>: @unchecked Sendable {
        var first: A?
        var second: B?
    }

    static func run<A: Sendable, B: Sendable>(
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
}
