import AXModel

extension ScreenDiff {
    /// The same change read backwards, from the new tree to the old: the sides swapped, the
    /// matching inverted and every change turned around (an addition is a removal, a label
    /// added a label removed). Transition rules run on it find the losses this change undid.
    /// Linear in the elements and changes; no matching is done again.
    public var reversed: ScreenDiff {
        var matching = Matching(oldCount: new.tree.count, newCount: old.tree.count)
        matching.oldToNew = self.matching.newToOld
        matching.newToOld = self.matching.oldToNew
        return ScreenDiff(
            oldSnapshot: newSnapshot, newSnapshot: oldSnapshot, old: new, new: old, matching: matching,
            pairs: matching.pairs, changes: changes.map(\.reversed), options: options)
    }
}

extension Change {
    /// The change read backwards: the sides and the values before and after swapped, and a
    /// kind that adds made one that removes, and the reverse.
    public var reversed: Change {
        Change(
            kind.reversed, old: new, new: old, before: after, after: before, items: items,
            oldPosition: newPosition, newPosition: oldPosition, count: count)
    }
}

extension Change.Kind {
    /// The kind of this change read backwards.
    public var reversed: Change.Kind {
        switch self {
        case .added: .removed
        case .removed: .added
        case .labelAdded: .labelRemoved
        case .labelRemoved: .labelAdded
        case .valueAdded: .valueRemoved
        case .valueRemoved: .valueAdded
        case .hintAdded: .hintRemoved
        case .hintRemoved: .hintAdded
        case .textAdded: .textRemoved
        case .textRemoved: .textAdded
        case .typeAdded: .typeRemoved
        case .typeRemoved: .typeAdded
        case .traitsAdded: .traitsRemoved
        case .traitsRemoved: .traitsAdded
        case .actionsAdded: .actionsRemoved
        case .actionsRemoved: .actionsAdded
        case .rotorsAdded: .rotorsRemoved
        case .rotorsRemoved: .rotorsAdded
        case .moved, .labelChanged, .valueChanged, .hintChanged, .textChanged, .typeChanged, .accessibleChanged,
             .hiddenChanged, .modalChanged, .groupedChanged, .frameChanged, .levelChanged, .urlChanged,
             .liveChanged, .focusableChanged,
             .reachabilityChanged, .focusOrderChanged, .announcementChanged, .generatorChanged, .contextChanged:
            self
        }
    }
}
