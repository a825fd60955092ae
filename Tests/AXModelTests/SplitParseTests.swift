import AXTestSupport
import Testing

@testable import AXModel

/// A large snapshot read in two halves (`SnapshotParser.Halves`, which a caller reads on two
/// cores) gives what one reading gives: the same tree and lines, warnings in the same order
/// with the same counts, the same errors; and the halves are joined when the file allows it.
/// The snapshots here are cut from 64 KB (600 children of about 250 bytes), but for one
/// through the public API at its 1 MB.
@Suite struct SplitParseTests {
    /// A pretty-printed snapshot with `count` children of the root (about 250 bytes each).
    /// `child` can replace a child's text.
    static func snapshot(count: Int, child: (Int) -> String? = { _ in nil }) -> String {
        var text = "{\n  \"axsnap\": 1,\n  \"screen\": \"Big\",\n  \"root\": {\n    \"type\": \"UIWindow\",\n    \"id\": \"window\",\n    \"children\": [\n"
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += child(index) ?? """
                      {
                        "type": "UIButton",
                        "id": "button\(index)",
                        "label": "Button \(index) \\"quoted\\" {not a brace}",
                        "traits": ["button"\(index % 100 == 7 ? ", \"sparkly\"" : "")],
                        "frame": [0, \(index * 44), 393, 44],
                        "accessible": true\(index % 150 == 3 ? ",\n          \"custom\": {\"n\": \(index)}" : "")
                      }
                """
        }
        text += "\n    ],\n    \"label\": \"after the children\"\n  }\n}\n"
        return text
    }

    /// Parses `text` once in one reading and once from halves; both results, and whether the
    /// halves were joined.
    static func bothWays(_ text: String) -> (one: Swift.Result<SnapshotParser.Result, ModelError>, two: Swift.Result<SnapshotParser.Result, ModelError>, split: Bool) {
        let bytes = Array(text.utf8)
        let cut = SnapshotParser.Halves(bytes, path: "big.axsnap.json", validating: false, minimumSize: 1 << 16)
        let halves = cut.map { cut in [cut.read(0, of: bytes), cut.read(1, of: bytes)] } ?? []
        return bytes.withUnsafeBufferPointer { buffer in
            func run(_ halves: [SnapshotParser.Half]) -> (Swift.Result<SnapshotParser.Result, ModelError>, Bool) {
                var state = ParserState(reader: JSONReader(bytes: buffer, path: "big.axsnap.json"))
                state.halves = halves
                let result = Swift.Result { () throws(ModelError) -> SnapshotParser.Result in
                    let snapshot = try state.parseDocument()
                    state.reportDuplicateIDs()
                    state.flushRepeatedWarnings()
                    return SnapshotParser.Result(snapshot: snapshot, warnings: state.warnings)
                }
                return (result, state.halvesJoined)
            }
            let (one, _) = run([])
            let (two, split) = run(halves)
            return (one, two, split)
        }
    }

    static func lines(_ element: Element) -> [Int] {
        var lines: [Int] = []
        var pending = [element]
        while let next = pending.popLast() {
            lines.append(next.line)
            pending.append(contentsOf: next.children.reversed())
        }
        return lines
    }

    @Test func aLargeSnapshotReadOnTwoCoresIsTheSameAsReadOnOne() throws {
        // Duplicate ids across the halves, unknown traits and keys repeated in both halves.
        let text = Self.snapshot(count: 600) { index in
            index == 599 ? "      {\"type\": \"UIButton\", \"id\": \"button1\", \"traits\": [\"button\", \"sparkly\"], \"custom\": 1}" : nil
        }
        let (one, two, split) = Self.bothWays(text)
        #expect(split)
        let first = try one.get(), second = try two.get()
        #expect(second.snapshot == first.snapshot)
        #expect(second.snapshot.root.children.count == 600)
        #expect(second.snapshot.root.label == "after the children")
        #expect(Self.lines(second.snapshot.root) == Self.lines(first.snapshot.root))
        #expect(second.warnings == first.warnings)
        #expect(first.warnings.contains { $0.code == .duplicateID && $0.message.contains("\"button1\"") })
        #expect(first.warnings.contains { $0.code == .unknownTrait && $0.message.contains("(and 6 more in this file)") })
        #expect(first.warnings.contains { $0.code == .unknownKey && $0.message.contains("(and 4 more in this file)") })
    }

    @Test func theFirstHalfsRecordsAreTheSnapshotsWithoutBeingMoved() throws {
        let bytes = Array(Self.snapshot(count: 600).utf8)
        let cut = try #require(SnapshotParser.Halves(bytes, path: nil, validating: false, minimumSize: 1 << 16))
        let halves = [cut.read(0, of: bytes), cut.read(1, of: bytes)]
        let firstRecords = halves[0].arena.store.base
        let (firstCount, secondCount) = (halves[0].arena.count, halves[1].arena.count)
        let snapshot = try SnapshotParser.parse(bytes, halves: halves).snapshot
        let arena = try #require(snapshot.root.arena)
        // The root took the slot the first half held for it; the second's records follow.
        #expect(arena.records == firstRecords)
        #expect(arena.count == firstCount + secondCount)
        #expect(snapshot.root.label == "after the children")
        #expect(snapshot == (try SnapshotParser.parse(bytes).snapshot))
    }

    @Test func anErrorInEitherHalfIsReportedAsOneReadingReportsIt() {
        for broken in [100, 500] {
            let text = Self.snapshot(count: 600) { index in
                index == broken ? "      {\"type\": \"UIButton\", \"accessible\": \"yes\"}" : nil
            }
            let (one, two, split) = Self.bothWays(text)
            #expect(!split)
            guard case .failure(let expected) = one, case .failure(let found) = two else {
                Issue.record("a bad value must fail the parse")
                continue
            }
            #expect(found.diagnostic == expected.diagnostic)
            #expect(found.diagnostic.code == .wrongType)
        }
    }

    @Test func validateSplitsAtItsThresholdAndReportsAsOneReading() throws {
        // Through the public API, past its 1 MB: a clean file and one with a bad value and an
        // unknown key in its second half.
        for broken in [nil, 5_000] {
            let text = Self.snapshot(count: 6_000) { index in
                index == broken ? "      {\"type\": \"UIButton\", \"accessible\": \"yes\", \"extra\": 1}" : nil
            }
            let bytes = Array(text.utf8)
            let cut = try #require(SnapshotParser.Halves(bytes, path: "big.axsnap.json", validating: true))
            let validated = SnapshotParser.validate(bytes, path: "big.axsnap.json", halves: [cut.read(0, of: bytes), cut.read(1, of: bytes)])
            let sequential = SnapshotParser.validate(bytes, path: "big.axsnap.json")
            #expect(validated.errors == sequential.errors)
            #expect(validated.warnings == sequential.warnings)
            #expect(validated.snapshot == sequential.snapshot)
            #expect(validated.errors.count == (broken == nil ? 0 : 1))
            #expect(validated.snapshot?.root.children.count == (broken == nil ? 6_000 : nil))
        }
    }

    @Test func halvesThatDoNotFitAreNotJoined() throws {
        let bytes = Array(Self.snapshot(count: 600).utf8)
        let cut = try #require(SnapshotParser.Halves(bytes, path: nil, validating: false, minimumSize: 1 << 16))
        let halves = [cut.read(0, of: bytes), cut.read(1, of: bytes)]
        let expected = try SnapshotParser.parse(bytes).snapshot
        // Swapped, or one alone: the children are read as one reading reads them.
        for wrong in [[halves[1], halves[0]], [halves[0]], [halves[1]]] {
            #expect(try SnapshotParser.parse(bytes, halves: wrong).snapshot == expected)
        }
        // Halves of other bytes.
        let other = Array(Self.snapshot(count: 601).utf8)
        #expect(try SnapshotParser.parse(other, halves: halves).snapshot == SnapshotParser.parse(other).snapshot)
        // Joined once, their elements move into that snapshot: a second parse reads its own.
        #expect(try SnapshotParser.parse(bytes, halves: halves).snapshot == expected)
        #expect(try SnapshotParser.parse(bytes, halves: halves).snapshot == expected)
        // Under 1 MB, a snapshot is not cut at all.
        #expect(SnapshotParser.Halves(bytes) == nil)
    }

    @Test func aSnapshotOnOneLineIsReadOnOneCore() throws {
        let text = Self.snapshot(count: 600).split(separator: "\n").map { $0.drop { $0 == " " } }.joined()
        let (one, two, split) = Self.bothWays(text)
        #expect(!split)
        #expect(try two.get().snapshot == one.get().snapshot)
    }

    @Test func aLineThatOnlyLooksLikeAChildOfTheRootIsNotSplitAt() throws {
        // Around the middle, a child's own children are written with the root's children's
        // indentation: the first candidate line is inside a child, so the split is dropped.
        let text = Self.snapshot(count: 600) { index in
            guard (290..<310).contains(index) else { return nil }
            return "      {\"type\": \"UIView\", \"children\": [\n      {\"label\": \"inner \(index)\"},\n      {\"label\": \"inner too\"}]}"
        }
        let (one, two, split) = Self.bothWays(text)
        #expect(!split)
        let first = try one.get(), second = try two.get()
        #expect(second.snapshot == first.snapshot)
        #expect(Self.lines(second.snapshot.root) == Self.lines(first.snapshot.root))
        #expect(second.snapshot.root.children[300].children.map(\.label) == ["inner 300", "inner too"])
    }

    @Test func theDepthLimitIsTheSameInEitherHalf() throws {
        // A chain under a child in the second half: the deepest allowed, then one deeper.
        func chain(_ depth: Int) -> String {
            String(repeating: "{\"children\": [", count: depth - 1) + "{}" + String(repeating: "]}", count: depth - 1)
        }
        let limit = SnapshotParser.maximumDepth
        for (depth, valid) in [(limit - 1, true), (limit, false)] {
            // The root is depth 1 and the child 2: a chain of `depth` elements from the child
            // reaches depth + 1.
            let text = Self.snapshot(count: 600) { index in index == 500 ? "      " + chain(depth) : nil }
            let (one, two, split) = Self.bothWays(text)
            #expect(split == valid)
            switch (one, two) {
            case (.success(let first), .success(let second)):
                #expect(valid)
                #expect(second.snapshot == first.snapshot)
            case (.failure(let first), .failure(let second)):
                #expect(!valid)
                #expect(second.diagnostic == first.diagnostic)
                #expect(first.diagnostic.code == .depthLimit)
            default:
                Issue.record("one core and two disagree at depth \(depth + 1)")
            }
        }
    }

    @Test func damagedLargeSnapshotsReadAlikeOnOneCoreAndTwo() {
        // Bytes replaced around the middle (where the split falls) and in each half: both ways
        // succeed with the same snapshot and warnings, or fail with the same diagnostic.
        let original = Array(Self.snapshot(count: 600).utf8)
        var generator = SeededRandom(seed: 0x5EED)
        let replacements: [UInt8] = Array("{}[],:\"\\ \n0a-".utf8)
        for round in 0..<40 {
            var bytes = original
            let middle = bytes.count / 2
            let region = round % 3 == 0 ? (middle - 2_000)..<(middle + 2_000) : (round % 3 == 1 ? 1_000..<middle : middle..<(bytes.count - 1_000))
            for _ in 0..<(1 + round % 4) {
                let offset = region.lowerBound + Int(generator.next() % UInt64(region.count))
                bytes[offset] = replacements[Int(generator.next() % UInt64(replacements.count))]
            }
            let (one, two, _) = Self.bothWays(String(decoding: bytes, as: UTF8.self))
            switch (one, two) {
            case (.success(let first), .success(let second)):
                #expect(second.snapshot == first.snapshot, "round \(round)")
                #expect(second.warnings == first.warnings, "round \(round)")
            case (.failure(let first), .failure(let second)):
                #expect(second.diagnostic == first.diagnostic, "round \(round)")
            default:
                Issue.record("round \(round): one core and two disagree")
            }
        }
    }
}
