import AXDiff
import AXModel

/// Rules about what the web's screen-reader users navigate by: heading levels, landmarks,
/// lists, disclosure states and link targets (docs/web.md).
extension RuleCatalog {
    /// The roles a screen reader lists as landmarks; `region` and `form` only when named.
    static let landmarkRoles = ["banner", "main", "navigation", "contentinfo", "complementary", "search"]
    static let namedLandmarkRoles = ["region", "form"]

    /// The longest landmark role (`complementary`), and the first letters of the roles (bit
    /// `byte - 0x40`): most types (`UIButton`, `XCUIElementTypeButton`,
    /// `android.widget.TextView`) are told apart by their length or first byte alone.
    static let longestLandmarkRole = (landmarkRoles + namedLandmarkRoles).map(\.utf8.count).max() ?? 0
    static let landmarkInitials = (landmarkRoles + namedLandmarkRoles).reduce(UInt64(0)) { mask, role in
        mask | (role.utf8.first.map { UInt64(1) << (UInt64($0) & 0x3F) } ?? 0)
    }

    static func isLandmark(_ element: Element) -> Bool {
        guard let type = element.type, type.utf8.count <= longestLandmarkRole,
              let first = type.utf8.first, first >= 0x40, first < 0x80, landmarkInitials & (UInt64(1) << UInt64(first - 0x40)) != 0
        else { return false }
        // A role is a short string: compared with each name in place, which is cheaper than
        // hashing it for a set (this runs for every element of every old screen).
        return landmarkRoles.contains(type) || (element.label != nil && namedLandmarkRoles.contains(type))
    }

    static func webHeading(_ id: String, _ label: String, level: Int) -> Element {
        Element(type: "heading", id: id, label: label, traits: [.header], accessible: true, level: level)
    }

    static let headingLevelSkipped = Rule(
        id: "heading-level-skipped",
        title: "Heading level skipped",
        description: "A heading is more than one level below the heading before it (an h4 after an h2), so {users} navigating by level miss the section or think one is missing.",
        wcag: [.infoAndRelationships], severity: .warning,
        fix: "Give the heading the next level down from the one before it (`<h3>` after `<h2>`; `accessibilityHeadingLevel` on iOS), and style it with CSS instead of choosing the level by its look.",
        examples: [
            .triggers("h2 demoted to h4 under an h2", before: Example.screen([
                webHeading("install", "Install", level: 2), webHeading("usage", "Usage", level: 3),
            ]), after: Example.screen([
                webHeading("install", "Install", level: 2), webHeading("usage", "Usage", level: 4),
            ]), flagged: "usage"),
            .passes("one level down at a time", before: Example.screen([webHeading("install", "Install", level: 2)]),
                    after: Example.screen([webHeading("install", "Install", level: 2), webHeading("usage", "Usage", level: 3)])),
        ]
    ) { model, _ in
        var previous: Int?
        var hits: [RuleHit] = []
        for index in model.headings {
            let element = model.tree.elements[index]
            guard let level = element.level else { continue }
            if let before = previous, level > before + 1 {
                hits.append(RuleHit(.new, index, "\(Describe.name(element)) is a level-\(level) heading after a level-\(before) one: level \(before + 1) is skipped"))
            }
            previous = level
        }
        return hits
    }

    static let mainHeadingRemoved = Rule(
        id: "main-heading-removed",
        title: "Main heading removed",
        description: "The page had a level-1 heading and has none now, so {users} lose the quickest way to the start of the content.",
        wcag: [.infoAndRelationships, .headingsAndLabels], severity: .warning,
        supersedes: ["heading-removed"], supersedesOnScreen: ["screen-without-heading"],
        fix: "Keep one level-1 heading naming the page (`<h1>`, or `role=\"heading\" aria-level=\"1\"`).",
        examples: [
            .triggers("the only h1 demoted", before: Example.screen([webHeading("title", "Crates", level: 1)]),
                      after: Example.screen([webHeading("title", "Crates", level: 2)]), flagged: "title"),
            .triggers("the only h1 made a paragraph", before: Example.screen([webHeading("title", "Crates", level: 1)]),
                      after: Example.screen([Element(type: "paragraph", id: "title", label: "Crates", traits: [.staticText], accessible: true)]),
                      flagged: "title"),
            .passes("the h1 renamed", before: Example.screen([webHeading("title", "Crates", level: 1)]),
                    after: Example.screen([webHeading("title", "All crates", level: 1)])),
        ]
    ) { diff, _ in
        let levelOne = { (model: VoiceOverModel) in model.headings.filter { model.tree.elements[$0].level == 1 } }
        let before = levelOne(diff.old), after = levelOne(diff.new)
        guard after.isEmpty, let first = before.first, ScreenScope(diff.new) == .page else { return [] }
        let n = diff.matching.oldToNew[first]
        if n < 0 { return [RuleHit(.old, first, "the level-1 heading \(Describe.name(diff.old.tree.elements[first])) is gone and none is left")] }
        let now = diff.new.tree.elements[n]
        let what = !diff.new.headings.contains(n) ? "no longer a heading" : now.level.map { "now level \($0)" } ?? "no level"
        return [RuleHit(.new, n, "\(Describe.name(now)) is no longer the page's level-1 heading (\(what)) and none is left")]
    }

