/// A screen as VoiceOver reads it: the value behind `axdiff show`, reused by later reports.
public struct ScreenReading: Sendable, Equatable {
    /// Who an element is, for reports: enough to find it in the file and name it to a person.
    public struct ElementRef: Sendable, Equatable, Hashable {
        public var id: String?
        public var label: String?
        public var type: String?
        /// 1-based line in the file it was read from; 0 when unknown.
        public var line: Int
        /// Index in the snapshot's preorder.
        public var index: Int

        public init(_ element: Element, index: Int) {
            id = element.id
            label = element.label
            type = element.type
            line = element.line
            self.index = index
        }

        /// The id, else the label, else the type: what `"by"` names in JSON.
        public var key: String { id ?? label ?? type ?? "element" }
    }

    public struct Stop: Sendable, Equatable {
        /// 1-based position in reading order.
        public var index: Int
        public var id: String?
        public var label: String?
        public var announcement: String
        /// 1-based line of the element in its file; 0 when unknown.
        public var line: Int
        /// Element index in the snapshot's preorder.
        public var element: Int
    }

    public struct Unreachable: Sendable, Equatable {
        public var element: ElementRef
        public var reason: VoiceOverModel.Reason
        /// The element that blocks it: the hidden element (possibly itself), the accessibility
        /// element that swallows it, or the modal view.
        public var blocker: ElementRef
    }

    public var screen: String
    public var platform: Snapshot.Platform
    public var idiom: Snapshot.Idiom
    public var layoutDirection: Snapshot.LayoutDirection
    public var elementCount: Int
    public var focusStops: [Stop]
    public var unreachable: [Unreachable]
    /// Focus stops with the header trait, in reading order.
    public var headings: [Stop]

    public init(snapshot: Snapshot, model: VoiceOverModel) {
        let tree = model.tree
        screen = snapshot.screen
        platform = snapshot.platform
        idiom = model.idiom
        layoutDirection = model.layoutDirection
        elementCount = tree.count
        var stops: [Stop] = []
        stops.reserveCapacity(model.focusStops.count)
        for (position, index) in model.focusStops.enumerated() {
            let element = tree.elements[index]
            stops.append(Stop(
                index: position + 1, id: element.id, label: element.label,
                announcement: model.announcement(of: index), line: element.line, element: index))
        }
        focusStops = stops
        unreachable = model.unreachable.compactMap { index in
            guard let blocked = model.blocked[index] else { return nil }
            return Unreachable(
                element: ElementRef(tree.elements[index], index: index), reason: blocked.reason,
                blocker: ElementRef(tree.elements[blocked.by], index: blocked.by))
        }
        let headingSet = Set(model.headings)
        headings = stops.filter { headingSet.contains($0.element) }
    }

    public init(snapshot: Snapshot, options: VoiceOverModel.Options = .init()) {
        self.init(snapshot: snapshot, model: VoiceOverModel(snapshot: snapshot, options: options))
    }
}
