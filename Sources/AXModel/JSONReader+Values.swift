extension JSONReader {
    /// Reads any JSON value (kept under a key axdiff does not know) without recursion.
    ///
    /// Objects keep their member order; duplicate keys are an error. Containers may nest at
    /// most `maximumValueDepth` deep.
    /// Objects with fewer members than this are checked for duplicate keys by scanning them.
    static let smallObject = 16

    /// `streaming`: the array to hand over element by element instead of keeping (see
    /// `JSONValue.parse(_:path:streamingArrayUnder:element:)`); it is left empty in the result.
    mutating func readValue(for key: String, streaming: Streaming? = nil) throws(ModelError) -> JSONValue {
        // The open containers, innermost last. Their contents live in `arrays` and `objects`,
        // appended to in place: a container's array held inside an enum on the stack would be
        // copied on every append (a 100,000-node Chrome tree took minutes).
        enum Container { case array, object }
        var stack: [Container] = []
        var arrays: [[JSONValue]] = []
        // `keys` is filled only past `smallObject` members: a few keys are checked by scanning.
        var objects: [(members: [(key: String, value: JSONValue)], pendingKey: String, keys: Set<String>)] = []
        // The depth of `stack` at which the streamed array is open: -1 before, Int.max after.
        var streamedDepth = -1
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
                    stack.append(.object)
                    // Room for a typical object's members up front, instead of growing 1, 2, 4, 8.
                    var members: [(key: String, value: JSONValue)] = []
                    members.reserveCapacity(8)
                    objects.append((members, member, []))
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
                    stack.append(.array)
                    var items: [JSONValue] = []
                    items.reserveCapacity(4)
                    arrays.append(items)
                    let underKey = stack.count >= 2 && stack[stack.count - 2] == .object ? objects.last?.pendingKey : nil
                    if let streaming, streamedDepth < 0, streaming.opens(stack.count, underKey) {
                        streamedDepth = stack.count
                    }
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
                let start = position
                let number = try readNumber(for: key)
                value = exactNumber(number, from: start)
            default:
                throw error(.syntax, "expected a JSON value in \"\(key)\", found \(describeNext())")
            }
            // Attach the finished value to the enclosing containers, closing them as they end.
            while true {
                guard let top = stack.last else { return value }
                skipWhitespace()
                switch top {
                case .array:
                    if stack.count == streamedDepth, let streaming {
                        try streaming.element(value)
                    } else {
                        arrays[arrays.count - 1].append(value)
                    }
                    if peek == UInt8(ascii: ",") {
                        position += 1
                    } else if peek == UInt8(ascii: "]") {
                        position += 1
                        if stack.count == streamedDepth { streamedDepth = Int.max }  // one array only
                        stack.removeLast()
                        value = .array(arrays.removeLast())
                        continue
                    } else {
                        throw error(.syntax, "expected ',' or ']' in an array under \"\(key)\", found \(describeNext())")
                    }
                case .object:
                    let last = objects.count - 1
                    objects[last].members.append((objects[last].pendingKey, value))
                    if peek == UInt8(ascii: ",") {
                        position += 1
                        skipWhitespace()
                        let memberMark = mark
                        let member = try readMemberKey(in: key, existing: [])
                        if objects[last].members.count < JSONReader.smallObject {
                            if objects[last].members.contains(where: { $0.key == member }) {
                                throw error(.duplicateKey, "duplicate key \"\(member)\" in an object under \"\(key)\"", at: memberMark)
                            }
                        } else {
                            if objects[last].keys.isEmpty { objects[last].keys = Set(objects[last].members.map(\.key)) }
                            if !objects[last].keys.insert(member).inserted {
                                throw error(.duplicateKey, "duplicate key \"\(member)\" in an object under \"\(key)\"", at: memberMark)
                            }
                        }
                        objects[last].pendingKey = member
                    } else if peek == UInt8(ascii: "}") {
                        position += 1
                        stack.removeLast()
                        value = .object(objects.removeLast().members)
                        continue
                    } else {
                        throw error(.syntax, "expected ',' or '}' in an object under \"\(key)\", found \(describeNext())")
                    }
                }
                break
            }
        }
    }

    /// An array whose elements are handed to `element` as each is read, so that a document
    /// that is mostly one long array is never held whole.
    struct Streaming {
        /// The keys the array may be under: a member of the top-level object, or of an object
        /// that is itself a member of it. A top-level array is streamed too.
        var keys: Set<String>
        var element: (JSONValue) throws(ModelError) -> Void

        /// Whether the array just opened at `depth` (1 for the top level), a member `key` of an
        /// object (nil when inside an array), is it.
        func opens(_ depth: Int, _ key: String?) -> Bool {
            depth == 1 || (depth <= 3 && key.map(keys.contains) == true)
        }
    }

    /// `number`, or the integer literal it was read from when writing the number back would not
    /// give the same digits (more than 15 of them: `9007199254740993` is no `Double`).
    private func exactNumber(_ number: Double, from start: Int) -> JSONValue {
        guard position - start > 15 else { return .number(number) }
        let literal = bytes[start..<position]
        guard literal.allSatisfy({ $0 == UInt8(ascii: "-") || ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) }) else {
            return .number(number)
        }
        let digits = String(decoding: literal, as: UTF8.self)
        return JSONValue.format(number) == digits ? .number(number) : .integer(digits)
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
