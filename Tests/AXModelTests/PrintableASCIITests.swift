import Testing

@testable import AXModel

/// `DiagnosticText.isPrintableASCII`, the fast path of `escape`, agrees with a byte-by-byte
/// check for every ASCII byte at every place in and after an eight-byte word.
@Suite struct PrintableASCIITests {
    @Test func everyByteAtEveryPlace() {
        for length in [1, 7, 8, 9, 16, 23] {
            for position in 0..<length {
                for byte in UInt8(0)...UInt8(0x7F) {
                    var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
                    bytes[position] = byte
                    let text = String(decoding: bytes, as: UTF8.self)
                    #expect(DiagnosticText.isPrintableASCII(text) == (byte >= 0x20 && byte < 0x7F), "byte \(byte) at \(position) of \(length)")
                }
            }
        }
        #expect(!DiagnosticText.isPrintableASCII("Caf\u{E9} on the menu"))
        #expect(DiagnosticText.isPrintableASCII(""))
        #expect(DiagnosticText.escape("a\u{1B}]0;x\u{07}b") == "a\\u{1B}]0;x\\u{7}b")
    }
}

/// `DiagnosticText.truncate` cuts after `limit` characters, not bytes: its fast path (a text
/// of no more bytes than the limit) never keeps a text of more characters, and a text of more
/// bytes but few enough characters (accents, an emoji of two scalars) is kept whole.
@Suite struct TruncateTests {
    @Test func charactersNotBytesDecide() {
        #expect(DiagnosticText.truncate("abcde", to: 5) == "abcde")
        #expect(DiagnosticText.truncate("abcdef", to: 5) == "abcde… (1 more characters)")
        // Five characters in fifteen bytes: kept.
        #expect(DiagnosticText.truncate("\u{E9}\u{E9}\u{E9}\u{1F44D}\u{1F3FD}a", to: 5) == "\u{E9}\u{E9}\u{E9}\u{1F44D}\u{1F3FD}a")
        // Six characters in seven bytes: cut.
        #expect(DiagnosticText.truncate("\u{E9}bcdef", to: 5) == "\u{E9}bcde… (1 more characters)")
        #expect(DiagnosticText.truncate("", to: 0) == "")
    }
}
