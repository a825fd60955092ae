extension JSONReader {
    /// A string token: a slice of the input when it had no escapes, else the decoded bytes.
    enum RawString {
        case slice(Range<Int>)
        case decoded([UInt8])
    }

    /// Reads a string at `position`, which must be at its opening quote.
    ///
    /// Validates UTF-8 (no overlong forms, no encoded surrogates, nothing above U+10FFFF),
    /// rejects raw control characters and lone surrogate escapes.
    mutating func readRawString() throws(ModelError) -> RawString {
        position += 1  // opening quote
        let start = position
        // Fast path: printable ASCII without escapes, eight bytes at a time while no byte is a
        // quote, a backslash, a control character or non-ASCII.
        while position + 8 <= bytes.count {
            let word = loadWord(at: position)
            let ones: UInt64 = 0x0101_0101_0101_0101
            let highs: UInt64 = 0x8080_8080_8080_8080
            let quote = word ^ (ones &* 0x22)
            let backslash = word ^ (ones &* 0x5C)
            let special = ((quote &- ones) & ~quote) | ((backslash &- ones) & ~backslash)
                | (word &- (ones &* 0x20)) | word
            if special & highs != 0 { break }
            position += 8
        }
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return .slice(start..<(position - 1))
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 || byte >= 0x80 { break }
            position += 1
        }
        // Once an escape is seen, the string is decoded into `decoded`.
        var decoded: [UInt8] = []
        var hasEscapes = false
        while true {
            guard position < bytes.count else {
                throw error(.syntax, "unterminated string: missing the closing quote")
            }
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return hasEscapes ? .decoded(decoded) : .slice(start..<(position - 1))
            }
            if byte < 0x20 {
                throw error(
                    .syntax,
                    "control character U+\(hex4(UInt32(byte))) in a string must be escaped (\\u\(hex4(UInt32(byte))))")
            }
            if byte == UInt8(ascii: "\\") {
                if !hasEscapes {
                    hasEscapes = true
                    decoded = Array(bytes[start..<position])
                }
                try readEscape(into: &decoded)
                continue
            }
            if byte < 0x80 {
                if hasEscapes { decoded.append(byte) }
                position += 1
                continue
            }
            let length = try validateUTF8Sequence()
            if hasEscapes { decoded.append(contentsOf: bytes[(position - length)..<position]) }
        }
    }

    /// Validates one multi-byte UTF-8 sequence at `position` and moves past it.
    mutating func validateUTF8Sequence() throws(ModelError) -> Int {
        guard let length = UTF8Validation.sequenceLength(in: bytes, at: position) else {
            let lead = bytes[position]
            let hex = String(lead, radix: 16, uppercase: true)
            switch lead {
            case 0xC2...0xF4 where position + 1 >= bytes.count:
                throw error(.invalidUTF8, "invalid UTF-8: truncated character at the end of the file")
            case 0xC2...0xF4:
                throw error(.invalidUTF8, "invalid UTF-8 sequence starting with byte 0x\(hex); the file must be UTF-8")
            default:
                throw error(.invalidUTF8, "invalid UTF-8: byte 0x\(hex) cannot start a character; the file must be UTF-8")
            }
        }
        position += length
        return length
    }

    private mutating func readEscape(into output: inout [UInt8]) throws(ModelError) {
        let escapeMark = mark
        position += 1  // backslash
        let byte = peek
        position += 1
        switch byte {
        case UInt8(ascii: "\""): output.append(0x22)
        case UInt8(ascii: "\\"): output.append(0x5C)
        case UInt8(ascii: "/"): output.append(0x2F)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try readHex4(escapeMark)
            if scalar >= 0xD800 && scalar <= 0xDBFF {
                // A high surrogate must be followed by an escaped low surrogate.
                guard peek == UInt8(ascii: "\\"), position + 1 < bytes.count,
                      bytes[position + 1] == UInt8(ascii: "u")
                else {
                    throw error(.loneSurrogate, "lone surrogate \\u\(hex4(scalar)) in a string: a high surrogate must be followed by a low one", at: escapeMark)
                }
                position += 2
                let low = try readHex4(escapeMark)
                guard low >= 0xDC00 && low <= 0xDFFF else {
                    throw error(.loneSurrogate, "lone surrogate \\u\(hex4(scalar)) in a string: it is followed by \\u\(hex4(low)), not a low surrogate", at: escapeMark)
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if scalar >= 0xDC00 && scalar <= 0xDFFF {
                throw error(.loneSurrogate, "lone surrogate \\u\(hex4(scalar)) in a string: a low surrogate without a high one", at: escapeMark)
            }
            guard let unicode = Unicode.Scalar(scalar) else {
                throw error(.syntax, "invalid escape \\u\(hex4(scalar))", at: escapeMark)
            }
            UTF8.encode(unicode) { output.append($0) }
        default:
            throw error(.syntax, "invalid escape sequence in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX", at: escapeMark)
        }
    }

    private mutating func readHex4(_ escapeMark: Mark) throws(ModelError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = peek
            let digit: UInt32
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
            default:
                throw error(.syntax, "\\u must be followed by four hexadecimal digits", at: escapeMark)
            }
            value = value << 4 | digit
            position += 1
        }
        return value
    }

    func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    /// Makes a Swift string from a token; the bytes are already valid UTF-8.
    func string(_ raw: RawString) -> String {
        switch raw {
        case .slice(let range):
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        case .decoded(let decoded):
            return String(decoding: decoded, as: UTF8.self)
        }
    }

    /// Reads a string value for `key`, or throws a type error naming what was found.
    mutating func readString(for key: String) throws(ModelError) -> String {
        guard peek == UInt8(ascii: "\"") else {
            throw error(.wrongType, "\"\(key)\" must be a string, found \(describeNext())")
        }
        let raw = try readRawString()
        return string(raw)
    }

    /// Reads an array of strings for `key` (actions, rotors); `onItem` sees each one.
    mutating func readStringArray(
        for key: String, _ onItem: (inout JSONReader, String, Mark) throws(ModelError) -> Void
    ) throws(ModelError) {
        try readRawStringArray(for: key) { (reader: inout JSONReader, raw: RawString, mark: Mark) throws(ModelError) in
            try onItem(&reader, reader.string(raw), mark)
        }
    }

    /// Reads an array of strings for `key`, handing `onItem` each one as read, before it is
    /// made a `String` (traits are matched by their bytes).
    mutating func readRawStringArray(
        for key: String, _ onItem: (inout JSONReader, RawString, Mark) throws(ModelError) -> Void
    ) throws(ModelError) {
        guard peek == UInt8(ascii: "[") else {
            throw error(.wrongType, "\"\(key)\" must be an array of strings, found \(describeNext())")
        }
        position += 1
        skipWhitespace()
        if peek == UInt8(ascii: "]") {
            position += 1
            return
        }
        while true {
            skipWhitespace()
            let itemMark = mark
            guard peek == UInt8(ascii: "\"") else {
                throw error(.wrongType, "\"\(key)\" must contain only strings, found \(describeNext())")
            }
            let raw = try readRawString()
            try onItem(&self, raw, itemMark)
            skipWhitespace()
            if peek == UInt8(ascii: ",") {
                position += 1
                continue
            }
            if peek == UInt8(ascii: "]") {
                position += 1
                return
            }
            throw error(.syntax, "expected ',' or ']' in \"\(key)\", found \(describeNext())")
        }
    }
}
