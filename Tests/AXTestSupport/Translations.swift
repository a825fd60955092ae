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
        "Widgets": ("Bausteine", "ウィジェット", "الأدوات"),
        "Chart": ("Diagramm", "グラフ", "رسم بياني"),
        "Table": ("Tabelle", "表", "جدول"),
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
        // Web pages: carts, cookie banners, forms, tables and live regions.
        "Acknowledge": ("Bestätigen", "確認", "إقرار"),
        "Cookie consent": ("Cookie-Einwilligung", "Cookieの同意", "الموافقة على ملفات تعريف الارتباط"),
        "Accept all cookies": ("Alle Cookies akzeptieren", "すべてのCookieを受け入れる", "قبول جميع ملفات تعريف الارتباط"),
        "£12.99": ("12,99 £", "12.99ポンド", "١٢٫٩٩ £"),
        "£12.99 Add to basket": ("12,99 £ In den Warenkorb", "12.99ポンド カートに追加", "١٢٫٩٩ £ أضف إلى السلة"),
        "Added to your basket": ("Zum Warenkorb hinzugefügt", "カートに追加しました", "تمت الإضافة إلى سلتك"),
        "Removed from your basket": ("Aus dem Warenkorb entfernt", "カートから削除しました", "تمت الإزالة من سلتك"),
        "3 results": ("3 Ergebnisse", "3件の結果", "٣ نتائج"),
        "Saved": ("Gespeichert", "保存しました", "تم الحفظ"),
        "Welcome": ("Willkommen", "ようこそ", "مرحبًا"),
        "Product": ("Produkt", "商品", "المنتج"),
        "Description": ("Beschreibung", "説明", "الوصف"),
        "Reviews": ("Bewertungen", "レビュー", "المراجعات"),
        "Shipping": ("Versand", "配送", "الشحن"),
        "Ships in 2 days": ("Versand in 2 Tagen", "2日以内に発送", "يُشحن خلال يومين"),
        "Email address": ("E-Mail-Adresse", "メールアドレス", "عنوان البريد الإلكتروني"),
        "Date range": ("Zeitraum", "期間", "النطاق الزمني"),
        "Start date": ("Startdatum", "開始日", "تاريخ البدء"),
        "End date": ("Enddatum", "終了日", "تاريخ الانتهاء"),
        "Upload": ("Hochladen", "アップロード", "تحميل"),
        "Growing chillies": ("Chilis anbauen", "唐辛子の育て方", "زراعة الفلفل الحار"),
        "Home page": ("Startseite", "ホームページ", "الصفحة الرئيسية"),
        "Read the guide": ("Anleitung lesen", "ガイドを読む", "اقرأ الدليل"),
        "Alert Example": ("Hinweis-Beispiel", "アラートの例", "مثال التنبيه"),
        "Menu Example": ("Menü-Beispiel", "メニューの例", "مثال القائمة"),
        "Version 2": ("Version 2", "バージョン2", "الإصدار ٢"),
        "View tests in V24.06.07": ("Tests in V24.06.07 ansehen", "V24.06.07 のテストを表示", "عرض الاختبارات في V24.06.07"),
        "View tests in V25.11.06": ("Tests in V25.11.06 ansehen", "V25.11.06 のテストを表示", "عرض الاختبارات في V25.11.06"),
        "Review done": ("Prüfung abgeschlossen", "レビュー完了", "اكتملت المراجعة"),
        "Alice": ("Alice", "アリス", "أليس"),
        "Event states": ("Ereigniszustände", "イベントの状態", "حالات الأحداث"),
        "Severities": ("Schweregrade", "重大度", "مستويات الخطورة"),
        "Sites": ("Standorte", "拠点", "المواقع"),
        "Milano": ("Mailand", "ミラノ", "ميلانو"),
        // Controls and their names.
        "\u{E88A} Home": ("\u{E88A} Start", "\u{E88A} ホーム", "\u{E88A} الرئيسية"),
        "Add \u{2192}": ("Hinzufügen \u{2192}", "追加 \u{2192}", "إضافة \u{2190}"),
        "Toggle": ("Umschalten", "切り替え", "تبديل"),
        "Show actions": ("Aktionen anzeigen", "アクションを表示", "إظهار الإجراءات"),
        "Next": ("Weiter", "次へ", "التالي"),
        "Bold": ("Fett", "太字", "غامق"),
        "Italic": ("Kursiv", "斜体", "مائل"),
        "Dark theme": ("Dunkles Design", "ダークテーマ", "المظهر الداكن"),
        "Inbox": ("Posteingang", "受信トレイ", "البريد الوارد"),
        "Profile": ("Profil", "プロフィール", "الملف الشخصي"),
        "Messages": ("Nachrichten", "メッセージ", "الرسائل"),
        "No messages": ("Keine Nachrichten", "メッセージはありません", "لا توجد رسائل"),
        "Remove attachment": ("Anhang entfernen", "添付ファイルを削除", "إزالة المرفق"),
        "Remove attachment report.xlsx": ("Anhang report.xlsx entfernen", "添付ファイル report.xlsx を削除", "إزالة المرفق report.xlsx"),
        "Remove attachment photo.png": ("Anhang photo.png entfernen", "添付ファイル photo.png を削除", "إزالة المرفق photo.png"),
        "Remove report.xlsx": ("report.xlsx entfernen", "report.xlsx を削除", "إزالة report.xlsx"),
        "Remove photo.png": ("photo.png entfernen", "photo.png を削除", "إزالة photo.png"),
        "Remove report": ("Bericht entfernen", "レポートを削除", "إزالة التقرير"),
        "Remove photo": ("Foto entfernen", "写真を削除", "إزالة الصورة"),
        // Headings and their sections.
        "Rota planning": ("Dienstplanung", "シフト表の作成", "تخطيط المناوبات"),
        "Build next week's rota in minutes.": ("Den Dienstplan der nächsten Woche in Minuten erstellen.", "来週のシフト表を数分で作成。", "أنشئ جدول مناوبات الأسبوع القادم في دقائق."),
        "Drag-and-drop rotas": ("Dienstpläne per Drag-and-drop", "ドラッグ&ドロップでシフト表", "جداول المناوبات بالسحب والإفلات"),
        "Copy last week.": ("Letzte Woche kopieren.", "先週をコピー。", "انسخ الأسبوع الماضي."),
        "Staff scheduling": ("Personaleinsatzplanung", "スタッフのスケジュール管理", "جدولة الموظفين"),
        "Plan next week's shifts in minutes.": ("Die Schichten der nächsten Woche in Minuten planen.", "来週のシフトを数分で計画。", "خطط لمناوبات الأسبوع القادم في دقائق."),
        "Drag-and-drop scheduling": ("Planung per Drag-and-drop", "ドラッグ&ドロップでスケジュール管理", "الجدولة بالسحب والإفلات"),
        "Copy last week, and publish.": ("Letzte Woche kopieren und veröffentlichen.", "先週をコピーして公開。", "انسخ الأسبوع الماضي وانشره."),
        // Images' text alternatives and the text beside them.
        "alarm": ("Alarm", "アラーム", "إنذار"),
        "warning": ("Warnung", "警告", "تحذير"),
        "rain": ("Regen", "雨", "مطر"),
        "Today 10:00": ("Heute 10:00", "今日 10:00", "اليوم ١٠:٠٠"),
        "delete": ("löschen", "削除", "حذف"),
        "Delete the file": ("Datei löschen", "ファイルを削除", "حذف الملف"),
        "microwave on": ("Mikrowelle an", "電子レンジ オン", "الميكروويف يعمل"),
        "The microwave is on": ("Die Mikrowelle ist an", "電子レンジがオンです", "الميكروويف يعمل الآن"),
    ]

    /// Strings that read the same in every language: identifiers and resource keys, file
    /// names, an address (and a half-typed one), a product name, version numbers, toggle states and a
    /// progress written as digits, drawn symbols, and icon sets' names for their glyphs.
    public static let kept: Set<String> = [
        "0", "1", "45", "5G", "ada@", "ada@example.com", "icon_share", "Img201059", "logo_small.png", "my_crate_macros",
        "saveButton", "settings.title", "V24.03.12", "V24.10.22", "★★★★☆",
        // An icon set's name for a glyph, shown in an icon gallery: icon sets name their glyphs
        // in English whatever the app's language.
        "alarm filled",
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
