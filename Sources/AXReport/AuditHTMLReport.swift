import AXModel
import AXRules

/// The release audit as one self-contained HTML5 page, to read on screen, print or save as PDF.
///
/// Inline CSS and inline SVG only: no script, no font, image or stylesheet is fetched, and the
/// only links are to the W3C's Understanding pages of the WCAG criteria. Every text that comes
/// from a snapshot or a commit is escaped with `HTMLText`, so a label can never become markup.
/// The page is also well-formed XML. Pure: the same report gives the same bytes.
public enum AuditHTMLReport {
    public static func render(_ report: AuditReport) -> String {
        let range = "\(HTMLText.escape(report.from.rev, limit: 80)) → \(HTMLText.escape(report.to.rev, limit: 80))"
        var html: [String] = [
            "<!DOCTYPE html>",
            "<html lang=\"en\">",
            "<head>",
            "<meta charset=\"utf-8\"/>",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>",
            "<meta name=\"generator\" content=\"axdiff \(HTMLText.escape(report.toolVersion, limit: 40))\"/>",
            "<title>Accessibility audit: \(range)</title>",
            "<style>",
            AuditHTMLStylesheet.css,
            "</style>",
            "</head>",
            "<body>",
            "<div class=\"page\">",
            "<header>",
            "<h1>Accessibility audit: \(range)</h1>",
            "<p class=\"meta\">From \(revision(report.from)) to \(revision(report.to)).</p>",
            "<p class=\"meta\">What changed for \(users(report)) between the two revisions, with the commit that introduced or fixed each finding. Made by axdiff \(HTMLText.escape(report.toolVersion, limit: 40)).</p>",
            "</header>",
            "<main>",
        ]
        html += summary(report)
        if !report.errors.isEmpty {
            html.append("<section id=\"errors\" aria-labelledby=\"errors-heading\">")
            html.append("<h2 id=\"errors-heading\">Snapshots that could not be read</h2>")
            html.append("<ul class=\"errors\">" + report.errors.map { "<li>\(HTMLText.escape($0, limit: 500))</li>" }.joined() + "</ul>")
            html.append("</section>")
        }
        var captureOnly: [(screen: AuditScreen, id: String)] = []
        for (index, screen) in report.screens.enumerated() {
            if isCaptureOnly(screen) {
                captureOnly.append((screen, sectionID(screen, index)))
            } else {
                html += self.screen(screen, id: sectionID(screen, index), report: report)
            }
        }
        html += captureOnlySection(captureOnly)
        html += [
            "</main>",
            "<footer><p>axdiff \(HTMLText.escape(report.toolVersion, limit: 40)) · audit of \(range) · a self-contained page: no scripts, nothing fetched.</p></footer>",
            "</div>",
            "</body>",
            "</html>",
        ]
        return html.joined(separator: "\n") + "\n"
    }

    // MARK: Summary

