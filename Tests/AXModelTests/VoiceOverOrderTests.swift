import AXTestSupport
import Testing

@testable import AXModel

/// VoiceOver's reading order on iOS (docs/format.md, "Reading order"): plain geometric
/// containers are no units, positions are compared two at a time, units sort at their
/// geometrically first stop. The cases are those of cashapp/AccessibilitySnapshot's parser
/// tests and reference images (the notes in the issue), written here from their expectations.
@Suite struct VoiceOverOrderTests {
    func stop(_ label: String, _ x: Double, _ y: Double, _ width: Double = 40, _ height: Double = 20) -> Element {
        Element(label: label, traits: [.staticText], frame: Frame(x, y, width, height), accessible: true)
    }

    func geometric(_ children: [Element], grouped: Bool = false, traits: TraitSet = [], frame: Frame? = nil) -> Element {
        Element(traits: traits, frame: frame, grouped: grouped, childOrder: .geometric, children: children)
    }

    func given(_ children: [Element], frame: Frame? = nil) -> Element {
        Element(frame: frame, childOrder: .given, children: children)
    }

    func order(_ root: Element, platform: Snapshot.Platform = .ios, context: [String: String] = [:]) -> [String] {
        let model = VoiceOverModel(snapshot: Snapshot(screen: "Test", platform: platform, context: context, root: root))
        return model.focusStops.map { model.tree.elements[$0].label ?? "?" }
    }

    /// The two cards of the issue: plain, then grouped.
    func cards(grouped: Bool) -> Element {
        func card(_ name: String, _ department: String, x: Double) -> Element {
            geometric([
                stop(name, x + 12, 112, 147, 22), stop(department, x + 12, 138, 147, 18),
                stop("Call", x + 12, 200, 64, 44), stop("Email", x + 83, 200, 64, 44),
            ], grouped: grouped, frame: Frame(x, 100, 171, 160))
        }
        return geometric([card("Ada", "Engineering", x: 16), card("Grace", "Design", x: 203)])
    }

    @Test func plainCardsAreReadInRowsAndGroupedOnesCardByCard() {
        #expect(order(cards(grouped: false)) == ["Ada", "Grace", "Engineering", "Design", "Call", "Email", "Call", "Email"])
        #expect(order(cards(grouped: true)) == ["Ada", "Engineering", "Call", "Email", "Grace", "Design", "Call", "Email"])
    }

    /// Android and the web keep version 1's order: a subtree's stops are read together.
    @Test func otherPlatformsKeepTheFirstVersionsOrder() {
        #expect(order(cards(grouped: false), platform: .android) == ["Ada", "Engineering", "Call", "Email", "Grace", "Design", "Call", "Email"])
    }

    /// Pairs are compared, no rows are formed: on a pad (13 points), B is within 13 of A and
    /// C within 13 of B, so nothing moves, although A and C are 16 apart
    /// (AccessibilitySnapshot's `testVerticalSeperation`). Rows formed from their first
    /// element would read B, C, D, A.
    @Test func positionsAreComparedTwoAtATime() {
        let root = geometric([stop("A", 0, 8, 10, 10), stop("B", 10, 0, 0, 10), stop("C", 20, -8, 10, 10), stop("D", 30, -8, 10, 10)])
        #expect(order(root, context: ["idiom": "pad"]) == ["A", "B", "C", "D"])
        #expect(order(root) == ["C", "D", "B", "A"])
        // A chain within the tolerance two by two: its order follows the array's.
        let chain = [stop("A", 100, 0), stop("B", 50, 6), stop("C", 0, 12)]
        #expect(order(geometric(chain)) == ["B", "A", "C"])
        #expect(order(geometric(chain.reversed())) == ["C", "B", "A"])
    }

    /// Exactly the tolerance apart is another row; just under it, the same row.
    @Test func theToleranceIsTheFirstDistanceOfAnotherRow() {
        for (offset, idiom, expected) in [(7.0, "phone", ["B", "A"]), (8, "phone", ["A", "B"]), (12, "pad", ["B", "A"]), (13, "pad", ["A", "B"])] {
            #expect(order(geometric([stop("A", 200, 100, 100, 30), stop("B", 20, 100 + offset, 100, 30)]), context: ["idiom": idiom]) == expected, "\(offset) on \(idiom)")
        }
    }

