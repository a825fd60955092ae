import AXModel

/// The rules' example screens in other languages: every label, value, hint, drawn text and
/// action name translated (German, Japanese, and Arabic read right to left), so that a test
/// can require the same verdicts in each. The translations are written for this table, as a
/// translator would localise the screens; what stays the same in every language (identifiers,
/// file names, numbers, states written as digits, brand names) is listed in `kept`.
public enum Translations {
    /// A language a screen is translated into, with the context a capture in it records.
    public enum Language: String, CaseIterable, Sendable, CustomStringConvertible {
        case german, japanese, arabic

        /// `context.locale`.
        public var locale: String {
            switch self {
            case .german: "de_DE"
            case .japanese: "ja_JP"
            case .arabic: "ar_SA"
            }
        }

        public var layoutDirection: Snapshot.LayoutDirection { self == .arabic ? .rightToLeft : .leftToRight }

        public var description: String { rawValue }
    }

    /// English -> (German, Japanese, Arabic).
    public static let table: [String: (de: String, ja: String, ar: String)] = [
        // Screens and headings.
        "Example": ("Beispiel", "例", "مثال"),
        "Settings": ("Einstellungen", "設定", "الإعدادات"),
        "Appearance": ("Darstellung", "外観", "المظهر"),
        "Display": ("Anzeige", "画面表示", "العرض"),
        "Main": ("Hauptbereich", "メイン", "رئيسي"),
        "Primary": ("Primär", "プライマリ", "أساسي"),
        "Menu": ("Menü", "メニュー", "القائمة"),
        // Buttons and links.
        "Close": ("Schließen", "閉じる", "إغلاق"),
        "Close button": ("Schließen-Schaltfläche", "閉じるボタン", "زر الإغلاق"),
        "Dismiss": ("Verwerfen", "却下", "تجاهل"),
        "Save": ("Sichern", "保存", "حفظ"),
        "Share": ("Teilen", "共有", "مشاركة"),
        "Help": ("Hilfe", "ヘルプ", "مساعدة"),
        "Help and support": ("Hilfe und Support", "ヘルプとサポート", "المساعدة والدعم"),
        "Terms": ("Nutzungsbedingungen", "利用規約", "الشروط"),
        "Home": ("Start", "ホーム", "الرئيسية"),
        "Home, selected": ("Start, ausgewählt", "ホーム、選択中", "الرئيسية، محدد"),
        "Search": ("Suche", "検索", "بحث"),
        "Delete": ("Löschen", "削除", "حذف"),
        "Delete Rain Jacket": ("Regenjacke löschen", "レインジャケットを削除", "حذف سترة المطر"),
        "Delete Umbrella": ("Regenschirm löschen", "傘を削除", "حذف المظلة"),
        "Archive": ("Archivieren", "アーカイブ", "أرشفة"),
        "Compose": ("Verfassen", "作成", "إنشاء"),
        "Continue": ("Weiter", "続ける", "متابعة"),
        "Track": ("Verfolgen", "追跡", "تتبع"),
        "Track order": ("Bestellung verfolgen", "注文を追跡", "تتبع الطلب"),
        "More info": ("Weitere Infos", "詳細情報", "مزيد من المعلومات"),
        "More options": ("Weitere Optionen", "その他のオプション", "مزيد من الخيارات"),
        "Button styles": ("Schaltflächenstile", "ボタンのスタイル", "أنماط الأزرار"),
        "Show cancel button": ("Abbrechen-Schaltfläche anzeigen", "キャンセルボタンを表示", "إظهار زر الإلغاء"),
        "button": ("Schaltfläche", "ボタン", "زر"),
        "Buy now": ("Jetzt kaufen", "今すぐ購入", "اشترِ الآن"),
        "Buy now, $12": ("Jetzt kaufen, 12 $", "今すぐ購入、12ドル", "اشترِ الآن، ١٢ $"),
        "Purchase": ("Kaufen", "購入", "شراء"),
        "Add to basket": ("In den Warenkorb", "カートに追加", "أضف إلى السلة"),
        "Sign in": ("Anmelden", "サインイン", "تسجيل الدخول"),
        "Submit": ("Absenden", "送信", "إرسال"),
        "OK": ("OK", "OK", "موافق"),
        "Read more": ("Weiterlesen", "続きを読む", "اقرأ المزيد"),
        "Documentation": ("Dokumentation", "ドキュメント", "التوثيق"),
        "Docs": ("Doku", "資料", "المستندات"),
        "Blog": ("Blog", "ブログ", "المدونة"),
        "Crates": ("Crates", "クレート", "الحزم"),
        "All crates": ("Alle Crates", "すべてのクレート", "كل الحزم"),
        "Install": ("Installieren", "インストール", "تثبيت"),
        "Usage": ("Verwendung", "使い方", "الاستخدام"),
        // Settings, states and values.
        "Dark Theme": ("Dunkles Design", "ダークテーマ", "المظهر الداكن"),
        "Off": ("Aus", "オフ", "إيقاف"),
        "On": ("Ein", "オン", "تشغيل"),
        "Wi-Fi": ("WLAN", "Wi-Fi", "واي فاي"),
        "Wi-Fi, On": ("WLAN, Ein", "Wi-Fi、オン", "واي فاي، تشغيل"),
        "Wi-Fi 6E": ("WLAN 6E", "Wi-Fi 6E", "واي فاي 6E"),
        "Accept terms": ("Bedingungen akzeptieren", "利用規約に同意", "قبول الشروط"),
        "Accept terms, checked": ("Bedingungen akzeptieren, aktiviert", "利用規約に同意、チェック済み", "قبول الشروط، محدد"),
        "Alerts": ("Hinweise", "アラート", "التنبيهات"),
        "Notifications": ("Mitteilungen", "通知", "الإشعارات"),
        "Volume": ("Lautstärke", "音量", "مستوى الصوت"),
        "Ringer volume": ("Klingeltonlautstärke", "着信音量", "مستوى صوت الرنين"),
        "Volume, 50%": ("Lautstärke, 50 %", "音量、50%", "مستوى الصوت، ٥٠٪"),
        "50%": ("50 %", "50%", "٥٠٪"),
        "60%": ("60 %", "60%", "٦٠٪"),
        "Mute": ("Stummschalten", "消音", "كتم الصوت"),
        "Unmuted": ("Ton an", "消音オフ", "غير مكتوم"),
        "Email": ("E-Mail", "メール", "البريد الإلكتروني"),
        "Password": ("Passwort", "パスワード", "كلمة المرور"),
        "At least 8 characters": ("Mindestens 8 Zeichen", "8文字以上", "٨ أحرف على الأقل"),
        "8 characters or more": ("8 oder mehr Zeichen", "8文字またはそれ以上", "٨ أحرف أو أكثر"),
        "Code": ("Code", "コード", "الرمز"),
        // Content.
        "Ada, Lunch?": ("Ada, Mittagessen?", "エイダ、ランチ?", "آدا، غداء؟"),
        "Ada Lovelace": ("Ada Lovelace", "エイダ・ラブレス", "آدا لوفليس"),
        "Engineering": ("Technik", "エンジニアリング", "الهندسة"),
        "Ada Lovelace, Engineering": ("Ada Lovelace, Technik", "エイダ・ラブレス、エンジニアリング", "آدا لوفليس، الهندسة"),
        "Order 42": ("Bestellung 42", "注文42", "الطلب ٤٢"),
        "In the news": ("In den Nachrichten", "ニュース", "في الأخبار"),
        "Delete message?": ("Nachricht löschen?", "メッセージを削除しますか?", "حذف الرسالة؟"),
        "Delete this message?": ("Diese Nachricht löschen?", "このメッセージを削除しますか?", "حذف هذه الرسالة؟"),
        "Updated daily": ("Täglich aktualisiert", "毎日更新", "يُحدَّث يوميًا"),
        "Sunset at the beach": ("Sonnenuntergang am Strand", "ビーチの夕日", "غروب الشمس على الشاطئ"),
        "Team photo": ("Mannschaftsfoto", "チーム写真", "صورة الفريق"),
        "Price": ("Preis", "価格", "السعر"),
        "$12.99": ("12,99 $", "12.99ドル", "١٢٫٩٩ $"),
        "4 of 5 stars": ("4 von 5 Sternen", "5つ星中4つ", "٤ من ٥ نجوم"),
    ]

