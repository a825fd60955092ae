import AXDiff
import AXModel

/// Rules about what a web page announces without moving focus: status messages, alerts and
/// live regions.
extension RuleCatalog {
    /// Roles that make an element a live region (`status` and `log` polite, `alert` assertive).
    static let liveRoles: Set<String> = ["status", "alert", "log"]

    /// True when changes inside the element are announced: a live role or `aria-live`.
    static func isLiveRegion(_ element: Element) -> Bool {
        element.live != nil || element.type.map(liveRoles.contains) == true
    }

    static func liveText(_ id: String, type: String, _ text: String, live: String? = nil) -> Element {
        var element = Element(type: type, id: id, children: [Element(type: "StaticText", id: id + "Text", label: text, traits: [.staticText], accessible: true)])
        element.live = live
        return element
    }

    static let liveRegionRemoved = Rule(
        id: "live-region-removed",
        title: "Status message no longer announced",
        description: "A status message, alert or live region lost its role or its politeness (`role=\"status\"`, `role=\"alert\"`, `aria-live`) while its content stayed, so {users} are no longer told when it appears or changes (\"Added to your basket\", a count of results, an error summary).",
        wcag: [.statusMessages], severity: .error,
        fix: "Keep the container's `role=\"status\"` (polite), `role=\"alert\"` (urgent) or `aria-live=\"polite\"` on an element that is in the page before its message is written into it.",
        platforms: [.web],
        examples: [
            .triggers("a toast lost role=status",
                      before: Example.screen([liveText("toast", type: "status", "Added to your basket", live: "polite")], platform: .web),
                      after: Example.screen([liveText("toast", type: "generic", "Added to your basket")], platform: .web), flagged: "toast"),
            .triggers("a result count lost aria-live",
                      before: Example.screen([liveText("count", type: "paragraph", "3 results", live: "polite")], platform: .web),
                      after: Example.screen([liveText("count", type: "paragraph", "3 results")], platform: .web), flagged: "count"),
            .passes("the message changed",
                    before: Example.screen([liveText("toast", type: "status", "Added to your basket", live: "polite")], platform: .web),
                    after: Example.screen([liveText("toast", type: "status", "Removed from your basket", live: "polite")], platform: .web)),
            .passes("an alert made a polite status",
                    before: Example.screen([liveText("toast", type: "alert", "Saved", live: "assertive")], platform: .web),
                    after: Example.screen([liveText("toast", type: "status", "Saved", live: "polite")], platform: .web)),
        ]
    ) { diff, _ in
        let old = diff.old.tree, new = diff.new.tree
        return old.elements.indices.compactMap { o in
            guard isLiveRegion(old.elements[o]) else { return nil }
            let what = liveRegionName(o, in: old)
            let n = diff.matching.oldToNew[o]
            if n >= 0 {
                let after = new.elements[n]
                guard !isLiveRegion(after), !isInside(n, in: new, where: isLiveRegion) else { return nil }
                return RuleHit(.new, n, "\(what) is no longer a live region (it is now \(after.type.map { "a \($0)" } ?? "untyped")): \(diff.new.reader.users) are not told when it changes")
            }
            // Gone, while what it said is still on the page, and no live region holds it now.
            let kept = ((o + 1)..<old.subtreeEnd[o]).map { diff.matching.oldToNew[$0] }.filter { $0 >= 0 }
                + [textThatReplaced(old: o, diff)].compactMap { $0 }
            guard !kept.isEmpty, !kept.contains(where: { isLiveRegion(new.elements[$0]) || isInside($0, in: new, where: isLiveRegion) }) else { return nil }
            return RuleHit(.old, o, "\(what) is no longer a live region; its text is still on the page, but \(diff.new.reader.users) are not told when it appears or changes")
        }
    }

    /// `the status "Added to your basket"`: the role and what the region says.
    static func liveRegionName(_ index: Int, in tree: ElementTree) -> String {
        let element = tree.elements[index]
        let role = element.type.map { liveRoles.contains($0) ? $0 : "live region" } ?? "live region"
        return "the \(role)" + (shownText(of: index, in: tree).map { " " + Describe.quote($0) } ?? "")
    }
}
