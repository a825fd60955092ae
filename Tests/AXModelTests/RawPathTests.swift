import AXModel
import Testing
#if canImport(Glibc)
import Glibc
#endif

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
        // Written into a buffer that already holds a longer name, from a string and from the
        // tail of a longer one.
        var buffer = RawPath.bytes("a/much/longer/name/than/any/of/these.axsnap.json")
        let viaBuffer = RawPath.withBytes(of: name, in: &buffer) { String(cString: $0) }
        #expect(Array(viaBuffer.utf8) == Array(String(cString: RawPath.bytes(name)).utf8))
        #expect(buffer.dropLast().map { UInt8(bitPattern: $0) } == bytes)
        let tail = ("folder/" + name).dropFirst("folder/".count)
        let count = RawPath.withBytes(of: tail, in: &buffer) { strlen($0) }
        #expect(count == bytes.count && buffer.dropLast().map { UInt8(bitPattern: $0) } == bytes)
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
