/// Comparing and searching raw bytes in Swift, eight at a time, where the C library's `memcmp`
/// and `memchr` would need a platform module (AXModel imports none).
enum ByteScan {
    /// Whether the `count` bytes at `a` and at `b` are equal.
    @inline(__always)
    static func equal(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer, count: Int) -> Bool {
        var offset = 0
        while offset + 8 <= count {
            if a.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != b.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                return false
            }
            offset += 8
        }
        while offset < count {
            if a.load(fromByteOffset: offset, as: UInt8.self) != b.load(fromByteOffset: offset, as: UInt8.self) { return false }
            offset += 1
        }
        return true
    }

    /// The index of the first `byte` in `range` of `bytes`, or nil.
    static func firstIndex(of byte: UInt8, in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        let pattern = UInt64(byte) &* ones
        var index = range.lowerBound
        while index + 8 <= range.upperBound {
            let matches = zeroBytes(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ pattern)
            if matches != 0 { return index + matches.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < range.upperBound {
            if base[index] == byte { return index }
            index += 1
        }
        return nil
    }

    private static let ones: UInt64 = 0x0101_0101_0101_0101

    /// The high bit of each byte of `word` that is zero, and no other bit: exact, unlike the
    /// shorter test that only says whether there is one (it can flag a byte above a zero).
    @inline(__always)
    private static func zeroBytes(_ word: UInt64) -> UInt64 {
        let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        return ~(((word & lows) &+ lows) | word | lows)
    }
}
