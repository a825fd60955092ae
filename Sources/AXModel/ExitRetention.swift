/// The last tree of a command-line run, kept until the process exits instead of freed.
///
/// A snapshot's elements are freed one box at a time: for the 20,000 elements of a `validate`
/// that was about a tenth of its instructions, spent just before the process ended and
/// returned all its memory at once anyway. Compilers skip the same work (clang's
/// `-disable-free`). The executable turns this on (except under a leak checker, which cannot
/// follow Swift's tagged enum pointers into a kept tree); libraries and apps that embed them
/// leave it off, and their trees are freed as usual. Only the latest value is kept: keeping another
/// frees the one before, so a run over many files holds one tree more than it would, never
/// more. The paths named on the command line are kept the same way, in a slot of their own:
/// the 20,000 paths of `axdiff diff HEAD -- PATH…`, in the forms a run makes of them, took
/// about 1 ms to free. So is the repository a command read, in a third slot: freeing the index of
/// a repository with 20,000 files took about 1 ms as well.
public enum ExitRetention {
    /// The process's slot, which the workflows keep their last tree in.
    private static let shared = RetentionSlot()
    /// The slot of the last paths prepared from the command line.
    private static let operands = RetentionSlot()
    /// The slot of the last repository a command read (its handle, index and caches).
    private static let repository = RetentionSlot()

    /// Turns keeping on, for the rest of the process.
    public static func enable() {
        shared.enable()
        operands.enable()
        repository.enable()
    }

    /// Keeps `value` until exit in place of the value kept before, when keeping is on.
    public static func keep(_ value: Any) { shared.keep(value) }

    /// Keeps paths from the command line (in whatever form) until exit in place of those kept
    /// before, when keeping is on.
    public static func keepOperands(_ value: Any) { operands.keep(value) }

    /// Keeps a repository (whatever holds it) until exit in place of the one kept before, when
    /// keeping is on.
    public static func keepRepository(_ value: Any) { repository.keep(value) }
}

/// One kept value, replaced by the next; off until enabled.
public final class RetentionSlot: @unchecked Sendable {
    private let lock = Lock()
    private var enabled = false
    private var kept: Any?

    public init() {}

    public func enable() {
        lock.withLock { enabled = true }
    }

    public func keep(_ value: Any) {
        let previous: Any? = lock.withLock {
            guard enabled else { return nil }
            defer { kept = value }
            return kept
        }
        _ = previous  // freed here, outside the lock
    }
}
