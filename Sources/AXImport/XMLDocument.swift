/// The elements of a well-formed XML document, flat and in document order (preorder), as the
/// importers need them: names, attributes and the parent of each element. Text, comments,
/// processing instructions, CDATA and the DOCTYPE are checked for well-formedness and dropped.
///
/// Parsed by `XMLScanner` in one pass without recursion; element 0 is the root.
struct XMLDocument {
    struct Attribute {
        var name: String
        /// The value with entities and character references replaced, and literal tabs and
        /// line breaks normalised to spaces (XML 1.0, 3.3.3).
        var value: String
        /// Byte offset of the attribute's name, for diagnostics.
        var offset: Int
    }

    struct Element {
        var name: String
        var attributes: [Attribute]
        /// Index of the parent element; -1 for the root.
        var parent: Int
        /// 1-based line of the `<` that opens the element.
        var line: Int
        /// Byte offset of the `<`.
        var offset: Int
        /// Number of child elements.
        var childCount: Int
        /// One past the index of the last element of this element's subtree.
        var subtreeEnd: Int
    }

    var elements: [Element]
    /// The source, to turn offsets into columns.
    let source: [UInt8]

    /// The value of an attribute, or nil when the element does not have it.
    func value(_ name: String, of index: Int) -> String? {
        for attribute in elements[index].attributes where attribute.name == name {
            return attribute.value
        }
        return nil
    }

    /// The children of an element, in document order.
    func children(of index: Int) -> [Int] {
        var result: [Int] = []
        result.reserveCapacity(elements[index].childCount)
        var child = index + 1
        while child < elements[index].subtreeEnd {
            result.append(child)
            child = elements[child].subtreeEnd
        }
        return result
    }

    /// The 1-based line and column (in Unicode scalars) of a byte offset.
    ///
    /// Counts from the start of the file, so it is meant for the few places a diagnostic needs.
    func position(of offset: Int) -> (line: Int, column: Int) {
        XMLDocument.position(of: offset, in: source)
    }

    static func position<C: Collection<UInt8>>(of offset: Int, in bytes: C) -> (line: Int, column: Int) where C.Index == Int {
        var line = 1
        var column = 1
        var index = bytes.startIndex
        let end = min(offset, bytes.endIndex)
        while index < end {
            let byte = bytes[index]
            if byte == 0x0A {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
            index += 1
        }
        return (line, column)
    }
}
