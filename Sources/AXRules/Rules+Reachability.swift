import AXDiff
import AXModel

/// Rules about what the screen reader can reach.
extension RuleCatalog {
    static let elementUnreachable = Rule(
        id: "element-unreachable",
        title: "Element no longer reachable",
        description: "An element that was a focus stop is still in the tree but {reader} can no longer reach it: swallowed by an accessibility element that does not speak for it, hidden, made not accessible, or behind a modal view. Grouping it into an element that says its role, state and name, and hiding a stop that said nothing useful, are not losses.",
        wcag: [.nameRoleValue, .infoAndRelationships], severity: .error,
        supersedes: ["nested-accessibility-element", "interactive-without-label"],
        fix: "Keep the element reachable: make it an accessibility element again, or, when you group it, give the group its role, its value or state, and a label that contains its own (`accessibilityLabel`, `accessibilityValue`, `accessibilityTraits`; on Android merge it into a clickable parent that states its role and checked state; on the web keep it a focusable control).",
        examples: [
            .triggers("a control newly nested inside a grouped view",
                      before: Example.screen([Example.element("card", label: "Order 42", accessible: false, children: [Example.button("track", "Track order", y: 160)])]),
                      after: Example.screen([Example.element("card", label: "Order 42", children: [Example.button("track", "Track order", y: 160)])]), flagged: "track"),
            .triggers("a text field swallowed by a button",
                      before: Example.screen([Example.button("continue", "Continue", y: 300), Example.textField("code", "Code", y: 160)]),
                      after: Example.screen([Example.element("continue", label: "Continue", traits: [.button], y: 300, type: "UIButton", children: [Example.textField("code", "Code", y: 160)])]),
                      flagged: "code"),
            .triggers("a switch grouped into a row that says neither its state nor its role",
                      before: Example.switchRow(grouped: false), after: Example.switchRow(traits: [.button], value: nil), flagged: "switch"),
            .triggers("a disabled button made not accessible",
                      before: Example.screen([Example.button("submit", "Submit", traits: [.button, .notEnabled])]),
                      after: Example.screen([Example.element("submit", label: "Submit", traits: [.button, .notEnabled], accessible: false, type: "UIButton")]), flagged: "submit"),
            .passes("a label and its switch grouped into one row that says the name, the state and the role (the recommended fix)",
                    before: Example.switchRow(grouped: false), after: Example.switchRow()),
            .passes("the same grouping on Android: a clickable row that merges its switch",
                    before: Example.switchRow(grouped: false, platform: .android), after: Example.switchRow(platform: .android)),
            .passes("a decorative image hidden",
                    before: Example.screen([Example.element("divider", traits: [.image], type: "UIImageView")]),
                    after: Example.screen([Example.element("divider", traits: [.image], accessible: false, type: "UIImageView")])),
            .passes("an image labelled with its file name hidden",
                    before: Example.screen([Example.element("logo", label: "logo_small.png", traits: [.image], type: "UIImageView")]),
                    after: Example.screen([Example.element("logo", label: "logo_small.png", traits: [.image], hidden: true, type: "UIImageView")])),
            .passes("texts grouped into the card that speaks them",
                    before: Example.screen([Example.element("card", label: "Ada Lovelace, Engineering", accessible: false, children: [Example.text("name", "Ada Lovelace"), Example.text("team", "Engineering", y: 150)])]),
                    after: Example.screen([Example.element("card", label: "Ada Lovelace, Engineering", children: [Example.text("name", "Ada Lovelace"), Example.text("team", "Engineering", y: 150)])])),
            .passes("a grouping element ungrouped into its parts",
                    before: Example.screen([Example.element("row", label: "Wi-Fi, On", children: [Example.text("rowLabel", "Wi-Fi"), Example.text("rowValue", "On")])]),
                    after: Example.screen([Example.element("row", label: "Wi-Fi, On", accessible: false, children: [Example.text("rowLabel", "Wi-Fi"), Example.text("rowValue", "On")])])),
        ]
    ) { diff, _ in
        var loss = Loss(diff)
        return diff.pairs.compactMap { pair in
            guard let why = loss.reason(old: pair.old, new: pair.new) else { return nil }
            let element = diff.new.tree.elements[pair.new]
            return RuleHit(.new, pair.new, "\(diff.new.reader.sentenceName) can no longer reach \(Describe.name(element)): \(why)")
        }
    }

