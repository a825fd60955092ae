import AXTestSupport
import Foundation
import Testing

/// A Playwright project's ARIA snapshots, found in history through a `snapshots:` pattern, with
/// nothing converted: every command reads them as it reads axsnap files.
@Suite struct WebSnapshotHistoryTests {
    static let home = "e2e/home.spec.ts-snapshots/aria.yml"
    static let menu = "e2e/nav/menu.spec.ts-snapshots/aria-closed.yml"

    static let original = """
        - banner:
          - link "Home":
            - /url: /
        - main:
          - heading "Welcome" [level=1]
          - heading "News" [level=2]
          - paragraph: Fresh crates every day
          - img
          - button "Save"
          - link "Docs":
            - /url: /docs
        """

    /// Commits: the snapshots; a fixture text change; a decorative icon hidden; a skipped
    /// heading level; a lost button name.
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write(".axdiff.yml", "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n")
        try repository.write(Self.home, Self.original)
        try repository.write(Self.menu, "- navigation:\n  - button \"Menu\" [expanded=false]\n")
        try repository.commit("Record ARIA snapshots")
        try repository.git("branch", "main-base")
        try repository.write(Self.home, Self.original.replacingOccurrences(of: "Fresh crates every day", with: "New crates every hour"))
        try repository.commit("Reword the tagline")
        var text = Self.original.replacingOccurrences(of: "Fresh crates every day", with: "New crates every hour")
        text = text.replacingOccurrences(of: "  - img\n", with: "")
        try repository.write(Self.home, text)
        try repository.commit("Hide the decorative icon")
        text = text.replacingOccurrences(of: "heading \"News\" [level=2]", with: "heading \"News\" [level=4]")
        try repository.write(Self.home, text)
        try repository.commit("Smaller news heading")
        try repository.write(Self.home, text.replacingOccurrences(of: "button \"Save\"", with: "button"))
        try repository.commit("Icon-only save button")
        return repository
    }

    @Test func historyGivesTheVerdictOfEachCommit() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["history"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        let blocks = result.stdout.components(separatedBy: "\n\n").last ?? ""
        let tagline = try #require(blocks.range(of: "Reword the tagline"))
        let hidden = try #require(blocks.range(of: "Hide the decorative icon"))
        let heading = try #require(blocks.range(of: "Smaller news heading"))
        let icon = try #require(blocks.range(of: "Icon-only save button"))
        #expect(blocks[tagline.upperBound..<hidden.lowerBound].contains("1 screen changed, no regression introduced or fixed"), "\(result.stdout)")
        #expect(blocks[hidden.upperBound..<heading.lowerBound].contains("image-without-label"), "\(result.stdout)")
        #expect(blocks[hidden.upperBound..<heading.lowerBound].contains("fixed"), "\(result.stdout)")
        #expect(blocks[heading.upperBound..<icon.lowerBound].contains("introduced warning heading-level-skipped in home.spec.ts aria"), "\(result.stdout)")
        #expect(!blocks[heading.upperBound..<icon.lowerBound].contains("label-removed"))
        #expect(blocks[icon.upperBound...].contains("introduced error label-removed in home.spec.ts aria"), "\(result.stdout)")
    }

    @Test func checkFailsOnlyOnTheLoss() throws {
        let repository = try repository()
        defer { repository.delete() }
        let passing = try CommandRunner.run(["check", "--base", "main-base", "--head", "HEAD~2"], in: repository.path)
        #expect(passing.status == 0, "\(passing.stdout)\(passing.stderr)")
        let failing = try CommandRunner.run(["check", "--base", "main-base"], in: repository.path)
        #expect(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("label-removed"))
        #expect(failing.stdout.contains("e2e/home.spec.ts-snapshots/aria.yml"))
    }

    @Test func validateWithoutFilesReadsThePatternsFiles() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["validate"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("valid \(Self.home)") && result.stdout.contains("valid \(Self.menu)"))
    }

    @Test func diffAndAuditReadTheFilesAtAnyRevision() throws {
        let repository = try repository()
        defer { repository.delete() }
        let diff = try CommandRunner.run(["diff", "main-base", "HEAD"], in: repository.path)
        #expect(diff.stdout.contains("label removed on button"), "\(diff.stdout)\(diff.stderr)")
        let audit = try CommandRunner.run(["audit", "main-base", "HEAD", "--format", "markdown"], in: repository.path)
        #expect(audit.status == 0 || audit.status == 1, "\(audit.stderr)")
        #expect(audit.stdout.contains("home.spec.ts aria"), "\(audit.stdout)")
    }
}
