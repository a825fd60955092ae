/// Makes untrusted text (labels come from app content) safe to print in a terminal or CI log.
///
/// Control characters (C0, DEL, C1), including ESC that starts ANSI sequences, and the
/// bidirectional overrides and isolates that can reorder a line are shown as visible escapes
/// (`\u{1B}`) instead of being passed through raw. Newlines become `\n`.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result += "\\n"
            } else if scalar == "\t" {
                result += "\\t"
            } else if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Control characters and bidirectional formatting characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        case 0x2028, 0x2029: true
        default: false
        }
    }

    /// At most `limit` characters, with an ellipsis and the count of what was cut.
    public static func truncate(_ text: String, to limit: Int) -> String {
        guard text.count > limit else { return text }
        return String(text.prefix(limit)) + "… (\(text.count - limit) more characters)"
    }

    /// Sanitised and quoted, for naming a label inside a sentence.
    public static func quoted(_ text: String, limit: Int = 200) -> String {
        "\"" + truncate(sanitize(text), to: limit) + "\""
    }
}

/// ANSI styling for terminal output; every function returns the plain text when disabled.
public struct TerminalStyle: Sendable {
    public var enabled: Bool

    public init(enabled: Bool) {
        self.enabled = enabled
    }

    public static let plain = TerminalStyle(enabled: false)

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m" + text + "\u{1B}[0m" : text
    }

    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func blue(_ text: String) -> String { wrap(text, "34") }
    public func cyan(_ text: String) -> String { wrap(text, "36") }
}
