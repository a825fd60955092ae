import AXTestSupport
import Foundation
import Testing

/// The audit of a range counts the commits that changed snapshots (not every first-parent
/// commit under a root's folder), and its findings are `history`'s over the same range, each
/// with its commit, even when the element's names change after the commit that made it.
@Suite struct AuditRangeTests {
    static let home = "e2e/home.spec.ts-snapshots/home.yml"
    static let cart = "e2e/cart.spec.ts-snapshots/cart.yml"
    static let old = "e2e/old.spec.ts-snapshots/old.yml"

    static func home(logo: String = "img \"Logo\"", navigation: String = "Main") -> String {
        """
        - heading "Home" [level=1]
        - navigation "\(navigation)":
          - \(logo)
          - link "Products"
          - link "About"
        - button "Sign in"

        """
    }

    static func cart(pay: String = "button \"Pay\"", help: String = "button") -> String {
        "- heading \"Cart\" [level=1]\n- \(pay)\n- \(help)\n- link \"Continue shopping\"\n"
    }

    /// 40 first-parent commits after v1, all under `e2e`; 5 of them change snapshots.
    static func repository() throws -> (TestRepository, changing: [String: Int]) {
        let repository = try TestRepository()
        try repository.commit("Record", files: [
            ".axdiff.yml": "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n",
            home: home(), cart: cart(), old: "- heading \"Old\" [level=1]\n- button \"Go\"\n",
            "e2e/notes.md": "0\n",
        ])
        try repository.git("tag", "v1")
        let changing: [Int: (String, () throws -> Void)] = [
            5: ("The logo loses its name", { try repository.write(home, home(logo: "img")) }),
            12: ("Rename the navigation", { try repository.write(home, home(logo: "img", navigation: "Primary")) }),
            20: ("An icon-only Pay button", { try repository.write(cart, cart(pay: "button")) }),
            28: ("Name the help button", { try repository.write(cart, cart(pay: "button", help: "button \"Help\"")) }),
            33: ("Drop the old test", { try repository.remove(old) }),
        ]
        var subjects: [String: Int] = [:]
        for index in 1...40 {
            if let (subject, change) = changing[index] {
                try change()
                try repository.commit(subject)
                subjects[subject] = index
            } else {
                try repository.commit("Notes \(index)", files: ["e2e/notes.md": "\(index)\n"])
            }
        }
        return (repository, subjects)
    }

    @Test func theAuditCountsTheCommitsThatChangedSnapshotsAndItsFindingsAreHistorys() throws {
        let (repository, changing) = try Self.repository()
        defer { repository.delete() }
        let audit = try CommandRunner.run(["audit", "v1", "HEAD", "--format", "json"], in: repository.path)
        #expect(audit.status == 0, "\(audit.stderr)")
        let report = try object(audit.stdout)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["commits"] as? Int == 5, "\(summary)")
        #expect(summary["otherCommits"] as? Int == 35, "\(summary)")
        let listed = (report["commits"] as? [[String: Any]] ?? []).compactMap { $0["subject"] as? String }
        #expect(Set(listed) == Set(changing.keys), "\(listed)")

