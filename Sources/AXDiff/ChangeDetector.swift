import AXModel

/// Derives the typed changes from two VoiceOver models and their matching.
struct ChangeDetector: Sendable {
    let old: VoiceOverModel
    let new: VoiceOverModel
    let matching: Matching
    /// `matching.pairs`.
    let pairs: [(old: Int, new: Int)]
    let oldHeader: ScreenDiff.SnapshotHeader
    let newHeader: ScreenDiff.SnapshotHeader
    let options: DiffOptions

    /// Every change: the notices, then the changes in new-tree order. `pairChanges` are the
    /// matched pairs' own changes in runs that follow each other in the order of `pairs`
    /// (`pairChanges(_:)` of all of them, at once or in parts); `focusOrder` is
    /// `focusOrderChanges()`, when already worked out.
    func changes(pairChanges: [[(anchor: Int, changes: [Change])]], focusOrder: [Change]? = nil) -> [Change] {
        var notices = noticeChanges()
        // (sort anchor in the new tree, change)
        var located: [(anchor: Int, order: Int, change: Change)] = []
        func add(_ change: Change, anchor: Int) {
            located.append((anchor, located.count, change))
        }
        let oldTree = old.tree, newTree = new.tree
        // Added subtree roots.
        var index = 0
        while index < newTree.count {
            if matching.newToOld[index] < 0 {
                let end = newTree.subtreeEnd[index]
                let unmatchedInside = (index..<end).filter { matching.newToOld[$0] < 0 }.count
                add(Change(.added, new: index, count: unmatchedInside), anchor: index)
                // Descendants are part of this addition unless they are matched (moved in).
                index += 1
                while index < end && matching.newToOld[index] < 0 { index += 1 }
                continue
            }
            index += 1
        }
        // Removed subtree roots, anchored after the partner of their nearest matched ancestor.
        index = 0
        while index < oldTree.count {
            if matching.oldToNew[index] < 0 {
                let end = oldTree.subtreeEnd[index]
                let unmatchedInside = (index..<end).filter { matching.oldToNew[$0] < 0 }.count
                add(Change(.removed, old: index, count: unmatchedInside), anchor: removedAnchor(index))
                index += 1
                while index < end && matching.oldToNew[index] < 0 { index += 1 }
                continue
            }
            index += 1
        }
        // Matched pairs: moves and attribute changes.
        for run in pairChanges {
            for (anchor, changes) in run {
                for change in changes { add(change, anchor: anchor) }
            }
        }
        for change in focusOrder ?? focusOrderChanges() { add(change, anchor: change.new ?? 0) }
        located.sort { ($0.anchor, $0.order) < ($1.anchor, $1.order) }
        notices.append(contentsOf: located.map(\.change))
        return notices
    }

    /// Position in the new tree where a removed element is reported: just after its nearest
    /// matched ancestor's partner.
    private func removedAnchor(_ index: Int) -> Int {
        var current = old.tree.parent[index]
        while current >= 0 && matching.oldToNew[current] < 0 { current = old.tree.parent[current] }
        return current >= 0 ? matching.oldToNew[current] : 0
    }

    // MARK: Notices

    /// Context keys whose change moves every frame: a different device, screen or text size.
    static let geometryKeys = ["device", "idiom", "orientation", "contentSize", "screenSize", "density", "frameUnit"]

    /// True when the two captures were taken at different sizes, so frame changes are noise.
    var captureGeometryChanged: Bool {
        ChangeDetector.geometryKeys.contains { oldHeader.context[$0] != newHeader.context[$0] }
    }

    private func noticeChanges() -> [Change] {
        var changes: [Change] = []
        if oldHeader.generator != newHeader.generator {
            changes.append(Change(.generatorChanged, before: oldHeader.generator?.description, after: newHeader.generator?.description))
        }
        let keys = Set(oldHeader.context.keys).union(newHeader.context.keys)
        for key in ContextKey.sortedKeys(of: Dictionary(uniqueKeysWithValues: keys.map { ($0, "") })) {
            let before = oldHeader.context[key], after = newHeader.context[key]
            if before != after {
                changes.append(Change(.contextChanged, before: before, after: after, items: [key]))
            }
        }
        return changes
    }

    // MARK: Matched elements

    /// The moves and attribute changes of the matched pairs `range` of `pairs`, each with the
    /// new element it is reported at.
    func pairChanges(_ range: Range<Int>) -> [(anchor: Int, changes: [Change])] {
        let geometryChanged = captureGeometryChanged
        return pairs[range].map { o, n in (anchor: n, changes: attributeChanges(o, n, geometryChanged: geometryChanged)) }
    }

