/// The long strings of one snapshot being read, each made once and shared by every element
/// that holds it.
///
/// Swift keeps a string of up to 15 UTF-8 bytes inside the value, with no allocation: most of a
/// snapshot's labels and values. A longer one is an allocation of its own, so a label repeated
/// on every row of a list ("Remove from favourites") was made once per row. The parser hands
/// such strings here by their bytes in the input; the first reading makes the string, later
/// ones with the same bytes share it (and compare equal at once, by identity).
///
/// Found by `SeededHasher` in an open-addressed table: the seed is secret, so a crafted file
/// cannot pile its strings into one probe chain. Past `limit` distinct strings, new ones are
/// made as before and not kept, so a file of unique strings costs one hash each and a bounded
/// table.
struct StringInterner {
    /// The most distinct strings kept.
    static let limit = 1 << 16

    private struct Entry {
        var hash: UInt64
        var start: Int
        var count: Int
        var string: String
    }

    /// Index + 1 into `entries`, or 0 for an empty slot; a power of two long, at most half full.
    private var slots: [Int32] = []
    private var entries: [Entry] = []
    private let seed = SeededHasher.seed
    private let multiplier = SeededHasher.multiplier

    init() {}

    /// A table with room for about `expected` distinct strings before it grows.
    init(expected: Int) {
        var size = 256
        while size < 2 * min(expected, Self.limit) { size *= 2 }
        slots = Array(repeating: 0, count: size)
        entries.reserveCapacity(size / 2)
    }

    /// How many distinct strings are kept.
    var count: Int { entries.count }

    /// The string of the valid UTF-8 bytes `range` of `bytes`: the one made for the same bytes
    /// before, or a new one.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let piece = UnsafeBufferPointer(rebasing: bytes[range])
        let hash = SeededHasher.hash(piece, into: seed, multiplier: multiplier)
        if slots.isEmpty { slots = Array(repeating: 0, count: 256) }
        let mask = slots.count - 1
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = Int(slots[slot]) - 1
            if entries[entry].hash == hash && entries[entry].count == range.count,
               let base = bytes.baseAddress,
               ByteScan.equal(base + entries[entry].start, base + range.lowerBound, count: range.count) {
                return entries[entry].string
            }
            slot = (slot + 1) & mask
        }
        let string = String(decoding: piece, as: UTF8.self)
        guard entries.count < Self.limit else { return string }
        entries.append(Entry(hash: hash, start: range.lowerBound, count: range.count, string: string))
        slots[slot] = Int32(entries.count)
        if entries.count * 2 > slots.count { grow() }
        return string
    }

    /// Doubles the table and places every entry again.
    private mutating func grow() {
        slots = Array(repeating: 0, count: slots.count * 2)
        let mask = slots.count - 1
        for (index, entry) in entries.enumerated() {
            var slot = Int(truncatingIfNeeded: entry.hash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = Int32(index + 1)
        }
    }
}