        let history = try object(try CommandRunner.run(["history", "v1..HEAD", "--format", "json"], in: repository.path).stdout)
        let commits = history["commits"] as? [[String: Any]] ?? []
        #expect(commits.count == 5)
        func entries(_ findings: [[String: Any]], commit: (([String: Any]) -> String?)) -> [String] {
            findings.map { "\($0["rule"] as? String ?? "") | \(commit($0) ?? "no commit")" }.sorted()
        }
        let introduced = commits.flatMap { entry in
            entries(entry["introduced"] as? [[String: Any]] ?? [], commit: { _ in entry["subject"] as? String })
        }.sorted()
        let fixed = commits.flatMap { entry in
            entries(entry["fixed"] as? [[String: Any]] ?? [], commit: { _ in entry["subject"] as? String })
        }.sorted()
        let screens = report["screens"] as? [[String: Any]] ?? []
        func attributed(_ key: String) -> [String] {
            screens.flatMap { screen in
                entries(screen[key] as? [[String: Any]] ?? [], commit: { ($0["introducedBy"] as? [String: Any])?["subject"] as? String })
            }.sorted()
        }
        // Nothing in the range was introduced and fixed again: the audit's findings are exactly
        // history's, each with the same commit.
        #expect(attributed("regressions") == introduced, "audit \(attributed("regressions")) history \(introduced)")
        #expect(attributed("improvements") == fixed)
        #expect(introduced.contains("label-removed | The logo loses its name"), "\(introduced)")
        #expect(introduced.contains { $0.hasSuffix("| An icon-only Pay button") }, "\(introduced)")
        #expect(fixed.contains("interactive-without-label | Name the help button"), "\(fixed)")
        #expect(!audit.stdout.contains("no commit"))
        // The logo's loss was made under "Main" and is drawn where it is now, under "Primary":
        // followed through the rename, not looked up by a name that changed.
        let logo = screens.first { $0["path"] as? String == Self.home }.flatMap { ($0["regressions"] as? [[String: Any]])?.first }
        let path = (logo?["element"] as? [String: Any])?["path"] as? String
        #expect(path?.contains("Primary") == true, "\(String(describing: path))")
        let lost = try #require((report["noLongerRecorded"] as? [[String: Any]])?.first)
        #expect(lost["path"] as? String == Self.old)
        #expect(((lost["finding"] as? [String: Any])?["introducedBy"] as? [String: Any])?["subject"] as? String == "Drop the old test")

        // The Markdown audit says the same in words.
        let markdown = try CommandRunner.run(["audit", "v1", "HEAD", "--format", "markdown"], in: repository.path)
        #expect(markdown.stdout.contains("- 5 commits changed snapshots (of 40 first-parent commits in the range)"), "\(markdown.stdout)")
        #expect(markdown.stdout.contains("the other 35 in the range changed none"))
        #expect(!markdown.stdout.contains("no commit in the range identified"))

        // bisect searches the same 5.
        let bisect = try CommandRunner.run(["bisect", "--good", "v1", "--bad", "HEAD", "--rule", "label-removed"], in: repository.path)
        #expect(bisect.status == 0, "\(bisect.stderr)")
        #expect(bisect.stdout.contains("Bisecting 5 commits that changed snapshots"), "\(bisect.stdout)")
        #expect(bisect.stdout.contains("The logo loses its name"), "\(bisect.stdout)")
    }

    /// A regression made and fixed inside the range is neither in the audit; history shows both.
    @Test func aRegressionFixedInTheRangeIsNotInTheAudit() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Record", files: [".axdiff.yml": "snapshots: [\"e2e/**/*-snapshots/*.yml\"]\n", Self.cart: Self.cart(help: "button \"Help\"")])
        try repository.git("tag", "v1")
        try repository.commit("Break", files: [Self.cart: Self.cart(pay: "button", help: "button \"Help\"")])
        try repository.commit("Unrelated", files: ["e2e/notes.md": "x\n"])
        try repository.commit("Mend", files: [Self.cart: Self.cart(help: "button \"Help\"")])
        let history = try CommandRunner.run(["history", "v1..HEAD"], in: repository.path)
        #expect(history.stdout.contains("introduced error label-removed in cart.spec.ts cart"), "\(history.stdout)")
        #expect(history.stdout.contains("2 commits changed snapshots; 1 regression introduced, 1 fixed"), "\(history.stdout)")
        let audit = try object(try CommandRunner.run(["audit", "v1", "HEAD", "--format", "json"], in: repository.path).stdout)
        let summary = try #require(audit["summary"] as? [String: Any])
        #expect((summary["regressions"] as? [String: Any])?["total"] as? Int == 0, "\(summary)")
        #expect((summary["improvements"] as? [String: Any])?["total"] as? Int == 0, "\(summary)")
        #expect(summary["commits"] as? Int == 2 && summary["otherCommits"] as? Int == 1, "\(summary)")
    }

    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }
}
