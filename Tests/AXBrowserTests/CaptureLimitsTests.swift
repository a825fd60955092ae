import AXModel
import Foundation
import Testing

@testable import AXBrowser

/// `capture` keeps its word on large pages: the tree's reply is never held as one tree of
/// values, and `--timeout` holds while the tree is converted.
@Suite struct CaptureLimitsTests {
    @Test func theTreesNodesAreHandedOverOneByOneAndNotKept() throws {
        let nodes = (0..<1000).map { #"{"nodeId":"\#($0)","role":{"value":"StaticText"},"name":{"value":"line \#($0)"}}"# }
        let reply = Array(#"{"id":12,"sessionId":"S","result":{"nodes":[\#(nodes.joined(separator: ","))]}}"#.utf8)
        var seen: [String] = []
        let message = try CDPMessage(decoding: reply, streamingNodes: { seen.append($0["nodeId"]?.stringValue ?? "?") })
        #expect(seen == (0..<1000).map(String.init))
        #expect(message.id == 12 && message.sessionID == "S")
        #expect(message.body["nodes"]?.arrayValue?.isEmpty ?? true, "the message keeps no node")
    }

    @Test func workPastTheDeadlineTimesOutSayingWhatItWaitedFor() throws {
        let deadline = ContinuousClock.now + .milliseconds(200)
        let started = ContinuousClock.now
        #expect(throws: BrowserError.timedOut(seconds: 0.2, waitingFor: "the tree to be converted", advice: "raise --timeout, or capture a smaller part of the page with --selector")) {
            try BrowserCapture.withDeadline(deadline, seconds: 0.2, waitingFor: "the tree to be converted") { () -> Int in
                Thread.sleep(forTimeInterval: 5)
                return 1
            }
        }
        // It gave up at the deadline, not when the work ended.
        #expect(started.duration(to: .now) < .seconds(4))
        let value = try BrowserCapture.withDeadline(ContinuousClock.now + .seconds(30), seconds: 30, waitingFor: "x") { 42 }
        #expect(value == 42)
    }
}