    /// Strings that read the same in every language: identifiers and resource keys, file
    /// names, an address, a product name, toggle states written as digits, and drawn symbols.
    public static let kept: Set<String> = [
        "0", "1", "5G", "ada@example.com", "icon_share", "Img201059", "logo_small.png", "my_crate_macros",
        "saveButton", "settings.title", "★★★★☆",
    ]

    /// The translation of `text`, or nil when the table has none (and it is not kept).
    public static func translate(_ text: String, into language: Language) -> String? {
        if kept.contains(text) { return text }
        guard let row = table[text] else { return nil }
        switch language {
        case .german: return row.de
        case .japanese: return row.ja
        case .arabic: return row.ar
        }
    }

    /// The snapshot in `language`: every text translated, `context.locale` set, and for a
    /// language read right to left the layout direction and the frames mirrored (as a
    /// right-to-left screen lays itself out), about the root's width. Texts the table lacks are
    /// added to `missing` and left as they are.
    public static func translate(_ snapshot: Snapshot, into language: Language, missing: inout Set<String>) -> Snapshot {
        var translated = snapshot
        translated.screen = translate(snapshot.screen, into: language) ?? snapshot.screen
        translated.context[ContextKey.locale] = language.locale
        if language.layoutDirection == .rightToLeft {
            translated.context[ContextKey.layoutDirection] = Snapshot.LayoutDirection.rightToLeft.rawValue
        }
        let width = snapshot.root.frame.map { $0.x + $0.width }
        translated.root = translate(snapshot.root, into: language, mirroringIn: language.layoutDirection == .rightToLeft ? width : nil, missing: &missing)
        return translated
    }

    static func translate(_ element: Element, into language: Language, mirroringIn width: Double?, missing: inout Set<String>) -> Element {
        var element = element
        func text(_ value: String?) -> String? {
            guard let value else { return nil }
            guard let translation = translate(value, into: language) else {
                missing.insert(value)
                return value
            }
            return translation
        }
        element.label = text(element.label)
        element.value = text(element.value)
        element.hint = text(element.hint)
        element.text = text(element.text)
        element.actions = element.actions.map { text($0) ?? $0 }
        if let width, let frame = element.frame {
            element.frame = Frame(x: width - frame.x - frame.width, y: frame.y, width: frame.width, height: frame.height)
        }
        var children: [Element] = []
        for child in element.children {
            children.append(translate(child, into: language, mirroringIn: width, missing: &missing))
        }
        element.children = children
        return element
    }
}
