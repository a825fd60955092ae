/// Files saved as UTF-16, as Windows PowerShell's `>` and `Out-File` write them, read as the
/// UTF-8 every parser here expects.
enum TextEncoding {
    enum Detected: Equatable {
        case utf8
        case utf16(littleEndian: Bool)
    }

    /// What `bytes` are: UTF-16 when they start with its byte-order mark, or, without one,
    /// when the text starts with an ASCII character next to a zero byte (`<\0` or `{\0`, `\0<`),
    /// which UTF-8 text never does; else UTF-8.
    static func detect<Bytes: RandomAccessCollection<UInt8>>(_ bytes: Bytes) -> Detected where Bytes.Index == Int {
        guard bytes.count >= 2 else { return .utf8 }
        if bytes[0] == 0xFF && bytes[1] == 0xFE { return .utf16(littleEndian: true) }
        if bytes[0] == 0xFE && bytes[1] == 0xFF { return .utf16(littleEndian: false) }
        guard bytes.count % 2 == 0 else { return .utf8 }
        let ascii = { (byte: UInt8) in byte >= 0x09 && byte < 0x80 && byte != 0 }
        if ascii(bytes[0]) && bytes[1] == 0 { return .utf16(littleEndian: true) }
        if bytes[0] == 0 && ascii(bytes[1]) { return .utf16(littleEndian: false) }
        return .utf8
    }

    /// UTF-8's byte-order mark, which Windows editors (Notepad, older Visual Studio) write at
    /// the start of UTF-8 files.
    static let utf8ByteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// The bytes as UTF-8: unchanged when they are (a UTF-8 byte-order mark dropped, so
    /// columns count from the first character a reader sees), transcoded (without the
    /// byte-order mark) when they are UTF-16. An unpaired surrogate becomes U+FFFD.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        guard case .utf16(let littleEndian) = detect(bytes) else {
            return bytes.starts(with: utf8ByteOrderMark) ? Array(bytes.dropFirst(utf8ByteOrderMark.count)) : bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var index = 0
        while index + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
            units.append(UInt16(high) << 8 | UInt16(low))
            index += 2
        }
        if units.first == 0xFEFF { units.removeFirst() }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}
