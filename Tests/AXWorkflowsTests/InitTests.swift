import AXTestSupport
import Foundation
import Testing

/// `axdiff init`: an `.axdiff.yml` for what the working tree holds, said on standard error.
@Suite struct InitTests {
    private func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.write(DefaultRootsTests.home, DefaultRootsTests.page)
        try repository.write("playwright/snapshots/deep/cart.spec.ts-snapshots/cart.yaml", DefaultRootsTests.page)
        try repository.write(DefaultRootsTests.vitest, DefaultRootsTests.vitestFile(button: "\\\"Menu\\\"", markup: "a"))
        // A Jest file of markup snapshots: no accessibility tree, not found.
        try repository.write("src/old/__snapshots__/card.test.js.snap", "// Jest Snapshot v1\n\nexports[`card 1`] = `\"<div>card</div>\"`;\n")
        try repository.write("ios/Tests/snapshots/Player.axsnap.json", try DemoSnapshots.text("Player"))
        try repository.commit("Record")
        return repository
    }

    @Test func itWritesARootPerKindFoundAndSaysWhatItFound() throws {
        let repository = try repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["init"], in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("wrote .axdiff.yml: ios/Tests/snapshots, playwright/snapshots/**/*-snapshots/*.yaml, src/nav/**/__snapshots__/*.snap"), "\(result.stdout)")
        #expect(result.stderr.contains("found 2 Playwright ARIA snapshots (*-snapshots/*.yaml): root playwright/snapshots/**/*-snapshots/*.yaml"), "\(result.stderr)")
        #expect(result.stderr.contains("found 1 axsnap snapshot: root ios/Tests/snapshots"), "\(result.stderr)")
        #expect(!result.stderr.contains("card.test.js"), "\(result.stderr)")
        let text = try String(contentsOfFile: repository.path + "/.axdiff.yml", encoding: .utf8)
        #expect(text.contains("#   1 axsnap snapshot: ios/Tests/snapshots\n"), "\(text)")
        #expect(text.contains("snapshots:\n  - \"ios/Tests/snapshots\"\n  - \"playwright/snapshots/**/*-snapshots/*.yaml\"\n"), "\(text)")
        // What it wrote selects what it found, and nothing else.
        let list = try CommandRunner.run(["ls", "--working-tree"], in: repository.path)
        #expect(list.stdout == """
            ios/Tests/snapshots/Player.axsnap.json
            playwright/snapshots/deep/cart.spec.ts-snapshots/cart.yaml
            \(DefaultRootsTests.home)
            \(DefaultRootsTests.vitest)

            """, "\(list.stdout)\(list.stderr)")
        #expect(!list.stderr.contains("warning"), "\(list.stderr)")
    }

    @Test func anExistingFileIsKeptUnlessForced() throws {
        let repository = try repository()
        defer { repository.delete() }
        try repository.write(".axdiff.yml", "snapshots: [mine]\n")
        let refused = try CommandRunner.run(["init"], in: repository.path)
        #expect(refused.status == 2)
        #expect(refused.stderr.contains(".axdiff.yml exists already: edit it, see what init would write with `axdiff init --dry-run`, or replace it with `axdiff init --force`"), "\(refused.stderr)")
        let dry = try CommandRunner.run(["init", "--dry-run"], in: repository.path)
        #expect(dry.status == 0 && dry.stdout.contains("snapshots:\n"), "\(dry.stderr)")
        #expect(try String(contentsOfFile: repository.path + "/.axdiff.yml", encoding: .utf8) == "snapshots: [mine]\n")
        let forced = try CommandRunner.run(["init", "--force"], in: repository.path)
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOfFile: repository.path + "/.axdiff.yml", encoding: .utf8).contains("ios/Tests/snapshots"))
    }

    @Test func aLinkInItsPlaceIsNeverWrittenThrough() throws {
        let repository = try repository()
        defer { repository.delete() }
        let outside = repository.scratch.appendingPathComponent("outside.yml").path
        try FileManager.default.createSymbolicLink(atPath: repository.path + "/.axdiff.yml", withDestinationPath: outside)
        let result = try CommandRunner.run(["init", "--force"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a symbolic link: axdiff does not write through it"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: outside))
    }

    @Test func nothingFoundIsAnErrorThatSaysWhatItLookedFor() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.commit("Start", files: ["README.md": "# app\n"])
        let result = try CommandRunner.run(["init"], in: repository.path)
        #expect(result.status == 2)
        #expect(result.stderr.contains("found no snapshot in the working tree (looked for **/*.axsnap.json, **/*-snapshots/*.yml"), "\(result.stderr)")
        #expect(!FileManager.default.fileExists(atPath: repository.path + "/.axdiff.yml"))
    }
}
