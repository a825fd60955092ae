import AXModel

/// Walks an accessibility hierarchy the way VoiceOver does and returns a canonical snapshot.
///
/// The rules (docs/capture-ios.md):
/// - The children of an object are its `accessibilityElements` when set (or the elements of a
///   container that implements `accessibilityElementCount()` and `accessibilityElement(at:)`),
///   in that order (`childOrder: given`), else its subviews, which VoiceOver reads by position
///   (`childOrder: geometric`, so that a plain view's content joins its parent's rows).
/// - A view VoiceOver cannot see at all is left out with its subtree: `isHidden`, or `alpha`
///   at most 0.01 (where UIKit stops drawing and hit-testing it). An object with a zero-size
///   frame, or one entirely outside the root's frame (the window), is left out too, unless it
///   is a plain container with something visible inside. A root that cannot be seen is an
///   error (`CaptureError.rootHidden`, `.rootTransparent`), never an empty snapshot.
/// - Everything else is recorded, including what VoiceOver will not reach (the descendants of
///   an accessibility element, `accessibilityElementsHidden` subtrees, the siblings of a modal
///   view), so that axdiff can say why it is unreachable.
///
/// The walk keeps its own stack (no recursion), so a deep hierarchy cannot overflow the stack;
/// it visits each object once and reads each property once: O(objects).
public enum AccessibilityCapture {
    /// The generator written into every captured snapshot: axdiff and its version.
    public static let generator = Snapshot.Generator(name: "axdiff", version: Version.current)

    /// At most this many objects are walked; a larger hierarchy (or one whose
    /// `accessibilityElements` loop back on an ancestor) is an error.
    public static let maximumObjects = 200_000

    /// The alpha at or below which UIKit stops drawing and hit-testing a view, and VoiceOver
    /// does not see it.
    public static let hiddenAlpha = 0.01

    /// The snapshot of the hierarchy under `root` (usually a window). `context` is written as
    /// given (see `DeviceContext`).
    public static func snapshot<Node: AccessibilityNode>(
        of root: Node, screen: String, context: [String: String] = [:]
    ) throws(CaptureError) -> Snapshot {
        Snapshot(screen: screen, platform: .ios, generator: generator, context: context, root: try element(of: root))
    }

    /// The tree under `root` as one axsnap element.
    public static func element<Node: AccessibilityNode>(of root: Node) throws(CaptureError) -> Element {
        if root.isHidden { throw .rootHidden(type: root.typeName, hiddenView: root.typeName, isRoot: true) }
        if root.alpha <= hiddenAlpha { throw .rootTransparent(type: root.typeName, transparentView: root.typeName, isRoot: true, alpha: root.alpha) }
        var walk = Walk<Node>(viewport: root.accessibilityFrame)
        try walk.run(from: root)
        return walk.assemble()
    }

    /// The state of one walk: the recorded elements in preorder, without their children.
    struct Walk<Node: AccessibilityNode> {
        /// The root's frame; nil when it has no area (then nothing is outside it).
        let viewport: Frame?
        var elements: [Element] = []
        var parents: [Int] = []
        /// Whether an element may be dropped when nothing inside it is kept (zero size, or
        /// outside the viewport).
        var droppable: [Bool] = []

        init(viewport: Frame) {
            self.viewport = viewport.width > 0 && viewport.height > 0 ? viewport : nil
        }

        mutating func run(from root: Node) throws(CaptureError) {
            var stack: [(node: Node, parent: Int, depth: Int)] = [(root, -1, 1)]
            var visited = 0
            while let (node, parent, depth) = stack.popLast() {
                visited += 1
                guard visited <= AccessibilityCapture.maximumObjects else {
                    throw .tooManyObjects(limit: AccessibilityCapture.maximumObjects)
                }
                guard !node.isHidden, node.alpha > AccessibilityCapture.hiddenAlpha else { continue }
                let frame = node.accessibilityFrame
                let offscreen = parent >= 0 && !isOnScreen(frame)
                // An accessibility element that cannot be seen is left out with everything in it.
                if offscreen && node.isAccessibilityElement { continue }
                guard depth <= SnapshotParser.maximumDepth else {
                    throw .tooDeep(limit: SnapshotParser.maximumDepth, type: node.typeName)
                }
                let index = elements.count
                let custom = node.accessibilityElements
                let children = custom ?? node.subviews
                // Subviews are read by position, even one alone: a plain view is no unit of the
                // reading order, its content joins the rows around it.
                elements.append(element(node, frame: frame, order: custom == nil && !children.isEmpty ? .geometric : .given))
                parents.append(parent)
                droppable.append(offscreen)
                // Pushed in reverse so that they are recorded in order.
                for child in children.reversed() { stack.append((child, index, depth + 1)) }
            }
        }

        /// The node's own fields.
        func element(_ node: Node, frame: Frame, order: Element.ChildOrder) -> Element {
            var element = Element(
                type: node.typeName, id: node.accessibilityIdentifier, label: node.accessibilityLabel,
                value: node.accessibilityValue, hint: node.accessibilityHint, traits: node.traits,
                frame: frame, accessible: node.isAccessibilityElement,
                hidden: node.accessibilityElementsHidden, modal: node.accessibilityViewIsModal,
                grouped: node.shouldGroupAccessibilityChildren, childOrder: order,
                text: node.drawnText, actions: node.customActionNames, rotors: node.customRotorNames,
                language: node.accessibilityLanguage)
            if node.containerType != .none { element.container = node.containerType.rawValue }
            return element
        }

        /// True when the frame has an area and overlaps the viewport.
        func isOnScreen(_ frame: Frame) -> Bool {
            guard frame.width > 0, frame.height > 0 else { return false }
            guard let viewport else { return true }
            return frame.x < viewport.x + viewport.width && viewport.x < frame.x + frame.width
                && frame.y < viewport.y + viewport.height && viewport.y < frame.y + frame.height
        }

        /// Attaches children to parents, last element first, dropping droppable elements that
        /// kept nothing inside them.
        func assemble() -> Element {
            var built = elements
            var kept = [Bool](repeating: true, count: built.count)
            var children = [[Element]](repeating: [], count: built.count)
            for index in stride(from: built.count - 1, through: 0, by: -1) {
                built[index].children = children[index].reversed()
                children[index] = []
                if droppable[index] && built[index].children.isEmpty { kept[index] = false }
                let parent = parents[index]
                if parent >= 0 && kept[index] { children[parent].append(built[index]) }
            }
            return built.first ?? Element()
        }
    }
}
