import AXModel

/// What a capture needs to know of an `Accessibility.getFullAXTree` result to edit it (cut it
/// to `--selector`, put the content hidden with `aria-hidden` back in its place), gathered one
/// node at a time as the reply is parsed, so that the reply is never held as one tree of
/// values: each node's id, DOM node, parent and children, and whether `aria-hidden` hides it.
public struct TreeScan: Sendable {
    public private(set) var ids: [String] = []
    public private(set) var backendIDs: [Int?] = []
    public private(set) var parentIDs: [String?] = []
    public private(set) var childIDs: [[String]] = []
    /// Ignored because `aria-hidden` hides it or an ancestor (`ariaHiddenElement`,
    /// `ariaHiddenSubtree`).
    public private(set) var hiddenByARIA: [Bool] = []
    /// The page's title: the name of its `RootWebArea`.
    public private(set) var title: String?
    /// Each node's position, by id (the first node of an id that is used twice).
    public private(set) var position: [String: Int] = [:]

    /// The reasons Chrome gives for a node `aria-hidden` hides.
    static let ariaHiddenReasons: Set<String> = ["ariaHiddenElement", "ariaHiddenSubtree"]

    public init() {}

    public init(nodes: [JSONValue]) {
        for node in nodes { add(node) }
    }

    public var count: Int { ids.count }

    /// True when some node is hidden with `aria-hidden`: the capture then reads that content
    /// through the DOM.
    public var hasARIAHiddenContent: Bool { hiddenByARIA.contains(true) }

    /// Records one node of the reply.
    public mutating func add(_ node: JSONValue) {
        guard let id = Self.identifier(node["nodeId"]) else { return }
        if position[id] == nil { position[id] = ids.count }
        ids.append(id)
        backendIDs.append(node["backendDOMNodeId"]?.numberValue.flatMap { Int(exactly: $0) })
        parentIDs.append(Self.identifier(node["parentId"]))
        childIDs.append((node["childIds"]?.arrayValue ?? []).compactMap { Self.identifier($0) })
        let reasons = (node["ignoredReasons"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }
        hiddenByARIA.append(node["ignored"]?.boolValue == true && reasons.contains(where: Self.ariaHiddenReasons.contains))
        if title == nil, node["role"]?["value"]?.stringValue == "RootWebArea" {
            title = node["name"]?["value"]?.stringValue.flatMap { $0.isEmpty ? nil : $0 }
        }
    }

    /// A node id as CDP writes it (a string; numbers accepted).
    static func identifier(_ value: JSONValue?) -> String? {
        switch value {
        case .string(let text)?: text
        case .integer(let digits)?: digits
        case .number(let number)?: Int(exactly: number).map(String.init)
        default: nil
        }
    }
}
