/// The keys of an element, in canonical order.
enum ElementKey: Int, CaseIterable {
    case type, id, label, value, hint, traits, frame, accessible, hidden, modal, grouped
    case childOrder, text, actions, rotors, language, level, url, children

    var name: String { ElementKey.names[rawValue] }

    static let names = [
        "type", "id", "label", "value", "hint", "traits", "frame", "accessible", "hidden",
        "modal", "grouped", "childOrder", "text", "actions", "rotors", "language", "level", "url",
        "children",
    ]

    /// Reads a key at `reader.position` (its opening quote) when it is one of the known keys
    /// written plainly, without allocating: the bytes are loaded as two words, the closing
    /// quote found with bit tricks, and the words compared with the known names. Returns nil,
    /// without moving, for anything else (unknown keys, escapes, the end of the input).
    @inline(__always)
    static func readKnown(_ reader: inout JSONReader) -> ElementKey? {
        let start = reader.position + 1
        guard start + 16 <= reader.bytes.count else { return nil }
        let first = reader.loadWord(at: start)
        let second = reader.loadWord(at: start + 8)
        let ones: UInt64 = 0x0101_0101_0101_0101
        let highs: UInt64 = 0x8080_8080_8080_8080
        func quotes(_ word: UInt64) -> UInt64 {
            let x = word ^ (ones &* 0x22)
            return (x &- ones) & ~x & highs
        }
        let length: Int
        let firstQuotes = quotes(first)
        if firstQuotes != 0 {
            length = firstQuotes.trailingZeroBitCount / 8
        } else {
            let secondQuotes = quotes(second)
            guard secondQuotes != 0 else { return nil }
            length = 8 + secondQuotes.trailingZeroBitCount / 8
        }
        guard length >= 2 && length <= 10 else { return nil }
        let low = length >= 8 ? first : first & ((1 << (8 * UInt64(length))) &- 1)
        let high = length <= 8 ? 0 : second & ((1 << (8 * UInt64(length - 8))) &- 1)
        let key: ElementKey
        switch (low, high) {
        case (word("type"), 0): key = .type
        case (word("id"), 0): key = .id
        case (word("label"), 0): key = .label
        case (word("value"), 0): key = .value
        case (word("hint"), 0): key = .hint
        case (word("traits"), 0): key = .traits
        case (word("frame"), 0): key = .frame
        case (word("accessib"), word("le")): key = .accessible
        case (word("hidden"), 0): key = .hidden
        case (word("modal"), 0): key = .modal
        case (word("grouped"), 0): key = .grouped
        case (word("childOrd"), word("er")): key = .childOrder
        case (word("text"), 0): key = .text
        case (word("actions"), 0): key = .actions
        case (word("rotors"), 0): key = .rotors
        case (word("language"), 0): key = .language
        case (word("level"), 0): key = .level
        case (word("url"), 0): key = .url
        case (word("children"), 0): key = .children
        default: return nil
        }
        reader.position = start + length + 1
        return key
    }

    /// Matches a key token already read (the slow path: near the end of the input).
    static func match(_ raw: JSONReader.RawString, in bytes: UnsafeBufferPointer<UInt8>) -> ElementKey? {
        guard case .slice(let range) = raw else { return nil }
        let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        guard let index = names.firstIndex(of: name) else { return nil }
        return ElementKey(rawValue: index)
    }

    /// Up to eight ASCII bytes as a little-endian word.
    @inline(__always)
    static func word(_ text: StaticString) -> UInt64 {
        var value: UInt64 = 0
        let start = text.utf8Start
        for offset in 0..<min(8, text.utf8CodeUnitCount) {
            value |= UInt64(start[offset]) << (8 * UInt64(offset))
        }
        return value
    }
}