    static func summary(_ report: AuditReport) -> [String] {
        let summary = report.summary
        let accepted = report.screens.reduce(0) { $0 + $1.report.accepted.count }
        var html = ["<section id=\"summary\" aria-labelledby=\"summary-heading\">", "<h2 id=\"summary-heading\">Summary</h2>"]
        html.append("<ul class=\"cards\">")
        html.append("<li class=\"regressions\"><span class=\"big\">\(summary.regressions)</span> \(plural(summary.regressions, "regression"))\(accepted > 0 ? " (\(accepted) more accepted)" : "")</li>")
        html.append("<li class=\"improvements\"><span class=\"big\">\(summary.improvements)</span> \(plural(summary.improvements, "improvement"))</li>")
        html.append("<li><span class=\"big\">\(report.screens.count)</span> \(plural(report.screens.count, "screen")) changed: \(summary.added) added, \(summary.changed) modified</li>")
        if summary.removed > 0 {
            html.append("<li class=\"coverage\"><span class=\"big\">\(summary.removed)</span> \(plural(summary.removed, "screen")) no longer recorded (lost coverage)</li>")
        }
        let walked = report.commits.count + report.otherCommits
        html.append("<li><span class=\"big\">\(report.commits.count)</span> \(plural(report.commits.count, "commit")) changed snapshots\(report.otherCommits > 0 ? " (of \(walked) in the range)" : "")</li>")
        html.append("</ul>")

        html.append("<table class=\"narrow\"><caption>Findings by severity</caption>")
        html.append("<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\" class=\"num\">Regressions</th><th scope=\"col\" class=\"num\">Improvements</th></tr></thead><tbody>")
        for severity in [Severity.error, .warning, .notice] {
            html.append("<tr><th scope=\"row\">\(badge(severity))</th><td class=\"num\">\(summary.regressionsBySeverity[severity] ?? 0)</td><td class=\"num\">\(summary.improvementsBySeverity[severity] ?? 0)</td></tr>")
        }
        html.append("<tr><th scope=\"row\">Total</th><td class=\"num\">\(summary.regressions)</td><td class=\"num\">\(summary.improvements)</td></tr>")
        html.append("</tbody></table>")

        if summary.regressionsByCriterion.isEmpty {
            html.append("<p class=\"none\">No regression maps to a WCAG success criterion.</p>")
        } else {
            html.append("<table class=\"narrow\"><caption>Regressions by WCAG 2.2 success criterion</caption>")
            html.append("<thead><tr><th scope=\"col\">Success criterion</th><th scope=\"col\">Level</th><th scope=\"col\" class=\"num\">Regressions</th></tr></thead><tbody>")
            for (criterion, count) in summary.regressionsByCriterion {
                html.append("<tr><th scope=\"row\">\(link(criterion, full: true))</th><td>\(HTMLText.escape(criterion.level, limit: 10))</td><td class=\"num\">\(count)</td></tr>")
            }
            html.append("</tbody></table>")
        }

        html.append("<h3>Changed screens</h3>")
        if report.screens.isEmpty {
            html.append("<p class=\"none\">No snapshot changed between the two revisions.</p>")
        } else {
            html.append("<table class=\"stack\"><thead><tr><th scope=\"col\">Screen</th><th scope=\"col\">Status</th><th scope=\"col\" class=\"wide\">Snapshot</th><th scope=\"col\" class=\"num\">Regressions</th><th scope=\"col\" class=\"num\">Improvements</th></tr></thead><tbody>")
            for (index, screen) in report.screens.enumerated() {
                let item = screen.report
                html.append("<tr><th scope=\"row\"><a href=\"#\(sectionID(screen, index))\">\(HTMLText.escape(item.screen, limit: 120))</a></th><td>\(status(item.status))</td><td class=\"wide\"><code>\(HTMLText.escape(item.path))</code></td><td class=\"num\" data-label=\"Regressions\">\(item.regressions.count)</td><td class=\"num\" data-label=\"Improvements\">\(item.improvements.count)</td></tr>")
            }
            html.append("</tbody></table>")
        }

        html += coverage(report)

        html.append("<h3>Commits in the range</h3>")
        if report.commits.isEmpty {
            html.append("<p class=\"none\">No commit between the two revisions changed snapshots, or the revisions share no history.</p>")
        } else {
            if report.otherCommits > 0 {
                html.append("<p class=\"meta\">The \(report.otherCommits) other first-parent \(plural(report.otherCommits, "commit")) in the range changed no snapshot.</p>")
            }
            var introduced: [String: Int] = [:], fixed: [String: Int] = [:]
            for screen in report.screens {
                for finding in screen.report.regressions + screen.report.accepted {
                    if let id = finding.introducedBy?.id { introduced[id, default: 0] += 1 }
                }
                for finding in screen.report.improvements {
                    if let id = finding.introducedBy?.id { fixed[id, default: 0] += 1 }
                }
            }
            html.append("<p class=\"meta\">Oldest first, on the first-parent line.</p>")
            html.append("<table class=\"stack\"><thead><tr><th scope=\"col\">Commit</th><th scope=\"col\" class=\"wide\">Date</th><th scope=\"col\" class=\"wide\">Author</th><th scope=\"col\">Subject</th><th scope=\"col\" class=\"num\">Introduced</th><th scope=\"col\" class=\"num\">Fixed</th></tr></thead><tbody>")
            for commit in report.commits {
                html.append("<tr><th scope=\"row\"><code>\(HTMLText.escape(String(commit.id.prefix(7))))</code></th><td class=\"num wide\">\(HTMLText.escape(String(commit.date.prefix(10))))</td><td class=\"wide\">\(HTMLText.escape(commit.author, limit: 100))</td><td>\(HTMLText.escape(commit.subject, limit: 200))</td><td class=\"num\" data-label=\"Introduced\">\(introduced[commit.id] ?? 0)</td><td class=\"num\" data-label=\"Fixed\">\(fixed[commit.id] ?? 0)</td></tr>")
            }
            html.append("</tbody></table>")
        }
        html.append("</section>")
        return html
    }

    // MARK: Lost coverage

    /// The screens no longer recorded at the newer revision, one line per screen or folder.
    static func coverage(_ report: AuditReport) -> [String] {
        guard !report.coverage.isEmpty else { return [] }
        var html = ["<h3 id=\"no-longer-recorded\">No longer recorded (\(report.coverage.count))</h3>"]
        html.append("<p class=\"meta\">The check no longer sees these screens: their snapshots were deleted or moved out of the snapshot roots. Lost coverage, not a regression.</p>")
        html.append("<ul class=\"coverage\">" + CoverageGroup.grouped(report.coverage).map { group in
            var line: String
            if group.folder == nil {
                let loss = group.losses[0]
                line = "<b>\(HTMLText.escape(loss.screen, limit: 120))</b> <code>\(HTMLText.escape(loss.path))</code> (\(HTMLText.escape(loss.how, limit: 300))): \(HTMLText.escape(loss.detail, limit: 500))"
            } else {
                line = "<code>\(HTMLText.escape(group.path))</code>: \(HTMLText.escape(group.summary, limit: 600))"
            }
            if Set(group.losses.compactMap(\.finding.introducedBy?.id)).count == 1, let commit = group.losses.compactMap(\.finding.introducedBy).first {
                line += " <span class=\"commit\">in \(self.commit(commit))</span>"
            }
            return "<li>\(line)</li>"
        }.joined() + "</ul>")
        return html
    }

