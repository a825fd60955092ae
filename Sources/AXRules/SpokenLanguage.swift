import AXModel

/// The words of one language that the few rules judging words need: how a label repeats the
/// role a reader speaks, and the words for states. Every other verdict is judged from traits
/// and states, in any language.
///
/// A snapshot's language is its `context.locale` (`de_DE`, `ja-JP`), or an element's own
/// `language`; labels are judged in English and in that language (an app in German keeps
/// English words such as "Button" too). The tables hold what VoiceOver, TalkBack and the
/// web's screen readers say in the language, and the spellings a label writes them with.
struct SpokenLanguage: Sendable, Equatable {
    /// The primary language subtag: `en`, `de`, `ja`, `ar`.
    let code: String
    /// For each role word a reader speaks (`ScreenReader.roleWords`, which words roles in
    /// English), the words a label in this language repeats that role with, lowercased.
    let roleWords: [String: [String]]
    /// Words that say a state (on, off, checked, selected, pressed), lowercased.
    let stateWords: [String]
    /// Where a label names its control's role: at the end ("Close button", "閉じるボタン") or at
    /// the start, as Arabic does ("زر الإغلاق", "button of closing").
    let roleAtStart: Bool
    /// False for a language written without spaces between words (Japanese): a role word
    /// ends a label without a space before it.
    let spaced: Bool

    static func == (lhs: SpokenLanguage, rhs: SpokenLanguage) -> Bool { lhs.code == rhs.code }