    static let landmarkRemoved = Rule(
        id: "landmark-removed",
        title: "Landmark removed",
        description: "A landmark (banner, main, navigation, contentinfo, complementary, search, or a named region or form) is gone or lost its role, so {users} can no longer jump to it.",
        wcag: [.infoAndRelationships, .bypassBlocks], severity: .warning,
        fix: "Keep the landmark element (`<nav>`, `<main>`, `<header>`, `<footer>`, `<aside>`, `<search>`, or a `<section>`/`<form>` with an accessible name), or its ARIA role, around the content.",
        platforms: [.web],
        examples: [
            .triggers("navigation became a plain group", before: Example.screen([
                Element(type: "navigation", id: "nav", label: "Main", children: [Example.button("home", "Home")]),
            ], platform: .web), after: Example.screen([
                Element(type: "generic", id: "nav", label: "Main", children: [Example.button("home", "Home")]),
            ], platform: .web), flagged: "nav"),
            .passes("a landmark renamed", before: Example.screen([Element(type: "navigation", id: "nav", label: "Main")], platform: .web),
                    after: Example.screen([Element(type: "navigation", id: "nav", label: "Primary")], platform: .web)),
        ]
    ) { diff, _ in
        diff.old.tree.elements.indices.compactMap { o in
            let element = diff.old.tree.elements[o]
            guard isLandmark(element) else { return nil }
            let n = diff.matching.oldToNew[o]
            let what = "the \(element.type ?? "") landmark\(element.label.map { " \"\($0)\"" } ?? "")"
            // An empty landmark (a collapsed section's region) took users nowhere: its going is
            // no loss (container-empty credits it).
            guard ((o + 1)..<diff.old.tree.subtreeEnd[o]).contains(where: { readsSomething(diff.old.tree, $0) }) else { return nil }
            if n < 0 { return RuleHit(.old, o, "\(what) was removed") }
            let after = diff.new.tree.elements[n]
            // A landmark hidden from screen readers (`aria-hidden`) is one they cannot jump to.
            if isLandmark(after), let blocked = diff.new.blocked[n], blocked.reason == .hidden {
                return RuleHit(.new, n, "\(what) is hidden from \(diff.new.reader.name) while it is still shown")
            }
            guard !isLandmark(after) else { return nil }
            return RuleHit(.new, n, "\(what) is no longer a landmark: it is now \(after.type.map { "a \($0)" } ?? "untyped")")
        }
    }

    static let listStructureLost = Rule(
        id: "list-structure-lost",
        title: "List structure lost",
        description: "A list became a plain container while its items stayed, or items stayed in the list but stopped being its items, so {reader} no longer {says} how many items there are or where the list ends.",
        wcag: [.infoAndRelationships], severity: .warning,
        fix: "Keep the items in a list (`<ul>`/`<ol>` with `<li>`, or `role=\"list\"` and `role=\"listitem\"`); a CSS reset that removes the bullets with `list-style: none` can drop the role in Safari, so add the role back explicitly.",
        platforms: [.web],
        examples: [
            .triggers("list became generic", before: Example.screen([
                Element(type: "list", id: "links", children: [Element(type: "listitem", children: [Example.button("a", "Docs")])]),
            ], platform: .web), after: Example.screen([
                Element(type: "generic", id: "links", children: [Element(type: "generic", children: [Example.button("a", "Docs")])]),
            ], platform: .web), flagged: "links"),
            .triggers("an item became plain text in the list", before: Example.screen([
                Element(type: "list", id: "versions", children: [
                    Element(type: "listitem", children: [Example.element("v2", label: "Version 2", y: 120)]),
                    Element(type: "listitem", children: [Example.element("done", label: "Review done", y: 180)]),
                ]),
            ], platform: .web), after: Example.screen([
                Element(type: "list", id: "versions", children: [
                    Example.element("v2", label: "Version 2", y: 120),
                    Element(type: "listitem", children: [Example.element("done", label: "Review done", y: 180)]),
                ]),
            ], platform: .web), flagged: "versions"),
            .passes("an item added", before: Example.screen([
                Element(type: "list", id: "links", children: [Element(type: "listitem", children: [Example.button("a", "Docs")])]),
            ], platform: .web), after: Example.screen([
                Element(type: "list", id: "links", children: [
                    Element(type: "listitem", children: [Example.button("a", "Docs")]),
                    Element(type: "listitem", children: [Example.button("b", "Blog", y: 180)]),
                ]),
            ], platform: .web)),
        ]
    ) { diff, _ in
        diff.old.tree.elements.indices.compactMap { o in
            guard diff.old.tree.elements[o].type == "list" else { return nil }
            let n = diff.matching.oldToNew[o]
            if n >= 0 {
                let after = diff.new.tree.elements[n]
                guard after.type == "list" else {
                    return RuleHit(.new, n, "the list is now \(after.type.map { "a \($0)" } ?? "untyped"): its items are no longer announced as a list")
                }
                return RuleCatalog.itemsNoLongerItems(diff, list: o, now: n)
            }
            // Gone, though its content is still there (its items' text perhaps merged into one
            // line of text, as Playwright prints `div`s): the structure was lost, not the content.
            if let merged = textThatReplaced(old: o, diff), !isInside(merged, in: diff.new.tree, where: { $0.type == "list" }) {
                return RuleHit(.old, o, "the list was removed and its items are now one line of text, \(Describe.quote(diff.new.tree.elements[merged].label ?? "")), without list structure")
            }
            // Its items' content is still on the page outside any list: content that went
            // into another list (a row moved to another table, its versions listed anew) is
            // still listed.
            let end = diff.old.tree.subtreeEnd[o]
            let unlisted = ((o + 1)..<end).contains { inner in
                let m = diff.matching.oldToNew[inner]
                return m >= 0 && diff.new.tree.elements[m].type != "listitem"
                    && !isInside(m, in: diff.new.tree, where: { $0.type == "list" })
            }
            return unlisted ? RuleHit(.old, o, "the list was removed but its items are still on the page, without list structure") : nil
        }
    }

    /// The items of list `o` (still a list, `n`) whose content stayed in the list but outside
    /// any item: a screen reader counts the list without them and reads them between its items.
    static func itemsNoLongerItems(_ diff: ScreenDiff, list o: Int, now n: Int) -> RuleHit? {
        let old = diff.old.tree, new = diff.new.tree
        var strayed: [Int] = []
        for item in old.children(of: o) where old.elements[item].type == "listitem" {
            // The item itself, or else the first of its contents, where it is now.
            guard let m = (item..<old.subtreeEnd[item]).lazy.map({ diff.matching.oldToNew[$0] }).first(where: { $0 >= 0 }),
                  new.isInSubtree(m, of: n), m != n
            else { continue }
            let inItem = new.elements[m].type == "listitem"
                || new.ancestors(of: m).prefix { $0 != n }.contains { new.elements[$0].type == "listitem" }
            if !inItem { strayed.append(m) }
        }
        guard let first = strayed.first else { return nil }
        let count = strayed.count == 1 ? "one of its items is" : "\(strayed.count) of its items are"
        return RuleHit(.new, n, "\(count) no longer list items: \(Describe.name(new.elements[first])) is read inside the list but outside its count of items")
    }

    static let stateRemoved = Rule(
        id: "state-removed",
        title: "State no longer exposed",
        description: "An element that said whether it is expanded or collapsed no longer does, so {users} cannot tell whether the disclosure is open.",
        wcag: [.nameRoleValue], severity: .error,
        fix: "Keep `aria-expanded` on the control that opens and closes the section (or use `<details>`/`<summary>`), and update it when the state changes.",
        examples: [
            .triggers("a disclosure lost aria-expanded", before: Example.screen([Example.button("menu", "Menu", traits: [.button, .collapsed])]),
                      after: Example.screen([Example.button("menu", "Menu")]), flagged: "menu"),
            .passes("a disclosure opened", before: Example.screen([Example.button("menu", "Menu", traits: [.button, .collapsed])]),
                    after: Example.screen([Example.button("menu", "Menu", traits: [.button, .expanded])])),
        ]
    ) { diff, _ in
        // Read in the slots: most elements say no state, told without a view of each.
        let disclosure = TraitSet([.expanded, .collapsed]).knownBits
        return diff.old.tree.elements.indices.compactMap { o in
            let n = diff.matching.oldToNew[o]
            guard n >= 0, diff.old.tree.knownTraitBits(at: o) & disclosure != 0,
                  diff.new.tree.knownTraitBits(at: n) & disclosure == 0 else { return nil }
            let before = diff.old.tree.elements[o].traits, after = diff.new.tree.elements[n]
            // A Playwright snapshot prints `[expanded]` only when true: without it, the control
            // may be a closed disclosure. It closed when what it showed went with the state; it
            // lost the state when that content is still there.
            if diff.newSnapshot.generator?.omitsFalseStates == true, before.contains(.expanded), !showsContentAfter(old: o, diff) { return nil }
            return RuleHit(.new, n, "\(Describe.name(after)) no longer says whether it is expanded (it was \(before.contains(.expanded) ? "expanded" : "collapsed"))")
        }
    }

    /// True when a Playwright snapshot's toggle button was released: `button "Bold" [pressed]`
    /// became `button "Bold"`, which is how a button that is not pressed is printed. Not a role
    /// or a value lost: Playwright prints `[pressed]` only when true.
    static func wasReleased(old o: Int, new n: Int, _ diff: ScreenDiff) -> Bool {
        guard diff.newSnapshot.generator?.omitsFalseStates == true else { return false }
        let before = diff.old.tree.elements[o], after = diff.new.tree.elements[n]
        return before.type == "button" && after.type == "button" && before.traits.contains(.toggle)
            && !after.traits.contains(.toggle) && after.traits.contains(.button) && after.value == nil
    }

    /// True when what came after the old control `o` (the element after it, or after the
    /// nearest ancestor that has one, and everything in it) is all still on the page: what an
    /// open disclosure showed, still shown.
    static func showsContentAfter(old o: Int, _ diff: ScreenDiff) -> Bool {
        let tree = diff.old.tree
        var current = o
        while current >= 0 {
            let next = tree.subtreeEnd[current]
            let parent = tree.parent[current]
            if parent >= 0, next < tree.subtreeEnd[parent] {
                return (next..<tree.subtreeEnd[next]).allSatisfy { diff.matching.oldToNew[$0] >= 0 }
            }
            current = parent
        }
        return false
    }

    static let linkTargetRemoved = Rule(
        id: "link-target-removed",
        title: "Link target removed",
        description: "A link lost its target (href), so it is no longer a link {reader} can follow or list among the page's links.",
        wcag: [.linkPurpose, .nameRoleValue], severity: .error,
        fix: "Give the link its `href` back; a control that acts on the page rather than navigating is a `<button>`.",
        examples: [
            .triggers("href dropped", before: Example.screen([Element(type: "link", id: "docs", label: "Docs", traits: [.link], accessible: true, url: "/docs")]),
                      after: Example.screen([Element(type: "link", id: "docs", label: "Docs", traits: [.link], accessible: true)]), flagged: "docs"),
            .passes("target changed", before: Example.screen([Element(type: "link", id: "docs", label: "Docs", traits: [.link], accessible: true, url: "/docs")]),
                    after: Example.screen([Element(type: "link", id: "docs", label: "Docs", traits: [.link], accessible: true, url: "/guide")])),
        ]
    ) { diff, _ in
        diff.changes.compactMap { change in
            // Only a link that is still a link: one made a button has no target to keep.
            guard change.kind == .urlChanged, change.after == nil, let n = change.new, let before = change.before,
                  diff.new.tree.elements[n].hasTrait(.link)
            else { return nil }
            return RuleHit(.new, n, "\(Describe.name(diff.new.tree.elements[n])) lost its link target \"\(before)\"")
        }
    }
}
