import AXModel
import Testing

@testable import AXWorkflows

/// A snapshot read alone (`validate`, `show`) is read in two halves on two cores when it is
/// large, and the result is the one reading's: the same snapshot, errors and warnings.
@Suite struct HalvesReadingTests {
    /// A pretty-printed snapshot of `count` buttons under the root (about 190 bytes each);
    /// `broken` gives one of them a value of the wrong type and a key of its own.
    static func snapshot(count: Int, broken: Int? = nil) -> [UInt8] {
        var text = "{\n  \"axsnap\": 1,\n  \"screen\": \"Big\",\n  \"root\": {\n    \"type\": \"UIWindow\",\n    \"children\": [\n"
        for index in 0..<count {
            if index > 0 { text += ",\n" }
            text += index == broken
                ? "      {\"type\": \"UIButton\", \"accessible\": \"yes\", \"extra\": 1}"
                : "      {\n        \"type\": \"UIButton\",\n        \"id\": \"button\(index)\",\n        \"label\": \"Button \(index)\",\n        \"traits\": [\"button\"],\n        \"frame\": [0, \(index * 44), 393, 44]\n      }"
        }
        return Array((text + "\n    ]\n  }\n}\n").utf8)
    }

    @Test func aLargeSnapshotIsReadInHalvesAndReportsAsOneReading() throws {
        for broken in [nil, 7_000] {
            let bytes = Self.snapshot(count: 8_000, broken: broken)
            #expect(bytes.count > SnapshotParser.Halves.minimumSize)
            #expect(SnapshotLoader.halves(bytes, path: "big.axsnap.json", validating: true).count == 2)
            let inHalves = SnapshotLoader.validate(bytes, path: "big.axsnap.json")
            let inOne = SnapshotParser.validate(bytes, path: "big.axsnap.json")
            #expect(inHalves.snapshot == inOne.snapshot)
            #expect(inHalves.errors == inOne.errors)
            #expect(inHalves.warnings == inOne.warnings)
            #expect(inHalves.errors.count == (broken == nil ? 0 : 1))
        }
        let loaded = try SnapshotLoader.load(Self.snapshot(count: 8_000), path: "big.axsnap.json", twoCores: true)
        #expect(loaded.snapshot == (try SnapshotParser.parse(Self.snapshot(count: 8_000)).snapshot))
    }

    @Test func aSmallSnapshotIsReadInOne() {
        #expect(SnapshotLoader.halves(Self.snapshot(count: 100), path: "small.axsnap.json", validating: true).isEmpty)
    }
}
