import AXGit
import AXModel
import AXReport
import AXRules
import AXTestSupport
import Testing

@testable import AXWorkflows

/// Comparing screens in parallel gives exactly what comparing them one after another gives:
/// the same reports in job order, the same errors and warnings.
@Suite struct ScreenComparisonTests {
    /// A blob id made from a number, so jobs can share blobs as revisions do.
    static func blob(_ number: Int) -> ObjectID {
        var bytes = [UInt8](repeating: 0, count: 20)
        for index in 0..<8 { bytes[19 - index] = UInt8(truncatingIfNeeded: number >> (8 * index)) }
        return ObjectID(bytes: bytes)!
    }

    /// A copy of `element` with some labels, traits, values and child orders changed.
    static func edited(_ element: Element, _ random: inout SeededRandom) -> Element {
        var result = element
        if random.chance(0.1) { result.label = random.chance(0.5) ? nil : "Edited \(result.label ?? "")" }
        if random.chance(0.05) { result.traits = [.selected] }
        if random.chance(0.05) { result.value = "Changed" }
        result.children = result.children.map { edited($0, &random) }
        if result.children.count > 1 && random.chance(0.1) { result.children.swapAt(0, result.children.count - 1) }
        if random.chance(0.03) { result.children.append(Element(type: "UIButton", label: "New", traits: [.button], accessible: true)) }
        return result
    }

    /// Histories of generated screens: each screen's revisions compared in turn (so blobs are
    /// shared between jobs), screens added and removed, an unreadable blob and a broken file.
    static func jobs(screens: Int, revisions: Int) -> [ScreenJob] {
        var jobs: [ScreenJob] = []
        var number = 0
        for screen in 0..<screens {
            var random = SeededRandom(seed: UInt64(screen) &* 7919 &+ 1)
            var snapshot = RandomSnapshots.snapshot(seed: UInt64(screen) + 100, maximumElements: 300)
            let path = "snapshots/Screen\(screen).axsnap.json"
            var previous = ScreenInput(path: path, blob: blob(number), bytes: CanonicalWriter.write(snapshot))
            jobs.append(ScreenJob(path: path, oldPath: nil, status: .added, old: nil, new: previous))
            for _ in 0..<revisions {
                number += 1
                snapshot.root = edited(snapshot.root, &random)
                let next = ScreenInput(path: path, blob: blob(number), bytes: CanonicalWriter.write(snapshot))
                jobs.append(ScreenJob(path: path, oldPath: nil, status: .modified, old: previous, new: next))
                previous = next
            }
            if screen % 4 == 3 {
                jobs.append(ScreenJob(path: path, oldPath: nil, status: .removed, old: previous, new: nil))
            }
            number += 1
        }
        let broken = ScreenInput(path: "snapshots/Broken.axsnap.json", blob: blob(1_000_000), bytes: Array("{\"axsnap\": 1, \"screen\": ".utf8))
        let unreadable = ScreenInput(path: "snapshots/Lost.axsnap.json", blob: nil, bytes: nil, error: .git(.corruptObject(id: String(repeating: "ab", count: 20), detail: "object not found")))
        jobs.insert(ScreenJob(path: broken.path, oldPath: nil, status: .added, old: nil, new: broken), at: jobs.count / 2)
        jobs.insert(ScreenJob(path: unreadable.path, oldPath: nil, status: .modified, old: unreadable, new: unreadable), at: jobs.count / 3)
        return jobs
    }

    @Test func parallelComparisonGivesTheSerialResult() async {
        let jobs = Self.jobs(screens: 12, revisions: 3)
        let engine = RuleEngine()
        let parallel = await ScreenComparison.run(jobs, engine: engine, cache: ScreenCache(options: .init()))
        let serial = ScreenComparison.runSerially(jobs, engine: engine, cache: ScreenCache(options: .init()))
        #expect(serial.screens.count > 20 && serial.errors.count == 2, "the jobs must give reports and errors to compare")
        #expect(serial.screens.contains { !$0.regressions.isEmpty })
        #expect(parallel.screens == serial.screens)
        #expect(parallel.errors == serial.errors)
        #expect(parallel.warnings == serial.warnings)
    }

    @Test func streamedComparisonGivesTheSerialResultInSubmissionOrder() async throws {
        let jobs = Self.jobs(screens: 12, revisions: 3)
        let engine = RuleEngine()
        let (positions, results) = await ScreenComparison.streaming(engine: engine, cache: ScreenCache(options: .init())) { submit in
            jobs.map { submit($0) }
        }
        #expect(positions == Array(jobs.indices))
        let streamed = ScreenComparison.collect(results)
        let serial = ScreenComparison.runSerially(jobs, engine: engine, cache: ScreenCache(options: .init()))
        #expect(serial.screens.count > 20 && serial.errors.count == 2, "the jobs must give reports and errors to compare")
        #expect(streamed.screens == serial.screens)
        #expect(streamed.errors == serial.errors)
        #expect(streamed.warnings == serial.warnings)
    }

    @Test func aStreamingProducerErrorIsThrownAfterTheSubmittedJobsFinish() async {
        let jobs = Self.jobs(screens: 2, revisions: 2)
        let error = await #expect(throws: WorkflowError.self) {
            _ = try await ScreenComparison.streaming(engine: RuleEngine(), cache: ScreenCache(options: .init())) { submit throws(WorkflowError) in
                _ = submit(jobs[0])
                throw WorkflowError.git(.unknownRevision("nope"))
            }
        }
        // The producer's own error, with the git error it wraps.
        guard case .git(.unknownRevision("nope"))? = error else {
            Issue.record("expected the producer's unknown-revision error, got \(String(describing: error))")
            return
        }
    }

    @Test func aSingleStreamedJobOnBothCoresGivesTheSerialResult() async throws {
        for job in Self.jobs(screens: 3, revisions: 2) {
            let engine = RuleEngine()
            let (_, results) = await ScreenComparison.streaming(engine: engine, cache: ScreenCache(options: .init()), singleJobOnBothCores: true) { submit in
                submit(job)
            }
            let serial = ScreenComparison.runSerially([job], engine: engine, cache: ScreenCache(options: .init()))
            let streamed = ScreenComparison.collect(results)
            #expect(streamed.screens == serial.screens)
            #expect(streamed.errors == serial.errors)
        }
    }

    @Test func aSingleComparisonOnBothCoresGivesTheSerialResult() async {
        for job in Self.jobs(screens: 3, revisions: 2) {
            let engine = RuleEngine()
            let parallel = await ScreenComparison.run([job], engine: engine, cache: ScreenCache(options: .init()), singleJobOnBothCores: true)
            let serial = ScreenComparison.runSerially([job], engine: engine, cache: ScreenCache(options: .init()))
            #expect(parallel.screens == serial.screens)
            #expect(parallel.errors == serial.errors)
            #expect(parallel.warnings == serial.warnings)
        }
    }
}
