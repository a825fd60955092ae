import AXReport

/// What a range of commits did, as `history` judged it commit by commit, netted: the
/// regressions its commits introduced that no later commit fixed, the fixes no later commit
/// undid, and the screens it stopped recording, each with its commit. The audit of a range
/// reports these, so that its findings are `history`'s over the same range.
///
/// A finding is known by its screen's path, its rule and its element's identity (as in a
/// fingerprint: `#id`, else the path of names), and followed through renamed and split files
/// and through elements whose identity changed (`ScreenReport.renamedElements`): a regression
/// introduced under one heading keeps its commit when the heading is renamed later, although
/// no commit reports it again. Findings with the same identity (a hundred unlabelled images in
/// one list) are counted, not merged: a fix closes one of them.
struct RangeFindings {
    struct Key: Hashable {
        var path: String
        /// The screen's name, for a file of several screens (entries share the path); empty
        /// otherwise, so a screen renamed inside its file keeps its findings.
        var screen: String
        var rule: String
        var element: String
    }

    /// A finding as the commit that made it reported it.
    struct Entry {
        var finding: FindingReport
        var commit: CommitReference
        /// The screen's name when it was reported.
        var screen: String
    }

    private(set) var open: [Key: [Entry]] = [:]
    private(set) var fixed: [Key: [Entry]] = [:]
    /// The commit that last introduced (or fixed) each finding, netted or not: what an audit
    /// whose older end is not in the newer one's history (no netting) names.
    private(set) var lastIntroduced: [Key: CommitReference] = [:]
    private(set) var lastFixed: [Key: CommitReference] = [:]
    /// The commit that made each screen no longer recorded, by path and screen key.
    private(set) var lost: [String: CommitReference] = [:]
    private let severalScreens: (String) -> Bool

    /// Records the commits' findings, oldest first. `severalScreens` says whether a path holds
    /// several screens (a Vitest `.snap` file).
    init(_ entries: [HistoryReport.Commit], severalScreens: @escaping (String) -> Bool = RepositoryContext.holdsEntries) {
        self.severalScreens = severalScreens
        for entry in entries {
            func commit(_ finding: FindingReport) -> CommitReference { entry.onMergedBranch[finding.fingerprint] ?? entry.commit }
            for screen in entry.screens {
                if let old = screen.oldPath, old != screen.path { move(from: old, to: screen.path) }
                if !screen.renamedElements.forward.isEmpty { rename(screen.renamedElements.forward, at: screen.path, screen: screen.screen) }
            }
            for screen in entry.screens {
                for finding in screen.regressions {
                    let key = self.key(screen.path, screen.screen, finding)
                    lastIntroduced[key] = commit(finding)
                    // A fix made in the range and undone: nothing changed.
                    if Self.takeRelated(to: key, finding, from: &fixed) { continue }
                    open[key, default: []].append(Entry(finding: finding, commit: commit(finding), screen: screen.screen))
                }
                for finding in screen.improvements {
                    let key = self.key(screen.path, screen.screen, finding)
                    lastFixed[key] = commit(finding)
                    // A regression made in the range and fixed: nothing changed. The fix names
                    // the element as it is now (an image just named "Logo"); the regression, as
                    // it was (one of many unnamed images).
                    if Self.takeRelated(to: key, finding, from: &open) { continue }
                    // When several elements had that old identity (two unlabelled buttons),
                    // only a regression of the fix's own rule is undone: one of the same kind
                    // on one of them is as good as another, but a label lost from one button
                    // is not given back by naming the other.
                    if let previous = screen.renamedElements.backward[key.element] {
                        var before = key
                        before.element = previous
                        let shared = screen.renamedElements.sharedBefore.contains(previous)
                        if Self.takeRelated(to: before, finding, from: &open, relatedRules: !shared) { continue }
                    }
                    fixed[key, default: []].append(Entry(finding: finding, commit: commit(finding), screen: screen.screen))
                }
            }
            for loss in entry.coverage {
                let screen = screenKey(loss.path, loss.screen)
                lost[loss.path + "\u{1F}" + screen] = commit(loss.finding)
                // What was open on a screen no longer recorded is no longer anywhere.
                for key in Array(open.keys) + Array(fixed.keys) where key.path == loss.path && key.screen == screen {
                    open[key] = nil
                    fixed[key] = nil
                }
            }
        }
    }

