import AXTestSupport
import Testing
@testable import AXGit

/// First-parent history walks, filtered by what changed under the snapshot roots.
@Suite struct HistoryTests {
    /// c1 adds screens; c2 touches code only; c3 changes a screen; m merges a feature that
    /// changed a screen; c4 changes a file outside the roots.
    private func makeHistory() throws -> (TestRepository, [String: ObjectID]) {
        let repo = try TestRepository()
        var ids: [String: ObjectID] = [:]
        try repo.commit("c1", files: ["snapshots/a.axsnap.json": snapshotJSON("a"), "src/x.txt": "1"])
        ids["c1"] = try repo.id("HEAD")
        try repo.commit("c2", files: ["src/x.txt": "2"])
        ids["c2"] = try repo.id("HEAD")
        try repo.commit("c3", files: ["snapshots/a.axsnap.json": snapshotJSON("a2")])
        ids["c3"] = try repo.id("HEAD")
        try repo.git("checkout", "-q", "-b", "feature")
        try repo.commit("f1", files: ["snapshots/b.axsnap.json": snapshotJSON("b")])
        ids["f1"] = try repo.id("HEAD")
        try repo.commit("f2", files: ["src/y.txt": "y"])
        try repo.git("checkout", "-q", "main")
        try repo.git("merge", "-q", "--no-ff", "-m", "m", "feature")
        ids["m"] = try repo.id("HEAD")
        try repo.commit("c4", files: ["ui/c.axsnap.json": snapshotJSON("c")])
        ids["c4"] = try repo.id("HEAD")
        return (repo, ids)
    }

    @Test func keepsOnlyFirstParentCommitsThatChangedARoot() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        let commits = try git.revisions.firstParentCommits(from: ids["c1"], to: try #require(ids["c4"]), roots: ["snapshots"])
        #expect(commits.map(\.subject) == ["c3", "m"])
        #expect(commits.map(\.id) == [ids["c3"], ids["m"]].compactMap { $0 })
        #expect(git.objects.blobReadCount == 0)
    }

    @Test func unfilteredWalkListsTheFirstParentChainOldestFirst() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        let head = try #require(ids["c4"])
        #expect(try git.revisions.firstParentCommits(from: ids["c1"], to: head).map(\.subject) == ["c2", "c3", "m", "c4"])
        #expect(try git.revisions.firstParentCommits(from: nil, to: head).map(\.subject) == ["c1", "c2", "c3", "m", "c4"])
        #expect(try git.revisions.firstParentCommits(from: head, to: head).isEmpty)
    }

    @Test func rootCommitCountsWhenItHasSnapshotsAndOtherRootsCanBeWatched() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        let head = try #require(ids["c4"])
        #expect(try git.revisions.firstParentCommits(from: nil, to: head, roots: ["snapshots"]).map(\.subject) == ["c1", "c3", "m"])
        #expect(try git.revisions.firstParentCommits(from: nil, to: head, roots: ["ui"]).map(\.subject) == ["c4"])
        #expect(try git.revisions.firstParentCommits(from: nil, to: head, roots: ["snapshots", "ui"]).map(\.subject) == ["c1", "c3", "m", "c4"])
    }

    /// The walk gives each kept commit when asked, having looked no further than it: a history
    /// compares the first commit's screens while the rest are walked.
    @Test func snapshotCommitsAreWorkedOutOneAtATime() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        var walk = try git.revisions.snapshotCommits(from: nil, to: try #require(ids["c4"]), roots: ["snapshots"])
        #expect(walk.ids.count == 5)
        #expect(try walk.next()?.subject == "c1")
        #expect(walk.position == 1)
        #expect(try walk.next()?.subject == "c3")
        #expect(walk.position == 3)
        #expect(try walk.next()?.subject == "m")
        #expect(try walk.next() == nil)
        #expect(walk.position == 5)
        #expect(try walk.next() == nil)
    }
}
