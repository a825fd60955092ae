import AXDiff
import AXModel

/// Rules about reading order and headings.
extension RuleCatalog {
    static let focusOrderChanged = Rule(
        id: "focus-order-changed",
        title: "Focus order changed",
        description: "Focus stops moved in the reading order. The stops both versions share are compared: the longest run of them still in the same order stays, and only the others are reported, each by the stops around it (\"Email is now read before Password\"). Stops added, removed or scrolled in and out around the others move nobody. On the web the order judged is the keyboard's: the controls that take focus (text moved in the document moves on the page too).",
        wcag: [.focusOrder, .meaningfulSequence], severity: .warning,
        fix: "Make the reading order follow the visual order: order the elements (or `accessibilityElements`), use `accessibilityTraversalBefore`/`After` on Android, or the DOM order on the web; accept the change when the new order is the intended one.",
        reverse: .none("a reordering read backwards is another reordering, not a fix"),
        examples: [
            .triggers("email field moved after the password", before: Example.screen([
                Example.element("email", label: "Email", traits: [.textEntry], y: 120),
                Example.element("password", label: "Password", traits: [.textEntry], y: 180),
                Example.button("submit", "Sign in", y: 240),
            ]), after: Example.screen([
                Example.element("password", label: "Password", traits: [.textEntry], y: 180),
                Example.element("email", label: "Email", traits: [.textEntry], y: 120),
                Example.button("submit", "Sign in", y: 240),
            ]), flagged: "email"),
            .passes("a stop added in between keeps the order", before: Example.screen([
                Example.element("email", label: "Email", traits: [.textEntry], y: 120),
                Example.button("submit", "Sign in", y: 240),
            ]), after: Example.screen([
                Example.element("email", label: "Email", traits: [.textEntry], y: 120),
                Example.element("password", label: "Password", traits: [.textEntry], y: 180),
                Example.button("submit", "Sign in", y: 240),
            ])),
        ]
    ) { diff, _ in
        diff.changes.compactMap { change in
            guard change.kind == .focusOrderChanged, let n = change.new, let now = change.after else { return nil }
            let was = change.before.map { " (it was read \($0))" } ?? ""
            return RuleHit(.new, n, "\(Describe.name(diff.new.tree.elements[n])) is now read \(now)\(was)")
        }
    }

    static let headingRemoved = Rule(
        id: "heading-removed",
        title: "Heading lost its role",
        description: "A section title lost its heading role while it and its section's content stay, so {users} can no longer jump to that section by headings. A heading deleted (its content then joins the section before) or one that titled nothing (an empty state's message) is no loss.",
        wcag: [.infoAndRelationships, .headingsAndLabels], severity: .warning,
        supersedesOnScreen: ["screen-without-heading"],
        fix: "Give the section title its heading role back (`.header` trait, `accessibilityHeading` or `heading=\"true\"` on Android, an `h1`–`h6` or `role=\"heading\"` on the web).",
        examples: [
            .triggers("header trait dropped", before: Example.screen([
                Example.text("section", "Appearance", traits: [.header, .staticText]), Example.button("theme", "Dark theme", y: 180),
            ]), after: Example.screen([
                Example.text("section", "Appearance"), Example.button("theme", "Dark theme", y: 180),
            ]), flagged: "section"),
            .passes("heading renamed", before: Example.screen([Example.text("section", "Appearance", traits: [.header, .staticText])]),
                    after: Example.screen([Example.text("section", "Display", traits: [.header, .staticText])])),
            .passes("an empty state's message no longer marked as a heading", before: Example.screen([
                Example.text("empty", "No messages", traits: [.header, .staticText]),
            ]), after: Example.screen([Example.text("empty", "No messages")])),
            .passes("a heading deleted with its section", before: Example.screen([
                Example.text("section", "Appearance", traits: [.header, .staticText]), Example.button("theme", "Dark theme", y: 180),
            ]), after: Example.screen([])),
            .passes("heading reworded between the same neighbours", before: Example.screen([
                Example.text("title", "Rota planning", y: 60, traits: [.header, .staticText]), Example.text("intro", "Build next week's rota in minutes.", y: 90),
                Example.text("section", "Drag-and-drop rotas", traits: [.header, .staticText]), Example.text("body", "Copy last week.", y: 150),
            ]), after: Example.screen([
                Example.text("title", "Staff scheduling", y: 60, traits: [.header, .staticText]), Example.text("intro", "Plan next week's shifts in minutes.", y: 90),
                Example.text("section", "Drag-and-drop scheduling", traits: [.header, .staticText]), Example.text("body", "Copy last week, and publish.", y: 150),
            ])),
        ]
    ) { diff, _ in
        diff.old.headings.compactMap { o in
            let n = diff.matching.oldToNew[o]
            guard n >= 0 else { return nil }
            let after = diff.new.tree.elements[n]
            guard !after.traits.contains(.header), after.label != nil || after.text != nil else { return nil }
            // It titled something that is still there.
            let section = sectionOf(o, in: diff.old.tree)
            guard section.contains(where: { index in
                diff.matching.oldToNew[index] >= 0 && readsSomething(diff.old.tree, index)
            }) else { return nil }
            return RuleHit(.new, n, "\(Describe.name(after)) is no longer a heading: \(Describe.nowSays(n, in: diff.new))")
        }
    }

