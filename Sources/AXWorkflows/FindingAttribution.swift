import AXReport

/// Which commit of a range introduced (or fixed) each finding, followed through renames: a
/// screen that regressed at one commit and was renamed at a later one is still attributed to
/// the first, although its findings' fingerprints (which hold the path) changed with the name.
struct FindingAttribution {
    /// A finding's identity without its path: the rule and the element, as in a fingerprint.
    private struct Key: Hashable {
        var path: String
        var rule: String
        var element: String

        init(path: String, finding: FindingReport) {
            self.path = path
            rule = finding.rule
            element = ReportBuilder.identity(of: finding.element)
        }
    }

    private var introduced: [Key: CommitReference] = [:]
    private var fixed: [Key: CommitReference] = [:]

    /// Records the commits' findings, oldest first.
    init(_ entries: [HistoryReport.Commit]) {
        for entry in entries {
            // A rename carries what was recorded under the old path to the new one.
            for screen in entry.screens {
                guard let old = screen.oldPath, old != screen.path else { continue }
                Self.move(&introduced, from: old, to: screen.path)
                Self.move(&fixed, from: old, to: screen.path)
            }
            for (screen, finding) in entry.introduced {
                introduced[Key(path: screen.path, finding: finding)] = entry.onMergedBranch[finding.fingerprint] ?? entry.commit
            }
            for (screen, finding) in entry.fixed {
                fixed[Key(path: screen.path, finding: finding)] = entry.onMergedBranch[finding.fingerprint] ?? entry.commit
            }
        }
    }

    /// The commit that introduced `finding`, a regression of the screen at `path`.
    func introduction(of finding: FindingReport, at path: String) -> CommitReference? {
        introduced[Key(path: path, finding: finding)]
    }

    /// The commit that fixed `finding`, an improvement of the screen at `path`.
    func fix(of finding: FindingReport, at path: String) -> CommitReference? {
        fixed[Key(path: path, finding: finding)]
    }

    private static func move(_ table: inout [Key: CommitReference], from old: String, to new: String) {
        for (key, commit) in table where key.path == old {
            table[key] = nil
            var moved = key
            moved.path = new
            table[moved] = commit
        }
    }
}