    // MARK: Screens where only the capture changed

    /// A screen whose file changed but not what VoiceOver meets: no finding, and no change but
    /// notices about the capture (the generator, the context), or none at all.
    static func isCaptureOnly(_ screen: AuditScreen) -> Bool {
        let item = screen.report
        return (item.status == .modified || item.status == .renamed) && screen.before != nil && screen.after != nil
            && item.regressions.isEmpty && item.improvements.isEmpty && item.accepted.isEmpty
            && item.changes.allSatisfy(\.isNotice)
    }

    /// One line per such screen, instead of two identical wireframes.
    static func captureOnlySection(_ screens: [(screen: AuditScreen, id: String)]) -> [String] {
        guard !screens.isEmpty else { return [] }
        var html = ["<section id=\"capture-only\" aria-labelledby=\"capture-only-heading\">"]
        html.append("<h2 id=\"capture-only-heading\">Screens where only the capture changed (\(screens.count))</h2>")
        html.append("<p class=\"meta\">The snapshot was recorded again, but VoiceOver meets the same elements, announcements and order: no wireframes.</p>")
        html.append("<ul class=\"capture-only\">" + screens.map { entry in
            let item = entry.screen.report
            var line = "<li id=\"\(entry.id)\"><b>\(HTMLText.escape(item.screen, limit: 120))</b> <code>\(HTMLText.escape(item.path))</code>"
            if let old = item.oldPath, old != item.path { line += ", renamed from <code>\(HTMLText.escape(old))</code>" }
            line += item.changes.isEmpty ? ": nothing VoiceOver meets changed" : ": " + item.changes.map { change($0, markNotice: false) }.joined(separator: "; ")
            return line + "</li>"
        }.joined() + "</ul>")
        html.append("</section>")
        return html
    }

    // MARK: Pieces

    static func revision(_ revision: Report.Revision) -> String {
        var text = "<code>\(HTMLText.escape(revision.rev, limit: 80))</code>"
        if let commit = revision.commit, commit != revision.rev {
            text += " (commit <code>\(HTMLText.escape(commit, limit: 64))</code>)"
        }
        return text
    }

    /// `screen-2-checkout`: unique in the page, made of safe characters only.
    static func sectionID(_ screen: AuditScreen, _ index: Int) -> String {
        let slug = HTMLText.slug(screen.report.screen)
        return "screen-\(index + 1)" + (slug.isEmpty ? "" : "-" + slug)
    }

    /// Severity as text in a coloured pill (the word carries the meaning, not the colour).
    static func badge(_ severity: Severity) -> String {
        "<span class=\"sev sev-\(severity.rawValue)\">\(severity.rawValue)</span>"
    }

    static func status(_ status: ScreenReport.Status) -> String {
        "<span class=\"status status-\(status.rawValue)\">\(status.rawValue)</span>"
    }

    /// A criterion linked to its Understanding page (only W3C addresses become links).
    static func link(_ criterion: FindingReport.Criterion, full: Bool) -> String {
        let text = HTMLText.escape(full ? "\(criterion.number) \(criterion.title)" : criterion.number, limit: 120)
        guard criterion.url.hasPrefix("https://www.w3.org/") else { return text }
        let label = full ? "" : " title=\"\(HTMLText.escape("\(criterion.number) \(criterion.title) (level \(criterion.level))", limit: 160))\""
        return "<a href=\"\(HTMLText.escape(criterion.url, limit: 200))\"\(label)>\(text)</a>"
    }

    static func commit(_ commit: CommitReference) -> String {
        "<code>\(HTMLText.escape(String(commit.id.prefix(7))))</code> \(HTMLText.escape(commit.subject, limit: 160)) (\(HTMLText.escape(commit.author, limit: 80)), \(HTMLText.escape(String(commit.date.prefix(10)))))"
    }

    static func plural(_ count: Int, _ noun: String) -> String {
        count == 1 ? noun : noun + "s"
    }

    /// The users of the audited screens' reader: `VoiceOver users`, or `screen reader users`
    /// when the screens are of several platforms.
    static func users(_ report: AuditReport) -> String {
        let readers = Set(report.screens.map(\.report.reader))
        return readers.count == 1 ? readers.first?.users ?? "VoiceOver users" : "screen reader users"
    }
}
