import AXModel
import Testing

@Suite struct RawPathTests {
    @Test(arguments: [
        [UInt8]("snapshots/About.axsnap.json".utf8),
        [UInt8]("Café 🎉".utf8),
        [0x43, 0x61, 0x66, 0xFF],  // Latin-1 ÿ
        [0xC3, 0x28, 0xE2, 0x82, 0x80],  // a truncated two-byte and three-byte sequence
        [0xED, 0xA0, 0x80, 0xC0, 0xAF, 0xF8],  // a surrogate, an overlong '/', a byte never in UTF-8
    ])
    func bytesRoundTripThroughAString(_ bytes: [UInt8]) {
        let name = RawPath.decode(bytes)
        #expect(RawPath.bytes(name).dropLast().map { UInt8(bitPattern: $0) } == bytes)
        #expect(!name.unicodeScalars.contains("\u{FFFD}"))
    }

    @Test func validUTF8IsKeptAsItIs() {
        #expect(RawPath.decode(Array("Café".utf8)) == "Café")
        #expect(RawPath.bytes("Café").dropLast().map { UInt8(bitPattern: $0) } == Array("Café".utf8))
    }

    @Test func rawBytesAreShownEscapedInMessages() {
        let name = RawPath.decode([0x43, 0x61, 0x66, 0xFF, 0x0A])
        #expect(DiagnosticText.escape(name) == "Caf\\xFF\\n")
    }
}