    /// Groups nest: the inner group sits at its first stop (I2), the outer one at the inner's.
    @Test func nestedGroupsSortAtTheirFirstStop() {
        let inner = geometric([stop("I1", 40, 300), stop("I2", 40, 150)], grouped: true)
        let outer = geometric([stop("O1", 20, 200), inner], grouped: true)
        let root = geometric([stop("Top", 20, 100), outer, stop("Side", 300, 140), stop("Bottom", 20, 500)])
        #expect(order(root) == ["Top", "Side", "I2", "I1", "O1", "Bottom"])
        // A container that gives its order, holding a group: the group is sorted inside, the
        // container's list is not.
        let explicit = given([geometric([stop("b2", 0, 300), stop("b1", 0, 200)], grouped: true), stop("a", 0, 100)])
        #expect(order(geometric([explicit])) == ["b1", "b2", "a"])
    }

    /// A plain view listed by a container that gives its order has its stops read by position
    /// among themselves (axdiff's choice: AccessibilitySnapshot splices them in subview order,
    /// c2 then c1; neither is checked against VoiceOver).
    @Test func aPlainViewInAGivenOrderIsReadByPosition() {
        let plain = geometric([stop("c2", 0, 300), stop("c1", 0, 200)])
        #expect(order(geometric([given([plain, stop("a", 0, 100)])])) == ["c1", "c2", "a"])
    }

    /// A group sits at its first stop, not at the union of its stops (which would put it first).
    @Test func aGroupSitsAtItsFirstStopNotItsUnion() {
        let group = geometric([stop("P", 300, 100), stop("Q", 0, 400)], grouped: true)
        #expect(order(geometric([group, stop("S", 100, 102)])) == ["S", "P", "Q"])
    }

    /// Inside a tab bar, a container that gives its order sits at its own frame, as
    /// AccessibilitySnapshot places it.
    @Test func aContainerInATabBarSitsAtItsOwnFrame() {
        let container = given([stop("Second", 0, 0, 50, 40), stop("First", 100, 0, 50, 40)], frame: Frame(200, 0, 150, 40))
        let bar = geometric([stop("Left", 0, 0, 50, 40), container], traits: [.tabBar])
        #expect(order(geometric([bar])) == ["Left", "Second", "First"])
        let noBar = geometric([stop("Left", 150, 0, 50, 40), container])
        #expect(order(geometric([noBar])) == ["Second", "First", "Left"])
    }

    /// A `container` type alone, or a missing frame, makes no unit: such a plain view's stops
    /// join the rows beside it. Grouped, the same frameless view is read whole at its first stop.
    @Test func aContainerTypeOrAMissingFrameMakesNoUnit() {
        let right = [stop("R1", 200, 100), stop("R2", 200, 200)]
        var list = geometric([stop("L1", 0, 100), stop("L2", 0, 200)], frame: Frame(0, 100, 100, 120))
        list.container = "list"
        #expect(order(geometric([list] + right)) == ["L1", "R1", "L2", "R2"])
        let frameless = geometric([stop("P1", 0, 100), stop("P2", 0, 200)])
        #expect(frameless.frame == nil)
        #expect(order(geometric([frameless] + right)) == ["P1", "R1", "P2", "R2"])
        let grouped = geometric([stop("P1", 0, 100), stop("P2", 0, 200)], grouped: true)
        #expect(order(geometric([grouped] + right)) == ["P1", "P2", "R1", "R2"])
    }

    /// Frameless stops come last, in array order; a container without stops is skipped.
    @Test func framelessStopsComeLast() {
        let root = geometric([
            Element(label: "No frame", accessible: true), stop("Low", 0, 300), given([]), stop("High", 0, 100),
            given([Element(label: "Inside, no frame", accessible: true)]),
        ])
        #expect(order(root) == ["High", "Low", "No frame", "Inside, no frame"])
    }

    /// Above 64 siblings the sort merges runs, in n log n: the same order as the insertion
    /// sort wherever positions are not near-threshold chains, and deterministic.
    @Test func manySiblingsSortLikeFewAndFast() {
        var random = SeededRandom(seed: 11)
        let stops = (0..<5_000).map { index in
            stop("S\(index)", Double(Int.random(in: 0...7, using: &random) * 50), Double(Int.random(in: 0...400, using: &random) * 20))
        }
        let sorted = order(geometric(stops))
        #expect(sorted.count == 5_000)
        let frames = Dictionary(uniqueKeysWithValues: stops.map { ($0.label ?? "", $0.frame ?? Frame(0, 0, 0, 0)) })
        let expected = stops.map { $0.label ?? "" }.enumerated().sorted { lhs, rhs in
            let a = frames[lhs.element] ?? Frame(0, 0, 0, 0), b = frames[rhs.element] ?? Frame(0, 0, 0, 0)
            return (a.minY, a.minX, lhs.offset) < (b.minY, b.minX, rhs.offset)
        }.map(\.element)
        #expect(sorted == expected)
        #expect(order(geometric(stops)) == sorted)
    }
}
