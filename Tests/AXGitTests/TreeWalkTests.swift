import AXTestSupport
import Foundation
import Testing
@testable import AXGit

/// Commit-to-commit changes found by walking the two trees (`TreeWalk`) are
/// those libgit2's diff finds, for every pair of commits of a history that modifies, adds,
/// removes, renames, re-modes and re-types files in and out of scope, under several scopes;
/// and the walk answers alone when only files were modified.
@Suite struct TreeWalkTests {
    /// A history and its commits, oldest first.
    static func history() throws -> (TestRepository, [ObjectID]) {
        let repo = try TestRepository()
        var commits: [ObjectID] = []
        // `stage`: everything in the working tree is staged first (not for index-only entries).
        func commit(_ message: String, stage: Bool = true, _ change: () throws -> Void) throws {
            try change()
            if stage { try repo.commit(message) } else { try repo.git("commit", "-q", "-m", message) }
            commits.append(try repo.id("HEAD"))
        }
        try commit("Start") {
            for name in ["login", "cart", "gone", "nested/deep/menu"] {
                try repo.write("snapshots/\(name).axsnap.json", snapshotJSON(name, lines: 12))
            }
            for page in 0..<6 {
                try repo.write("e2e/page\(page).spec.ts-snapshots/aria.yml", "- heading \"Page \(page)\" [level=1]\n")
            }
            try repo.write("src/app.txt", "code")
            try repo.write("src/lib/util.txt", "util")
            try repo.write("docs/notes.axsnap.json", snapshotJSON("notes"))
        }
        try commit("Modify one screen and code") {
            try repo.write("snapshots/login.axsnap.json", snapshotJSON("login v2", lines: 12))
            try repo.write("src/app.txt", "more code")
        }
        try commit("Modify a nested screen and an ARIA snapshot") {
            try repo.write("snapshots/nested/deep/menu.axsnap.json", snapshotJSON("menu v2", lines: 12))
            try repo.write("e2e/page3.spec.ts-snapshots/aria.yml", "- heading \"Page three\" [level=1]\n")
        }
        try commit("Add and remove") {
            try repo.write("snapshots/new.axsnap.json", snapshotJSON("brand new", lines: 12))
            try repo.remove("snapshots/gone.axsnap.json")
        }
        try commit("Rename") {
            try repo.git("mv", "snapshots/cart.axsnap.json", "snapshots/basket.axsnap.json")
        }
        try commit("Mode change only") {
            try repo.git("update-index", "--chmod=+x", "snapshots/login.axsnap.json")
        }
        try commit("A screen becomes a link") {
            try repo.remove("snapshots/new.axsnap.json")
            try FileManager.default.createSymbolicLink(atPath: repo.path + "/snapshots/new.axsnap.json", withDestinationPath: "login.axsnap.json")
        }
        try commit("A folder outside the roots becomes a file, a file outside becomes a folder") {
            try repo.remove("src/lib")
            try repo.write("src/lib", "now a file")
            try repo.remove("src/app.txt")
            try repo.write("src/app.txt/inside.txt", "now a folder")
        }
        try commit("A submodule entry outside and inside the roots", stage: false) {
            let head = try repo.git("rev-parse", "HEAD")
            try repo.git("update-index", "--add", "--cacheinfo", "160000,\(head),vendor/module")
            try repo.git("update-index", "--add", "--cacheinfo", "160000,\(head),snapshots/module.axsnap.json")
        }
        try commit("Modify outside the roots only", stage: false) {
            try repo.write("docs/notes.axsnap.json", snapshotJSON("notes v2"))
            try repo.git("add", "docs/notes.axsnap.json")
        }
        try commit("Add a folder of code", stage: false) {
            try repo.write("src/feature/a.txt", "a")
            try repo.write("src/feature/deep/b.txt", "b")
            try repo.git("add", "src/feature")
        }
        try commit("Add a spec's folder of ARIA snapshots", stage: false) {
            try repo.write("e2e/new.spec.ts-snapshots/aria.yml", "- heading \"New\" [level=1]\n")
            try repo.git("add", "e2e/new.spec.ts-snapshots")
        }
        return (repo, commits)
    }

