import AXModel
import AXTestSupport
import Testing

@testable import AXDiff

private func button(_ label: String?, id: String? = nil, y: Double = 0) -> Element {
    Element(type: "UIButton", id: id, label: label, traits: [.button], frame: Frame(0, y, 100, 44), accessible: true)
}

private func screen(_ children: [Element], generator: Snapshot.Generator? = nil, context: [String: String] = [:]) -> Snapshot {
    Snapshot(screen: "S", generator: generator, context: context, root: Element(type: "UIWindow", children: children))
}

private func kinds(_ diff: ScreenDiff) -> [Change.Kind] { diff.changes.map(\.kind) }

@Suite struct ScreenDiffTests {
    @Test func identicalSnapshotsHaveNoChanges() throws {
        let snapshot = try SnapshotParser.parse(try Fixtures.bytes("model/spec-example.axsnap.json")).snapshot
        let diff = ScreenDiff(old: snapshot, new: snapshot)
        #expect(diff.changes.isEmpty)
        #expect(diff.matching.oldToNew == Array(0..<5))
    }

    @Test func appendingOneOfSixtyIdenticalButtonsAddsOneAndChangesNothingElse() {
        let old = screen((0..<60).map { button("Delete", y: Double($0) * 44) })
        let new = screen((0..<61).map { button("Delete", y: Double($0) * 44) })
        let diff = ScreenDiff(old: old, new: new)
        #expect(kinds(diff) == [.added])
        #expect(diff.changes[0].new == 61)
        for index in 1...60 { #expect(diff.matching.oldToNew[index] == index) }
    }

    @Test func removingOneOfSixtyIdenticalButtonsRemovesOne() {
        let old = screen((0..<60).map { button("Delete", y: Double($0) * 44) })
        var children = (0..<60).map { button("Delete", y: Double($0) * 44) }
        children.remove(at: 10)
        for index in 10..<children.count { children[index].frame = Frame(0, Double(index) * 44, 100, 44) }
        let diff = ScreenDiff(old: old, new: screen(children))
        #expect(kinds(diff).filter { $0 != .frameChanged } == [.removed])
        #expect(!kinds(diff).contains(.labelChanged))
        #expect(!kinds(diff).contains(.moved))
    }

    @Test func aWrapperAroundUnchangedElementsAddsOneElementAndMovesNothing() {
        let rows = [button("Play"), button("Pause", y: 50), button("Stop", y: 100)]
        let old = screen(rows)
        let new = screen([Element(type: "UIStackView", frame: Frame(0, 0, 100, 150), children: rows)])
        let diff = ScreenDiff(old: old, new: new)
        #expect(kinds(diff) == [.added])
        #expect(diff.changes[0].count == 1)
        #expect(diff.matching.oldToNew[1...3].map { $0 } == [2, 3, 4])
    }

    @Test func idsMatchAcrossMovesAndRelabels() {
        let old = screen([Element(type: "UIView", id: "top", children: [button("Close", id: "close")]), Element(type: "UIView", id: "bottom")])
        let new = screen([Element(type: "UIView", id: "top"), Element(type: "UIView", id: "bottom", children: [button("Dismiss", id: "close")])])
        let diff = ScreenDiff(old: old, new: new)
        let labelChange = diff.changes.first { $0.kind == .labelChanged }
        #expect(labelChange?.before == "Close")
        #expect(labelChange?.after == "Dismiss")
        #expect(kinds(diff).contains(.moved))
        #expect(!kinds(diff).contains(.added) && !kinds(diff).contains(.removed))
    }

    @Test func typedAttributeChanges() {
        let before = Element(type: "UISwitch", id: "s", label: "Wi-Fi", value: "1", hint: "Toggles", traits: [.button, .toggle],
                             frame: Frame(0, 0, 50, 30), accessible: true, text: "Wi-Fi", actions: ["Edit"], rotors: ["Links"])
        let after = Element(type: "UIView", id: "s", label: "WiFi", traits: [.toggle, .selected],
                            frame: Frame(0, 0.5, 50, 30), accessible: true, hidden: false, modal: true, grouped: true, actions: ["Share"])
        let diff = ScreenDiff(old: screen([before]), new: screen([after]))
        let found = Set(kinds(diff))
        #expect(found.isSuperset(of: [.typeChanged, .labelChanged, .valueRemoved, .hintRemoved, .textRemoved, .traitsAdded, .traitsRemoved,
                                      .modalChanged, .groupedChanged, .actionsAdded, .actionsRemoved, .rotorsRemoved, .announcementChanged]))
        // Half a point of frame jitter is within the default tolerance of 1.
        #expect(!found.contains(.frameChanged))
        let traitsRemoved = diff.changes.first { $0.kind == .traitsRemoved }
        #expect(traitsRemoved?.items == ["button"])
    }

    @Test func frameChangesBeyondTheTolerance() {
        var moved = button("Go", id: "go")
        moved.frame = Frame(0, 10, 100, 44)
        let diff = ScreenDiff(old: screen([button("Go", id: "go")]), new: screen([moved]))
        #expect(kinds(diff) == [.frameChanged])
        let tolerant = ScreenDiff(old: screen([button("Go", id: "go")]), new: screen([moved]), options: .init(frameTolerance: 20))
        #expect(tolerant.changes.isEmpty)
    }

    @Test func focusOrderReportsOnlyTheMinimalMovedStops() {
        let labels = ["A", "B", "C", "D", "E", "F"]
        let old = screen(labels.map { button($0, id: $0) })
        // Move "E" to the front: only E moved, not the five others.
        let new = screen(["E", "A", "B", "C", "D", "F"].map { button($0, id: $0) })
        let diff = ScreenDiff(old: old, new: new)
        let moves = diff.changes.filter { $0.kind == .focusOrderChanged }
        #expect(moves.count == 1)
        #expect(moves.first?.oldPosition == 5)
        #expect(moves.first?.newPosition == 1)
    }

    @Test func reachabilityChangesCarryTheReason() {
        let row = Element(type: "UIView", id: "row", label: "Row", children: [button("Inside", id: "inside")])
        var swallowing = row
        swallowing.accessible = true
        let diff = ScreenDiff(old: screen([row]), new: screen([swallowing]))
        let change = diff.changes.first { $0.kind == .reachabilityChanged && $0.new == 2 }
        #expect(change?.before == "focus stop")
        #expect(change?.after == "nested inside Row")
    }

    @Test func generatorAndContextChangesAreNotices() {
        let old = screen([button("Go")], generator: .init(name: "cap", version: "1"), context: ["os": "17.4"])
        let new = screen([button("Go")], generator: .init(name: "cap", version: "2"), context: ["os": "17.5", "locale": "fr"])
        let diff = ScreenDiff(old: old, new: new)
        #expect(kinds(diff) == [.generatorChanged, .contextChanged, .contextChanged])
        #expect(diff.changes.allSatisfy { $0.kind.isNotice })
        #expect(diff.changes[1].items == ["os"] && diff.changes[2].items == ["locale"])
    }

    @Test func similarLeftoversAreMatchedBelowTheThresholdNot() {
        let old = screen([Element(type: "UILabel", label: "Total: $150.50", frame: Frame(0, 0, 200, 20), accessible: true)])
        let new = screen([Element(type: "UILabel", label: "Total: $151.50", frame: Frame(0, 0, 200, 20), accessible: true)])
        let diff = ScreenDiff(old: old, new: new)
        #expect(kinds(diff).contains(.labelChanged))
        let different = screen([Element(type: "UIImageView", traits: [.image], frame: Frame(300, 500, 20, 20))])
        let diff2 = ScreenDiff(old: old, new: different)
        #expect(Set(kinds(diff2)) == [.added, .removed])
    }

    @Test func largeLookAlikeListsStayFastAndCorrect() {
        // 20,000 identical rows with one inserted in the middle: aligned without a quadratic step.
        let rows = (0..<20_000).map { _ in Element(type: "Cell", label: "Delete", traits: [.button], accessible: true) }
        var inserted = rows
        inserted.insert(Element(type: "Cell", label: "Undo", traits: [.button], accessible: true), at: 10_000)
        let diff = ScreenDiff(old: screen(rows), new: screen(inserted))
        #expect(kinds(diff).filter { $0 != .focusOrderChanged } == [.added])
        #expect(!kinds(diff).contains(.focusOrderChanged))
    }

    @Test func randomSnapshotDiffedWithItselfIsEmptyAndFullyMatched() {
        for seed in 0..<50 {
            let snapshot = RandomSnapshots.snapshot(seed: UInt64(seed), maximumElements: 80)
            let diff = ScreenDiff(old: snapshot, new: snapshot)
            #expect(diff.changes.isEmpty, "seed \(seed)")
            #expect(!diff.matching.oldToNew.contains(-1), "seed \(seed)")
        }
    }
}

