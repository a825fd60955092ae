import Foundation
import Testing
@testable import AXGit

@Suite struct BlobCacheTests {
    private func id(_ n: Int) -> ObjectID {
        ObjectID(bytes: [UInt8](repeating: 0, count: 19) + [UInt8(n)])!
    }

    @Test func eachBlobIsComputedOnceAndThenServedFromTheCache() throws {
        let cache = BlobCache<ObjectID, String>()
        var computed = 0
        let first = cache.value(for: id(1)) { computed += 1; return "one" }
        let again = cache.value(for: id(1)) { computed += 1; return "other" }
        #expect(first == "one" && again == "one")
        #expect(computed == 1)
        #expect(cache.hits == 1 && cache.misses == 1 && cache.count == 1)
    }

    @Test func aFailedComputationIsNotCached() {
        struct Boom: Error {}
        let cache = BlobCache<ObjectID, Int>()
        #expect(throws: Boom.self) { try cache.value(for: id(2)) { throw Boom() } }
        #expect(cache.value(for: id(2)) { 7 } == 7)
        #expect(cache.count == 1)
    }

    @Test func manyThreadsAskingForTheSameBlobsComputeEachOnce() async throws {
        let cache = BlobCache<ObjectID, Int>()
        let counter = Counter()
        await withTaskGroup(of: Void.self) { group in
            for worker in 0..<8 {
                group.addTask {
                    for n in 0..<20 {
                        let value = cache.value(for: self.id((n + worker) % 20)) {
                            counter.increment()
                            Thread.sleep(forTimeInterval: 0.001)  // widen the race window
                            return (n + worker) % 20 * 10
                        }
                        precondition(value == (n + worker) % 20 * 10)
                    }
                }
            }
        }
        #expect(counter.value == 20)
        #expect(cache.misses == 20)
        #expect(cache.hits == 8 * 20 - 20)
    }
}

private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() { lock.lock(); count += 1; lock.unlock() }
    var value: Int { lock.lock(); defer { lock.unlock() }; return count }
}
