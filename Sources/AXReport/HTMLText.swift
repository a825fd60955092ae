/// Escaping for untrusted text (labels, paths, commit subjects) placed in HTML and inline SVG.
///
/// The output is also well-formed XML: only `&amp;`, `&lt;`, `&gt;`, `&quot;` and `&#39;` are
/// used, so the same text is safe in element content and in quoted attribute values, in HTML
/// and in SVG. Control characters and bidirectional overrides are shown as visible escapes
/// (`\u{202E}`), as in the terminal, never passed through raw.
public enum HTMLText {
    /// Escaped and made visible; cut to `limit` characters first (with the count of the rest).
    public static func escape(_ text: String, limit: Int = 300) -> String {
        var result = ""
        let visible = TerminalText.truncate(TerminalText.sanitize(text), to: limit)
        result.reserveCapacity(visible.utf8.count + 16)
        for scalar in visible.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// At most `limit` characters, ending in `…` when cut; sanitised and escaped. For labels
    /// drawn in a small space, where the full text is given elsewhere.
    public static func short(_ text: String, limit: Int) -> String {
        let visible = TerminalText.sanitize(text)
        guard visible.count > limit else { return escape(visible) }
        return escape(String(visible.prefix(max(limit - 1, 0))) + "…")
    }

    /// Escaped like `escape`, with each pair of backticks made an inline `<code>` element
    /// (rule messages quote code: `traits.insert(.selected)`). An unpaired backtick stays a
    /// backtick. Only the code element is added: the text inside is escaped as everywhere.
    public static func withInlineCode(_ text: String, limit: Int = 300) -> String {
        let visible = TerminalText.truncate(TerminalText.sanitize(text), to: limit)
        let parts = visible.split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        let pairs = (parts.count - 1) / 2
        var result = ""
        for (index, part) in parts.enumerated() {
            // The backticks before parts 1 ... 2 × pairs delimit code; a last odd one is text.
            if index > 2 * pairs { result += "`" }
            let isCode = index % 2 == 1 && index <= 2 * pairs
            result += isCode ? "<code>" + escape(part, limit: Int.max) + "</code>" : escape(part, limit: Int.max)
        }
        return result
    }

    /// A fragment identifier made only of `a-z`, `0-9` and `-`, from any text.
    public static func slug(_ text: String) -> String {
        var result = ""
        var lastWasDash = true
        for scalar in text.lowercased().unicodeScalars {
            if ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) {
                result.unicodeScalars.append(scalar)
                lastWasDash = false
            } else if !lastWasDash {
                result += "-"
                lastWasDash = true
            }
            if result.count >= 40 { break }
        }
        while result.hasSuffix("-") { result.removeLast() }
        return result
    }
}
