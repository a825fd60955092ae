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

    /// Members are kept sorted for binary search: given in any order, each is found, and so
    /// is what is inside it, while names that only begin like a member are not.
    @Test func membersGivenInAnyOrderAreFound() {
        let members = ["z", "a/c", "a-b", "a.json", "é/x", "a/c/d", "b", "A"]
        for set in [FolderSet(members), FolderSet(members.reversed())] {
            for member in members {
                #expect(set.containsFolder(of: member), "\(member)")
                #expect(set.containsFolder(of: member + "/Home.axsnap.json"), "\(member)")
            }
            for outside in ["a", "a-", "a/cd", "a/b/c", "é", "zz", "", "B/a"] {
                #expect(!set.containsFolder(of: outside), "\(outside)")
            }
        }
    }

    /// `precedes` skips shared beginnings eight bytes at a time: it must order every pair as a
    /// byte-by-byte comparison does, wherever the first difference falls.
    @Test func pathOrderIsByteOrderWithSlashFirstOnRequest() {
        func reference(_ a: String, _ b: String, slashFirst: Bool) -> Bool {
            func key(_ byte: UInt8) -> Int { slashFirst && byte == UInt8(ascii: "/") ? -1 : Int(byte) }
            for (x, y) in zip(a.utf8, b.utf8) where x != y { return key(x) < key(y) }
            return a.utf8.count < b.utf8.count
        }
        var generator = SystemRandomNumberGenerator()
        let alphabet: [Character] = ["a", "b", "/", "-", ".", "é", "0"]
        let base = "snapshots/ios/S0000"
        var paths = ["", "a", "a/", "a-", base, base + "/", base + "-"]
        for _ in 0..<300 {
            let length = Int.random(in: 0...20, using: &generator)
            let tail = String((0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "a" })
            paths.append(Bool.random(using: &generator) ? base.prefix(Int.random(in: 0...base.count, using: &generator)) + tail : tail)
        }
        for a in paths {
            for b in paths.prefix(60) {
                for slashFirst in [false, true] {
                    #expect(SnapshotScope.precedes(a, b, slashFirst: slashFirst) == reference(a, b, slashFirst: slashFirst), "\(a) \(b)")
                    #expect(SnapshotScope.precedes(a[...], b[...], slashFirst: slashFirst) == reference(a, b, slashFirst: slashFirst))
                }
            }
        }
    }

    @Test func pathsAreSortedOnlyWhenTheyAreOutOfOrder() {
        let sorted = ["a", "a-b", "a.json", "a/c", "b"]
        #expect(SnapshotScope.sortedAsPaths(sorted, slashFirst: false) == sorted)
        #expect(SnapshotScope.sortedAsPaths(sorted.reversed(), slashFirst: false) == sorted)
        #expect(SnapshotScope.sortedAsPaths(sorted, slashFirst: true) == ["a", "a/c", "a-b", "a.json", "b"])
        #expect(SnapshotScope.sortedAsPaths([], slashFirst: false).isEmpty)
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
