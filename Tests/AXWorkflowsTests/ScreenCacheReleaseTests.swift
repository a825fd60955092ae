import AXGit
import AXModel
import AXRules
import AXTestSupport
import Testing

@testable import AXWorkflows

/// The screen cache keeps a blob's bytes until it is parsed and, for a history, frees a screen
/// once no job holds it, so a long history keeps about one revision per screen.
@Suite struct ScreenCacheReleaseTests {
    static let bytes = CanonicalWriter.write(Snapshot(screen: "Cart", root: Element(type: "UIWindow", children: [
        Element(type: "UIButton", label: "Pay", traits: [.button], accessible: true),
    ])))

    static let path = "snapshots/Cart.axsnap.json"

    static func load(_ cache: ScreenCache, _ blob: ObjectID) -> Bool {
        let result = cache.screen(blob: blob, path: path) { () throws(WorkflowError) -> [UInt8] in
            throw .io(path: "snapshots/Cart.axsnap.json", message: "the bytes were handed over with provide")
        }
        guard case .success(let screen) = result else { return false }
        return screen.header.screen == "Cart"
    }

    @Test func aReleasingCacheFreesABlobWhenItsLastJobIsDone() {
        let cache = ScreenCache(options: .init())
        cache.releasesAfterUse = true
        let blob = ScreenComparisonTests.blob(1)
        #expect(cache.use(blob, at: Self.path), "the first job reads the bytes")
        cache.provide(Self.bytes, for: blob, at: Self.path)
        #expect(!cache.use(blob, at: Self.path), "a second job finds the blob held")
        #expect(Self.load(cache, blob))
        #expect(Self.load(cache, blob))
        #expect(cache.parsedCount == 1 && cache.reusedCount == 1)
        cache.done(with: blob, at: Self.path)
        #expect(!cache.use(blob, at: Self.path), "one job still holds it")
        cache.done(with: blob, at: Self.path)
        cache.done(with: blob, at: Self.path)
        #expect(cache.use(blob, at: Self.path), "freed: the next job reads the bytes again")
        cache.provide(Self.bytes, for: blob, at: Self.path)
        #expect(Self.load(cache, blob))
        #expect(cache.parsedCount == 2)
    }

    @Test func withoutReleasingEveryBlobStaysForTheRun() {
        let cache = ScreenCache(options: .init())
        let blob = ScreenComparisonTests.blob(2)
        #expect(cache.use(blob, at: Self.path))
        cache.provide(Self.bytes, for: blob, at: Self.path)
        #expect(Self.load(cache, blob))
        cache.done(with: blob, at: Self.path)
        #expect(!cache.use(blob, at: Self.path), "kept: no job reads it again")
        #expect(Self.load(cache, blob))
        #expect(cache.parsedCount == 1 && cache.reusedCount == 1)
    }

    @Test func theSameBlobAtAnotherPathIsAnotherScreen() {
        let cache = ScreenCache(options: .init())
        let blob = ScreenComparisonTests.blob(4)
        #expect(cache.use(blob, at: Self.path))
        cache.provide(Self.bytes, for: blob, at: Self.path)
        #expect(cache.use(blob, at: "snapshots/Copy.axsnap.json"), "another path reads the bytes for itself")
        #expect(Self.load(cache, blob))
        cache.provide(Self.bytes, for: blob, at: "snapshots/Copy.axsnap.json")
        let copy = cache.screen(blob: blob, path: "snapshots/Copy.axsnap.json") { () throws(WorkflowError) -> [UInt8] in
            throw .io(path: "snapshots/Copy.axsnap.json", message: "the bytes were handed over with provide")
        }
        #expect((try? copy.get()) != nil)
        #expect(cache.parsedCount == 2 && cache.reusedCount == 0)
    }

    @Test func aBlobThatCouldNotBeReadIsReadAgainByTheNextJob() {
        let cache = ScreenCache(options: .init())
        let blob = ScreenComparisonTests.blob(3)
        #expect(cache.use(blob, at: Self.path))
        cache.forget(blob, at: Self.path)
        #expect(cache.use(blob, at: Self.path))
    }

