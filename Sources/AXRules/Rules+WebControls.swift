import AXDiff
import AXModel

/// Rules about web controls that stopped being controls: tabs made buttons, buttons made text,
/// controls hidden from screen readers that still take focus.
extension RuleCatalog {
    static func tab(_ id: String, _ label: String, selected: Bool = false) -> Element {
        Element(type: "tab", id: id, label: label, traits: selected ? [.button, .selected] : [.button], accessible: true)
    }

    static let tabRoleRemoved = Rule(
        id: "tab-role-removed",
        title: "Tabs no longer exposed as tabs",
        description: "A tab became another control (a plain button) or lost its tab list, so {users} no longer hear that it is one of a set of tabs, how many there are, or which one is showing.",
        wcag: [.infoAndRelationships, .nameRoleValue], severity: .error,
        fix: "Keep `role=\"tablist\"` on the container, `role=\"tab\"` with `aria-selected` on each tab and `role=\"tabpanel\"` on the panel; a row of buttons that switches content is a tab list.",
        platforms: [.web],
        examples: [
            .triggers("a tab made a button",
                      before: Example.screen([Element(type: "tablist", id: "tabs", label: "Product", traits: [.tabBar], children: [
                          tab("description", "Description", selected: true), tab("reviews", "Reviews"),
                      ])], platform: .web),
                      after: Example.screen([Element(type: "tablist", id: "tabs", label: "Product", traits: [.tabBar], children: [
                          Example.element("description", label: "Description", traits: [.button], type: "button"),
                          tab("reviews", "Reviews"),
                      ])], platform: .web), flagged: "description"),
            .passes("the selected tab changed",
                    before: Example.screen([Element(type: "tablist", id: "tabs", label: "Product", traits: [.tabBar], children: [
                        tab("description", "Description", selected: true), tab("reviews", "Reviews"),
                    ])], platform: .web),
                    after: Example.screen([Element(type: "tablist", id: "tabs", label: "Product", traits: [.tabBar], children: [
                        tab("description", "Description"), tab("reviews", "Reviews", selected: true),
                    ])], platform: .web)),
        ]
    ) { diff, _ in
        let old = diff.old.tree, new = diff.new.tree
        var hits: [RuleHit] = []
        for o in old.elements.indices {
            let type = old.elements[o].type
            guard type == "tab" || type == "tablist" else { continue }
            let n = diff.matching.oldToNew[o]
            let name = Describe.name(old.elements[o])
            if type == "tablist" {
                if n >= 0 {
                    guard new.elements[n].type != "tablist" else { continue }
                    hits.append(RuleHit(.new, n, "the tab list \(name) is no longer a tab list (it is now \(new.elements[n].type.map { "a \($0)" } ?? "untyped")): \(diff.new.reader.users) are not told its controls are tabs or how many there are"))
                } else if contentKept(old: o, diff) && !((o + 1)..<old.subtreeEnd[o]).contains(where: { diff.matching.oldToNew[$0] >= 0 && isInside(diff.matching.oldToNew[$0], in: new) { $0.type == "tablist" } }) {
                    hits.append(RuleHit(.old, o, "the tab list \(name) was removed while its tabs are still on the page"))
                }
                continue
            }
            // A tab: paired, or gone while a control with its name took its place.
            let now = n >= 0 ? n : replacingControl(old: o, diff)
            guard let now, now >= 0 else { continue }
            let after = new.elements[now]
            if after.type != "tab" {
                guard after.isInteractive else { continue }  // no longer a control at all: other rules' case
                hits.append(RuleHit(.new, now, "the tab \(name) is now \(after.type.map { "a \($0)" } ?? "an untyped control"): \(diff.new.reader.name) no longer \(diff.new.reader.says) that it is a tab, which one is selected, or how many there are", wcag: [.nameRoleValue]))
            } else if isInside(o, in: old, where: { $0.type == "tablist" }), !isInside(now, in: new, where: { $0.type == "tablist" }) {
                hits.append(RuleHit(.new, now, "the tab \(name) is no longer in a tab list: \(diff.new.reader.users) are not told how many tabs there are", wcag: [.nameRoleValue]))
            }
        }
        return hits
    }

