import AXModel
import AXRules

/// One changed screen of the HTML audit: findings, focus order and wireframes.
extension AuditHTMLReport {
    static func screen(_ screen: AuditScreen, id: String, report: AuditReport) -> [String] {
        let item = screen.report
        var html = ["<section class=\"screen\" id=\"\(id)\" aria-labelledby=\"\(id)-heading\">"]
        html.append("<h2 id=\"\(id)-heading\">\(HTMLText.escape(item.screen, limit: 120)) \(status(item.status))</h2>")
        var location = "Snapshot <code>\(HTMLText.escape(item.path))</code>"
        if item.status == .split, let old = item.oldPath {
            location = "Snapshots " + item.parts.map { "<code>\(HTMLText.escape($0))</code>" }.joined(separator: ", ") + ", split from <code>\(HTMLText.escape(old))</code>"
        } else if let old = item.oldPath, old != item.path {
            location += ", renamed from <code>\(HTMLText.escape(old))</code>"
        }
        let counts = [
            "\(item.regressions.count) \(plural(item.regressions.count, "regression"))",
            "\(item.improvements.count) \(plural(item.improvements.count, "improvement"))",
        ] + (item.accepted.isEmpty ? [] : ["\(item.accepted.count) accepted"])
            + ["\(item.changes.count) \(plural(item.changes.count, "change"))"]
        html.append("<p class=\"meta\">\(location) · \(counts.joined(separator: ", "))</p>")

        html.append("<h3>Regressions (\(item.regressions.count))</h3>")
        html += findings(item.regressions, kind: .regression)
        html.append("<h3>Improvements (\(item.improvements.count))</h3>")
        html += findings(item.improvements, kind: .improvement)
        if !item.accepted.isEmpty {
            html.append("<h3>Accepted regressions (\(item.accepted.count))</h3>")
            html += findings(item.accepted, kind: .accepted)
        }

        html.append("<h3>Focus order</h3>")
        let marks = FocusOrderChanges(before: screen.before?.focusOrder ?? [], after: screen.after?.focusOrder ?? [])
        if screen.before != nil && screen.after != nil && !marks.isUnchanged {
            html.append("<p class=\"meta\">Stops announced differently, gone, new or moved in the reading order are marked in words and shaded.</p>")
        }
        html.append("<div class=\"side\">")
        html += focusOrder(screen.before, marks: screen.after == nil ? nil : marks.before, title: "Before", revision: report.from, missing: "The screen did not exist.")
        html += focusOrder(screen.after, marks: screen.before == nil ? nil : marks.after, title: "After", revision: report.to, missing: "The screen was removed.")
        html.append("</div>")

        // Only snapshots with frames can be drawn; without any, the focus order says it all.
        if screen.before?.hasFrames == true || screen.after?.hasFrames == true {
            html.append("<h3>Wireframes</h3>")
            html.append("<div class=\"side\">")
            html += wireframe(screen.before, id: "\(id)-before", title: "Before", revision: report.from, screen: item.screen, missing: "The screen did not exist.")
            html += wireframe(screen.after, id: "\(id)-after", title: "After", revision: report.to, screen: item.screen, missing: "The screen was removed.")
            html.append("</div>")
            html.append(WireframeSVG.legend(id: "\(id)-legend", reader: item.reader))
        }

        if !item.changes.isEmpty {
            html.append("<h3>All changes (\(item.changes.count))</h3>")
            html.append("<ul class=\"changes\">" + item.changes.map { "<li>\(change($0))</li>" }.joined() + "</ul>")
        }
        html.append("</section>")
        return html
    }

    enum FindingKind { case regression, improvement, accepted }