    /// A history where one screen reverts to an earlier revision and another changes at every
    /// commit, compared with and without releasing: the same reports; releasing ends with no
    /// screen cached. It parses the reverted revision again if the jobs that held it were done
    /// before the revert was read, which depends on timing.
    @Test func aReleasingHistoryGivesTheSameReportsAndKeepsNothing() async throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        let cart = try DemoSnapshots.text("Cart")
        let revisions = [
            cart,
            try DemoSnapshots.edited("Cart", [("\"Remove Rain Jacket\"", "\"Remove the Rain Jacket\"")]),
            cart,
            try DemoSnapshots.edited("Cart", [("\"Remove Rain Jacket\"", "\"\"")]),
        ]
        try repository.write("snapshots/Other.axsnap.json", cart)
        for (index, revision) in revisions.enumerated() {
            try repository.write("snapshots/Cart.axsnap.json", revision)
            try repository.write("snapshots/Other.axsnap.json", try DemoSnapshots.edited("Cart", [("\"Remove Rain Jacket\"", "\"Step \(index)\"")]))
            _ = try repository.commit("Step \(index)")
        }
        let repo = try repository.open()
        let commits = try repo.revisions.firstParentCommits(from: nil, to: try repo.revisions.commit("HEAD").id, roots: ["snapshots"])
        #expect(commits.count == 4)
        var outcomes: [(screens: [[String]], parsed: Int, cached: Int)] = []
        for releasing in [false, true] {
            let context = try RepositoryContext(repo: nil, directory: repository.path)
            context.cache.releasesAfterUse = releasing
            let engine = RuleEngine(configuration: context.configuration)
            let compared = try await HistoryWorkflow.compare(commits: commits, paths: [], context: context, engine: engine)
            #expect(compared.errors.isEmpty, "\(compared.errors)")
            let screens = compared.screens.map { $0.map { "\($0.path): \($0.regressions.map(\.rule)) \($0.improvements.map(\.rule)) \($0.changes.count)" } }
            outcomes.append((screens, context.cache.parsedCount, context.cache.cachedCount))
        }
        #expect(outcomes[0].screens == outcomes[1].screens)
        #expect(outcomes[1].screens.flatMap { $0 }.contains { $0.hasPrefix("snapshots/Cart.axsnap.json") && $0.contains("label") })
        // Four revisions of Cart (three distinct) and four of Other.
        #expect(outcomes[0].parsed == 7 && outcomes[0].cached == 7)
        #expect((7...8).contains(outcomes[1].parsed), "\(outcomes[1].parsed)")
        #expect(outcomes[1].cached == 0, "\(outcomes[1].cached)")
    }

    /// A comparison of two sources (a check, `diff A B`) frees each screen once its job is
    /// done: at the end the cache holds none of the screens it parsed, and a screen unchanged
    /// between the two is not read at all.
    @Test func aComparisonOfTwoSourcesKeepsNoScreenAfterItsJob() async throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        let names = ["A", "B", "C", "Same"]
        for name in names {
            try repository.write("snapshots/\(name).axsnap.json", try DemoSnapshots.edited("Cart", [("\"Remove Rain Jacket\"", "\"Remove \(name)\"")]))
        }
        _ = try repository.commit("Four screens")
        for name in names.dropLast() {
            try repository.write("snapshots/\(name).axsnap.json", try DemoSnapshots.edited("Cart", [("\"Remove Rain Jacket\"", "\"\"")]))
        }
        _ = try repository.commit("Three lose a label")
        let context = try RepositoryContext(repo: nil, directory: repository.path)
        let revisions = context.repository.revisions
        let base = try revisions.commit("HEAD~1").id, head = try revisions.commit("HEAD").id
        let outcome = try await ScreenComparison.run(
            context, from: .commit(base), to: .commit(head), paths: [], engine: RuleEngine(configuration: context.configuration))
        #expect(outcome.screens.map(\.path) == ["snapshots/A.axsnap.json", "snapshots/B.axsnap.json", "snapshots/C.axsnap.json"])
        #expect(outcome.screens.allSatisfy { $0.regressions.contains { $0.rule == "label-removed" } }, "\(outcome.screens.map(\.regressions))")
        #expect(context.cache.parsedCount == 6)
        #expect(context.cache.cachedCount == 0, "\(context.cache.cachedCount) screens kept after their jobs")
    }

    /// The first commit's screens are handed over one at a time, each as soon as its bytes are
    /// read, so that the other cores compare them while the rest are read: when the first job
    /// is submitted, the last file has not been read yet.
    @Test func aRootCommitsJobsAreSubmittedAsTheirBytesAreRead() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        for name in ["A", "B", "C"] {
            try repository.write("snapshots/\(name).axsnap.json", try DemoSnapshots.edited("Cart", [("\"Remove Rain Jacket\"", "\"Remove \(name)\"")]))
        }
        _ = try repository.commit("Three screens")
        let context = try RepositoryContext(repo: nil, directory: repository.path)
        context.cache.releasesAfterUse = true
        let head = try context.repository.revisions.commit("HEAD").id
        let files = try context.repository.snapshots.files(at: .commit(head), roots: ["snapshots"])
        #expect(files.map(\.path) == ["snapshots/A.axsnap.json", "snapshots/B.axsnap.json", "snapshots/C.axsnap.json"])
        let last = try #require(files.last?.blob)
        var submitted: [String] = []
        var lastUnreadAtFirstJob = false
        try context.submitRootJobs(head, paths: []) { job in
            if submitted.isEmpty {
                // Unread: the cache would hand its bytes to whoever asks first.
                lastUnreadAtFirstJob = context.cache.use(last, at: "snapshots/C.axsnap.json")
                if lastUnreadAtFirstJob { context.cache.forget(last, at: "snapshots/C.axsnap.json") }
            }
            submitted.append(job.path)
            return submitted.count - 1
        }
        #expect(lastUnreadAtFirstJob)
        #expect(submitted == files.map(\.path))
        #expect(try context.rootJobs(head, paths: []).map(\.path) == submitted)
    }
}
