/// The formats a diff or check report can be written in.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// For people in a terminal or CI log.
    case text
    /// The stable JSON contract (docs/json.md).
    case json
    /// A pull-request comment.
    case markdown
    /// SARIF 2.1.0 for GitHub code scanning.
    case sarif
    /// JUnit XML for GitLab, Jenkins and other CI dashboards.
    case junit
    /// GitHub Actions workflow commands (inline annotations).
    case github
    /// GitLab Code Quality JSON (the merge request's Code Quality widget).
    case codequality
    /// reviewdog's Diagnostic Format as one JSON document (`reviewdog -f=rdjson`).
    case rdjson

    /// Renders a report; `style` and `showChanges` apply to text only, `links` to the formats
    /// that link to the documentation or to files (Markdown, SARIF, rdjson).
    public func render(_ report: Report, style: TerminalStyle = .plain, showChanges: Bool = true, links: ReportLinks = .standard) -> String {
        switch self {
        case .text: TextReport.render(report, options: .init(showChanges: showChanges, style: style))
        case .json: JSONReport.render(report)
        case .markdown: MarkdownReport.render(report, options: .init(links: links))
        case .sarif: SARIFReport.render(report, links: links)
        case .junit: JUnitReport.render(report)
        case .github: GitHubAnnotations.render(report)
        case .codequality: CodeQualityReport.render(report)
        case .rdjson: ReviewdogReport.render(report, links: links)
        }
    }
}
