import AXModel

/// Imports the result of Chrome DevTools Protocol `Accessibility.getFullAXTree`.
///
/// Accepts `{"nodes": [...]}`, the CDP response envelope `{"id":…, "result": {"nodes": [...]}}`
/// and a bare array of nodes. The tree is walked from the root along `childIds`, with an
/// explicit stack; node ids are not kept (they change on every page load).
/// - Ignored nodes are not in the platform tree screen readers see: an ignored wrapper
///   (`uninteresting`, presentational) is left out and its children take its place; an ignored
///   node hidden from users (`aria-hidden`, `display: none`, inert) is kept with `hidden: true`.
/// - Focus stops are what a screen reader's cursor reads as one item (`ChromeRoles.stopRoles`,
///   and focusable named nodes). Text inside a link, button or heading is part of it; an
///   operable stop inside another stop (a link in a heading) is moved right after it, so both
///   stay reachable in reading order.
enum ChromeAXTreeImporter {
    static let generator = Snapshot.Generator(name: "axdiff-import-chrome-axtree", version: "1")

    struct Node {
        var id: String
        var role = ""
        var name: String?
        var value: String?
        var description: String?
        var ignored = false
        var ignoredReasons: [String] = []
        var properties: [(name: String, value: JSONValue)] = []
        var childIDs: [String] = []
        var parentID: String?

        func property(_ name: String) -> JSONValue? {
            properties.first { $0.name == name }?.value
        }

        func flag(_ name: String) -> Bool {
            property(name)?.boolValue == true
        }

        /// The same node as `other`: role, name, value, description, state and links alike.
        func isCopy(of other: Node) -> Bool {
            id == other.id && role == other.role && name == other.name && value == other.value
                && description == other.description && ignored == other.ignored && ignoredReasons == other.ignoredReasons
                && childIDs == other.childIDs && parentID == other.parentID
                && properties.map(\.name) == other.properties.map(\.name) && properties.map(\.value) == other.properties.map(\.value)
        }
    }

    static func makeSnapshot(_ bytes: [UInt8], screen: String?, path: String?) throws(ImportError) -> (Snapshot, [Diagnostic]) {
        // The nodes are read one at a time as the parser reaches them: the document is never
        // held whole (a 100,000-node tree is 28 MB of JSON).
        var reader = NodeReader(warnings: ImportWarnings(path: path))
        let json: JSONValue
        do {
            json = try JSONValue.parse(bytes, path: path, streamingArrayUnder: ["nodes"]) { item in reader.add(item) }
        } catch {
            throw ImportError.malformedJSON(error.diagnostic)
        }
        guard json["nodes"]?.arrayValue ?? json["result"]?["nodes"]?.arrayValue ?? json.arrayValue != nil else {
            throw ImportError.unexpectedContent(
                format: .chromeAXTree, path: path, line: 1,
                message: "expected an object with a \"nodes\" array (the result of Accessibility.getFullAXTree)"
                    + (json["axsnap"] != nil ? "; this is an axsnap snapshot: import it as axsnap" : ""))
        }
        var warnings = reader.warnings
        var nodes = reader.nodes
        unwrapModalScope(&nodes, index: reader.index)
        guard !nodes.isEmpty else {
            throw ImportError.unexpectedContent(
                format: .chromeAXTree, path: path, line: 1, message: "the \"nodes\" array holds no nodes")
        }
        var walk = Walk(nodes: nodes, index: reader.index)
        try walk.run(path: path, warnings: &warnings)
        let root = try walk.assembler.assemble(path: path)
        let snapshot = Snapshot(
            screen: screen ?? nodes[walk.rootIndex].name ?? "Imported page", platform: .web,
            generator: generator, root: root)
        return (snapshot, warnings.diagnostics)
    }

    /// Reads the nodes one by one; one without a usable `nodeId` is left out with a warning.
    struct NodeReader {
        var warnings: ImportWarnings
        private(set) var nodes: [Node] = []
        /// Each kept node's place in `nodes`, by id.
        private(set) var index = NodeIndex()
        private var count = 0

        init(warnings: ImportWarnings) {
            self.warnings = warnings
        }

