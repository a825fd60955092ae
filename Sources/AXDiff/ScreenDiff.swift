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
    public init(
        oldHeader: SnapshotHeader, old: VoiceOverModel, newHeader: SnapshotHeader, new: VoiceOverModel,
        options: DiffOptions, hashes: (old: SubtreeHashes, new: SubtreeHashes)? = nil
    ) {
        let matched = Matched(oldHeader: oldHeader, old: old, newHeader: newHeader, new: new, options: options, hashes: hashes)
        self.init(matched, pairChanges: [matched.pairChanges(part: 0, of: 1)])
    }

    /// The diff of `matched` whose matched pairs' changes were found in parts
    /// (`Matched.pairChanges(part:of:)`), in any order. Parts that do not cover every pair
    /// exactly once are ignored and the pairs compared here instead, so the diff is always the
    /// one `init(oldHeader:old:newHeader:new:options:hashes:)` makes. `focusOrder` is
    /// `matched.focusOrder()`, when worked out beside the parts.
    public init(_ matched: Matched, pairChanges parts: [PairChanges], focusOrder: FocusOrder? = nil) {
        oldSnapshot = matched.oldSnapshot
        newSnapshot = matched.newSnapshot
        old = matched.old
        new = matched.new
        options = matched.options
        matching = matched.matching
        pairs = matched.pairs
        let ordered = parts.sorted { $0.range.lowerBound < $1.range.lowerBound }
        // Each part must start where the one before ended, from the first pair to the last.
        var covered = 0
        for part in ordered where covered >= 0 {
            covered = part.range.lowerBound == covered ? part.range.upperBound : -1
        }
        let detector = matched.detector
        changes = detector.changes(
            pairChanges: covered == pairs.count ? ordered.map(\.changes) : [detector.pairChanges(0..<pairs.count)],
            focusOrder: focusOrder?.changes)
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

extension ScreenDiff {
    /// The two trees of a diff matched, before the changes are found: the first stage of a
    /// `ScreenDiff`, for a caller that finds the matched pairs' changes in parts (on several
    /// cores, say) and completes the diff with `ScreenDiff(_:pairChanges:)`. A pure value.
    public struct Matched: Sendable {
        public let oldSnapshot: SnapshotHeader
        public let newSnapshot: SnapshotHeader
        public let old: VoiceOverModel
        public let new: VoiceOverModel
        public let matching: Matching
        /// `matching.pairs`, listed once.
        public let pairs: [(old: Int, new: Int)]
        public let options: DiffOptions

        /// `hashes` are each side's subtree hashes when already known.
        public init(
            oldHeader: SnapshotHeader, old: VoiceOverModel, newHeader: SnapshotHeader, new: VoiceOverModel,
            options: DiffOptions, hashes: (old: SubtreeHashes, new: SubtreeHashes)? = nil
        ) {
            oldSnapshot = oldHeader
            newSnapshot = newHeader
            self.old = old
            self.new = new
            self.options = options
            matching = Matcher(old: old.tree, new: new.tree, oldHashes: hashes?.old, newHashes: hashes?.new).match()
            pairs = matching.pairs
        }

        /// The moves and attribute changes of the matched pairs in part `part` (from 0) of
        /// `parts` runs of `pairs` of about equal length. The parts are independent of each
        /// other; all of them together are every pair's changes.
        public func pairChanges(part: Int, of parts: Int) -> PairChanges {
            let parts = max(parts, 1), part = min(max(part, 0), parts - 1)
            let range = pairs.count * part / parts..<pairs.count * (part + 1) / parts
            return PairChanges(range: range, changes: detector.pairChanges(range))
        }

        /// The stops read in another order (`Change.Kind.focusOrderChanged`), which depend on
        /// the matching alone: a caller may work them out beside the parts' changes.
        public func focusOrder() -> FocusOrder {
            FocusOrder(changes: detector.focusOrderChanges())
        }

        var detector: ChangeDetector {
            ChangeDetector(old: old, new: new, matching: matching, pairs: pairs, oldHeader: oldSnapshot, newHeader: newSnapshot, options: options)
        }
    }

    /// The focus-order changes of a diff (`Matched.focusOrder()`).
    public struct FocusOrder: Sendable {
        let changes: [Change]
    }

    /// The changes of a run of a diff's matched pairs (`Matched.pairChanges(part:of:)`).
    public struct PairChanges: Sendable {
        /// The positions in `pairs` of the pairs compared.
        public let range: Range<Int>
        let changes: [(anchor: Int, changes: [Change])]
    }
}
