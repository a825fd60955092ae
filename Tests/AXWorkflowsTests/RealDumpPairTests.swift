import AXDiff
import AXImport
import AXModel
import AXRules
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// Pairs of real dumps of the same screen diff into the changes a person would name.
@Suite struct RealDumpPairTests {
    private func load(_ relative: String) throws -> Snapshot {
        try SnapshotLoader.load(file: Fixtures.path("real/" + relative)).snapshot
    }

    private func diff(_ old: String, _ new: String) throws -> ScreenDiff {
        ScreenDiff(old: try load(old), new: try load(new))
    }

    private func describe(_ diff: ScreenDiff) -> [String] {
        diff.changes.map { change in
            let element = change.new.map { diff.new.tree.elements[$0] } ?? change.old.map { diff.old.tree.elements[$0] }
            return "\(change.kind.rawValue) \(element?.label ?? element?.type ?? change.items.joined())"
        }
    }

    static let allDumps = [
        "xcuitest/alumnium_foobar_duplicated.xml", "xcuitest/alumnium_todolist_v1.xml", "xcuitest/alumnium_todolist_v2.xml",
        "xcuitest/shirates_ios_DateAndTime_ja.xml", "xcuitest/shirates_ios_SettingsTopScreen.xml",
        "uiautomator/nora_ui.xml", "uiautomator/nora_ui2.xml", "uiautomator/nora_ui_dump.xml", "uiautomator/nora_ui_dump2.xml",
        "uiautomator/nora_window_dump.xml", "uiautomator/nora_window_dump2.xml",
        "appium-uiautomator2/alumnium_wikipedia_uiautomator2_1080x2176.xml", "appium-uiautomator2/alumnium_wikipedia_uiautomator2_1440x2934.xml",
        "appium-uiautomator2/shirates_android_DateAndTime_en.xml", "appium-uiautomator2/shirates_android_DateAndTime_ja.xml",
        "appium-uiautomator2/shirates_android_SecurityScreen.xml", "appium-uiautomator2/shirates_android_SettingsTopScreen.xml",
        "cdp-axtree/alumnium_todomvc_getFullAXTree.json",
    ]

    @Test(arguments: allDumps)
    func aDumpDiffedWithItselfHasNoChange(_ dump: String) throws {
        let result = try diff(dump, dump)
        #expect(result.changes.isEmpty)
        #expect(!result.matching.oldToNew.contains(-1))
    }

    @Test func todoListV2AddsOneTextField() throws {
        let result = try diff("xcuitest/alumnium_todolist_v1.xml", "xcuitest/alumnium_todolist_v2.xml")
        #expect(result.changes.count == 1)
        #expect(result.changes.first?.kind == .added)
        let added = result.changes.first?.new.map { result.new.tree.elements[$0] }
        #expect(added?.traits.contains(.textEntry) == true)
    }

    @Test func focusingANodeIsNoChangeForAScreenReader() throws {
        // The two dumps differ only in one node's focused="true".
        #expect(try diff("uiautomator/nora_ui2.xml", "uiautomator/nora_window_dump.xml").changes.isEmpty)
    }

    @Test func theStopButtonBecomesADisabledSendButton() throws {
        let result = try diff("uiautomator/nora_ui.xml", "uiautomator/nora_window_dump2.xml")
        let changes = describe(result)
        #expect(changes.contains("labelChanged Send"))
        #expect(changes.contains("traitsAdded Send"))
        #expect(changes.contains("removed Generating..."))
        #expect(changes.contains("added Start a conversation with your local AI model"))
        #expect(!changes.contains("added Send") && !changes.contains("removed Stop"))
    }

