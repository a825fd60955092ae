import AXRules

/// Where the links in a report point: axdiff's documentation (rule pages, the tool's home in
/// SARIF), and, when the run knows the repository's web address, each snapshot line at the
/// head commit (the Markdown comment).
///
/// Built by the executable from its environment (`ReportLinks(environment:)`) and passed to
/// the renderers; the renderers never read the environment themselves.
public struct ReportLinks: Sendable, Equatable {
    /// The address of axdiff's `docs/` folder, without a trailing slash.
    public var documentation: String
    /// The repository's web pages, for links to files; nil when unknown.
    public var repository: RepositoryWeb?

    public init(documentation: String = Rule.defaultDocumentationBase, repository: RepositoryWeb? = nil) {
        self.documentation = documentation
        self.repository = repository
    }

    /// The project's published documentation and no repository links.
    public static let standard = ReportLinks()

    /// The page documenting a rule (for a weakened check, which is no rule of the catalog,
    /// the section of docs/ci.md that explains it).
    public func ruleURL(_ id: String) -> String {
        id == GateWeakening.ruleID ? "\(documentation)/ci.md#a-change-that-weakens-the-check" : "\(documentation)/rules.md#\(id)"
    }

    /// The environment variable that overrides the documentation's address.
    public static let documentationVariable = "AXDIFF_DOCS_URL"
    /// Every variable `init(environment:warnings:)` reads.
    public static let environmentVariables = [
        documentationVariable, "GITHUB_ACTIONS", "GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITLAB_CI", "CI_PROJECT_URL",
    ]

    /// Links from a process's environment:
    ///
    /// - `AXDIFF_DOCS_URL`: the documentation folder's address (an `https://` or `http://`
    ///   URL), for a fork or a mirror of axdiff; otherwise `Rule.defaultDocumentationBase`.
    /// - GitHub Actions (`GITHUB_ACTIONS=true`, `GITHUB_SERVER_URL`, `GITHUB_REPOSITORY`) or
    ///   GitLab CI (`GITLAB_CI=true`, `CI_PROJECT_URL`): the repository's web address.
    ///
    /// Values that are not plain web addresses are ignored, each with a warning that says why.
    public init(environment: [String: String], warnings: inout [String]) {
        self.init()
        if let docs = environment[Self.documentationVariable], !docs.isEmpty {
            var trimmed = docs
            while trimmed.hasSuffix("/") { trimmed.removeLast() }
            if Self.isWebAddress(trimmed) {
                documentation = trimmed
            } else {
                warnings.append("warning: \(Self.documentationVariable)=\"\(TerminalText.visible(docs))\" is not an https:// or http:// address without spaces or quotes; the links go to \(documentation)")
            }
        }
        repository = RepositoryWeb(environment: environment, warnings: &warnings)
    }

    /// An `http(s)` address of printable ASCII with nothing that needs escaping in Markdown,
    /// HTML or JSON.
    static func isWebAddress(_ text: String) -> Bool {
        let scheme = text.hasPrefix("https://") ? 8 : text.hasPrefix("http://") ? 7 : 0
        guard scheme > 0, text.count > scheme else { return false }
        return text.unicodeScalars.allSatisfy { scalar in
            scalar.value > 0x20 && scalar.value < 0x7F && !"\"'<>()[]{}|\\^`".unicodeScalars.contains(scalar)
        }
    }
}

/// A repository's web pages on GitHub or GitLab: links to a file's line at a commit.
public struct RepositoryWeb: Sendable, Equatable {
    public enum Host: String, Sendable {
        case github, gitlab
    }

    /// `https://github.com/owner/repo`, without a trailing slash.
    public var url: String
    public var host: Host

    public init(url: String, host: Host) {
        self.url = url
        self.host = host
    }

    /// From GitHub Actions' or GitLab CI's predefined variables; nil outside them.
    init?(environment: [String: String], warnings: inout [String]) {
        let candidate: (String, Host)
        if environment["GITHUB_ACTIONS"] == "true", let server = environment["GITHUB_SERVER_URL"], let repository = environment["GITHUB_REPOSITORY"] {
            candidate = (server + "/" + repository, .github)
        } else if environment["GITLAB_CI"] == "true", let project = environment["CI_PROJECT_URL"] {
            candidate = (project, .gitlab)
        } else {
            return nil
        }
        var url = candidate.0
        while url.hasSuffix("/") { url.removeLast() }
        guard ReportLinks.isWebAddress(url) else {
            warnings.append("warning: the repository address \"\(TerminalText.visible(url))\" from the CI environment is not a plain web address; reports have no links to files")
            return nil
        }
        self.init(url: url, host: candidate.1)
    }

    /// The page of `path` at `commit`, scrolled to the 1-based `line`.
    public func fileURL(path: String, line: Int, commit: String) -> String {
        let blob = host == .gitlab ? "/-/blob/" : "/blob/"
        return url + blob + SARIFReport.uri(forPath: commit) + "/" + SARIFReport.uri(forPath: path) + "#L\(max(1, line))"
    }
}
