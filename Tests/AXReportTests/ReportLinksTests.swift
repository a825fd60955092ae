import AXModel
import AXRules
import Testing

@testable import AXReport

/// Where reports link: the documentation (configurable) and, in CI, each snapshot line.
@Suite struct ReportLinksTests {
    static func links(_ environment: [String: String]) -> (ReportLinks, [String]) {
        var warnings: [String] = []
        let links = ReportLinks(environment: environment, warnings: &warnings)
        return (links, warnings)
    }

    @Test func outsideCINothingButTheDefaultDocumentation() {
        let (links, warnings) = Self.links([:])
        #expect(links == .standard)
        #expect(links.documentation == Rule.defaultDocumentationBase)
        #expect(warnings.isEmpty)
    }

    @Test func theDocumentationAddressIsConfigurable() {
        let (links, warnings) = Self.links(["AXDIFF_DOCS_URL": "https://git.example.com/tools/axdiff/-/blob/v1.2.0/docs/"])
        #expect(links.documentation == "https://git.example.com/tools/axdiff/-/blob/v1.2.0/docs")
        #expect(links.ruleURL("label-removed") == "https://git.example.com/tools/axdiff/-/blob/v1.2.0/docs/rules.md#label-removed")
        #expect(warnings.isEmpty)
    }

    @Test(arguments: ["docs/", "javascript:alert(1)", "https://x.org/a b", "https://x.org/a)(b", "https://"])
    func aDocumentationAddressThatIsNotAWebAddressIsIgnoredWithAWarning(_ value: String) {
        let (links, warnings) = Self.links(["AXDIFF_DOCS_URL": value])
        #expect(links.documentation == Rule.defaultDocumentationBase)
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("AXDIFF_DOCS_URL") == true)
    }

    @Test func gitHubActionsGivesTheRepositoryAddress() {
        let (links, _) = Self.links(["GITHUB_ACTIONS": "true", "GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/weather"])
        #expect(links.repository == RepositoryWeb(url: "https://github.com/acme/weather", host: .github))
        #expect(links.repository?.fileURL(path: "snapshots/ios/My Profile.axsnap.json", line: 19, commit: "abc123")
            == "https://github.com/acme/weather/blob/abc123/snapshots/ios/My%20Profile.axsnap.json#L19")
    }

    @Test func gitLabCIGivesTheProjectAddress() {
        let (links, _) = Self.links(["GITLAB_CI": "true", "CI_PROJECT_URL": "https://gitlab.example.com/group/app"])
        #expect(links.repository?.fileURL(path: "snapshots/Settings.axsnap.json", line: 0, commit: "abc")
            == "https://gitlab.example.com/group/app/-/blob/abc/snapshots/Settings.axsnap.json#L1")
    }

    @Test func variablesOfAnotherCIAreNotEnough() {
        #expect(Self.links(["GITHUB_SERVER_URL": "https://github.com", "GITHUB_REPOSITORY": "acme/weather"]).0.repository == nil)
        #expect(Self.links(["CI_PROJECT_URL": "https://gitlab.com/a/b"]).0.repository == nil)
        let (links, warnings) = Self.links(["GITLAB_CI": "true", "CI_PROJECT_URL": "https://gitlab.com/a b"])
        #expect(links.repository == nil && warnings.count == 1)
    }

    /// The Markdown comment links each element's line at the head commit, but not an element
    /// that is gone, a removed screen, or a working-tree head (no commit to link to).
    @Test func theMarkdownCommentLinksLinesAtTheHeadCommit() throws {
        let report = try SampleReports.standard()
        let links = ReportLinks(documentation: "https://docs.example.org", repository: RepositoryWeb(url: "https://github.com/acme/weather", host: .github))
        let markdown = MarkdownReport.render(report, options: .init(links: links))
        let commit = try #require(report.head?.commit)
        #expect(markdown.contains("· [line 19](https://github.com/acme/weather/blob/\(commit)/snapshots/ios/Settings.axsnap.json#L19)"))
        #expect(markdown.contains("**[label-removed](https://docs.example.org/rules.md#label-removed)**"))
        let gone = try #require(report.screens.flatMap(\.regressions).first { $0.after == nil && $0.element.line > 0 })
        #expect(!markdown.contains("#L\(gone.element.line))"), "an element only in the base has no link at the head")
        #expect(markdown.contains("line \(gone.element.line) |") || markdown.contains("line \(gone.element.line)"))

        var workingTree = report
        workingTree.head = Report.Revision(rev: "working tree")
        #expect(!MarkdownReport.render(workingTree, options: .init(links: links)).contains("/blob/"))
        #expect(!MarkdownReport.render(report).contains("/blob/\(commit)"))
    }

    @Test func sarifPointsAtTheConfiguredDocumentation() throws {
        let links = ReportLinks(documentation: "https://docs.example.org/axdiff")
        let sarif = try JSONValue.parse(Array(SARIFReport.render(try SampleReports.standard(), links: links).utf8))
        let driver = try #require(sarif["runs"]?.arrayValue?.first?["tool"]?["driver"])
        #expect(driver["informationUri"] == "https://docs.example.org/axdiff")
        let help = driver["rules"]?.arrayValue?.compactMap { $0["help"]?["markdown"]?.stringValue } ?? []
        #expect(!help.isEmpty && help.allSatisfy { $0.contains("https://docs.example.org/axdiff/rules.md#") })
        #expect(!SARIFReport.render(try SampleReports.standard(), links: links).contains(Rule.defaultDocumentationBase))
    }
}
