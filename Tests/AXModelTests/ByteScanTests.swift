import AXTestSupport
import Testing

@testable import AXModel

/// The byte comparisons and searches that replace `memcmp` and `memchr` agree with the plain
/// loops over every length and offset, across the eight-byte words they read.
@Suite struct ByteScanTests {
    static let bytes: [UInt8] = {
        var random = SeededRandom(seed: 0xB17E5)
        // Few distinct values, so that equal runs and matches are common.
        return (0..<300).map { _ in [0x0A, 0x20, 0x7B, 0x00, 0xFF, 0x80][Int(random.next() % 6)] }
    }()

    @Test func equalAgreesWithComparingElementByElement() {
        Self.bytes.withUnsafeBufferPointer { buffer in
            let base = buffer.baseAddress!
            for count in 0...40 {
                for a in stride(from: 0, to: 200, by: 7) {
                    for b in stride(from: 0, to: 200, by: 5) {
                        let expected = buffer[a..<(a + count)].elementsEqual(buffer[b..<(b + count)])
                        #expect(ByteScan.equal(base + a, base + b, count: count) == expected)
                    }
                }
                #expect(ByteScan.equal(base + 3, base + 3, count: count))
            }
        }
    }

    @Test func firstIndexAgreesWithTheLoop() {
        Self.bytes.withUnsafeBufferPointer { buffer in
            for byte: UInt8 in [0x0A, 0x00, 0xFF, 0x80, 0x41] {
                for lower in stride(from: 0, to: 300, by: 13) {
                    for upper in stride(from: lower, through: 300, by: 11) {
                        let range = lower..<upper
                        #expect(ByteScan.firstIndex(of: byte, in: buffer, range) == buffer[range].firstIndex(of: byte))
                    }
                }
            }
        }
    }
}
