import AXModel
import AXReport
import Testing

/// The audit draws findings on elements, not on lines: in a minified snapshot (one line for
/// the whole file) one lost label marks one element of the wireframe, not every element.
@Suite struct AuditMinifiedTests {
    static func oneLine(_ labels: [String?]) throws -> Snapshot {
        let buttons = labels.enumerated().map { index, label in
            let name = label.map { ", \"label\": \"\($0)\"" } ?? ""
            return "{\"type\": \"UIButton\", \"id\": \"b\(index)\"\(name), \"traits\": [\"button\"], \"accessible\": true, \"frame\": [16, \(100 + index * 60), 200, 44]}"
        }
        let text = "{\"axsnap\": 1, \"screen\": \"Player\", \"root\": {\"type\": \"UIWindow\", \"frame\": [0, 0, 393, 852], \"children\": [\(buttons.joined(separator: ", "))]}}"
        #expect(!text.contains("\n"))
        return try SnapshotParser.parse(text, path: "Player.axsnap.json").snapshot
    }

    @Test func oneFindingInAOneLineSnapshotMarksOneElement() throws {
        let screen = AuditSample.modified(
            path: "snapshots/Player.axsnap.json",
            before: try Self.oneLine(["Play", "Next", "Previous"]), after: try Self.oneLine(["Play", nil, "Previous"]))
        let flagged = try #require(screen.after).items.filter { !$0.regressions.isEmpty }
        #expect(flagged.map(\.name) == ["#b1"], "\(flagged.map(\.name))")
        #expect(flagged.first?.regressions.contains("label-removed") == true)
        #expect(try #require(screen.before).items.allSatisfy { $0.regressions.isEmpty })
    }
}
