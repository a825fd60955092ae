import AXDiff
import AXModel

/// Rules about names that are there but say little: icon-font glyphs, vague words, groups of
/// fields with no name.
extension RuleCatalog {
    /// True for a character of Unicode's private use areas, where icon fonts put their glyphs:
    /// a screen reader reads nothing useful for it (or "private use area").
    static func isPrivateUse(_ scalar: Unicode.Scalar) -> Bool {
        (0xE000...0xF8FF).contains(scalar.value) || (0xF0000...0xFFFFD).contains(scalar.value) || (0x100000...0x10FFFD).contains(scalar.value)
    }

    static let nameContainsIconGlyph = Rule(
        id: "name-contains-icon-glyph",
        title: "Name holds an icon font's character",
        description: "A name or text holds a character of an icon font (Unicode's private use area), which {reader} reads as nothing useful or as \"private use\".",
        wcag: [.nonTextContent], severity: .notice,
        fix: "Keep icon-font glyphs out of names: hide the icon element (`aria-hidden=\"true\"`) and name the control in words.",
        reverse: .creditsFix(elementRemoved: true),
        examples: [
            .triggers("a button named with a glyph", before: Example.screen([]), after: Example.screen([Example.button("home", "\u{E88A} Home")]), flagged: "home"),
            .passes("a button named in words", before: Example.screen([]), after: Example.screen([Example.button("home", "Home")])),
        ]
    ) { model, _ in
        model.tree.elements.indices.compactMap { index in
            guard model.blocked[index] == nil else { return nil }
            let element = model.tree.elements[index]
            guard [element.label, element.text, element.value].contains(where: { $0?.unicodeScalars.contains(where: isPrivateUse) == true }) else { return nil }
            return RuleHit(.new, index, "\(Describe.name(element)) holds an icon font's character, which \(model.reader.name) cannot read")
        }
    }

    /// Names that say only that a control acts, not on what: a bare generic verb or role word,
    /// in the languages axdiff knows the words of.
    static let vagueNames: [String: Set<String>] = [
        "en": ["toggle", "dropdown", "click", "click here", "here", "more", "read more", "learn more", "details", "badge", "action", "actions", "icon", "open", "expand"],
        "de": ["umschalten", "dropdown", "klicken", "hier klicken", "hier", "mehr", "weiterlesen", "mehr erfahren", "details", "symbol", "öffnen", "aufklappen"],
        "ja": ["切り替え", "ドロップダウン", "クリック", "ここをクリック", "ここ", "もっと見る", "続きを読む", "詳細", "アイコン", "開く", "展開"],
        "ar": ["تبديل", "قائمة منسدلة", "انقر", "انقر هنا", "هنا", "المزيد", "اقرأ المزيد", "تفاصيل", "رمز", "فتح", "توسيع"],
    ]

    static let labelVague = Rule(
        id: "label-vague",
        title: "Vague name",
        description: "A control's whole name is a generic word (\"Toggle\", \"Click here\", \"More\") that says it acts but not on what, so out of context {users} cannot tell what it does.",
        wcag: [.headingsAndLabels, .linkPurpose], severity: .notice,
        fix: "Name the control after what it acts on (\"Show actions\", \"Expand Shipping\", \"Read more about pricing\").",
        examples: [
            .triggers("an actions menu button named \"Toggle\"", before: Example.screen([]), after: Example.screen([Example.button("menu", "Toggle")]), flagged: "menu"),
            .passes("a name that says what it acts on", before: Example.screen([]), after: Example.screen([Example.button("menu", "Show actions")])),
        ]
    ) { model, _ in
        // A model does not carry its snapshot's context: the vague words of every language.
        model.focusStops.compactMap { index in
            let element = model.tree.elements[index]
            guard element.isInteractive, let label = element.label else { return nil }
            let name = LabelQuality.trimmingPunctuation(LabelQuality.normalized(label))
            guard vagueNames.values.contains(where: { $0.contains(name) }) else { return nil }
            return RuleHit(.new, index, "\(Describe.name(element)) says it acts but not on what: \(model.reader.name) \(model.reader.says) \(Describe.spoken(model.announcement(of: index)))")
        }
    }

    /// Roles of form fields a group of them gathers.
    static let fieldRoles: Set<String> = ["textbox", "searchbox", "combobox", "spinbutton", "checkbox", "radio", "switch", "slider", "listbox"]

    static let groupWithoutName = Rule(
        id: "group-without-name",
        title: "Group of fields without a name",
        description: "A group of two or more form fields has no name (a `fieldset` without a `legend`, `role=\"group\"` without a label), so {users} hear the fields without what they are for together (\"Start date\", \"End date\" of what?).",
        wcag: [.infoAndRelationships], severity: .notice,
        fix: "Name the group: a `<legend>` in the `<fieldset>`, or `aria-labelledby` pointing at the visible heading of the fields.",
        examples: [
            .triggers("a date range's two fields in an unnamed group", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "group", id: "range", children: [
                    Example.element("start", label: "Start date", traits: [.textEntry], type: "textbox"),
                    Example.element("end", label: "End date", traits: [.textEntry], y: 180, type: "textbox"),
                ]),
            ], platform: .web), flagged: "range"),
            .passes("the group named", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "group", id: "range", label: "Date range", children: [
                    Example.element("start", label: "Start date", traits: [.textEntry], type: "textbox"),
                    Example.element("end", label: "End date", traits: [.textEntry], y: 180, type: "textbox"),
                ]),
            ], platform: .web)),
        ]
    ) { model, _ in
        let tree = model.tree
        return tree.elements.indices.compactMap { index in
            let element = tree.elements[index]
            guard element.type == "group" || element.type == "radiogroup", element.label == nil, model.blocked[index] == nil else { return nil }
            let fields = ((index + 1)..<tree.subtreeEnd[index]).filter { fieldRoles.contains(tree.elements[$0].type ?? "") }.count
            guard fields >= 2 else { return nil }
            return RuleHit(.new, index, "a group of \(fields) fields has no name: \(model.reader.name) \(model.reader.says) the fields without what they are for")
        }
    }
}
