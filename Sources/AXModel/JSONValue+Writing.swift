extension JSONValue {
    /// Serialises the value: pretty (two-space indent, one member per line) or compact.
    /// Object members keep their order; strings escape only what JSON requires plus control
    /// characters, so the output is valid UTF-8 JSON for any string.
    public func serialized(pretty: Bool = true) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        JSONValue.write(self, into: &output, pretty: pretty)
        if pretty { output.append(0x0A) }
        return String(decoding: output, as: UTF8.self)
    }

    /// Writes without recursion, so any depth of value is safe.
    static func write(_ root: JSONValue, into output: inout [UInt8], pretty: Bool) {
        enum Work {
            case value(JSONValue, level: Int)
            case raw(String)
            case newline(level: Int)
        }
        var work: [Work] = [.value(root, level: 0)]
        while let item = work.popLast() {
            switch item {
            case .raw(let text):
                output.append(contentsOf: text.utf8)
            case .newline(let level):
                guard pretty else { continue }
                output.append(0x0A)
                for _ in 0..<level { output.append(0x20); output.append(0x20) }
            case .value(let value, let level):
                switch value {
                case .null: output.append(contentsOf: "null".utf8)
                case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
                case .number(let number): output.append(contentsOf: JSONValue.format(number).utf8)
                case .integer(let digits): output.append(contentsOf: digits.utf8)
                case .string(let text): JSONValue.writeString(text, into: &output)
                case .array(let items):
                    if items.isEmpty {
                        output.append(contentsOf: "[]".utf8)
                        continue
                    }
                    var pending: [Work] = [.raw("[")]
                    for (offset, element) in items.enumerated() {
                        if offset > 0 { pending.append(.raw(",")) }
                        pending.append(.newline(level: level + 1))
                        pending.append(.value(element, level: level + 1))
                    }
                    pending.append(.newline(level: level))
                    pending.append(.raw("]"))
                    work.append(contentsOf: pending.reversed())
                case .object(let members):
                    if members.isEmpty {
                        output.append(contentsOf: "{}".utf8)
                        continue
                    }
                    var pending: [Work] = [.raw("{")]
                    for (offset, member) in members.enumerated() {
                        if offset > 0 { pending.append(.raw(",")) }
                        pending.append(.newline(level: level + 1))
                        var key: [UInt8] = []
                        JSONValue.writeString(member.key, into: &key)
                        pending.append(.raw(String(decoding: key, as: UTF8.self) + (pretty ? ": " : ":")))
                        pending.append(.value(member.value, level: level + 1))
                    }
                    pending.append(.newline(level: level))
                    pending.append(.raw("}"))
                    work.append(contentsOf: pending.reversed())
                }
            }
        }
    }

    /// Integers without a fraction; other numbers in Swift's shortest round-trip form.
    static func format(_ number: Double) -> String {
        guard number.isFinite else { return "null" }
        if number == number.rounded(), abs(number) < 1e15 { return String(Int64(number)) }
        return "\(number)"
    }

    static func writeString(_ text: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20, 0x7F:
                let hex = Array("0123456789abcdef".utf8)
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            case 0x80...0x9F where output.last == 0xC2:
                // A C1 control (U+0080–U+009F, encoded C2 80–C2 9F; a C2 just written is always
                // this scalar's lead byte): escaped like C0, so no terminal showing the report
                // takes it for CSI or OSC.
                let hex = Array("0123456789abcdef".utf8)
                output.removeLast()
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    public init(nilLiteral: ()) { self = .null }

    /// A string, or null for nil.
    public static func optional(_ value: String?) -> JSONValue {
        value.map { .string($0) } ?? .null
    }

    /// An integer number.
    public static func int(_ value: Int) -> JSONValue { .number(Double(value)) }
}
