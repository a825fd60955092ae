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
    private let enabled: [EnabledRule]
    /// The enabled transition rules' checks, in rule order.
    private let transitionChecks: [@Sendable (ScreenDiff, RuleOptions) -> [RuleHit]]
    private let byID: [String: (order: Int, supersedes: [String], supersedesOnScreen: [String])]

    private struct EnabledRule: Sendable {
        let id: String
        let severity: Severity
        let check: Rule.Check
        let judgesSizes: Bool
        let fixedByRemoval: Bool
    }

    public init(configuration: Configuration = Configuration(), rules: [Rule] = RuleCatalog.all) {
        self.rules = rules
        self.configuration = configuration
        enabled = rules.compactMap { rule in
            configuration.severity(of: rule).map { EnabledRule(id: rule.id, severity: $0, check: rule.check, judgesSizes: rule.judgesSizes, fixedByRemoval: rule.fixedByRemoval) }
        }
        transitionChecks = enabled.compactMap { rule in
            guard case .transition(let check) = rule.check else { return nil }
            return check
        }
        var byID: [String: (order: Int, supersedes: [String], supersedesOnScreen: [String])] = [:]
        for (position, rule) in rules.enumerated() where byID[rule.id] == nil {
            byID[rule.id] = (position, rule.supersedes, rule.supersedesOnScreen)
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

    /// Regressions and improvements of a change to an existing screen. `stateHits` are the
    /// state rules' hits on both sides, and `transitionHits` those of every enabled transition
    /// rule, when already known; whatever is not given (or does not hold one list per rule) is
    /// worked out here. The result is the same either way.
    public func evaluate(_ diff: ScreenDiff, stateHits: (old: StateHits, new: StateHits)? = nil, transitionHits: [TransitionHits]? = nil) -> Evaluation {
        var regressions: [Finding] = []
        var improvements: [Finding] = []
        let (allOldHits, allNewHits) = stateHits.map { ($0.old.perRule, $0.new.perRule) }
            ?? (self.stateHits(diff.old).perRule, self.stateHits(diff.new).perRule)
        // The transition rules' hits in rule order.
        let given = (transitionHits ?? []).sorted { $0.rule < $1.rule }
        let perTransition = given.map(\.rule) == Array(transitionChecks.indices)
            ? given.map(\.hits) : transitionChecks.indices.map { self.transitionHits(diff, rule: $0).hits }
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
            case .removal:
                continue  // only for screens that are gone
            case .state:
                let oldHits = allOldHits[stateIndex], newHits = allNewHits[stateIndex]
                stateIndex += 1
                // Another device or text size: sizes differ for the capture's sake.
                if rule.judgesSizes && diff.captureGeometryChanged { continue }
                let oldFlagged = Set(oldHits.map(\.element))
                let newFlagged = Set(newHits.map(\.element))
                for hit in newHits {
                    let old = diff.matching.newToOld[hit.element]
                    if old >= 0 && oldFlagged.contains(old) { continue }
                    regressions.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: old >= 0 ? old : nil, new: hit.element, wcag: hit.wcag))
                }
                for hit in oldHits {
                    let new = diff.matching.oldToNew[hit.element]
                    if new < 0 && rule.fixedByRemoval {
                        improvements.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: hit.element, new: nil, wcag: hit.wcag))
                        continue
                    }
                    guard new >= 0, !newFlagged.contains(new) else { continue }
                    improvements.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: hit.element, new: new, wcag: hit.wcag))
                }
            }
        }
        regressions = deduplicated(ignoringElements(notMadeInertByAModal(regressions, diff), diff.old.tree, diff.new.tree))
        improvements = consistent(ignoringElements(improvements, diff.old.tree, diff.new.tree), with: regressions, diff)
        return Evaluation(
            regressions: ordered(regressions, diff),
            improvements: ordered(improvements, diff))
    }

    /// The improvements a user would sign: none on an element that has a regression, and none
    /// on an element the user lost (a button made unreachable no longer breaks the target
    /// size rule, but nothing was fixed). An element grouped into one that speaks for it, or
    /// a stop that said nothing useful and was hidden, keeps its improvements.
    func consistent(_ improvements: [Finding], with regressions: [Finding], _ diff: ScreenDiff) -> [Finding] {
        guard !improvements.isEmpty else { return improvements }
        let regressed = Set(regressions.compactMap(\.new))
        var loss = Loss(diff)
        return improvements.filter { finding in
            guard let n = finding.new else { return true }
            if regressed.contains(n) { return false }
            guard let o = finding.old else { return true }
            return loss.reason(old: o, new: n) == nil
        }
    }

    /// Findings of the state rules on a screen that did not exist before: all are regressions.
    public func evaluate(addedScreen model: VoiceOverModel, stateHits known: StateHits? = nil) -> Evaluation {
        var regressions: [Finding] = []
        let hits = (known ?? stateHits(model)).perRule
        var stateIndex = 0
        for rule in enabled {
            guard case .state = rule.check else { continue }
            let severity = rule.severity
            defer { stateIndex += 1 }
            for hit in hits[stateIndex] {
                regressions.append(Finding(ruleID: rule.id, severity: severity, message: hit.message, old: nil, new: hit.element, wcag: hit.wcag))
            }
        }
        regressions = ignoringElements(regressions, nil, model.tree)
        regressions.sort { ($0.new ?? 0, ruleOrder($0.ruleID)) < ($1.new ?? 0, ruleOrder($1.ruleID)) }
        return Evaluation(regressions: deduplicated(regressions))
    }

    /// Findings of the removal rules on a screen whose snapshot is gone (`old` is its last
    /// snapshot). A rename is not a removal: callers pair renamed files first.
    public func evaluate(removedScreen old: VoiceOverModel) -> Evaluation {
        var regressions: [Finding] = []
        for rule in enabled {
            guard case .removal(let check) = rule.check else { continue }
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