        mutating func add(_ item: JSONValue) {
            count += 1
            guard let id = identifier(item["nodeId"]) else {
                warnings.add(line: 0, "node \(count) of \"nodes\" has no nodeId; it is left out")
                return
            }
            var node = Node(id: id)
            node.role = axValue(item["role"]) ?? ""
            node.name = axValue(item["name"]).flatMap { $0.isEmpty ? nil : $0 }
            node.value = axValue(item["value"]).flatMap { $0.isEmpty ? nil : $0 }
            node.description = axValue(item["description"]).flatMap { $0.isEmpty ? nil : $0 }
            node.ignored = item["ignored"]?.boolValue ?? false
            node.ignoredReasons = (item["ignoredReasons"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
            for property in item["properties"]?.arrayValue ?? [] {
                guard let name = property["name"]?.stringValue, let value = property["value"]?["value"] else { continue }
                node.properties.append((name, value))
            }
            node.childIDs = (item["childIds"]?.arrayValue ?? []).compactMap(identifier)
            node.parentID = identifier(item["parentId"])
            if let first = index[id] {
                // Chrome 156 lists the line box of a `::before` or `::after` text twice, the same
                // node under the same id: the copy is left out without a word. Another node under
                // a used id is a broken file, and said.
                if node.role != "InlineTextBox" && !nodes[first].isCopy(of: node) {
                    warnings.add(.duplicateID, line: 0, "nodeId \"\(id)\" is used twice; the second node is left out")
                }
                return
            }
            index.insert(id, at: nodes.count)
            nodes.append(node)
        }
    }

    /// Node positions by id. Chrome numbers its nodes (`"1"`, `"2"`, …): such ids are looked up
    /// in an array, any other id in a dictionary.
    struct NodeIndex {
        private var numbered: [Int32] = []  // position + 1; 0 for none
        private var named: [String: Int] = [:]
        /// Numbers at or past this go to the dictionary, so a hostile id cannot make a large array.
        static let numberLimit = 1 << 20

        subscript(id: String) -> Int? {
            guard let number = Self.number(id) else { return named[id] }
            return number < numbered.count && numbered[number] > 0 ? Int(numbered[number]) - 1 : nil
        }

        mutating func insert(_ id: String, at position: Int) {
            guard let number = Self.number(id), position < Int(Int32.max) else {
                named[id] = position
                return
            }
            if number >= numbered.count { numbered.append(contentsOf: repeatElement(0, count: max(number + 1, numbered.count * 2) - numbered.count)) }
            numbered[number] = Int32(position + 1)
        }

        /// The id as a number: digits only, no leading zero (`"01"` is not `"1"`), under the limit.
        static func number(_ id: String) -> Int? {
            var value = 0
            var digits = 0
            for byte in id.utf8 {
                guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), !(digits == 1 && value == 0) else { return nil }
                value = value * 10 + Int(byte - UInt8(ascii: "0"))
                digits += 1
                guard value < numberLimit else { return nil }
            }
            return digits > 0 ? value : nil
        }
    }

    /// The reason Chrome gives for everything outside a `<dialog>` opened with `showModal()`.
    static let behindModalReason = "activeModalDialog"

    /// While a modal dialog is open, Chrome marks everything outside it ignored for
    /// `activeModalDialog`, the dialog's own ancestors (`<html>`, `<body>`) included, and keeps
    /// the dialog under them. Such an ancestor of content that is not ignored is made a plain
    /// wrapper (left out, its children in its place), so that the dialog is read as the screen
    /// reader reads it; the content behind the dialog stays hidden.
    static func unwrapModalScope(_ nodes: inout [Node], index: NodeIndex) {
        func isBehindModal(_ node: Node) -> Bool { node.ignored && node.ignoredReasons.contains(behindModalReason) }
        guard nodes.contains(where: isBehindModal) else { return }
        // Every ancestor of a node that is not ignored holds shown content; each is marked once.
        var holdsShownContent = [Bool](repeating: false, count: nodes.count)
        for node in nodes where !node.ignored {
            var parent = node.parentID.flatMap { index[$0] }
            while let position = parent, !holdsShownContent[position] {
                holdsShownContent[position] = true
                parent = nodes[position].parentID.flatMap { index[$0] }
            }
        }
        for position in nodes.indices where holdsShownContent[position] && isBehindModal(nodes[position]) {
            nodes[position].ignoredReasons = ["uninteresting"]
        }
    }

    /// A node id: CDP writes strings; numbers are accepted too.
    static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?: return text
        case .number(let number)?: return AttributeValues.shortest(number)
        case .integer(let digits)?: return digits
        default: return nil
        }
    }

    /// The `value` of an AXValue object, as text.
    static func axValue(_ value: JSONValue?) -> String? {
        text(of: value?["value"])
    }

    static func text(of value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?: text
        case .number(let number)?: AttributeValues.shortest(number)
        case .integer(let digits)?: digits
        case .bool(let flag)?: flag ? "true" : "false"
        default: nil
        }
    }
}

extension ImportFormat {
    /// Chrome DevTools Protocol `Accessibility.getFullAXTree` result.
    public static let chromeAXTree: ImportFormat = ImportFormat(
        id: "chrome-axtree",
        title: "Chrome DevTools Accessibility.getFullAXTree result",
        summary: "Chrome DevTools Accessibility.getFullAXTree result (JSON)",
        documentation: Documentation(
            platform: "web, JSON",
            recognisedBy: "JSON with a `\"nodes\"` key (also in the protocol's `\"result\"`), or an array of nodes with `\"nodeId\"`"),
        fileSuffixes: [".json"],
        example: #"{"nodes": [{"nodeId": "1", "role": {"type": "role", "value": "RootWebArea"}, "name": {"type": "computedString", "value": "Home"}, "childIds": ["2"], "ignored": false}, {"nodeId": "2", "parentId": "1", "role": {"type": "role", "value": "button"}, "name": {"type": "computedString", "value": "Save"}, "childIds": [], "ignored": false}]}"#,
        claims: { sample, strength in
            strength == .definite && sample.looksLikeJSON
                && (sample.containsKey("nodes") || (sample.start.first == UInt8(ascii: "[") && sample.containsKey("nodeId")))
        },
        reading: .screen { bytes, request throws(ImportError) in
            try ChromeAXTreeImporter.makeSnapshot(bytes, screen: request.screen ?? request.path.flatMap(Importer.screenName(fromPath:)), path: request.path)
        })
}
