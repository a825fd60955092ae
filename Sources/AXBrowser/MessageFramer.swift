/// Splits the bytes Chromium writes on `--remote-debugging-pipe` into messages: each is one
/// JSON object followed by a NUL byte (no length prefix, no WebSocket framing).
public struct MessageFramer: Sendable {
    /// A message longer than this is refused (a runaway page, or not the DevTools protocol).
    public static let maximumMessageSize = 512 << 20

    private var buffer: [UInt8] = []
    /// How much of `buffer` is known to hold no NUL.
    private var scanned = 0

    public init() {}

    /// Appends bytes as read; returns the messages they complete, in order, without their NUL.
    public mutating func append<Bytes: Collection>(_ bytes: Bytes) throws(BrowserError) -> [[UInt8]] where Bytes.Element == UInt8 {
        buffer.append(contentsOf: bytes)
        var messages: [[UInt8]] = []
        var start = 0
        var index = scanned
        while index < buffer.count {
            if buffer[index] == 0 {
                messages.append(Array(buffer[start..<index]))
                start = index + 1
            }
            index += 1
        }
        if start > 0 { buffer.removeFirst(start) }
        scanned = buffer.count
        if buffer.count > Self.maximumMessageSize {
            throw .protocolError("a message longer than \(Self.maximumMessageSize >> 20) MiB arrived")
        }
        return messages
    }

    /// Bytes of a message not yet ended by its NUL.
    public var pendingCount: Int { buffer.count }

    /// Frames one message for sending: its bytes and a NUL.
    public static func frame(_ message: [UInt8]) -> [UInt8] {
        message + [0]
    }
}
