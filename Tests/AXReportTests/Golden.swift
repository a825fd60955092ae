import AXModel
import AXTestSupport
import Foundation
import Testing

/// Golden files under `Tests/Fixtures/` (`reports/`, `audit/`), compared after parsing where
/// the format allows. Recorded only when `AXDIFF_RECORD_GOLDENS=1` is set, and never when `CI`
/// is set; a recording run fails, so it never passes by accident.
enum Golden {
    static let recordVariable = "AXDIFF_RECORD_GOLDENS"

    /// How a format's output is compared: parsed into a value, or as exact text.
    struct Comparison<Value: Equatable> {
        var parse: (String) throws -> Value
    }

    static func check<Value: Equatable>(
        _ actual: String, golden name: String, as comparison: Comparison<Value>, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let relative = name.contains("/") ? name : "reports/" + name
        let path = Fixtures.path(relative)
        let environment = ProcessInfo.processInfo.environment
        if environment[recordVariable] == "1" {
            guard environment["CI"] == nil else {
                Issue.record("\(recordVariable) is set in CI, where goldens are never recorded; unset it", sourceLocation: sourceLocation)
                return
            }
            try FileManager.default.createDirectory(at: URL(fileURLWithPath: path).deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
            Issue.record("recorded Tests/Fixtures/\(relative); review it, then run again without \(recordVariable) to compare", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: path) else {
            Issue.record(
                "no golden file Tests/Fixtures/\(relative); record it with \(recordVariable)=1 swift test --filter AXReportTests, then review and commit it",
                sourceLocation: sourceLocation)
            return
        }
        let expected = try Fixtures.text(relative)
        let same = try comparison.parse(actual) == comparison.parse(expected)
        if !same {
            let written = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-actual-" + name.replacingOccurrences(of: "/", with: "-"))
            try? Data(actual.utf8).write(to: written)
            Issue.record(
                """
                output differs from Tests/Fixtures/\(relative) (\(firstDifference(expected, actual)));
                the output is in \(written.path). If the change is intended, re-record with \(recordVariable)=1 and review the diff.
                """, sourceLocation: sourceLocation)
        }
    }

    /// `line 12: expected "…", got "…"`.
    static func firstDifference(_ expected: String, _ actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : "(end)", b = index < new.count ? String(new[index]) : "(end)"
            if a != b { return "first at line \(index + 1): expected \(a.prefix(160).debugDescription), got \(b.prefix(160).debugDescription)" }
        }
        return "the texts are equal but their parsed values differ"
    }
}

extension Golden.Comparison where Value == String {
    static var exactText: Self { Self { $0 } }
}

extension Golden.Comparison where Value == JSONValue {
    static var json: Self { Self { try JSONValue.parse(Array($0.utf8)) } }
}

extension Golden.Comparison where Value == XMLTree {
    static var xml: Self { Self { try XMLTree.parse($0) } }
}
