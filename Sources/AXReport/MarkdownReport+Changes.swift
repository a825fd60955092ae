extension MarkdownReport {
    /// One typed change in words, as the text report says it, escaped for Markdown.
    static func describe(_ change: ChangeReport, limit: Int) -> String {
        let text = { (value: String) in MarkdownText.escape(value, limit: min(limit, 80)) }
        let who = change.element.map { element in element.label.map { "\"" + text($0) + "\"" } ?? text(element.name) } ?? "capture"
        let quoted = { (value: String?) in value.map { "\"" + text($0) + "\"" } ?? "(none)" }
        let arrow = quoted(change.before) + " → " + quoted(change.after)
        let words = TextReport.words(change.kind)
        switch change.kind {
        case "added", "removed":
            return "\(words) \(who)" + ((change.count ?? 1) > 1 ? " (\(change.count ?? 0) elements)" : "")
        case "moved":
            return "moved \(who) to \(text(change.after ?? "the root"))"
        case "traitsAdded", "traitsRemoved", "actionsAdded", "actionsRemoved", "rotorsAdded", "rotorsRemoved":
            return "\(words) on \(who): \(change.items.map(text).joined(separator: ", "))"
        case "focusOrderChanged":
            return "\(who) moved in reading order: now read \(text(change.after ?? "elsewhere"))" + (change.before.map { ", was read " + text($0) } ?? "")
        case "contextChanged":
            return "capture context \(text(change.items.first ?? "")) changed: \(arrow) (notice: the capture changed, not the app)"
        case "generatorChanged":
            return "capture tool changed: \(arrow) (notice: the capture changed, not the app)"
        default:
            return "\(MarkdownText.escape(words)) on \(who): \(arrow)"
        }
    }
}
