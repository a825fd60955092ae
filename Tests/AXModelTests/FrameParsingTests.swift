import AXTestSupport
import Testing

@testable import AXModel

/// Frames read by the parser's whole-number fast path equal those of the general number
/// grammar, whatever the digits, spacing and line breaks; anything else still errs as before.
@Suite struct FrameParsingTests {
    static func document(_ frame: String) -> String {
        "{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"type\": \"UIWindow\", \"frame\": \(frame)}}"
    }

    static func parsedFrame(_ frame: String) -> Frame? {
        (try? SnapshotParser.parse(document(frame)))?.snapshot.root.frame
    }

    @Test func wholeNumbersOfAnyLengthAndSpacing() {
        var random = SeededRandom(seed: 11)
        let numbers = [0, 1, 9, 10, 44, 99, 100, 393, 1000, 12_345, 99_999_999, 100_000_000, 123_456_789, 4_294_967_296]
        let separators = [",", ", ", " , ", ",  ", ",\n  ", ",\t"]
        for _ in 0..<2000 {
            let values = (0..<4).map { _ in random.chance(0.5) ? random.pick(numbers) : Int.random(in: 0...2000, using: &random) }
            var text = random.pick(["[", "[ ", "[\n"])
            for (offset, value) in values.enumerated() {
                text += String(value)
                text += offset < 3 ? random.pick(separators) : random.pick(["]", " ]", "\n]"])
            }
            let frame = Self.parsedFrame(text)
            #expect(frame == Frame(x: Double(values[0]), y: Double(values[1]), width: Double(values[2]), height: Double(values[3])), "\(text.debugDescription)")
        }
    }

    @Test func otherNumbersTakeTheGeneralPath() {
        #expect(Self.parsedFrame("[0.5, -2, 1e2, 44.125]") == Frame(x: 0.5, y: -2, width: 100, height: 44.13))
        #expect(Self.parsedFrame("[16, 136, 361, 44.5]") == Frame(x: 16, y: 136, width: 361, height: 44.5))
        for broken in ["[01, 2, 3, 4]", "[1, 2, 3]", "[1, 2, 3, 4, 5]", "[1, 2, 3, x]", "[1 2, 3, 4]", "[1, 2, 3, 4"] {
            #expect(Self.parsedFrame(broken) == nil, "\(broken)")
        }
    }
}
