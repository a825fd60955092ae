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
