import Foundation

/// Values computed from blobs (parsed snapshots), each computed once per run, shared safely
/// between threads.
///
/// Keyed by blob id (with whatever else the value depends on, such as the path a snapshot is
/// read at), so a file unchanged between two revisions (or between a commit and the working
/// tree) is parsed once. When several threads ask for the same blob at once, one
/// computes and the others wait for its value. A computation that throws is not cached.
public final class BlobCache<Key: Hashable & Sendable, Value: Sendable>: @unchecked Sendable {
    private enum Slot {
        case computing
        case ready(Value)
    }

    // Guards `slots`, `hitCount` and `missCount`; waiters sleep on it while a value is computed.
    private let condition = NSCondition()
    private var slots: [Key: Slot] = [:]
    private var hitCount = 0
    private var missCount = 0

    public init() {}

    /// The cached value for `id`, computing it with `compute` the first time.
    public func value(for id: Key, compute: () throws -> Value) rethrows -> Value {
        condition.lock()
        while true {
            switch slots[id] {
            case .ready(let value):
                hitCount += 1
                condition.unlock()
                return value
            case .computing:
                condition.wait()
            case nil:
                slots[id] = .computing
                missCount += 1
                condition.unlock()
                do {
                    let value = try compute()
                    condition.lock()
                    slots[id] = .ready(value)
                    condition.broadcast()
                    condition.unlock()
                    return value
                } catch {
                    condition.lock()
                    slots[id] = nil
                    condition.broadcast()
                    condition.unlock()
                    throw error
                }
            }
        }
    }

    /// Forgets the value of `id` when it is computed (one being computed is left alone), so it
    /// is computed again if asked for; for callers that know no one will ask for it soon.
    /// Returns the value, so the caller frees it outside its own locks as well as this one.
    @discardableResult
    public func remove(_ id: Key) -> Value? {
        locked {
            guard case .ready(let value) = slots[id] else { return nil }
            slots[id] = nil
            return value
        }
    }

    /// How many requests found their value already computed (or being computed).
    public var hits: Int { locked { hitCount } }
    /// How many requests had to compute (including ones that threw).
    public var misses: Int { locked { missCount } }
    /// How many values are cached.
    public var count: Int {
        locked { slots.values.count { if case .ready = $0 { true } else { false } } }
    }

    private func locked<T>(_ body: () -> T) -> T {
        condition.lock()
        defer { condition.unlock() }
        return body()
    }
}
