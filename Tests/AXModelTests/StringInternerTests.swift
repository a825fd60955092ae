import Testing

@testable import AXModel

/// Long labels, values, hints, texts and URLs are made once per snapshot and shared
/// (`StringInterner`); what is read never changes.
@Suite struct StringInternerTests {
    /// The two words of a string: equal for two strings only when they share their storage
    /// (or are the same small string).
    static func bits(_ string: String?) -> [UInt64] {
        guard let string else { return [] }
        return withUnsafeBytes(of: string) { Array($0.bindMemory(to: UInt64.self)) }
    }

    @Test func aRepeatedLongLabelIsOneStringSharedByItsElements() throws {
        let row = "Remove from favourites"
        let text = """
            {"axsnap": 1, "screen": "List", "root": {"type": "UIWindow", "children": [
              {"type": "UIButton", "label": "\(row)", "value": "on the list of saved items", "traits": ["button"]},
              {"type": "UIButton", "label": "\(row)", "value": "on the list of saved items", "traits": ["button"]},
              {"type": "UIButton", "label": "Remove from \\"favourites\\"", "traits": ["button"]},
              {"type": "UIButton", "label": "Short", "hint": "Removes the item from the saved items", "traits": ["button"]},
              {"type": "UIButton", "label": "", "hint": "Removes the item from the saved items", "traits": ["button"]},
              {"type": "UIButton", "id": "favourites.remove.button", "label": "favourites.remove.button"}
            ]}}
            """
        let root = try SnapshotParser.parse(text).snapshot.root
        let cells = root.children
        #expect(cells[0].label == row && cells[1].label == row)
        #expect(Self.bits(cells[0].label) == Self.bits(cells[1].label))
        #expect(Self.bits(cells[0].value) == Self.bits(cells[1].value))
        #expect(Self.bits(cells[3].hint) == Self.bits(cells[4].hint))
        #expect(cells[3].hint == "Removes the item from the saved items")
        // An escaped string is decoded, and not taken for the one with the same length.
        #expect(cells[2].label == "Remove from \"favourites\"")
        #expect(cells[3].label == "Short" && cells[4].label == nil)
        // Identifiers go through the same table: an identifier and a label with the same bytes
        // are one string.
        #expect(cells[5].id == "favourites.remove.button")
        #expect(Self.bits(cells[5].id) == Self.bits(cells[5].label))
    }

    @Test func thousandsOfDistinctStringsAreEachReadAsWritten() {
        var interner = StringInterner()
        var text: [UInt8] = []
        var ranges: [Range<Int>] = []
        for index in 0..<5_000 {
            let start = text.count
            text += Array("a label that is long, number \(index)".utf8)
            ranges.append(start..<text.count)
        }
        text.withUnsafeBufferPointer { bytes in
            // Each twice: the second reading finds the first one's string.
            for round in 0..<2 {
                for (index, range) in ranges.enumerated() {
                    let string = interner.string(bytes, range)
                    #expect(string == "a label that is long, number \(index)", "round \(round)")
                }
            }
        }
        #expect(interner.count == 5_000)
    }

    @Test func pastItsLimitTheTableKeepsNoMoreAndStringsStillReadAsWritten() {
        var interner = StringInterner()
        var text: [UInt8] = []
        var ranges: [Range<Int>] = []
        for index in 0..<(StringInterner.limit + 500) {
            let start = text.count
            text += Array("distinct long string \(index)".utf8)
            ranges.append(start..<text.count)
        }
        text.withUnsafeBufferPointer { bytes in
            for (index, range) in ranges.enumerated() where interner.string(bytes, range) != "distinct long string \(index)" {
                Issue.record("string \(index) read wrong")
                return
            }
            // A string past the limit is made again each time, and still right.
            let last = ranges[ranges.count - 1]
            #expect(interner.string(bytes, last) == "distinct long string \(ranges.count - 1)")
        }
        #expect(interner.count == StringInterner.limit)
    }

    @Test func aSnapshotReadOnTwoCoresReadsTheSameStrings() throws {
        // Each half of the split has its own strings; the labels repeat across the halves.
        let text = SplitParseTests.snapshot(count: 1_000) { index in
            "      {\"type\": \"UIButton\", \"label\": \"Remove from favourites \(index % 7)\", \"traits\": [\"button\"]}"
        }
        let (one, two, split) = SplitParseTests.bothWays(text)
        #expect(split)
        let first = try one.get().snapshot, second = try two.get().snapshot
        #expect(first == second)
        #expect(second.root.children[999].label == "Remove from favourites \(999 % 7)")
        #expect(second.root.label == "after the children")
    }
}
