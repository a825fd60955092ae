import AXDiff
import AXModel

/// Rules about names: labels lost, meaningless, missing, or not matching the visible text.
extension RuleCatalog {
    static let labelRemoved = Rule(
        id: "label-removed",
        title: "Label removed",
        description: "A focus stop that had a label has none, so {reader} can only speak its role.",
        wcag: [.nonTextContent, .nameRoleValue], severity: .error,
        supersedes: ["interactive-without-label", "image-without-label"],
        fix: "Give the element its label back: `accessibilityLabel` on iOS, `contentDescription` or visible text on Android, `aria-label`, `alt` or text content on the web.",
        examples: [
            .triggers("button loses its label", before: Example.screen([Example.button("close", "Close")]),
                      after: Example.screen([Example.button("close", nil)]), flagged: "close"),
            .passes("label reworded", before: Example.screen([Example.button("close", "Close")]),
                    after: Example.screen([Example.button("close", "Dismiss")])),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.labelRemoved]).compactMap { pair in
            let before = diff.old.tree.elements[pair.old], after = diff.new.tree.elements[pair.new]
            guard diff.old.isFocusStop(pair.old), diff.new.isFocusStop(pair.new), let label = before.label, after.label == nil else { return nil }
            return RuleHit(.new, pair.new, "\(Describe.quote(label)) lost its label: \(Describe.nowSays(pair.new, in: diff.new))")
        }
    }

    static let labelMeaningless = Rule(
        id: "label-meaningless",
        title: "Label became meaningless",
        description: "A control's or an image's label became a file or asset name, a resource key (`settings.title`, `btn_ok`), an identifier or the element's own, or a bare role word, which tells {users} nothing. Real names that hold underscores, dots or digits (a package `my_crate_macros`, `Wi-Fi 6E`) are names, and so is a link's label that names where it goes; text content is not a name (a code sample that reads \"button\" is what it says).",
        wcag: [.nonTextContent, .headingsAndLabels], severity: .error,
        supersedes: ["image-without-label"],
        fix: "Label the element with the words a person would use for it (\"Share\", not \"icon_share\"); a decorative image should not be a focus stop at all.",
        examples: [
            .triggers("label becomes an asset name", before: Example.screen([Example.button("share", "Share")]),
                      after: Example.screen([Example.button("share", "icon_share")]), flagged: "share"),
            .triggers("label becomes an image id", before: Example.screen([Example.element("photo", label: "Sunset at the beach", traits: [.image])]),
                      after: Example.screen([Example.element("photo", label: "Img201059", traits: [.image])]), flagged: "photo"),
            .triggers("label becomes a role word", before: Example.screen([Example.button("more", "More options")]),
                      after: Example.screen([Example.button("more", "button")]), flagged: "more"),
            .triggers("label becomes a resource key", before: Example.screen([Example.button("settings", "Settings")]),
                      after: Example.screen([Example.button("settings", "settings.title")]), flagged: "settings"),
            .triggers("label becomes the element's identifier", before: Example.screen([Example.button("saveButton", "Save")]),
                      after: Example.screen([Example.button("saveButton", "saveButton")]), flagged: "saveButton"),
            .passes("a real word that looks technical", before: Example.screen([Example.button("wifi", "Wi-Fi")]),
                    after: Example.screen([Example.button("wifi", "Wi-Fi 6E")])),
            .passes("a link named after the package it goes to", before: Example.screen([]),
                    after: Example.screen([Example.link("crate", "my_crate_macros", url: "https://crates.io/crates/my_crate_macros")])),
        ]
    ) { diff, _ in
        // Only a label that changed can have become meaningless: a new element's is what it
        // was made with.
        RuleCatalog.changedPairs(diff, [.labelAdded, .labelChanged]).compactMap { o, n in
            // A name, not content: a control's or an image's. Text that reads "button" (a
            // code sample in documentation) is what it says.
            let element = diff.new.tree.elements[n]
            guard diff.new.isFocusStop(n), element.isInteractive || element.hasTrait(.image), let label = element.label else { return nil }
            guard let reason = LabelQuality.meaningless(label, of: element, languages: SpokenLanguage.of(element, in: diff.new)) else { return nil }
            if let oldLabel = diff.old.tree.elements[o].label,
               LabelQuality.meaningless(oldLabel, of: diff.old.tree.elements[o], languages: SpokenLanguage.of(diff.old.tree.elements[o], in: diff.old)) != nil { return nil }
            return RuleHit(.new, n, "the label \(Describe.quote(label)) is \(reason), not a name a listener understands")
        }
    }

    static let interactiveWithoutLabel = Rule(
        id: "interactive-without-label",
        title: "Interactive element without a label",
        description: "An interactive focus stop has no label, so {reader} {says} only its role (\"Button\").",
        wcag: [.nameRoleValue, .nonTextContent], severity: .error,
        fix: "Label the control with what it does (\"Delete\"), or group it with its visible label into one element that says the label, the state and the role.",
        examples: [
            .triggers("a new icon button without a label", before: Example.screen([]),
                      after: Example.screen([Example.button("trash", nil, size: (44, 44))]), flagged: "trash"),
            .triggers("ungrouping a switch row exposes an unnamed switch",
                      before: Example.screen([Example.element("row", label: "Dark Theme", value: "Off", traits: [.button, .toggle], children: [
                          Example.element("switch", value: "0", traits: [.button, .toggle], size: (51, 31)),
                      ])]),
                      after: Example.screen([Example.element("row", label: "Dark Theme", accessible: false, children: [
                          Example.element("switch", value: "0", traits: [.button, .toggle], size: (51, 31)),
                      ])]), flagged: "switch"),
            .passes("a labelled button", before: Example.screen([]), after: Example.screen([Example.button("trash", "Delete", size: (44, 44))])),
        ]
    ) { model, _ in
        model.focusStops.compactMap { index in
            let element = model.tree.elements[index]
            guard element.isInteractive, element.label == nil else { return nil }
            return RuleHit(.new, index, "\(Describe.name(element)) has no label: \(model.reader.name) \(model.reader.says) only \(Describe.spoken(model.announcement(of: index)))")
        }
    }

    static let imageWithoutLabel = Rule(
        id: "image-without-label",
        title: "Image without a label",
        description: "An image is a focus stop but has no label, or one that is a file name or an identifier, so {reader} {says} only \"Image\" or the file name; label it, or make it not accessible when it is decorative (hiding it is then an improvement).",
        wcag: [.nonTextContent], severity: .warning,
        fix: "Label an image that carries information with what it shows (`accessibilityLabel`, `contentDescription`, `alt`); make a decorative image not accessible (`isAccessibilityElement = false`, `importantForAccessibility=\"no\"`, `alt=\"\"`).",
        reverse: .creditsFix(elementRemoved: true),
        examples: [
            .triggers("an unlabelled photo", before: Example.screen([]),
                      after: Example.screen([Example.element("photo", traits: [.image])]), flagged: "photo"),
            .triggers("an image labelled with its file name", before: Example.screen([]),
                      after: Example.screen([Example.element("logo", label: "logo_small.png", traits: [.image])]), flagged: "logo"),
            .passes("a labelled photo", before: Example.screen([]),
                    after: Example.screen([Example.element("photo", label: "Team photo", traits: [.image])])),
            .passes("a glyph in an icon gallery, named as it is drawn", before: Example.screen([]),
                    after: Example.screen([Example.element("alarm", label: "alarm filled", traits: [.image])])),
        ]
    ) { model, _ in
        model.focusStops.compactMap { index in
            let element = model.tree.elements[index]
            guard element.hasTrait(.image), !element.isInteractive else { return nil }
            let spoken = "\(model.reader.name) \(model.reader.says) only \(Describe.spoken(model.announcement(of: index)))"
            guard let label = element.label else {
                return RuleHit(.new, index, "\(Describe.name(element)) is an image without a label: \(spoken)")
            }
            guard let reason = LabelQuality.meaningless(label, of: element, languages: SpokenLanguage.of(element, in: model), iconNames: false) else { return nil }
            return RuleHit(.new, index, "\(Describe.name(element)) is an image labelled with \(reason): \(spoken)")
        }
    }

    static let labelInName = Rule(
        id: "label-in-name",
        title: "Label does not contain the visible text",
        description: "An interactive element's label does not contain the text drawn on it, so a speech-input user (Voice Control, Voice Access) who says what they see cannot activate it.",
        wcag: [.labelInName], severity: .warning,
        fix: "Start the label with the visible text (\"Buy now\" drawn, \"Buy now, $12\" as label), or change the visible text.",
        examples: [
            .triggers("label differs from the visible text", before: Example.screen([]),
                      after: Example.screen([Example.button("buy", "Purchase", text: "Buy now")]), flagged: "buy"),
            .passes("label extends the visible text", before: Example.screen([]),
                    after: Example.screen([Example.button("buy", "Buy now, $12", text: "Buy now")])),
        ]
    ) { model, _ in
        model.focusStops.compactMap { index in
            let element = model.tree.elements[index]
            guard element.isInteractive, let text = element.text, let label = element.label else { return nil }
            // A label that normalises to the visible text contains it: no search needed.
            let name = LabelQuality.normalized(label), visible = LabelQuality.normalized(text)
            guard !(name == visible && !name.isEmpty), !name.contains(visible) else { return nil }
            return RuleHit(.new, index, "the label \(Describe.quote(label)) does not contain the visible text \(Describe.quote(text))")
        }
    }

    static let labelContainsRole = Rule(
        id: "label-contains-role",
        title: "Label repeats the role",
        description: "A label ends with the role word {reader} already {says} for the element, so {users} hear it twice (\"Close button, button\"). A label that names another role (a checkbox \"Show cancel button\") repeats nothing. In German, Japanese or Arabic (the element's `language`, else the snapshot's `context.locale`) the label is also judged with that language's words for the role, where the language puts them (\"Schließen-Schaltfläche\", \"閉じるボタン\", \"زر الإغلاق\"). A notice: the name is still right, only longer.",
        wcag: [.nameRoleValue], severity: .notice,
        fix: "Drop the role word from the label (\"Close\"); the role comes from the traits, the class or the ARIA role.",
        examples: [
            .triggers("button labelled \"Close button\"", before: Example.screen([]),
                      after: Example.screen([Example.button("close", "Close button")]), flagged: "close"),
            .passes("the role word inside a name", before: Example.screen([]),
                    after: Example.screen([Example.button("cta", "Button styles")])),
            .passes("a checkbox whose setting is about a button", before: Example.screen([]),
                    after: Example.screen([Example.element("showCancel", label: "Show cancel button", value: "0", traits: [.button, .toggle], type: "checkbox")], platform: .web)),
        ]
    ) { model, _ in
        model.focusStops.compactMap { index in
            // Most English labels cannot end with a role word: told before the words are made,
            // and before the element is looked at beyond its slot.
            guard let label = model.tree.label(at: index),
                  model.locale != nil || model.tree.language(at: index) != nil || LabelQuality.mayEndWithRoleWord(label)
            else { return nil }
            let element = model.tree.elements[index]
            let languages = SpokenLanguage.of(element, in: model)
            guard languages.count > 1 || LabelQuality.mayEndWithRoleWord(label) else { return nil }
            let spoken = model.reader.roleWords(element.traits, type: model.controlType(of: index), inTabBar: false)
            guard let word = LabelQuality.trailingRoleWord(label, spoken: spoken, languages: languages) else { return nil }
            return RuleHit(.new, index, "the label \(Describe.quote(label)) ends with \"\(word)\", which \(model.reader.name) already \(model.reader.says): \(Describe.spoken(model.announcement(of: index)))")
        }
    }

    static let hintRemoved = Rule(
        id: "hint-removed",
        title: "Hint removed",
        description: "A focus stop lost the hint that told {users} what it does or what it expects.",
        wcag: [.labelsOrInstructions], severity: .notice,
        fix: "Restore the hint (`accessibilityHint`, Android's hint text, `aria-describedby`), or put what it said in the visible instructions.",
        examples: [
            .triggers("password requirements no longer spoken",
                      before: Example.screen([Example.element("password", label: "Password", hint: "At least 8 characters", traits: [.textEntry])]),
                      after: Example.screen([Example.element("password", label: "Password", traits: [.textEntry])]), flagged: "password"),
            .passes("hint reworded",
                    before: Example.screen([Example.element("password", label: "Password", hint: "At least 8 characters", traits: [.textEntry])]),
                    after: Example.screen([Example.element("password", label: "Password", hint: "8 characters or more", traits: [.textEntry])])),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.hintRemoved]).compactMap { pair in
            guard diff.new.isFocusStop(pair.new), let hint = diff.old.tree.elements[pair.old].hint, diff.new.tree.elements[pair.new].hint == nil else { return nil }
            return RuleHit(.new, pair.new, "\(Describe.name(diff.new.tree.elements[pair.new])) lost its hint \(Describe.quote(hint))")
        }
    }
}