    static let scopes: [(roots: [String], paths: [String])] = [
        (["snapshots"], []),
        ([""], []),
        (["snapshots/nested"], []),
        (["e2e/**/*-snapshots/*.yml", "snapshots"], []),
        (["snapshots"], ["snapshots/login.axsnap.json", "snapshots/nested"]),
        (["snapshots", "**/*-snapshots/*.yml", "**/*-snapshots/*.yaml", "**/*.aria.yml", "**/__snapshots__/*.snap"], []),
    ]

    @Test func everyPairOfCommitsGivesWhatLibgit2sDiffGives() throws {
        let (repo, commits) = try Self.history()
        defer { repo.delete() }
        #expect(try repo.git("ls-tree", "-r", commits[8].hex, "--", "snapshots/module.axsnap.json", "vendor/module").split(separator: "\n").count == 2)
        let walking = try repo.open().diff
        // The same repository's diff with no tree walk: libgit2's diff alone.
        let diffing = TreeDiff(files: try repo.open().snapshots, treeWalk: nil)
        #expect(walking.treeWalk != nil)
        var compared = 0
        for old in commits {
            for new in commits where new != old {
                for scope in Self.scopes {
                    let expected = try diffing.changes(from: .commit(old), to: .commit(new), roots: scope.roots, paths: scope.paths, requirePaths: false)
                    let found = try walking.changes(from: .commit(old), to: .commit(new), roots: scope.roots, paths: scope.paths, requirePaths: false)
                    #expect(found == expected, "\(old.hex.prefix(7))..\(new.hex.prefix(7)) with roots \(scope.roots), paths \(scope.paths)")
                    compared += 1
                }
            }
        }
        #expect(compared == commits.count * (commits.count - 1) * Self.scopes.count)
    }

    @Test func onlyModifiedFilesAreAnsweredByTheWalkAlone() throws {
        let (repo, commits) = try Self.history()
        defer { repo.delete() }
        let git = TreeWalk(objects: try repo.open().objects)
        let scope = SnapshotScope(roots: ["e2e/**/*-snapshots/*.yml", "snapshots"], paths: [])
        // Modifications only: answered, with the blobs of each side.
        let modified = try #require(try git.modifiedFiles(from: commits[0], to: commits[2], scope: scope))
        #expect(modified.map(\.path).sorted() == [
            "e2e/page3.spec.ts-snapshots/aria.yml", "snapshots/login.axsnap.json", "snapshots/nested/deep/menu.axsnap.json",
        ])
        #expect(modified.allSatisfy { $0.status == .modified && $0.oldBlob != nil && $0.newBlob != nil && $0.oldBlob != $0.newBlob })
        // A mode change alone, and changes outside the scope: nothing to report.
        #expect(try git.modifiedFiles(from: commits[4], to: commits[5], scope: scope) == [])
        #expect(try git.modifiedFiles(from: commits[8], to: commits[9], scope: scope) == [])
        #expect(try git.modifiedFiles(from: commits[6], to: commits[7], scope: scope) == [])
        // Added, removed, renamed or re-typed files in scope: left to libgit2's diff.
        #expect(try git.modifiedFiles(from: commits[2], to: commits[3], scope: scope) == nil)
        #expect(try git.modifiedFiles(from: commits[3], to: commits[4], scope: scope) == nil)
        #expect(try git.modifiedFiles(from: commits[5], to: commits[6], scope: scope) == nil)
        #expect(try git.modifiedFiles(from: commits[7], to: commits[8], scope: scope) == nil)
    }

    /// Patterns under `**` reach every folder: a folder added with no file they match is
    /// looked into and answered by the walk, one with such a file is left to libgit2's diff.
    @Test func aFolderAddedUnderPatternRootsIsLookedInto() throws {
        let (repo, commits) = try Self.history()
        defer { repo.delete() }
        let git = TreeWalk(objects: try repo.open().objects)
        let scope = SnapshotScope(roots: ["snapshots", "**/*-snapshots/*.yml", "**/*.aria.yml"], paths: [])
        #expect(try git.modifiedFiles(from: commits[9], to: commits[10], scope: scope) == [])
        #expect(try git.modifiedFiles(from: commits[10], to: commits[11], scope: scope) == nil)
        // First-parent history keeps only the commits that changed a file the roots select.
        let kept = try repo.open().revisions.firstParentCommits(from: commits[8], to: commits[11], roots: ["**/*-snapshots/*.yml"])
        #expect(kept.map(\.id) == [commits[11]])
    }
}
