import Testing

@testable import AXBrowser

@Suite struct MessageFramerTests {
    @Test func aMessageSplitAcrossReadsArrivesWhole() throws {
        var framer = MessageFramer()
        #expect(try framer.append(Array(#"{"id":1,"res"#.utf8)).isEmpty)
        #expect(framer.pendingCount == 12)
        let messages = try framer.append(Array(#"ult":{}}"#.utf8) + [0])
        #expect(messages == [Array(#"{"id":1,"result":{}}"#.utf8)])
        #expect(framer.pendingCount == 0)
    }

    @Test func severalMessagesInOneReadKeepTheirOrderAndTheRest() throws {
        var framer = MessageFramer()
        let messages = try framer.append(Array("{\"a\":1}\u{0}{\"b\":2}\u{0}{\"c\"".utf8))
        #expect(messages.map { String(decoding: $0, as: UTF8.self) } == [#"{"a":1}"#, #"{"b":2}"#])
        #expect(try framer.append([UInt8(ascii: ":"), UInt8(ascii: "3"), UInt8(ascii: "}"), 0]).map { String(decoding: $0, as: UTF8.self) } == [#"{"c":3}"#])
    }

    @Test func framingEndsAMessageWithOneNUL() {
        #expect(MessageFramer.frame(Array("{}".utf8)) == [UInt8(ascii: "{"), UInt8(ascii: "}"), 0])
    }
}