    static let nestedAccessibilityElement = Rule(
        id: "nested-accessibility-element",
        title: "Control swallowed by an accessibility element",
        description: "A control that would be a focus stop sits inside an accessibility element that does not speak for it, so {users} cannot reach or operate it. An element speaks for one control when it carries the control's role, its value or state, and a label that contains the control's own (a row grouped with its switch); a second control, or a control of another role (a text field inside a button), is lost.",
        wcag: [.nameRoleValue], severity: .error,
        fix: "Take the control out of the accessibility element (or make that element not accessible), or give the element the control's role, value or state and label so that it speaks for it; expose any further control as a custom action of the element.",
        examples: [
            .triggers("a button inside an accessible card", before: Example.screen([]),
                      after: Example.screen([Example.element("card", label: "Order 42", children: [
                          Example.button("track", "Track", y: 160),
                      ])]), flagged: "track"),
            .triggers("a text field added inside a button", before: Example.screen([Example.button("continue", "Continue", y: 300)]),
                      after: Example.screen([Example.element("continue", label: "Continue", traits: [.button], y: 300, type: "UIButton", children: [
                          Example.textField("code", "Code", y: 160),
                      ])]), flagged: "code"),
            .triggers("a second control inside a one-control row", before: Example.switchRow(),
                      after: Example.switchRow(extra: [Example.button("info", "More info", y: 126, size: (44, 44))]), flagged: "info"),
            .passes("a switch row grouped with its switch", before: Example.screen([]), after: Example.switchRow()),
            .passes("a clickable Android row that merges its switch", before: Example.screen([], platform: .android),
                    after: Example.switchRow(platform: .android)),
            .passes("a clickable view TalkBack skips (nothing to say, not a stop of its own) inside a card", before: Example.screen([], platform: .android),
                    after: Example.screen([Example.element("card", label: "In the news", traits: [.button], children: [
                        Example.element("sliver", traits: [.button], y: 160, size: (7, 280), accessible: false, type: "android.widget.FrameLayout"),
                    ])], platform: .android)),
            .passes("a button reachable as the card's custom action", before: Example.screen([]),
                    after: Example.screen([Example.element("card", label: "Order 42", actions: ["Track"], children: [
                        Example.button("track", "Track", y: 160),
                    ])])),
        ]
    ) { model, _ in
        // Worked out at the first control nested in another (most screens have none).
        var grouping: Grouping?
        // A loop over the model's arrays, not a closure over the model: the closure copied the
        // whole model (a retain of each of its arrays) for every element.
        let elements = model.tree.elements, blockedBy = model.blocked
        var hits: [RuleHit] = []
        for index in elements.indices {
            // Told in the slots before a view of the element is made; the grouping is asked in
            // place (a copy of it is a copy of the model).
            guard let blocked = blockedBy[index], blocked.reason == .nested, model.tree.isInteractive(at: index) else { continue }
            let element = elements[index]
            guard Grouping.isControl(element) else { continue }
            if grouping == nil { grouping = Grouping(model) }
            guard grouping?.speaksFor(index) == false else { continue }
            let container = elements[blocked.by], reader = model.reader
            let says = model.isFocusStop(blocked.by) ? " and \(reader.says) \(Describe.spoken(model.announcement(of: blocked.by))) there" : ""
            hits.append(RuleHit(.new, index, RuleCatalog.nested(element, in: container, model: model) + ", so \(reader.name) cannot reach it\(says)"))
        }
        return hits
    }

