/// Writes a snapshot in the canonical form of the axsnap spec.
///
/// Two-space indentation; keys in spec order with defaults left out; `frame`, `traits`,
/// `actions` and `rotors` on one line; traits in vocabulary order; numbers in shortest form with
/// at most two decimals; each element on a line of its own; a final newline. Keys axdiff does
/// not know are kept in their order: after the known keys, before `children` (or `root`).
public enum CanonicalWriter {
    /// The canonical bytes of a snapshot.
    public static func write(_ snapshot: Snapshot) -> [UInt8] {
        var output = Output()
        // Room for the whole text at once: grown by doubling, a snapshot of 4,000 elements
        // (800 KB) was copied four times into fresh pages. An element takes 100 to 200
        // bytes; capacity never written is never touched, so a generous guess costs nothing.
        output.bytes.reserveCapacity(4096 + 256 * snapshot.elementCount)
        output.write(snapshot)
        return output.bytes
    }

    /// The canonical text of a snapshot.
    public static func string(_ snapshot: Snapshot) -> String {
        String(decoding: write(snapshot), as: UTF8.self)
    }
}

private struct Output {
    var bytes: [UInt8] = []

    mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Two spaces per level, copied from a run of spaces rather than appended one by one.
    mutating func indent(_ level: Int) {
        var remaining = 2 * level
        while remaining > 0 {
            let count = min(remaining, Output.spaces.utf8CodeUnitCount)
            Output.spaces.withUTF8Buffer { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: $0[..<count])) }
            remaining -= count
        }
    }

    private static let spaces: StaticString = "                                                                "

    /// Starts a member whose key needs no escape (the format's own keys).
    mutating func formatKey(_ name: StaticString, level: Int, first: inout Bool) {
        beginMember(level: level, first: &first)
        bytes.append(UInt8(ascii: "\""))
        append(name)
        append("\": ")
    }

    /// Starts a member: a comma after the previous one, a newline, the indent and the key.
    mutating func key(_ name: String, level: Int, first: inout Bool) {
        beginMember(level: level, first: &first)
        string(name)
        append(": ")
    }

    /// What comes before a member's key: a comma after the previous member, a newline, the
    /// indent.
    private mutating func beginMember(level: Int, first: inout Bool) {
        if !first { bytes.append(UInt8(ascii: ",")) }
        first = false
        bytes.append(0x0A)
        indent(level)
    }

    mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        // Most strings need no escape: they are copied whole.
        var value = value
        let plain = value.withUTF8 { utf8 in
            guard !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return false }
            bytes.append(contentsOf: utf8)
            return true
        }
        if plain {
            bytes.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): append("\\\"")
            case UInt8(ascii: "\\"): append("\\\\")
            case 0x0A: append("\\n")
            case 0x0D: append("\\r")
            case 0x09: append("\\t")
            case 0x08: append("\\b")
            case 0x0C: append("\\f")
            case 0..<0x20:
                append("\\u00")
                bytes.append(Output.hexDigits[Int(byte >> 4)])
                bytes.append(Output.hexDigits[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }

    static let hexDigits = Array("0123456789abcdef".utf8)

    mutating func stringArray(_ values: [String]) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        for value in values { listItem(value, first: &first) }
        bytes.append(UInt8(ascii: "]"))
    }

    /// One string of an inline list, after `, ` unless it is the first.
    private mutating func listItem(_ value: String, first: inout Bool) {
        if !first { append(", ") }
        first = false
        string(value)
    }

    /// `traits.names`, written without building the array: known traits in vocabulary
    /// order, then unknown names in byte order.
    mutating func traits(_ traits: TraitSet) {
        bytes.append(UInt8(ascii: "["))
        var first = true
        var bits = traits.knownBits
        while bits != 0 {
            listItem(Trait.names[bits.trailingZeroBitCount], first: &first)
            bits &= bits - 1
        }
        for name in traits.unknownNames { listItem(name, first: &first) }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func frameNumber(_ value: Double) {
        bytes.append(contentsOf: Frame.format(value).utf8)
    }

    // MARK: Snapshot

    mutating func write(_ snapshot: Snapshot) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        formatKey("axsnap", level: 1, first: &first)
        bytes.append(contentsOf: String(snapshot.formatVersion).utf8)
        formatKey("screen", level: 1, first: &first)
        string(snapshot.screen)
        if snapshot.platform != .ios {
            formatKey("platform", level: 1, first: &first)
            string(snapshot.platform.rawValue)
        }
        if let generator = snapshot.generator {
            formatKey("generator", level: 1, first: &first)
            bytes.append(UInt8(ascii: "{"))
            var inner = true
            formatKey("name", level: 2, first: &inner)
            string(generator.name)
            formatKey("version", level: 2, first: &inner)
            string(generator.version)
            extras(generator.extras, level: 2, first: &inner)
            bytes.append(0x0A)
            indent(1)
            bytes.append(UInt8(ascii: "}"))
        }
        if !snapshot.context.isEmpty {
            formatKey("context", level: 1, first: &first)
            bytes.append(UInt8(ascii: "{"))
            var inner = true
            for name in ContextKey.sortedKeys(of: snapshot.context) {
                key(name, level: 2, first: &inner)
                string(snapshot.context[name] ?? "")
            }
            bytes.append(0x0A)
            indent(1)
            bytes.append(UInt8(ascii: "}"))
        }
        extras(snapshot.extras, level: 1, first: &first)
        formatKey("root", level: 1, first: &first)
        element(snapshot.root, level: 1)
        append("\n}\n")
    }

    // MARK: Elements

    /// Writes an element whose opening brace is already placed after a key or an indent.
    mutating func element(_ element: Element, level: Int) {
        bytes.append(UInt8(ascii: "{"))
        var first = true
        let inner = level + 1
        if let type = element.type { formatKey("type", level: inner, first: &first); string(type) }
        if let id = element.id { formatKey("id", level: inner, first: &first); string(id) }
        if let label = element.label { formatKey("label", level: inner, first: &first); string(label) }
        if let value = element.value { formatKey("value", level: inner, first: &first); string(value) }
        if let hint = element.hint { formatKey("hint", level: inner, first: &first); string(hint) }
        if !element.traits.isEmpty {
            formatKey("traits", level: inner, first: &first)
            traits(element.traits)
        }
        if let frame = element.frame {
            formatKey("frame", level: inner, first: &first)
            bytes.append(UInt8(ascii: "["))
            frameNumber(frame.x); append(", ")
            frameNumber(frame.y); append(", ")
            frameNumber(frame.width); append(", ")
            frameNumber(frame.height)
            bytes.append(UInt8(ascii: "]"))
        }
        if element.accessible { formatKey("accessible", level: inner, first: &first); append("true") }
        if element.hidden { formatKey("hidden", level: inner, first: &first); append("true") }
        if element.modal { formatKey("modal", level: inner, first: &first); append("true") }
        if element.grouped { formatKey("grouped", level: inner, first: &first); append("true") }
        if element.childOrder != .given {
            formatKey("childOrder", level: inner, first: &first)
            string(element.childOrder.rawValue)
        }
        if let text = element.text { formatKey("text", level: inner, first: &first); string(text) }
        if !element.actions.isEmpty {
            formatKey("actions", level: inner, first: &first)
            stringArray(element.actions)
        }
        if !element.rotors.isEmpty {
            formatKey("rotors", level: inner, first: &first)
            stringArray(element.rotors)
        }
        if let language = element.language {
            formatKey("language", level: inner, first: &first)
            string(language)
        }
        if let headingLevel = element.level {
            formatKey("level", level: inner, first: &first)
            frameNumber(Double(headingLevel))
        }
        if let url = element.url { formatKey("url", level: inner, first: &first); string(url) }
        extras(element.extras, level: inner, first: &first)
        let children = element.children
        if !children.isEmpty {
            formatKey("children", level: inner, first: &first)
            bytes.append(UInt8(ascii: "["))
            for (index, child) in children.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                bytes.append(0x0A)
                indent(inner + 1)
                self.element(child, level: inner + 1)
            }
            bytes.append(0x0A)
            indent(inner)
            bytes.append(UInt8(ascii: "]"))
        }
        if !first {
            bytes.append(0x0A)
            indent(level)
        }
        bytes.append(UInt8(ascii: "}"))
    }

    // MARK: Unknown keys

    mutating func extras(_ extras: [ExtraKey], level: Int, first: inout Bool) {
        for extra in extras {
            key(extra.key, level: level, first: &first)
            value(extra.value, level: level)
        }
    }

    /// Writes a generic value: scalars and arrays of scalars inline, containers otherwise
    /// one member per line. Nesting is bounded by the parser's value depth limit.
    mutating func value(_ value: JSONValue, level: Int) {
        switch value {
        case .null: append("null")
        case .bool(let flag): append(flag ? "true" : "false")
        case .number(let number): bytes.append(contentsOf: Output.format(number).utf8)
        case .integer(let digits): bytes.append(contentsOf: digits.utf8)
        case .string(let text): string(text)
        case .array(let items):
            let inline = items.allSatisfy { item in
                switch item {
                case .array, .object: false
                default: true
                }
            }
            bytes.append(UInt8(ascii: "["))
            for (index, item) in items.enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ",")) }
                if inline {
                    if index > 0 { bytes.append(0x20) }
                } else {
                    bytes.append(0x0A)
                    indent(level + 1)
                }
                self.value(item, level: level + 1)
            }
            if !inline && !items.isEmpty {
                bytes.append(0x0A)
                indent(level)
            }
            bytes.append(UInt8(ascii: "]"))
        case .object(let members):
            bytes.append(UInt8(ascii: "{"))
            var first = true
            for member in members {
                key(member.key, level: level + 1, first: &first)
                self.value(member.value, level: level + 1)
            }
            if !members.isEmpty {
                bytes.append(0x0A)
                indent(level)
            }
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// Integers without a fraction; other numbers in Swift's shortest round-trip form.
    static func format(_ number: Double) -> String {
        if number == number.rounded(), abs(number) < 1e15 {
            return String(Int64(number))
        }
        return "\(number)"
    }
}
