import AXDiff
import AXModel

/// What a change let the reader reach, or put out of its reach, through another element: a
/// modal view removed (or shown), a hidden container removed or shown, an accessibility
/// element that swallowed content without speaking for it removed (or made). The content
/// behind is the same content; its findings are not the change's doing.
struct ReachabilityShift {
    /// New elements the reader reaches that it could not before, because a modal view or a
    /// hidden container (not the element itself) kept them out: each with what blocked it.
    let exposed: [Int: VoiceOverModel.Blocked]
    /// Old elements the reader reached that a modal view or hidden container now keeps out.
    let covered: [Int: VoiceOverModel.Blocked]
    /// New elements the reader reaches that an accessibility element swallowed before without
    /// speaking for them: freeing them is `element-unreachable` or
    /// `nested-accessibility-element` read backwards, a fix of its own; what they bring back
    /// with them (their own defects, a label that now duplicates another) was there before.
    let exposedByGrouping: Set<Int>
    /// Old elements the reader reached that an accessibility element now swallows without
    /// speaking for them: the loss is the grouping rules' finding; what disappears with them
    /// (a duplicate label, a heading) is no fix.
    let coveredByGrouping: Set<Int>

    init(_ diff: ScreenDiff) {
        var exposed: [Int: VoiceOverModel.Blocked] = [:]
        var covered: [Int: VoiceOverModel.Blocked] = [:]
        var exposedByGrouping: Set<Int> = []
        var coveredByGrouping: Set<Int> = []
        var oldGrouping: Grouping?, newGrouping: Grouping?
        for pair in diff.pairs {
            let before = diff.old.blocked[pair.old], after = diff.new.blocked[pair.new]
            if let before, after == nil {
                if ReachabilityShift.isShift(before, of: pair.old) {
                    exposed[pair.new] = before
                } else if before.reason == .nested {
                    let grouping = oldGrouping ?? Grouping(diff.old)
                    oldGrouping = grouping
                    if !grouping.speaksFor(pair.old) { exposedByGrouping.insert(pair.new) }
                }
            } else if let after, before == nil {
                if ReachabilityShift.isShift(after, of: pair.new) {
                    covered[pair.old] = after
                } else if after.reason == .nested {
                    let grouping = newGrouping ?? Grouping(diff.new)
                    newGrouping = grouping
                    if !grouping.speaksFor(pair.new) { coveredByGrouping.insert(pair.old) }
                }
            }
        }
        self.exposed = exposed
        self.covered = covered
        self.exposedByGrouping = exposedByGrouping
        self.coveredByGrouping = coveredByGrouping
    }

    /// A modal view, or a hidden container around the element: not the element's own `hidden`
    /// (hiding a decorative image is its own change), and not a grouping, which the grouping
    /// rules judge (a control swallowed or ungrouped is a loss or a fix of its own).
    static func isShift(_ blocked: VoiceOverModel.Blocked, of index: Int) -> Bool {
        switch blocked.reason {
        case .modal: true
        case .hidden: blocked.by != index
        case .nested: false
        }
    }

    var isEmpty: Bool { exposed.isEmpty && covered.isEmpty && exposedByGrouping.isEmpty && coveredByGrouping.isEmpty }
}

extension RuleEngine {
    /// No credit from a loss, and no blame for what a loss let through: a finding that changes
    /// only because a modal view, a hidden container, or a grouping that swallows what it does
    /// not speak for came or went is neither a regression nor an improvement of this change
    /// (removing a modal view does not fix `screen-without-heading` for the heading behind it;
    /// that heading was always there). A grouping that speaks for its content (a label and its
    /// switch as one row) is what the user hears, and judged as such.
    ///
    /// A state rule's verdict is judged again on both trees with the shifted content left out
    /// of reach on both sides (`VoiceOverModel.blocking(_:)`): the old tree without what is now
    /// covered, the new one without what is now exposed. A regression stands only when the
    /// new tree, so read, still has it and the old one has not; an improvement only when the
    /// old tree, so read, had it and the new one has not. A transition rule's credit read
    /// backwards (`fixesReadBackwards`) on an exposed or covered element is dropped: reaching
    /// content again is the modal's or the container's doing, not a loss undone.
    func withoutReachabilityShifts(_ regressions: [Finding], _ improvements: [Finding], _ diff: ScreenDiff) -> ([Finding], [Finding]) {
        let shift = ReachabilityShift(diff)
        guard !shift.isEmpty else { return (regressions, improvements) }
        var old: VoiceOverModel?, new: VoiceOverModel?
        var hits: [String: (old: Set<Int>, new: Set<Int>)] = [:]
        let options = configuration.options
        func judged(_ ruleID: String) -> (old: Set<Int>, new: Set<Int>)? {
            if let known = hits[ruleID] { return known }
            guard let rule = enabled.first(where: { $0.id == ruleID }), case .state(let check) = rule.check else { return nil }
            let before = old ?? diff.old.blocking(shift.covered, hiding: shift.coveredByGrouping)
            let after = new ?? diff.new.blocking(shift.exposed, hiding: shift.exposedByGrouping)
            (old, new) = (before, after)
            let result = (Set(check(before, options).map(\.element)), Set(check(after, options).map(\.element)))
            hits[ruleID] = result
            return result
        }
        let keptRegressions = regressions.filter { finding in
            guard let n = finding.new else { return true }
            // A finding on an element out of reach judges the hiding itself (focusable content
            // under aria-hidden), which the counterfactual would take as already there.
            if diff.new.blocked[n] != nil { return true }
            guard let counterfactual = judged(finding.ruleID) else { return true }
            return counterfactual.new.contains(n) && !(finding.old.map(counterfactual.old.contains) ?? false)
        }
        let keptImprovements = improvements.filter { finding in
            guard let counterfactual = judged(finding.ruleID) else {
                // A transition rule's credit read backwards. Freeing what a grouping swallowed
                // is a fix of the grouping rules, credited as such.
                if let n = finding.new, shift.exposed[n] != nil { return false }
                if let o = finding.old, shift.covered[o] != nil { return false }
                return true
            }
            guard let o = finding.old else { return true }
            // Content that was out of reach and is no longer: the hiding itself was judged.
            if diff.old.blocked[o] != nil { return true }
            return counterfactual.old.contains(o) && !(finding.new.map(counterfactual.new.contains) ?? false)
        }
        return (keptRegressions, keptImprovements)
    }
}
