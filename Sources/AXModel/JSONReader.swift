/// A byte-level JSON reader over UTF-8 input that tracks lines for diagnostics.
///
/// It never recurses: generic values are read with an explicit stack. Newlines can only appear
/// in whitespace in valid JSON, so counting them while skipping whitespace gives every
/// position's line at no extra cost.
struct JSONReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String?
    var position = 0
    /// 1-based line of `position`.
    var line = 1
    /// Offset of the first byte of the current line.
    var lineStart = 0

    /// Nesting limit for generic values kept under unknown keys.
    static let maximumValueDepth = 64

    /// The last warning's place and column, so that the next warning on the same line counts
    /// columns from there rather than from the line's start (see `warning`).
    private var lastWarningColumn = (lineStart: -1, offset: 0, column: 1)

    init(bytes: UnsafeBufferPointer<UInt8>, path: String?) {
        self.bytes = bytes
        self.path = path
    }

    // MARK: Bytes

    /// The byte at `position`, or 0 at the end (0 is never valid outside a string).
    @inline(__always)
    var peek: UInt8 {
        position < bytes.count ? bytes[position] : 0
    }

    var isAtEnd: Bool { position >= bytes.count }

    @inline(__always)
    mutating func skipWhitespace() {
        while position < bytes.count {
            let byte = bytes[position]
            if byte > 0x20 { return }
            if byte == 0x20 {
                // Indentation comes in runs of spaces: skip the run a word at a time.
                if position + 8 <= bytes.count {
                    let others = loadWord(at: position) ^ JSONReader.spaces
                    position += others == 0 ? 8 : others.trailingZeroBitCount / 8
                } else {
                    position += 1
                }
            } else if byte == 0x0A {
                position += 1
                line += 1
                lineStart = position
                // Pretty-printed files indent every line: skip those spaces here, a word at a
                // time, rather than one pass of this loop per word.
                while position + 8 <= bytes.count {
                    let others = loadWord(at: position) ^ JSONReader.spaces
                    if others != 0 {
                        position += others.trailingZeroBitCount / 8
                        break
                    }
                    position += 8
                }
            } else if byte == 0x09 || byte == 0x0D {
                position += 1
            } else {
                return
            }
        }
    }

    static let spaces: UInt64 = 0x2020_2020_2020_2020

    /// Eight bytes at `offset` (which must leave eight bytes), little-endian.
    @inline(__always)
    func loadWord(at offset: Int) -> UInt64 {
        UnsafeRawPointer(bytes.baseAddress.unsafelyUnwrapped + offset).loadUnaligned(as: UInt64.self)
    }

    /// Consumes `byte` after optional whitespace, or throws naming what was expected.
    mutating func expect(_ byte: UInt8, _ what: @autoclosure () -> String) throws(ModelError) {
        skipWhitespace()
        guard peek == byte else {
            throw error(.syntax, "expected \(what()), found \(describeNext())")
        }
        position += 1
    }

    // MARK: Locations and diagnostics

    /// 1-based column of `offset` on the current line, counted in Unicode scalars.
    func column(of offset: Int) -> Int {
        var column = 1
        var index = lineStart
        let end = min(offset, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return column
    }

    struct Mark {
        var position: Int
        var line: Int
        var lineStart: Int
    }

    var mark: Mark { Mark(position: position, line: line, lineStart: lineStart) }

    /// Goes back to `mark`, to read again from there (a validation's recovery). Only the place
    /// is kept and restored: copying the whole reader to go back to it retained and released
    /// its path for every field read.
    mutating func restore(_ mark: Mark) {
        position = mark.position
        line = mark.line
        lineStart = mark.lineStart
    }

    /// A warning at `mark`. Its column is counted from the previous warning's when both are on
    /// one line: a minified file is a single line, and counting from the line's start for each
    /// of its warnings (one per repeated trait or negative frame) took quadratic time.
    mutating func warning(_ code: Diagnostic.Code, _ message: String, at mark: Mark) -> Diagnostic {
        let offset = min(mark.position, bytes.count)
        var (index, column) = (mark.lineStart, 1)
        if lastWarningColumn.lineStart == mark.lineStart {
            (index, column) = (lastWarningColumn.offset, lastWarningColumn.column)
        }
        while index < offset {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        while index > offset {
            index -= 1
            if bytes[index] & 0xC0 != 0x80 { column -= 1 }
        }
        lastWarningColumn = (mark.lineStart, offset, column)
        return Diagnostic(
            severity: .warning, code: code, path: path, line: mark.line, column: column, message: message)
    }

    func diagnostic(
        _ severity: Diagnostic.Severity, _ code: Diagnostic.Code, _ message: String, at mark: Mark? = nil
    ) -> Diagnostic {
        let place = mark ?? self.mark
        var column = 1
        var index = place.lineStart
        let end = min(place.position, bytes.count)
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return Diagnostic(
            severity: severity, code: code, path: path, line: place.line, column: column,
            message: message)
    }

    func error(_ code: Diagnostic.Code, _ message: String, at mark: Mark? = nil) -> ModelError {
        .invalidSnapshot(diagnostic(.error, code, message, at: mark))
    }

    /// Names the next token for messages: "a string", "a number", "the end of the file".
    func describeNext() -> String {
        switch peek {
        case UInt8(ascii: "\""): return "a string"
        case UInt8(ascii: "{"): return "an object"
        case UInt8(ascii: "["): return "an array"
        case UInt8(ascii: "t"), UInt8(ascii: "f"): return "a boolean"
        case UInt8(ascii: "n"): return "null"
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return "a number"
        case UInt8(ascii: "N"), UInt8(ascii: "I"): return "a non-finite number"
        case UInt8(ascii: "}"): return "'}'"
        case UInt8(ascii: "]"): return "']'"
        case UInt8(ascii: ","): return "','"
        case UInt8(ascii: ":"): return "':'"
        case 0 where isAtEnd: return "the end of the file"
        case let byte where byte >= 0x21 && byte < 0x7F:
            return "'\(Character(Unicode.Scalar(byte)))'"
        case let byte:
            return "byte 0x" + String(byte, radix: 16, uppercase: true)
        }
    }

    // MARK: Literals

    /// Reads `true` or `false`.
    mutating func readBool(for key: String) throws(ModelError) -> Bool {
        if matchLiteral("true") { return true }
        if matchLiteral("false") { return false }
        if peek == UInt8(ascii: "t") || peek == UInt8(ascii: "f") {
            throw error(.syntax, "\"\(key)\" must be true or false; this is not a valid literal")
        }
        throw error(.wrongType, "\"\(key)\" must be a boolean, found \(describeNext())")
    }

    mutating func matchLiteral(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        let start = literal.utf8Start
        for offset in 0..<count where bytes[position + offset] != start[offset] {
            return false
        }
        // A literal must not run into a letter or digit ("trueish").
        if position + count < bytes.count {
            let next = bytes[position + count]
            if JSONReader.isIdentifierByte(next) { return false }
        }
        position += count
        return true
    }

    static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }

    // MARK: Numbers

    /// Reads a JSON number; rejects the non-JSON `NaN`, `Infinity` and values that overflow.
    @inline(__always)
    mutating func readNumber(for key: String) throws(ModelError) -> Double {
        // Fast path: a plain integer (most frame values), ended by a delimiter.
        var index = position
        var value: UInt64 = 0
        while index < bytes.count && index - position < 15 {
            let digit = bytes[index] &- UInt8(ascii: "0")
            if digit > 9 { break }
            value = value &* 10 &+ UInt64(digit)
            index += 1
        }
        if index > position && index < bytes.count && (bytes[position] != UInt8(ascii: "0") || index == position + 1) {
            let next = bytes[index]
            if next == UInt8(ascii: ",") || next == UInt8(ascii: "]") || next == UInt8(ascii: "}") || next == 0x20 || next == 0x0A {
                position = index
                return Double(value)
            }
        }
        return try readNumberSlowly(for: key)
    }

    /// The general number grammar: sign, fraction, exponent, and every error.
    mutating func readNumberSlowly(for key: String) throws(ModelError) -> Double {
        let start = mark
        let first = peek
        if first == UInt8(ascii: "N") || first == UInt8(ascii: "I")
            || (first == UInt8(ascii: "-") && position + 1 < bytes.count
                && (bytes[position + 1] == UInt8(ascii: "I") || bytes[position + 1] == UInt8(ascii: "N")))
        {
            throw error(
                .nonFiniteNumber,
                "\"\(key)\" must be a finite number; NaN and Infinity are not valid JSON")
        }
        var negative = false
        if first == UInt8(ascii: "-") {
            negative = true
            position += 1
        }
        guard peek >= UInt8(ascii: "0") && peek <= UInt8(ascii: "9") else {
            if negative { throw error(.syntax, "expected a digit after '-' in \"\(key)\"") }
            throw error(.wrongType, "\"\(key)\" must be a number, found \(describeNext())")
        }
        // Integer part; a leading zero must stand alone.
        var mantissa: UInt64 = 0
        var digits = 0
        var exact = true
        if peek == UInt8(ascii: "0") {
            position += 1
            if peek >= UInt8(ascii: "0") && peek <= UInt8(ascii: "9") {
                throw error(.syntax, "numbers must not have leading zeros (in \"\(key)\")")
            }
        } else {
            while peek >= UInt8(ascii: "0") && peek <= UInt8(ascii: "9") {
                if digits < 18 {
                    mantissa = mantissa * 10 + UInt64(peek - UInt8(ascii: "0"))
                } else {
                    exact = false
                }
                digits += 1
                position += 1
            }
        }
        var fractionDigits = 0
        if peek == UInt8(ascii: ".") {
            position += 1
            guard peek >= UInt8(ascii: "0") && peek <= UInt8(ascii: "9") else {
                throw error(.syntax, "expected a digit after '.' in \"\(key)\"")
            }
            while peek >= UInt8(ascii: "0") && peek <= UInt8(ascii: "9") {
                if digits < 18 {
                    mantissa = mantissa * 10 + UInt64(peek - UInt8(ascii: "0"))
                    fractionDigits += 1
                    if mantissa != 0 { digits += 1 }
                } else {
                    exact = false
                }
                position += 1
            }
        }
        var hasExponent = false
        if peek == UInt8(ascii: "e") || peek == UInt8(ascii: "E") {
            hasExponent = true
            position += 1
            if peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") { position += 1 }
            guard peek >= UInt8(ascii: "0") && peek <= UInt8(ascii: "9") else {
                throw error(.syntax, "expected a digit in the exponent of \"\(key)\"")
            }
            while peek >= UInt8(ascii: "0") && peek <= UInt8(ascii: "9") { position += 1 }
        }
        if JSONReader.isIdentifierByte(peek) {
            throw error(.syntax, "unexpected \(describeNext()) after the number in \"\(key)\"")
        }
        if exact && !hasExponent && fractionDigits <= 15 && mantissa < (1 << 53) {
            // Exact: both operands are representable, so the division rounds once.
            let magnitude = Double(mantissa) / JSONReader.powersOfTen[fractionDigits]
            return negative ? -magnitude : magnitude
        }
        let text = String(
            decoding: UnsafeBufferPointer(rebasing: bytes[start.position..<position]), as: UTF8.self)
        guard let value = Double(text) else {
            throw error(.syntax, "\"\(key)\" is not a valid number", at: start)
        }
        guard value.isFinite else {
            throw error(.nonFiniteNumber, "\"\(key)\" is too large to be a finite number", at: start)
        }
        return value
    }

    static let powersOfTen: [Double] = (0...15).map { exponent in
        var value = 1.0
        for _ in 0..<exponent { value *= 10 }
        return value
    }

    /// Reads a number that must be an integer without fraction or exponent.
    mutating func readInteger(for key: String) throws(ModelError) -> Int {
        let start = mark
        let value = try readNumber(for: key)
        let text = bytes[start.position..<position]
        guard !text.contains(UInt8(ascii: ".")), !text.contains(UInt8(ascii: "e")),
              !text.contains(UInt8(ascii: "E")), let integer = Int(exactly: value)
        else {
            throw error(.wrongType, "\"\(key)\" must be an integer", at: start)
        }
        return integer
    }
}
