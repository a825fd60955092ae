import AXDiff
import AXModel

/// Runs the enabled rules over a screen diff and turns their hits into regressions and
/// improvements: severities from the configuration, ignored elements dropped, and one finding
/// per element and cause.
/// The hits of the enabled state rules on one snapshot, one list per rule in rule order.
public struct StateHits: Sendable {
    let perRule: [[RuleHit]]
}

/// The hits of one enabled transition rule on a diff (`RuleEngine.transitionHits(_:rule:)`).
public struct TransitionHits: Sendable {
    /// The rule's index among the enabled transition rules.
    public let rule: Int
    let hits: [RuleHit]
}

public struct RuleEngine: Sendable {
    public let rules: [Rule]
    public let configuration: Configuration

    /// What evaluating needs of each enabled rule, in rule order, and of every rule by id (the
    /// first of a repeated id): made once, not for each of the thousands of screens a run
    /// evaluates (a `Rule` has a dozen fields to copy, and its severity takes lookups).
    let enabled: [EnabledRule]
    /// The enabled transition rules' checks, in rule order.
    private let transitionChecks: [@Sendable (ScreenDiff, RuleOptions) -> [RuleHit]]
    /// For each enabled transition rule, whether it credits fixes (read backwards).
    private let transitionCredits: [Bool]
    private let byID: [String: (order: Int, supersedes: [String], supersedesOnScreen: [String], isState: Bool)]

    struct EnabledRule: Sendable {
        let id: String
        let title: String
        let severity: Severity
        let check: Rule.Check
        let judgesSizes: Bool
        let reverse: Rule.Reverse
    }

    public init(configuration: Configuration = Configuration(), rules: [Rule] = RuleCatalog.all) {
        self.rules = rules
        self.configuration = configuration
        enabled = rules.compactMap { rule in
            configuration.severity(of: rule).map {
                EnabledRule(id: rule.id, title: rule.title, severity: $0, check: rule.check, judgesSizes: rule.judgesSizes, reverse: rule.reverse)
            }
        }
        transitionChecks = enabled.compactMap { rule in
            guard case .transition(let check) = rule.check else { return nil }
            return check
        }
        transitionCredits = enabled.compactMap { rule in
            guard case .transition = rule.check else { return nil }
            return rule.reverse.credits
        }
        var byID: [String: (order: Int, supersedes: [String], supersedesOnScreen: [String], isState: Bool)] = [:]
        for (position, rule) in rules.enumerated() where byID[rule.id] == nil {
            byID[rule.id] = (position, rule.supersedes, rule.supersedesOnScreen, rule.kind == .state)
        }
        self.byID = byID
    }

    /// True when both engines run the same rules with the same configuration, so state hits
    /// computed by one are valid for the other.
    public func judgesLike(_ other: RuleEngine) -> Bool {
        configuration == other.configuration && rules.map(\.id) == other.rules.map(\.id)
    }

    /// The diff options the configuration implies.
    public var diffOptions: DiffOptions {
        DiffOptions(
            frameTolerance: configuration.options.frameTolerance,
            voiceOver: .init(rowTolerance: configuration.options.rowTolerance))
    }

    /// The hits of every enabled state rule on one snapshot, in rule order. They depend on the
    /// snapshot alone, so a run can compute them once per snapshot and pass them to
    /// `evaluate(_:stateHits:)` for every diff the snapshot is part of.
    public func stateHits(_ model: VoiceOverModel) -> StateHits {
        let options = configuration.options
        return StateHits(perRule: enabled.compactMap { rule in
            guard case .state(let check) = rule.check else { return nil }
            return check(model, options)
        })
    }

    /// How many transition rules are enabled: `transitionHits(_:rule:)` takes each index from 0
    /// up to this.
    public var transitionRuleCount: Int { transitionChecks.count }