    static let screenWithoutHeading = Rule(
        id: "screen-without-heading",
        title: "Screen without a heading",
        description: "The screen or page has no heading, so {users} cannot find their way by headings. Judged on pages only: a snapshot of one component (no window or document root, no main landmark: a card, a header, a navigation bar) has no heading of its own to miss.",
        wcag: [.headingsAndLabels], severity: .warning,
        fix: "Mark the screen's title, or its section titles, as headings.",
        examples: [
            .triggers("no heading left", before: Example.screen([]),
                      after: Snapshot(screen: "Bare", root: Element(type: "UIWindow", id: "window", children: [Example.button("ok", "OK")])), flagged: "window"),
            .passes("a heading", before: Example.screen([]), after: Example.screen([Example.button("ok", "OK")])),
            .passes("a component's snapshot: no window or document root, no landmark", before: Example.screen([]),
                    after: Snapshot(screen: "Card", platform: .web, root: Element(type: "fragment", children: [
                        Example.element("buy", label: "Add to basket", traits: [.button], type: "button"),
                    ]))),
        ]
    ) { model, _ in
        guard model.headings.isEmpty, model.tree.count > 0, ScreenScope(model) == .page else { return [] }
        return [RuleHit(.new, 0, "the screen has no heading among its \(Describe.plural(model.focusStops.count, "focus stop"))")]
    }

    static let redundantFocusStop = Rule(
        id: "redundant-focus-stop",
        title: "Redundant focus stop",
        description: "Two consecutive focus stops say the same label (a visible label next to its own control), so {users} hear it twice and swipe once more.",
        wcag: [], severity: .notice,
        fix: "Group the visible label with its control into one element, or make the visible label not accessible when the control already says it.",
        reverse: .none("two stops stop saying the same label as often because the control lost its name (a `<label for>` made a `<span>`) as because the label was grouped with it, and one stop's finding cannot tell which: the grouping shows as the control's own fix"),
        examples: [
            .triggers("label stop before its text field", before: Example.screen([]), after: Example.screen([
                Example.text("emailLabel", "Email", y: 120), Example.element("email", label: "Email", traits: [.textEntry], y: 150),
            ]), flagged: "emailLabel"),
            .passes("label not a stop", before: Example.screen([]), after: Example.screen([
                Example.element("emailLabel", label: "Email", traits: [.staticText], y: 120, accessible: false),
                Example.element("email", label: "Email", traits: [.textEntry], y: 150),
            ])),
            .passes("two Delete buttons in a row (two controls: duplicate-label's case)", before: Example.screen([]), after: Example.screen([
                Example.button("deleteA", "Delete", y: 120), Example.button("deleteB", "Delete", y: 170),
            ])),
        ]
    ) { model, _ in
        let stops = model.focusStops
        guard stops.count > 1 else { return [] }
        // A loop, not a closure over the model: the closure copied the whole model (a retain
        // of each of its arrays) for every pair of stops.
        let elements = model.tree.elements
        var hits: [RuleHit] = []
        for position in 1..<stops.count {
            let first = elements[stops[position - 1]], second = elements[stops[position]]
            guard let a = first.label, let b = second.label, LabelQuality.haveSameNormalized(a, b) else { continue }
            // Two controls with one label are two controls (duplicate-label's case), not a
            // visible label beside its own control.
            guard !(first.isInteractive && second.isInteractive) else { continue }
            // Flag the one that is not the control: usually the visible label.
            let flagged = first.isInteractive && !second.isInteractive ? stops[position] : stops[position - 1]
            let other = flagged == stops[position] ? first : second
            hits.append(RuleHit(.new, flagged, "\(Describe.quote(b)) is said twice in a row; make \(Describe.name(elements[flagged])) part of \(other.isInteractive ? "its control" : "the next stop") or not accessible"))
        }
        return hits
    }

