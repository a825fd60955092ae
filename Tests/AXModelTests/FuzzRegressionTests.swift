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
