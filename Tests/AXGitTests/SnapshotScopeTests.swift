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

    /// The pattern docs/capture-ios.md gives for swift-snapshot-testing's references.
    @Test func theSnapshotTestingPatternTakesEveryReferenceAndNoImage() {
        let scope = SnapshotScope(roots: ["**/__Snapshots__/**/*.axsnap.json"], paths: [])
        #expect(scope.contains("AppTests/__Snapshots__/SettingsTests/settings.1.axsnap.json"))
        #expect(scope.contains("Modules/Profile/Tests/__Snapshots__/ProfileTests/profile.iPhone15.axsnap.json"))
        #expect(!scope.contains("AppTests/__Snapshots__/SettingsTests/settings.1.png"))
        #expect(!scope.contains("AppTests/Snapshots/settings.axsnap.json"))
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

/// `.axdiff.yml` `snapshots:` patterns: Playwright's ARIA snapshot files found where they are.
@Suite struct SnapshotPatternTests {
    @Test func doubleStarMatchesAnyNumberOfFoldersAndStarStaysInOne() {
        let pattern = PathPattern("e2e/**/*-snapshots/*.yml")
        #expect(pattern.matches("e2e/home.spec.ts-snapshots/aria.yml"))
        #expect(pattern.matches("e2e/routes/crate/settings.spec.ts-snapshots/aria-trustpub.yml"))
        #expect(!pattern.matches("e2e/home.spec.ts-snapshots/deep/aria.yml"))
        #expect(!pattern.matches("e2e/home.spec.ts/aria.yml"))
        #expect(!pattern.matches("other/home.spec.ts-snapshots/aria.yml"))
        #expect(pattern.literalPrefix == "e2e")
    }

    @Test func questionMarksAndSetsMatchOneCharacter() {
        #expect(PathPattern("s/aria-v?.yml").matches("s/aria-v2.yml"))
        #expect(!PathPattern("s/aria-v?.yml").matches("s/aria-v10.yml"))
        #expect(PathPattern("s/[a-c]*.yml").matches("s/b.yml"))
        #expect(!PathPattern("s/[!a-c]*.yml").matches("s/b.yml"))
        #expect(PathPattern("**/*.aria.yml").matches("x.aria.yml"))
        #expect(PathPattern("**/*.aria.yml").literalPrefix == "")
    }

    @Test func aScopeWithAPatternHoldsItsFilesAndTheFolderRootsAxsnapFiles() {
        let scope = SnapshotScope(roots: ["snapshots", "e2e/**/*-snapshots/*.yml"], paths: [])
        #expect(scope.prefixes == ["e2e", "snapshots"])
        #expect(scope.contains("e2e/a.spec.ts-snapshots/aria.yml"))
        #expect(scope.contains("snapshots/Home.axsnap.json"))
        #expect(!scope.contains("e2e/a.spec.ts-snapshots/aria.txt"))
        #expect(!scope.contains("e2e/a.axsnap.json"))
        #expect(scope.mayContain(fileNamed: "aria.yml") && !scope.mayContain(fileNamed: "README.md"))
        let narrowed = SnapshotScope(roots: ["e2e/**/*-snapshots/*.yml"], paths: ["e2e/nav"])
        #expect(narrowed.prefixes == ["e2e/nav"])
        #expect(narrowed.contains("e2e/nav/m.spec.ts-snapshots/aria.yml"))
        #expect(!narrowed.contains("e2e/home.spec.ts-snapshots/aria.yml"))
    }

    @Test func aLongPatternAgainstALongPathStaysFast() {
        let pattern = PathPattern(String(repeating: "**/a*", count: 30) + "/b")
        let path = Array(repeating: "a", count: 200).joined(separator: "/")
        #expect(!pattern.matches(path))
    }
}
