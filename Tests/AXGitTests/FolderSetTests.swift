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
        for path in ["a", "a/b.json", "a/.hidden", "a/...", "a..b/c", ".a", "..a", "a/..b", "a/.b./c", "..."] {
            #expect(SnapshotScope.isPlain(path.utf8[...]), "\(path)")
            #expect(SnapshotScope.normalize(path) == path)
        }
        for path in ["", ".", "..", "/a", "a/", "a//b", "./a", "a/./b", "a/..", "a/../b", "../a", "a/.", "/", "//"] {
            #expect(!SnapshotScope.isPlain(path.utf8[...]), "\(path)")
        }
        #expect(SnapshotScope.normalize("./a//b/") == "a/b")
    }

    @Test func theLastSlashIsFoundInStringsAndSubstrings() {
        let path = "/é/dossier/fichier.json"
        let slash = SnapshotScope.lastSlash(in: path)
        #expect(slash.map { String(path[$0...]) } == "/fichier.json")
        let folder = path[..<(slash ?? path.endIndex)]
        #expect(SnapshotScope.lastSlash(in: folder).map { String(folder[$0...]) } == "/dossier")
        #expect(SnapshotScope.lastSlash(in: "name") == nil)
        #expect(SnapshotScope.lastSlash(in: "") == nil)
        #expect(SnapshotScope.lastSlash(in: "/") == "/".startIndex)
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

    /// In byte order `a-b` and `a.json` come between `a` and `a/c` ('-' and '.' sort before
    /// '/'): what is inside `a` is still dropped, and the result is in git's byte order.
    @Test func foldersWhoseNamesExtendOthersAreKeptApart() {
        let scope = SnapshotScope(roots: [""], paths: ["a/c", "a-b", "a", "a.json", "a-b/x", "b", "a", "a-b/x/y"])
        #expect(scope.prefixes == ["a", "a-b", "a.json", "b"])
        #expect(SnapshotScope(roots: [""], paths: ["x/y", "", "z"]).prefixes == [""])
        #expect(SnapshotScope(roots: ["s/ios", "s"], paths: []).prefixes == ["s"])
        #expect(SnapshotScope(roots: ["s"], paths: ["s/ios/é.axsnap.json", "s/ios/e.axsnap.json", "s/ios"]).prefixes == ["s/ios"])
    }
}
