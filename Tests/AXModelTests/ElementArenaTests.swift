import Testing

@testable import AXModel

/// A snapshot read from a file lives in one arena (`ElementArena`): its elements are views of
/// the arena's slots, its `ElementTree` is the arena itself, and changing an element copies
/// that element alone out of it.
@Suite struct ElementArenaTests {
    /// A snapshot whose root has `count` cells, each with a label and a switch, and one
    /// element after them with rare fields (so slots hold more than the common fields).
    static func snapshot(cells count: Int) -> String {
        var text = "{\n  \"axsnap\": 1,\n  \"screen\": \"Cells\",\n  \"root\": {\n    \"type\": \"UIWindow\",\n    \"children\": [\n"
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += """
                  {
                    "type": "UITableViewCell",
                    "id": "cell\(index)",
                    "label": "Cell \(index)",
                    "traits": ["button"],
                    "frame": [0, \(index * 44), 393, 44],
                    "accessible": true,
                    "children": [
                      {
                        "type": "UILabel",
                        "label": "Cell \(index)",
                        "children": [{"type": "UIView", "hint": "deep \(index)"}]
                      },
                      {
                        "type": "UISwitch",
                        "value": "\(index % 2)",
                        "traits": ["toggle"],
                        "actions": ["Flip"]
                      }
                    ]
                  }
            """
        }
        text += "\n    ],\n    \"label\": \"after the cells\"\n  }\n}\n"
        return text
    }

    /// The links of a tree worked out by walking `children` recursively, as a reader of the
    /// nested API sees it: parent, depth, position among siblings and subtree end, in preorder.
    static func walk(_ root: Element) -> (parent: [Int], depth: [Int], position: [Int], end: [Int], lines: [Int]) {
        var result: (parent: [Int], depth: [Int], position: [Int], end: [Int], lines: [Int]) = ([], [], [], [], [])
        func visit(_ element: Element, parent: Int, depth: Int, position: Int) {
            let index = result.parent.count
            result.parent.append(parent)
            result.depth.append(depth)
            result.position.append(position)
            result.end.append(0)
            result.lines.append(element.line)
            for (childPosition, child) in element.children.enumerated() {
                visit(child, parent: index, depth: depth + 1, position: childPosition)
            }
            result.end[index] = result.parent.count
        }
        visit(root, parent: -1, depth: 0, position: 0)
        return result
    }

    /// A copy of `element` built with the public initializer: every element in a box of its own.
    static func boxed(_ element: Element) -> Element {
        Element(
            type: element.type, id: element.id, label: element.label, value: element.value, hint: element.hint,
            traits: element.traits, frame: element.frame, accessible: element.accessible, hidden: element.hidden,
            modal: element.modal, grouped: element.grouped, childOrder: element.childOrder, text: element.text,
            actions: element.actions, rotors: element.rotors, language: element.language, level: element.level,
            url: element.url, extras: element.extras, children: element.children.map(boxed), line: element.line)
    }

    static func expectLinks(of tree: ElementTree, equal walked: (parent: [Int], depth: [Int], position: [Int], end: [Int], lines: [Int])) {
        #expect(tree.parent == walked.parent)
        #expect(tree.depth == walked.depth)
        #expect(tree.childPosition == walked.position)
        #expect(tree.subtreeEnd == walked.end)
        #expect(tree.elements.map(\.line) == walked.lines)
    }

    @Test func aParsedSnapshotsTreeIsItsArenaWithTheLinksTheNestedAPIShows() throws {
        let snapshot = try SnapshotParser.parse(Self.snapshot(cells: 30)).snapshot
        let tree = ElementTree(root: snapshot.root)
        // The tree is the parser's arena, not a copy of it.
        #expect(tree.arena === snapshot.root.arena)
        #expect(tree.count == 1 + 30 * 4 && snapshot.elementCount == tree.count)
        Self.expectLinks(of: tree, equal: Self.walk(snapshot.root))
        // The same tree built from boxes has the same links and the same elements.
        let copy = Self.boxed(snapshot.root)
        #expect(copy.arena == nil && copy == snapshot.root)
        let copied = ElementTree(root: copy)
        #expect(copied.arena !== tree.arena)
        Self.expectLinks(of: copied, equal: Self.walk(snapshot.root))
        #expect(copied.elements.indices.allSatisfy { copied.elements[$0] == tree.elements[$0] })
        // Fields read through a view are the file's.
        let deep = tree.elements[3]
        #expect(deep.type == "UIView" && deep.hint == "deep 0" && tree.parent[3] == 2 && tree.depth[3] == 3)
        let toggle = tree.elements[4]
        #expect(toggle.value == "0" && toggle.actions == ["Flip"] && toggle.hasTrait(.toggle) && !toggle.hasChildren)
        #expect(tree.elements[1].childCount == 2 && tree.elements[0].label == "after the cells")
    }

    @Test func aSubtreeOfAParsedSnapshotIsCopiedIntoATreeOfItsOwn() throws {
        let snapshot = try SnapshotParser.parse(Self.snapshot(cells: 3)).snapshot
        let cell = snapshot.root.children[1]
        let tree = ElementTree(root: cell)
        #expect(tree.arena !== snapshot.root.arena)
        #expect(tree.count == 4 && cell.subtreeCount == 4 && tree.elements[0].id == "cell1")
        Self.expectLinks(of: tree, equal: Self.walk(cell))
    }

    @Test func changingAReadElementCopiesItAloneAndLeavesTheSnapshotAsRead() throws {
        let snapshot = try SnapshotParser.parse(Self.snapshot(cells: 3)).snapshot
        var cell = snapshot.root.children[0]
        cell.label = "Changed"
        cell.children[1].value = "1"
        cell.hint = "New hint"
        #expect(cell.label == "Changed" && cell.hint == "New hint" && cell.children[1].value == "1")
        // Everything not changed is as read.
        #expect(cell.id == "cell0" && cell.traits == [.button] && cell.children[0].children[0].hint == "deep 0")
        #expect(cell.line == snapshot.root.children[0].line)
        // The snapshot, and a tree of it, still read the file's values.
        #expect(snapshot.root.children[0].label == "Cell 0" && snapshot.root.children[0].hint == nil)
        #expect(snapshot.root.children[0].children[1].value == "0")
        #expect(ElementTree(root: snapshot.root).elements[1].label == "Cell 0")
        // Changed back, it equals the element read.
        cell.label = "Cell 0"
        cell.hint = nil
        cell.children[1].value = "0"
        #expect(cell == snapshot.root.children[0])
    }

    @Test func aSnapshotReadOnTwoCoresHasTheLinksOfOneReading() throws {
        // Cells with nested children on both sides of the split, so the second half's parents
        // are renumbered when its slots join the first half's.
        let text = Self.snapshot(cells: 400)
        let (one, two, split) = SplitParseTests.bothWays(text)
        #expect(split)
        let first = try one.get().snapshot, second = try two.get().snapshot
        let oneTree = ElementTree(root: first.root), twoTree = ElementTree(root: second.root)
        #expect(twoTree.arena === second.root.arena)
        #expect(twoTree.parent == oneTree.parent && twoTree.depth == oneTree.depth)
        #expect(twoTree.subtreeEnd == oneTree.subtreeEnd && twoTree.childPosition == oneTree.childPosition)
        Self.expectLinks(of: twoTree, equal: Self.walk(first.root))
        #expect(first == second)
        #expect(twoTree.elements[0].label == "after the cells")
    }
}

