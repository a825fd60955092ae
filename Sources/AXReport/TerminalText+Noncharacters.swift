extension TerminalText {
    /// `sanitize`, with the noncharacters U+FFFE and U+FFFF also made visible (`\u{FFFE}`):
    /// for text that CI systems display, where they are invalid (XML) or silently dropped.
    static func visible(_ text: String) -> String {
        let sanitized = sanitize(text)
        guard sanitized.unicodeScalars.contains(where: { $0.value == 0xFFFE || $0.value == 0xFFFF }) else { return sanitized }
        var result = ""
        for scalar in sanitized.unicodeScalars {
            if scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