    @Test func twoDeviceSizesDifferByOneParagraphNotEveryFrame() throws {
        let result = try diff("appium-uiautomator2/alumnium_wikipedia_uiautomator2_1080x2176.xml", "appium-uiautomator2/alumnium_wikipedia_uiautomator2_1440x2934.xml")
        let kinds = result.changes.map(\.kind)
        #expect(!kinds.contains(.frameChanged))
        #expect(kinds.first == .contextChanged)
        #expect(result.changes.first?.items == ["screenSize"])
        let added = result.changes.filter { $0.kind == .added }.compactMap { $0.new.map { result.new.tree.elements[$0] } }
        #expect(added.contains { $0.label?.hasPrefix("The period between 1701") == true })
        // The status bar of one device and the navigation bar of the other are two elements.
        let removed = result.changes.filter { $0.kind == .removed }.compactMap { $0.old.flatMap { result.old.tree.elements[$0].id } }
        let addedIDs = result.changes.filter { $0.kind == .added }.compactMap { $0.new.flatMap { result.new.tree.elements[$0].id } }
        #expect(removed == ["android:id/statusBarBackground"])
        #expect(addedIDs.contains("android:id/navigationBarBackground"))
        #expect(result.changes.count <= 7, "\(describe(result))")
    }

    @Test func twoLocalesOfOneScreenMatchTheirTranslatedRows() throws {
        let result = try diff("appium-uiautomator2/shirates_android_DateAndTime_en.xml", "appium-uiautomator2/shirates_android_DateAndTime_ja.xml")
        let changes = describe(result)
        // The same rows, translated: matched as label changes, not removed and added.
        for translated in ["日時を自動的に設定", "日付", "時刻", "タイムゾーンを自動的に設定"] {
            #expect(changes.contains("labelChanged \(translated)"), "\(translated): \(changes)")
            #expect(!changes.contains("added \(translated)"))
        }
        // The Japanese capture ends before the "Use locale default" row: that one is gone.
        #expect(changes.contains("removed Use locale default"))
    }

    // MARK: Verdicts

    private func evaluate(_ old: Snapshot, _ new: Snapshot) -> (ScreenDiff, Evaluation) {
        let diff = ScreenDiff(old: old, new: new)
        return (diff, RuleEngine().evaluate(diff))
    }

    static let sameScreenPairs = [
        ("appium-uiautomator2/alumnium_wikipedia_uiautomator2_1080x2176.xml", "appium-uiautomator2/alumnium_wikipedia_uiautomator2_1440x2934.xml"),
        ("appium-uiautomator2/shirates_android_DateAndTime_en.xml", "appium-uiautomator2/shirates_android_DateAndTime_ja.xml"),
    ]

    @Test(arguments: sameScreenPairs)
    func twoDeviceSizesOrTwoLocalesOfOneScreenHaveNoError(_ first: String, _ second: String) throws {
        for (old, new) in [(first, second), (second, first)] {
            let (_, evaluation) = evaluate(try load(old), try load(new))
            let errors = evaluation.regressions.filter { $0.severity == .error }
            #expect(errors.isEmpty, "\(old) -> \(new): \(errors.map { "\($0.ruleID): \($0.message)" })")
        }
    }

    @Test func aTextFieldAddedInsideTheContinueButtonIsAnErrorOnTheTextField() throws {
        let (diff, evaluation) = evaluate(try load("xcuitest/alumnium_todolist_v1.xml"), try load("xcuitest/alumnium_todolist_v2.xml"))
        let finding = try #require(evaluation.regressions.first { $0.ruleID == "nested-accessibility-element" })
        #expect(finding.severity == .error)
        #expect(finding.new.map { diff.new.tree.elements[$0].id } == "maskedElement")
        #expect(finding.message == "\"Enter Code\" (the text field #maskedElement) is nested inside the accessibility element \"Continue\" (the button), which does not say its role (text field), so VoiceOver cannot reach it and says \"Continue, button\" there")
    }

