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
        #expect(text.contains("Not reported: the same grouping on Android: a clickable row that merges its switch\n    TalkBack: \"Dark Theme\" | \"Off, switch\" -> \"Off, Dark Theme, switch\""))
        // Android's own examples only: iOS's are a command away.
        #expect(!text.contains("VoiceOver:"), "\(text)")
        #expect(text.contains("more on other platforms: `axdiff rules element-unreachable --platform ios`"), "\(text)")
        let ios = try CommandRunner.run(["rules", "element-unreachable"], in: Fixtures.root.path).stdout
        #expect(ios.contains("Reported on #track: a control newly nested inside a grouped view\n    VoiceOver: \"Track order, button\" -> (nested, unreachable)"))
        #expect(text.contains("How to fix\n  Keep the element reachable"))
        #expect(text.contains("How to accept\n") && text.contains("        rule: element-unreachable\n"))
    }

    /// A rule about web roles says where it judges, in the list, in JSON and in its explanation.
    @Test func aWebRuleSaysItJudgesTheWebOnly() throws {
        let list = try CommandRunner.run(["rules"], in: Fixtures.root.path).stdout
        #expect(list.contains("landmark-removed  warning  transition  WCAG 1.3.1 (A), 2.4.1 (A)  (web only)\n"), "\(list)")
        let labelRemoved = list.split(separator: "\n").first { $0.hasPrefix("label-removed  ") }
        #expect(labelRemoved != nil && labelRemoved?.contains("only)") == false, "a rule for every platform says nothing of it")
        let json = try CommandRunner.run(["rules", "--format", "json"], in: Fixtures.root.path).stdout
        #expect(json.contains("\"platforms\": [\n      \"web\"\n    ]") || json.contains("\"platforms\":[\"web\"]"), "\(json.prefix(600))")
        let explained = try CommandRunner.run(["rules", "landmark-removed", "--platform", "android"], in: Fixtures.root.path).stdout
        #expect(explained.contains("Platforms: web only; on TalkBack's snapshots it finds nothing"), "\(explained)")
    }

    @Test func rulesWithAnUnknownIDSaysWhatToDo() throws {
        let result = try CommandRunner.run(["rules", "element-unreachble"], in: Fixtures.root.path)
        #expect(result.status == 2)
        // The closest id, not the whole list (issue 39.6).
        #expect(result.stderr.hasSuffix("\naxdiff: unknown rule \"element-unreachble\" (did you mean \"element-unreachable\"?); `axdiff rules` lists them all\n"), "\(result.stderr)")
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

    /// Four contact cards with a 36-point Call and Message button each; `grouped` makes each
    /// card one accessibility element that swallows its buttons without speaking for them.
    private func contacts(grouped: Bool) -> String {
        let cards = (0..<4).map { card in
            let y = 120 + card * 100
            return """
                {"type": "UIView", "id": "card\(card)", "label": "Person \(card)", "frame": [16, \(y), 361, 90]\(grouped ? ", \"accessible\": true" : ""), "children": [
                  {"type": "UIButton", "id": "call\(card)", "label": "Call person \(card)", "traits": ["button"], "frame": [24, \(y + 40), 74, 36], "accessible": true},
                  {"type": "UIButton", "id": "message\(card)", "label": "Message person \(card)", "traits": ["button"], "frame": [106, \(y + 40), 74, 36], "accessible": true}]}
                """
        }
        return """
            {"axsnap": 1, "screen": "Contacts", "root": {"type": "UIWindow", "frame": [0, 0, 393, 852], "children": [
              {"type": "UILabel", "label": "Contacts", "traits": ["header"], "frame": [16, 59, 361, 41], "accessible": true},
              \(cards.joined(separator: ",\n"))]}}
            """
    }

    @Test func buttonsMadeUnreachableCountTheSameEverywhereAndAsNoImprovement() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write("snapshots/Contacts.axsnap.json", contacts(grouped: false))
        try repository.commit("Record contacts")
        try repository.git("tag", "v1")
        try repository.write("snapshots/Contacts.axsnap.json", contacts(grouped: true))
        try repository.commit("Make contact cards tappable")
        let check = try CommandRunner.run(["check", "--base", "v1", "--format", "json"], in: repository.path)
        #expect(check.status == 1)
        let summary = try #require((try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect((summary["regressions"] as? [String: Any])?["error"] as? Int == 8)
        #expect(summary["improvements"] as? Int == 0)
        let comment = try CommandRunner.run(["check", "--base", "v1", "--format", "markdown"], in: repository.path)
        #expect(comment.stdout.contains("8 errors"), "\(comment.stdout)")
        #expect(!comment.stdout.contains("improvement") && !comment.stdout.contains("target-size-below-minimum"))
        let history = try CommandRunner.run(["history", "v1..HEAD"], in: repository.path)
        #expect(history.stdout.hasSuffix("8 regressions introduced, 0 fixed\n"), "\(history.stdout)")
        #expect(!history.stdout.contains("fixed     "))
        let audit = try CommandRunner.run(["audit", "v1", "HEAD", "--format", "json"], in: repository.path)
        let auditSummary = try #require((try JSONSerialization.jsonObject(with: Data(audit.stdout.utf8)) as? [String: Any])?["summary"] as? [String: Any])
        #expect(((auditSummary["improvements"] as? [String: Any])?["total"] as? Int) == 0, "\(auditSummary)")
        #expect(((auditSummary["regressions"] as? [String: Any])?["total"] as? Int) == 8, "\(auditSummary)")
    }
}