    /// The new control, with no partner, that carries the old element's name under the element
    /// that took the place of its nearest paired ancestor: what a control rebuilt with another
    /// role became. Nil when there is none, or more than one.
    static func replacingControl(old o: Int, _ diff: ScreenDiff) -> Int? {
        guard let label = diff.old.tree.elements[o].label else { return nil }
        let anchor = diff.matchedAncestor(old: o)
        let place = anchor >= 0 ? diff.matching.oldToNew[anchor] : 0
        guard place >= 0, place < diff.new.tree.elements.count else { return nil }
        let candidates = ((place + 1)..<diff.new.tree.subtreeEnd[place]).filter { n in
            let element = diff.new.tree.elements[n]
            return element.isInteractive && diff.new.isFocusStop(n) && element.label.map { LabelQuality.haveSameNormalized($0, label) } == true
                && (diff.matching.newToOld[n] < 0 || !diff.old.isFocusStop(diff.matching.newToOld[n]))
        }
        return candidates.count == 1 ? candidates[0] : nil
    }

    static let controlBecameText = Rule(
        id: "control-became-text",
        title: "Control became plain text",
        description: "A control (a button, link or field) is gone while its name is still on the page as plain text, so {users} hear words where a control was and cannot operate it from the keyboard (a `<button>` rebuilt as a `<div>` with a click handler).",
        wcag: [.keyboard, .nameRoleValue], severity: .error,
        fix: "Use the native element (`<button>`, `<a href>`) or give the element its role, make it focusable (`tabindex=\"0\"`) and handle Enter and Space.",
        examples: [
            .triggers("a button made a div, read as one line with the text before it",
                      before: Example.screen([Element(type: "main", id: "main", children: [
                          Example.text("price", "£12.99"),
                          Example.element("basket", label: "Add to basket", traits: [.button], y: 180, type: "button"),
                      ])], platform: .web),
                      after: Example.screen([Element(type: "main", id: "main", children: [
                          Example.element("text", label: "£12.99 Add to basket", traits: [.staticText], type: "StaticText"),
                      ])], platform: .web), flagged: "basket"),
            .passes("a button removed with its text",
                    before: Example.screen([Element(type: "main", id: "main", children: [
                        Example.text("intro", "Welcome"),
                        Example.element("basket", label: "Add to basket", traits: [.button], y: 180, type: "button"),
                    ])], platform: .web),
                    after: Example.screen([Element(type: "main", id: "main", children: [Example.text("intro", "Welcome")])], platform: .web)),
        ]
    ) { diff, _ in
        diff.old.focusStops.compactMap { o in
            let before = diff.old.tree.elements[o]
            guard before.isInteractive, diff.matching.oldToNew[o] < 0, let text = textThatReplaced(old: o, diff) else { return nil }
            let reader = diff.new.reader
            return RuleHit(.old, o, "\(Describe.name(before)) is no longer a control: its text is now plain text (\(Describe.quote(diff.new.tree.elements[text].label ?? ""))), which \(reader.name) \(reader.says) without a role, and the keyboard cannot operate it")
        }
    }

    static let focusableContentHidden = Rule(
        id: "focusable-content-hidden",
        title: "Focusable content hidden from screen readers",
        description: "An element hidden from {reader} (`aria-hidden=\"true\"` on it or around it) still takes keyboard focus, so {users} who press Tab land on a control that says nothing, or its name and role without the text around it.",
        wcag: [.nameRoleValue], severity: .error,
        supersedes: ["element-unreachable"],
        fix: "Do not put `aria-hidden` on content that is shown and operable; to take content out of use, hide it (`hidden`, `display: none`) or make it `inert`.",
        examples: [
            .triggers("a cookie banner hidden with aria-hidden",
                      before: Example.screen([Element(type: "region", id: "banner", label: "Cookie consent", children: [Self.focusableButton("accept", "Accept all cookies")])], platform: .web),
                      after: Example.screen([Element(type: "region", id: "banner", label: "Cookie consent", hidden: true, children: [Self.focusableButton("accept", "Accept all cookies")])], platform: .web),
                      flagged: "accept"),
            .passes("decorative content hidden",
                    before: Example.screen([Example.element("icon", traits: [.image], type: "image")], platform: .web),
                    after: Example.screen([Example.element("icon", traits: [.image], hidden: true, type: "image")], platform: .web)),
        ]
    ) { model, _ in
        model.tree.elements.indices.compactMap { index in
            let element = model.tree.elements[index]
            guard element.focusable, let blocked = model.blocked[index], blocked.reason == .hidden else { return nil }
            let by = blocked.by == index ? "" : " inside the hidden \(Describe.name(model.tree.elements[blocked.by]))"
            return RuleHit(.new, index, "\(Describe.name(element)) is hidden from \(model.reader.name)\(by) but still takes keyboard focus: \(model.reader.users) who press Tab land on it and hear nothing of it")
        }
    }

    static func focusableButton(_ id: String, _ label: String) -> Element {
        var button = Example.element(id, label: label, traits: [.button], type: "button")
        button.focusable = true
        return button
    }
}
