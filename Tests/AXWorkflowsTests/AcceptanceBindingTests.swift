import AXTestSupport
import Foundation
import Testing

/// Acceptances are bound to the file and the screen: `path:` and `screen:` on both sides of
/// the comparison. A screen renamed or moved to one that has an acceptance does not borrow it;
/// files written before `path:` are still read, with a message saying what to write.
@Suite struct AcceptanceBindingTests {
    static let unlabelled = [("\"label\": \"Next track\",", "")]

    /// main: Settings and Player; `feature` is checked out, one commit ahead with `edit`.
    private func repository(acceptances: String, edit: (TestRepository) throws -> Void) throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write("snapshots/Settings.axsnap.json", try DemoSnapshots.text("Settings"))
        try repository.write("snapshots/Player.axsnap.json", try DemoSnapshots.text("Player"))
        try repository.write(".axdiff-accept.yml", acceptances)
        try repository.commit("Record")
        try repository.git("checkout", "-q", "-b", "feature")
        try edit(repository)
        try repository.commit("Change")
        return repository
    }

    static let bound = """
        accepted:
          - path: snapshots/Player.axsnap.json
            screen: Player
            rule: label-removed
            element: nextButton
            reason: Icon-only in the redesign (DESIGN-7)
        """

    @Test func anAcceptanceNamingPathAndScreenApplies() throws {
        let repository = try repository(acceptances: Self.bound) { repository in
            try repository.write("snapshots/Player.axsnap.json", try DemoSnapshots.edited("Player", Self.unlabelled))
        }
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("accepted label-removed"), "\(result.stdout)")
        #expect(!result.stderr.contains("acceptances are bound"), "\(result.stderr)")
    }

    /// Player is moved away and Settings' file takes its path and name: the acceptance of
    /// Player's file is not Settings'.
    @Test func aScreenMovedAndRenamedToAnAcceptedOneDoesNotBorrowIt() throws {
        let acceptances = Self.bound.replacingOccurrences(of: "element: nextButton", with: "element: largeTextRow")
        let repository = try repository(acceptances: acceptances) { repository in
            try repository.git("mv", "snapshots/Player.axsnap.json", "snapshots/OldPlayer.axsnap.json")
            try repository.git("mv", "snapshots/Settings.axsnap.json", "snapshots/Player.axsnap.json")
            let settings = try DemoSnapshots.edited("Settings", [
                ("\"id\": \"largeTextRow\",\n            \"label\": \"Larger Text\",", "\"id\": \"largeTextRow\","),
                ("\"screen\": \"Settings\"", "\"screen\": \"Player\""),
            ])
            try repository.write("snapshots/Player.axsnap.json", settings)
        }
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("label-removed"), "\(result.stdout)")
        #expect(!result.stdout.contains("accepted label-removed"), "\(result.stdout)")
    }

    /// A file written before `path:` names the screen only: it still applies to that screen,
    /// but not to another one renamed to it, and the run says how to write it now.
    @Test func anOldFileIsReadAndSaysHowToMigrate() throws {
        let old = """
            accepted:
              - screen: Player
                rule: label-removed
                element: nextButton
                reason: Icon-only in the redesign (DESIGN-7)
            """
        let same = try repository(acceptances: old) { repository in
            try repository.write("snapshots/Player.axsnap.json", try DemoSnapshots.edited("Player", Self.unlabelled))
        }
        defer { same.delete() }
        let applied = try CommandRunner.run(["check", "--base", "main"], in: same.path)
        #expect(applied.status == 0, "\(applied.stdout)\(applied.stderr)")
        #expect(applied.stderr.contains(
            "warning: .axdiff-accept.yml:2: this acceptance names the screen's name only (screen: Player); acceptances are bound to the file and the screen now: write `path: snapshots/Player.axsnap.json` and `screen: Player`"),
            "\(applied.stderr)")

        // Settings renamed Player in its own file, with the accepted element's label lost.
        let renamed = try repository(acceptances: old.replacingOccurrences(of: "nextButton", with: "largeTextRow")) { repository in
            try repository.write("snapshots/Settings.axsnap.json", try DemoSnapshots.edited("Settings", [
                ("\"id\": \"largeTextRow\",\n            \"label\": \"Larger Text\",", "\"id\": \"largeTextRow\","),
                ("\"screen\": \"Settings\"", "\"screen\": \"Player\""),
            ]))
        }
        defer { renamed.delete() }
        let borrowed = try CommandRunner.run(["check", "--base", "main"], in: renamed.path)
        #expect(borrowed.status == 1, "\(borrowed.stdout)\(borrowed.stderr)")
        #expect(!borrowed.stdout.contains("accepted label-removed"), "\(borrowed.stdout)")
    }

    @Test func aPathWithoutItsScreenIsAnErrorThatSaysWhatToAdd() throws {
        let repository = try repository(acceptances: "accepted:\n  - path: snapshots/Player.axsnap.json\n    rule: label-removed\n    element: nextButton\n    reason: x\n") { _ in }
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains(".axdiff-accept.yml:2: error: an accepted entry needs \"screen\" (the screen's name in the file, as reports show it; `*` for every screen of the file) besides \"path\""), "\(result.stderr)")
    }
}
