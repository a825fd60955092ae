import CLibGit2

/// A git object id: the 20-byte SHA-1 of a commit, tree, blob or tag.
public struct ObjectID: Hashable, Comparable, Sendable, CustomStringConvertible {
    // Twenty bytes in three words, so that hashing and comparing never allocate.
    private let high: UInt64
    private let middle: UInt64
    private let low: UInt32

    /// Parses a full 40-character hexadecimal id (either case); nil for anything else.
    ///
    /// Abbreviated ids need the repository to expand: use `Revisions.commit(_:)`.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 40 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 20)
        for index in 0..<20 {
            guard let upper = Self.nibble(digits[2 * index]),
                  let lower = Self.nibble(digits[2 * index + 1]) else { return nil }
            bytes[index] = upper << 4 | lower
        }
        self.init(bytes: bytes)
    }

    /// The id from its 20 raw bytes.
    public init?(bytes: [UInt8]) {
        guard bytes.count == 20 else { return nil }
        self.init(bytes: bytes[...])
    }

    private init(bytes: ArraySlice<UInt8>) {
        func word(_ range: Range<Int>) -> UInt64 {
            var value: UInt64 = 0
            for byte in bytes[(bytes.startIndex + range.lowerBound)..<(bytes.startIndex + range.upperBound)] {
                value = value << 8 | UInt64(byte)
            }
            return value
        }
        high = word(0..<8)
        middle = word(8..<16)
        low = UInt32(word(16..<20))
    }

    init(_ oid: git_oid) {
        let bytes = withUnsafeBytes(of: oid.id) { Array($0) }
        self.init(bytes: bytes[...])
    }

    init(_ oid: UnsafePointer<git_oid>) {
        self.init(oid.pointee)
    }

    /// The 20 raw bytes, most significant first.
    public var bytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(20)
        for shift in stride(from: 56, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: high >> UInt64(shift))) }
        for shift in stride(from: 56, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: middle >> UInt64(shift))) }
        for shift in stride(from: 24, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: low >> UInt32(shift))) }
        return result
    }

    /// The 40-character lowercase hexadecimal form.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(40)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0x0f)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    /// The first 7 hexadecimal characters, as git abbreviates ids for display.
    ///
    /// Not guaranteed unique in a large repository; messages only.
    public var short: String { String(hex.prefix(7)) }

    public var description: String { hex }

    /// True for the all-zero id libgit2 uses for "no object".
    var isZero: Bool { high == 0 && middle == 0 && low == 0 }

    var gitOID: git_oid {
        var oid = git_oid()
        let source = bytes
        withUnsafeMutableBytes(of: &oid.id) { raw in
            for index in 0..<20 { raw[index] = source[index] }
        }
        return oid
    }

    public static func < (lhs: ObjectID, rhs: ObjectID) -> Bool {
        (lhs.high, lhs.middle, lhs.low) < (rhs.high, rhs.middle, rhs.low)
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
