import AXModel
import Testing

/// The generic JSON reader (unknown keys, Chrome trees): nested containers, duplicate keys in
/// small objects (scanned) and large ones (a set), and large arrays read in linear time.
@Suite struct JSONValueParsingTests {
    private func object(_ count: Int, duplicate: Int? = nil) -> String {
        var members = (0..<count).map { "\"k\($0)\": \($0)" }
        if let duplicate { members.append("\"k\(duplicate)\": true") }
        return "{" + members.joined(separator: ", ") + "}"
    }

    @Test(arguments: [3, 15, 16, 17, 40])
    func aDuplicateKeyIsAnErrorWhateverTheObjectsSize(_ count: Int) {
        #expect(throws: ModelError.self) { try JSONValue.parse(Array(object(count, duplicate: count - 1).utf8)) }
        #expect(throws: ModelError.self) { try JSONValue.parse(Array(object(count, duplicate: 0).utf8)) }
        let value = try? JSONValue.parse(Array(object(count).utf8))
        #expect(value?["k\(count - 1)"] == .number(Double(count - 1)))
    }

    @Test func theDuplicateKeyIsNamedWhereItIs() throws {
        let text = "{\"nodes\": [{\"a\": 1, \"b\": 2, \"a\": 3}]}"
        do {
            _ = try JSONValue.parse(Array(text.utf8))
            Issue.record("a duplicate key was accepted")
        } catch {
            #expect(error.diagnostic.description.contains("duplicate key \"a\""), "\(error.diagnostic.description)")
            #expect(error.diagnostic.description.contains("1:29"), "\(error.diagnostic.description)")
        }
    }

    @Test func nestedContainersKeepTheirOrder() throws {
        let value = try JSONValue.parse(Array(#"{"a": [1, [2, {"b": [3, 4]}], {}], "c": {"d": []}}"#.utf8))
        guard case .array(let items)? = value["a"] else {
            Issue.record("\"a\" is not an array")
            return
        }
        #expect(items.count == 3)
        #expect(items[0] == .number(1))
        #expect(items[1].arrayValue?.last?["b"] == .array([.number(3), .number(4)]))
        #expect(items[2] == .object([]))
        #expect(value["c"]?["d"] == .array([]))
    }

    @Test func aLargeArrayOfObjectsIsReadWhole() throws {
        let count = 50_000
        let text = "{\"nodes\": [" + (0..<count).map { "{\"nodeId\": \"\($0)\", \"childIds\": []}" }.joined(separator: ",") + "]}"
        let nodes = try JSONValue.parse(Array(text.utf8))["nodes"]?.arrayValue
        #expect(nodes?.count == count)
        #expect(nodes?.last?["nodeId"] == .string("\(count - 1)"))
    }
}

/// `format` loses no digit of an integer in an unknown key, however large (issue 18, item 5).
@Suite struct BigIntegerTests {
    @Test(arguments: ["9007199254740993", "-9007199254740993", "18446744073709551615", "123456789012345678901234567890"])
    func anIntegerADoubleCannotHoldIsKeptAsWritten(_ digits: String) throws {
        let text = "{\"axsnap\": 1, \"screen\": \"S\", \"build\": \(digits), \"root\": {\"x-id\": [\(digits), 1.5]}}"
        let snapshot = try SnapshotParser.parse(Array(text.utf8)).snapshot
        #expect(snapshot.extras.first?.value == .integer(digits))
        let written = String(decoding: CanonicalWriter.write(snapshot), as: UTF8.self)
        #expect(written.contains("\"build\": \(digits),"), "\(written)")
        #expect(written.contains("[\(digits), 1.5]"), "\(written)")
        #expect(try SnapshotParser.parse(Array(written.utf8)).snapshot == snapshot)
    }

    @Test func numbersADoubleHoldsStayNumbers() throws {
        for (literal, number) in [("42", 42.0), ("1.25", 1.25), ("123456789012345", 123456789012345)] {
            #expect(try JSONValue.parse(Array("[\(literal)]".utf8)) == .array([.number(number)]), "\(literal)")
        }
        // Exact as a Double, but written back in another form: kept as written too.
        let exact = try JSONValue.parse(Array("[9007199254740992]".utf8))
        #expect(exact.serialized(pretty: false) == "[9007199254740992]", "\(exact.serialized(pretty: false))")
    }
}

/// `parse(_:path:streamingArrayUnder:element:)`: the one array a document is mostly made of
/// (a Chrome tree's `nodes`) is handed over element by element and not kept.
@Suite struct JSONStreamingTests {
    private func stream(_ text: String) throws -> (JSONValue, [JSONValue]) {
        var elements: [JSONValue] = []
        let value = try JSONValue.parse(Array(text.utf8), streamingArrayUnder: ["nodes"]) { elements.append($0) }
        return (value, elements)
    }

    @Test(arguments: [
        #"{"nodes": [{"n": 1}, [2], 3]}"#,
        #"{"id": 7, "result": {"nodes": [{"n": 1}, [2], 3]}}"#,
        #"[{"n": 1}, [2], 3]"#,
    ])
    func theMainArraysElementsAreHandedOverInOrderAndNotKept(_ text: String) throws {
        let (value, elements) = try stream(text)
        #expect(elements == [.object([("n", .number(1))]), .array([.number(2)]), .number(3)])
        let kept = value["nodes"] ?? value["result"]?["nodes"] ?? value
        #expect(kept == .array([]))
        if text.contains("\"id\"") { #expect(value["id"] == .number(7)) }
    }

    @Test func onlyOneArrayIsStreamedAndOnlyAtTheTop() throws {
        // A later array at the same depth, and a "nodes" inside an element, are kept as values.
        let (value, elements) = try stream(#"{"nodes": [{"nodes": [9]}, 2], "other": [3, 4], "x": {"nodes": [5]}}"#)
        #expect(elements == [.object([("nodes", .array([.number(9)]))]), .number(2)])
        #expect(value["other"] == .array([.number(3), .number(4)]))
        #expect(value["x"]?["nodes"] == .array([.number(5)]))
        // Under another key, nothing is streamed.
        let (plain, none) = try stream(#"{"items": [1, 2]}"#)
        #expect(none.isEmpty)
        #expect(plain["items"] == .array([.number(1), .number(2)]))
    }

    @Test func anErrorInsideTheStreamedArrayIsLocated() {
        do {
            _ = try stream("{\"nodes\": [\n  {\"a\": 1},\n  {\"a\": }\n]}")
            Issue.record("a missing value was accepted")
        } catch let error as ModelError {
            #expect(error.diagnostic.description.contains("3:"), "\(error.diagnostic.description)")
        } catch {
            Issue.record("unexpected \(error)")
        }
    }
}