    /// The language a tag names (`de_DE`, `ja-JP`, `ar`), or nil when it is not one of these.
    static func named(_ tag: String?) -> SpokenLanguage? {
        guard let tag else { return nil }
        let primary = tag.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() } ?? ""
        return all.first { $0.code == primary }
    }

    /// The languages an element's label is judged in: English, and the element's `language`
    /// or else the snapshot's `context.locale` when it is another one these tables know.
    static func of(_ element: Element, in model: VoiceOverModel) -> [SpokenLanguage] {
        guard let other = named(element.language ?? model.locale), other != english else { return [english] }
        return [english, other]
    }

    /// The language's words for the roles a label is most often replaced with (button,
    /// image, link, check box, switch, slider, text field): alone, such a label names
    /// nothing, as "button" does in English (`LabelQuality.roleWords`).
    var bareRoleWords: Set<String> {
        var words: Set<String> = []
        for role in ["button", "image", "link", "checkbox", "check box", "switch", "slider", "text field", "textbox", "edit box"] {
            words.formUnion(roleWords[role] ?? [])
        }
        return words
    }

    static let all: [SpokenLanguage] = [english, german, japanese, arabic]

    /// English: its role words, and the spellings a label writes them with, are
    /// `LabelQuality.roleWordVariants` (with a fast path that most labels take); here only
    /// its state words.
    static let english = SpokenLanguage(
        code: "en",
        roleWords: [:],
        stateWords: [
            "on", "off", "checked", "unchecked", "not checked", "selected", "not selected", "ticked", "unticked",
            "mixed", "partially checked", "pressed", "not pressed",
        ],
        roleAtStart: false, spaced: true)

    /// German: VoiceOver says "Taste" for a button and "Schalter" for a switch, TalkBack
    /// "Schaltfläche" and "Kontrollkästchen"; labels also write "Button".
    static let german = SpokenLanguage(
        code: "de",
        roleWords: [
            "button": ["taste", "schaltfläche", "button", "knopf"], "heading": ["überschrift"],
            "image": ["bild", "grafik", "foto"], "link": ["link", "verknüpfung"], "key": ["taste"],
            "tab": ["tab", "registerkarte"], "option": ["option"], "menuitem": ["menüeintrag", "menüpunkt"],
            "combobox": ["kombinationsfeld"], "spinbutton": ["drehfeld"], "slider": ["schieberegler", "regler"],
            "search field": ["suchfeld"], "searchbox": ["suchfeld"],
            "switch button": ["schalter", "taste", "button"], "switch": ["schalter"],
            "checkbox": ["kontrollkästchen", "checkbox"], "check box": ["kontrollkästchen", "checkbox"],
            "radio button": ["optionsfeld", "optionsschaltfläche", "radiobutton"],
            "radio": ["optionsfeld", "optionsschaltfläche", "radiobutton"],
            "toggle button": ["umschalter", "umschaltfläche", "schalter"],
            "text field": ["textfeld", "eingabefeld"], "textbox": ["textfeld", "eingabefeld"],
            "edit box": ["eingabefeld", "bearbeitungsfeld", "textfeld"],
            "adjustable": ["anpassbar", "regler", "schieberegler"], "tab bar": ["tableiste", "tab-leiste"],
            "tablist": ["tabliste", "tab-liste", "tableiste"],
        ],
        stateWords: [
            "ein", "aus", "an", "eingeschaltet", "ausgeschaltet", "aktiviert", "deaktiviert", "ausgewählt",
            "nicht ausgewählt", "markiert", "nicht markiert", "angekreuzt", "gedrückt", "nicht gedrückt",
            "gemischt", "teilweise markiert",
        ],
        roleAtStart: false, spaced: true)

    /// Japanese: VoiceOver says "ボタン", "見出し", "イメージ", "スイッチボタン"; TalkBack
    /// "チェックボックス", "ラジオボタン", "スイッチ", "編集ボックス", "画像".
    static let japanese = SpokenLanguage(
        code: "ja",
        roleWords: [
            "button": ["ボタン"], "heading": ["見出し"], "image": ["イメージ", "画像"], "link": ["リンク"],
            "key": ["キー"], "tab": ["タブ"], "option": ["オプション"], "menuitem": ["メニュー項目"],
            "combobox": ["コンボボックス"], "spinbutton": ["スピンボタン"], "slider": ["スライダー"],
            "search field": ["検索フィールド"], "searchbox": ["検索ボックス", "検索フィールド"],
            "switch button": ["スイッチボタン", "スイッチ", "ボタン"], "switch": ["スイッチ"],
            "checkbox": ["チェックボックス"], "check box": ["チェックボックス"],
            "radio button": ["ラジオボタン"], "radio": ["ラジオボタン"], "toggle button": ["トグルボタン"],
            "text field": ["テキストフィールド"], "textbox": ["テキストボックス", "テキストフィールド"],
            "edit box": ["編集ボックス"], "adjustable": ["調整可能"], "tab bar": ["タブバー"], "tablist": ["タブリスト"],
        ],
        stateWords: [
            "オン", "オフ", "チェック済み", "チェックなし", "未チェック", "選択済み", "選択中", "未選択",
            "押下", "押されています", "混在",
        ],
        roleAtStart: false, spaced: false)

    /// Arabic: the role leads the name ("زر الإغلاق"); VoiceOver and TalkBack say "زر" for a
    /// button, "مربع اختيار" for a check box, "مفتاح" for a switch.
    static let arabic = SpokenLanguage(
        code: "ar",
        roleWords: [
            "button": ["زر"], "heading": ["عنوان"], "image": ["صورة"], "link": ["رابط"], "key": ["مفتاح"],
            "tab": ["علامة تبويب"], "option": ["خيار"], "menuitem": ["عنصر قائمة"], "combobox": ["مربع تحرير وسرد"],
            "spinbutton": ["زر تدوير"], "slider": ["شريط تمرير", "منزلق"],
            "search field": ["حقل البحث", "حقل بحث"], "searchbox": ["حقل البحث", "مربع البحث"],
            "switch button": ["زر تبديل", "مفتاح", "زر"], "switch": ["مفتاح", "مفتاح تبديل"],
            "checkbox": ["مربع اختيار", "خانة اختيار"], "check box": ["مربع اختيار", "خانة اختيار"],
            "radio button": ["زر اختيار", "زر راديو"], "radio": ["زر اختيار", "زر راديو"], "toggle button": ["زر تبديل"],
            "text field": ["حقل نص", "حقل نصي"], "textbox": ["مربع نص", "حقل نص"], "edit box": ["مربع تعديل", "مربع نص"],
            "adjustable": ["قابل للتعديل"], "tab bar": ["شريط علامات التبويب"], "tablist": ["قائمة علامات التبويب"],
        ],
        stateWords: [
            "تشغيل", "إيقاف", "قيد التشغيل", "متوقف", "مفعل", "مفعّل", "غير مفعل", "معطل", "محدد", "غير محدد",
            "مضغوط", "غير مضغوط", "مختلط",
        ],
        roleAtStart: true, spaced: true)
}
