import AXModel

/// Makes untrusted text (labels come from app content) safe to print in a terminal or CI log.
///
/// Control characters (C0, DEL, C1), including ESC that starts ANSI sequences, and the
/// bidirectional overrides and isolates that can reorder a line are shown as visible escapes
/// (`\u{1B}`) instead of being passed through raw. Newlines become `\n`.
public enum TerminalText {
    public static func sanitize(_ text: String) -> String {
        DiagnosticText.escape(text)
    }

    /// Control characters and bidirectional formatting characters.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        DiagnosticText.needsEscape(scalar)
    }

    /// At most `limit` characters, with an ellipsis and the count of what was cut.
    public static func truncate(_ text: String, to limit: Int) -> String {
        DiagnosticText.truncate(text, to: limit)
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
