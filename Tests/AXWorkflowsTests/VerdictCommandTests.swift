import AXTestSupport
import Foundation
import Testing

/// `axdiff rules ID` and `--density` as a user runs them.
@Suite struct VerdictCommandTests {
    private func scratch(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-verdicts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (name, text) in files {
            try Data(text.utf8).write(to: folder.appendingPathComponent(name))
        }
        return folder
    }

    @Test func rulesExplainsOneRuleInOnePlatformsWords() throws {
        let result = try CommandRunner.run(["rules", "element-unreachable", "--platform", "android"], in: Fixtures.root.path)
        #expect(result.status == 0, "\(result.stderr)")
        let text = result.stdout
        #expect(text.hasPrefix("element-unreachable: Element no longer reachable\n"))
        #expect(text.contains("WCAG 2.2: 4.1.2 Name, Role, Value (level A)"))
        #expect(text.contains("TalkBack can no longer reach it"))
        #expect(text.contains("Not reported: the same grouping on Android: a clickable row that merges its switch\n    TalkBack: \"Dark Theme\" | \"Off, switch\" -> \"Dark Theme, Off, switch\""))
        #expect(text.contains("Reported on #track: a control newly nested inside a grouped view\n    VoiceOver: \"Track order, button\" -> (nested, unreachable)"))
        #expect(text.contains("How to fix\n  Keep the element reachable"))
        #expect(text.contains("How to accept\n") && text.contains("        rule: element-unreachable\n"))
    }

    @Test func rulesWithAnUnknownIDSaysWhatToDo() throws {
        let result = try CommandRunner.run(["rules", "element-unreachble"], in: Fixtures.root.path)
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("axdiff: unknown rule \"element-unreachble\"; `axdiff rules` lists them: label-removed, "))
    }

    @Test func densityDecidesTheSizeInDpOfAndroidFramesInPixels() throws {
        func snapshot(_ size: Int) -> String {
            """
            {"axsnap": 1, "screen": "Login", "platform": "android", "context": {"screenSize": "1080x2400", "frameUnit": "px"},
             "root": {"type": "hierarchy", "frame": [0, 0, 1080, 2400], "children": [
               {"type": "android.widget.TextView", "label": "Sign in", "traits": ["header"], "frame": [48, 100, 600, 80], "accessible": true},
               {"type": "android.widget.ImageButton", "id": "close", "label": "Close", "traits": ["button"], "frame": [900, 100, \(size), \(size)], "accessible": true}]}}
            """
        }
        let folder = try scratch(["before.axsnap.json": snapshot(126), "after.axsnap.json": snapshot(110)])
        defer { try? FileManager.default.removeItem(at: folder) }
        let estimated = try CommandRunner.run(["diff", "before.axsnap.json", "after.axsnap.json"], in: folder.path)
        #expect(estimated.stdout.contains("\"Close\" is 41.9 x 41.9 dp (110 x 110 pixels at density 2.625 estimated from the screen's width of 1080 pixels; pass --density to set it), below the minimum of 48 x 48 dp (Android's accessibility guidelines)"))
        let given = try CommandRunner.run(["diff", "before.axsnap.json", "after.axsnap.json", "--density", "2"], in: folder.path)
        #expect(given.status == 0)
        #expect(!given.stdout.contains("target-size-below-minimum"), "110 pixels at density 2 are 55 dp")
        let bad = try CommandRunner.run(["diff", "before.axsnap.json", "after.axsnap.json", "--density", "0"], in: folder.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("The value '0' is invalid for '--density <pixels-per-dp>'"))
    }
}
