/// What a screen reader makes of a tree: focus stops in reading order, why other elements
/// cannot be reached, headings, and what each stop announces in the platform's wording (spec:
/// "The VoiceOver model"; the name is VoiceOver's, the model serves TalkBack and the web too).
///
/// Built in linear time plus the sorting of geometric children, without recursion.
public struct VoiceOverModel: Sendable {
    /// Settings that change the model; defaults follow the spec.
    public struct Options: Sendable, Hashable {
        /// Row tolerance in points for geometric order; nil uses 8 on phone, 13 on pad.
        public var rowTolerance: Double?

        public init(rowTolerance: Double? = nil) {
            self.rowTolerance = rowTolerance
        }
    }

    /// Why an element cannot be reached.
    public enum Reason: String, Sendable, Hashable, CaseIterable {
        /// It or an ancestor has `hidden: true`.
        case hidden
        /// It is inside an accessibility element (`accessible: true`), which swallows it.
        case nested
        /// A sibling of it or of an ancestor is a modal view.
        case modal
    }

    /// An unreachable element's reason and the element responsible (the hidden element, the
    /// accessibility element that swallows it, or the modal view that blocks it).
    public struct Blocked: Sendable, Hashable {
        public var reason: Reason
        public var by: Int
    }

    public let tree: ElementTree
    /// Where the tree came from; it decides the reader and its wording.
    public let platform: Snapshot.Platform
    public let idiom: Snapshot.Idiom
    public let layoutDirection: Snapshot.LayoutDirection
    /// What the frames are measured in (pixels in Android dumps imported without a density).
    public let frameUnits: FrameUnits
    /// The snapshot's `context.locale` (`de_DE`), the language its labels are written in.
    public let locale: String?
    /// Tolerance used for rows, in points.
    public let rowTolerance: Double
    /// Element indices of the focus stops, in reading order.
    public let focusStops: [Int]
    /// For each element, its position in `focusStops`, or -1.
    public let stopPosition: [Int]
    /// For each element, why it is unreachable; nil when it is reachable.
    public let blocked: [Blocked?]
    /// The stops with the `header` trait, in reading order (the headings rotor).
    public let headings: [Int]
    /// What VoiceOver says of a stop's place besides its own fields (a tab's `tab, 2 of 4`, a
    /// segment's `2 of 3`, a list's start and end), for the stops that have such a place.
    let contexts: [Int: SpokenContext]

    public init(snapshot: Snapshot, options: Options = Options()) {
        self.init(tree: ElementTree(root: snapshot.root), platform: snapshot.platform, idiom: snapshot.idiom,
                  layoutDirection: snapshot.layoutDirection, frameUnits: FrameUnits(context: snapshot.context),
                  locale: snapshot.context[ContextKey.locale], options: options)
    }

    public init(
        tree: ElementTree, platform: Snapshot.Platform = .ios, idiom: Snapshot.Idiom = .phone,
        layoutDirection: Snapshot.LayoutDirection = .leftToRight, frameUnits: FrameUnits = FrameUnits(),
        locale: String? = nil, options: Options = Options()
    ) {
        self.init(
            tree: tree, platform: platform, idiom: idiom, layoutDirection: layoutDirection, frameUnits: frameUnits, locale: locale,
            rowTolerance: options.rowTolerance ?? (idiom == .pad ? 13 : 8), blocked: VoiceOverModel.reachability(of: tree))
    }

    /// The model of `tree` with what is out of reach given (`blocked`): the focus stops, their
    /// order, the headings and the spoken contexts are worked out from it.
    init(
        tree: ElementTree, platform: Snapshot.Platform, idiom: Snapshot.Idiom, layoutDirection: Snapshot.LayoutDirection,
        frameUnits: FrameUnits, locale: String?, rowTolerance: Double, blocked: [Blocked?]
    ) {
        self.tree = tree
        self.platform = platform
        self.frameUnits = frameUnits
        self.locale = locale
        self.idiom = idiom
        self.layoutDirection = layoutDirection
        self.rowTolerance = rowTolerance
        self.blocked = blocked
        let order = ReadingOrder(tree: tree, blocked: blocked, rowTolerance: rowTolerance, direction: layoutDirection, platform: platform)
        focusStops = order.focusStops
        var stopPosition = Array(repeating: -1, count: tree.count)
        for (position, index) in order.focusStops.enumerated() { stopPosition[index] = position }
        self.stopPosition = stopPosition
        headings = order.focusStops.filter { tree.elements[$0].traits.contains(.header) }
        contexts = VoiceOverModel.contexts(tree: tree, stops: order.focusStops)
    }

    /// The platform's screen reader: VoiceOver, TalkBack or screen readers.
    public var reader: ScreenReader { ScreenReader(platform) }

    /// True when the element is a focus stop.
    public func isFocusStop(_ index: Int) -> Bool { stopPosition[index] >= 0 }

    /// The first focus stop among the descendants of `index`, in tree order, if any.
    public func firstFocusStop(inside index: Int) -> Int? {
        ((index + 1)..<tree.subtreeEnd[index]).first(where: isFocusStop)
    }

    /// Blocked elements a user would miss: those that would be focus stops, or carry a label,
    /// or are interactive. Plain containers and decorations are left out.
    public var unreachable: [Int] {
        (0..<tree.count).filter { index in
            guard blocked[index] != nil else { return false }
            let element = tree.elements[index]
            return element.accessible || element.label != nil || element.isInteractive
        }
    }

    // MARK: Reachability

    /// Top-down: the first cause met on the way from the root decides; at one element,
    /// hidden comes before modal.
    static func reachability(of tree: ElementTree) -> [Blocked?] {
        var blocked = [Blocked?](repeating: nil, count: tree.count)
        // The last modal child of each parent, found in one pass. A hidden one is not shown
        // (a dismissed alert left in the hierarchy): it blocks nothing.
        var lastModalChild = [Int](repeating: -1, count: tree.count)
        for index in 1..<max(tree.count, 1) where tree.elements[index].modal && !tree.elements[index].hidden {
            lastModalChild[tree.parent[index]] = index
        }
        for index in 0..<tree.count {
            let element = tree.elements[index]
            let parentIndex = tree.parent[index]
            if parentIndex >= 0 {
                if let inherited = blocked[parentIndex] {
                    blocked[index] = inherited
                    continue
                }
                if tree.elements[parentIndex].accessible {
                    blocked[index] = Blocked(reason: .nested, by: parentIndex)
                    continue
                }
            }
            if element.hidden {
                blocked[index] = Blocked(reason: .hidden, by: index)
                continue
            }
            if parentIndex >= 0 {
                let modal = lastModalChild[parentIndex]
                if modal >= 0 && modal != index {
                    blocked[index] = Blocked(reason: .modal, by: modal)
                }
            }
        }
        return blocked
    }
}
