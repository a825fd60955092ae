import AXDiff
import AXImport
import AXModel
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
        #expect(result.changes.count <= 5, "\(describe(result))")
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
}
