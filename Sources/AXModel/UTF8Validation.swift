/// Checks that bytes are well-formed UTF-8: no overlong forms, no encoded surrogates, nothing
/// past U+10FFFF. Shared by the JSON reader and the importers' XML scanner.
public enum UTF8Validation {
    /// The length (2 to 4) of the valid multi-byte sequence starting at `index`, or nil when
    /// it is not one. ASCII bytes are not multi-byte sequences: callers handle them first.
    @inline(__always)
    public static func sequenceLength(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
        let lead = bytes[index]
        let length: Int
        var lowerBound: UInt8 = 0x80
        var upperBound: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF: length = 2
        case 0xE0: length = 3; lowerBound = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: length = 3
        case 0xED: length = 3; upperBound = 0x9F
        case 0xF0: length = 4; lowerBound = 0x90
        case 0xF1...0xF3: length = 4
        case 0xF4: length = 4; upperBound = 0x8F
        default: return nil
        }
        guard index + length <= bytes.count else { return nil }
        let second = bytes[index + 1]
        guard second >= lowerBound && second <= upperBound else { return nil }
        for offset in 2..<length where bytes[index + offset] & 0xC0 != 0x80 {
            return nil
        }
        return length
    }

    /// The offset of the first byte of the first invalid sequence, or nil when all is valid.
    public static func firstInvalidOffset(in bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var index = 0
        while index < bytes.count {
            if bytes[index] < 0x80 {
                index += 1
                continue
            }
            guard let length = sequenceLength(in: bytes, at: index) else { return index }
            index += length
        }
        return nil
    }
}
