extension XMLScanner {
    // MARK: Declarations, processing instructions, comments, CDATA, DOCTYPE

    /// Skips `<?target ...?>`. The `<?xml ...?>` declaration is only allowed at the very start,
    /// and its encoding must be UTF-8 (or ASCII, a subset).
    mutating func skipProcessingInstruction(atDocumentStart: Bool) throws(ImportError) {
        let start = position
        let startLine = line
        position += 2
        let targetStart = position
        while position < bytes.count && !XMLScanner.isSpace(bytes[position])
            && bytes[position] != UInt8(ascii: "?") {
            position += 1
        }
        let target = string(targetStart..<position)
        guard let end = find(Array("?>".utf8)) else {
            throw error("the processing instruction <?\(target) opened at line \(startLine) is not closed with '?>'", at: start)
        }
        let body = string(position..<end)
        skip(to: end + 2)
        guard target.lowercased() == "xml" else { return }
        guard atDocumentStart else {
            let reason = rootClosed
                ? "a second XML declaration: the file holds more than one XML document; split it into one file per page source"
                : "the XML declaration <?xml ...?> must come first in the file"
            throw error(reason, at: start)
        }
        if let encoding = XMLScanner.pseudoAttribute("encoding", in: body) {
            let name = encoding.lowercased()
            // UTF-16 files are read (transcoded to UTF-8 before this scanner sees them), so their
            // declaration stays true of the file; a converted copy that kept it reads too.
            guard ["utf-8", "utf8", "us-ascii", "ascii", "utf-16", "utf16", "utf-16le", "utf-16be"].contains(name) else {
                throw error("the file declares encoding \"\(encoding)\"; only UTF-8 and UTF-16 are read: convert it to UTF-8 (iconv -f \(encoding) -t UTF-8) and change the declaration to encoding=\"UTF-8\"", at: start)
            }
        }
    }

    /// Skips `<!-- -->`, `<![CDATA[ ]]>` or `<!DOCTYPE ...>`.
    mutating func skipMarkupDeclaration() throws(ImportError) {
        let start = position
        let startLine = line
        if matches("<!--") {
            guard let end = find(Array("-->".utf8), from: position + 4) else {
                throw error("the comment opened at line \(startLine) is not closed with '-->'", at: start)
            }
            skip(to: end + 3)
        } else if matches("<![CDATA[") {
            guard !open.isEmpty else {
                throw error("a CDATA section outside the root element", at: start)
            }
            guard let end = find(Array("]]>".utf8), from: position + 9) else {
                throw error("the CDATA section opened at line \(startLine) is not closed with ']]>'", at: start)
            }
            skip(to: end + 3)
        } else if matches("<!DOCTYPE") {
            guard elements.isEmpty else {
                throw error("a DOCTYPE after the root element started", at: start)
            }
            try skipDoctype(startLine: startLine)
        } else {
            throw error("unexpected '<!': expected a comment <!--, a CDATA section or a DOCTYPE")
        }
    }

    /// Skips a DOCTYPE, including a bracketed internal subset and quoted strings.
    private mutating func skipDoctype(startLine: Int) throws(ImportError) {
        let start = position
        position += 9
        var inSubset = false
        var quote: UInt8 = 0
        while position < bytes.count {
            let byte = bytes[position]
            if byte == 0x0A { line += 1 }
            position += 1
            if quote != 0 {
                if byte == quote { quote = 0 }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: "[") {
                inSubset = true
            } else if byte == UInt8(ascii: "]") {
                inSubset = false
            } else if byte == XMLScanner.greaterThan && !inSubset {
                return
            }
        }
        throw error("the DOCTYPE opened at line \(startLine) is not closed with '>'", at: start)
    }

    /// True when the bytes at `position` are `text`.
    func matches(_ text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        return text.withUTF8Buffer { needle in
            bytes[position..<(position + count)].elementsEqual(needle)
        }
    }

