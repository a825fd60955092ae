import AXDiff
import AXModel

/// Rules about reading order and headings.
extension RuleCatalog {
    static let focusOrderChanged = Rule(
        id: "focus-order-changed",
        title: "Focus order changed",
        description: "Focus stops moved in the reading order. The stops both versions share are compared: the longest run of them still in the same order stays, and only the others are reported, each by the stops around it (\"Email is now read before Password\"). Stops added, removed or scrolled in and out around the others move nobody.",
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

    /// The new heading that took the place of the old heading `o`, which has no partner: the
    /// only unpaired heading of the same level between the paired elements around `o`, where
    /// `o` is the only unpaired heading between them before. Copy edits reword a heading and
    /// the text around it at once, which leaves it nothing for the matcher to pair it by.
    static func rewordedHeading(old o: Int, _ diff: ScreenDiff) -> Int? {
        let old = diff.old.tree, new = diff.new.tree
        var before = o - 1
        while before >= 0, diff.matching.oldToNew[before] < 0 { before -= 1 }
        var after = old.subtreeEnd[o]
        while after < old.elements.count, diff.matching.oldToNew[after] < 0 { after += 1 }
        let low = before >= 0 ? diff.matching.oldToNew[before] : -1
        let high = after < old.elements.count ? diff.matching.oldToNew[after] : new.elements.count
        guard low < high else { return nil }
        let level = old.elements[o].level
        let rivals = ((before + 1)..<after).filter { $0 != o && old.elements[$0].traits.contains(.header) }
        let candidates = ((low + 1)..<high).filter { n in
            diff.matching.newToOld[n] < 0 && new.elements[n].traits.contains(.header) && new.elements[n].level == level
        }
        return rivals.isEmpty && candidates.count == 1 ? candidates[0] : nil
    }

    static let headingRemoved = Rule(
        id: "heading-removed",
        title: "Heading removed",
        description: "A heading lost its heading role or disappeared, so {users} can no longer jump to that section by headings.",
        wcag: [.infoAndRelationships, .headingsAndLabels], severity: .warning,
        supersedesOnScreen: ["screen-without-heading"],
        fix: "Give the section title its heading role back (`.header` trait, `accessibilityHeading` or `heading=\"true\"` on Android, an `h1`–`h6` or `role=\"heading\"` on the web).",
        examples: [
            .triggers("header trait dropped", before: Example.screen([Example.text("section", "Appearance", traits: [.header, .staticText])]),
                      after: Example.screen([Example.text("section", "Appearance")]), flagged: "section"),
            .triggers("heading deleted", before: Example.screen([Example.text("section", "Appearance", traits: [.header, .staticText])]),
                      after: Example.screen([]), flagged: "section"),
            .passes("heading renamed", before: Example.screen([Example.text("section", "Appearance", traits: [.header, .staticText])]),
                    after: Example.screen([Example.text("section", "Display", traits: [.header, .staticText])])),
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
            let element = diff.old.tree.elements[o]
            let n = diff.matching.oldToNew[o]
            if n < 0 {
                guard RuleCatalog.rewordedHeading(old: o, diff) == nil else { return nil }
                return RuleHit(.old, o, "the heading \(Describe.name(element)) was removed")
            }
            let after = diff.new.tree.elements[n]
            guard !after.traits.contains(.header) else { return nil }
            return RuleHit(.new, n, "\(Describe.name(after)) is no longer a heading: \(diff.new.reader.name) now \(diff.new.reader.says) \(diff.new.isFocusStop(n) ? Describe.spoken(diff.new.announcement(of: n)) : "nothing")")
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
        description: "Several interactive elements with the same role have the same label, so out of context {users} cannot tell them apart (\"Delete, button\" ten times).",
        wcag: [.headingsAndLabels, .linkPurpose], severity: .notice,
        fix: "Add what each one acts on to its label (\"Delete Rain Jacket\").",
        examples: [
            .triggers("two identical delete buttons", before: Example.screen([]), after: Example.screen([
                Example.button("deleteA", "Delete", y: 120), Example.button("deleteB", "Delete", y: 180),
            ]), flagged: "deleteA"),
            .passes("delete buttons that name their item", before: Example.screen([]), after: Example.screen([
                Example.button("deleteA", "Delete Rain Jacket", y: 120), Example.button("deleteB", "Delete Umbrella", y: 180),
            ])),
        ]
    ) { model, _ in
        // Groups of stops with the same normalised label and role traits, in order of first
        // appearance. A label whose normalised form is ASCII is found by a hash of that form
        // (for an ASCII label, computed without building it) and confirmed against the group's
        // first label; any other label, or one whose hash a different label holds, is found by
        // its normalised string.
        struct Key: Hashable { var label: String; var roles: UInt32 }
        struct Group { var first: Int; var label: String; var roles: UInt32; var count: Int }
        var groups: [Group] = []
        var byHash: [UInt64: Int] = [:]
        byHash.reserveCapacity(model.focusStops.count)
        var byKey: [Key: Int] = [:]
        // Read in the tree's slots, with no view of each element (a view holds the tree's
        // arena, whose count the core matching the trees meanwhile also takes).
        let tree = model.tree
        for index in model.focusStops {
            guard tree.isInteractive(at: index), let label = tree.label(at: index) else { continue }
            let roles = tree.knownTraitBits(at: index) & TraitSet.roleBits
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
                        groups[group].count += 1
                        continue
                    }
                } else {
                    byHash[hash] = groups.count
                    groups.append(Group(first: index, label: label, roles: roles, count: 1))
                    continue
                }
            }
            let key = Key(label: normalized ?? LabelQuality.normalized(label), roles: roles)
            if let group = byKey[key] {
                groups[group].count += 1
            } else {
                byKey[key] = groups.count
                groups.append(Group(first: index, label: label, roles: roles, count: 1))
            }
        }
        return groups.compactMap { group in
            let (first, count) = (group.first, group.count)
            guard count > 1 else { return nil }
            return RuleHit(.new, first, "\(count) focus stops are announced \(Describe.spoken(model.announcement(of: first))); add what each acts on to its label")
        }
    }
}
