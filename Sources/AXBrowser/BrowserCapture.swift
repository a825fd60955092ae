import struct Foundation.Date
import class Foundation.NSCondition
import class Foundation.Thread
#if canImport(Glibc)
import AXImport
import AXModel
import Glibc

/// Captures a page's accessibility tree in a headless Chromium: the effect edge that carries
/// `CaptureSession`'s commands over `ChromiumProcess`'s pipe.
public enum BrowserCapture {
    /// How long the browser gets to close by itself after `Browser.close` before it is killed.
    static let closeGrace = 2.0

    /// What a capture read: the `Accessibility.getFullAXTree` result (edited and cut as
    /// `CaptureSession` says), the page's title, and notes for warnings.
    public struct Captured: Sendable {
        public var tree: [UInt8]
        public var title: String?
        public var notes: [String]
    }

    /// The tree for `request`. The browser is stopped and its profile removed on every path.
    /// - Parameter deadline: when to give up; by default `request.timeout` from now.
    public static func tree(_ request: CaptureRequest, chromium: String, deadline: ContinuousClock.Instant? = nil) throws(BrowserError) -> Captured {
        let deadline = deadline ?? ContinuousClock.now + .milliseconds(Int(request.timeout * 1000))
        let process = try ChromiumProcess.launch(executable: chromium, viewport: request.viewport)
        defer { process.stop() }
        var session = CaptureSession(request: request)
        func captured() -> Captured? {
            session.capturedTree.map { Captured(tree: $0, title: session.pageTitle, notes: session.notes) }
        }
        func timedOut() -> BrowserError {
            .timedOut(seconds: request.timeout, waitingFor: session.waitingFor, advice: session.timeoutAdvice)
        }
        for command in session.start() { process.send(command) }
        while true {
            // Once the tree is read, closing gets its own short grace rather than the timeout.
            let limit = session.capturedTree == nil ? deadline : ContinuousClock.now + .milliseconds(Int(closeGrace * 1000))
            let messages: [[UInt8]]
            do {
                messages = try process.messages(until: limit)
            } catch {
                if let done = captured() { return done }
                if case .timedOut = error { throw timedOut() }
                throw error
            }
            for bytes in messages {
                let step: CaptureSession.Step
                if session.awaitsTree {
                    // The tree's reply is parsed node by node, never held as one tree of values.
                    var scan = TreeScan()
                    let message = try CDPMessage(decoding: bytes, streamingNodes: { scan.add($0) })
                    step = session.receive(message, tree: message.id == session.awaitedID ? (scan, .reply(bytes)) : nil)
                } else {
                    step = session.receive(try CDPMessage(decoding: bytes))
                }
                switch step {
                case .send(let commands):
                    for command in commands { process.send(command) }
                case .wait:
                    continue
                case .finished:
                    process.waitForExit(seconds: closeGrace)
                    if let done = captured() { return done }
                case .failed(let error):
                    throw error
                }
            }
            // Reading a large reply takes time of its own: the deadline holds for it too.
            if session.capturedTree == nil && ContinuousClock.now >= deadline { throw timedOut() }
        }
    }

    /// Captures `request` and converts the tree into a snapshot through the Chrome importer,
    /// all within `request.timeout`: a conversion still running then is left to finish on its
    /// own thread, and the capture times out.
    /// - Parameter screen: the screen name; nil takes the page's title (else "Imported page").
    /// - Returns: the snapshot, and the importer's warnings with the capture's notes.
    public static func snapshot(
        _ request: CaptureRequest, chromium: String, screen: String?
    ) throws(BrowserError) -> (snapshot: Snapshot, warnings: [Diagnostic]) {
        let deadline = ContinuousClock.now + .milliseconds(Int(request.timeout * 1000))
        let captured = try tree(request, chromium: chromium, deadline: deadline)
        let name = screen ?? captured.title
        let bytes = captured.tree
        let outcome = try withDeadline(deadline, seconds: request.timeout, waitingFor: "the accessibility tree of \(request.url) (\(bytes.count >> 20) MiB) to be converted") {
            Result { () throws(ImportError) in try Importer.importSnapshot(bytes, format: .chromeAXTree, screen: name, path: nil) }
        }
        switch outcome {
        case .success(let (snapshot, warnings)):
            let notes = captured.notes.map { Diagnostic(severity: .warning, code: .badValue, path: nil, line: 0, column: 0, message: $0) }
            return (snapshot, notes + warnings)
        case .failure(let error):
            throw .importFailed(error.diagnostic.message)
        }
    }

    /// Runs `work` on a thread of its own and waits for it until `deadline`.
    static func withDeadline<Value: Sendable>(
        _ deadline: ContinuousClock.Instant, seconds: Double, waitingFor: String, _ work: @escaping @Sendable () -> Value
    ) throws(BrowserError) -> Value {
        let box = ResultBox<Value>()
        let thread = Thread {
            let value = work()
            box.condition.lock()
            box.value = value
            box.condition.signal()
            box.condition.unlock()
        }
        thread.stackSize = 8 << 20
        thread.start()
        box.condition.lock()
        defer { box.condition.unlock() }
        while box.value == nil {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { break }
            let wait = Double(remaining.components.seconds) + Double(remaining.components.attoseconds) / 1e18
            _ = box.condition.wait(until: Date(timeIntervalSinceNow: min(wait, 1)))
        }
        guard let value = box.value else {
            throw .timedOut(seconds: seconds, waitingFor: waitingFor, advice: "raise --timeout, or capture a smaller part of the page with --selector")
        }
        return value
    }
}

/// A value one thread sets and another waits for.
final class ResultBox<Value>: @unchecked Sendable {
    let condition = NSCondition()
    var value: Value?
}
#endif
