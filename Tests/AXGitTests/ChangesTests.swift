import AXTestSupport
import Testing
@testable import AXGit

/// What changed between commits, the index and the working tree.
@Suite struct ChangesTests {
    private func makeRepository() throws -> TestRepository {
        let repo = try TestRepository()
        try repo.commit("Screens", files: [
            "snapshots/login.axsnap.json": snapshotJSON("login", lines: 20),
            "snapshots/cart.axsnap.json": snapshotJSON("cart", lines: 20),
            "snapshots/gone.axsnap.json": snapshotJSON("gone", lines: 20),
            "drafts/checkout.axsnap.json": snapshotJSON("checkout", lines: 20),
            "src/app.txt": "code",
        ])
        return repo
    }

    /// The changes from `base` to the repository's HEAD.
    private func committedChanges(since base: ObjectID, in repo: TestRepository) throws -> [FileChange] {
        try repo.open().diff.changes(from: .commit(base), to: .commit(repo.id("HEAD")))
    }

    @Test func betweenCommitsAddedRemovedAndModifiedAreReported() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login v2", lines: 20))
        try repo.write("snapshots/new.axsnap.json", snapshotJSON("brand new"))
        try repo.remove("snapshots/gone.axsnap.json")
        try repo.write("src/app.txt", "more code")
        try repo.commit("Change screens")
        let git = try repo.open()
        let changes = try git.diff.changes(from: .commit(base), to: .commit(repo.id("HEAD")))
        #expect(changes.map(\.path) == ["snapshots/gone.axsnap.json", "snapshots/login.axsnap.json", "snapshots/new.axsnap.json"])
        #expect(changes.map(\.status) == [.removed, .modified, .added])
        #expect(changes[0].oldBlob == (try repo.id("\(base.hex):snapshots/gone.axsnap.json")))
        #expect(changes[0].newBlob == nil)
        #expect(changes[1].oldBlob == (try repo.id("\(base.hex):snapshots/login.axsnap.json")))
        #expect(changes[1].newBlob == (try repo.id("HEAD:snapshots/login.axsnap.json")))
        #expect(changes[2].oldBlob == nil)
        #expect(changes[2].newBlob == (try repo.id("HEAD:snapshots/new.axsnap.json")))
        #expect(git.objects.blobReadCount == 0)
    }

    /// One handle asked about other roots or paths builds their scope: the scope it keeps from
    /// the call before (a history asks the same for every commit) is for those alone.
    @Test func aHandleAskedAboutOtherRootsOrPathsAnswersForThem() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login v2", lines: 20))
        try repo.write("drafts/checkout.axsnap.json", snapshotJSON("checkout v2", lines: 20))
        try repo.commit("Change both")
        let git = try repo.open()
        let head = try repo.id("HEAD")
        let paths: ([String]) throws -> [String] = { roots in
            try git.diff.changes(from: .commit(base), to: .commit(head), roots: roots, narrowing: []).map(\.path)
        }
        #expect(try paths(["snapshots"]) == ["snapshots/login.axsnap.json"])
        #expect(try paths(["snapshots"]) == ["snapshots/login.axsnap.json"])
        #expect(try paths(["drafts"]) == ["drafts/checkout.axsnap.json"])
        #expect(try paths(["drafts", "snapshots"]) == ["drafts/checkout.axsnap.json", "snapshots/login.axsnap.json"])
        let narrowed = try git.diff.changes(from: .commit(base), to: .commit(head), roots: ["drafts", "snapshots"], narrowing: ["snapshots"])
        #expect(narrowed.map(\.path) == ["snapshots/login.axsnap.json"])
        #expect(try paths(["drafts", "snapshots"]).count == 2)
    }

    @Test func reversedDirectionSwapsTheSides() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.write("snapshots/new.axsnap.json", snapshotJSON("brand new"))
        try repo.commit("Add")
        let git = try repo.open()
        let backwards = try git.diff.changes(from: .commit(repo.id("HEAD")), to: .commit(base))
        #expect(backwards.map(\.status) == [.removed])
        let fromWorkingTree = try git.diff.changes(from: .workingTree, to: .commit(base))
        #expect(fromWorkingTree.map(\.status) == [.removed])
        #expect(fromWorkingTree.first?.oldBlob == (try repo.id("HEAD:snapshots/new.axsnap.json")))
    }

    @Test func renameWithinARootIsFollowed() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.git("mv", "snapshots/cart.axsnap.json", "snapshots/basket.axsnap.json")
        try repo.commit("Rename cart")
        let changes = try committedChanges(since: base, in: repo)
        #expect(changes == [FileChange(
            status: .renamed, path: "snapshots/basket.axsnap.json", oldPath: "snapshots/cart.axsnap.json",
            oldBlob: try repo.id("\(base.hex):snapshots/cart.axsnap.json"), newBlob: try repo.id("HEAD:snapshots/basket.axsnap.json")
        )])
    }

    @Test func renameWithSmallEditsIsStillARename() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.git("mv", "snapshots/login.axsnap.json", "snapshots/sign-in.axsnap.json")
        try repo.write("snapshots/sign-in.axsnap.json", snapshotJSON("login", lines: 20).replacingOccurrences(of: "login 3", with: "sign in 3"))
        try repo.commit("Rename and touch")
        let changes = try committedChanges(since: base, in: repo)
        #expect(changes.map(\.status) == [.renamed])
        #expect(changes.first?.oldPath == "snapshots/login.axsnap.json")
        #expect(changes.first?.oldBlob != changes.first?.newBlob)
    }

    /// A file whose old content was kept under a new name while its own path took another
    /// file's content (a component's old version kept as "legacy", the next one promoted): the
    /// new file is a copy of the old screen, compared with it (so unchanged), not with the
    /// removed look-alike git pairs it with; the file at the old path is compared with its
    /// own old self, and the removed file is no longer recorded.
    @Test func aFileKeptUnderANewNameIsACopyOfItsOldScreen() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let popover = snapshotJSON("popover", lines: 20), next = snapshotJSON("popover", lines: 22)
        try repo.write("snapshots/popover.axsnap.json", popover)
        try repo.write("snapshots/popover-next.axsnap.json", next)
        try repo.commit("Two popovers")
        let base = try repo.id("HEAD")
        try repo.write("snapshots/popover-legacy.axsnap.json", popover)
        try repo.write("snapshots/popover.axsnap.json", next)
        try repo.remove("snapshots/popover-next.axsnap.json")
        try repo.commit("Promote the next popover")
        let changes = try committedChanges(since: base, in: repo)
        let byPath = Dictionary(uniqueKeysWithValues: changes.map { ($0.path, $0) })
        #expect(changes.count == 3)
        let legacy = byPath["snapshots/popover-legacy.axsnap.json"]
        #expect(legacy?.status == .renamed)
        #expect(legacy?.oldPath == "snapshots/popover.axsnap.json")
        #expect(legacy?.oldBlob == legacy?.newBlob)
        #expect(byPath["snapshots/popover.axsnap.json"]?.status == .modified)
        #expect(byPath["snapshots/popover-next.axsnap.json"]?.status == .removed)
    }

    /// A file that took the content of a removed one stays a modification beside the removal:
    /// it is compared with its own old screen.
    @Test func aFileThatTookARemovedFilesContentKeepsItsOwnOldSide() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("gone", lines: 20))
        try repo.remove("snapshots/gone.axsnap.json")
        try repo.commit("Replace login")
        let changes = try committedChanges(since: base, in: repo)
        #expect(changes.map(\.path) == ["snapshots/gone.axsnap.json", "snapshots/login.axsnap.json"])
        #expect(changes.map(\.status) == [.removed, .modified])
    }

    /// A file rewritten in place with no other file taking its old content stays one
    /// modified screen, however much changed: its loss is judged against its old self.
    @Test func aRewriteInPlaceStaysAModification() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("completely different sign in", lines: 5))
        try repo.write("snapshots/new.axsnap.json", snapshotJSON("brand new"))
        try repo.commit("Rewrite login, add a screen")
        let changes = try committedChanges(since: base, in: repo)
        #expect(changes.map(\.path) == ["snapshots/login.axsnap.json", "snapshots/new.axsnap.json"])
        #expect(changes.map(\.status) == [.modified, .added])
    }

    @Test func screenMovedIntoARootFromElsewhereIsARename() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.git("mv", "drafts/checkout.axsnap.json", "snapshots/checkout.axsnap.json")
        try repo.commit("Promote checkout")
        let git = try repo.open()
        let changes = try git.diff.changes(from: .commit(base), to: .commit(repo.id("HEAD")))
        #expect(changes.map(\.status) == [.renamed])
        #expect(changes.first?.path == "snapshots/checkout.axsnap.json")
        #expect(changes.first?.oldPath == "drafts/checkout.axsnap.json")
        // Staged but not committed, the index sees the same move.
        try repo.git("mv", "snapshots/checkout.axsnap.json", "drafts/checkout.axsnap.json")
        let staged = try git.diff.changes(from: .commit(repo.id("HEAD")), to: .index)
        #expect(staged.map(\.status) == [.renamed])
        #expect(staged.first?.path == "drafts/checkout.axsnap.json")
        #expect(staged.first?.oldPath == "snapshots/checkout.axsnap.json")
    }

    @Test func workingTreeShowsModifiedUntrackedAndDeleted() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login re-recorded", lines: 20))
        try repo.write("snapshots/fresh/onboarding.axsnap.json", snapshotJSON("onboarding"))
        try repo.remove("snapshots/gone.axsnap.json")
        try repo.write("drafts/other.axsnap.json", snapshotJSON("outside roots"))
        let git = try repo.open()
        let changes = try git.diff.changes(from: .commit(repo.id("HEAD")), to: .workingTree)
        #expect(changes.map(\.path) == [
            "snapshots/fresh/onboarding.axsnap.json", "snapshots/gone.axsnap.json", "snapshots/login.axsnap.json",
        ])
        #expect(changes.map(\.status) == [.added, .removed, .modified])
        #expect(changes[0].newBlob?.hex == (try repo.git("hash-object", "snapshots/fresh/onboarding.axsnap.json")))
        #expect(changes[2].newBlob?.hex == (try repo.git("hash-object", "snapshots/login.axsnap.json")))
        #expect(git.objects.blobReadCount == 0)
    }

    @Test func stagedComparisonSeesOnlyTheIndex() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login staged", lines: 20))
        try repo.git("add", "snapshots/login.axsnap.json")
        try repo.write("snapshots/cart.axsnap.json", snapshotJSON("cart unstaged", lines: 20))
        let git = try repo.open()
        let head = TreeSource.commit(try repo.id("HEAD"))
        let staged = try git.diff.changes(from: head, to: .index)
        #expect(staged.map(\.path) == ["snapshots/login.axsnap.json"])
        #expect(staged.first?.newBlob == (try repo.id(":snapshots/login.axsnap.json")))
        let unstaged = try git.diff.changes(from: .index, to: .workingTree)
        #expect(unstaged.map(\.path) == ["snapshots/cart.axsnap.json"])
        let everything = try git.diff.changes(from: head, to: .workingTree)
        #expect(everything.map(\.path) == ["snapshots/cart.axsnap.json", "snapshots/login.axsnap.json"])
        let back = try git.diff.changes(from: .workingTree, to: .index)
        #expect(back.map(\.status) == [.modified])
        #expect(back.first?.newBlob == (try repo.id(":snapshots/cart.axsnap.json")))
    }

    @Test func aSnapshotDeletedInACommitAndRecreatedOnDiskIsPartOfTheWorkingTree() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let before = try repo.id("HEAD")
        try repo.remove("snapshots/login.axsnap.json")
        try repo.commit("Stop committing the login snapshot")
        // Re-recorded on disk, not added: untracked, but there, as `git status` shows it.
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login", lines: 20))
        let git = try repo.open()
        #expect(try git.diff.changes(from: .commit(before), to: .workingTree).isEmpty)
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login re-recorded", lines: 20))
        let changed = try git.diff.changes(from: .commit(before), to: .workingTree)
        #expect(changed.map(\.status) == [.modified])
        #expect(changed.first?.newBlob?.hex == (try repo.git("hash-object", "snapshots/login.axsnap.json")))
        // A staged deletion put back on disk is there too.
        try repo.git("rm", "-q", "--cached", "snapshots/cart.axsnap.json")
        #expect(try git.diff.changes(from: .commit(repo.id("HEAD")), to: .workingTree).map(\.path) == ["snapshots/login.axsnap.json"])
        #expect(try git.diff.changes(from: .commit(repo.id("HEAD")), to: .index).map(\.status) == [.removed])
    }

    @Test func intentToAddCountsInTheWorkingTreeButNotInTheIndex() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        try repo.write("snapshots/fresh.axsnap.json", snapshotJSON("fresh", lines: 5))
        try repo.git("add", "-N", "snapshots/fresh.axsnap.json")
        let git = try repo.open()
        let head = TreeSource.commit(try repo.id("HEAD"))
        let local = try git.diff.changes(from: head, to: .workingTree)
        #expect(local.map(\.status) == [.added])
        #expect(local.first?.newBlob?.hex == (try repo.git("hash-object", "snapshots/fresh.axsnap.json")))
        // As `git diff --cached` and `git diff` see it: not staged yet, new on disk.
        #expect(try git.diff.changes(from: head, to: .index).isEmpty)
        let unstaged = try git.diff.changes(from: .index, to: .workingTree)
        #expect(unstaged.map(\.status) == [.added])
        #expect(unstaged.first?.oldBlob == nil)
        #expect(try git.snapshots.files(at: .index).map(\.path).contains("snapshots/fresh.axsnap.json") == false)
        #expect(try git.snapshots.files(at: .workingTree).map(\.path).contains("snapshots/fresh.axsnap.json"))
        #expect(try git.snapshots.readFile(path: "snapshots/fresh.axsnap.json", at: .index) == nil)
        #expect(try git.snapshots.pathExists("snapshots/fresh.axsnap.json", at: .index) == false)
    }

    @Test func renameInTheWorkingTreeIsFollowedForUntrackedTargets() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        // Moved on disk only: the index still has the old path, the new one is untracked.
        try repo.remove("snapshots/cart.axsnap.json")
        try repo.write("snapshots/shop/cart.axsnap.json", snapshotJSON("cart", lines: 20))
        let git = try repo.open()
        let changes = try git.diff.changes(from: .commit(repo.id("HEAD")), to: .workingTree)
        #expect(changes.map(\.status) == [.renamed])
        #expect(changes.first?.path == "snapshots/shop/cart.axsnap.json")
        #expect(changes.first?.oldPath == "snapshots/cart.axsnap.json")
    }

    @Test func pathsNarrowTheChangesAndMustExistOnOneSide() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        let base = try repo.id("HEAD")
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("login v2", lines: 20))
        try repo.write("snapshots/cart.axsnap.json", snapshotJSON("cart v2", lines: 20))
        try repo.write("snapshots/added.axsnap.json", snapshotJSON("added"))
        try repo.commit("Two changes")
        let git = try repo.open()
        let head = try repo.id("HEAD")
        #expect(try git.diff.changes(from: .commit(base), to: .commit(head), paths: ["snapshots/cart.axsnap.json"]).map(\.path)
            == ["snapshots/cart.axsnap.json"])
        // A file new at the head exists on one side only: that is enough.
        #expect(try git.diff.changes(from: .commit(base), to: .commit(head), paths: ["snapshots/added.axsnap.json"]).map(\.status)
            == [.added])
        #expect(throws: GitError.pathNotFound(path: "snapshots/typo.axsnap.json", revision: "commit \(base.short) or commit \(head.short)")) {
            try git.diff.changes(from: .commit(base), to: .commit(head), paths: ["snapshots/typo.axsnap.json"])
        }
    }

    @Test func sameSourceOnBothSidesHasNoChanges() throws {
        let repo = try makeRepository()
        defer { repo.delete() }
        try repo.write("snapshots/login.axsnap.json", snapshotJSON("changed"))
        let git = try repo.open()
        #expect(try git.diff.changes(from: .workingTree, to: .workingTree).isEmpty)
        #expect(try git.diff.changes(from: .commit(repo.id("HEAD")), to: .commit(repo.id("HEAD"))).isEmpty)
    }
}
