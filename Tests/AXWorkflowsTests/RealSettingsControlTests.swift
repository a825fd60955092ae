import AXDiff
import AXImport
import AXModel
import AXRules
import AXTestSupport
import Foundation
import Testing

/// Issue 42 on a real producer: Android's Date & time settings as Appium's UiAutomator2
/// driver dumped it (Tests/Fixtures/real/SOURCES.md), in English and in Japanese. Its switch
/// rows are the framework's own: a clickable LinearLayout around the title and a Switch that
/// is neither clickable nor focusable.
@Suite struct RealSettingsControlTests {
    static let english = "appium-uiautomator2/shirates_android_DateAndTime_en.xml"
    static let japanese = "appium-uiautomator2/shirates_android_DateAndTime_ja.xml"

    private func text(_ relative: String) throws -> String {
        try String(contentsOfFile: Fixtures.path("real/" + relative), encoding: .utf8)
    }

    private func snapshot(_ xml: String, _ relative: String) throws -> Snapshot {
        try Importer.importSnapshot(Array(xml.utf8), format: nil, screen: "Date & time", path: Fixtures.path("real/" + relative)).snapshot
    }

    /// The dump without the row whose node has `bounds` (its lines up to the next row's).
    private func withoutRow(_ xml: String, bounds: String, nextRow: String) throws -> String {
        var lines = xml.components(separatedBy: "\n")
        let start = try #require(lines.firstIndex { $0.contains("bounds=\"\(bounds)\"") })
        let end = try #require(lines.firstIndex { $0.contains("bounds=\"\(nextRow)\"") })
        #expect(start < end)
        lines.removeSubrange(start..<end)
        return lines.joined(separator: "\n")
    }

    /// Issue 42's done-when on Android's own settings: gaining the "Use location to set time
    /// zone" switch row is no finding at all, not even a notice, and TalkBack reads the row
    /// as its switch, state first.
    @Test func gainingARealSwitchRowIsNoFinding() throws {
        let xml = try text(Self.english)
        let before = try snapshot(try withoutRow(xml, bounds: "[0,1453][1080,1615]", nextRow: "[0,1615][1080,1830]"), Self.english)
        let after = try snapshot(xml, Self.english)
        let model = VoiceOverModel(snapshot: after)
        #expect(model.announcements.contains("Off, Use location to set time zone, switch"), "\(model.announcements)")
        #expect(!VoiceOverModel(snapshot: before).announcements.contains { $0.contains("Use location") })
        let evaluation = RuleEngine().evaluate(ScreenDiff(old: before, new: after))
        #expect(evaluation.regressions.isEmpty, "\(evaluation.regressions.map { "\($0.ruleID): \($0.message)" })")
    }

    /// Every switch row of the real screen says its own state and TalkBack's word for the
    /// framework Switch, in the order TalkBack says them.
    @Test func eachRealSwitchRowSaysItsStateThenItsNameThenSwitch() throws {
        let model = VoiceOverModel(snapshot: try snapshot(try text(Self.english), Self.english))
        let rows = model.announcements.filter { $0.hasSuffix(", switch") }
        #expect(rows == [
            "On, Set time automatically, switch", "On, Set time zone automatically, switch",
            "Off, Use location to set time zone, switch", "On, Use locale default, switch",
        ])
    }

    /// Issue 37 item 6 on a real producer: the same screen captured in English and in Japanese
    /// gets the same verdicts, rule by rule, on every element the two share (the Japanese
    /// capture ends one row earlier; only the words differ).
    @Test func theSameRealScreenInJapaneseGetsTheSameVerdicts() throws {
        let diff = ScreenDiff(old: try snapshot(try text(Self.english), Self.english), new: try snapshot(try text(Self.japanese), Self.japanese))
        let engine = RuleEngine()
        let english = engine.evaluate(snapshot: diff.old).compactMap { finding -> String? in
            guard let o = finding.new else { return finding.ruleID }
            let n = diff.matching.oldToNew[o]
            return n < 0 ? nil : "\(finding.ruleID) \(n)"
        }
        let japanese = engine.evaluate(snapshot: diff.new).compactMap { finding -> String? in
            guard let n = finding.new else { return finding.ruleID }
            return diff.matching.newToOld[n] < 0 ? nil : "\(finding.ruleID) \(n)"
        }
        #expect(japanese.sorted() == english.sorted())
        #expect(!english.isEmpty, "the screen has findings to compare")
        // Each switch row is heard in Japanese with TalkBack's state first, as in English.
        let rows = diff.new.announcements.filter { $0.hasSuffix(", switch") }
        #expect(rows.count == 3 && rows.allSatisfy { $0.hasPrefix("On, ") || $0.hasPrefix("Off, ") }, "\(rows)")
    }

    /// A row that stops being clickable loses its role; what TalkBack reads instead is said from
    /// the model (the title inside it), never "nothing".
    @Test func aRealRowThatLostItsRoleSaysWhatIsReadInstead() throws {
        let xml = try text(Self.english)
        let row = try #require(xml.range(of: "bounds=\"[0,720][1080,935]\""))
        let start = try #require(xml.range(of: "<android.widget.LinearLayout", options: .backwards, range: xml.startIndex..<row.lowerBound))
        let edited = xml.replacingCharacters(
            in: start.lowerBound..<row.lowerBound,
            with: xml[start.lowerBound..<row.lowerBound].replacingOccurrences(of: "clickable=\"true\"", with: "clickable=\"false\"")
                .replacingOccurrences(of: "focusable=\"true\"", with: "focusable=\"false\""))
        let regressions = RuleEngine().evaluate(ScreenDiff(old: try snapshot(xml, Self.english), new: try snapshot(edited, Self.english))).regressions
        let lost = try #require(regressions.first { $0.ruleID == "role-removed" }, "\(regressions.map(\.message))")
        #expect(lost.message.contains("TalkBack now says \"Date"), "\(lost.message)")
        #expect(!lost.message.contains("says nothing"))
    }
}
