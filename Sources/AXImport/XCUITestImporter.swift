import AXModel

/// Imports an Appium XCUITest (WebDriverAgent) page source.
///
/// The decisions, documented in docs/importers.md:
/// - `accessible` is `isAccessibilityElement`; when a page source has no such attribute, the
///   element type decides (`XCUIElementTypes.isAccessibleByDefault`: images and leaf `Other`s with
///   a label too). An accessible element swallows its descendants, as VoiceOver does.
/// - `visible="false"` is not `hidden`: WebDriverAgent sets it on scrolled-out cells and on
///   everything under an overlay. Without `accessible` attributes, an invisible leaf on the
///   screen inside a visible parent (a cell's chevron) is no accessibility element. When the last visible child of a parent covers an earlier
///   sibling whose whole subtree is invisible, that child is an overlay presented over the
///   rest, and it becomes `modal`. Alerts and sheets are modal too.
/// - An accessible element without a label of its own (a table cell) is labelled with the
///   labels of the accessibility elements inside it, top to bottom, leading to trailing.
enum XCUITestImporter {
    static let generator = Snapshot.Generator(name: "axdiff-import-xcuitest", version: "1")

    struct Node {
        var type: String
        var shortType: String
        var name: String?
        var label: String?
        var value: String?
        var enabled = true
        var selected = false
        var visible: Bool?
        var accessible: Bool?
        var frame: Frame?
        var traits: TraitSet = []
        var parent: Int
        var line: Int
        var childCount: Int
    }

    static func makeSnapshot(_ bytes: [UInt8], screen: String?, path: String?) throws(ImportError) -> (Snapshot, [Diagnostic]) {
        let document = try XMLScanner.parse(bytes, path: path, depthLimit: SnapshotParser.maximumDepth + 1)
        var warnings = ImportWarnings(path: path)
        let root = document.elements[0]
        guard root.name == "AppiumAUT" || root.name.hasPrefix(XCUIElementTypes.prefix) else {
            throw ImportError.unexpectedContent(
                format: .appiumXCUITest, path: path, line: root.line,
                message: "the root element is <\(root.name)>, expected <AppiumAUT> or an XCUIElementType element"
                    + (root.name == "hierarchy" ? "; this looks like an Android dump: import it as uiautomator" : ""))
        }
        // AppiumAUT wraps the application; the application is the root of the snapshot.
        let first = root.name == "AppiumAUT" && root.childCount == 1 ? 1 : 0
        let nodes = readNodes(document, from: first, warnings: &warnings)
        var tree = Tree(nodes: nodes)
        tree.decideAccessibility()
        tree.findOverlays()
        tree.hideUnexposedDecorations()
        let elements = tree.makeElements()
        var assembler = TreeAssembler()
        for (index, element) in elements.enumerated() {
            assembler.append(element, parent: nodes[index].parent, line: nodes[index].line)
        }
        let rootElement = try assembler.assemble(path: path)
        let snapshot = Snapshot(
            screen: screen ?? nodes[0].label ?? nodes[0].name ?? "Imported screen",
            platform: .ios, generator: generator, context: context(of: nodes[0]), root: rootElement)
        return (snapshot, warnings.diagnostics)
    }

    /// What the page source tells about the capture: screen size and orientation in points,
    /// the app's name, and `idiom: pad` for screens too large for a phone.
    static func context(of root: Node) -> [String: String] {
        var context: [String: String] = [:]
        if root.shortType == "Application", let name = root.label ?? root.name {
            context["app"] = name
        }
        if let frame = root.frame, frame.width > 0, frame.height > 0 {
            context["screenSize"] = AttributeValues.size(frame.width, frame.height)
            context[ContextKey.orientation] = frame.width > frame.height ? "landscape" : "portrait"
            if min(frame.width, frame.height) >= 700 { context[ContextKey.idiom] = "pad" }
        }
        return context
    }

    // MARK: Attributes

