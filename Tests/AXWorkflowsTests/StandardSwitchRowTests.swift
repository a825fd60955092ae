import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// Issue 42's done-when for `check`: a settings screen gaining a standard switch row, on iOS
/// and on Android, passes with no finding at all, not even a notice.
@Suite struct StandardSwitchRowTests {
    /// An Android settings screen as `uiautomator dump` writes it, with or without its switch
    /// rows: a clickable LinearLayout around its text and the framework's Switch, and a
    /// framework Switch with its own text.
    static func androidDump(withRow: Bool) -> String {
        func node(_ attributes: String, _ children: String = "") -> String {
            let common = #"package="com.example.settings" content-desc="" checkable="false" checked="false" clickable="false" enabled="true" focusable="false" focused="false" scrollable="false" long-clickable="false" password="false" selected="false""#
            let merged = attributes + " " + common.split(separator: " ").filter { pair in
                !attributes.contains(String(pair.split(separator: "=")[0]) + "=")
            }.joined(separator: " ")
            return children.isEmpty ? "<node \(merged)/>" : "<node \(merged)>\(children)</node>"
        }
        let title = node(#"index="0" text="Display" resource-id="com.example.settings:id/title" class="android.widget.TextView" heading="true" bounds="[48,120][1032,232]""#)
        let row = node(
            #"index="1" text="" resource-id="com.example.settings:id/darkThemeRow" class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,300][1080,468]""#,
            node(#"index="0" text="Dark theme" resource-id="android:id/title" class="android.widget.TextView" bounds="[48,350][700,418]""#)
                + node(#"index="1" text="" resource-id="android:id/switch_widget" class="android.widget.Switch" checkable="true" bounds="[880,330][1032,438]""#))
        // And a framework Switch that is a row of its own, at the height the framework gives it
        // (120 pixels: 46 dp, under Android's 48 dp guideline, above its 32 dp drawable).
        let standalone = node(#"index="2" text="Battery saver" resource-id="com.example.settings:id/batterySaver" class="android.widget.Switch" checkable="true" clickable="true" focusable="true" bounds="[48,500][1032,620]""#)
        let content = node(#"index="0" text="" resource-id="" class="android.widget.LinearLayout" bounds="[0,0][1080,2400]""#, title + (withRow ? row + standalone : ""))
        return #"<?xml version="1.0" encoding="UTF-8"?><hierarchy rotation="0" width="1080" height="2400">"#
            + node(#"index="0" text="" resource-id="" class="android.widget.FrameLayout" bounds="[0,0][1080,2400]""#, content) + "</hierarchy>"
    }

    /// An iOS settings screen as the capture writes it: UIKit's switch at 51 x 31 points,
    /// carrying the row's label, the visible label not a stop of its own.
    static func iosSnapshot(withRow: Bool) -> Snapshot {
        var children = [Element(type: "UILabel", id: "title", label: "Display", traits: [.header, .staticText], frame: Frame(16, 59, 361, 41), accessible: true)]
        if withRow {
            children.append(Element(type: "UIView", frame: Frame(0, 120, 393, 44), children: [
                Element(type: "UILabel", label: "Dark Theme", traits: [.staticText], frame: Frame(16, 131, 280, 22)),
                Element(type: "UISwitch", id: "darkTheme", label: "Dark Theme", value: "0", traits: [.button, .toggle], frame: Frame(326, 126, 51, 31), accessible: true),
            ]))
        }
        return Snapshot(screen: "Display", root: Element(type: "UIWindow", frame: Frame(0, 0, 393, 852), children: children))
    }

    static func canonical(_ snapshot: Snapshot) -> String {
        String(decoding: CanonicalWriter.write(snapshot), as: UTF8.self)
    }

    @Test func gainingAStandardSwitchRowPassesCheckWithNoFinding() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        func android(_ withRow: Bool) throws -> String {
            let bytes = Array(Self.androidDump(withRow: withRow).utf8)
            return Self.canonical(try Importer.importSnapshot(bytes, format: .uiautomator, screen: "Display", path: "display.xml").snapshot)
        }
        try repository.commit("Record the display settings", files: [
            "snapshots/ios/Display.axsnap.json": Self.canonical(Self.iosSnapshot(withRow: false)),
            "snapshots/android/Display.axsnap.json": try android(false),
        ])
        try repository.git("checkout", "-q", "-b", "dark-theme")
        try repository.commit("Add a dark theme switch", files: [
            "snapshots/ios/Display.axsnap.json": Self.canonical(Self.iosSnapshot(withRow: true)),
            "snapshots/android/Display.axsnap.json": try android(true),
        ])
        let result = try CommandRunner.run(["check", "--base", "main", "--fail-on", "notice"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS"))
        // Both screens changed, and TalkBack reads the row as its switch.
        let android = try Importer.importSnapshot(Array(Self.androidDump(withRow: true).utf8), format: .uiautomator, screen: "Display", path: nil).snapshot
        #expect(VoiceOverModel(snapshot: android).announcements == ["Display, heading", "Off, Dark theme, switch", "Off, Battery saver, switch"])
    }

    @Test func theRuleNamesWCAGsExceptionForThePlatformsOwnControls() throws {
        let result = try CommandRunner.run(["rules", "target-size-below-minimum"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.status == 0)
        let text = result.stdout.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(text.contains("WCAG 2.5.8's exception: the size is determined by the user agent and not modified by the author"), "\(result.stdout)")
        #expect(text.contains("UIKit's and SwiftUI's switch (51 x 31 points)"))
        #expect(text.contains("Not reported: UIKit's own switch at its own size, 51 x 31 points"))
    }
}
