import AXTestSupport
import Testing

@testable import AXModel

/// Inputs the fuzzer (scripts/fuzz, target `snapshot`) found to break the parser, the canonical
/// round trip or the VoiceOver model; each file is under Tests/Fixtures/fuzz-regressions/snapshot.
@Suite struct FuzzRegressionTests {
    /// Parses a regression input and checks the fuzz target's properties: the canonical form
    /// parses back to the same snapshot, and the VoiceOver model speaks every stop.
    private func roundTrip(_ name: String) throws -> (Snapshot, written: String) {
        let bytes = try Fixtures.bytes("fuzz-regressions/snapshot/" + name)
        let snapshot = try SnapshotParser.parse(bytes, path: name).snapshot
        let written = CanonicalWriter.write(snapshot)
        #expect(try SnapshotParser.parse(written).snapshot == snapshot)
        #expect(CanonicalWriter.write(try SnapshotParser.parse(written).snapshot) == written)
        let model = VoiceOverModel(snapshot: snapshot)
        _ = model.announcements
        return (snapshot, String(decoding: written, as: UTF8.self))
    }

    /// A frame value of 1e20 was written as 0: `Frame.format` had no form for values beyond
    /// two-decimal precision, though `Frame.rounded` keeps them.
    @Test func hugeFrameValueSurvivesTheRoundTrip() throws {
        let (snapshot, written) = try roundTrip("huge-frame-value.axsnap.json")
        #expect(snapshot.root.frame == Frame(x: 1e20, y: 0, width: 0, height: 0))
        #expect(written.contains(#""frame": [1e+20, 0, 0, 0]"#))
    }
}

/// Large inputs that took quadratic time (minutes for 1 MB), found by review while fuzzing:
/// the fuzzer's inputs are too small to reach a 10 s timeout with them. Each is generated,
/// minified (one line, as many tools write JSON), and must parse in well under a second; the
/// bound is generous so a slow machine does not fail it, and far below the old running time.
@Suite struct LargeInputRegressionTests {
    static let bound: Duration = .seconds(10)

    private func parse(_ text: String) throws -> (SnapshotParser.Result, Duration) {
        let clock = ContinuousClock()
        var result: SnapshotParser.Result?
        let elapsed = try clock.measure { result = try SnapshotParser.parse(text) }
        return (result!, elapsed)
    }

    /// Each repeated trait warns; each warning counted its column from the line's start.
    @Test func manyRepeatedTraitsOnOneLineWarnInLinearTime() throws {
        let items = Array(repeating: #""button""#, count: 40_000).joined(separator: ",")
        let (result, elapsed) = try parse(#"{"axsnap":1,"screen":"s","root":{"traits":["# + items + "]}}")
        #expect(elapsed < Self.bound)
        #expect(result.warnings.count == 39_999)
        #expect(result.warnings.allSatisfy { $0.code == .duplicateTrait })
        // Columns are still exact: the first item is at column 44, and each takes 9 bytes.
        #expect(result.warnings.first?.column == 44 + 9)
        #expect(result.warnings.last?.column == 44 + 9 * 39_999)
    }

    /// Each negative frame warns, likewise.
    @Test func manyNegativeFramesOnOneLineWarnInLinearTime() throws {
        let children = Array(repeating: #"{"frame":[0,0,-1,0]}"#, count: 20_000).joined(separator: ",")
        let (result, elapsed) = try parse(#"{"axsnap":1,"screen":"s","root":{"children":["# + children + "]}}")
        #expect(elapsed < Self.bound)
        #expect(result.snapshot.root.children.count == 20_000)
        #expect(result.warnings.count == 20_000)
        #expect(result.warnings.map(\.column).prefix(2) == [55, 55 + 21])
    }

    /// Each unknown key of an element was compared with all the element's unknown keys before it.
    @Test func manyUnknownKeysInOneElementReadInLinearTime() throws {
        let members = (0..<40_000).map { #""k\#($0)":0"# }.joined(separator: ",")
        let (result, elapsed) = try parse(#"{"axsnap":1,"screen":"s","root":{"# + members + "}}")
        #expect(elapsed < Self.bound)
        #expect(result.snapshot.root.extras.count == 40_000)
        #expect(result.warnings.count == 40_000)
        #expect(throws: ModelError.self) {
            try SnapshotParser.parse(#"{"axsnap":1,"screen":"s","root":{"# + members + #","k7":1}}"#)
        }
    }

    /// Each unknown trait was inserted into a sorted array one by one, comparing by copies.
    @Test func manyUnknownTraitsReadInLinearTime() throws {
        let items = (0..<40_000).map { #""t\#($0)""# }.joined(separator: ",")
        let (result, elapsed) = try parse(#"{"axsnap":1,"screen":"s","root":{"traits":["# + items + #","t7","button"]}}"#)
        #expect(elapsed < Self.bound)
        let traits = result.snapshot.root.traits
        #expect(traits.count == 40_001)
        #expect(traits.contains(.button))
        #expect(traits.unknownNames.prefix(3) == ["t0", "t1", "t10"])
        #expect(result.warnings.filter { $0.code == .duplicateTrait }.count == 1)
        #expect(result.warnings.filter { $0.code == .unknownTrait }.count == 40_000)
    }
}