    private func android(_ row: String) throws -> Snapshot {
        try Importer.importSnapshot(Array("""
            <hierarchy rotation="0">
              <node class="android.widget.FrameLayout" bounds="[0,0][1080,2400]">
                <node class="android.widget.TextView" text="Display" heading="true" bounds="[48,100][1032,200]"/>
                \(row)
              </node>
            </hierarchy>
            """.utf8), format: .uiautomator, screen: "Display", path: nil).snapshot
    }

    @Test func groupingALabelWithItsSwitchOnAndroidIsAFixWithNoError() throws {
        // Before: the label and the switch are two TalkBack stops. After: the row is
        // clickable and merges its switch, one stop with name, state and role.
        let before = try android("""
            <node class="android.widget.LinearLayout" bounds="[0,300][1080,468]">
              <node class="android.widget.TextView" text="Dark theme" bounds="[48,340][700,420]"/>
              <node class="android.widget.Switch" checkable="true" checked="false" clickable="true" focusable="true" bounds="[880,330][1032,438]"/>
            </node>
            """)
        let after = try android("""
            <node class="android.widget.LinearLayout" clickable="true" focusable="true" bounds="[0,300][1080,468]">
              <node class="android.widget.TextView" text="Dark theme" bounds="[48,340][700,420]"/>
              <node class="android.widget.Switch" checkable="true" checked="false" bounds="[880,330][1032,438]"/>
            </node>
            """)
        #expect(VoiceOverModel(snapshot: before).announcements == ["Display, heading", "Dark theme", "Off, switch"])
        #expect(VoiceOverModel(snapshot: after).announcements == ["Display, heading", "Off, Dark theme, switch"])
        let (_, evaluation) = evaluate(before, after)
        #expect(evaluation.regressions.filter { $0.severity == .error }.isEmpty, "\(evaluation.regressions.map(\.message))")
    }

    @Test func aWebElementThatLosesOnlyItsRoleIsOneRoleRemoved() throws {
        func page(_ role: String) throws -> Snapshot {
            try Importer.importSnapshot(Array("""
                {"nodes": [
                  {"nodeId": "1", "role": {"value": "RootWebArea"}, "name": {"value": "Editor"}, "childIds": ["2", "3", "5"]},
                  {"nodeId": "2", "parentId": "1", "role": {"value": "heading"}, "name": {"value": "Document"}, "childIds": []},
                  {"nodeId": "3", "parentId": "1", "role": {"value": "\(role)"}, "name": {"value": "Save"},
                   "properties": [{"name": "focusable", "value": {"type": "booleanOrUndefined", "value": true}}], "childIds": ["4"]},
                  {"nodeId": "4", "parentId": "3", "role": {"value": "StaticText"}, "name": {"value": "Save"}, "childIds": []},
                  {"nodeId": "5", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Cancel"}, "childIds": []}
                ]}
                """.utf8), format: .chromeAXTree, screen: "Editor", path: nil).snapshot
        }
        let (diff, evaluation) = evaluate(try page("button"), try page("generic"))
        #expect(evaluation.regressions.map(\.ruleID) == ["role-removed"])
        #expect(evaluation.regressions.first?.message == "\"Save\" lost the button role: screen readers now say \"Save\"")
        #expect(!diff.changes.contains { $0.kind == .added || $0.kind == .removed })
    }

    /// In the to-do list's page source, settingsIcon is behind the modal view: no screen reader
    /// reaches it before or after, so its lost button trait is no loss (as its label would not be).
    @Test func aRoleNobodyHearsIsNoLoss() throws {
        let path = Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        let index = try #require(lines.firstIndex { $0.contains("name=\"settingsIcon\"") })
        lines[index] = lines[index].replacingOccurrences(of: "XCUIElementTypeButton", with: "XCUIElementTypeStaticText")
        let before = try Importer.importSnapshot(Array(text.utf8), format: nil, screen: "Todo", path: path).snapshot
        let after = try Importer.importSnapshot(Array(lines.joined(separator: "\n").utf8), format: nil, screen: "Todo", path: path).snapshot
        let diff = ScreenDiff(old: before, new: after)
        #expect(diff.changes.contains { $0.kind == .traitsRemoved }, "the change itself is seen")
        #expect(RuleEngine().evaluate(diff).regressions.isEmpty)
    }

