import AXDiff
import AXModel
import AXRules

/// Turns diffs and rule evaluations into report values.
public enum ReportBuilder {
    /// The report of a screen present on both sides.
    public static func screen(
        path: String, oldPath: String? = nil, status: ScreenReport.Status, diff: ScreenDiff, evaluation: Evaluation
    ) -> ScreenReport {
        screen(path: path, oldPath: oldPath, status: status, diff: diff,
               changes: changes(diff), findings: findings(evaluation, diff: diff, path: path))
    }

    /// The same report from its two parts, `changes(_:)` and `findings(_:diff:path:)`, which
    /// are independent of each other (a caller may write them on two cores).
    public static func screen(
        path: String, oldPath: String? = nil, status: ScreenReport.Status, diff: ScreenDiff,
        changes: [ChangeReport], findings: Findings
    ) -> ScreenReport {
        ScreenReport(
            path: path, oldPath: oldPath, status: status, screen: diff.newSnapshot.screen,
            changes: changes, regressions: findings.regressions, improvements: findings.improvements,
            reader: diff.new.reader,
            oldScreen: diff.oldSnapshot.screen == diff.newSnapshot.screen ? nil : diff.oldSnapshot.screen)
    }

    /// The matched elements whose identity (`identity(of:)`) differs between the two sides.
    /// A path of names can differ only where the element's own name or its place changed, or
    /// an ancestor's did. Identities are compared and counted by a hash of the path, built in
    /// one pass in preorder (writing each element's path as a string was 12% of P1's CPU);
    /// only the renamed ones are written out. Counting tells shared identities (two
    /// unlabelled buttons side by side), which say nothing of which element was renamed.
    /// For `ScreenReport.renamedElements`, which only a workflow that follows findings from
    /// commit to commit needs (an audit): a report does not work them out by itself.
    public static func renamedElements(_ diff: ScreenDiff) -> ElementRenames {
        let old = diff.old.tree, new = diff.new.tree
        let newToOld = diff.matching.newToOld
        var mayDiffer = [Bool](repeating: false, count: new.count)
        var pairs: [(old: Int, new: Int)] = []
        for index in 0..<new.count {
            let parent = new.parent[index]
            let partner = newToOld[index]
            guard partner >= 0 else {
                mayDiffer[index] = true
                continue
            }
            let sameParent = parent >= 0 ? newToOld[parent] == old.parent[partner] && old.parent[partner] >= 0 : old.parent[partner] < 0
            let differs = (parent >= 0 && mayDiffer[parent]) || !sameParent || !old.hasSameDisplayName(partner, as: new, index)
            mayDiffer[index] = differs
            let oldID = old.id(at: partner), newID = new.id(at: index)
            if let oldID, let newID, oldID == newID { continue }
            guard differs || oldID != newID else { continue }
            pairs.append((partner, index))
        }
        guard !pairs.isEmpty else { return ElementRenames() }
        let oldKeys = identityKeys(old), newKeys = identityKeys(new)
        pairs.removeAll { oldKeys[$0.old] == newKeys[$0.new] }
        func counts(_ keys: [UInt64], _ wanted: Set<UInt64>) -> [UInt64: Int] {
            var counts: [UInt64: Int] = [:]
            for key in keys where wanted.contains(key) { counts[key, default: 0] += 1 }
            return counts
        }
        let oldCounts = counts(oldKeys, Set(pairs.map { oldKeys[$0.old] }))
        let newCounts = counts(newKeys, Set(pairs.map { newKeys[$0.new] }))
        func identity(_ tree: ElementTree, _ index: Int) -> String {
            tree.elements[index].id.map { "#" + $0 } ?? tree.path(of: index)
        }
        var renames = ElementRenames()
        for pair in pairs {
            let sharedBefore = oldCounts[oldKeys[pair.old], default: 0] > 1, sharedAfter = newCounts[newKeys[pair.new], default: 0] > 1
            guard !(sharedBefore && sharedAfter) else { continue }
            let before = identity(old, pair.old), after = identity(new, pair.new)
            if !sharedBefore { renames.forward[before] = after }
            if !sharedAfter {
                renames.backward[after] = before
                if sharedBefore { renames.sharedBefore.insert(before) }
            }
        }
        return renames
    }

    /// Each element's identity as a hash: of `#id`, or of its path of display names (FNV-1a
    /// of each name after its parent's path, read in the tree's slots).
    private static func identityKeys(_ tree: ElementTree) -> [UInt64] {
        var paths = [UInt64](repeating: 0, count: tree.count)
        var keys = [UInt64](repeating: 0, count: tree.count)
        for index in 0..<tree.count {
            let parent = tree.parent[index]
            let path = tree.displayNameHash(at: index, seed: parent >= 0 ? paths[parent] &* 31 &+ 1 : 0)
            paths[index] = path
            if let id = tree.id(at: index) {
                var key: UInt64 = 0x9e37_79b9_7f4a_7c15
                for byte in id.utf8 { key = (key ^ UInt64(byte)) &* 0x100_0000_01b3 }
                keys[index] = key
            } else {
                keys[index] = path
            }
        }
        return keys
    }

    /// The reports of a diff's changes, in its order.
    public static func changes(_ diff: ScreenDiff) -> [ChangeReport] {
        diff.changes.map { change(from: $0, diff) }
    }

    /// A screen's regressions and improvements, as reported.
    public struct Findings: Sendable {
        public var regressions: [FindingReport]
        public var improvements: [FindingReport]
    }

