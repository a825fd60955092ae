import AXTestSupport
import Testing

@testable import AXModel

/// A validation reports every value of the wrong type and goes back to read past each one
/// (`JSONReader.restore`): the places of later errors, warnings and the rest of the tree are
/// those of a reading without the earlier errors.
@Suite struct ValidationRecoveryTests {
    @Test func eachErrorIsReportedAndTheReadingGoesOnFromIt() {
        let text = """
            {"axsnap": 1, "screen": "S", "root": {
              "label": 5, "traits": ["button"],
              "children": [
                {"label": "Fine", "frame": [0, 0, "wide", 10], "colour": "red"},
                {"hint": {"nested": [1, 2]}, "label": "Also fine"},
                {"label": "Last", "value": true}
              ]
            }}
            """
        let result = SnapshotParser.validate(Array(text.utf8), path: "t.json")
        #expect(result.snapshot == nil)
        #expect(result.errors.map { "\($0.line):\($0.column)" } == ["2:12", "4:39", "5:14", "6:32"])
        #expect(result.errors.allSatisfy { $0.code == .wrongType || $0.code == .badValue }, "\(result.errors)")
        #expect(result.warnings.map { "\($0.line):\($0.column) \($0.message)" }.contains { $0.hasPrefix("4:52 unknown key \"colour\"") },
                "\(result.warnings)")
    }
}
