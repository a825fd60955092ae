import AXTestSupport
import Foundation
import Testing

/// A screen split into several files in one change is compared, element by element, with the
/// files together: splitting a file cannot hide a loss as "no longer recorded" beside "added".
/// Only content says a file was split, and only when each part comes mostly from the old
/// screen: pages that share a banner are not parts of each other.
@Suite struct ScreenSplitTests {
    static let folder = "e2e/settings.spec.ts-snapshots"
    static let banner = """
        - banner:
          - link "Home"
          - navigation "Main":
            - link "Docs"
            - link "Blog"
            - link "About"

        """
    static func main(save: String = "button \"Save changes\"") -> String {
        """
        - main:
          - heading "Settings" [level=1]
          - \(save)
          - button "Discard"
          - checkbox "Notifications"
          - link "Privacy policy"

        """
    }

    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record the page", files: [
            ".axdiff.yml": "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n",
            "\(Self.folder)/page.yml": Self.banner + Self.main(),
        ])
        try repository.git("checkout", "-q", "-b", "feature")
        return repository
    }

    @Test func aSplitThatDropsALabelIsCaught() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.remove("\(Self.folder)/page.yml")
        try repository.write("\(Self.folder)/header.yml", Self.banner)
        try repository.write("\(Self.folder)/body.yml", Self.main(save: "button"))
        try repository.commit("Split the page test in two")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("label-removed"), "\(result.stdout)")
        #expect(result.stdout.contains("(split from \(Self.folder)/page.yml into \(Self.folder)/header.yml, \(Self.folder)/body.yml)"), "\(result.stdout)")
        #expect(!result.stdout.contains("No longer recorded"), "\(result.stdout)")
        #expect(!result.stdout.contains("(added)"), "\(result.stdout)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path).stdout.utf8)) as? [String: Any])
        let screen = try #require((json["screens"] as? [[String: Any]])?.first)
        #expect(screen["status"] as? String == "split")
        #expect(screen["oldPath"] as? String == "\(Self.folder)/page.yml")
        #expect(screen["parts"] as? [String] == ["\(Self.folder)/header.yml", "\(Self.folder)/body.yml"])
        // History sees the same split.
        let history = try CommandRunner.run(["history", "main..HEAD"], in: repository.path)
        #expect(history.stdout.contains("introduced error label-removed"), "\(history.stdout)")
        #expect(!history.stdout.contains("no longer recorded"), "\(history.stdout)")
    }

    @Test func aFaithfulSplitIsNoChange() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.remove("\(Self.folder)/page.yml")
        try repository.write("\(Self.folder)/header.yml", Self.banner)
        try repository.write("\(Self.folder)/body.yml", Self.main())
        try repository.commit("Split the page test in two")
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("PASS"), "\(result.stdout)")
        #expect(!result.stdout.contains("No longer recorded"), "\(result.stdout)")
        #expect(!result.stdout.contains("focus-order-changed"), "\(result.stdout)")
    }

    /// Git pairs the old file with the larger part (a rename); the other part still counts.
    @Test func aSplitWhoseFirstPartGitCallsARename() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.remove("\(Self.folder)/page.yml")
        try repository.write("\(Self.folder)/page-main.yml", Self.banner + Self.main(save: "button"))
        try repository.write("\(Self.folder)/page-footer.yml", "- contentinfo:\n  - link \"Home\"\n  - link \"Docs\"\n")
        try repository.commit("Keep most of the page")
        // The footer's links are the banner's, already taken by the larger part: no split.
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let statuses = (json["screens"] as? [[String: Any]] ?? []).map { "\($0["path"] as? String ?? "") \($0["status"] as? String ?? "")" }
        #expect(statuses == ["\(Self.folder)/page-footer.yml added", "\(Self.folder)/page-main.yml renamed"], "\(statuses)")
    }

    /// Two new pages that share the old page's banner are not its parts.
    @Test func pagesThatShareABannerAreNotASplit() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.remove("\(Self.folder)/page.yml")
        // Each new page is mostly its own (git's similarity pairs neither with the old one).
        func page(_ name: String) -> String {
            Self.banner + "- main:\n  - heading \"\(name)\" [level=1]\n" + (1...12).map { "  - textbox \"\(name) field \($0)\"\n" }.joined()
        }
        try repository.write("\(Self.folder)/profile.yml", page("Profile"))
        try repository.write("\(Self.folder)/billing.yml", page("Billing"))
        try repository.commit("Replace settings with profile and billing")
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "json"], in: repository.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let statuses = (json["screens"] as? [[String: Any]] ?? []).map { $0["status"] as? String ?? "" }
        #expect(statuses == ["added", "added"], "\(result.stdout)")
        #expect((json["noLongerRecorded"] as? [[String: Any]])?.compactMap { $0["path"] as? String } == ["\(Self.folder)/page.yml"])
    }
}
