import AXReport
import AXRules

/// Applies `.axdiff-accept.yml` to a report: matching regressions move to `accepted`, screens
/// no longer recorded that an entry names (`rule: screen-removed`) are accepted in place,
/// entries that match nothing are reported as stale, expired entries no longer apply.
public enum Acceptances {
    public static func apply(_ file: AcceptanceFile, to report: inout Report, today: String) {
        var used = Set<Int>()
        for index in report.coverage.indices {
            let loss = report.coverage[index]
            let match = file.entries.indices.first { entry in
                file.entries[entry].matches(path: loss.path, screen: loss.screen, rule: loss.finding.rule, elementID: nil, elementLabel: nil)
            }
            guard let match else { continue }
            used.insert(match)
            let entry = file.entries[match]
            if entry.isExpired(today: today) {
                report.coverage[index].finding.message += " (an acceptance in \(AcceptanceFile.name):\(entry.line) expired on \(entry.until ?? ""))"
            } else {
                report.coverage[index].finding.acceptance = .init(reason: entry.reason, until: entry.until)
            }
        }
        for screenIndex in report.screens.indices {
            let screen = report.screens[screenIndex]
            var kept: [FindingReport] = []
            for finding in screen.regressions {
                let match = file.entries.indices.first { index in
                    file.entries[index].matches(
                        path: screen.path, screen: screen.screen, oldPath: screen.oldPath, oldScreen: screen.oldScreen, rule: finding.rule,
                        elementID: finding.element.id, elementLabel: finding.element.label,
                        previousLabel: finding.element.previousLabel)
                }
                guard let match else {
                    kept.append(finding)
                    continue
                }
                used.insert(match)
                let entry = file.entries[match]
                if entry.isExpired(today: today) {
                    var expired = finding
                    expired.message += " (an acceptance in \(AcceptanceFile.name):\(entry.line) expired on \(entry.until ?? ""))"
                    kept.append(expired)
                    continue
                }
                var accepted = finding
                accepted.acceptance = .init(reason: entry.reason, until: entry.until)
                report.screens[screenIndex].accepted.append(accepted)
            }
            report.screens[screenIndex].regressions = kept
        }
        report.staleAcceptances = file.entries.indices.filter { !used.contains($0) }.map { index in
            let entry = file.entries[index]
            return StaleAcceptance(screen: entry.target, rule: entry.rule, element: entry.element, line: entry.line)
        }
    }

    /// For each entry written before acceptances named the file (no `path:`), what to write
    /// now, with the path and name of a screen it applied to in `report` when there is one.
    public static func migrations(_ file: AcceptanceFile, report: Report) -> [String] {
        file.entries.compactMap { entry in
            guard entry.path == nil else { return nil }
            let seen = report.screens.first { entry.names(path: $0.path, screen: $0.screen) }
            return entry.migration(seen: seen.map { ($0.path, $0.screen) })
        }
    }
}