    /// `the switch button #darkSwitch is nested inside the accessibility element "Dark Theme"
    /// (the button #row), which does not say its state`: both elements named with what they
    /// are, so a row and a switch that share a label are told apart, and what the container
    /// leaves out.
    static func nested(_ element: Element, in container: Element, model: VoiceOverModel) -> String {
        let reader = model.reader
        let why = Grouping.missing(from: container, element, reader: reader).map { "which does not say \($0)" }
            ?? "which already speaks for another control"
        return "\(Describe.described(element, reader: reader)) is nested inside the accessibility element \(Describe.described(container, reader: reader)), \(why)"
    }

    static let modalRemoved = Rule(
        id: "modal-removed",
        title: "Modal view no longer modal",
        description: "A view lost `modal`, so the content behind it became reachable while it is shown and {users} wander off the dialog.",
        wcag: [.focusOrder], severity: .error,
        fix: "Mark the view modal again: `accessibilityViewIsModal = true` on iOS, a dialog window or `importantForAccessibility` on what is behind it on Android, `aria-modal=\"true\"` or `inert` on the page behind it on the web.",
        examples: [
            .triggers("alert loses modal", before: Example.screen([
                Example.button("compose", "Compose"),
                Example.element("alert", label: "Delete message?", accessible: false, modal: true, children: [Example.button("confirm", "Delete", y: 300)]),
            ]), after: Example.screen([
                Example.button("compose", "Compose"),
                Example.element("alert", label: "Delete message?", accessible: false, children: [Example.button("confirm", "Delete", y: 300)]),
            ]), flagged: "alert"),
            .passes("alert still modal", before: Example.screen([
                Example.element("alert", label: "Delete message?", accessible: false, modal: true, children: [Example.button("confirm", "Delete", y: 300)]),
            ]), after: Example.screen([
                Example.element("alert", label: "Delete this message?", accessible: false, modal: true, children: [Example.button("confirm", "Delete", y: 300)]),
            ])),
        ]
    ) { diff, _ in
        diff.pairs.compactMap { pair in
            guard diff.old.tree.elements[pair.old].modal, !diff.new.tree.elements[pair.new].modal else { return nil }
            // The stops outside the view that the modal kept away: behind it in the old tree, or
            // not in it at all (a browser leaves what a modal dialog makes inert out of the tree).
            let dialog = pair.new..<diff.new.tree.subtreeEnd[pair.new]
            let exposed = diff.new.focusStops.filter { n in
                guard !dialog.contains(n) else { return false }
                let o = diff.matching.newToOld[n]
                guard o >= 0 else { return true }
                guard let blocked = diff.old.blocked[o] else { return false }
                return blocked.reason == .modal && blocked.by == pair.old
            }.count
            return RuleHit(.new, pair.new, "\(Describe.name(diff.new.tree.elements[pair.new])) is no longer modal: \(Describe.plural(exposed, "focus stop")) behind it became reachable")
        }
    }

    static let elementRemoved = Rule(
        id: "element-removed",
        title: "Interactive element removed",
        description: "An interactive element is gone; check that its function is still available to {users} another way.",
        wcag: [], severity: .notice,
        fix: "Nothing to fix when the function moved elsewhere or was retired on purpose; otherwise restore the control.",
        reverse: .none("an element added is new content, not a loss undone"),
        examples: [
            .triggers("a button removed", before: Example.screen([Example.button("share", "Share")]),
                      after: Example.screen([]), flagged: "share"),
            .passes("a static text removed", before: Example.screen([Example.text("note", "Updated daily")]), after: Example.screen([])),
        ]
    ) { diff, _ in
        diff.old.tree.elements.indices.compactMap { o in
            let element = diff.old.tree.elements[o]
            guard diff.matching.oldToNew[o] < 0, element.isInteractive, diff.old.blocked[o] == nil else { return nil }
            return RuleHit(.old, o, "\(Describe.name(element)) was removed (it announced \(Describe.spoken(Announcement.text(for: element, reader: diff.old.reader))))")
        }
    }
}