@Suite struct SequenceAlignmentTests {
    @Test func exactLCSOnSmallInputs() {
        let pairs = SequenceAlignment.align(Array("ABCBDAB"), Array("BDCABA"))
        #expect(pairs.count == 4)
        #expect(pairs.allSatisfy { Array("ABCBDAB")[$0.0] == Array("BDCABA")[$0.1] })
    }

    @Test func largeInputsUseAnchorsAndStayIncreasing() {
        let old = (0..<5000).map { $0 % 7 == 0 ? -$0 : $0 }
        var new = old
        new.remove(at: 100)
        new.insert(123_456, at: 2500)
        let pairs = SequenceAlignment.align(old, new)
        #expect(pairs.count == 4999)
        #expect(zip(pairs, pairs.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
    }

    @Test func longestIncreasingSubsequence() {
        #expect(LongestIncreasingSubsequence.indices(of: [3, 1, 2, 5, 4, 6]).map { [3, 1, 2, 5, 4, 6][$0] } == [1, 2, 4, 6])
        #expect(LongestIncreasingSubsequence.indices(of: []).isEmpty)
    }
}

@Suite struct WebChangeTests {
    @Test func aHeadingLevelAndALinkTargetChangeAreChanges() {
        let old = screen([
            Element(type: "heading", label: "Install", traits: [.header], accessible: true, level: 2),
            Element(type: "link", label: "Guide", traits: [.link], accessible: true, url: "/guide"),
        ])
        let new = screen([
            Element(type: "heading", label: "Install", traits: [.header], accessible: true, level: 4),
            Element(type: "link", label: "Guide", traits: [.link], accessible: true),
        ])
        let changes = ScreenDiff(old: old, new: new).changes
        #expect(changes.map(\.kind) == [.levelChanged, .urlChanged])
        #expect(changes[0].before == "2" && changes[0].after == "4")
        #expect(changes[1].before == "/guide" && changes[1].after == nil)
    }

