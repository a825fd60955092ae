import class Foundation.NSLock

/// What the command-line process has loaded, left for the exit to free instead of freed.
///
/// A workflow returns what it loaded (a repository with thousands of parsed screens, the trees
/// of the files it read) in its outcome; `main` hands that here once the outcome is used. The
/// process is about to end and the kernel takes back all its memory at once, so freeing it
/// piece by piece first is work for nothing, done on one core at the very end (compilers skip
/// it the same way: clang's `-disable-free`). Libraries and apps that embed axdiff's modules
/// never use this: their outcomes are freed as usual.
///
/// Off until `enable()`: the executable turns it on, except under a leak checker, which cannot
/// follow Swift's tagged enum pointers into a kept tree and would report it as leaked. Only the
/// latest value is kept; keeping another frees the one before.
public enum ExitRetention {
    /// The process's slot.
    private static let shared = RetentionSlot()

    /// Turns keeping on, for the rest of the process.
    public static func enable() { shared.enable() }

    /// Keeps `value` until exit in place of the value kept before, when keeping is on.
    public static func keep(_ value: any Sendable) { shared.keep(value) }
}

/// One kept value, replaced by the next; off until enabled.
public final class RetentionSlot: @unchecked Sendable {
    private let lock = NSLock()
    private var enabled = false
    private var kept: (any Sendable)?

    public init() {}

    public func enable() {
        lock.withLock { enabled = true }
    }

    public func keep(_ value: any Sendable) {
        let previous: (any Sendable)? = lock.withLock {
            guard enabled else { return nil }
            defer { kept = value }
            return kept
        }
        _ = previous  // freed here, outside the lock
    }
}
