import AXTestSupport
import Foundation
import Testing

/// A custom tab bar (a view with the tabBar trait around four buttons) that loses its trait:
/// its tabs no longer say "tab, N of M", one finding on the bar, and `check` fails.
@Suite struct TabBarCheckTests {
    static func screen(trait: Bool) -> String {
        let tabs = ["Home", "Search", "Inbox", "Profile"].enumerated().map { index, name in
            """
                  {
                    "type": "UIButton",
                    "id": "\(name.lowercased())Tab",
                    "label": "\(name)",
                    "traits": ["button"\(index == 0 ? ", \"selected\"" : "")],
                    "frame": [\(Double(index) * 98.25), 803, 98.25, 49],
                    "accessible": true
                  }
            """
        }.joined(separator: ",\n")
        return """
        {
          "axsnap": 1,
          "screen": "Inbox",
          "root": {
            "type": "UIWindow",
            "frame": [0, 0, 393, 852],
            "childOrder": "geometric",
            "children": [
              {
                "type": "UILabel",
                "label": "Inbox",
                "traits": ["header", "staticText"],
                "frame": [16, 60, 200, 30],
                "accessible": true
              },
              {
                "type": "TabStrip",
                "id": "tabs",
                \(trait ? "\"traits\": [\"tabBar\"]," : "")
                "frame": [0, 803, 393, 49],
                "childOrder": "geometric",
                "children": [
        \(tabs)
                ]
              }
            ]
          }
        }

        """
    }

    @Test func aTabBarThatLosesItsTraitFailsCheckOnce() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write("snapshots/Inbox.axsnap.json", Self.screen(trait: true))
        try repository.commit("Record the inbox")
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.write("snapshots/Inbox.axsnap.json", Self.screen(trait: false))
        try repository.commit("Custom tab strip")
        let show = try CommandRunner.run(["show", "snapshots/Inbox.axsnap.json"], in: repository.path)
        #expect(show.stdout.contains("2. Selected, Home, button"), "\(show.stdout)")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").filter { $0.contains("tab-bar-lost") }
        #expect(lines.count == 1, "\(result.stdout)")
        #expect(lines.first?.contains("#tabs lost the tabBar trait: its 4 tabs are no longer announced as tabs") == true, "\(result.stdout)")
        #expect(result.stdout.contains("\"Selected, Home, button\" where it said \"Selected, Home, tab, 1 of 4\""), "\(result.stdout)")
        // Read the other way, the trait added back is a fix credited to the rule.
        try repository.git("checkout", "-q", "main")
        try repository.git("checkout", "-q", "-b", "fix", "feature")
        try repository.write("snapshots/Inbox.axsnap.json", Self.screen(trait: true))
        try repository.commit("Tabs again")
        let fixed = try CommandRunner.run(["check", "--base", "feature", "--format", "json"], in: repository.path)
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stdout.contains("\"tab-bar-lost\""), "\(fixed.stdout)")
    }
}
