import AXTestSupport
import Testing

@testable import AXGit

/// Prepared narrowing paths give the scope the pairwise definition gives: for each root and
/// path, the path when it is inside the root, the root when it is inside the path; then
/// without duplicates or anything inside another, in git's byte order.
@Suite struct NarrowingPathsTests {
    /// The definition, pair by pair and in quadratic time.
    static func expected(roots: [String], paths: [String]) -> [String] {
        let roots = roots.isEmpty ? [""] : roots
        var candidates: [String] = []
        for root in roots {
            for path in paths {
                if SnapshotScope.isWithin(path, root) {
                    candidates.append(path)
                } else if SnapshotScope.isWithin(root, path) {
                    candidates.append(root)
                }
            }
        }
        if paths.isEmpty { candidates = roots }
        let unique = Array(Set(candidates))
        let minimal = unique.filter { candidate in !unique.contains { $0 != candidate && SnapshotScope.isWithin(candidate, $0) } }
        return minimal.sorted { SnapshotScope.precedes($0, $1) }
    }

    /// Names chosen to sort around `/`: `-` and `.` come before it, `0` after.
    static let names = ["a", "a-b", "a.json", "a0", "b", "é"]

    static func randomPath(_ generator: inout SeededRandom) -> String {
        let depth = Int.random(in: 0...3, using: &generator)
        return (0..<depth).map { _ in generator.pick(names) }.joined(separator: "/")
    }

    @Test func aRandomScopeIsThePairwiseOne() {
        var generator = SeededRandom(seed: 7)
        for round in 0..<400 {
            let roots = (0..<Int.random(in: 1...3, using: &generator)).map { _ in Self.randomPath(&generator) }
            let paths = (0..<Int.random(in: 0...12, using: &generator)).map { _ in Self.randomPath(&generator) }
            let scope = SnapshotScope(roots: roots, narrowing: NarrowingPaths(paths))
            #expect(scope.prefixes == Self.expected(roots: roots, paths: paths), "round \(round): roots \(roots), paths \(paths)")
        }
    }

    @Test func onlyThePathsInsideTheOneRootAreKept() {
        let narrowing = NarrowingPaths(["snapshots-old/A", "snapshots/B.axsnap.json", "snapshots.json", "snapshots/A.axsnap.json", "snapshots0/C"])
        #expect(narrowing.sorted == ["snapshots-old/A", "snapshots.json", "snapshots/A.axsnap.json", "snapshots/B.axsnap.json", "snapshots0/C"])
        #expect(Array(narrowing.inside("snapshots")) == ["snapshots/A.axsnap.json", "snapshots/B.axsnap.json"])
        #expect(narrowing.inside("elsewhere").isEmpty)
        #expect(Array(narrowing.inside("")) == narrowing.sorted)
        #expect(SnapshotScope(roots: ["snapshots"], narrowing: narrowing).prefixes == ["snapshots/A.axsnap.json", "snapshots/B.axsnap.json"])
        // A path that holds the root narrows it to the root itself.
        #expect(SnapshotScope(roots: ["snapshots/ios"], narrowing: ["snapshots", "other"]).prefixes == ["snapshots/ios"])
        #expect(SnapshotScope(roots: ["snapshots"], narrowing: ["."]).prefixes == ["snapshots"])
        #expect(NarrowingPaths([]).isEmpty && !NarrowingPaths(["a"]).isEmpty)
    }
}
