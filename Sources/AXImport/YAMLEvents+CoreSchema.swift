extension YAMLEvents {
    /// What YAML 1.2's core schema makes of a plain scalar other than a string: "a number",
    /// "a boolean" or "null"; nil for a string.
    ///
    /// Playwright reads ARIA snapshots with the `yaml` package, whose default is this schema,
    /// and refuses a list item or key that is not a string (`- 123`, `- true`, `- null`), where
    /// the text alone would look like a role. The empty scalar is left to the grammar, which
    /// asks for a role there.
    static func coreSchemaType(_ text: String) -> String? {
        guard let first = text.utf8.first else { return nil }
        // Most roles start with a letter that no non-string starts with: one comparison, and
        // no more than a few string comparisons for those (`navigation`, `text`) that do.
        switch first {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "."):
            if text == ".nan" || text == ".NaN" || text == ".NAN" { return "a number" }
            return isNumber(Array(text.utf8)) ? "a number" : nil
        case UInt8(ascii: "~"), UInt8(ascii: "n"), UInt8(ascii: "N"):
            return text == "~" || text == "null" || text == "Null" || text == "NULL" ? "null" : nil
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            switch text {
            case "true", "True", "TRUE", "false", "False", "FALSE": return "a boolean"
            default: return nil
            }
        default:
            return nil
        }
    }

    /// The core schema's integers (`12`, `-3`, `0o17`, `0x1F`), floats (`1.5`, `.5`, `1e3`)
    /// and infinities (`-.inf`).
    private static func isNumber(_ bytes: [UInt8]) -> Bool {
        func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
        func isHexDigit(_ byte: UInt8) -> Bool {
            isDigit(byte) || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "f"))
        }
        if bytes.count > 2, bytes[0] == UInt8(ascii: "0") {
            let digits = bytes[2...]
            if bytes[1] == UInt8(ascii: "o") { return digits.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") } }
            if bytes[1] == UInt8(ascii: "x") { return digits.allSatisfy(isHexDigit) }
        }
        var rest = bytes[...]
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
        if ["inf", "Inf", "INF"].contains(where: { rest.elementsEqual(Array(".\($0)".utf8)) }) { return true }
        // [0-9]+ (. [0-9]*)? or . [0-9]+, then an optional exponent.
        let integer = rest.prefix(while: isDigit)
        rest = rest.dropFirst(integer.count)
        var fraction = 0
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            fraction = rest.prefix(while: isDigit).count
            rest = rest.dropFirst(fraction)
        }
        guard !integer.isEmpty || fraction > 0 else { return false }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") { rest = rest.dropFirst() }
            let exponent = rest.prefix(while: isDigit).count
            guard exponent > 0 else { return false }
            rest = rest.dropFirst(exponent)
        }
        return rest.isEmpty
    }
}
