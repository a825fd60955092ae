import AXTestSupport
import Foundation
import Testing

/// A web project that committed Playwright's and Vitest's ARIA snapshots for a long time
/// before anyone wrote an `.axdiff.yml`: with no configuration at all, every command finds
/// them, and a configuration written later applies to the history before it.
@Suite struct DefaultRootsTests {
    /// Where siemens/element keeps its snapshots (Tests/Fixtures/corpus/siemens-element).
    static let home = "playwright/snapshots/home.spec.ts-snapshots/home--default.yaml"
    static let menu = "e2e/menu.aria.yml"
    static let vitest = "src/nav/__snapshots__/nav.test.ts.snap"

    static let page = """
        - banner:
          - link "Home":
            - /url: /
        - main:
          - heading "Welcome" [level=1]
          - button "Save"
        """

    /// A Vitest file with an ARIA snapshot and a markup snapshot (`toMatchSnapshot`), which
    /// is no accessibility tree.
    static func vitestFile(button: String, markup: String) -> String {
        """
        // Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html

        exports[`nav > menu 1`] = `
        "- navigation:
          - button \(button) [expanded=false]"
        `;

        exports[`nav > markup 1`] = `"<nav class=\\"\(markup)\\"><button>Menu</button></nav>"`;

        """
    }

    /// Commits, none with an `.axdiff.yml`: the snapshots; a README; the Save button loses its
    /// name; the menu button loses its name (and the markup snapshot changes).
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write(Self.home, Self.page)
        try repository.write(Self.menu, "- navigation:\n  - link \"Docs\":\n    - /url: /docs\n")
        try repository.write(Self.vitest, Self.vitestFile(button: "\\\"Menu\\\"", markup: "a"))
        try repository.commit("Record ARIA snapshots")
        try repository.commit("Readme", files: ["README.md": "# shop\n"])
        try repository.commit("Icon-only save button", files: [Self.home: Self.page.replacingOccurrences(of: "button \"Save\"", with: "button")])
        try repository.commit("Icon-only menu button", files: [Self.vitest: Self.vitestFile(button: "", markup: "b")])
        return repository
    }

    @Test func historyFindsTheCommitsThatChangedThemWithoutAConfiguration() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["history"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("no .axdiff.yml in commit"), "\(result.stderr)")
        #expect(result.stderr.contains("the defaults apply"), "\(result.stderr)")
        let save = try #require(result.stdout.range(of: "Icon-only save button"), "\(result.stdout)")
        let menu = try #require(result.stdout.range(of: "Icon-only menu button"), "\(result.stdout)")
        #expect(result.stdout[save.upperBound..<menu.lowerBound].contains("introduced error label-removed in home.spec.ts home--default"), "\(result.stdout)")
        #expect(result.stdout[menu.upperBound...].contains("introduced error label-removed in nav > menu 1"), "\(result.stdout)")
        #expect(!result.stdout.contains("Readme"), "the README commit changed no snapshot: \(result.stdout)")
        // The markup entry of the Vitest file is no accessibility tree: not read, no error.
        #expect(!result.stdout.contains("nav > markup"), "\(result.stdout)")
        #expect(!result.stderr.contains("error"), "\(result.stderr)")
    }

    @Test func auditAndBisectFindThemToo() throws {
        let repository = try repository()
        defer { repository.delete() }
        let audit = try CommandRunner.run(["audit", "HEAD~3", "HEAD", "--format", "markdown"], in: repository.path)
        #expect(audit.status == 0, "\(audit.stderr)")
        #expect(audit.stdout.contains(Self.home) && audit.stdout.contains("label-removed"), "\(audit.stdout)")
        #expect(audit.stdout.contains("Icon-only save button"), "the finding is attributed to its commit: \(audit.stdout)")

        let bisect = try CommandRunner.run(["bisect", "--good", "HEAD~3", "--bad", "HEAD", "--rule", "label-removed", "--screen", "playwright/**"], in: repository.path)
        #expect(bisect.status == 0, "\(bisect.stdout)\(bisect.stderr)")
        let first = try repository.git("rev-parse", "HEAD~1")
        #expect(bisect.stdout.contains("First bad commit: \(first)"), "\(bisect.stdout)")
    }

    /// The layout of siemens/element, whose corpus test needed an `axdiff.yml` before the
    /// default roots: `ls` and `check` find its files with none.
    @Test func aPlaywrightSnapshotFolderBesideTheSpecsIsFound() throws {
        let repository = try repository()
        defer { repository.delete() }
        let list = try CommandRunner.run(["ls"], in: repository.path)
        #expect(list.status == 0, "\(list.stderr)")
        #expect(list.stdout == "\(Self.menu)\n\(Self.home)\n\(Self.vitest)\n", "\(list.stdout)")
        let check = try CommandRunner.run(["check", "--base", "HEAD~3", "--head", "HEAD~1"], in: repository.path)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
        #expect(check.stdout.contains("label-removed"), "\(check.stdout)")
    }

    /// A layout the defaults do not cover, recorded before the configuration that names it:
    /// a range whose newer end predates the configuration is read with the current one.
    @Test func aConfigurationWrittenLaterAppliesToTheHistoryBeforeIt() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: ["a11y/home.yml": Self.page])
        try repository.commit("Icon-only save button", files: ["a11y/home.yml": Self.page.replacingOccurrences(of: "button \"Save\"", with: "button")])
        try repository.commit("Configure axdiff", files: [".axdiff.yml": "snapshots: [\"a11y/*.yml\"]\n"])

        let history = try CommandRunner.run(["history", "HEAD~2..HEAD~1"], in: repository.path)
        #expect(history.status == 0, "\(history.stderr)")
        #expect(history.stdout.contains("introduced error label-removed in home"), "\(history.stdout)")
        #expect(history.stderr.contains("configuration: .axdiff.yml from the working tree (commit "), "\(history.stderr)")
        #expect(history.stderr.contains("has none; the repository's current one applies"), "\(history.stderr)")

        let check = try CommandRunner.run(["check", "--base", "HEAD~2", "--head", "HEAD~1"], in: repository.path)
        #expect(check.status == 1, "\(check.stdout)\(check.stderr)")

        // In a bare clone, the current configuration is HEAD's.
        let bare = repository.scratch.appendingPathComponent("bare.git").path
        try repository.git("clone", "-q", "--bare", repository.path, bare)
        let inBare = try CommandRunner.run(["history", "HEAD~2..HEAD~1"], in: bare)
        #expect(inBare.stdout.contains("introduced error label-removed in home"), "\(inBare.stdout)\(inBare.stderr)")
    }
}
