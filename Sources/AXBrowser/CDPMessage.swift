import AXModel

/// One message from Chromium: a reply to a command (with `id`) or an event (with `method`).
public struct CDPMessage: Sendable {
    /// The command this replies to; nil for an event.
    public var id: Int?
    /// The event's name (`Page.loadEventFired`); nil for a reply.
    public var method: String?
    public var sessionID: String?
    /// A reply's `result`, or an event's `params`.
    public var body: JSONValue
    /// A failed command's `error.message` (with its code).
    public var error: String?
    public init(id: Int? = nil, method: String? = nil, sessionID: String? = nil, body: JSONValue = .object([]), error: String? = nil) {
        self.id = id
        self.method = method
        self.sessionID = sessionID
        self.body = body
        self.error = error
    }

    /// Decodes one framed message (without its NUL).
    public init(decoding bytes: [UInt8]) throws(BrowserError) {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes, path: "the DevTools pipe")
        } catch {
            throw .protocolError("a message is not JSON (\(error.diagnostic.message))")
        }
        try self.init(json: json)
    }

    /// Decodes one framed message, handing each node of a `nodes` array in it (the reply to
    /// `Accessibility.getFullAXTree`) to `node` as it is parsed instead of keeping it: a tree
    /// of 600,000 nodes is 250 MB of JSON, and ten times that as values.
    public init(decoding bytes: [UInt8], streamingNodes node: (JSONValue) -> Void) throws(BrowserError) {
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes, path: "the DevTools pipe", streamingArrayUnder: ["nodes"]) { node($0) }
        } catch {
            throw .protocolError("a message is not JSON (\(error.diagnostic.message))")
        }
        try self.init(json: json)
    }

    private init(json: JSONValue) throws(BrowserError) {
        guard case .object = json else { throw .protocolError("a message is \(json.typeDescription), not an object") }
        let id = json["id"]?.numberValue.flatMap { Int(exactly: $0) }
        let method = json["method"]?.stringValue
        guard id != nil || method != nil else { throw .protocolError("a message has neither \"id\" nor \"method\"") }
        var error: String?
        if let failure = json["error"] {
            let code = failure["code"]?.numberValue.map { " (\(Int(exactly: $0).map(String.init) ?? String($0)))" } ?? ""
            error = (failure["message"]?.stringValue ?? "unknown error") + code
        }
        self.init(
            id: id, method: method, sessionID: json["sessionId"]?.stringValue,
            body: json["result"] ?? json["params"] ?? .object([]), error: error)
    }
}