    /// Apple's Settings without its cells' disclosure chevrons, then with them: the chevrons
    /// (disabled, invisible buttons WebDriverAgent lists without `accessible` attributes) are
    /// no controls a user reaches, so adding them nests nothing VoiceOver could lose.
    @Test func disclosureChevronsAreNoControlsInsideTheirCells() throws {
        let path = Fixtures.path("real/xcuitest/shirates_ios_SettingsTopScreen.xml")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            if lines[index].contains("name=\"chevron\"") { lines.removeSubrange(index...(index + 1)) } else { index += 1 }
        }
        let without = try Importer.importSnapshot(Array(lines.joined(separator: "\n").utf8), format: nil, screen: "Settings", path: path).snapshot
        let with = try Importer.importSnapshot(Array(text.utf8), format: nil, screen: "Settings", path: path).snapshot
        let diff = ScreenDiff(old: without, new: with)
        #expect(diff.changes.contains { $0.kind == .added }, "the chevrons are seen")
        #expect(RuleEngine().evaluate(diff).regressions.isEmpty, "\(RuleEngine().evaluate(diff).regressions.map(\.message))")
    }

    /// The Send view losing its content description is no longer a stop for TalkBack, which
    /// skips an actionable view that holds others and says nothing: the loss is its label, and
    /// the message says so rather than "made not accessible".
    @Test func aViewThatLostItsOnlyLabelIsSaidToHaveLostIt() throws {
        let path = Fixtures.path("real/uiautomator/nora_ui_dump.xml")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "content-desc=\"Send\"", with: "content-desc=\"\"")
        #expect(edited != text)
        let before = try Importer.importSnapshot(Array(text.utf8), format: nil, screen: "Chat", path: path).snapshot
        let after = try Importer.importSnapshot(Array(edited.utf8), format: nil, screen: "Chat", path: path).snapshot
        let regressions = RuleEngine().evaluate(ScreenDiff(old: before, new: after)).regressions
        let lost = try #require(regressions.first { $0.ruleID == "element-unreachable" })
        #expect(lost.message.contains("it lost its label, and TalkBack does not stop on a view that says nothing"), "\(lost.message)")
        #expect(!lost.message.contains("made not accessible"))
    }

    /// The Send view made neither clickable nor focusable: its role is lost, and TalkBack now
    /// reads the description inside it as a stop of its own, which the message says.
    @Test func aLostRoleSaysWhatIsReadInsteadFromInside() throws {
        let path = Fixtures.path("real/uiautomator/nora_ui_dump.xml")
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let bounds = try #require(text.range(of: "bounds=\"[923,2223][1049,2349]\""))
        let start = try #require(text.range(of: "<node", options: .backwards, range: text.startIndex..<bounds.lowerBound))
        let node = String(text[start.lowerBound..<bounds.lowerBound])
        let edited = text.replacingCharacters(
            in: start.lowerBound..<bounds.lowerBound,
            with: node.replacingOccurrences(of: "clickable=\"true\"", with: "clickable=\"false\"").replacingOccurrences(of: "focusable=\"true\"", with: "focusable=\"false\""))
        let before = try Importer.importSnapshot(Array(text.utf8), format: nil, screen: "Chat", path: path).snapshot
        let after = try Importer.importSnapshot(Array(edited.utf8), format: nil, screen: "Chat", path: path).snapshot
        let regressions = RuleEngine().evaluate(ScreenDiff(old: before, new: after)).regressions
        let lost = try #require(regressions.first { $0.ruleID == "role-removed" })
        #expect(lost.message.hasSuffix("TalkBack now says \"Send\", read from inside it"), "\(lost.message)")
    }
}
