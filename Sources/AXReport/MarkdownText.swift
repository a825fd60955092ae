/// Makes untrusted text (labels and messages come from app content) inert in GitHub Markdown.
///
/// The result is one line that cannot end a table cell, start markup, inject HTML, mention a
/// person or team, or reorder the line: newlines and tabs become spaces; control characters and
/// bidirectional formatting characters are written as visible `U+202E` text; `&`, `<` and `>`
/// become entities; Markdown punctuation is backslash-escaped; a zero-width space follows `@`.
public enum MarkdownText {
    /// For Markdown text: table cells, list items, headings. At most `limit` characters of the
    /// original text are kept.
    public static func escape(_ text: String, limit: Int = 200) -> String {
        var result = ""
        for scalar in truncate(text, to: limit).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "|", "`", "*", "_", "[", "]", "#", "~", "$", "!": result += "\\" + String(scalar)
            default: result += common(scalar)
            }
        }
        return result
    }

    /// For text inside raw HTML (a `<summary>` line), where Markdown escapes would show.
    public static func html(_ text: String, limit: Int = 200) -> String {
        var result = ""
        for scalar in truncate(text, to: limit).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            default: result += common(scalar)
            }
        }
        return result
    }

    private static func common(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "\n", "\r", "\t", "\u{2028}", "\u{2029}": return " "
        case "@": return "@\u{200B}"
        default:
            if TerminalText.needsEscape(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            }
            return String(scalar)
        }
    }

    static func truncate(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "…"
    }
}
