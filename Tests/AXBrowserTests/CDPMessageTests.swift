import AXModel
import Testing

@testable import AXBrowser

@Suite struct CDPMessageTests {
    @Test func aCommandIsOneCompactObjectWithItsSession() throws {
        let command = CDPCommand(id: 7, method: "Page.navigate", params: .object([("url", "file:///a b.html")]), sessionID: "S1")
        let json = try JSONValue.parse(command.json)
        #expect(json["id"]?.numberValue == 7)
        #expect(json["method"]?.stringValue == "Page.navigate")
        #expect(json["params"]?["url"]?.stringValue == "file:///a b.html")
        #expect(json["sessionId"]?.stringValue == "S1")
        #expect(!command.json.contains(0) && !command.json.contains(UInt8(ascii: "\n")))
    }

    @Test func aBrowserCommandHasNoSession() throws {
        let json = try JSONValue.parse(CDPCommand(id: 1, method: "Browser.close").json)
        #expect(json["sessionId"] == nil)
        #expect(json["params"] == .object([]))
    }

    @Test func aReplyCarriesItsResult() throws {
        let message = try CDPMessage(decoding: Array(#"{"id":3,"result":{"frameId":"F"},"sessionId":"S"}"#.utf8))
        #expect(message.id == 3 && message.method == nil && message.sessionID == "S")
        #expect(message.body["frameId"]?.stringValue == "F")
        #expect(message.error == nil)
    }

    @Test func anEventCarriesItsParams() throws {
        let message = try CDPMessage(decoding: Array(#"{"method":"Page.loadEventFired","params":{"timestamp":1.5}}"#.utf8))
        #expect(message.id == nil && message.method == "Page.loadEventFired")
        #expect(message.body["timestamp"]?.numberValue == 1.5)
    }

    @Test func aFailedCommandSaysWhy() throws {
        let message = try CDPMessage(decoding: Array(#"{"id":2,"error":{"code":-32000,"message":"No node found"}}"#.utf8))
        #expect(message.error == "No node found (-32000)")
    }

    @Test func somethingElseIsAProtocolError() {
        #expect(throws: BrowserError.self) { try CDPMessage(decoding: Array("not json".utf8)) }
        #expect(throws: BrowserError.self) { try CDPMessage(decoding: Array("[1]".utf8)) }
        #expect(throws: BrowserError.self) { try CDPMessage(decoding: Array(#"{"result":{}}"#.utf8)) }
    }
}
