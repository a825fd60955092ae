import AXModel

/// The nodes of an `Accessibility.getFullAXTree` reply, to be read again when the capture
/// writes its result: the reply's bytes as Chrome sent them (parsed again one node at a time),
/// or nodes already in memory.
public enum TreeSource: Sendable {
    /// The framed reply, `{"id":…,"result":{"nodes":[…]}}`.
    case reply([UInt8])
    case nodes([JSONValue])

    /// Calls `body` with each node, in the reply's order.
    func forEachNode(_ body: (JSONValue) -> Void) {
        switch self {
        case .nodes(let nodes):
            for node in nodes { body(node) }
        case .reply(let bytes):
            // The bytes parsed once already when they arrived, so they are JSON.
            _ = try? JSONValue.parse(bytes, streamingArrayUnder: ["nodes"]) { node in body(node) }
        }
    }
}
