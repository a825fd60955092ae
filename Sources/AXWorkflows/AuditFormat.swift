import AXReport

/// The formats of `axdiff audit`, and which one a run writes.
public enum AuditFormat: String, Sendable, CaseIterable {
    /// A self-contained page for a browser, with wireframes.
    case html
    /// For a wiki, release notes, or reading in a terminal.
    case markdown
    /// For tools.
    case json

    public func render(_ report: AuditReport) -> String {
        switch self {
        case .html: AuditHTMLReport.render(report)
        case .markdown: AuditMarkdownReport.render(report)
        case .json: AuditJSONReport.render(report)
        }
    }

    /// The format to write: the one asked for; else the output file's extension (`.md`,
    /// `.markdown`, `.json`; anything else is HTML); else Markdown on a terminal and HTML
    /// when standard output is a file or a pipe. Hundreds of kilobytes of HTML are no use in a
    /// terminal, so asking for HTML there is refused with what to do instead.
    public static func choose(asked: AuditFormat?, output: String?, standardOutputIsTerminal: Bool) throws(WorkflowError) -> AuditFormat {
        if let asked {
            if asked == .html && output == nil && standardOutputIsTerminal {
                throw .usage("the HTML audit is a page for a browser, not a terminal: write it to a file with `--output audit.html` (or `> audit.html`), or read it here with `--format markdown`")
            }
            return asked
        }
        if let output {
            let name = output.lowercased()
            if name.hasSuffix(".md") || name.hasSuffix(".markdown") { return .markdown }
            if name.hasSuffix(".json") { return .json }
            return .html
        }
        return standardOutputIsTerminal ? .markdown : .html
    }
}