    /// The offset of the next occurrence of `needle` at or after `from`, or nil.
    func find(_ needle: [UInt8], from: Int? = nil) -> Int? {
        var index = from ?? position
        guard let first = needle.first else { return index }
        let last = bytes.count - needle.count
        while index <= last {
            if bytes[index] == first && bytes[index..<(index + needle.count)].elementsEqual(needle) {
                return index
            }
            index += 1
        }
        return nil
    }

    /// Moves to `offset`, counting the lines passed.
    mutating func skip(to offset: Int) {
        while position < offset {
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }
    }

    /// The value of `name="..."` in the body of a declaration.
    static func pseudoAttribute(_ name: String, in body: String) -> String? {
        let scalars = Array(body.unicodeScalars)
        let needle = Array(name.unicodeScalars)
        guard scalars.count >= needle.count,
              let start = (0...(scalars.count - needle.count)).first(where: {
                  scalars[$0..<($0 + needle.count)].elementsEqual(needle)
              }) else { return nil }
        var rest = String(String.UnicodeScalarView(scalars[(start + needle.count)...]))[...]
        rest = rest.drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        rest = rest.dropFirst()
        guard let end = rest.firstIndex(of: quote) else { return nil }
        return String(rest[..<end])
    }

    // MARK: Attribute values

    /// Decodes an attribute value with references or literal whitespace to normalise.
    mutating func decodeValue(_ range: Range<Int>, attribute: String) throws(ImportError) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            switch byte {
            case XMLScanner.ampersand:
                guard let semicolon = (index + 1..<min(range.upperBound, index + 12)).first(where: { bytes[$0] == UInt8(ascii: ";") }) else {
                    throw error("'&' in the value of \(attribute) does not start a reference; write it as &amp;", at: index)
                }
                let scalar = try reference(index + 1..<semicolon, attribute: attribute, at: index)
                appendUTF8(scalar, to: &output)
                index = semicolon + 1
                continue
            case 0x0D:
                output.append(0x20)
                if index + 1 < range.upperBound && bytes[index + 1] == 0x0A { index += 1 }
            case 0x0A, 0x09:
                output.append(0x20)
            default:
                output.append(byte)
            }
            index += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    /// The scalar a reference (the bytes between `&` and `;`) stands for.
    private func reference(_ range: Range<Int>, attribute: String, at offset: Int) throws(ImportError) -> Unicode.Scalar {
        let name = string(range)
        switch name {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        var digits = Substring(name)
        var radix = 10
        guard digits.first == "#" else {
            throw error("unknown entity &\(name); in the value of \(attribute): only &lt; &gt; &amp; &quot; &apos; and character references like &#10; are supported", at: offset)
        }
        digits = digits.dropFirst()
        if digits.first == "x" {
            radix = 16
            digits = digits.dropFirst()
        }
        guard !digits.isEmpty, digits.allSatisfy({ $0.isHexDigit && (radix == 16 || $0.isNumber) }),
              let code = UInt32(digits, radix: radix), let scalar = Unicode.Scalar(code) else {
            throw error("&\(name); in the value of \(attribute) is not a valid character reference", at: offset)
        }
        // U+0000, U+FFFE and U+FFFF are characters in no version of XML, referenced or not.
        guard code != 0, code != 0xFFFE, code != 0xFFFF else {
            throw error("&\(name); in the value of \(attribute) refers to U+\(String(code, radix: 16, uppercase: true).leftPadded4), which XML forbids (not a character in XML 1.0 or 1.1); remove it from the dump", at: offset)
        }
        return scalar
    }

    private func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
        UTF8.encode(scalar) { output.append($0) }
    }
}

extension String {
    /// At least four characters, zeros first: `0` is `0000`.
    fileprivate var leftPadded4: String {
        count >= 4 ? self : String(repeating: "0", count: 4 - count) + self
    }
}
