import AXModel

extension XCUITestImporter {
    /// The page source's elements in preorder, and the decisions made over the whole tree.
    struct Tree {
        var nodes: [Node]
        /// Whether each element is an accessibility element (a focus stop unless swallowed).
        var accessible: [Bool] = []
        /// Elements presented over their earlier siblings.
        var modal: [Bool] = []
        /// Children of each element, in document order.
        let children: [[Int]]

        init(nodes: [Node]) {
            self.nodes = nodes
            var children = [[Int]](repeating: [], count: nodes.count)
            for index in 1..<max(nodes.count, 1) { children[nodes[index].parent].append(index) }
            self.children = children
        }

        /// `accessible` from the page source, or from the type when the attribute is missing.
        mutating func decideAccessibility() {
            accessible = nodes.map { node in
                if let flag = node.accessible { return flag }
                return XCUIElementTypes.isAccessibleByDefault(
                    type: node.shortType, hasLabel: node.label != nil, hasChildren: node.childCount > 0)
            }
        }

        /// Marks overlays as modal: the last visible child of a parent, when its frame covers an
        /// earlier sibling whose whole subtree is invisible and holds an accessibility element.
        mutating func findOverlays() {
            let count = nodes.count
            modal = nodes.map { XCUIElementTypes.modalTypes.contains($0.shortType) }
            var allInvisible = [Bool](repeating: true, count: count)
            var holdsStop = [Bool](repeating: false, count: count)
            for index in stride(from: count - 1, through: 0, by: -1) {
                allInvisible[index] = allInvisible[index] && nodes[index].visible == false
                holdsStop[index] = holdsStop[index] || accessible[index]
                let parent = nodes[index].parent
                if parent >= 0 {
                    allInvisible[parent] = allInvisible[parent] && allInvisible[index]
                    holdsStop[parent] = holdsStop[parent] || holdsStop[index]
                }
            }
            for siblings in children where siblings.count > 1 {
                guard let overlay = siblings.last(where: { nodes[$0].visible == true }),
                      let cover = nodes[overlay].frame else { continue }
                for sibling in siblings {
                    if sibling == overlay { break }
                    if allInvisible[sibling], holdsStop[sibling], let frame = nodes[sibling].frame,
                       cover.contains(frame) {
                        modal[overlay] = true
                        break
                    }
                }
            }
        }

        /// Invisible leaves that UIKit draws without exposing, in a page source without
        /// `accessible` attributes, are not accessibility elements: a table cell's disclosure
        /// chevron and icon (WebDriverAgent reads `visible` from the accessibility engine). Such a
        /// leaf lies on the screen inside a visible parent, or is a disabled one inside an
        /// accessibility element (a cell scrolled off the screen keeps its chevron, disabled).
        /// Cells scrolled off the screen, and content covered by an overlay, keep the type's
        /// default.
        mutating func hideUnexposedDecorations() {
            guard let screen = nodes.first?.frame else { return }
            for index in nodes.indices.dropFirst() {
                let node = nodes[index]
                guard node.accessible == nil, node.visible == false, node.childCount == 0 else { continue }
                let parent = node.parent
                let onScreen = nodes[parent].visible == true && node.frame.map(screen.contains) == true
                let disabledInsideAnElement = !node.enabled && accessible[parent]
                if onScreen || disabledInsideAnElement { accessible[index] = false }
            }
        }

        /// The axsnap elements, without children, in preorder.
        func makeElements() -> [Element] {
            let count = nodes.count
            // A `name` is an identifier when it is not the label and no other element has it.
            var identifierUses: [String: Int] = [:]
            for node in nodes {
                if let name = node.name, name != node.label { identifierUses[name, default: 0] += 1 }
            }
            var inNavigationBar = [Bool](repeating: false, count: count)
            var elements: [Element] = []
            elements.reserveCapacity(count)
            for index in 0..<count {
                let node = nodes[index]
                let parent = node.parent
                if parent >= 0 {
                    inNavigationBar[index] = inNavigationBar[parent] || nodes[parent].shortType == "NavigationBar"
                }
                var traits = node.traits
                if inNavigationBar[index] && node.shortType == "StaticText" { traits.insert(.header) }
                var id: String?
                if let name = node.name, name != node.label, identifierUses[name] == 1 { id = name }
                var label = node.label
                if label == nil && accessible[index] { label = mergedLabel(of: index) }
                // A static text's value is the text it draws; VoiceOver speaks only its label.
                let isText = node.shortType == "StaticText"
                elements.append(Element(
                    type: node.type, id: id, label: label, value: isText ? nil : node.value,
                    traits: traits, frame: node.frame, accessible: accessible[index],
                    modal: modal[index], text: isText ? node.value : nil))
            }
            return elements
        }

        /// The labels of the outermost accessibility elements inside `index`, joined as VoiceOver
        /// joins them: top to bottom, then leading to trailing; nil when there are none.
        func mergedLabel(of index: Int) -> String? {
            var parts: [(frame: Frame?, order: Int, label: String)] = []
            var stack = children[index].reversed() as [Int]
            while let current = stack.popLast() {
                if accessible[current] {
                    if let label = nodes[current].label { parts.append((nodes[current].frame, current, label)) }
                    continue
                }
                stack.append(contentsOf: children[current].reversed())
            }
            guard !parts.isEmpty else { return nil }
            if parts.allSatisfy({ $0.frame != nil }) {
                parts = GeometricOrder.sorted(parts, frame: { $0.frame ?? Frame(0, 0, 0, 0) }, order: { $0.order })
            }
            return parts.map(\.label).joined(separator: ", ")
        }
    }
}
