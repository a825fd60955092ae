/// Makes any string safe in an XML 1.0 document.
///
/// The five markup characters become entities. Characters XML 1.0 forbids even as character
/// references (C0 controls other than tab, newline and carriage return; U+FFFE and U+FFFF) are
/// replaced by visible `\u{1}` text, as are DEL and the C1 controls, which XML allows but
/// discourages. In attribute values tab, newline and carriage return are written as character
/// references so that attribute normalisation keeps them; in text only the carriage return is
/// (a parser would turn a raw one into a newline).
enum XMLText {
    static func escape(_ text: String, inAttribute: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\r": result += "&#13;"
            case "\n": result += inAttribute ? "&#10;" : "\n"
            case "\t": result += inAttribute ? "&#9;" : "\t"
            default:
                if isForbidden(scalar) {
                    result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Not an XML 1.0 `Char`, or a control character XML discourages.
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: false
        case 0x00...0x1F, 0x7F...0x9F, 0xFFFE, 0xFFFF: true
        default: false
        }
    }
}
