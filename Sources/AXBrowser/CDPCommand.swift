import AXModel

/// One DevTools protocol command: `{"id":1,"method":"Page.navigate","params":{…},"sessionId":"…"}`.
public struct CDPCommand: Sendable, Hashable {
    public var id: Int
    public var method: String
    /// An object; `[:]` when the command takes none.
    public var params: JSONValue
    /// The page session the command goes to; nil for the browser itself (`Target.*`, `Browser.*`).
    public var sessionID: String?

    public init(id: Int, method: String, params: JSONValue = .object([]), sessionID: String? = nil) {
        self.id = id
        self.method = method
        self.params = params
        self.sessionID = sessionID
    }

    /// The command as one compact JSON object, without the NUL that ends it on the pipe.
    public var json: [UInt8] {
        var members: [(key: String, value: JSONValue)] = [("id", .int(id)), ("method", .string(method)), ("params", params)]
        if let sessionID { members.append(("sessionId", .string(sessionID))) }
        return Array(JSONValue.object(members).serialized(pretty: false).utf8)
    }
}
