import AXTestSupport
import Testing
@testable import AXGit

/// Revision forms, resolved as git resolves them.
@Suite struct RevisionTests {
    /// main: c1 - c2 - c3 (tags v1 light on c1, v2 annotated on c2); feature from c2: f1.
    private func makeHistory() throws -> (TestRepository, [String: String]) {
        let repo = try TestRepository()
        var ids: [String: String] = [:]
        ids["c1"] = try repo.commit("First screen\n\nBody line one.\nBody line two.", files: ["snapshots/a.axsnap.json": snapshotJSON("a")])
        try repo.git("tag", "v1")
        ids["c2"] = try repo.commit("Second", files: ["snapshots/b.axsnap.json": snapshotJSON("b")])
        try repo.git("tag", "-a", "v2", "-m", "Release 2")
        try repo.git("checkout", "-q", "-b", "feature")
        ids["f1"] = try repo.commit("Feature work", files: ["snapshots/c.axsnap.json": snapshotJSON("c")])
        try repo.git("checkout", "-q", "main")
        ids["c3"] = try repo.commit("Third", files: ["snapshots/a.axsnap.json": snapshotJSON("a2")])
        return (repo, ids)
    }

    @Test func branchNameResolvesToItsTip() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(try git.revisions.commit("feature").id.hex == ids["f1"])
        #expect(try git.revisions.commit("main").id.hex == ids["c3"])
        #expect(try git.revisions.commit("HEAD").id.hex == ids["c3"])
    }

    @Test func lightweightAndAnnotatedTagsResolveToCommits() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(try git.revisions.commit("v1").id.hex == ids["c1"])
        // The annotated tag object has its own id; it must be peeled to the commit.
        #expect(try repo.git("rev-parse", "v2") != ids["c2"])
        #expect(try git.revisions.commit("v2").id.hex == ids["c2"])
    }

    @Test func fullAndAbbreviatedIdsResolve() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        let full = try #require(ids["c2"])
        #expect(try git.revisions.commit(full).id.hex == full)
        #expect(try git.revisions.commit(String(full.prefix(8))).id.hex == full)
        #expect(try git.revisions.commit(full.uppercased()).id.hex == full)
    }

    @Test func ancestryOperatorsWalkParents() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(try git.revisions.commit("HEAD~2").id.hex == ids["c1"])
        #expect(try git.revisions.commit("main^").id.hex == ids["c2"])
        #expect(try git.revisions.commit("feature~1").id.hex == ids["c2"])
    }

    @Test func caretTwoNamesTheSecondParentOfAMerge() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        try repo.git("merge", "-q", "--no-ff", "-m", "Merge feature", "feature")
        let git = try repo.open()
        let merge = try git.revisions.commit("HEAD")
        #expect(merge.parents.map(\.hex) == [ids["c3"], ids["f1"]])
        #expect(try git.revisions.commit("HEAD^2").id.hex == ids["f1"])
        #expect(try git.revisions.commit("HEAD^1").id.hex == ids["c3"])
    }

    @Test func upstreamResolvesThroughLocalTracking() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        try repo.git("checkout", "-q", "--track", "-b", "topic", "main")
        let topic = try repo.commit("Topic work", files: ["snapshots/d.axsnap.json": snapshotJSON("d")])
        let git = try repo.open()
        #expect(try git.revisions.commit("@{upstream}").id.hex == ids["c3"])
        #expect(try git.revisions.commit("@{u}").id.hex == ids["c3"])
        #expect(try git.revisions.commit("topic@{u}").id.hex == ids["c3"])
        #expect(try git.revisions.upstream(ofBranch: "topic") == "main")
        #expect(try git.revisions.upstream(ofBranch: "feature") == nil)
        #expect(git.revisions.currentBranch == "topic")
        #expect(try git.revisions.commit("HEAD").id.hex == topic)
    }

    @Test func upstreamOfABranchWithoutOneSaysHowToSetIt() throws {
        let (repo, _) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(throws: GitError.noUpstream(branch: "feature")) { try git.revisions.commit("feature@{u}") }
        #expect(throws: GitError.noUpstream(branch: "main")) { try git.revisions.commit("@{upstream}") }
        #expect(throws: GitError.unknownRevision("nope")) { try git.revisions.upstream(ofBranch: "nope") }
    }

    @Test func twoDotRangeComparesTheTwoEnds() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        let range = try #require(try git.revisions.range("feature..main"))
        #expect(range.base.id.hex == ids["f1"])
        #expect(range.head.id.hex == ids["c3"])
        let openEnded = try #require(try git.revisions.range("v1.."))
        #expect(openEnded.base.id.hex == ids["c1"])
        #expect(openEnded.head.id.hex == ids["c3"])
    }

    @Test func threeDotRangeStartsAtTheMergeBase() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        let range = try #require(try git.revisions.range("main...feature"))
        #expect(range.base.id.hex == ids["c2"])
        #expect(range.head.id.hex == ids["f1"])
        #expect(try git.revisions.mergeBase(repo.id("main"), repo.id("feature")).hex == ids["c2"])
    }

    @Test func aSingleRevisionIsNotARange() throws {
        let (repo, _) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(try git.revisions.range("main") == nil)
        #expect(try git.revisions.range("HEAD~1") == nil)
        #expect(throws: GitError.unexpectedRange("main..feature")) { try git.revisions.commit("main..feature") }
    }

    @Test func unknownRevisionsAreNamedInTheError() throws {
        let (repo, _) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(throws: GitError.unknownRevision("fetaure/x")) { try git.revisions.commit("fetaure/x") }
        #expect(throws: GitError.unknownRevision("HEAD~10")) { try git.revisions.commit("HEAD~10") }
        #expect(throws: GitError.unknownRevision("0123456789abcdef0123456789abcdef01234567")) {
            try git.revisions.commit("0123456789abcdef0123456789abcdef01234567")
        }
        #expect(throws: GitError.unknownRevision("nope")) { try git.revisions.range("main..nope") }
        #expect(throws: GitError.unknownRevision("a..b..c")) { try git.revisions.range("a..b..c") }
    }

    @Test func aTreeIsNotACommit() throws {
        let (repo, _) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(throws: GitError.notACommit("HEAD^{tree}")) { try git.revisions.commit("HEAD^{tree}") }
    }

    @Test func unrelatedHistoriesHaveNoMergeBase() throws {
        let (repo, _) = try makeHistory()
        defer { repo.delete() }
        try repo.git("checkout", "-q", "--orphan", "island")
        try repo.commit("Unrelated", files: ["other.txt": "x"])
        let git = try repo.open()
        #expect(throws: GitError.noMergeBase("main", "island")) { try git.revisions.range("main...island") }
    }

    @Test func anEmptyRepositoryHasNoCommitsYet() throws {
        let repo = try TestRepository()
        defer { repo.delete() }
        let git = try repo.open()
        #expect(git.revisions.currentBranch == "main")
        #expect(throws: GitError.noCommitsYet(branch: "main")) { try git.revisions.commit("HEAD") }
    }

    @Test func commitInfoCarriesAuthorDateAndMessage() throws {
        let (repo, ids) = try makeHistory()
        defer { repo.delete() }
        let git = try repo.open()
        let info = try git.revisions.commit("v1")
        #expect(info.id.hex == ids["c1"])
        #expect(info.parents.isEmpty)
        #expect(info.authorName == "Ada Tester")
        #expect(info.authorEmail == "ada@example.com")
        #expect(info.authorDate == GitTime(secondsSinceEpoch: 1_700_003_600, offsetMinutes: 120))
        #expect(info.subject == "First screen")
        #expect(info.message == "First screen\n\nBody line one.\nBody line two.\n")
        #expect(try git.revisions.commit("v2").parents.map(\.hex) == [ids["c1"]])
    }

    @Test func defaultBaseReportsWhichUsualBasesExist() throws {
        let (repo, _) = try makeHistory()
        defer { repo.delete() }
        let clone = repo.scratch.appendingPathComponent("clone").path
        try repo.git("clone", "-q", repo.path, clone, in: repo.scratch.path)
        let local = try repo.open().revisions.defaultBase()
        #expect(local == BaseCandidates(originHead: nil, hasOriginMain: false, hasOriginMaster: false, hasMain: true, hasMaster: false))
        #expect(local.preferred == "main")
        let cloned = try Repository.open(path: clone).revisions.defaultBase()
        #expect(cloned.originHead == "origin/main")
        #expect(cloned.hasOriginMain)
        #expect(cloned.preferred == "origin/main")
    }
}
