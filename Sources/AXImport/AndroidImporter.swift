import AXModel

/// Imports `adb shell uiautomator dump` output and Appium UiAutomator2 page sources.
///
/// Both are one XML element per view: `<node class=...>` in uiautomator, the class name as the
/// tag in UiAutomator2, under a `<hierarchy>` root that becomes the snapshot's root. Focus
/// stops follow TalkBack's rules (`TalkBackRules`); a stop that TalkBack reaches inside
/// another stop is moved right after it, so the axsnap rule "an accessibility element swallows
/// its descendants" keeps both reachable, in TalkBack's order.
enum AndroidImporter {
    static let generator = Snapshot.Generator(name: "axdiff-import-uiautomator", version: "1")

    struct Node {
        var className: String
        var simpleName: Substring = ""
        var text: String?
        var contentDescription: String?
        var resourceID: String?
        var hint: String?
        var packageName: String?
        var checkable = false
        var checked = false
        var clickable = false
        var longClickable = false
        var focusable = false
        var enabled = true
        var selected = false
        var scrollable = false
        var heading = false
        var displayed = true
        /// Bounds in pixels.
        var bounds: Frame?
        /// The `hierarchy` root's `width`/`height`, when given.
        var screenWidth: Double?
        var screenHeight: Double?
        var parent: Int
        var line: Int
    }

    static func makeSnapshot(
        _ bytes: [UInt8], screen: String?, path: String?, density: Double?
    ) throws(ImportError) -> (Snapshot, [Diagnostic]) {
        let document = try XMLScanner.parse(bytes, path: path, depthLimit: SnapshotParser.maximumDepth)
        var warnings = ImportWarnings(path: path)
        let root = document.elements[0]
        guard root.name == "hierarchy" || root.name == "node" || root.name.contains(".") else {
            throw ImportError.unexpectedContent(
                format: .uiautomator, path: path, line: root.line,
                message: "the root element is <\(root.name)>, expected <hierarchy>"
                    + (root.name == "AppiumAUT" || root.name.hasPrefix("XCUIElementType")
                        ? "; this looks like an iOS page source: import it as appium-xcuitest" : ""))
        }
        let nodes = readNodes(document, warnings: &warnings)
        let hasHierarchy = root.name == "hierarchy"
        let rules = TalkBackRules(nodes: nodes, hasHierarchy: hasHierarchy)
        let screenSize = screenSize(nodes, rules: rules)
        var assembler = TreeAssembler()
        let scale = density ?? 1
        var identifierUses: [String: Int] = [:]
        for node in nodes { if let id = node.resourceID { identifierUses[id, default: 0] += 1 } }
        var outputParent = [Int](repeating: -1, count: nodes.count)
        var composeHosted = [Bool](repeating: false, count: nodes.count)
        for index in nodes.indices {
            let node = nodes[index]
            if node.parent >= 0 {
                composeHosted[index] = composeHosted[node.parent]
                let host = rules.nearestStop[index]
                outputParent[index] = rules.isStop[index] && host >= 0 ? outputParent[host] : node.parent
            }
            if AndroidClasses.isComposeHost(node.simpleName) { composeHosted[index] = true }
            var element = makeElement(node, index: index, rules: rules, scale: scale)
            if let id = node.resourceID, identifierUses[id] == 1 { element.id = id }
            if index == 0 && hasHierarchy, let screenSize {
                element.frame = Frame(x: 0, y: 0, width: screenSize.width / scale, height: screenSize.height / scale)
            }
            assembler.append(element, parent: outputParent[index], line: node.line)
        }
        // Compose sorts its nodes for TalkBack by position; the dump lists them in composition order.
        for (index, count) in assembler.childCounts().enumerated()
        where count > 1 && composeHosted[index] && !assembler.elements[index].accessible {
            assembler.elements[index].childOrder = .geometric
        }
        let rootElement = try assembler.assemble(path: path)
        var context: [String: String] = [:]
        if let app = nodes.lazy.compactMap(\.packageName).first { context["app"] = app }
        if let screenSize {
            context["screenSize"] = AttributeValues.size(screenSize.width, screenSize.height)
            context[ContextKey.orientation] = screenSize.width > screenSize.height ? "landscape" : "portrait"
        }
        if let density {
            context["density"] = AttributeValues.shortest(density)
            context["frameUnit"] = "dp"
        } else {
            context["frameUnit"] = "px"
        }
        let snapshot = Snapshot(
            screen: screen ?? context["app"] ?? "Imported screen", platform: .android,
            generator: generator, context: context, root: rootElement)
        return (snapshot, warnings.diagnostics)
    }

