import AXModel

/// A small, non-recursive XML tokenizer over UTF-8 bytes, producing an `XMLDocument`.
///
/// Reads elements and attributes (both quote styles), the five predefined entities and numeric
/// character references, and skips comments, processing instructions, the `<?xml ...?>`
/// declaration, CDATA sections and the DOCTYPE (internal subsets included; entities declared
/// there are not supported). The whole input must be UTF-8. Nesting is kept on an explicit
/// stack and limited to `depthLimit`, so a hostile file cannot overflow the call stack.
/// Character references may name any Unicode scalar XML 1.1 allows, control characters
/// included (as real page sources do), so strings come through as the app had them; `&#0;`,
/// `&#xFFFE;` and `&#xFFFF;`, characters in no version of XML, are errors.
struct XMLScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String?
    let depthLimit: Int
    var position = 0
    /// 1-based line of `position`.
    var line = 1
    var elements: [XMLDocument.Element] = []
    /// Indices of the open elements, innermost last.
    var open: [Int] = []
    /// Byte ranges of the open elements' names, to match end tags without making strings.
    var openNames: [Range<Int>] = []
    var rootClosed = false

    /// Parses a whole document. `depthLimit` is the deepest element nesting accepted (the root
    /// is depth 1); deeper input throws `ImportError.tooDeep` at the offending line.
    static func parse(_ source: [UInt8], path: String?, depthLimit: Int) throws(ImportError) -> XMLDocument {
        let elements = try source.withUnsafeBufferPointer { buffer throws(ImportError) -> [XMLDocument.Element] in
            var scanner = XMLScanner(bytes: buffer, path: path, depthLimit: depthLimit)
            try scanner.run()
            return scanner.elements
        }
        return XMLDocument(elements: elements, source: source)
    }

    init(bytes: UnsafeBufferPointer<UInt8>, path: String?, depthLimit: Int) {
        self.bytes = bytes
        self.path = path
        self.depthLimit = depthLimit
    }

    // MARK: Errors

    func error(_ message: String, at offset: Int? = nil) -> ImportError {
        let place = XMLDocument.position(of: offset ?? position, in: bytes)
        return .malformedXML(path: path, line: place.line, column: place.column, message: message)
    }

    /// A printable description of the byte at `offset`, for messages.
    func describe(at offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let byte = bytes[offset]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 { return "a space" }
        if byte == 0x0A || byte == 0x0D { return "a line break" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    // MARK: Document

    mutating func run() throws(ImportError) {
        if let bad = UTF8Validation.firstInvalidOffset(in: bytes) {
            throw error("the file is not valid UTF-8 (bad byte \(describe(at: bad))); save the dump as UTF-8", at: bad)
        }
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
            position = 3
        }
        let documentStart = position
        while position < bytes.count {
            guard bytes[position] == XMLScanner.lessThan else {
                try skipText()
                continue
            }
            guard position + 1 < bytes.count else {
                throw error("the file ends after '<'")
            }
            switch bytes[position + 1] {
            case UInt8(ascii: "?"):
                try skipProcessingInstruction(atDocumentStart: position == documentStart)
            case UInt8(ascii: "!"):
                try skipMarkupDeclaration()
            case UInt8(ascii: "/"):
                try readEndTag()
            default:
                try readStartTag()
            }
        }
        if let innermost = open.last {
            let element = elements[innermost]
            throw error("the file ends inside <\(element.name)> opened at line \(element.line); is the dump cut short?")
        }
        if elements.isEmpty {
            throw error("the file has no root element")
        }
    }

    /// Skips character data up to the next `<`, counting lines. Outside the root element only
    /// whitespace is allowed.
    mutating func skipText() throws(ImportError) {
        let start = position
        var sawContent = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte == XMLScanner.lessThan { break }
            if byte == 0x0A {
                line += 1
            } else if !XMLScanner.isSpace(byte) {
                sawContent = true
            }
            position += 1
        }
        if sawContent && open.isEmpty {
            var offset = start
            while XMLScanner.isSpace(bytes[offset]) { offset += 1 }
            let where_ = rootClosed ? "after the root element" : "before the root element"
            throw error("text \(where_); a page source holds exactly one element tree", at: offset)
        }
    }

    // MARK: Tags

    mutating func readStartTag() throws(ImportError) {
        let tagStart = position
        let tagLine = line
        position += 1
        let nameRange = try readName(what: "an element name after '<'")
        let name = string(nameRange)
        if rootClosed {
            throw error("a second root element <\(name)>: the file holds more than one XML document; split it into one file per page source", at: tagStart)
        }
        if open.count >= depthLimit {
            throw ImportError.tooDeep(path: path, line: tagLine, limit: depthLimit)
        }
        var attributes: [XMLDocument.Attribute] = []
        // Names seen, for the duplicate check once a tag has many attributes: comparing each
        // with all before it is quadratic in a tag with thousands.
        var names = Set<String>()
        var selfClosing = false
        while true {
            let sawSpace = skipSpace()
            guard position < bytes.count else {
                throw error("the file ends inside the tag <\(name)> opened at line \(tagLine)")
            }
            let byte = bytes[position]
            if byte == XMLScanner.greaterThan {
                position += 1
                break
            }
            if byte == XMLScanner.slash {
                guard position + 1 < bytes.count, bytes[position + 1] == XMLScanner.greaterThan else {
                    throw error("expected '>' after '/' in the tag <\(name)>, found \(describe(at: position + 1))", at: position + 1)
                }
                position += 2
                selfClosing = true
                break
            }
            guard sawSpace else {
                throw error("expected a space, '>' or '/>' in the tag <\(name)>, found \(describe(at: position))")
            }
            let attribute = try readAttribute(in: name)
            if attributes.count == 16 { names = Set(attributes.map(\.name)) }
            let duplicate = attributes.count < 16
                ? attributes.contains(where: { $0.name == attribute.name })
                : !names.insert(attribute.name).inserted
            if duplicate {
                throw error("duplicate attribute \(attribute.name) in <\(name)>", at: attribute.offset)
            }
            attributes.append(attribute)
        }
        let index = elements.count
        let parent = open.last ?? -1
        if parent >= 0 { elements[parent].childCount += 1 }
        elements.append(XMLDocument.Element(
            name: name, attributes: attributes, parent: parent, line: tagLine, offset: tagStart,
            childCount: 0, subtreeEnd: index + 1))
        if selfClosing {
            close(index)
        } else {
            open.append(index)
            openNames.append(nameRange)
        }
    }

    mutating func readEndTag() throws(ImportError) {
        let tagStart = position
        position += 2
        let nameRange = try readName(what: "an element name after '</'")
        _ = skipSpace()
        guard position < bytes.count, bytes[position] == XMLScanner.greaterThan else {
            throw error("expected '>' to end the closing tag </\(string(nameRange))>, found \(describe(at: position))")
        }
        position += 1
        guard let innermost = open.last, let openName = openNames.last else {
            throw error("closing tag </\(string(nameRange))> without a matching opening tag", at: tagStart)
        }
        guard bytes[nameRange].elementsEqual(bytes[openName]) else {
            let element = elements[innermost]
            throw error("closing tag </\(string(nameRange))> does not match <\(element.name)> opened at line \(element.line)", at: tagStart)
        }
        open.removeLast()
        openNames.removeLast()
        close(innermost)
    }

    /// Records that an element's subtree is complete.
    mutating func close(_ index: Int) {
        elements[index].subtreeEnd = elements.count
        if open.isEmpty { rootClosed = true }
    }

    /// Reads a name (element or attribute) up to a delimiter.
    mutating func readName(what: String) throws(ImportError) -> Range<Int> {
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if XMLScanner.isSpace(byte) || byte == XMLScanner.greaterThan || byte == XMLScanner.slash
                || byte == UInt8(ascii: "=") || byte == XMLScanner.lessThan
                || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                break
            }
            position += 1
        }
        guard position > start else {
            throw error("expected \(what), found \(describe(at: position))")
        }
        let first = bytes[start]
        if (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) || first == UInt8(ascii: "-")
            || first == UInt8(ascii: ".") {
            throw error("a name cannot start with \(describe(at: start))", at: start)
        }
        return start..<position
    }

    mutating func readAttribute(in element: String) throws(ImportError) -> XMLDocument.Attribute {
        let nameStart = position
        let nameRange = try readName(what: "an attribute name in <\(element)>")
        let name = string(nameRange)
        _ = skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(ascii: "=") else {
            throw error("expected '=' after the attribute \(name) in <\(element)>, found \(describe(at: position))")
        }
        position += 1
        _ = skipSpace()
        guard position < bytes.count,
              bytes[position] == UInt8(ascii: "\"") || bytes[position] == UInt8(ascii: "'") else {
            throw error("expected a quoted value for the attribute \(name) in <\(element)>, found \(describe(at: position))")
        }
        let quote = bytes[position]
        position += 1
        let valueStart = position
        var plain = true
        while position < bytes.count && bytes[position] != quote {
            let byte = bytes[position]
            if byte == XMLScanner.lessThan {
                throw error("'<' inside the value of \(name); write it as &lt;")
            }
            if byte == XMLScanner.ampersand || byte == 0x09 || byte == 0x0D {
                plain = false
            } else if byte == 0x0A {
                plain = false
                line += 1
            }
            position += 1
        }
        guard position < bytes.count else {
            throw error("the value of the attribute \(name) is not closed", at: valueStart - 1)
        }
        let valueRange = valueStart..<position
        position += 1
        let value = plain ? string(valueRange) : try decodeValue(valueRange, attribute: name)
        return XMLDocument.Attribute(name: name, value: value, offset: nameStart)
    }

    /// Skips whitespace, counting lines; returns whether there was any.
    mutating func skipSpace() -> Bool {
        let start = position
        while position < bytes.count && XMLScanner.isSpace(bytes[position]) {
            if bytes[position] == 0x0A { line += 1 }
            position += 1
        }
        return position > start
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    static let lessThan = UInt8(ascii: "<")
    static let greaterThan = UInt8(ascii: ">")
    static let slash = UInt8(ascii: "/")
    static let ampersand = UInt8(ascii: "&")

    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
    }
}
