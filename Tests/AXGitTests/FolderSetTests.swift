@testable import AXGit
import Testing

@Suite struct FolderSetTests {
    @Test func aPathIsInsideAMemberOrIsOne() {
        let set = FolderSet(["snapshots/ios", "ui/Home.axsnap.json"])
        #expect(set.containsFolder(of: "snapshots/ios"))
        #expect(set.containsFolder(of: "snapshots/ios/a/Home.axsnap.json"))
        #expect(set.containsFolder(of: "ui/Home.axsnap.json"))
        #expect(!set.containsFolder(of: "snapshots/ios-old/Home.axsnap.json"))
        #expect(!set.containsFolder(of: "snapshots"))
        #expect(!FolderSet([]).containsFolder(of: "a"))
        #expect(FolderSet([""]).containsFolder(of: "anything/at/all"))
    }

    @Test func plainPathsAreTheirOwnNormalForm() {
        for path in ["a", "a/b.json", "a/.hidden", "a/...", "a..b/c"] {
            #expect(SnapshotScope.isPlain(path.utf8[...]), "\(path)")
            #expect(SnapshotScope.normalize(path) == path)
        }
        for path in ["", ".", "..", "/a", "a/", "a//b", "./a", "a/./b", "a/..", "a/../b"] {
            #expect(!SnapshotScope.isPlain(path.utf8[...]), "\(path)")
        }
        #expect(SnapshotScope.normalize("./a//b/") == "a/b")
    }

    @Test func thousandsOfNarrowingPathsKeepTheMinimalSet() {
        let files = (0..<5_000).map { "snapshots/S\($0).axsnap.json" }
        let scope = SnapshotScope(roots: ["snapshots"], paths: files + ["snapshots"])
        #expect(scope.prefixes == ["snapshots"])
        let narrowed = SnapshotScope(roots: ["snapshots"], paths: files)
        #expect(narrowed.prefixes.count == 5_000)
        #expect(narrowed.contains("snapshots/S4999.axsnap.json"))
        #expect(!narrowed.contains("snapshots/S5000.axsnap.json"))
    }
}