    /// The reports of an evaluation's regressions and improvements on `diff` of the screen at
    /// `path`.
    public static func findings(_ evaluation: Evaluation, diff: ScreenDiff, path: String) -> Findings {
        Findings(
            regressions: evaluation.regressions.map { finding(from: $0, diff: diff, path: path) },
            improvements: evaluation.improvements.map { finding(from: $0, diff: diff, path: path) })
    }

    /// The report of a screen that is new: its state findings are regressions.
    public static func addedScreen(path: String, screen: String, model: VoiceOverModel, evaluation: Evaluation) -> ScreenReport {
        ScreenReport(
            path: path, status: .added, screen: screen,
            changes: [ChangeReport(kind: "added", element: element(model.tree, 0), before: nil, after: nil, items: [], oldPosition: nil, newPosition: nil, count: model.tree.count, isNotice: false)],
            regressions: evaluation.regressions.map { finding in
                let index = finding.new ?? 0
                return report(finding, element: element(model.tree, index), before: nil, after: spoken(model, index), path: path, reader: model.reader)
            },
            reader: model.reader)
    }

    /// The report of a screen no longer recorded (`path` is where it was; `movedTo`, where it
    /// went when it moved out of the snapshot roots): its coverage finding, which names the
    /// focus stops no longer checked, is in `regressions` until `CoverageLoss.partition` makes
    /// it lost coverage, as every report does.
    public static func removedScreen(path: String, screen: String, model: VoiceOverModel, evaluation: Evaluation = Evaluation(), movedTo: String? = nil) -> ScreenReport {
        ScreenReport(
            path: path, status: .removed, screen: screen,
            changes: [ChangeReport(
                kind: "removed", element: element(model.tree, 0), before: nil, after: nil,
                items: [], oldPosition: nil, newPosition: nil,
                count: model.tree.count, isNotice: false)],
            regressions: evaluation.regressions.map { finding in
                let index = finding.old ?? 0
                return report(finding, element: element(model.tree, index), before: spoken(model, index), after: nil, path: path, reader: model.reader)
            },
            reader: model.reader, movedTo: movedTo)
    }

    /// The report of a screen that is one entry of a file of several (a Vitest `.snap` file):
    /// its findings' fingerprints name the entry too, so the same loss in two entries of one
    /// file is two findings (in history, acceptances and code-scanning alerts).
    public static func entryScreen(_ report: ScreenReport, entry: String) -> ScreenReport {
        var report = report
        let identity = report.path + "\u{1F}" + entry
        func renamed(_ findings: [FindingReport]) -> [FindingReport] {
            findings.map { finding in
                var finding = finding
                finding.fingerprint = fingerprint(path: identity, rule: finding.rule, element: finding.element)
                return finding
            }
        }
        report.regressions = renamed(report.regressions)
        report.improvements = renamed(report.improvements)
        return report
    }

    // MARK: Parts

    static func element(_ tree: ElementTree, _ index: Int) -> ElementReport {
        let element = tree.elements[index]
        return ElementReport(id: element.id, label: element.label, type: element.type, path: tree.path(of: index), line: element.line, index: index)
    }

    static func spoken(_ model: VoiceOverModel, _ index: Int) -> SpokenState {
        let stop = model.isFocusStop(index)
        return SpokenState(
            announcement: stop ? model.announcement(of: index) : nil,
            position: stop ? model.stopPosition[index] + 1 : nil,
            reachability: Reachability(model, index).description)
    }

    static func finding(from finding: Finding, diff: ScreenDiff, path: String) -> FindingReport {
        var subject = finding.new.map { element(diff.new.tree, $0) } ?? element(diff.old.tree, finding.old ?? 0)
        if let old = finding.old, finding.new != nil, diff.old.tree.elements[old].label != subject.label {
            subject.previousLabel = diff.old.tree.elements[old].label
        }
        return report(
            finding, element: subject,
            before: finding.old.map { spoken(diff.old, $0) },
            after: finding.new.map { spoken(diff.new, $0) }, path: path, reader: diff.new.reader)
    }

    static func report(
        _ finding: Finding, element: ElementReport, before: SpokenState?, after: SpokenState?, path: String, reader: ScreenReader
    ) -> FindingReport {
        let rule = RuleCatalog.rule(finding.ruleID)
        return FindingReport(
            rule: finding.ruleID, title: rule?.title ?? finding.ruleID, severity: finding.severity,
            wcag: (finding.wcag ?? rule?.wcag ?? []).map { FindingReport.Criterion(number: $0.number, title: $0.title, level: $0.level.rawValue, url: $0.understandingURL) },
            message: finding.message, element: element, before: before, after: after,
            alsoTriggered: finding.alsoTriggered,
            fingerprint: fingerprint(path: path, rule: finding.ruleID, element: element),
            acceptance: nil, introducedBy: nil, reader: reader)
    }

    static func change(from change: Change, _ diff: ScreenDiff) -> ChangeReport {
        let subject: ElementReport? = change.new.map { element(diff.new.tree, $0) } ?? change.old.map { element(diff.old.tree, $0) }
        return ChangeReport(
            kind: change.kind.rawValue, element: subject, before: change.before, after: change.after,
            items: change.items, oldPosition: change.oldPosition, newPosition: change.newPosition,
            count: change.count, isNotice: change.kind.isNotice)
    }

    /// What identifies an element across revisions in a fingerprint: `#` and its id, else its
    /// path of names.
    public static func identity(of element: ElementReport) -> String {
        element.id.map { "#" + $0 } ?? element.path
    }

    /// A stable fingerprint: FNV-1a (64 bits, hex) of the screen path, the rule and the
    /// element's id, else its path of names. Independent of line numbers and of the process.
    public static func fingerprint(path: String, rule: String, element: ElementReport) -> String {
        let identity = "\(path)\u{1F}\(rule)\u{1F}\(identity(of: element))"
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
