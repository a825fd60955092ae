import AXGit
import AXModel

/// A screen split into several files in one change (a page's snapshot cut into its header's
/// and its body's, a test split in two): compared, element by element, with the files it
/// became taken together, so that splitting a file cannot hide a loss as a screen "no longer
/// recorded" beside screens "added".
///
/// A split is found only from content, never from names: a file gone (deleted, or the source
/// of a rename git detected) whose labelled elements went, most of them, to files added in the
/// same change, each of which is made mostly of them. Two files that merely share a banner
/// and a footer are not a split: each part must take at least 80% of its labelled elements
/// from the old screen, no element of the old screen counts for two parts, and the parts
/// together must hold at least half of it.
extension RepositoryContext {
    /// Which blob at which path an input read ahead is for.
    struct PreparedKey: Hashable {
        let path: String
        let blob: ObjectID
    }

    /// The least share of a part's labelled elements that must come from the old screen.
    static let splitPartShare = 0.8
    /// The least share of the old screen's labelled elements the parts must hold together.
    static let splitCoverage = 0.5

    /// The splits among `changes`: for each change whose old file was split (by its index), the
    /// indices of the changes that add its parts, in the order their content had in the old
    /// screen (a rename's own index when git paired the old file with one of them). Files of
    /// several screens take no part. Inputs read to decide are left in `prepared` for the jobs.
    func splitScreens(
        _ changes: [FileChange], excluding movedOut: Set<Int>, from base: TreeSource, to head: TreeSource,
        prepared: inout [PreparedKey: ScreenInput]
    ) -> [Int: [Int]] {
        let sources = changes.indices.filter { index in
            !movedOut.contains(index) && (changes[index].status == .removed || changes[index].status == .renamed)
                && !Self.holdsEntries(changes[index].oldPath ?? changes[index].path)
        }
        var candidates = changes.indices.filter { changes[$0].status == .added && !Self.holdsEntries(changes[$0].path) }
        guard !sources.isEmpty, !candidates.isEmpty else { return [:] }
        func screen(_ path: String, _ blob: ObjectID?, _ source: TreeSource) -> VoiceOverModel? {
            guard let blob else { return nil }
            let key = PreparedKey(path: path, blob: blob)
            let side = prepared[key] ?? input(path: path, blob: blob, source: source)
            prepared[key] = side
            guard side.error == nil else { return nil }
            return try? ScreenComparison.load(side, cache: cache).model
        }
        var splits: [Int: [Int]] = [:]
        for source in sources {
            let change = changes[source]
            guard let old = screen(change.oldPath ?? change.path, change.oldBlob, base) else { continue }
            var remaining = Self.labelled(old)
            let total = remaining.values.reduce(0) { $0 + $1.count }
            guard total > 0 else { continue }
            var parts: [(index: Int, first: Int)] = []
            if change.status == .renamed, let target = screen(change.path, change.newBlob, head) {
                parts.append((source, Self.take(Self.labelled(target), from: &remaining).first))
            }
            // The likeliest parts first, so a part is not taken by a file that shares less.
            let scored = candidates.compactMap { index -> (index: Int, labels: [String: [Int]], shared: Int)? in
                guard let model = screen(changes[index].path, changes[index].newBlob, head) else { return nil }
                let labels = Self.labelled(model)
                var trial = remaining
                return (index, labels, Self.take(labels, from: &trial).count)
            }.sorted { ($0.shared, -$0.index) > ($1.shared, -$1.index) }
            for candidate in scored {
                var trial = remaining
                let (shared, first) = Self.take(candidate.labels, from: &trial)
                let own = candidate.labels.values.reduce(0) { $0 + $1.count }
                guard shared >= 2, Double(shared) >= Self.splitPartShare * Double(own) else { continue }
                remaining = trial
                parts.append((candidate.index, first))
            }
            let held = total - remaining.values.reduce(0) { $0 + $1.count }
            guard parts.count >= 2, Double(held) >= Self.splitCoverage * Double(total) else { continue }
            splits[source] = parts.sorted { ($0.first, $0.index) < ($1.first, $1.index) }.map(\.index)
            candidates.removeAll { index in parts.contains { $0.index == index } }
        }
        return splits
    }

    /// The labelled elements of a screen by what identifies them across files (type and
    /// label), each with the preorder positions it has there, in order.
    static func labelled(_ model: VoiceOverModel) -> [String: [Int]] {
        var result: [String: [Int]] = [:]
        for index in 0..<model.tree.count {
            let element = model.tree.elements[index]
            guard let label = element.label else { continue }
            result[(element.type ?? "") + "\u{1F}" + label, default: []].append(index)
        }
        return result
    }

    /// Takes from `remaining` (the old screen's labelled elements not yet in a part) those a
    /// part has, each once: how many, and the old position of the first (`Int.max` for none).
    static func take(_ part: [String: [Int]], from remaining: inout [String: [Int]]) -> (count: Int, first: Int) {
        var count = 0
        var first = Int.max
        for (key, positions) in part {
            guard var left = remaining[key], !left.isEmpty else { continue }
            let taken = min(positions.count, left.count)
            count += taken
            first = min(first, left[0])
            left.removeFirst(taken)
            remaining[key] = left
        }
        return (count, first)
    }
}