    /// The screen size in pixels: the `hierarchy` root's width and height, else the bounds of
    /// the first window.
    static func screenSize(_ nodes: [Node], rules: TalkBackRules) -> (width: Double, height: Double)? {
        if let width = nodes[0].screenWidth, let height = nodes[0].screenHeight { return (width, height) }
        let window = rules.hasHierarchy ? nodes.indices.first { nodes[$0].parent == 0 } : 0
        guard let window, let bounds = nodes[window].bounds else { return nil }
        return (bounds.maxX, bounds.maxY)
    }

    static func makeElement(_ node: Node, index: Int, rules: TalkBackRules, scale: Double) -> Element {
        let isEditText = AndroidClasses.isEditText(node.simpleName)
        var traits = AndroidClasses.traits(of: node.simpleName)
        if node.clickable && !traits.contains(.textEntry) && !traits.contains(.adjustable) {
            traits.insert(.button)
        }
        if traits.contains(.button) { traits.remove(.staticText) }
        if node.heading { traits.insert(.header) }
        if !node.enabled { traits.insert(.notEnabled) }
        if node.selected { traits.insert(.selected) }
        var value: String? = isEditText ? node.text : nil
        if node.checkable {
            traits.insert(.toggle)
            value = node.checked ? "1" : "0"
        }
        var label = node.contentDescription ?? (isEditText ? nil : node.text)
        if rules.isStop[index] {
            let merged = rules.spokenDescription(of: index)
            label = merged.label
            if !node.checkable, let toggle = merged.checkable {
                traits.insert(.toggle)
                value = rules.nodes[toggle].checked ? "1" : "0"
            }
        }
        var frame: Frame?
        if let bounds = node.bounds {
            frame = Frame(x: bounds.x / scale, y: bounds.y / scale, width: bounds.width / scale, height: bounds.height / scale)
        }
        let parentVisible = node.parent < 0 || rules.visible[node.parent]
        return Element(
            type: node.className, label: label, value: value, hint: node.hint, traits: traits,
            frame: frame, accessible: rules.isStop[index], hidden: !node.displayed && parentVisible,
            text: isEditText ? nil : node.text)
    }
}

extension ImportFormat {
    /// `adb shell uiautomator dump` output, or Appium UiAutomator2 page source.
    public static let uiautomator: ImportFormat = ImportFormat(
        id: "uiautomator",
        title: "uiautomator dump or Appium UiAutomator2 page source",
        summary: "adb shell uiautomator dump, or Appium UiAutomator2 page source",
        documentation: Documentation(
            platform: "Android XML",
            recognisedBy: "XML whose root is `hierarchy`, `node` or an Android class name; else XML with `class=\"android.…\"`"),
        fileSuffixes: [".xml", ".txt"],
        example: #"<hierarchy rotation="0"><node index="0" text="Save" resource-id="" class="android.widget.Button" package="com.example" content-desc="" checkable="false" checked="false" clickable="true" enabled="true" focusable="true" focused="false" scrollable="false" long-clickable="false" password="false" selected="false" bounds="[0,0][200,120]"/></hierarchy>"#,
        claims: { sample, strength in
            switch strength {
            case .definite:
                sample.xmlRootName.map { $0 == "hierarchy" || $0 == "node" || $0.hasPrefix("android.") || $0.hasPrefix("androidx.") } ?? false
            case .probable: sample.looksLikeXML && sample.contains(#"class="android."#)
            case .lastResort: false
            }
        },
        reading: .screen { bytes, request throws(ImportError) in
            try AndroidImporter.makeSnapshot(
                bytes, screen: request.screen ?? request.path.flatMap(Importer.screenName(fromPath:)), path: request.path,
                density: request.options.androidDensity)
        })
}