    static func findings(_ findings: [FindingReport], kind: FindingKind) -> [String] {
        guard !findings.isEmpty else {
            return ["<p class=\"none\">\(kind == .improvement ? "No improvement." : "No regression.")</p>"]
        }
        let last = kind == .improvement ? "Fixed in" : "Introduced in"
        var html = ["<table class=\"findings\"><colgroup><col class=\"c-sev\"/><col class=\"c-rule\"/><col/><col class=\"c-commit\"/></colgroup>"]
        html.append("<thead><tr><th scope=\"col\">Severity</th><th scope=\"col\">Rule</th><th scope=\"col\">Finding</th><th scope=\"col\">\(last)</th></tr></thead><tbody>")
        for finding in findings {
            var cells: [String] = []
            cells.append("<td>\(badge(finding.severity))</td>")
            var rule = "<code>\(HTMLText.escape(finding.rule, limit: 80))</code><br/>\(HTMLText.escape(finding.title, limit: 120))"
            if !finding.wcag.isEmpty {
                rule += "<br/>WCAG " + finding.wcag.map { "\(link($0, full: false)) (\(HTMLText.escape($0.level, limit: 10)))" }.joined(separator: ", ")
            }
            cells.append("<td>\(rule)</td>")
            var detail = "<p class=\"finding-message\">\(HTMLText.withInlineCode(finding.message, limit: 500))</p>"
            detail += "<p class=\"detail\"><b>Element</b> <code>\(HTMLText.escape(finding.element.path, limit: 300))</code>, line \(finding.element.line)</p>"
            detail += "<p class=\"spoken\"><b>\(finding.reader.sentenceName)</b> \(spoken(finding.before)) → \(spoken(finding.after))</p>"
            if let acceptance = finding.acceptance {
                detail += "<p class=\"detail\"><b>Accepted</b> \(HTMLText.escape(acceptance.reason, limit: 300))\(acceptance.until.map { " (until \(HTMLText.escape($0, limit: 20)))" } ?? "")</p>"
            }
            cells.append("<td>\(detail)</td>")
            let verb = kind == .improvement ? "fixed in" : "introduced in"
            cells.append("<td class=\"commit\">\(finding.introducedBy.map { "\(verb) \(commit($0))" } ?? "<span class=\"none\">no commit in the range identified</span>")</td>")
            html.append("<tr>" + cells.joined() + "</tr>")
        }
        html.append("</tbody></table>")
        return html
    }

    /// `2. "Close, button"`, `(hidden)`, or `(absent)`.
    static func spoken(_ state: SpokenState?) -> String {
        guard let state else { return "<span class=\"none\">(absent)</span>" }
        guard let announcement = state.announcement else {
            return "<span class=\"none\">(\(HTMLText.escape(state.reachability, limit: 80)))</span>"
        }
        return (state.position.map { "\($0). " } ?? "") + "“\(HTMLText.escape(announcement))”"
    }

    /// The announcements in reading order; with `marks` (both sides exist), each stop that is
    /// gone, new or moved says so in words and is shaded.
    static func focusOrder(_ wireframe: Wireframe?, marks: [FocusOrderChanges.Mark]?, title: String, revision: Report.Revision, missing: String) -> [String] {
        var html = ["<div>"]
        guard let wireframe else {
            html.append("<h4>\(title) (\(HTMLText.escape(revision.rev, limit: 80)))</h4>")
            html.append("<p class=\"none\">\(missing)</p>")
            return html + ["</div>"]
        }
        let changed = marks.flatMap(FocusOrderChanges.summary).map { " · \($0)" } ?? ""
        html.append("<h4>\(title) (\(HTMLText.escape(revision.rev, limit: 80))): \(wireframe.focusOrder.count) \(plural(wireframe.focusOrder.count, "stop"))\(changed)</h4>")
        if wireframe.focusOrder.isEmpty {
            html.append("<p class=\"none\">No focus stop.</p>")
        } else {
            html.append("<ol class=\"focus\">" + wireframe.focusOrder.enumerated().map { index, announcement in
                let mark = marks.map { $0[index] } ?? .same
                return focusStop(HTMLText.escape(announcement), mark: mark, after: title == "After")
            }.joined() + "</ol>")
        }
        return html + ["</div>"]
    }