    /// The changes of one matched pair; `geometryChanged` is `captureGeometryChanged`, worked
    /// out once per diff.
    private func attributeChanges(_ o: Int, _ n: Int, geometryChanged: Bool) -> [Change] {
        var changes: [Change] = []
        if isMoved(o, n) {
            let oldParent = ancestorName(old.tree, o), newParent = ancestorName(new.tree, n)
            changes.append(Change(.moved, old: o, new: n, before: oldParent, after: newParent))
        }
        // Most pairs have the same fields: compared in place, they need no view of either
        // element (see `hasSameCommonFieldsIgnoringFrame`), and only the frame, the
        // reachability and the tab place are left to compare.
        let sameFields = old.tree.hasSameCommonFieldsIgnoringFrame(o, as: new.tree, n)
        if !sameFields { fieldChanges(old.tree.elements[o], new.tree.elements[n], o, n, into: &changes) }
        switch (old.tree.frame(at: o), new.tree.frame(at: n)) {
        case _ where geometryChanged:
            break  // Every frame moves when the device changes; the context notice says so.
        case let (x?, y?) where !x.isClose(to: y, tolerance: options.frameTolerance):
            changes.append(Change(.frameChanged, old: o, new: n, before: x.description, after: y.description))
        case (nil, let y?): changes.append(Change(.frameChanged, old: o, new: n, before: nil, after: y.description))
        case (let x?, nil): changes.append(Change(.frameChanged, old: o, new: n, before: x.description, after: nil))
        default: break
        }
        if !sameFields { listChanges(old.tree.elements[o], new.tree.elements[n], o, n, into: &changes) }
        let before = Reachability(old, o), after = Reachability(new, n)
        if reachabilityDiffers(before, after) {
            let a = old.tree.elements[o], b = new.tree.elements[n]
            if a.accessible || b.accessible || a.label != nil || b.label != nil || a.isInteractive || b.isInteractive {
                changes.append(Change(.reachabilityChanged, old: o, new: n, before: describe(before, in: old.tree), after: describe(after, in: new.tree)))
            }
        }
        // The announcement is a function of these fields and the spoken context (a place in a
        // tab bar, a list's edge): when they are equal it cannot have changed, and is not built.
        if old.isFocusStop(o) && new.isFocusStop(n) && !(hasSameSpokenFields(o, n, sameFields: sameFields) && old.hasSameContext(o, as: new, n)) {
            let spokenBefore = old.announcement(of: o), spokenAfter = new.announcement(of: n)
            if spokenBefore != spokenAfter {
                changes.append(Change(.announcementChanged, old: o, new: n, before: spokenBefore, after: spokenAfter))
            }
        }
        return changes
    }

    /// The changes of the text fields, traits, flags, level and link target of a pair.
    private func fieldChanges(_ a: Element, _ b: Element, _ o: Int, _ n: Int, into changes: inout [Change]) {
        func text(_ before: String?, _ after: String?, _ added: Change.Kind, _ removed: Change.Kind, _ changed: Change.Kind) {
            switch (before, after) {
            case (nil, let value?): changes.append(Change(added, old: o, new: n, after: value))
            case (let value?, nil): changes.append(Change(removed, old: o, new: n, before: value))
            case let (x?, y?) where x != y: changes.append(Change(changed, old: o, new: n, before: x, after: y))
            default: break
            }
        }
        text(a.type, b.type, .typeAdded, .typeRemoved, .typeChanged)
        text(a.label, b.label, .labelAdded, .labelRemoved, .labelChanged)
        text(a.value, b.value, .valueAdded, .valueRemoved, .valueChanged)
        text(a.hint, b.hint, .hintAdded, .hintRemoved, .hintChanged)
        text(a.text, b.text, .textAdded, .textRemoved, .textChanged)
        if a.traits != b.traits {
            // A bit of accessibilityTraits no one has named (`bit40`) is never spoken: one that
            // comes or goes between two OS versions is no change a user hears.
            let added = b.traits.subtracting(a.traits).withoutUnnamedBits, removed = a.traits.subtracting(b.traits).withoutUnnamedBits
            if !added.isEmpty {
                changes.append(Change(.traitsAdded, old: o, new: n, before: a.traits.names.joined(separator: ", "), after: b.traits.names.joined(separator: ", "), items: added.names))
            }
            if !removed.isEmpty {
                changes.append(Change(.traitsRemoved, old: o, new: n, before: a.traits.names.joined(separator: ", "), after: b.traits.names.joined(separator: ", "), items: removed.names))
            }
        }
        func flag(_ before: Bool, _ after: Bool, _ kind: Change.Kind) {
            if before != after { changes.append(Change(kind, old: o, new: n, before: String(before), after: String(after))) }
        }
        flag(a.accessible, b.accessible, .accessibleChanged)
        flag(a.hidden, b.hidden, .hiddenChanged)
        flag(a.modal, b.modal, .modalChanged)
        flag(a.grouped, b.grouped, .groupedChanged)
        if a.level != b.level {
            changes.append(Change(.levelChanged, old: o, new: n, before: a.level.map(String.init), after: b.level.map(String.init)))
        }
        if a.url != b.url { changes.append(Change(.urlChanged, old: o, new: n, before: a.url, after: b.url)) }
        if a.live != b.live { changes.append(Change(.liveChanged, old: o, new: n, before: a.live, after: b.live)) }
        flag(a.focusable, b.focusable, .focusableChanged)
    }

