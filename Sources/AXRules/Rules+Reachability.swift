import AXDiff
import AXModel

/// Rules about what VoiceOver can reach.
extension RuleCatalog {
    static let elementUnreachable = Rule(
        id: "element-unreachable",
        title: "Element no longer reachable",
        description: "An element that was a focus stop is still in the tree but VoiceOver can no longer reach it: nested inside an accessibility element, hidden, made not accessible, or behind a modal view.",
        wcag: [.nameRoleValue, .infoAndRelationships], severity: .error,
        supersedes: ["nested-accessibility-element", "interactive-without-label"],
        examples: [
            .triggers("a control newly nested inside a grouped view",
                      before: Example.screen([Example.element("card", label: "Order 42", accessible: false, children: [Example.button("track", "Track order", y: 160)])]),
                      after: Example.screen([Example.element("card", label: "Order 42", children: [Example.button("track", "Track order", y: 160)])]), flagged: "track"),
            .triggers("a disabled button made not accessible",
                      before: Example.screen([Example.button("submit", "Submit", traits: [.button, .notEnabled])]),
                      after: Example.screen([Example.element("submit", label: "Submit", traits: [.button, .notEnabled], accessible: false, type: "UIButton")]), flagged: "submit"),
            .passes("texts grouped into the card that speaks them",
                    before: Example.screen([Example.element("card", label: "Ada Lovelace, Engineering", accessible: false, children: [Example.text("name", "Ada Lovelace"), Example.text("team", "Engineering", y: 150)])]),
                    after: Example.screen([Example.element("card", label: "Ada Lovelace, Engineering", children: [Example.text("name", "Ada Lovelace"), Example.text("team", "Engineering", y: 150)])])),
            .passes("a grouping element ungrouped into its parts",
                    before: Example.screen([Example.element("row", label: "Wi-Fi, On", children: [Example.text("rowLabel", "Wi-Fi"), Example.text("rowValue", "On")])]),
                    after: Example.screen([Example.element("row", label: "Wi-Fi, On", accessible: false, children: [Example.text("rowLabel", "Wi-Fi"), Example.text("rowValue", "On")])])),
        ]
    ) { diff, _ in
        diff.matching.pairs.compactMap { pair in
            guard diff.old.isFocusStop(pair.old), !diff.new.isFocusStop(pair.new) else { return nil }
            let element = diff.new.tree.elements[pair.new]
            let why: String
            if let blocked = diff.new.blocked[pair.new] {
                let by = diff.new.tree.elements[blocked.by]
                // Text grouped into the element that now speaks it is not lost: that is the
                // recommended grouping (a card reading "Ada Lovelace, Engineering").
                if blocked.reason == .nested, !element.isInteractive, let spoken = element.label ?? element.text,
                   let container = by.label, LabelQuality.normalized(container).contains(LabelQuality.normalized(spoken))
                {
                    return nil
                }
                switch blocked.reason {
                case .nested: why = "it is now nested inside the accessibility element \(Describe.name(by)), which swallows it"
                case .hidden: why = blocked.by == pair.new ? "it is now hidden" : "it is now inside the hidden \(Describe.name(by))"
                case .modal: why = "it is now behind the modal view \(Describe.name(by))"
                }
            } else {
                // Walked but not a stop: an ungrouped container whose parts are now stops is
                // not lost; an element with no stops inside is.
                let end = diff.new.tree.subtreeEnd[pair.new]
                let hasStopsInside = ((pair.new + 1)..<end).contains { diff.new.isFocusStop($0) }
                if hasStopsInside { return nil }
                why = element.traits.contains(.notEnabled)
                    ? "it was made not accessible (a disabled control must stay accessible and be announced as dimmed)"
                    : "it was made not accessible"
            }
            return RuleHit(.new, pair.new, "VoiceOver can no longer reach \(Describe.name(element)): \(why)")
        }
    }

    static let nestedAccessibilityElement = Rule(
        id: "nested-accessibility-element",
        title: "Interactive element nested inside an accessibility element",
        description: "An interactive element sits inside an accessibility element, which swallows it, unless that element is itself interactive and wraps exactly one interactive child (a label grouped with its control).",
        wcag: [.nameRoleValue], severity: .error,
        examples: [
            .triggers("a button inside an accessible card", before: Example.screen([]),
                      after: Example.screen([Example.element("card", label: "Order 42", children: [
                          Example.button("track", "Track", y: 160),
                      ])]), flagged: "track"),
            .passes("a switch row grouped with its switch", before: Example.screen([]),
                    after: Example.screen([Example.element("row", label: "Dark Theme", value: "Off", traits: [.button, .toggle], children: [
                        Example.text("rowLabel", "Dark Theme"), Example.element("switch", value: "0", traits: [.button, .toggle], size: (51, 31)),
                    ])])),
        ]
    ) { model, _ in
        var interactiveInside: [Int: Int] = [:]
        for index in model.tree.elements.indices {
            if let blocked = model.blocked[index], blocked.reason == .nested, model.tree.elements[index].isInteractive {
                interactiveInside[blocked.by, default: 0] += 1
            }
        }
        return model.tree.elements.indices.compactMap { index in
            guard let blocked = model.blocked[index], blocked.reason == .nested else { return nil }
            let element = model.tree.elements[index], container = model.tree.elements[blocked.by]
            guard element.isInteractive else { return nil }
            if container.isInteractive && interactiveInside[blocked.by] == 1 { return nil }
            return RuleHit(.new, index, "\(Describe.name(element)) is nested inside the accessibility element \(Describe.name(container)), so VoiceOver cannot reach it")
        }
    }

    static let modalRemoved = Rule(
        id: "modal-removed",
        title: "Modal view no longer modal",
        description: "A view lost `modal`, so the content behind it became reachable while it is shown.",
        wcag: [.focusOrder], severity: .error,
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
        diff.matching.pairs.compactMap { pair in
            guard diff.old.tree.elements[pair.old].modal, !diff.new.tree.elements[pair.new].modal else { return nil }
            let exposed = diff.old.tree.elements.indices.filter { o in
                guard let blocked = diff.old.blocked[o], blocked.reason == .modal, blocked.by == pair.old else { return false }
                let n = diff.matching.oldToNew[o]
                return n >= 0 && diff.new.isFocusStop(n)
            }.count
            return RuleHit(.new, pair.new, "\(Describe.name(diff.new.tree.elements[pair.new])) is no longer modal: \(Describe.plural(exposed, "focus stop")) behind it became reachable")
        }
    }

    static let elementRemoved = Rule(
        id: "element-removed",
        title: "Interactive element removed",
        description: "An interactive element is gone; check that its function is still available another way.",
        wcag: [], severity: .notice,
        examples: [
            .triggers("a button removed", before: Example.screen([Example.button("share", "Share")]),
                      after: Example.screen([]), flagged: "share"),
            .passes("a static text removed", before: Example.screen([Example.text("note", "Updated daily")]), after: Example.screen([])),
        ]
    ) { diff, _ in
        diff.old.tree.elements.indices.compactMap { o in
            let element = diff.old.tree.elements[o]
            guard diff.matching.oldToNew[o] < 0, element.isInteractive, diff.old.blocked[o] == nil else { return nil }
            return RuleHit(.old, o, "\(Describe.name(element)) was removed (it announced \(Describe.spoken(Announcement.text(for: element))))")
        }
    }
}