    /// One stop of a focus-order list: shaded, with its change in words, unless it stayed.
    static func focusStop(_ text: String, mark: FocusOrderChanges.Mark, after: Bool) -> String {
        switch mark {
        case .same: return "<li>\(text)</li>"
        case .gone: return "<li class=\"fo-gone\">\(text) <span class=\"fo\">gone</span></li>"
        case .new: return "<li class=\"fo-new\">\(text) <span class=\"fo\">new</span></li>"
        case .moved(let other): return "<li class=\"fo-moved\">\(text) <span class=\"fo\">moved \(after ? "from" : "to") \(other)</span></li>"
        case .changed: return "<li class=\"fo-changed\">\(text) <span class=\"fo\">\(after ? "now" : "was")</span></li>"
        }
    }

    static func wireframe(_ wireframe: Wireframe?, id: String, title: String, revision: Report.Revision, screen: String, missing: String) -> [String] {
        let caption = "\(title) (\(HTMLText.escape(revision.rev, limit: 80)))"
        guard let wireframe else {
            return ["<figure><figcaption>\(caption)</figcaption><p class=\"absent\">\(missing)</p></figure>"]
        }
        guard wireframe.hasFrames else {
            return ["<figure><figcaption>\(caption)</figcaption><p class=\"absent\">No element has a frame: nothing to draw (the focus order above lists the screen).</p></figure>"]
        }
        var html = ["<figure>", "<figcaption>\(caption)</figcaption>"]
        let name = "\(TerminalText.truncate(screen, to: 80)), \(title.lowercased()) (\(TerminalText.truncate(revision.rev, to: 80)))"
        html.append(WireframeSVG.render(wireframe, id: id, caption: name))
        let untagged = WireframeSVG.untagged(wireframe)
        if !untagged.isEmpty {
            html.append("<p class=\"detail\"><b>Outlined, without room for a tag</b></p>")
            html.append("<ul class=\"undrawn\">" + untagged.map { entry in
                let item = entry.item
                let position = item.focusPosition.map { "\($0). " } ?? ""
                return "<li>\(position)\(HTMLText.escape(item.name, limit: 120)) <span class=\"none\">(line \(item.line))</span> <b>\(HTMLText.escape(entry.text, limit: 200))</b></li>"
            }.joined() + "</ul>")
        }
        let undrawn = WireframeSVG.undrawn(wireframe)
        if !undrawn.isEmpty {
            html.append("<p class=\"detail\"><b>Not drawn</b></p>")
            html.append("<ul class=\"undrawn\">" + undrawn.map { entry in
                let item = entry.item
                var text = item.focusPosition.map { "\($0). " } ?? ""
                text += HTMLText.escape(item.name) + " <span class=\"none\">(\(entry.reason), line \(item.line))</span>"
                if let reason = item.unreachable { text += " ⊘ unreachable: \(HTMLText.escape(reason))" }
                if !item.regressions.isEmpty { text += " <b>✕ \(HTMLText.escape(item.regressions.joined(separator: ", ")))</b>" }
                if !item.improvements.isEmpty { text += " <b>✓ fixed: \(HTMLText.escape(item.improvements.joined(separator: ", ")))</b>" }
                return "<li>\(text)</li>"
            }.joined() + "</ul>")
        }
        html.append("</figure>")
        return html
    }

    /// `labelChanged` Close: “Close” → “Dismiss”.
    static func change(_ change: ChangeReport) -> String {
        self.change(change, markNotice: true)
    }

    /// `markNotice` adds "(capture notice)" to notices, where other changes are listed too.
    static func change(_ change: ChangeReport, markNotice: Bool) -> String {
        var text = "<code>\(HTMLText.escape(change.kind, limit: 60))</code>"
        if let element = change.element { text += " \(HTMLText.escape(element.name, limit: 120))" }
        if change.before != nil || change.after != nil {
            text += ": " + [change.before, change.after].map { value in
                value.map { "“\(HTMLText.escape($0, limit: 200))”" } ?? "<span class=\"none\">(none)</span>"
            }.joined(separator: " → ")
        }
        if !change.items.isEmpty { text += ": " + change.items.prefix(20).map { HTMLText.escape($0, limit: 120) }.joined(separator: ", ") }
        if change.items.count > 20 { text += ", … (\(change.items.count - 20) more)" }
        if let count = change.count { text += " (\(count) \(plural(count, "element")))" }
        if change.isNotice && markNotice { text += " <span class=\"none\">(capture notice)</span>" }
        return text
    }
}
