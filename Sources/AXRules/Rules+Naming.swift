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

    /// True for a drawn symbol a screen reader spells out ("right arrow", "black circle"):
    /// arrows, box drawing, geometric shapes, dingbats.
    static func isDecorativeSymbol(_ scalar: Unicode.Scalar) -> Bool {
        (0x2190...0x21FF).contains(scalar.value) || (0x2500...0x25FF).contains(scalar.value)
            || (0x2700...0x27BF).contains(scalar.value) || (0x27F0...0x27FF).contains(scalar.value) || (0x2B00...0x2BFF).contains(scalar.value)
    }

    static let nameContainsSymbol = Rule(
        id: "name-contains-symbol",
        title: "Name holds an icon glyph or a drawn symbol",
        description: "A name or text holds an icon font's character (Unicode's private use area), which {reader} reads as nothing useful, or a drawn symbol (an arrow, a bullet, a shape) it spells out (\"Next right arrow\").",
        wcag: [.nonTextContent], severity: .notice,
        fix: "Keep icon glyphs and decorative symbols out of names: hide the icon element (`aria-hidden=\"true\"`) and name the control in words.",
        reverse: .creditsFix(elementRemoved: true),
        examples: [
            .triggers("a button named with a glyph", before: Example.screen([]), after: Example.screen([Example.button("home", "\u{E88A} Home")]), flagged: "home"),
            .triggers("a button named with an arrow", before: Example.screen([]), after: Example.screen([Example.button("next", "Add \u{2192}")]), flagged: "next"),
            .passes("a button named in words", before: Example.screen([]), after: Example.screen([Example.button("home", "Home")])),
        ]
    ) { model, _ in
        // Read in the slots; both kinds of character are written in UTF-8 with a lead byte of
        // 0xE2 or more, so a text without one is passed over without decoding it.
        let tree = model.tree
        func holdsSymbol(_ text: String?) -> Bool {
            guard let text, text.utf8.withContiguousStorageIfAvailable({ $0.contains { $0 >= 0xE2 } }) ?? true else { return false }
            return text.unicodeScalars.contains { isPrivateUse($0) || isDecorativeSymbol($0) }
        }
        return tree.elements.indices.compactMap { index in
            guard model.blocked[index] == nil,
                  holdsSymbol(tree.label(at: index)) || holdsSymbol(tree.text(at: index)) || holdsSymbol(tree.value(at: index))
            else { return nil }
            let element = tree.elements[index]
            return RuleHit(.new, index, "\(Describe.name(element)) holds an icon glyph or a drawn symbol, which \(model.reader.name) reads as noise")
        }
    }

    static let headingInsideControl = Rule(
        id: "heading-inside-control",
        title: "Heading inside a control",
        description: "A heading sits inside a control (a tree item, an option, a menu item, a button, a link, a tab), where it only styles the control's text: {users} who list headings meet one per control.",
        wcag: [.infoAndRelationships], severity: .notice,
        fix: "Style the control's text without a heading element.",
        reverse: .creditsFix(elementRemoved: true),
        examples: [
            .triggers("tree items whose names are headings", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "treeitem", label: "Milano", traits: [.button], accessible: true, children: [
                    Element(type: "heading", id: "milano", label: "Milano", traits: [.header], level: 5),
                ]),
            ], platform: .web), flagged: "milano"),
            .passes("a heading beside the control", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "heading", id: "sites", label: "Sites", traits: [.header], accessible: true, level: 2),
                Element(type: "treeitem", label: "Milano", traits: [.button], accessible: true),
            ], platform: .web)),
        ]
    ) { model, _ in
        let tree = model.tree
        return tree.elements.indices.compactMap { index in
            guard tree.elements[index].hasTrait(.header) else { return nil }
            var ancestor = tree.parent[index]
            while ancestor >= 0 {
                if tree.elements[ancestor].isInteractive {
                    let control = tree.elements[ancestor]
                    return RuleHit(.new, index, "the heading \(Describe.name(tree.elements[index])) sits inside the control \(Describe.name(control))")
                }
                ancestor = tree.parent[ancestor]
            }
            return nil
        }
    }

    static let linkWithoutTarget = Rule(
        id: "link-without-target",
        title: "Link without a target",
        description: "A web link leads nowhere (no `href`), so {users} are told it is a link and it behaves as a button, or not at all.",
        wcag: [.nameRoleValue], severity: .notice,
        fix: "Make an element that acts a `<button>`; give a link its `href`.",
        reverse: .creditsFix(elementRemoved: true),
        examples: [
            .triggers("a link with no target among links that have one", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "link", label: "Docs", traits: [.link], accessible: true, url: "/docs"),
                Element(type: "link", id: "ack", label: "Acknowledge", traits: [.link], accessible: true),
            ], platform: .web), flagged: "ack"),
            .passes("a snapshot that records no link's target", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "link", label: "Docs", traits: [.link], accessible: true),
            ], platform: .web)),
        ]
    ) { model, _ in
        // Judged only where the producer records targets: some link of the page has one.
        guard model.platform == .web else { return [] }
        let links = model.focusStops.filter { model.tree.elements[$0].hasTrait(.link) }
        guard links.contains(where: { model.tree.elements[$0].url != nil }) else { return [] }
        return links.compactMap { index in
            guard model.tree.elements[index].url == nil else { return nil }
            return RuleHit(.new, index, "the link \(Describe.name(model.tree.elements[index])) leads nowhere: it has no target")
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

    /// Every language's vague names in one set, and the hashes of the ASCII ones
    /// (`LabelQuality.trimmedNormalizedHash`): an ASCII label whose normalised form hashes to
    /// none of them is not vague, told without building that form (building it for every
    /// stop's label was 5.5% of P1's instructions). The set is sparse: a name that is not in
    /// it almost always finds an empty bucket, where a full set compared it with the names in
    /// each bucket probed.
    static let allVagueNames: Set<String> = vagueNames.values.reduce(into: Set(minimumCapacity: 1_024)) { $0.formUnion($1) }
    static let vagueNameHashes = Set(allVagueNames.compactMap(LabelQuality.trimmedNormalizedHash))

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
            guard model.tree.isInteractive(at: index), let label = model.tree.label(at: index),
                  LabelQuality.trimmedNormalizedHash(label).map(vagueNameHashes.contains) != false else { return nil }
            let name = LabelQuality.trimmingPunctuation(LabelQuality.normalized(label))
            guard allVagueNames.contains(name) else { return nil }
            return RuleHit(.new, index, "\(Describe.name(model.tree.elements[index])) says it acts but not on what: \(model.reader.name) \(model.reader.says) \(Describe.spoken(model.announcement(of: index)))")
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
        platforms: [.web],
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

extension RuleCatalog {
    /// Roles whose element says nothing of its own without a name (ARIA's "accessible name
    /// required", where what it is of is nowhere else): a progress bar, a meter, a dialog. A grid
    /// or a tree is read by its cells and items.
    static let rolesNeedingNames: Set<String> = ["progressbar", "meter", "dialog", "alertdialog"]

    static let nameRequired = Rule(
        id: "name-required",
        title: "Element without the name its role needs",
        description: "A progress bar, meter or dialog has no name, so {users} hear what it is (\"progress bar, 45%\") but not what it is of.",
        wcag: [.nameRoleValue], severity: .warning,
        fix: "Name it: `aria-label`, or `aria-labelledby` pointing at its visible title.",
        platforms: [.web],
        examples: [
            .triggers("a progress bar with no name", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "progressbar", id: "upload", value: "45", accessible: true),
            ], platform: .web), flagged: "upload"),
            .passes("a named progress bar", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "progressbar", id: "upload", label: "Upload", value: "45", accessible: true),
            ], platform: .web)),
        ]
    ) { model, _ in
        model.tree.elements.indices.compactMap { index in
            let element = model.tree.elements[index]
            guard let type = element.type, rolesNeedingNames.contains(type), element.label == nil, model.blocked[index] == nil else { return nil }
            return RuleHit(.new, index, "the \(type) has no name: \(model.reader.name) \(model.reader.says) what it is but not what it is of")
        }
    }

    static let namesNoLongerDistinct = Rule(
        id: "names-no-longer-distinct",
        title: "Controls no longer told apart by name",
        description: "Several controls of one role that had different names now share one, the part that told them apart dropped (five \"Remove attachment\" buttons that each named their file), so out of context {users} cannot tell which is which.",
        wcag: [.headingsAndLabels, .linkPurpose], severity: .warning,
        fix: "Keep what each control acts on in its name (\"Remove quarterly-report.xlsx\").",
        examples: [
            .triggers("remove buttons lose their file names", before: Example.screen([
                Example.button("first", "Remove attachment report.xlsx", y: 120), Example.button("second", "Remove attachment photo.png", y: 180),
            ]), after: Example.screen([
                Example.button("first", "Remove attachment", y: 120), Example.button("second", "Remove attachment", y: 180),
            ]), flagged: "first"),
            .passes("each keeps a name of its own", before: Example.screen([
                Example.button("first", "Remove report.xlsx", y: 120), Example.button("second", "Remove photo.png", y: 180),
            ]), after: Example.screen([
                Example.button("first", "Remove report", y: 120), Example.button("second", "Remove photo", y: 180),
            ])),
        ]
    ) { diff, _ in
        // New groups of two or more stops with one role and one name, whose members had
        // different names before (each was paired and renamed). Such a group holds a stop
        // that was renamed: only names a renamed stop now has are gathered (normalising every
        // stop's name to group them all was 4% of P1's CPU).
        struct Key: Hashable { var name: String; var roles: UInt32 }
        let old = diff.old.tree, new = diff.new.tree
        func renamed(_ n: Int) -> Bool {
            let o = diff.matching.newToOld[n]
            guard o >= 0, let label = new.label(at: n) else { return false }
            return old.label(at: o).map { !LabelQuality.haveSameNormalized($0, label) } ?? true
        }
        func named(_ n: Int) -> Bool { new.isInteractive(at: n) && new.label(at: n) != nil }
        // The renamed stops are among the pairs whose label changed. Non-ASCII names have no
        // quick hash: nil stands for all of them.
        let wanted = Set(RuleCatalog.changedPairs(diff, [.labelAdded, .labelChanged]).map(\.new)
            .filter { diff.new.isFocusStop($0) && named($0) && renamed($0) }
            .map { LabelQuality.normalizedHash(new.label(at: $0) ?? "", seed: 0) })
        guard !wanted.isEmpty else { return [] }
        let stops = diff.new.focusStops.filter(named)
        var groups: [Key: [Int]] = [:]
        for n in stops {
            guard let label = new.label(at: n), wanted.contains(LabelQuality.normalizedHash(label, seed: 0)) else { continue }
            groups[Key(name: LabelQuality.normalized(label), roles: new.knownTraitBits(at: n) & TraitSet.roleBits), default: []].append(n)
        }
        return groups.values.filter { $0.count > 1 }.sorted { $0[0] < $1[0] }.compactMap { members in
            let before = Set(members.compactMap { n -> String? in
                let o = diff.matching.newToOld[n]
                return o >= 0 ? diff.old.tree.elements[o].label.map(LabelQuality.normalized) : nil
            })
            let paired = members.filter { diff.matching.newToOld[$0] >= 0 }
            guard paired.count > 1, before.count == paired.count else { return nil }
            let first = members[0]
            let name = diff.new.tree.elements[first].label ?? ""
            // The part that told them apart was dropped: each old name is the new one with
            // words left out, wherever its language puts them ("Remove attachment
            // report.xlsx", "Anhang report.xlsx entfernen"), not sample data that now happens
            // to coincide.
            guard before.allSatisfy({ LabelQuality.containsWordsInOrder($0, name) && $0 != LabelQuality.normalized(name) }) else { return nil }
            return RuleHit(.new, first, "\(members.count) controls that had names of their own are now all \(Describe.quote(name)): \(diff.new.reader.users) cannot tell them apart")
        }
    }
}
