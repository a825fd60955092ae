#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A small pthread mutex, shared by the modules that guard state across threads (the
/// temporary files an interrupt removes, running browsers, the screen cache).
public final class Lock: @unchecked Sendable {
    private var mutex = pthread_mutex_t()

    public init() { pthread_mutex_init(&mutex, nil) }
    deinit { pthread_mutex_destroy(&mutex) }

    public func withLock<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(&mutex)
        defer { pthread_mutex_unlock(&mutex) }
        return try body()
    }
}