    /// The actions and rotors a pair gained and lost.
    private func listChanges(_ a: Element, _ b: Element, _ o: Int, _ n: Int, into changes: inout [Change]) {
        func list(_ before: [String], _ after: [String], _ added: Change.Kind, _ removed: Change.Kind) {
            let gained = after.filter { !before.contains($0) }, lost = before.filter { !after.contains($0) }
            if !gained.isEmpty { changes.append(Change(added, old: o, new: n, items: gained)) }
            if !lost.isEmpty { changes.append(Change(removed, old: o, new: n, items: lost)) }
        }
        list(a.actions, b.actions, .actionsAdded, .actionsRemoved)
        list(a.rotors, b.rotors, .rotorsAdded, .rotorsRemoved)
    }

    /// Whether the fields an announcement is made of (label, value, hint, traits) are equal;
    /// `sameFields` when the pair's common fields are known to be, and it has no hint.
    private func hasSameSpokenFields(_ o: Int, _ n: Int, sameFields: Bool) -> Bool {
        if sameFields { return true }
        let a = old.tree.elements[o], b = new.tree.elements[n]
        return a.label == b.label && a.value == b.value && a.hint == b.hint && a.traits == b.traits
    }

    /// Moved: the nearest matched ancestors do not correspond (a wrapper inserted or removed
    /// around an element does not move it).
    private func isMoved(_ o: Int, _ n: Int) -> Bool {
        var oldAncestor = old.tree.parent[o]
        while oldAncestor >= 0 && matching.oldToNew[oldAncestor] < 0 { oldAncestor = old.tree.parent[oldAncestor] }
        var newAncestor = new.tree.parent[n]
        while newAncestor >= 0 && matching.newToOld[newAncestor] < 0 { newAncestor = new.tree.parent[newAncestor] }
        if oldAncestor < 0 && newAncestor < 0 { return false }
        return oldAncestor < 0 || newAncestor < 0 || matching.oldToNew[oldAncestor] != newAncestor
    }

    private func ancestorName(_ tree: ElementTree, _ index: Int) -> String? {
        let parent = tree.parent[index]
        return parent >= 0 ? tree.path(of: parent) : nil
    }

    private func reachabilityDiffers(_ before: Reachability, _ after: Reachability) -> Bool {
        switch (before, after) {
        case (.focusStop, .focusStop), (.walked, .walked): return false
        case let (.blocked(reasonBefore, byBefore), .blocked(reasonAfter, byAfter)):
            return reasonBefore != reasonAfter || matching.oldToNew[byBefore] != byAfter
        default: return true
        }
    }

    private func describe(_ reachability: Reachability, in tree: ElementTree) -> String {
        switch reachability {
        case .focusStop: return "focus stop"
        case .walked: return "not a focus stop"
        case .blocked(.hidden, let by): return "hidden (by \(tree.elements[by].displayName))"
        case .blocked(.nested, let by): return "nested inside \(tree.elements[by].displayName)"
        case .blocked(.modal, let by): return "behind modal \(tree.elements[by].displayName)"
        }
    }

    // MARK: Focus order

