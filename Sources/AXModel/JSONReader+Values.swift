extension JSONReader {
    /// Reads any JSON value (kept under a key axdiff does not know) without recursion.
    ///
    /// Objects keep their member order; duplicate keys are an error. Containers may nest at
    /// most `maximumValueDepth` deep.
    mutating func readValue(for key: String) throws(ModelError) -> JSONValue {
        enum Container {
            case array([JSONValue])
            case object([(key: String, value: JSONValue)], pendingKey: String, keys: Set<String>)
        }
        var stack: [Container] = []
        while true {
            skipWhitespace()
            var value: JSONValue
            switch peek {
            case UInt8(ascii: "{"):
                guard stack.count < JSONReader.maximumValueDepth else {
                    throw error(.depthLimit, "\"\(key)\" nests deeper than \(JSONReader.maximumValueDepth) levels")
                }
                position += 1
                skipWhitespace()
                if peek == UInt8(ascii: "}") {
                    position += 1
                    value = .object([])
                } else {
                    let member = try readMemberKey(in: key, existing: [])
                    stack.append(.object([], pendingKey: member, keys: [member]))
                    continue
                }
            case UInt8(ascii: "["):
                guard stack.count < JSONReader.maximumValueDepth else {
                    throw error(.depthLimit, "\"\(key)\" nests deeper than \(JSONReader.maximumValueDepth) levels")
                }
                position += 1
                skipWhitespace()
                if peek == UInt8(ascii: "]") {
                    position += 1
                    value = .array([])
                } else {
                    stack.append(.array([]))
                    continue
                }
            case UInt8(ascii: "\""):
                let raw = try readRawString()
                value = .string(string(raw))
            case UInt8(ascii: "t"), UInt8(ascii: "f"):
                value = .bool(try readBool(for: key))
            case UInt8(ascii: "n"):
                guard matchLiteral("null") else {
                    throw error(.syntax, "expected a JSON value in \"\(key)\", found \(describeNext())")
                }
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "N"), UInt8(ascii: "I"):
                value = .number(try readNumber(for: key))
            default:
                throw error(.syntax, "expected a JSON value in \"\(key)\", found \(describeNext())")
            }
            // Attach the finished value to the enclosing containers, closing them as they end.
            while true {
                guard let top = stack.popLast() else { return value }
                skipWhitespace()
                switch top {
                case .array(var items):
                    items.append(value)
                    if peek == UInt8(ascii: ",") {
                        position += 1
                        stack.append(.array(items))
                    } else if peek == UInt8(ascii: "]") {
                        position += 1
                        value = .array(items)
                        continue
                    } else {
                        throw error(.syntax, "expected ',' or ']' in an array under \"\(key)\", found \(describeNext())")
                    }
                case .object(var members, let pendingKey, var keys):
                    members.append((pendingKey, value))
                    if peek == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        let member = try readMemberKey(in: key, existing: keys)
                        keys.insert(member)
                        stack.append(.object(members, pendingKey: member, keys: keys))
                    } else if peek == UInt8(ascii: "}") {
                        position += 1
                        value = .object(members)
                        continue
                    } else {
                        throw error(.syntax, "expected ',' or '}' in an object under \"\(key)\", found \(describeNext())")
                    }
                }
                break
            }
        }
    }

    /// Reads `"name":` inside a generic object, rejecting a key already present.
    private mutating func readMemberKey(in key: String, existing: Set<String>) throws(ModelError) -> String {
        let keyMark = mark
        guard peek == UInt8(ascii: "\"") else {
            throw error(.syntax, "expected a key (a string) in an object under \"\(key)\", found \(describeNext())")
        }
        let rawMember = try readRawString()
        let member = string(rawMember)
        if existing.contains(member) {
            throw error(.duplicateKey, "duplicate key \"\(member)\" in an object under \"\(key)\"", at: keyMark)
        }
        try expect(UInt8(ascii: ":"), "':' after the key \"\(member)\"")
        return member
    }
}
