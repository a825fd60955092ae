#if canImport(Glibc)
import AXImport
import AXModel
import Glibc

/// Captures a page's accessibility tree in a headless Chromium: the effect edge that carries
/// `CaptureSession`'s commands over `ChromiumProcess`'s pipe.
public enum BrowserCapture {
    /// How long the browser gets to close by itself after `Browser.close` before it is killed.
    static let closeGrace = 2.0

    /// The `Accessibility.getFullAXTree` result for `request` (cut to `request.selector`), and
    /// the page's title. The browser is stopped and its profile removed on every path.
    public static func tree(_ request: CaptureRequest, chromium: String) throws(BrowserError) -> (tree: [UInt8], title: String?) {
        let started = ContinuousClock.now
        let deadline = started + .milliseconds(Int(request.timeout * 1000))
        let process = try ChromiumProcess.launch(executable: chromium, viewport: request.viewport)
        defer { process.stop() }
        var session = CaptureSession(request: request)
        for command in session.start() { process.send(command) }
        while true {
            // Once the tree is read, closing gets its own short grace rather than the timeout.
            let limit = session.capturedTree == nil ? deadline : ContinuousClock.now + .milliseconds(Int(closeGrace * 1000))
            let messages: [[UInt8]]
            do {
                messages = try process.messages(until: limit)
            } catch {
                if let tree = session.capturedTree { return (tree, session.pageTitle) }
                if case .timedOut = error {
                    throw .timedOut(seconds: request.timeout, waitingFor: session.waitingFor, advice: session.timeoutAdvice)
                }
                throw error
            }
            for bytes in messages {
                switch session.receive(try CDPMessage(decoding: bytes)) {
                case .send(let commands):
                    for command in commands { process.send(command) }
                case .wait:
                    continue
                case .finished(let tree):
                    process.waitForExit(seconds: closeGrace)
                    return (tree, session.pageTitle)
                case .failed(let error):
                    throw error
                }
            }
        }
    }

    /// Captures `request` and converts the tree into a snapshot through the Chrome importer.
    /// - Parameter screen: the screen name; nil takes the page's title (else "Imported page").
    public static func snapshot(
        _ request: CaptureRequest, chromium: String, screen: String?
    ) throws(BrowserError) -> (snapshot: Snapshot, warnings: [Diagnostic]) {
        let captured = try tree(request, chromium: chromium)
        do {
            return try Importer.importSnapshot(captured.tree, format: .chromeAXTree, screen: screen ?? captured.title, path: nil)
        } catch {
            throw .importFailed(error.diagnostic.message)
        }
    }
}
#endif
