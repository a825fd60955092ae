import AXDiff
import AXModel

/// Rules about what a web page's links say of where they go.
extension RuleCatalog {
    static func webLink(_ id: String, _ label: String, url: String, y: Double = 120) -> Element {
        Element(type: "link", id: id, label: label, traits: [.link], frame: Frame(16, y, 200, 24), accessible: true, url: url)
    }

    static let ambiguousLinkName = Rule(
        id: "ambiguous-link-name",
        title: "Links to different places now share one name",
        description: "Links that go to different places were renamed to the same words (\"Read more\", \"Click here\"), so in a list of the page's links, or out of context, {users} cannot tell where each one goes. Links in a table's cells are told apart by their rows and columns, which screen readers speak with them.",
        wcag: [.linkPurpose], severity: .warning,
        supersedes: ["duplicate-label"],
        fix: "Say where each link goes in its own text (\"Read more about growing chillies\"), or add the rest of it in visually hidden text or `aria-label`.",
        examples: [
            .triggers("a card link renamed \"Read more\", the name another card's link has",
                      before: Example.screen([webLink("chillies", "Growing chillies", url: "/chillies"), webLink("basil", "Read more", url: "/basil", y: 180)], platform: .web),
                      after: Example.screen([webLink("chillies", "Read more", url: "/chillies"), webLink("basil", "Read more", url: "/basil", y: 180)], platform: .web),
                      flagged: "chillies"),
            .passes("two links to one place share a name",
                    before: Example.screen([webLink("logo", "Home page", url: "/"), webLink("home", "Home", url: "/", y: 180)], platform: .web),
                    after: Example.screen([webLink("logo", "Home", url: "/"), webLink("home", "Home", url: "/", y: 180)], platform: .web)),
            .passes("a link's version number updated to another link's",
                    before: Example.screen([webLink("alert", "View tests in V24.06.07", url: "/review/94"), webLink("menu", "View tests in V25.11.06", url: "/review/87", y: 180)], platform: .web),
                    after: Example.screen([webLink("alert", "View tests in V25.11.06", url: "/review/94"), webLink("menu", "View tests in V25.11.06", url: "/review/87", y: 180)], platform: .web)),
            .passes("version links in a table's rows, told apart by their rows",
                    before: Example.screen([Element(type: "table", children: [
                        Element(type: "row", label: "Alert Example", children: [Element(type: "cell", children: [webLink("alert", "V24.03.12", url: "/review/89")])]),
                        Element(type: "row", label: "Menu Example", children: [Element(type: "cell", children: [webLink("menu", "V24.10.22", url: "/review/91", y: 180)])]),
                    ])], platform: .web),
                    after: Example.screen([Element(type: "table", children: [
                        Element(type: "row", label: "Alert Example", children: [Element(type: "cell", children: [webLink("alert", "V24.10.22", url: "/review/89")])]),
                        Element(type: "row", label: "Menu Example", children: [Element(type: "cell", children: [webLink("menu", "V24.10.22", url: "/review/91", y: 180)])]),
                    ])], platform: .web)),
        ]
    ) { diff, _ in
        let new = diff.new.tree
        // The links of the new page by name, with where they go.
        var byName: [String: [Int]] = [:]
        for n in diff.new.focusStops where new.elements[n].traits.contains(.link) {
            guard let label = new.elements[n].label, !RuleCatalog.inTableCell(n, new) else { continue }
            byName[LabelQuality.normalized(label), default: []].append(n)
        }
        var hits: [RuleHit] = []
        for (name, links) in byName where links.count > 1 {
            let targets = Set(links.compactMap { new.elements[$0].url })
            guard targets.count > 1 else { continue }
            for n in links {
                let o = diff.matching.newToOld[n]
                // Renamed into the shared name: before, it said something of its own.
                guard o >= 0, let before = diff.old.tree.elements[o].label, LabelQuality.normalized(before) != name else { continue }
                // A name that changed only in its numbers (a version, a date, a count) is data
                // that changed, not a link renamed: "View tests in V24.06.07" showing the
                // version it now holds.
                guard RuleCatalog.digitsAsOne(before) != RuleCatalog.digitsAsOne(new.elements[n].label ?? "") else { continue }
                let others = links.count - 1
                hits.append(RuleHit(.new, n, "the link \(Describe.quote(before)) is now \(Describe.quote(new.elements[n].label ?? "")), the name of \(Describe.plural(others, "other link")) that go elsewhere: its target \(Describe.quote(new.elements[n].url ?? "")) is no longer said"))
            }
        }
        return hits.sorted { $0.element < $1.element }
    }

    /// The roles of a table's cells and rows, whose headers a screen reader speaks with a link
    /// in them: WCAG 2.4.4's programmatically determined link context.
    static let tableCellRoles: Set<String> = ["cell", "gridcell", "rowheader", "columnheader", "row"]

    /// Whether element `n` is in a table cell or row, which says what its link is about: a
    /// version link "V24.10.22" in each row of a table of test plans is told apart by its row.
    static func inTableCell(_ n: Int, _ tree: ElementTree) -> Bool {
        tree.ancestors(of: n).contains { tree.elements[$0].type.map(tableCellRoles.contains) ?? false }
    }

    /// `text` with every run of digits read as one placeholder: what stays of a name when the
    /// data in it changes.
    static func digitsAsOne(_ text: String) -> String {
        var result = ""
        var inDigits = false
        for character in LabelQuality.normalized(text) {
            if character.isNumber {
                if !inDigits { result.append("#") }
                inDigits = true
            } else {
                result.append(character)
                inDigits = false
            }
        }
        return result
    }
}
