import AXDiff
import AXModel
import Testing

@testable import AXRules

/// Verdicts judged from traits and states, in any language; the few rules that judge words
/// (a label repeating its role, a state written into a label, a bare role word) know the words
/// of the snapshot's language.
@Suite struct LanguageVerdictTests {
    /// A German settings row: "Dunkles Design" with the state "Aus", grouped with its switch.
    @Test func aGermanRowThatSaysAusSpeaksForItsSwitch() {
        let row = Example.element("row", label: "Dunkles Design", value: "Aus", traits: [.button, .toggle], size: (361, 44), children: [
            Example.element("label", label: "Dunkles Design", traits: [.staticText], accessible: false, type: "UILabel"),
            Element(type: "UISwitch", id: "switch", value: "0", traits: [.button, .toggle], frame: Frame(326, 126, 51, 31), accessible: true),
        ])
        let snapshot = Snapshot(screen: "Einstellungen", context: ["locale": "de_DE"], root: Example.screen([row]).root)
        let findings = RuleEngine().evaluate(snapshot: VoiceOverModel(snapshot: snapshot))
        #expect(!findings.contains { $0.ruleID == "nested-accessibility-element" }, "\(findings.map(\.message))")
    }

    @Test func twoStatesWrittenAsNumbersMustBeTheSameState() {
        let control = Element(value: "0", traits: [.button, .toggle], accessible: true)
        #expect(Grouping.carries(Element(label: "Wi-Fi", value: "Aus", traits: [.button, .toggle]), control))
        #expect(Grouping.carries(Element(label: "Wi-Fi", value: "0", traits: [.button, .toggle]), control))
        #expect(!Grouping.carries(Element(label: "Wi-Fi", value: "1", traits: [.button, .toggle]), control))
        #expect(!Grouping.carries(Element(label: "Wi-Fi", traits: [.button, .toggle]), control))
    }

    @Test(arguments: [
        ("Schließen-Schaltfläche", ["button"], "de", "schaltfläche"), ("Schließen Taste", ["button"], "de", "taste"),
        ("閉じるボタン", ["button"], "ja", "ボタン"), ("زر الإغلاق", ["button"], "ar", "زر"),
        ("Schaltflächenstile", ["button"], "de", nil), ("ボタンのスタイル", ["button"], "ja", nil), ("أنماط الأزرار", ["button"], "ar", nil),
        ("Abbrechen-Schaltfläche anzeigen", ["check box"], "de", nil), ("إظهار زر الإلغاء", ["checkbox"], "ar", nil),
        ("Close button", ["button"], "de", "button"),
    ] as [(String, [String], String, String?)])
    func aLabelRepeatsItsRoleInItsOwnLanguage(label: String, spoken: [String], language: String, word: String?) throws {
        let languages = [SpokenLanguage.english, try #require(SpokenLanguage.named(language))]
        #expect(LabelQuality.trailingRoleWord(label, spoken: spoken, languages: languages) == word, "\(label)")
    }

    @Test func theLanguageComesFromTheElementThenTheSnapshot() throws {
        let german = Snapshot(screen: "S", context: ["locale": "de-AT"], root: Element(children: [
            Element(label: "Tab", accessible: true), Element(label: "Label", accessible: true, language: "ja"),
        ]))
        let model = VoiceOverModel(snapshot: german)
        #expect(SpokenLanguage.of(model.tree.elements[1], in: model).map(\.code) == ["en", "de"])
        #expect(SpokenLanguage.of(model.tree.elements[2], in: model).map(\.code) == ["en", "ja"])
        #expect(SpokenLanguage.named("fr_FR") == nil)
    }

    @Test func aStateWrittenIntoAJapaneseLabelIsFound() throws {
        func screen(_ label: String, value: String?) -> Snapshot {
            Snapshot(screen: "設定", context: ["locale": "ja_JP"], root: Example.screen([
                Example.element("terms", label: label, value: value, traits: value == nil ? [.button] : [.button, .toggle], type: "UISwitch"),
            ]).root)
        }
        let diff = ScreenDiff(old: screen("利用規約に同意", value: "1"), new: screen("利用規約に同意、チェック済み", value: nil))
        let finding = try #require(RuleEngine().evaluate(diff).regressions.first)
        #expect(finding.ruleID == "value-in-label")
        #expect(finding.message.contains("(\"チェック済み\")"))
    }

    /// A name that dropped what it acted on keeps the rest in its language's order: the object
    /// sits in the middle in German and Japanese, and Japanese writes no spaces.
    @Test(arguments: [
        ("Remove attachment report.xlsx", "Remove attachment", true), ("Anhang report.xlsx entfernen", "Anhang entfernen", true),
        ("添付ファイル report.xlsx を削除", "添付ファイルを削除", true), ("إزالة المرفق report.xlsx", "إزالة المرفق", true),
        ("Remove report.xlsx", "Remove photo", false), ("Anhang entfernen", "Anhang report.xlsx entfernen", false),
        ("添付ファイルを削除", "写真を削除", false), ("Remove attachment", "attachment Remove", false),
    ])
    func aNameWithPartsLeftOutIsFoundInAnyOrderOfWords(old: String, new: String, dropped: Bool) {
        #expect(LabelQuality.containsWordsInOrder(old, new) == dropped, "\(new) in \(old)")
    }

    @Test func aWordWrittenWithoutSpacesIsSaidInsideALongerRun() {
        #expect(LabelQuality.tokens("12.99ポンド カートに追加") == ["12", "99", "ポ", "ン", "ド", "カ", "ー", "ト", "に", "追", "加"])
        #expect(RuleCatalog.wordsRepeated("削除", in: "ファイルを削除"))
        #expect(RuleCatalog.wordsRepeated("電子レンジ オン", in: "電子レンジがオンです"))
        #expect(!RuleCatalog.wordsRepeated("雨", in: "今日 10:00"))
        #expect(!RuleCatalog.wordsRepeated("on", in: "Online"), "a word with spaces stays whole")
    }
}
