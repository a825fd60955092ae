import AXModel
import Testing

@testable import AXDiff

private func hash(_ build: (inout SubtreeHasher) -> Void) -> Int {
    var hasher = SubtreeHasher()
    build(&hasher)
    return hasher.finalize()
}

private func row(_ label: String, value: String? = nil) -> Element {
    Element(type: "UITableViewCell", label: label, value: value, traits: [.button], frame: Frame(0, 0, 390, 44), accessible: true)
}

@Suite struct SubtreeHasherTests {
    @Test func equalInputsHashEqually() {
        let strings = ["", "a", "Delete", "exactly8", "nine bytes", String(repeating: "é", count: 33)]
        for string in strings {
            #expect(hash { $0.combine(string) } == hash { $0.combine(string) })
        }
        #expect(hash { $0.combine(["a", "b"]) } == hash { $0.combine(["a", "b"]) })
    }

    @Test func wordBoundariesAndLengthsChangeTheHash() {
        #expect(hash { $0.combine("ab"); $0.combine("c") } != hash { $0.combine("a"); $0.combine("bc") })
        #expect(hash { $0.combine("") } != hash { _ in })
        #expect(hash { $0.combine("a") } != hash { $0.combine("a\u{0}") })
        #expect(hash { $0.combine(["a", "b"]) } != hash { $0.combine(["ab"]) })
        #expect(hash { $0.combine(1); $0.combine(2) } != hash { $0.combine(2); $0.combine(1) })
    }

    @Test func distinctLabelsDoNotCollide() {
        // 200,000 labels of the kinds snapshots hold (short, numbered, sharing long prefixes)
        // give 200,000 different hashes: a collision in 64 bits would be a broken mix.
        var seen = Set<Int>()
        for index in 0..<100_000 {
            seen.insert(hash { $0.combine("Row \(index)") })
            seen.insert(hash { $0.combine("Settings, General, About, Software Update, item \(index)") })
        }
        #expect(seen.count == 200_000)
    }

    @Test func subtreeHashesFollowAttributesAndChildrenButNotFrames() {
        func tree(_ rows: [Element]) -> ElementTree {
            ElementTree(root: Element(type: "UIWindow", children: rows))
        }
        let base = Matcher.subtreeHashes(tree([row("Wi-Fi", value: "On"), row("Bluetooth")]))
        var moved = row("Wi-Fi", value: "On")
        moved.frame = Frame(0, 100, 390, 44)
        let framesOnly = Matcher.subtreeHashes(tree([moved, row("Bluetooth")]))
        let valueChanged = Matcher.subtreeHashes(tree([row("Wi-Fi", value: "Off"), row("Bluetooth")]))
        let swapped = Matcher.subtreeHashes(tree([row("Bluetooth"), row("Wi-Fi", value: "On")]))
        #expect(framesOnly == base)
        #expect(valueChanged[0] != base[0] && valueChanged[1] != base[1] && valueChanged[2] == base[2])
        #expect(swapped[0] != base[0] && swapped[1] == base[2] && swapped[2] == base[1])
    }
}

/// Identifiers that occur once on each side pair their elements (`Matcher.uniqueIDs`, sorted
/// by the ids' seeded hashes rather than kept in a dictionary).
@Suite struct UniqueIdentifierTests {
    static func tree(_ ids: [String?]) -> ElementTree {
        ElementTree(root: Element(type: "UIWindow", children: ids.enumerated().map { index, id in
            Element(type: "UIButton", id: id, label: "Button \(index)", traits: [.button], accessible: true)
        }))
    }

    @Test func idsThatOccurOnceAreListedOnceSortedByHash() {
        let tree = Self.tree(["a", "b", "a", nil, "c"])
        let unique = Matcher.uniqueIDs(tree)
        #expect(Set(unique.map(\.index)) == [2, 5], "only b and c occur once: \(unique)")
        #expect(unique.map(\.hash) == unique.map(\.hash).sorted())
    }

    @Test func entriesWithTheSameHashAreLeftOut() {
        let unique = Matcher.uniqueSorted([(hash: 7, index: 0), (hash: 3, index: 1), (hash: 7, index: 2), (hash: 5, index: 3)])
        #expect(unique.map(\.index) == [1, 3])
    }

    @Test func uniqueIdsPairTheirElementsWhateverTheirPlaces() {
        let old = Self.tree(["first", "second", "twice", "twice", "gone"])
        let new = Self.tree(["second", "new", "first", "twice", "twice"])
        let matching = Matcher(old: old, new: new, oldHashes: SubtreeHashes(old), newHashes: SubtreeHashes(new)).match()
        let pairs = Dictionary(uniqueKeysWithValues: matching.pairs.map { ($0.old, $0.new) })
        #expect(pairs[1] == 3, "first")
        #expect(pairs[2] == 1, "second")
        #expect(pairs[5] == nil || new.elements[pairs[5] ?? 0].id != "gone")
    }
}

/// Hashes are ordered by bucketing their top bits and sorting each bucket
/// (`Matcher.sortedByHash`): the order a comparison sort gives, whatever the hashes.
@Suite struct HashOrderTests {
    static func check(_ hashes: [Int]) {
        let entries = hashes.enumerated().map { (hash: $1, index: $0) }
        let sorted = Matcher.sortedByHash(entries)
        #expect(sorted.map(\.hash) == hashes.sorted())
        #expect(sorted.map(\.index).sorted() == Array(hashes.indices), "every entry once")
    }

    @Test func randomHashesComeOutInOrder() {
        var random = SystemRandomNumberGenerator()
        for count in [0, 1, 2, 64, 65, 1_000, 20_000] {
            Self.check((0..<count).map { _ in Int.random(in: .min ... .max, using: &random) })
        }
    }

    @Test func crowdedBucketsAndCopiesComeOutInOrder() {
        // Hashes that share their top bits fill one bucket (sorted by comparison past 32).
        Self.check((0..<5_000).map { 42 &+ ($0 * 7_919) % 10_007 })
        Self.check((0..<5_000).map { Int.min &+ $0 % 17 })
        // Copies of a few subtrees: the same hash thousands of times, with both signs.
        Self.check((0..<10_000).map { [-5, 3, Int.max, Int.min, 0][$0 % 5] })
        // A bucket of exactly 32 and one of 33 entries among spread ones.
        Self.check((0..<200).map { $0 < 32 ? 1_000 - $0 : $0 < 65 ? Int.max - $0 : $0 &* 0x0123_4567_89AB_CDEF })
    }

    @Test func uniqueHashesAreTheOnesOccurringOnce() {
        // Every third entry one of 0...332, each three times; the others negative, once each.
        let hashes = (0..<2_997).map { $0 % 3 == 0 ? $0 / 9 : -$0 }
        let unique = Matcher.uniqueSorted(hashes.enumerated().map { (hash: $1, index: $0) })
        let counts = Dictionary(hashes.map { ($0, 1) }, uniquingKeysWith: +)
        #expect(unique.map(\.hash) == counts.filter { $0.value == 1 }.keys.sorted())
        #expect(unique.count == 1_998 && unique.allSatisfy { $0.hash < 0 })
    }
}
