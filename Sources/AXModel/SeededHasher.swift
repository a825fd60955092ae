/// A fast non-cryptographic hash for subtree hashes (AXDiff's `SubtreeHasher`) and the
/// parser's duplicate-id check, in place of the standard library's
/// `Hasher` (SipHash-1-3), which the profile showed on the matcher's hot path: eight bytes of
/// a string per multiply (wyhash's folded 64 x 64 -> 128-bit multiply) instead of SipHash's
/// rounds per word, and no resilient calls.
///
/// Seeded once per process from the system's random source, as `Hasher` is: the matcher only
/// pairs subtrees whose hash is unique on both sides (found by sorting, not by hash tables), so
/// a crafted snapshot cannot make matching quadratic with collisions; a seed it cannot know also
/// keeps it from making two different subtrees look identical before they are compared. Values
/// are valid within one process only.
package struct SeededHasher {
    @usableFromInline static let seed = UInt64.random(in: .min ... .max)
    @usableFromInline static let k0: UInt64 = 0xa076_1d64_78bd_642f
    @usableFromInline static let k1: UInt64 = 0xe703_7ed1_a0b4_28db
    /// The multiplier of every step: odd and secret, so no input word can zero the product.
    @usableFromInline static let multiplier = (seed ^ k1) | 1

    @usableFromInline var state: UInt64
    /// `multiplier`, read once per hasher: a global with a computed value is behind a
    /// once-check, which every step paid (700,000 calls in a diff of two 20,000-element
    /// snapshots).
    @usableFromInline let stepMultiplier: UInt64

    @inlinable
    package init() {
        state = Self.seed
        stepMultiplier = Self.multiplier
    }

    /// wyhash's mixing step: the high and low halves of the 128-bit product, folded.
    @inlinable @inline(__always)
    static func mix(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let product = a.multipliedFullWidth(by: b)
        return product.high ^ product.low
    }

    /// One word into the state: the state (seeded, unknown to the input) and the word, then
    /// multiplied by the secret odd multiplier.
    @inlinable @inline(__always)
    static func step(_ state: UInt64, _ word: UInt64, _ multiplier: UInt64) -> UInt64 {
        mix(state ^ word ^ k0, multiplier) &+ (state >> 29)
    }

    @inlinable @inline(__always)
    package mutating func combine(_ value: Int) {
        state = Self.step(state, UInt64(bitPattern: Int64(value)), stepMultiplier)
    }

    /// A string's UTF-8 bytes, eight at a time, then its length (so "ab" + "c" and "a" + "bc"
    /// differ).
    @inlinable
    package mutating func combine(_ string: String) {
        // The bytes in place (a native or small string's always are; no copy of the string).
        let (start, multiplier) = (state, stepMultiplier)
        if let hashed = string.utf8.withContiguousStorageIfAvailable({ Self.hash($0, into: start, multiplier: multiplier) }) {
            state = hashed
            return
        }
        var string = string
        state = string.withUTF8 { Self.hash($0, into: start, multiplier: multiplier) }
    }

    @inlinable
    package mutating func combine(_ strings: [String]) {
        combine(strings.count)
        for string in strings { combine(string) }
    }

    @inlinable
    static func hash(_ bytes: UnsafeBufferPointer<UInt8>, into start: UInt64, multiplier: UInt64) -> UInt64 {
        var state = start
        let count = bytes.count
        var offset = 0
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while offset + 8 <= count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                state = step(state, word, multiplier)
                offset += 8
            }
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            while offset < count {
                tail |= UInt64(base[offset]) << shift
                shift += 8
                offset += 1
            }
            state = step(state, tail, multiplier)
        }
        return step(state, UInt64(count), multiplier)
    }

    @inlinable
    package func finalize() -> Int {
        Int(bitPattern: UInt(Self.mix(state ^ Self.k1, stepMultiplier)))
    }
}
