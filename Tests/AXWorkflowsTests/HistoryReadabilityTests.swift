import AXTestSupport
import Foundation
import Testing

/// `history` stays readable when one commit makes many identical findings: they read as one
/// line with their count, and `--min-severity` leaves out what is below it without changing
/// which commits changed snapshots.
@Suite struct HistoryReadabilityTests {
    static let gallery = "e2e/gallery.spec.ts-snapshots/gallery.yml"
    static let cart = "e2e/cart.spec.ts-snapshots/cart.yml"

    static func gallery(images: Int) -> String {
        "- heading \"Gallery\" [level=1]\n" + String(repeating: "- img\n", count: images) + "- link \"More\":\n  - /url: /more\n"
    }

    /// Commits after `v1`: 12 unnamed images added (warnings); the Pay button's name lost (an
    /// error); a link removed (a notice).
    static func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: [
            ".axdiff.yml": "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n",
            gallery: gallery(images: 0),
            cart: "- heading \"Cart\" [level=1]\n- button \"Pay\"\n- link \"Help\":\n  - /url: /help\n",
        ])
        try repository.git("tag", "v1")
        try repository.commit("Show the photos", files: [gallery: gallery(images: 12)])
        try repository.commit("An icon-only Pay button", files: [cart: "- heading \"Cart\" [level=1]\n- button\n- link \"Help\":\n  - /url: /help\n"])
        try repository.commit("Drop the help link", files: [cart: "- heading \"Cart\" [level=1]\n- button\n"])
        return repository
    }

    @Test func identicalFindingsOfAScreenReadAsOneLineWithTheirCount() throws {
        let repository = try Self.repository()
        defer { repository.delete() }
        let text = try CommandRunner.run(["history", "v1..HEAD"], in: repository.path)
        #expect(text.status == 0, "\(text.stderr)")
        let images = text.stdout.split(separator: "\n").filter { $0.contains("image-without-label") }
        #expect(images.count == 1, "\(text.stdout)")
        #expect(images.first?.contains("image-without-label × 12") == true, "\(text.stdout)")
        #expect(text.stdout.contains("3 commits changed snapshots; 14 regressions introduced, 0 fixed"), "\(text.stdout)")
        let markdown = try CommandRunner.run(["history", "v1..HEAD", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("`image-without-label` × 12 (gallery.spec.ts gallery)"), "\(markdown.stdout)")
        // JSON is for tools: it lists each finding.
        let json = try object(try CommandRunner.run(["history", "v1..HEAD", "--format", "json"], in: repository.path).stdout)
        let introduced = (json["commits"] as? [[String: Any]] ?? []).flatMap { $0["introduced"] as? [[String: Any]] ?? [] }
        #expect(introduced.filter { $0["rule"] as? String == "image-without-label" }.count == 12)
    }

    @Test func minSeverityLeavesOutWhatIsBelowItAndKeepsTheCommitCount() throws {
        let repository = try Self.repository()
        defer { repository.delete() }
        let all = try CommandRunner.run(["history", "v1..HEAD"], in: repository.path)
        #expect(all.stdout.contains("element-removed"), "\(all.stdout)")
        let errors = try CommandRunner.run(["history", "v1..HEAD", "--min-severity", "error"], in: repository.path)
        #expect(errors.status == 0, "\(errors.stderr)")
        #expect(errors.stdout.contains("label-removed"), "\(errors.stdout)")
        #expect(!errors.stdout.contains("image-without-label") && !errors.stdout.contains("element-removed"), "\(errors.stdout)")
        // Every commit that changed snapshots is still listed, with a line saying nothing at
        // that level was introduced.
        #expect(errors.stdout.contains("Show the photos") && errors.stdout.contains("Drop the help link"))
        #expect(errors.stdout.contains("1 screen changed, no regression at or above error introduced or fixed"), "\(errors.stdout)")
        #expect(errors.stdout.contains("3 commits changed snapshots; 1 regression introduced, 0 fixed (error or above)"), "\(errors.stdout)")
        let warnings = try CommandRunner.run(["history", "v1..HEAD", "--min-severity", "warning"], in: repository.path)
        #expect(warnings.stdout.contains("image-without-label × 12") && !warnings.stdout.contains("element-removed"), "\(warnings.stdout)")
        let json = try object(try CommandRunner.run(["history", "v1..HEAD", "--min-severity", "error", "--format", "json"], in: repository.path).stdout)
        let commits = json["commits"] as? [[String: Any]] ?? []
        #expect(commits.count == 3)
        #expect(commits.flatMap { $0["introduced"] as? [[String: Any]] ?? [] }.compactMap { $0["severity"] as? String } == ["error"])
        // A bad level says which ones exist.
        let bad = try CommandRunner.run(["history", "v1..HEAD", "--min-severity", "fatal"], in: repository.path)
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("fatal") && bad.stderr.contains("error") && bad.stderr.contains("notice"), "\(bad.stderr)")
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }
}
