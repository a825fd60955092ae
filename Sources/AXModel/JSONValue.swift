/// A JSON value kept for a key axdiff does not know, so that nothing in a user's file is lost.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    /// An integer a `Double` cannot hold as written (`9007199254740993`), kept digit for digit.
    case integer(String)
    case string(String)
    case array([JSONValue])
    /// Members in the order they were written.
    case object([(key: String, value: JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case let (.bool(l), .bool(r)): return l == r
        case let (.number(l), .number(r)): return l == r
        case let (.integer(l), .integer(r)): return l == r
        case let (.string(l), .string(r)): return l == r
        case let (.array(l), .array(r)): return l == r
        case let (.object(l), .object(r)):
            return l.count == r.count && zip(l, r).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value)
        case .integer(let digits): hasher.combine(digits)
        case .string(let value): hasher.combine(value)
        case .array(let values): hasher.combine(values)
        case .object(let members):
            hasher.combine(members.count)
            for member in members {
                hasher.combine(member.key)
                hasher.combine(member.value)
            }
        }
    }

    /// A short name of the value's JSON type, for messages: "a string", "an array".
    public var typeDescription: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number, .integer: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A key axdiff does not know, with its value, kept in a snapshot or element.
public struct ExtraKey: Hashable, Sendable {
    public var key: String
    public var value: JSONValue

    public init(key: String, value: JSONValue) {
        self.key = key
        self.value = value
    }
}

extension JSONValue {
    /// Parses a whole JSON document (any top-level value) with the snapshot parser's reader:
    /// strict RFC 8259, UTF-8 validated, duplicate keys and non-finite numbers rejected,
    /// containers nested at most 64 deep. Errors carry line and column.
    public static func parse(_ bytes: [UInt8], path: String? = nil) throws(ModelError) -> JSONValue {
        try read(bytes, path: path, streaming: nil)
    }

    /// Parses a document as `parse` does, but hands each element of its main array to `element`
    /// as soon as it is read instead of keeping it: the top-level array, or the first array
    /// under one of `keys` in the top-level object or in an object that is one of its members
    /// (`{"nodes": […]}`, `{"result": {"nodes": […]}}`). That array is empty in the returned
    /// value. A 28 MB Chrome tree is then never held as one tree of values.
    public static func parse(
        _ bytes: [UInt8], path: String? = nil, streamingArrayUnder keys: Set<String>,
        element: (JSONValue) throws(ModelError) -> Void
    ) throws(ModelError) -> JSONValue {
        try withoutActuallyEscaping(element) { element throws(ModelError) -> JSONValue in
            try read(bytes, path: path, streaming: JSONReader.Streaming(keys: keys, element: element))
        }
    }

    private static func read(_ bytes: [UInt8], path: String?, streaming: JSONReader.Streaming?) throws(ModelError) -> JSONValue {
        try bytes.withUnsafeBufferPointer { buffer throws(ModelError) -> JSONValue in
            var reader = JSONReader(bytes: buffer, path: path)
            reader.skipWhitespace()
            if reader.isAtEnd {
                throw reader.error(.emptyFile, "the file is empty; expected JSON")
            }
            let value = try reader.readValue(for: "the document", streaming: streaming)
            reader.skipWhitespace()
            guard reader.isAtEnd else {
                throw reader.error(.syntax, "unexpected \(reader.describeNext()) after the end of the JSON value")
            }
            return value
        }
    }

    /// The member named `key` of an object, or nil.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    public var stringValue: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    public var arrayValue: [JSONValue]? {
        if case .array(let value) = self { return value }
        return nil
    }

    public var boolValue: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    public var numberValue: Double? {
        if case .number(let value) = self { return value }
        if case .integer(let digits) = self { return Double(digits) }
        return nil
    }
}