    /// Removes the last entry that `finding` (at `key`) undoes: one of the same rule on the
    /// same element, else one on the same element whose rule it names among the rules it
    /// superseded, or that names its rule (a label lost is `label-removed`, the same label
    /// given back is credited to `interactive-without-label`, which it superseded).
    static func takeRelated(to key: Key, _ finding: FindingReport, from table: inout [Key: [Entry]], relatedRules: Bool = true) -> Bool {
        if table[key]?.isEmpty == false {
            table[key]?.removeLast()
            return true
        }
        guard relatedRules else { return false }
        for (other, entries) in table where !entries.isEmpty && other.path == key.path && other.screen == key.screen && other.element == key.element {
            guard let last = entries.last,
                  last.finding.alsoTriggered.contains(finding.rule) || finding.alsoTriggered.contains(last.finding.rule)
            else { continue }
            table[other]?.removeLast()
            return true
        }
        return false
    }

    func key(_ path: String, _ screen: String, _ finding: FindingReport) -> Key {
        Key(path: path, screen: screenKey(path, screen), rule: finding.rule, element: ReportBuilder.identity(of: finding.element))
    }

    func screenKey(_ path: String, _ screen: String) -> String {
        severalScreens(path) ? screen : ""
    }

    /// The open regressions (or fixes) of one screen, in the order their commits made them.
    func findings(_ table: KeyPath<RangeFindings, [Key: [Entry]]>, path: String, screen: String) -> [(key: Key, entry: Entry)] {
        let wanted = screenKey(path, screen)
        return self[keyPath: table].filter { $0.key.path == path && $0.key.screen == wanted }
            .flatMap { key, entries in entries.map { (key: key, entry: $0) } }
            .sorted { ($0.entry.commit.date, $0.entry.commit.id, $0.key.rule, $0.key.element) < ($1.entry.commit.date, $1.entry.commit.id, $1.key.rule, $1.key.element) }
    }

    /// The paths and screen keys that have open regressions or fixes.
    var screens: Set<[String]> {
        Set((Array(open.filter { !$0.value.isEmpty }.keys) + Array(fixed.filter { !$0.value.isEmpty }.keys)).map { [$0.path, $0.screen] })
    }

    /// The commit that made a screen no longer recorded.
    func loss(of coverage: CoverageLoss) -> CommitReference? {
        lost[coverage.path + "\u{1F}" + screenKey(coverage.path, coverage.screen)]
    }

    private mutating func move(from old: String, to new: String) {
        func moved(_ table: inout [Key: [Entry]]) {
            for (key, entries) in table where key.path == old {
                table[key] = nil
                var key = key
                key.path = new
                table[key, default: []] += entries
            }
        }
        func movedLast(_ table: inout [Key: CommitReference]) {
            for (key, commit) in table where key.path == old {
                table[key] = nil
                var key = key
                key.path = new
                table[key] = commit
            }
        }
        moved(&open)
        moved(&fixed)
        movedLast(&lastIntroduced)
        movedLast(&lastFixed)
    }

    private mutating func rename(_ identities: [String: String], at path: String, screen: String) {
        let wanted = screenKey(path, screen)
        func renamed(_ table: inout [Key: [Entry]]) {
            let affected = table.filter { $0.key.path == path && $0.key.screen == wanted && identities[$0.key.element] != nil }
            for (key, entries) in affected {
                table[key] = nil
                var key = key
                key.element = identities[key.element] ?? key.element
                table[key, default: []] += entries
            }
        }
        func renamedLast(_ table: inout [Key: CommitReference]) {
            let affected = table.filter { $0.key.path == path && $0.key.screen == wanted && identities[$0.key.element] != nil }
            for (key, commit) in affected {
                table[key] = nil
                var key = key
                key.element = identities[key.element] ?? key.element
                table[key] = commit
            }
        }
        renamed(&open)
        renamed(&fixed)
        renamedLast(&lastIntroduced)
        renamedLast(&lastFixed)
    }
}
