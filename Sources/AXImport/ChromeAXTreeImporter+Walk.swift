import AXModel

extension ChromeAXTreeImporter {
    /// The walk from the root along `childIds` that decides what is kept, what is a focus stop,
    /// and where each element goes.
    struct Walk {
        let nodes: [Node]
        /// Each node's place in `nodes`, by id.
        let index: NodeIndex
        var assembler = TreeAssembler()
        private(set) var rootIndex = 0
        /// Per output element: is it a focus stop, its nearest stop ancestor (or -1).
        private var isStop: [Bool] = []
        private var nearestStop: [Int] = []
        /// Per output element: its depth, the root being 1.
        private var depth: [Int] = []

        init(nodes: [Node], index: NodeIndex) {
            self.nodes = nodes
            self.index = index
        }

        mutating func run(path: String?, warnings: inout ImportWarnings) throws(ImportError) {
            rootIndex = nodes.indices.first { nodes[$0].parentID.flatMap { index[$0] } == nil } ?? 0
            var visited = [Bool](repeating: false, count: nodes.count)
            var missing = 0
            var cycles = 0
            // (node, structural output parent, inside hidden content)
            var stack: [(node: Int, parent: Int, hidden: Bool)] = [(rootIndex, -1, false)]
            while let (current, parent, insideHidden) = stack.popLast() {
                guard !visited[current] else {
                    cycles += 1
                    continue
                }
                visited[current] = true
                let node = nodes[current]
                var emitted = parent
                var hidden = insideHidden
                // Line boxes repeat their StaticText's text; a root is kept whatever its role.
                if node.role == "InlineTextBox" && parent >= 0 { continue }
                if parent < 0 {
                    emitted = try emit(node, parent: -1, hidden: false, path: path)
                } else if node.ignored {
                    if !insideHidden && node.ignoredReasons.contains(where: ChromeRoles.hidingReasons.contains) {
                        emitted = try emit(node, parent: parent, hidden: true, path: path)
                        hidden = true
                    } else if insideHidden && (!ChromeRoles.emptyRoles.contains(node.role) || node.name != nil) {
                        emitted = try emit(node, parent: parent, hidden: false, path: path)
                    }
                } else {
                    emitted = try emit(node, parent: parent, hidden: false, path: path)
                }
                for childID in node.childIDs.reversed() {
                    guard let child = index[childID] else {
                        missing += 1
                        continue
                    }
                    stack.append((child, emitted, hidden))
                }
            }
            if missing > 0 {
                warnings.add(line: 0, "\(missing) childIds name nodes that are not in the file; they are left out")
            }
            if cycles > 0 {
                warnings.add(line: 0, "\(cycles) nodes are reached twice through childIds; each is kept once")
            }
            let unreached = visited.filter { !$0 }.count
            if unreached > 0 {
                warnings.add(line: 0, "\(unreached) nodes are not reachable from the root \"\(nodes[rootIndex].id)\"; they are left out")
            }
        }