/// Reading fields in a tree's slots (`ElementTree.label(at:)` and its kin) gives what the
/// element views give.
@Suite struct InPlaceReadingTests {
    @Test func theSlotReadersAgreeWithTheViews() throws {
        let tree = ElementTree(root: try SnapshotParser.parse(ElementArenaTests.snapshot(cells: 40)).snapshot.root)
        for index in 0..<tree.count {
            let element = tree.elements[index]
            #expect(tree.label(at: index) == element.label)
            #expect(tree.knownTraitBits(at: index) == element.knownTraitBits)
            #expect(tree.isInteractive(at: index) == element.isInteractive)
            #expect(tree.frame(at: index) == element.frame)
        }
    }

    @Test func twoElementsHaveTheSameCommonFieldsOnlyWhenEveryOneButTheFrameIsEqual() throws {
        func tree(_ children: [Element]) -> ElementTree {
            ElementTree(root: Element(type: "UIWindow", children: children))
        }
        let button = Element(type: "UIButton", id: "save", label: "Save", value: "2", traits: [.button], frame: Frame(x: 0, y: 0, width: 80, height: 44), accessible: true)
        var moved = button
        moved.frame = Frame(x: 0, y: 300, width: 80, height: 44)
        let base = tree([button])
        #expect(base.hasSameCommonFieldsIgnoringFrame(1, as: tree([moved]), 1))
        var changes: [Element] = []
        for change in 0..<8 {
            var other = button
            switch change {
            case 0: other.label = "Save draft"
            case 1: other.value = nil
            case 2: other.traits = [.button, .selected]
            case 3: other.accessible = false
            case 4: other.type = "UIView"
            case 5: other.id = "store"
            case 6: other.hidden = true
            default: other.hint = "Saves the draft"  // a rare field: not compared in place
            }
            changes.append(other)
        }
        for (number, other) in changes.enumerated() {
            #expect(!base.hasSameCommonFieldsIgnoringFrame(1, as: tree([other]), 1), "change \(number)")
        }
    }
}

/// A large arena's records are laid out in whole 2 MB blocks, handed to the process's
/// `FreshMemory.prepare` (where the executable asks for huge pages).
@Suite struct RecordStoreLayoutTests {
    @Test func aLargeArenaKeepsItsRecordsIn2MBBlocksAndASmallOneDoesNot() {
        let large = RecordStore(capacity: 20_000), small = RecordStore(capacity: 100)
        #expect(Int(bitPattern: large.base) % FreshMemory.blockSize == 0)
        #expect(MemoryLayout<Element.Record>.stride * 100 < FreshMemory.blockSize / 2)
        // Growing past the room made moves the records to a new block, still aligned.
        for line in 1...20_001 { large.append(Element.Record(line: line)) }
        #expect(Int(bitPattern: large.base) % FreshMemory.blockSize == 0)
        #expect(large.count == 20_001 && large.base[20_000].line == 20_001 && large.base[0].line == 1)
        small.append(Element.Record(line: 5))
        #expect(small.base[0].line == 5)
    }

    @Test func aLargeArenasBlockGoesThroughTheProcesssPreparation() {
        var seen: [(start: Int, count: Int, populate: Bool)] = []
        let record = { (start: UnsafeMutableRawPointer, count: Int, populate: Bool) in seen.append((Int(bitPattern: start), count, populate)) }
        let large = RecordStore.allocate(20_000, prepare: record)
        let small = RecordStore.allocate(100, prepare: record)
        defer { large.deallocate(); small.deallocate() }
        #expect(seen.count == 1)
        #expect(seen.first?.start == Int(bitPattern: large) && seen.first?.populate == false)
        #expect((seen.first?.count ?? 0) % FreshMemory.blockSize == 0)
        #expect((seen.first?.count ?? 0) >= 20_000 * MemoryLayout<Element.Record>.stride)
    }
}
