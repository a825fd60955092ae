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
        // format has nothing of its own to rewrite there, and says why instead of "no root exists".
        let format = try CommandRunner.run(["format", "--check"], in: repository.path)
        #expect(format.status == 2)
        #expect(format.stderr.contains("are all patterns of files another tool writes"), "\(format.stderr)")
        #expect(!format.stderr.contains("exists in the working tree"))
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

/// Files with the same contents are different screens: each is named after its own file (a
/// cache of parsed blobs once gave all of them the name of whichever was parsed first).
@Suite struct IdenticalSnapshotFilesTests {
    static let folder = "e2e/x.spec.ts-snapshots"
    static let contents = "- heading \"Empty\" [level=1]\n- button \"Retry\"\n"

    @Test func identicalFilesAreEachTheirOwnScreen() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write(".axdiff.yml", "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\ncoverage: fail\n")
        for name in ["alpha", "beta", "zeta"] {
            try repository.write("\(Self.folder)/\(name).yml", Self.contents)
        }
        try repository.commit("Three empty states")
        try repository.git("branch", "base")
        for name in ["alpha", "beta", "zeta"] {
            try repository.git("rm", "-q", "\(Self.folder)/\(name).yml")
        }
        try repository.write(
            ".axdiff-accept.yml",
            "accepted:\n  - screen: \"x.spec.ts alpha\"\n    rule: screen-removed\n    reason: retired\n")
        try repository.commit("Retire them")
        var outputs: Set<String> = []
        for _ in 0..<4 {
            let result = try CommandRunner.run(["check", "--base", "base", "--format", "json"], in: repository.path)
            // Only alpha's removal is accepted: beta's and zeta's fail the check (coverage: fail).
            #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
            outputs.insert(result.stdout)
        }
        #expect(outputs.count == 1, "the same revisions gave different reports")
        let report = try #require(outputs.first)
        for name in ["alpha", "beta", "zeta"] {
            #expect(report.contains("\"x.spec.ts \(name)\""), "\(report)")
        }
    }

    @Test func identicalNewContentsAreNamedByTheirFiles() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write(".axdiff.yml", "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n")
        try repository.write("\(Self.folder)/one.yml", "- button \"One\"\n")
        try repository.write("\(Self.folder)/two.yml", "- button \"Two\"\n")
        try repository.commit("Two screens")
        try repository.write("\(Self.folder)/one.yml", "- button\n")
        try repository.write("\(Self.folder)/two.yml", "- button\n")
        try repository.commit("Both buttons lose their names")
        let result = try CommandRunner.run(["diff", "HEAD~1", "HEAD"], in: repository.path)
        #expect(result.stdout.contains("x.spec.ts one"), "\(result.stdout)")
        #expect(result.stdout.contains("x.spec.ts two"), "\(result.stdout)")
        #expect(result.stdout.contains("\"One\"") && result.stdout.contains("\"Two\""), "\(result.stdout)")
    }
}