    /// Over the stops matched on both sides, the longest increasing subsequence of new
    /// positions (the longest common subsequence of the shared stops) stays put; every other
    /// stop moved. Each moved stop is told by its neighbours that stayed: the one it is now
    /// read just before (or, when none follows it, just after) in `after`, and the one it was
    /// read just after (or, when none preceded it, just before) in `before`. Stops added or
    /// removed around the others move nobody.
    ///
    /// On the web the order judged is the keyboard's: the focusable stops (WCAG 2.4.3 Focus
    /// Order), and a stop is reported only when it left its region (`leftItsRegion`). A screen reader's browse mode reads all text in document order, and text or a
    /// section moved in the document is moved on the page too; a control that now takes the
    /// keyboard somewhere else is the loss.
    ///
    /// Only stops a listener can recognise on both sides are judged: the same identifier, name
    /// or link target. A stop whose identifier, name and target all changed is a different
    /// control in its place for the listener (a related link replaced by another), not one
    /// that moved, whichever old stop the matcher paired it with.
    func focusOrderChanges() -> [Change] {
        let keyboardOnly = newHeader.platform == .web
        var stops: [(old: Int, new: Int, oldPosition: Int, newPosition: Int)] = []
        for (position, o) in old.focusStops.enumerated() {
            let n = matching.oldToNew[o]
            guard n >= 0 && new.stopPosition[n] >= 0 else { continue }
            if keyboardOnly && !(old.tree.isInteractive(at: o) && new.tree.isInteractive(at: n)) { continue }
            guard recognisable(o, n) else { continue }
            stops.append((o, n, position, new.stopPosition[n]))
        }
        // On the web, the order is that of the stops that stayed in their region; a stop
        // reordered within its region was moved on the page (see `leftItsRegion`).
        let left = stops.map { keyboardOnly && leftItsRegion($0.old, $0.new) }
        let anchors = stops.indices.filter { !left[$0] }
        var staying = [Bool](repeating: false, count: stops.count)
        for index in LongestIncreasingSubsequence.indices(of: anchors.map { stops[$0].newPosition }) { staying[anchors[index]] = true }
        guard staying.contains(false) else { return [] }
        // The stops that stayed, in old order (which is also their new order), and their
        // positions on each side, increasing: a moved stop's neighbours are found by halving.
        let kept = stops.indices.filter { staying[$0] }
        let keptOld = kept.map { stops[$0].oldPosition }, keptNew = kept.map { stops[$0].newPosition }
        /// The number of values in increasing `values` below `value`.
        func below(_ value: Int, in values: [Int]) -> Int {
            var low = 0, high = values.count
            while low < high {
                let middle = (low + high) / 2
                if values[middle] < value { low = middle + 1 } else { high = middle }
            }
            return low
        }
        func named(_ position: Int) -> String { ChangeDetector.quoted(new.tree.elements[stops[kept[position]].new].displayName) }
        let moved = stops.indices.filter { index in
            guard !staying[index] else { return false }
            guard keyboardOnly else { return true }
            // A stop that left its region, now met elsewhere among the stops that stayed.
            return left[index] && below(stops[index].newPosition, in: keptNew) != below(stops[index].oldPosition, in: keptOld)
        }
        return moved.map { index in
            let stop = stops[index]
            let now = below(stop.newPosition, in: keptNew), was = below(stop.oldPosition, in: keptOld)
            let readNow = now < kept.count ? "before " + named(now) : now > 0 ? "after " + named(now - 1) : nil
            let readBefore = was > 0 ? "after " + named(was - 1) : was < kept.count ? "before " + named(was) : nil
            return Change(
                .focusOrderChanged, old: stop.old, new: stop.new, before: readBefore, after: readNow,
                oldPosition: stop.oldPosition + 1, newPosition: stop.newPosition + 1)
        }
    }

    /// The roles of the regions a web page is navigated by: landmarks and dialogs.
    private static let regionRoles: Set<String> = ["banner", "main", "navigation", "contentinfo", "complementary", "search", "form", "region", "dialog", "alertdialog"]

    /// Whether old stop `o`, now `n`, is in another region than before (its nearest landmark
    /// or dialog is not the same one, or it entered or left one). On the web the keyboard
    /// follows the document, which is also the order the page is laid out in: a control moved
    /// within its region moved on the page too and is met where it is seen. One that left its
    /// navigation for the end of the page, or entered another landmark, is met out of its
    /// context: that is the loss (WCAG 2.4.3, 1.3.1).
    private func leftItsRegion(_ o: Int, _ n: Int) -> Bool {
        func region(_ tree: ElementTree, _ index: Int) -> Int {
            tree.ancestors(of: index).first { tree.elements[$0].type.map(Self.regionRoles.contains) ?? false } ?? -1
        }
        let before = region(old.tree, o), after = region(new.tree, n)
        if before < 0 || after < 0 { return before != after }
        return matching.oldToNew[before] != after
    }

    /// Whether a listener can tell old stop `o` and new stop `n` are the same: they keep their
    /// identifier, their name or their link target.
    private func recognisable(_ o: Int, _ n: Int) -> Bool {
        let before = old.tree.elements[o], after = new.tree.elements[n]
        if let id = before.id, !id.isEmpty, id == after.id { return true }
        if let url = before.url, url == after.url { return true }
        return old.tree.elements[o].displayName == new.tree.elements[n].displayName
    }

    /// A name in quotes for a message, cut at 40 characters.
    static func quoted(_ name: String) -> String {
        "\"" + (name.count > 40 ? name.prefix(39) + "…" : name) + "\""
    }
}