    /// A status message that lost its politeness, or a div that stopped taking focus, is a
    /// change: without one the screen would read as unchanged.
    @Test func aLiveRegionsPolitenessAndFocusabilityAreChanges() {
        var status = Element(type: "status", label: "Saved", accessible: true)
        status.live = "polite"
        var control = Element(type: "generic", label: "Add to basket", accessible: true)
        control.focusable = true
        let old = screen([status, control])
        status.live = nil
        control.focusable = false
        let changes = ScreenDiff(old: old, new: screen([status, control])).changes
        #expect(changes.map(\.kind) == [.liveChanged, .focusableChanged])
        #expect(changes[0].before == "polite" && changes[0].after == nil)
        #expect(changes[1].before == "true" && changes[1].after == "false")
    }
}

/// A bit of `accessibilityTraits` no one has named comes and goes between iOS versions: never
/// spoken, it is no change (docs/format.md, "Traits").
@Suite struct UnnamedTraitBitTests {
    @Test func anUnnamedBitThatComesOrGoesIsNoChange() {
        func shot(_ traits: TraitSet) -> Snapshot {
            screen([Element(type: "UIButton", id: "share", label: "Share", traits: traits, frame: Frame(0, 0, 100, 44), accessible: true)])
        }
        #expect(ScreenDiff(old: shot([.button]), new: shot(TraitSet([.button, .unknown("bit40")]))).changes.isEmpty)
        #expect(ScreenDiff(old: shot(TraitSet([.button, .unknown("bit40")])), new: shot([.button])).changes.isEmpty)
        // A named trait beside it is still a change, and the bit is not listed.
        let diff = ScreenDiff(old: shot(TraitSet([.button, .unknown("bit40")])), new: shot([.button, .selected]))
        #expect(diff.changes.filter { $0.kind == .traitsAdded }.map(\.items) == [["selected"]])
        #expect(!diff.changes.contains { $0.kind == .traitsRemoved })
        // A name that is no bit (a typo) is a change as before.
        #expect(kinds(ScreenDiff(old: shot([.button]), new: shot(TraitSet([.button, .unknown("buton")])))).contains(.traitsAdded))
    }
}