    /// The elements from `first` to the end of its subtree, with parents re-indexed from 0.
    static func readNodes(_ document: XMLDocument, from first: Int, warnings: inout ImportWarnings) -> [Node] {
        let end = document.elements[first].subtreeEnd
        var nodes: [Node] = []
        nodes.reserveCapacity(end - first)
        for index in first..<end {
            let element = document.elements[index]
            var node = Node(
                type: element.name, shortType: "", parent: index == first ? -1 : element.parent - first,
                line: element.line, childCount: element.childCount)
            var geometry: [Double?] = [nil, nil, nil, nil]
            var wdaTraits: String?
            for attribute in element.attributes {
                switch attribute.name {
                case "type": node.type = attribute.value
                case "name": node.name = nonEmpty(attribute.value)
                case "label": node.label = nonEmpty(attribute.value)
                case "value": node.value = nonEmpty(attribute.value)
                case "enabled", "visible", "accessible", "selected":
                    guard let flag = AttributeValues.bool(attribute.value) else {
                        warn(&warnings, document, attribute, element, expected: "true or false; the default is used")
                        continue
                    }
                    switch attribute.name {
                    case "enabled": node.enabled = flag
                    case "visible": node.visible = flag
                    case "accessible": node.accessible = flag
                    default: node.selected = flag
                    }
                case "x", "y", "width", "height":
                    guard let number = AttributeValues.number(attribute.value) else {
                        warn(&warnings, document, attribute, element, expected: "a number; the element is kept without a frame")
                        continue
                    }
                    switch attribute.name {
                    case "x": geometry[0] = number
                    case "y": geometry[1] = number
                    case "width": geometry[2] = number
                    default: geometry[3] = number
                    }
                case "traits": wdaTraits = attribute.value
                default: continue
                }
            }
            if let x = geometry[0], let y = geometry[1], let width = geometry[2], let height = geometry[3] {
                node.frame = Frame(x: x, y: y, width: width, height: height)
            }
            node.shortType = XCUIElementTypes.shortName(node.type)
            node.traits = XCUIElementTypes.traits(ofType: node.shortType)
            if let wdaTraits { addTraits(wdaTraits, to: &node, warnings: &warnings, line: element.line) }
            if !node.enabled { node.traits.insert(.notEnabled) }
            if node.selected { node.traits.insert(.selected) }
            nodes.append(node)
        }
        return nodes
    }

    static func addTraits(_ list: String, to node: inout Node, warnings: inout ImportWarnings, line: Int) {
        for part in list.split(separator: ",") {
            guard let name = AttributeValues.trimmed(String(part)), name != "None" else { continue }
            if let traits = XCUIElementTypes.trait(wdaName: name) {
                for trait in traits { node.traits.insert(trait) }
            } else {
                warnings.add(.unknownTrait, line: line, "trait \"\(name)\" has no axsnap equivalent; it is left out")
            }
        }
    }

    static func warn(
        _ warnings: inout ImportWarnings, _ document: XMLDocument, _ attribute: XMLDocument.Attribute,
        _ element: XMLDocument.Element, expected: String
    ) {
        warnings.add(place: { document.position(of: attribute.offset) },
                     "\(attribute.name)=\"\(attribute.value)\" on <\(element.name)> is not \(expected)")
    }

    static func nonEmpty(_ text: String) -> String? { text.isEmpty ? nil : text }
}

extension ImportFormat {
    /// Appium XCUITest (WebDriverAgent) page source: `driver.page_source` on iOS.
    public static let appiumXCUITest: ImportFormat = ImportFormat(
        id: "appium-xcuitest",
        title: "Appium XCUITest page source",
        summary: "Appium XCUITest page source (driver.page_source on iOS)",
        documentation: Documentation(
            platform: "iOS, WebDriverAgent's XML",
            recognisedBy: "XML whose root is `AppiumAUT` or an `XCUIElementType…` element; else XML that names an `XCUIElementType`"),
        fileSuffixes: [".xml", ".txt"],
        example: #"<AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Notes" label="Notes" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844"><XCUIElementTypeButton type="XCUIElementTypeButton" name="add" label="Add" enabled="true" visible="true" accessible="true" x="330" y="50" width="44" height="44"/></XCUIElementTypeApplication></AppiumAUT>"#,
        claims: { sample, strength in
            switch strength {
            case .definite: sample.xmlRootName.map { $0 == "AppiumAUT" || $0.hasPrefix(XCUIElementTypes.prefix) } ?? false
            case .probable: sample.looksLikeXML && sample.contains(XCUIElementTypes.prefix)
            case .lastResort: false
            }
        },
        reading: .screen { bytes, request throws(ImportError) in
            try XCUITestImporter.makeSnapshot(bytes, screen: request.screen ?? request.path.flatMap(Importer.screenName(fromPath:)), path: request.path)
        })
}
