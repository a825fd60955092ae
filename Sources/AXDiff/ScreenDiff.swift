import AXModel

/// The semantic diff of two snapshots of one screen: both VoiceOver models, the matching of
/// their elements, and the typed changes. A pure value: same input, same output.
public struct ScreenDiff: Sendable {
    public let oldSnapshot: SnapshotHeader
    public let newSnapshot: SnapshotHeader
    public let old: VoiceOverModel
    public let new: VoiceOverModel
    public let matching: Matching
    /// `matching.pairs`, listed once: the change detector and half a dozen rules walk them.
    public let pairs: [(old: Int, new: Int)]
    /// Changes in a deterministic order: notices first, then by element in the new tree.
    public let changes: [Change]
    public let options: DiffOptions

    /// The parts of a snapshot other than its tree.
    public struct SnapshotHeader: Sendable, Equatable {
        public var screen: String
        public var platform: Snapshot.Platform
        public var generator: Snapshot.Generator?
        public var context: [String: String]

        public init(_ snapshot: Snapshot) {
            screen = snapshot.screen
            platform = snapshot.platform
            generator = snapshot.generator
            context = snapshot.context
        }
    }

    public init(old: Snapshot, new: Snapshot, options: DiffOptions = .init()) {
        self.init(
            oldHeader: SnapshotHeader(old), old: VoiceOverModel(snapshot: old, options: options.voiceOver),
            newHeader: SnapshotHeader(new), new: VoiceOverModel(snapshot: new, options: options.voiceOver),
            options: options)
    }

    /// `hashes` are each side's subtree hashes when already known (a history reuses them).
    /// `concurrently` spreads the matched pairs' attribute changes over the cores (a lone
    /// screen); the changes are the same either way.
    public init(
        oldHeader: SnapshotHeader, old: VoiceOverModel, newHeader: SnapshotHeader, new: VoiceOverModel,
        options: DiffOptions, hashes: (old: SubtreeHashes, new: SubtreeHashes)? = nil, concurrently: Bool = false
    ) {
        oldSnapshot = oldHeader
        newSnapshot = newHeader
        self.old = old
        self.new = new
        self.options = options
        let matching = Matcher(old: old.tree, new: new.tree, oldHashes: hashes?.old, newHashes: hashes?.new).match()
        self.matching = matching
        let pairs = matching.pairs
        self.pairs = pairs
        changes = ChangeDetector(old: old, new: new, matching: matching, pairs: pairs, oldHeader: oldHeader, newHeader: newHeader, options: options)
            .changes(concurrently: concurrently)
    }

    /// A diff whose parts are all known (`reversed` makes one).
    init(
        oldSnapshot: SnapshotHeader, newSnapshot: SnapshotHeader, old: VoiceOverModel, new: VoiceOverModel,
        matching: Matching, pairs: [(old: Int, new: Int)], changes: [Change], options: DiffOptions
    ) {
        self.oldSnapshot = oldSnapshot
        self.newSnapshot = newSnapshot
        self.old = old
        self.new = new
        self.matching = matching
        self.pairs = pairs
        self.changes = changes
        self.options = options
    }

    /// The nearest ancestor of an old element that is matched, or -1.
    public func matchedAncestor(old index: Int) -> Int {
        var current = old.tree.parent[index]
        while current >= 0 && matching.oldToNew[current] < 0 { current = old.tree.parent[current] }
        return current
    }

    /// The nearest ancestor of a new element that is matched, or -1.
    public func matchedAncestor(new index: Int) -> Int {
        var current = new.tree.parent[index]
        while current >= 0 && matching.newToOld[current] < 0 { current = new.tree.parent[current] }
        return current
    }

    /// True when the two captures were taken at different sizes (device, screen, orientation,
    /// text size, density): frames, and sizes judged from them, then differ for the capture's
    /// sake, not the app's.
    public var captureGeometryChanged: Bool {
        ChangeDetector.geometryKeys.contains { oldSnapshot.context[$0] != newSnapshot.context[$0] }
    }

    /// True when nothing changed at all.
    public var isEmpty: Bool { changes.isEmpty }
}
