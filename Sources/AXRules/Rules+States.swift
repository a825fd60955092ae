import AXDiff
import AXModel

/// Rules about what an element says besides its name and role: its value, its state, and the
/// text drawn on it.
extension RuleCatalog {
    static let valueRemoved = Rule(
        id: "value-removed",
        title: "Value removed",
        description: "A focus stop that had a value (a setting, a state such as \"Unmuted\", a level) has none, so {users} can no longer hear it.",
        wcag: [.nameRoleValue], severity: .error,
        fix: "Give the element its value back (`accessibilityValue`, Android's state description or checked state, `aria-valuenow`, `aria-checked` or `aria-pressed`).",
        examples: [
            .triggers("slider loses its value", before: Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.adjustable])]),
                      after: Example.screen([Example.element("volume", label: "Volume", traits: [.adjustable])]), flagged: "volume"),
            .triggers("a mute button loses its state", before: Example.screen([Example.element("mute", label: "Mute", value: "Unmuted", traits: [.button])]),
                      after: Example.screen([Example.element("mute", label: "Mute", traits: [.button])]), flagged: "mute"),
            .passes("value changes", before: Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.adjustable])]),
                    after: Example.screen([Example.element("volume", label: "Volume", value: "60%", traits: [.adjustable])])),
            .passes("a text field emptied", before: Example.screen([Example.element("email", label: "Email", value: "ada@example.com", traits: [.textEntry])]),
                    after: Example.screen([Example.element("email", label: "Email", traits: [.textEntry])])),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.valueRemoved]).compactMap { pair in
            let before = diff.old.tree.elements[pair.old], after = diff.new.tree.elements[pair.new]
            guard before.value != nil, after.value == nil, diff.old.isFocusStop(pair.old), diff.new.isFocusStop(pair.new),
                  !before.traits.contains(.textEntry), !after.traits.contains(.textEntry),
                  !RuleCatalog.wasReleased(old: pair.old, new: pair.new, diff),
                  let value = diff.old.spokenValue(of: pair.old)
            else { return nil }  // A text field's value is what was typed: emptying it loses nothing.
            return RuleHit(.new, pair.new, "\(Describe.name(after)) lost its value \(Describe.quote(value)): \(Describe.nowSays(pair.new, in: diff.new))")
        }
    }

    static let valueInLabel = Rule(
        id: "value-in-label",
        title: "Value or state moved into the label",
        description: "The value or state moved into the label (\"Volume, 50%\", \"Accept terms, checked\"), so {reader} {says} a name that goes stale, and {users} are no longer told when the value or state changes. The value is found as written, in any language; a state written as words is found by the words for states in English and in the label's language (German, Japanese or Arabic: the element's `language`, else the snapshot's `context.locale`).",
        wcag: [.nameRoleValue], severity: .error,
        supersedes: ["role-removed", "value-removed", "selection-removed"],
        fix: "Keep the name in the label and the value or state where the platform reports it: `accessibilityValue` and the `selected` or toggle traits, Android's checked state or state description, `aria-valuenow`, `aria-checked` or `aria-selected`.",
        examples: [
            .triggers("\"Volume, 50%\" as the label", before: Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.adjustable])]),
                      after: Example.screen([Example.element("volume", label: "Volume, 50%", traits: [.adjustable])]), flagged: "volume"),
            .triggers("a checkbox's state moved into its label",
                      before: Example.screen([Example.element("terms", label: "Accept terms", value: "1", traits: [.button, .toggle], type: "UISwitch")]),
                      after: Example.screen([Example.element("terms", label: "Accept terms, checked", traits: [.button], type: "UISwitch")]), flagged: "terms"),
            .triggers("a tab's selection moved into its label",
                      before: Example.screen([Example.button("home", "Home", traits: [.button, .selected]), Example.button("search", "Search", y: 180)]),
                      after: Example.screen([Example.button("home", "Home, selected"), Example.button("search", "Search", y: 180)]), flagged: "home"),
            .passes("value kept apart", before: Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.adjustable])]),
                    after: Example.screen([Example.element("volume", label: "Ringer volume", value: "50%", traits: [.adjustable])])),
            .passes("a word of the state inside another word",
                    before: Example.screen([Example.element("alerts", label: "Alerts", value: "1", traits: [.button, .toggle])]),
                    after: Example.screen([Example.element("alerts", label: "Notifications", traits: [.button, .toggle])])),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.valueRemoved, .traitsRemoved]).compactMap { pair in
            let before = diff.old.tree.elements[pair.old], after = diff.new.tree.elements[pair.new]
            guard let label = after.label, before.value != nil || before.traits.contains(.selected) else { return nil }
            // The words of both labels, once for all the phrases looked for.
            let labelWords = LabelQuality.words(label), oldLabelWords = LabelQuality.words(before.label ?? "")
            func movedIn(_ words: String) -> Bool {
                LabelQuality.containsWords(labelWords, words) && !LabelQuality.containsWords(oldLabelWords, words)
            }
            let users = diff.new.reader.users
            if let value = before.value, after.value == nil {
                let spoken = diff.old.spokenValue(of: pair.old) ?? value
                if movedIn(spoken) || movedIn(value) {
                    return RuleHit(.new, pair.new, "the value \(Describe.quote(spoken)) moved into the label \(Describe.quote(label)), so \(users) are not told when it changes; keep it in the value")
                }
            }
            let toggleLost = before.traits.contains(.toggle) && before.value != nil && (after.value == nil || !after.traits.contains(.toggle))
            let selectionLost = before.traits.contains(.selected) && !after.traits.contains(.selected)
            // Whether a word says a state is a matter of words: those of the label's language
            // (SpokenLanguage), and English.
            let stateWords = SpokenLanguage.of(after, in: diff.new).flatMap(\.stateWords)
            guard toggleLost || selectionLost, let word = stateWords.first(where: movedIn) else { return nil }
            let state = selectionLost ? "selection" : "state"
            return RuleHit(.new, pair.new, "the \(state) moved into the label \(Describe.quote(label)) (\"\(word)\") and out of the \(selectionLost ? "selected trait" : "value and traits"), so \(users) are not told when it changes")
        }
    }

    static let selectionRemoved = Rule(
        id: "selection-removed",
        title: "Selection lost",
        description: "A group of tabs, segments or options had a selected one and now has none, so {users} cannot tell which one is current. Selection moving to another member of the group is not reported, and neither are the web's options, tree items, rows and cells: a listbox, tree or grid may have none selected (nothing chosen yet), so its selection is the user's choice, not what tells where they are.",
        wcag: [.nameRoleValue], severity: .error,
        fix: "Keep the `selected` state on the current tab or segment (`accessibilityTraits.insert(.selected)`, `isSelected`, `aria-selected=\"true\"` or `aria-current`).",
        examples: [
            .triggers("no tab selected any more",
                      before: Example.screen([Example.button("home", "Home", traits: [.button, .selected]), Example.button("search", "Search", y: 180)]),
                      after: Example.screen([Example.button("home", "Home"), Example.button("search", "Search", y: 180)]), flagged: "home"),
            .passes("selection moved to the next tab",
                    before: Example.screen([Example.button("home", "Home", traits: [.button, .selected]), Example.button("search", "Search", y: 180)]),
                    after: Example.screen([Example.button("home", "Home"), Example.button("search", "Search", y: 180, traits: [.button, .selected])])),
            .passes("a listbox's preselected option no longer preselected",
                    before: Example.screen([Element(type: "listbox", label: "Widgets", children: [
                        Example.element("chart", label: "Chart", traits: [.selected], type: "option"), Example.element("table", label: "Table", y: 180, type: "option"),
                    ])], platform: .web),
                    after: Example.screen([Element(type: "listbox", label: "Widgets", children: [
                        Example.element("chart", label: "Chart", type: "option"), Example.element("table", label: "Table", y: 180, type: "option"),
                    ])], platform: .web)),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.traitsRemoved]).compactMap { pair in
            let before = diff.old.tree.elements[pair.old], after = diff.new.tree.elements[pair.new]
            guard before.traits.contains(.selected), !after.traits.contains(.selected), diff.new.blocked[pair.new] == nil else { return nil }
            // ARIA's options, tree items, rows and cells may all be unselected: a choice not
            // yet made, where a tab list always has its current tab.
            if diff.new.platform == .web, let role = after.type, optionalSelectionRoles.contains(role) { return nil }
            let oldGroup = selectionGroup(of: pair.old, in: diff.old.tree), newGroup = selectionGroup(of: pair.new, in: diff.new.tree)
            guard oldGroup >= 0, newGroup >= 0 else { return nil }
            // A group: at least two interactive members. A lone element's selection is its own.
            let members = (oldGroup + 1)..<diff.old.tree.subtreeEnd[oldGroup]
            guard members.lazy.filter({ diff.old.tree.elements[$0].isInteractive }).prefix(2).count == 2 else { return nil }
            let stillSelected = ((newGroup + 1)..<diff.new.tree.subtreeEnd[newGroup]).contains { $0 != pair.new && diff.new.tree.elements[$0].traits.contains(.selected) }
            guard !stillSelected else { return nil }
            let reader = diff.new.reader
            return RuleHit(.new, pair.new, "\(Describe.name(after)) is no longer selected and nothing else in its group is, so \(reader.users) cannot tell which one is current: \(Describe.nowSays(pair.new, in: diff.new))")
        }
    }

    /// Web roles whose `aria-selected` is a choice a widget may have none of (WAI-ARIA:
    /// listbox, tree and grid selection), unlike a tab list's current tab.
    static let optionalSelectionRoles: Set<String> = ["option", "treeitem", "row", "gridcell", "cell", "columnheader", "rowheader"]

    /// The group an element is selected among: the nearest tab bar above it, else its parent.
    static func selectionGroup(of index: Int, in tree: ElementTree) -> Int {
        var current = tree.parent[index]
        while current >= 0 {
            if tree.elements[current].traits.contains(.tabBar) { return current }
            current = tree.parent[current]
        }
        return tree.parent[index]
    }

    static let labelReplacesText = Rule(
        id: "label-replaces-text",
        title: "Label replaced the visible text",
        description: "A focus stop that is not a control spoke the text drawn on it and now has a label without that text (a price \"$12.99\" announced as \"Price\"), so {users} no longer hear what everyone else reads.",
        wcag: [.infoAndRelationships, .nonTextContent], severity: .warning,
        fix: "Put the drawn text back in what is spoken: in the label (\"Price, $12.99\") or in the value.",
        examples: [
            .triggers("a price announced as \"Price\"",
                      before: Example.screen([Example.element("price", label: "$12.99", traits: [.staticText], text: "$12.99", type: "UILabel")]),
                      after: Example.screen([Example.element("price", label: "Price", traits: [.staticText], text: "$12.99", type: "UILabel")]), flagged: "price"),
            .passes("the label names the text and keeps it",
                    before: Example.screen([Example.element("price", label: "$12.99", traits: [.staticText], text: "$12.99", type: "UILabel")]),
                    after: Example.screen([Example.element("price", label: "Price", value: "$12.99", traits: [.staticText], text: "$12.99", type: "UILabel")])),
            .passes("drawn symbols read as words",
                    before: Example.screen([Example.element("rating", label: "★★★★☆", traits: [.staticText], text: "★★★★☆", type: "UILabel")]),
                    after: Example.screen([Example.element("rating", label: "4 of 5 stars", traits: [.staticText], text: "★★★★☆", type: "UILabel")])),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.labelChanged, .labelAdded]).compactMap { pair in
            let before = diff.old.tree.elements[pair.old], after = diff.new.tree.elements[pair.new]
            guard let text = after.text, let oldText = before.text, let label = after.label, before.label != label,
                  !after.isInteractive, diff.old.isFocusStop(pair.old), diff.new.isFocusStop(pair.new),
                  text.contains(where: { $0.isLetter || $0.isNumber })
            else { return nil }
            func speaks(_ element: Element, _ text: String) -> Bool {
                let drawn = LabelQuality.normalized(text)
                return [element.label, element.value].contains { $0.map { LabelQuality.normalized($0).contains(drawn) } == true }
            }
            guard speaks(before, oldText), !speaks(after, text) else { return nil }
            return RuleHit(.new, pair.new, "the label \(Describe.quote(label)) replaced the text drawn on it, \(Describe.quote(text)): \(Describe.nowSays(pair.new, in: diff.new)) and no longer the text")
        }
    }

    /// The matched pairs with a change of one of `kinds`, each once, in the order of the
    /// changes: the few pairs a rule about values, states or labels needs to look at.
    static func changedPairs(_ diff: ScreenDiff, _ kinds: Set<Change.Kind>) -> [(old: Int, new: Int)] {
        var seen = Set<Int>()
        return diff.changes.compactMap { change in
            guard kinds.contains(change.kind), let o = change.old, let n = change.new, seen.insert(n).inserted else { return nil }
            return (o, n)
        }
    }
}