    /// The hits of the enabled transition rule number `index` (in rule order) on `diff`. The
    /// rules are independent of each other: a caller may work them out in any order, on any
    /// cores, and hand them all to `evaluate(_:stateHits:transitionHits:)`.
    public func transitionHits(_ diff: ScreenDiff, rule index: Int) -> TransitionHits {
        TransitionHits(rule: index, hits: transitionChecks[index](diff, configuration.options))
    }

    /// The hits of transition rule `index` on `backwards` (`ScreenDiff.reversed`: the change
    /// read from the new tree to the old), which `evaluate` credits as fixes; none for a rule
    /// that credits no fixes. A caller may work them out on other cores, as the forward ones.
    public func backwardHits(_ backwards: ScreenDiff, rule index: Int) -> TransitionHits {
        TransitionHits(rule: index, hits: transitionCredits[index] ? transitionChecks[index](backwards, configuration.options) : [])
    }

    /// Regressions and improvements of a change to an existing screen. `stateHits` are the
    /// state rules' hits on both sides, and `transitionHits` those of every enabled transition
    /// rule, when already known; whatever is not given (or does not hold one list per rule) is
    /// worked out here. The result is the same either way.
    public func evaluate(
        _ diff: ScreenDiff, stateHits: (old: StateHits, new: StateHits)? = nil, transitionHits: [TransitionHits]? = nil,
        backwardHits: [TransitionHits]? = nil
    ) -> Evaluation {
        var regressions: [Finding] = []
        var improvements: [Finding] = []
        let (allOldHits, allNewHits) = stateHits.map { ($0.old.perRule, $0.new.perRule) }
            ?? (self.stateHits(diff.old).perRule, self.stateHits(diff.new).perRule)
        // The transition rules' hits in rule order.
        let perTransition = perRule(transitionHits) { self.transitionHits(diff, rule: $0) }
        var transitionIndex = 0
        var stateIndex = 0
        for rule in enabled {
            let severity = rule.severity
            switch rule.check {
            case .transition:
                let hits = perTransition[transitionIndex]
                transitionIndex += 1
                for hit in hits {
                    let (old, new) = hit.side == .new
                        ? (partner(ofNew: hit.element, diff), Optional(hit.element))
                        : (Optional(hit.element), partner(ofOld: hit.element, diff))
                    regressions.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: old, new: new, wcag: hit.wcag))
                }
            case .coverage:
                continue  // only for screens no longer recorded
            case .state:
                let oldHits = allOldHits[stateIndex], newHits = allNewHits[stateIndex]
                stateIndex += 1
                // Another device or text size: sizes differ for the capture's sake.
                if rule.judgesSizes && diff.captureGeometryChanged { continue }
                let oldFlagged = Set(oldHits.map(\.element))
                let newFlagged = Set(newHits.map(\.element))
                // The same defect on a look-alike element (the same kind, name and place) is
                // the defect that was there, not one the change made or fixed: a chart added
                // beside charts whose images were already unnamed adds no new kind of loss.
                // An element that was there and was fine is judged by itself; a new one, or one
                // gone, by its kind (worked out only when a hit is on such an element).
                lazy var oldKinds = Set(oldHits.map { FindingSignature(diff.old.tree, $0.element) })
                lazy var newKinds = Set(newHits.map { FindingSignature(diff.new.tree, $0.element) })
                for hit in newHits {
                    let old = diff.matching.newToOld[hit.element]
                    if old >= 0 && oldFlagged.contains(old) { continue }
                    if old < 0 && oldKinds.contains(FindingSignature(diff.new.tree, hit.element)) { continue }
                    regressions.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: old >= 0 ? old : nil, new: hit.element, wcag: hit.wcag))
                }
                // A finding gone is a fix only for the rules that say so.
                for hit in oldHits where rule.reverse.credits {
                    let new = diff.matching.oldToNew[hit.element]
                    if new < 0 && newKinds.contains(FindingSignature(diff.old.tree, hit.element)) { continue }
                    if new < 0 && rule.reverse == .creditsFix(elementRemoved: true) {
                        improvements.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: hit.element, new: nil, wcag: hit.wcag))
                        continue
                    }
                    guard new >= 0, !newFlagged.contains(new) else { continue }
                    improvements.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: hit.element, new: new, wcag: hit.wcag))
                }
            }
        }
        improvements += fixesReadBackwards(diff, given: backwardHits)
        (regressions, improvements) = withoutReachabilityShifts(regressions, improvements, diff)
        regressions = deduplicated(ignoringElements(notMadeInertByAModal(regressions, diff), diff.old.tree, diff.new.tree))
        improvements = consistent(ignoringElements(improvements, diff.old.tree, diff.new.tree), with: regressions, diff)
        return Evaluation(
            regressions: ordered(regressions, diff),
            improvements: ordered(improvements, diff))
    }

    /// The transition rules' findings on the change read backwards, from the new tree to the
    /// old: each is a loss this change undid, credited to its rule as an improvement (a fix
    /// is a loss read backwards). Only for rules whose `reverse` credits fixes, on elements
    /// of the new tree that were there before or hold what was, once per rule and element, and
    /// only when something but frames changed.
    func fixesReadBackwards(_ diff: ScreenDiff, given: [TransitionHits]? = nil) -> [Finding] {
        guard transitionCredits.contains(true), Self.mayHaveFixes(diff) else { return [] }
        let backwards = diff.reversed
        let perTransition = perRule(given) { backwardHits(backwards, rule: $0) }
        var fixes: [Finding] = []
        var credited = Set<String>()
        var transitionIndex = -1
        for rule in enabled {
            guard case .transition = rule.check else { continue }
            transitionIndex += 1
            guard rule.reverse.credits else { continue }
            for hit in perTransition[transitionIndex] {
                // Backwards, the new side is the old tree and the old side the new one.
                let (old, new) = hit.side == .new
                    ? (Optional(hit.element), partner(ofOld: hit.element, diff))
                    : (partner(ofNew: hit.element, diff), Optional(hit.element))
                // A fix is on an element of the new tree that was there before, or that now
                // holds what was there (a landmark or a list around the same content): an
                // element new with all it holds is new content, not a loss undone.
                guard let n = new, old != nil || Self.holdsMatchedContent(n, diff) || Self.showsOldText(n, backwards) else { continue }
                guard credited.insert("\(rule.id) \(old ?? -1) \(n)").inserted else { continue }
                fixes.append(Finding(ruleID: rule.id, severity: rule.severity, message: Self.undone(rule.title, old: old, new: new, diff), old: old, new: new, wcag: hit.wcag))
            }
        }
        return fixes
    }

    /// The hits of every enabled transition rule in rule order: `given` when it holds one list
    /// per rule (in any order), else each worked out with `work`.
    private func perRule(_ given: [TransitionHits]?, _ work: (Int) -> TransitionHits) -> [[RuleHit]] {
        let sorted = (given ?? []).sorted { $0.rule < $1.rule }
        return (sorted.map(\.rule) == Array(transitionChecks.indices) ? sorted : transitionChecks.indices.map(work)).map(\.hits)
    }

    /// Whether a change can hold a fix read backwards: something but frames changed.
    public static func mayHaveFixes(_ diff: ScreenDiff) -> Bool {
        diff.changes.contains(where: { $0.kind != .frameChanged && !$0.kind.isNotice })
    }

    /// Whether the new element `n` holds an element that was there before (a heading: its
    /// section, so a heading put above content that was there is a fix).
    /// A heading holds its section: the content after it up to the next heading of its level.
    static func holdsMatchedContent(_ n: Int, _ diff: ScreenDiff) -> Bool {
        let tree = diff.new.tree
        let held = tree.elements[n].hasTrait(.header) ? RuleCatalog.sectionOf(n, in: tree) : (n + 1)..<tree.subtreeEnd[n]
        return held.contains { diff.matching.newToOld[$0] >= 0 }
    }

    /// Whether the new element `n` shows what was there before as plain text (a button made
    /// of the words a focusable `div` showed, which Playwright merged into one line), read in
    /// `backwards`, the change read from the new tree to the old.
    static func showsOldText(_ n: Int, _ backwards: ScreenDiff) -> Bool {
        backwards.new.platform == .web && RuleCatalog.textThatReplaced(old: n, backwards) != nil
    }

    /// `"Save" — label removed, undone: screen readers now say "Save, button" (before:
    /// "Button")`: a fix said from the element, whatever the rule's own wording of the loss.
    static func undone(_ title: String, old: Int?, new: Int?, _ diff: ScreenDiff) -> String {
        let reader = diff.new.reader
        let element = new.map { diff.new.tree.elements[$0] } ?? old.map { diff.old.tree.elements[$0] }
        var message = (element.map(Describe.name) ?? "the screen") + ": " + title.prefix(1).lowercased() + title.dropFirst() + ", undone"
        if let new, diff.new.isFocusStop(new) {
            message += ": \(reader.name) now \(reader.says) \(Describe.spoken(diff.new.announcement(of: new)))"
            if let old, diff.old.isFocusStop(old) {
                let before = diff.old.announcement(of: old)
                if before != diff.new.announcement(of: new) { message += " (before: \(Describe.spoken(before)))" }
            }
        }
        return message
    }

    /// The improvements a user would sign: none on an element that has a regression, and none
    /// on an element the user lost (a button made unreachable no longer breaks the target
    /// size rule, but nothing was fixed). An element grouped into one that speaks for it, or
    /// a stop that said nothing useful and was hidden, keeps its improvements.
    ///
    /// An element that now swallows one with a regression gets no credit either: the row made
    /// a button that hides its switch did not restore a role, it caused the loss. And one
    /// element gets one improvement: a static finding gone (the defect itself) before a loss
    /// read backwards (its symptom).
    func consistent(_ improvements: [Finding], with regressions: [Finding], _ diff: ScreenDiff) -> [Finding] {
        guard !improvements.isEmpty else { return improvements }
        var regressed = Set(regressions.compactMap(\.new))
        for n in regressions.compactMap(\.new) {
            if let blocked = diff.new.blocked[n], blocked.reason == .nested { regressed.insert(blocked.by) }
        }
        var loss = Loss(diff)
        var seen = Set<String>()
        let stateFirst = improvements.enumerated().sorted { lhs, rhs in
            (isState(lhs.element.ruleID) ? 0 : 1, lhs.offset) < (isState(rhs.element.ruleID) ? 0 : 1, rhs.offset)
        }
        let kept = stateFirst.filter { item in
            let finding = item.element
            guard seen.insert("\(finding.old ?? -1) \(finding.new ?? -1)").inserted else { return false }
            guard let n = finding.new else { return true }
            if regressed.contains(n) { return false }
            if let o = finding.old, Self.reachableBecauseAModalWasLost(old: o, diff) { return false }
            guard let o = finding.old else { return true }
            return loss.reason(old: o, new: n) == nil
        }
        return kept.sorted { $0.offset < $1.offset }.map(\.element)
    }

    /// True when the old element `o` was behind a modal view that is no longer modal: it
    /// became reachable because the modality was lost (`modal-removed`'s loss), which is
    /// nothing gained.
    static func reachableBecauseAModalWasLost(old o: Int, _ diff: ScreenDiff) -> Bool {
        guard let blocked = diff.old.blocked[o], blocked.reason == .modal else { return false }
        let view = diff.matching.oldToNew[blocked.by]
        return view < 0 || !diff.new.tree.elements[view].modal
    }

    /// Whether the rule with `id` judges one tree at a time.
    private func isState(_ id: String) -> Bool {
        guard let rule = byID[id] else { return false }
        return rule.isState
    }

    /// The defects the state rules find on screens already recorded (`model`), by rule and
    /// kind of element (`FindingSignature`): what a newly recorded screen beside them already
    /// had before it was recorded.
    public func recordedDefects(_ models: [VoiceOverModel]) -> RecordedDefects {
        var defects = RecordedDefects()
        for model in models {
            let hits = stateHits(model).perRule
            var stateIndex = 0
            for rule in enabled {
                guard case .state = rule.check else { continue }
                defer { stateIndex += 1 }
                for hit in hits[stateIndex] { defects.kinds.insert(RecordedDefects.Kind(rule: rule.id, signature: FindingSignature(model.tree, hit.element))) }
            }
        }
        return defects
    }

    /// Findings of the state rules on a screen that did not exist before: all are regressions,
    /// but for the defects of a kind the screens `recorded` beside it already had (a new
    /// snapshot of a dashboard whose sibling snapshots show the same unnamed images records a
    /// defect that was there; it does not make one).
    public func evaluate(addedScreen model: VoiceOverModel, stateHits known: StateHits? = nil, recorded: RecordedDefects = RecordedDefects()) -> Evaluation {
        var regressions: [Finding] = []
        let hits = (known ?? stateHits(model)).perRule
        var stateIndex = 0
        for rule in enabled {
            guard case .state = rule.check else { continue }
            let severity = rule.severity
            defer { stateIndex += 1 }
            for hit in hits[stateIndex] {
                if !recorded.kinds.isEmpty, recorded.kinds.contains(RecordedDefects.Kind(rule: rule.id, signature: FindingSignature(model.tree, hit.element))) { continue }
                regressions.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: nil, new: hit.element, wcag: hit.wcag))
            }
        }
        regressions = ignoringElements(regressions, nil, model.tree)
        regressions.sort { ($0.new ?? 0, ruleOrder($0.ruleID)) < ($1.new ?? 0, ruleOrder($1.ruleID)) }
        return Evaluation(regressions: deduplicated(regressions))
    }

    /// Findings of the coverage rules on a screen no longer recorded (`old` is its last
    /// snapshot): what the gate no longer checks. They are no regressions: reports list them
    /// as lost coverage (`CoverageLoss`). A rename is not a removal: callers pair renamed files
    /// first.
    public func evaluate(removedScreen old: VoiceOverModel) -> Evaluation {
        var regressions: [Finding] = []
        for rule in enabled {
            guard case .coverage(let check) = rule.check else { continue }
            let severity = rule.severity
            for hit in check(old, configuration.options) {
                regressions.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: hit.element, new: nil, wcag: hit.wcag))
            }
        }
        return Evaluation(regressions: regressions)
    }

    /// Findings of the state rules on one snapshot, for audits of a single revision.
    public func evaluate(snapshot model: VoiceOverModel) -> [Finding] {
        evaluate(addedScreen: model).regressions
    }

    // MARK: Helpers

    private func partner(ofNew index: Int, _ diff: ScreenDiff) -> Int? {
        let old = diff.matching.newToOld[index]
        return old >= 0 ? old : nil
    }

    private func partner(ofOld index: Int, _ diff: ScreenDiff) -> Int? {
        let new = diff.matching.oldToNew[index]
        return new >= 0 ? new : nil
    }

    private func ignoringElements(_ findings: [Finding], _ old: ElementTree?, _ new: ElementTree) -> [Finding] {
        let ignored = configuration.ignoredElements
        guard !ignored.isEmpty else { return findings }
        return findings.filter { finding in
            if let index = finding.new, let id = new.elements[index].id, ignored.contains(id) { return false }
            if let index = finding.old, let old, let id = old.elements[index].id, ignored.contains(id) { return false }
            return true
        }
    }

    /// Findings about web content that is gone from the new tree because a dialog there became
    /// modal (`showModal()`): a browser leaves what the dialog makes inert out of its tree while
    /// it is shown, so outside the dialog nothing was removed; the content is behind it. (On iOS
    /// and Android the content stays in the tree, blocked, and a removal there is one.)
    func notMadeInertByAModal(_ findings: [Finding], _ diff: ScreenDiff) -> [Finding] {
        guard diff.new.platform == .web else { return findings }
        let madeModal = diff.pairs.filter { !diff.old.tree.elements[$0.old].modal && diff.new.tree.elements[$0.new].modal }
        guard !madeModal.isEmpty else { return findings }
        return findings.filter { finding in
            guard finding.new == nil, let old = finding.old else { return true }
            // Kept when inside one of the dialogs: its own content can be lost. Its ancestors
            // (`<main>` around it) are made inert with the rest.
            return madeModal.contains { pair in (pair.old..<diff.old.tree.subtreeEnd[pair.old]).contains(old) }
        }
    }

    /// One finding per element and cause: a rule's findings replace those of the rules it
    /// supersedes on the same element (or screen), which are named in its message.
    func deduplicated(_ findings: [Finding]) -> [Finding] {
        // One finding supersedes nothing (a finding never drops itself).
        guard findings.count > 1 else { return findings }
        var result = findings
        var dropped = Set<Int>()
        // Findings grouped by element: the new index when there is one, else the old.
        var bySubject: [Int: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            let subject = finding.new.map { $0 * 2 } ?? ((finding.old ?? 0) * 2 + 1)
            bySubject[subject, default: []].append(index)
        }
        var byRule: [String: [Int]] = [:]
        for (index, finding) in findings.enumerated() { byRule[finding.ruleID, default: []].append(index) }
        func drop(_ other: Int, for index: Int) {
            guard other != index, !dropped.contains(other), !dropped.contains(index) else { return }
            dropped.insert(other)
            if !result[index].alsoTriggered.contains(result[other].ruleID) {
                result[index].alsoTriggered.append(result[other].ruleID)
            }
        }
        for index in findings.indices {
            guard let rule = byID[findings[index].ruleID] else { continue }
            if !rule.supersedes.isEmpty {
                let subject = findings[index].new.map { $0 * 2 } ?? ((findings[index].old ?? 0) * 2 + 1)
                for other in bySubject[subject] ?? [] where rule.supersedes.contains(findings[other].ruleID) {
                    drop(other, for: index)
                }
            }
            for screenRule in rule.supersedesOnScreen {
                for other in byRule[screenRule] ?? [] { drop(other, for: index) }
            }
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map { item in
            var finding = item.element
            if !finding.alsoTriggered.isEmpty {
                finding.message += " (also reported by \(finding.alsoTriggered.joined(separator: ", ")))"
            }
            return finding
        }
    }

    /// In tree order (new positions; removed elements at their old parent's partner), then
    /// in catalogue order.
    private func ordered(_ findings: [Finding], _ diff: ScreenDiff) -> [Finding] {
        func anchor(_ finding: Finding) -> Int {
            if let new = finding.new { return new * 2 }
            guard let old = finding.old else { return 0 }
            let ancestor = diff.matchedAncestor(old: old)
            return ancestor >= 0 ? diff.matching.oldToNew[ancestor] * 2 + 1 : 1
        }
        return findings.enumerated().sorted { lhs, rhs in
            (anchor(lhs.element), ruleOrder(lhs.element.ruleID), lhs.offset) < (anchor(rhs.element), ruleOrder(rhs.element.ruleID), rhs.offset)
        }.map(\.element)
    }

    private func ruleOrder(_ id: String) -> Int {
        byID[id]?.order ?? rules.count
    }
}

/// Defects already recorded on other screens, by rule and kind of element
/// (`RuleEngine.recordedDefects`).
public struct RecordedDefects: Sendable {
    struct Kind: Hashable, Sendable {
        var rule: String
        var signature: FindingSignature
    }
    var kinds: Set<Kind> = []

    public init() {}

    /// Whether none is recorded.
    public var isEmpty: Bool { kinds.isEmpty }
}

/// What tells one state finding's defect from another's, whatever element it is on: the
/// element's type, role traits and name. Two unnamed images in two charts of the same kind, or
/// one moved into a new container, have the same signature.
struct FindingSignature: Hashable, Sendable {
    var type: String?
    var roles: UInt32
    var label: String?

    init(_ tree: ElementTree, _ index: Int) {
        let element = tree.elements[index]
        type = element.type
        roles = element.knownTraitBits & TraitSet.roleBits
        label = element.label
    }
}
