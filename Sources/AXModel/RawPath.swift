/// File names as the file system holds them: bytes, not always UTF-8. A Swift `String` made
/// from bytes that are not UTF-8 has U+FFFD in place of each bad byte, which names no file.
/// `RawPath` keeps such names losslessly: each byte of an invalid sequence becomes one code
/// point of a private-use block (U+10FE80 to U+10FEFF for bytes 0x80 to 0xFF), which
/// `bytes(_:)` turns back into that byte at the file-system and libgit2 boundaries (pass its
/// result where C wants a path: `open(RawPath.bytes(path), …)`), and
/// which `DiagnosticText` shows as `\xFF`. A name that really holds those private-use
/// characters (none known) would be read as the bytes they stand for.
public enum RawPath {
    /// The byte a code point stands for, if it is one of the block.
    @inlinable
    public static func rawByte(_ scalar: Unicode.Scalar) -> UInt8? {
        let value = scalar.value
        guard value >= 0x10FE80 && value <= 0x10FEFF else { return nil }
        return UInt8(truncatingIfNeeded: value - 0x10FE00)
    }

    /// A NUL-terminated name read from the file system or libgit2.
    public static func decode(_ pointer: UnsafePointer<CChar>) -> String {
        // Nearly every name is valid UTF-8: validated and copied in one step.
        if let valid = String(validatingCString: pointer) { return valid }
        var length = 0
        while pointer[length] != 0 { length += 1 }
        return pointer.withMemoryRebound(to: UInt8.self, capacity: length) {
            decode(UnsafeBufferPointer(start: $0, count: length))
        }
    }

    /// Bytes to a string: valid UTF-8 as it is, every other byte as its stand-in.
    public static func decode<C: Collection>(_ bytes: C) -> String where C.Element == UInt8 {
        if let valid = String(validating: bytes, as: UTF8.self) { return valid }
        let buffer = Array(bytes)
        var result = String.UnicodeScalarView()
        var index = 0
        while index < buffer.count {
            let length = validSequenceLength(buffer, at: index)
            if length > 0, let text = String(validating: buffer[index..<(index + length)], as: UTF8.self) {
                result.append(contentsOf: text.unicodeScalars)
                index += length
            } else if let standIn = Unicode.Scalar(0x10FE00 + UInt32(buffer[index])) {
                result.append(standIn)
                index += 1
            } else {
                index += 1
            }
        }
        return String(result)
    }

    /// The length of the UTF-8 sequence starting at `index` when it is complete and valid; 0
    /// otherwise.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int
        switch lead {
        case 0x00...0x7F: return 1
        case 0xC2...0xDF: length = 2
        case 0xE0...0xEF: length = 3
        case 0xF0...0xF4: length = 4
        default: return 0
        }
        guard index + length <= bytes.count else { return 0 }
        guard String(validating: bytes[index..<(index + length)], as: UTF8.self) != nil else { return 0 }
        return length
    }

    /// Calls `body` with the bytes `path` stands for, NUL-terminated, written into `buffer`
    /// (kept between calls, so thousands of names cost no allocation each). Inlinable, so
    /// that it is specialized for the caller's string type.
    @inlinable
    public static func withBytes<R>(
        of path: some StringProtocol, in buffer: inout [CChar], _ body: (UnsafePointer<CChar>) throws -> R
    ) rethrows -> R {
        buffer.removeAll(keepingCapacity: true)
        let copied: Void? = path.utf8.withContiguousStorageIfAvailable { bytes in
            // Without a 0xF4 byte (how stand-ins begin) the bytes are the name's.
            guard !bytes.contains(0xF4) else { return nil }
            buffer.append(contentsOf: UnsafeRawBufferPointer(bytes).bindMemory(to: CChar.self))
            buffer.append(0)
            return ()
        } ?? nil
        if copied == nil { buffer = Self.bytes(String(path)) }
        return try buffer.withUnsafeBufferPointer { pointer in
            guard let base = pointer.baseAddress else { return try "".withCString(body) }  // never: the NUL is there
            return try body(base)
        }
    }

    /// The bytes a name stands for, NUL-terminated.
    public static func bytes(_ path: String) -> [CChar] {
        // Stand-ins are four-byte sequences starting 0xF4 0x8F: without a 0xF4 byte there is none.
        let standIns = path.utf8.withContiguousStorageIfAvailable { $0.contains(0xF4) } ?? path.utf8.contains(0xF4)
        if !standIns { return Array(path.utf8CString) }
        var result: [CChar] = []
        result.reserveCapacity(path.utf8.count + 1)
        for scalar in path.unicodeScalars {
            if let byte = rawByte(scalar) {
                result.append(CChar(bitPattern: byte))
            } else {
                for unit in String(scalar).utf8 { result.append(CChar(bitPattern: unit)) }
            }
        }
        result.append(0)
        return result
    }
}
