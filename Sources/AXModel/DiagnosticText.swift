/// Untrusted text (file paths, keys, trait names, revisions, labels) made safe inside a
/// message on standard error or a path line on standard output: the one function every
/// diagnostic goes through.
///
/// Control characters (C0 with CR and LF, DEL, C1), including ESC that starts ANSI and OSC
/// sequences, and the bidirectional overrides and isolates that can reorder a line are shown
/// as visible escapes (`\n`, `\u{D}`, `\u{1B}`) instead of being passed through raw, so a message is one
/// line: a value cannot start a line of its own (a CI log's `::error` workflow command) or
/// rewrite the terminal's title.
public enum DiagnosticText {
    /// Most characters of a whole message kept (its quoted values are part of it).
    public static let messageLimit = 600

    /// `text` with every control and bidirectional formatting character escaped.
    public static func escape(_ text: String) -> String {
        if let colon = workflowCommandColon(text) {
            // Printed at the start of a line, `::error file=…::` is a command to GitHub Actions'
            // runner (and `##vso[` to Azure's, which needs no such care: `#` starts no command
            // without it). Its first colon is escaped, so a name that starts with one is shown
            // and inert wherever it lands.
            return String(text[..<colon]) + "\\u{3A}" + escape(String(text[text.index(after: colon)...]))
        }
        // Printable ASCII, nearly every line of a report, is recognised eight bytes at a time:
        // decoding the scalars of every line was a hundredth of a history's instructions.
        if isPrintableASCII(text) { return text }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count + 8)
        for scalar in text.unicodeScalars {
            if scalar == "\n" {
                result += "\\n"
            } else if scalar == "\t" {
                result += "\\t"
            } else if let byte = RawPath.rawByte(scalar) {
                // A byte of a file name that is not UTF-8 (see `RawPath`).
                result += "\\x" + (byte < 16 ? "0" : "") + String(byte, radix: 16, uppercase: true)
            } else if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// The first colon of `::` when `text` starts with it, after spaces. Read in UTF-8 (every
    /// line of a report comes through here): the first bytes, not the first characters.
    static func workflowCommandColon(_ text: String) -> String.Index? {
        let utf8 = text.utf8
        guard let start = utf8.firstIndex(where: { $0 != UInt8(ascii: " ") }), utf8[start] == UInt8(ascii: ":"),
              utf8.index(after: start) < utf8.endIndex, utf8[utf8.index(after: start)] == UInt8(ascii: ":")
        else { return nil }
        return start
    }

    /// Whether every byte of `text` is printable ASCII (0x20 to 0x7E).
    static func isPrintableASCII(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            if let base = bytes.baseAddress {
                let raw = UnsafeRawPointer(base)
                let ones: UInt64 = 0x0101_0101_0101_0101, highs: UInt64 = 0x8080_8080_8080_8080
                while index + 8 <= bytes.count {
                    let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    // A byte below 0x20, at or above 0x80, or 0x7F sets its high bit here.
                    let del = word ^ (ones &* 0x7F)
                    if ((word &- (ones &* 0x20)) | word | ((del &- ones) & ~del)) & highs != 0 { return false }
                    index += 8
                }
            }
            while index < bytes.count {
                guard bytes[index] >= 0x20 && bytes[index] < 0x7F else { return false }
                index += 1
            }
            return true
        }
    }

    /// A whole message: escaped, so one line, and cut after `limit` characters.
    public static func line(_ text: String, limit: Int = messageLimit) -> String {
        truncate(escape(text), to: limit)
    }

    /// At most `limit` characters, with an ellipsis and the count of what was cut.
    public static func truncate(_ text: String, to limit: Int) -> String {
        // Every character is a byte or more: a text of no more bytes than the limit fits,
        // without a walk over its characters (one for every message a report prints).
        guard text.utf8.count > limit, text.count > limit else { return text }
        return String(text.prefix(limit)) + "… (\(text.count - limit) more characters)"
    }

    /// Control characters and bidirectional formatting characters.
    public static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0x061C: true
        case 0x2028, 0x2029: true
        case 0x10FE80...0x10FEFF: true  // RawPath's stand-ins for bytes that are not UTF-8
        default: false
        }
    }
}
