import Testing
@testable import AXGit

@Suite struct SnapshotScopeTests {
    @Test func pathsAreNormalised() {
        #expect(SnapshotScope.normalize("./snapshots//ios/") == "snapshots/ios")
        #expect(SnapshotScope.normalize(".") == "")
        #expect(SnapshotScope.normalize("") == "")
    }

    @Test func narrowingKeepsTheIntersectionOfRootsAndPaths() {
        #expect(SnapshotScope(roots: ["snapshots"], paths: []).prefixes == ["snapshots"])
        #expect(SnapshotScope(roots: ["snapshots"], paths: ["snapshots/ios", "other"]).prefixes == ["snapshots/ios"])
        #expect(SnapshotScope(roots: ["snapshots/ios", "ui"], paths: ["snapshots"]).prefixes == ["snapshots/ios"])
        #expect(SnapshotScope(roots: ["a", "a/b", "c"], paths: []).prefixes == ["a", "c"])
        #expect(SnapshotScope(roots: [], paths: []).prefixes == [""])
        #expect(SnapshotScope(roots: ["snapshots"], paths: ["elsewhere"]).prefixes.isEmpty)
    }

    @Test func containsNeedsTheSuffixAndAFolderBoundary() {
        let scope = SnapshotScope(roots: ["snapshots"], paths: [])
        #expect(scope.contains("snapshots/a.axsnap.json"))
        #expect(scope.contains("snapshots/x/y/a.axsnap.json"))
        #expect(!scope.contains("snapshots/a.json"))
        #expect(!scope.contains("snapshots-old/a.axsnap.json"))
        #expect(!scope.contains("other/snapshots/a.axsnap.json"))
    }
}

@Suite struct RevisionRangeTests {
    @Test func twoAndThreeDotRangesSplitWithHeadForEmptySides() {
        #expect(RevisionRange.parse("main..feature") == RevisionRange(left: "main", right: "feature", symmetric: false))
        #expect(RevisionRange.parse("main...feature") == RevisionRange(left: "main", right: "feature", symmetric: true))
        #expect(RevisionRange.parse("v1..") == RevisionRange(left: "v1", right: "HEAD", symmetric: false))
        #expect(RevisionRange.parse("...topic") == RevisionRange(left: "HEAD", right: "topic", symmetric: true))
    }

    @Test func dotsInsideBracesOrSingleDotsAreNotRanges() {
        #expect(RevisionRange.parse("main") == nil)
        #expect(RevisionRange.parse("release/1.2") == nil)
        #expect(RevisionRange.parse("main^{/fix ..x}") == nil)
        #expect(RevisionRange.parse("main^{/a..b}..HEAD") == RevisionRange(left: "main^{/a..b}", right: "HEAD", symmetric: false))
    }
}
