import AXTestSupport
import Foundation
import Testing

/// A Vitest project's `.snap` files, found in history through a `snapshots:` pattern: each
/// entry is a screen of its own, named after its key, in every command.
@Suite struct VitestSnapshotHistoryTests {
    static let file = "src/__snapshots__/nav.test.ts.snap"

    static func snap(_ entries: [(String, String)]) -> String {
        "// Vitest Snapshot v1, https://vitest.dev/guide/snapshot.html\n"
            + entries.map { "\nexports[`\($0.0)`] = `\n\($0.1)\n`;\n" }.joined()
    }

    // Each entry has an unnamed image: a finding of its own on each screen.
    static let closed = "- navigation \"Main\":\n  - img\n  - button \"Menu\" [expanded=false]\n  - link \"Home\":\n    - /url: /"
    static let open = "- navigation \"Main\":\n  - img\n  - button \"Menu\" [expanded]\n  - list:\n    - listitem:\n      - link \"Docs\":\n        - /url: /docs"
    static let footer = "- contentinfo:\n  - img\n  - link \"Imprint\":\n    - /url: /imprint"

    /// Commits: three screens in one file; the open menu's link loses its name (the other two
    /// entries unchanged); a search screen is added; the footer is removed.
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write(".axdiff.yml", "snapshots: [\"src/**/__snapshots__/*.snap\"]\n")
        try repository.write(Self.file, Self.snap([("nav > closed menu 1", Self.closed), ("nav > open menu 1", Self.open), ("nav > footer 1", Self.footer)]))
        try repository.commit("Record the navigation")
        try repository.git("branch", "base")
        let unnamed = Self.open.replacingOccurrences(of: "link \"Docs\"", with: "link")
        try repository.write(Self.file, Self.snap([("nav > closed menu 1", Self.closed), ("nav > open menu 1", unnamed), ("nav > footer 1", Self.footer)]))
        try repository.commit("Icon-only docs link")
        let search = "- search:\n  - searchbox \"Search docs\""
        try repository.write(Self.file, Self.snap([("nav > closed menu 1", Self.closed), ("nav > open menu 1", unnamed), ("nav > footer 1", Self.footer), ("nav > search 1", search)]))
        try repository.commit("Add search")
        try repository.write(Self.file, Self.snap([("nav > closed menu 1", Self.closed), ("nav > open menu 1", unnamed), ("nav > search 1", search)]))
        try repository.commit("Drop the footer test")
        return repository
    }

    @Test func historyJudgesEachEntryAsAScreen() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["history", "--format", "json"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let commits = try #require(json["commits"] as? [[String: Any]])
        func commit(_ subject: String) throws -> (screens: Int, introduced: [String], fixed: [String], fingerprints: Set<String>, lost: [String]) {
            let entry = try #require(commits.first { $0["subject"] as? String == subject }, "\(subject)")
            func findings(_ key: String) -> [String] {
                (entry[key] as? [[String: Any]] ?? []).map { "\($0["rule"] as? String ?? "") in \($0["screen"] as? String ?? "")" }
            }
            let fingerprints = (entry["introduced"] as? [[String: Any]] ?? []).compactMap { $0["fingerprint"] as? String }
            let lost = (entry["noLongerRecorded"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
            return ((entry["screens"] as? [Any])?.count ?? 0, findings("introduced"), findings("fixed"), Set(fingerprints), lost)
        }
        // Three screens recorded, each judged on its own (each has an unnamed image).
        let recorded = try commit("Record the navigation")
        #expect(recorded.screens == 3)
        #expect(Set(recorded.introduced) == [
            "image-without-label in nav > closed menu 1", "image-without-label in nav > open menu 1",
            "image-without-label in nav > footer 1",
        ], "\(recorded)")
        // The same rule on the same root element of one file: three findings, told apart by entry.
        #expect(recorded.fingerprints.count == 3)
        // Only the entry that changed is compared: the loss is the open menu's, nothing else.
        let lost = try commit("Icon-only docs link")
        #expect(lost.screens == 1)
        #expect(lost.introduced == ["label-removed in nav > open menu 1"], "\(lost)")
        let added = try commit("Add search")
        #expect(added.screens == 1)
        #expect(added.introduced.allSatisfy { $0.hasSuffix(" in nav > search 1") }, "\(added)")
        // An entry removed (a variant retired) is lost coverage, not a regression.
        let removed = try commit("Drop the footer test")
        #expect(removed.screens == 0 && removed.introduced.isEmpty, "\(removed)")
        #expect(removed.lost == ["nav > footer 1"], "\(removed)")
        let text = try CommandRunner.run(["history"], in: repository.path)
        #expect(text.stdout.contains("introduced error label-removed in nav > open menu 1"), "\(text.stdout)")
        // 3 recorded, both sides of the changed entry, the added one and the removed one.
        #expect(text.stderr.contains("7 snapshot revisions parsed"), "\(text.stderr)")
    }

    @Test func checkFailsOnTheLossAndNamesTheEntry() throws {
        let repository = try repository()
        defer { repository.delete() }
        let failing = try CommandRunner.run(["check", "--base", "base"], in: repository.path)
        #expect(failing.status == 1, "\(failing.stdout)\(failing.stderr)")
        #expect(failing.stdout.contains("label-removed"))
        #expect(failing.stdout.contains("nav > open menu 1"), "\(failing.stdout)")
        #expect(failing.stdout.contains(Self.file))
        let diff = try CommandRunner.run(["diff", "base", "HEAD", "--format", "json"], in: repository.path)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(diff.stdout.utf8)) as? [String: Any], "\(diff.stdout)\(diff.stderr)")
        let names = (json["screens"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
        #expect(Set(names) == ["nav > open menu 1", "nav > search 1"], "\(names)")
        let lost = (json["noLongerRecorded"] as? [[String: Any]] ?? []).compactMap { $0["screen"] as? String }
        #expect(lost == ["nav > footer 1"], "\(lost)")
    }

    /// A version that cannot be split into entries is reported with its own error, once; the
    /// other version's screens are not taken for removed.
    @Test func anUnreadableVersionSaysWhyAndRemovesNothing() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.write(Self.file, "// Vitest Snapshot v1\n\nexports[`nav > closed menu 1`] = `\n- button \"x\"\n")
        let result = try CommandRunner.run(["check", "--base", "HEAD"], in: repository.path)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("\(Self.file):3: error: not a Vitest snapshot file: the snapshot \"nav > closed menu 1\" is not closed"), "\(result.stdout)")
        #expect(!result.stdout.contains("removed"), "\(result.stdout)")
        #expect(result.stdout.contains("0 screens changed"))
    }

    @Test func twoFilesOutsideGitAreComparedEntryByEntry() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("vitest-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let unnamed = Self.open.replacingOccurrences(of: "link \"Docs\"", with: "link")
        try Self.snap([("nav > closed menu 1", Self.closed), ("nav > open menu 1", Self.open)]).write(toFile: folder + "/old.snap", atomically: true, encoding: .utf8)
        try Self.snap([("nav > closed menu 1", Self.closed), ("nav > open menu 1", unnamed)]).write(toFile: folder + "/new.snap", atomically: true, encoding: .utf8)
        let result = try CommandRunner.run(["diff", "old.snap", "new.snap"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("nav > open menu 1  new.snap (modified)"), "\(result.stdout)")
        #expect(result.stdout.contains("label-removed"))
        #expect(!result.stdout.contains("nav > closed menu 1"), "an unchanged entry is not compared")
    }

    @Test func validateAndShowReadEveryEntry() throws {
        let repository = try repository()
        defer { repository.delete() }
        let validate = try CommandRunner.run(["validate"], in: repository.path)
        #expect(validate.status == 0, "\(validate.stdout)\(validate.stderr)")
        #expect(validate.stdout.contains("valid \(Self.file)"), "\(validate.stdout)")
        let show = try CommandRunner.run(["show", Self.file], in: repository.path)
        #expect(show.status == 0, "\(show.stdout)\(show.stderr)")
        for screen in ["nav > closed menu 1", "nav > open menu 1", "nav > search 1"] {
            #expect(show.stdout.contains(screen), "\(screen)")
        }
    }
}