    static let duplicateLabel = Rule(
        id: "duplicate-label",
        title: "Interactive elements share a label",
        description: "Several interactive elements with the same role have the same label, so out of context {users} cannot tell them apart (\"Delete, button\" ten times). Links that go to the same target are one destination, however many there are.",
        wcag: [.headingsAndLabels, .linkPurpose], severity: .notice,
        fix: "Add what each one acts on to its label (\"Delete Rain Jacket\").",
        examples: [
            .triggers("two identical delete buttons", before: Example.screen([]), after: Example.screen([
                Example.button("deleteA", "Delete", y: 120), Example.button("deleteB", "Delete", y: 180),
            ]), flagged: "deleteA"),
            .triggers("\"Read more\" links to different articles", before: Example.screen([]), after: Example.screen([
                Example.link("moreA", "Read more", url: "/articles/tides", y: 120), Example.link("moreB", "Read more", url: "/articles/storms", y: 180),
            ]), flagged: "moreA"),
            .passes("delete buttons that name their item", before: Example.screen([]), after: Example.screen([
                Example.button("deleteA", "Delete Rain Jacket", y: 120), Example.button("deleteB", "Delete Umbrella", y: 180),
            ])),
            .passes("three links to the same page", before: Example.screen([]), after: Example.screen([
                Example.link("docsA", "Documentation", url: "/docs", y: 120), Example.link("docsB", "Documentation", url: "/docs", y: 180),
                Example.link("docsC", "Documentation", url: "/docs", y: 240),
            ])),
        ]
    ) { model, _ in
        // Groups of stops with the same normalised label and role traits, in order of first
        // appearance. A label whose normalised form is ASCII is found by a hash of that form
        // (for an ASCII label, computed without building it) and confirmed against the group's
        // first label; any other label, or one whose hash a different label holds, is found by
        // its normalised string.
        struct Key: Hashable { var label: String; var roles: UInt32 }
        struct Group {
            var first: Int; var label: String; var roles: UInt32; var count: Int
            /// The targets of its links, each counted once: links that go to the same place
            /// are one destination, however many there are.
            var targets: Set<String> = []
            var destinations: Int { count - linksWithTarget + targets.count }
            var linksWithTarget = 0

            mutating func add(target: String?) {
                count += 1
                guard let target else { return }
                linksWithTarget += 1
                targets.insert(target)
            }
        }
        var groups: [Group] = []
        var byHash: [UInt64: Int] = [:]
        byHash.reserveCapacity(model.focusStops.count)
        var byKey: [Key: Int] = [:]
        // Read in the tree's slots, with no view of each element (a view holds the tree's
        // arena, whose count the core matching the trees meanwhile also takes).
        let tree = model.tree
        let linkBit = TraitSet([.link]).knownBits
        for index in model.focusStops {
            guard tree.isInteractive(at: index), let label = tree.label(at: index) else { continue }
            let roles = tree.knownTraitBits(at: index) & TraitSet.roleBits
            let target = roles & linkBit != 0 ? tree.elements[index].url : nil
            var normalized: String?
            var hash = LabelQuality.normalizedHash(label, seed: UInt64(roles))
            if hash == nil {
                let form = LabelQuality.normalized(label)
                normalized = form
                hash = LabelQuality.normalizedHash(form, seed: UInt64(roles))
            }
            if let hash {
                if let group = byHash[hash] {
                    if groups[group].roles == roles && LabelQuality.haveSameNormalized(label, groups[group].label) {
                        groups[group].add(target: target)
                        continue
                    }
                } else {
                    byHash[hash] = groups.count
                    groups.append(Group(first: index, label: label, roles: roles, count: 0))
                    groups[groups.count - 1].add(target: target)
                    continue
                }
            }
            let key = Key(label: normalized ?? LabelQuality.normalized(label), roles: roles)
            if let group = byKey[key] {
                groups[group].add(target: target)
            } else {
                byKey[key] = groups.count
                groups.append(Group(first: index, label: label, roles: roles, count: 0))
                groups[groups.count - 1].add(target: target)
            }
        }
        return groups.compactMap { group in
            let (first, count) = (group.first, group.count)
            // Links that all go to one place are one destination said several times.
            guard group.destinations > 1 else { return nil }
            let places = group.linksWithTarget > 0 && group.destinations < count ? " (they go to \(group.destinations) different places)" : ""
            return RuleHit(.new, first, "\(count) focus stops are announced \(Describe.spoken(model.announcement(of: first)))\(places); add what each acts on to its label")
        }
    }
}