        /// The text inside a node that holds text alone (static text, and generic or ignored
        /// wrappers of it), joined with spaces; nil when it holds anything else, no text, or
        /// more than `textContentLimit` nodes.
        func textContent(of node: Node) -> String? {
            var words: [String] = []
            var pending = Array(node.childIDs.reversed())
            var seen = 0
            while let id = pending.popLast() {
                seen += 1
                guard seen <= ChromeAXTreeImporter.textContentLimit, let position = index[id] else { return nil }
                let child = nodes[position]
                switch child.role {
                case "StaticText":
                    if !child.ignored, let text = child.name { words.append(text) }
                case "InlineTextBox":
                    continue
                case "generic", "none", "":
                    pending.append(contentsOf: child.childIDs.reversed())
                default:
                    if !child.ignored { return nil }
                    pending.append(contentsOf: child.childIDs.reversed())
                }
            }
            let text = words.joined(separator: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
            return text.isEmpty ? nil : text
        }

        /// Appends an element; returns its output index. Rejects a tree deeper than a snapshot
        /// may be as soon as it gets there.
        private mutating func emit(_ node: Node, parent: Int, hidden: Bool, path: String?) throws(ImportError) -> Int {
            let stopAbove = parent < 0 ? -1 : (isStop[parent] ? parent : nearestStop[parent])
            let focusable = node.flag("focusable")
            let role = ChromeRoles.role(node.role)
            // A focusable `generic` (a `<div tabindex="0">` that was a button) has no name in
            // Chrome's tree, which names no generic; a screen reader that lands on it reads its
            // text, so the text is its name, and it is one focus stop.
            var name = node.name
            if name == nil, focusable, node.role == "generic", !hidden { name = textContent(of: node) }
            let candidate = parent >= 0 && (role.isStop || (focusable && name != nil && !role.isContainer))
            let operable = !role.isReadOnlyStop || focusable
            let stop = candidate && (stopAbove < 0 || operable)
            // An operable stop inside another stop becomes that stop's next sibling.
            let outputParent = stop && stopAbove >= 0 ? assembler.parents[stopAbove] : parent
            var element = ChromeAXTreeImporter.makeElement(node, traits: role.traits)
            if element.label == nil { element.label = name }
            element.accessible = stop
            element.hidden = hidden
            let level = outputParent < 0 ? 1 : depth[outputParent] + 1
            if level > SnapshotParser.maximumDepth {
                throw ImportError.tooDeep(path: path, line: 0, limit: SnapshotParser.maximumDepth)
            }
            isStop.append(stop)
            nearestStop.append(stopAbove)
            depth.append(level)
            return assembler.append(element, parent: outputParent, line: 0)
        }
    }

    /// The most nodes looked at for the text of a focusable `generic`: one that holds more is
    /// a container, not a control.
    static let textContentLimit = 64

    /// The element for a node, without `accessible` and `hidden`; `traits` are its role's.
    static func makeElement(_ node: Node, traits roleTraits: TraitSet) -> Element {
        var traits = roleTraits
        var value: String?
        switch node.role {
        case "textbox", "searchbox", "slider", "spinbutton", "scrollbar", "progressbar", "meter":
            value = node.value
        case "combobox":
            value = node.value
            let editable = node.property("editable").flatMap(text(of:)).map { !$0.isEmpty } ?? false
            traits.insert(editable ? .textEntry : .button)
        default:
            break
        }
        if let checked = node.property("checked").flatMap(text(of:)) {
            if traits.contains(.toggle) {
                value = toggleValue(checked)
            } else if checked == "true" {
                traits.insert(.selected)
            }
        }
        if let pressed = node.property("pressed").flatMap(text(of:)), traits.contains(.button) {
            traits.insert(.toggle)
            value = toggleValue(pressed)
        }
        if node.flag("disabled") { traits.insert(.notEnabled) }
        if node.flag("selected") { traits.insert(.selected) }
        var element = Element(type: node.role, label: node.name, value: value, hint: node.description, traits: traits)
        addWebSemantics(node, to: &element)
        element.focusable = node.flag("focusable")
        element.live = node.property("live").flatMap(text(of:))
        return element
    }

    /// The heading level, modality, link target and ARIA states the web's model has.
    static func addWebSemantics(_ node: Node, to element: inout Element) {
        if let level = node.property("level")?.numberValue, let whole = Int(exactly: level), Element.levels.contains(whole) {
            element.level = whole
        }
        element.modal = node.flag("modal")
        if let expanded = node.property("expanded")?.boolValue {
            element.traits.insert(expanded ? .expanded : .collapsed)
        }
        if node.flag("required") { element.traits.insert(.required) }
        if let invalid = node.property("invalid").flatMap(text(of:)), invalid != "false" {
            element.traits.insert(.invalid)
        }
        if let url = node.property("url").flatMap(text(of:)) {
            element.url = url
        } else if node.role == "link" {
            element.url = node.value
        }
    }

    /// A tristate as axsnap toggle values: `0`, `1`, `2` (mixed).
    static func toggleValue(_ state: String) -> String {
        switch state {
        case "true": "1"
        case "mixed": "2"
        default: "0"
        }
    }
}
