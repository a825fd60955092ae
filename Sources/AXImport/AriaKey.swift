/// One ARIA snapshot template line as Playwright writes it: `role "name" [attr] [attr=value]`.
///
/// The name is a quoted string (with `\"` and `\\` escapes) or a regular expression
/// (`/\d+ Versions/`), which is kept as its pattern text, slashes included, so that an unchanged
/// pattern reads as an unchanged name and `/\d+ KiB/` against `/\d+ MiB/` is a name change.
struct AriaKey: Equatable {
    var role: String
    var name: String?
    /// True when the name is a `/pattern/` rather than a quoted string.
    var nameIsPattern = false
    /// Attributes in file order; a bare `[checked]` has the value nil. `offset` is where the
    /// attribute's `[` is, 0-based in Unicode scalars (as `Failure.offset`), for warnings.
    var attributes: [(name: String, value: String?, offset: Int)]

    static func == (lhs: AriaKey, rhs: AriaKey) -> Bool {
        lhs.role == rhs.role && lhs.name == rhs.name && lhs.nameIsPattern == rhs.nameIsPattern
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
            && lhs.attributes.map(\.offset) == rhs.attributes.map(\.offset)
    }

    /// A syntax error in a key: what is wrong and its 0-based offset in Unicode scalars (as
    /// libyaml counts columns).
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// Parses a key; throws with the offset of the first character that does not fit.
    static func parse(_ text: String) throws(Failure) -> AriaKey {
        var work = 0
        return try parse(text, work: &work)
    }

    /// `parse`, adding to `work` the bytes it looked at to turn byte offsets into columns:
    /// at most the key's length, whatever its number of attributes (tests hold it to that).
    static func parse(_ text: String, work: inout Int) throws(Failure) -> AriaKey {
        // Every character the grammar names is ASCII, so the key is read as UTF-8 bytes (in
        // place: a native string's are contiguous); only the role's letters are read as
        // Unicode scalars.
        var counted = 0
        func parsed(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<AriaKey, Failure> {
            Result { () throws(Failure) in try parse(bytes, text: text, work: &counted) }
        }
        defer { work += counted }
        return try (text.utf8.withContiguousStorageIfAvailable(parsed) ?? Array(text.utf8).withUnsafeBufferPointer(parsed)).get()
    }

    /// `parse` over `text`'s UTF-8 bytes.
    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, text: String, work: inout Int) throws(Failure) -> AriaKey {
        var index = 0
        func skipSpaces() {
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
        }
        // The scalars before a byte offset, counted on from the last offset asked for: offsets
        // are asked for in increasing order (each attribute's `[` after the one before), so the
        // line is scanned once, not once per attribute (200,000 attributes on one key took
        // minutes when each rescanned the line from its start).
        var counted = (byte: 0, scalars: 0)
        func scalarOffset(_ offset: Int) -> Int {
            if offset < counted.byte { counted = (0, 0) }
            var scalars = counted.scalars
            work += offset - counted.byte
            for position in counted.byte..<offset where bytes[position] & 0xC0 != 0x80 { scalars += 1 }
            counted = (offset, scalars)
            return scalars
        }
        func failure(_ offset: Int, _ message: String) -> Failure {
            Failure(offset: scalarOffset(offset), message: message)
        }
        skipSpaces()
        let roleStart = index
        // ASCII letters, digits and `-` byte by byte; from the first other byte on, by scalar.
        while index < bytes.count, bytes[index] < 0x80, isRoleScalar(Unicode.Scalar(bytes[index])) { index += 1 }
        if index < bytes.count, bytes[index] >= 0x80 {
            for scalar in text[text.utf8.index(text.utf8.startIndex, offsetBy: index)...].unicodeScalars {
                guard isRoleScalar(scalar) else { break }
                index += UTF8.width(scalar)
            }
        }
        guard index > roleStart else {
            throw failure(index, "expected a role such as \"button\" or \"heading\"")
        }
        var key = AriaKey(role: string(bytes[roleStart..<index]), name: nil, nameIsPattern: false, attributes: [])
        skipSpaces()
        if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            guard let name = quoted(bytes, &index) else { throw failure(index, "the name's quotes are not closed") }
            key.name = name
        } else if index < bytes.count, bytes[index] == UInt8(ascii: "/") {
            guard let name = pattern(bytes, &index) else {
                throw failure(index, "the regular expression is not closed with \"/\"")
            }
            key.name = name
            key.nameIsPattern = true
        }
        skipSpaces()
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "[") else {
                throw failure(index, "expected an attribute in brackets such as [level=2] after the role and name")
            }
            let start = index
            index += 1
            let bodyStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "]") { index += 1 }
            guard index < bytes.count else { throw failure(start, "the attribute is not closed with \"]\"") }
            let body = bytes[bodyStart..<index]
            index += 1
            let equals = body.firstIndex(of: UInt8(ascii: "="))
            let name = trimmed(body[..<(equals ?? body.endIndex)])
            guard !name.isEmpty else { throw failure(start, "an attribute needs a name, as in [checked]") }
            key.attributes.append((name, equals.map { trimmed(body[($0 + 1)...]) }, scalarOffset(start)))
            skipSpaces()
        }
        return key
    }

    /// A `"..."` string starting at `index`; leaves `index` after the closing quote, or at the
    /// opening one (and returns nil) when it is not closed.
    private static func quoted(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> String? {
        // Most names have no escape: up to the closing quote, they are the bytes as they are.
        var end = index + 1
        while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\\") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "\"") {
            defer { index = end + 1 }
            return string(bytes[(index + 1)..<end])
        }
        var position = index + 1
        var result: [UInt8] = []
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\"), position + 1 < bytes.count {
                result.append(bytes[position + 1])
                position += 2
                continue
            }
            position += 1
            if byte == UInt8(ascii: "\"") {
                index = position
                return String(decoding: result, as: UTF8.self)
            }
            result.append(byte)
        }
        return nil
    }

    /// A `/.../` regular expression starting at `index`, kept with its slashes and escapes;
    /// nil (and `index` unmoved) when it is not closed.
    private static func pattern(_ bytes: UnsafeBufferPointer<UInt8>, _ index: inout Int) -> String? {
        var position = index + 1
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\\"), position < bytes.count {
                position += 1
            } else if byte == UInt8(ascii: "/") {
                defer { index = position }
                return string(bytes[index..<position])
            }
        }
        return nil
    }
}

extension AriaKey {
    /// A letter, a digit or `-`: ASCII ones quickly, others by their Unicode category.
    private static func isRoleScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D: return true
        case 0..<0x80: return false
        default:
            let character = Character(scalar)
            return character.isLetter || character.isNumber
        }
    }

    private static func string(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        String(decoding: bytes, as: UTF8.self)
    }

    /// The text without the spaces around it.
    private static func trimmed(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) -> String {
        var slice = bytes
        while slice.first == UInt8(ascii: " ") { slice = slice.dropFirst() }
        while slice.last == UInt8(ascii: " ") { slice = slice.dropLast() }
        return string(slice)
    }
}
