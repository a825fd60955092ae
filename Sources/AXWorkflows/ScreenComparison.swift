import AXDiff
import AXGit
import AXImport
import AXModel
import AXReport
import AXRules

/// One side of a screen to compare: its path, its blob (for the cache) and its bytes when they
/// had to be read.
public struct ScreenInput: Sendable {
    public var path: String
    public var blob: ObjectID?
    public var bytes: [UInt8]?
    /// Why the bytes could not be read (an LFS pointer, a corrupt object).
    public var error: WorkflowError?
    /// The one snapshot of a file of several screens (a Vitest `.snap` file) this side is,
    /// already cut from the file; nil when the file is the screen.
    public var entry: SnapshotEntry?
    /// Whether this side told the cache it uses its blob (`ScreenCache.use`), so the
    /// comparison says when it is done with it.
    public var counted: Bool

    public init(path: String, blob: ObjectID?, bytes: [UInt8]?, error: WorkflowError? = nil, entry: SnapshotEntry? = nil, counted: Bool = false) {
        self.path = path
        self.blob = blob
        self.bytes = bytes
        self.error = error
        self.entry = entry
        self.counted = counted
    }
}

/// A screen to compare: absent old side for an added screen, absent new side for one no
/// longer recorded (removed, or moved out of the snapshot roots).
public struct ScreenJob: Sendable {
    public var path: String
    public var oldPath: String?
    public var status: ScreenReport.Status
    public var old: ScreenInput?
    public var new: ScreenInput?
    /// For an added screen, the snapshots beside it at the base (see `SiblingBaseline`).
    public var siblings: SiblingBaseline?
    /// For a screen split into several files (`split`): the files after `new`, in the order
    /// their content had in the old screen; the new side is all of them together.
    public var parts: [ScreenInput]
    /// For a screen no longer recorded because its snapshot moved out of the snapshot roots
    /// (or to an ignored path): where it went.
    public var movedTo: String?

    public init(
        path: String, oldPath: String?, status: ScreenReport.Status, old: ScreenInput?, new: ScreenInput?,
        parts: [ScreenInput] = [], movedTo: String? = nil, siblings: SiblingBaseline? = nil
    ) {
        self.path = path
        self.oldPath = oldPath
        self.status = status
        self.old = old
        self.new = new
        self.parts = parts
        self.movedTo = movedTo
        self.siblings = siblings
    }

    /// Every input of the new side: `new`, then `parts`.
    var newSides: [ScreenInput] { (new.map { [$0] } ?? []) + parts }
}

/// Parses, diffs and judges screens, in parallel across screens with structured
/// concurrency; results come back in job order, identical to a serial run.
public enum ScreenComparison {
    public struct Outcome: Sendable {
        /// The screens that changed (not those no longer recorded).
        public var screens: [ScreenReport]
        /// The screens no longer recorded: lost coverage, in job order.
        public var coverage: [CoverageLoss] = []
        /// Why files could not be read, in job order.
        public var failures: [WorkflowError]
        public var warnings: [Diagnostic]

        /// The failures as `PATH:LINE:COLUMN: error: ...` lines, for reports.
        public var errors: [String] { failures.map(\.description) }
        /// The failures with the file each is about, for reports.
        public var readErrors: [ReadError] { failures.map(\.readError) }
    }

    /// Compares jobs already read, in parallel across screens. `singleJobOnBothCores`: when
    /// there is one job, its two sides are parsed and judged on two cores instead (for `diff`
    /// and `check`; the cache statistics of `bisect` and `history` assume the old side is
    /// loaded first, and they keep the serial order).
    public static func run(_ jobs: [ScreenJob], engine: RuleEngine, cache: ScreenCache, singleJobOnBothCores: Bool = false) async -> Outcome {
        let streamed = await streaming(engine: engine, cache: cache, singleJobOnBothCores: singleJobOnBothCores) { submit in
            for job in jobs { _ = submit(job) }
        }
        return collect(streamed.results)
    }

    /// A comparison's result: the screen's report (nil when unchanged) and its warnings.
    public typealias Comparison = Result<(ScreenReport?, [Diagnostic]), WorkflowError>

    /// Compares jobs as `produce` hands them over with `submit`: the producer (walking history,
    /// reading blobs: libgit2 wants one thread per repository handle) runs on the calling task
    /// while the jobs it has already submitted are compared on the other cores. `submit`
    /// returns the job's position in `results`, which is the order of submission whatever the
    /// order of completion. With `singleJobOnBothCores`, a run that submits exactly one job
    /// parses and judges its two sides on two cores instead (for `diff` and `check`).
    public static func streaming<Value, Failure: Error>(
        engine: RuleEngine, cache: ScreenCache, singleJobOnBothCores: Bool = false,
        _ produce: (_ submit: (ScreenJob) -> Int) throws(Failure) -> Value
    ) async throws(Failure) -> (value: Value, results: [Comparison]) {
        let (produced, results) = await withTaskGroup(of: (Int, Comparison).self, returning: (Result<Value, Failure>, [Comparison]).self) { group in
            var count = 0
            // The first job waits for a second before it starts, so that a lone job can still
            // use both cores for its two sides.
            var first: ScreenJob?
            let produced = Result { () throws(Failure) -> Value in
                try produce { job in
                    let index = count
                    count += 1
                    if singleJobOnBothCores && index == 0 {
                        first = job
                        return index
                    }
                    if let waiting = first {
                        first = nil
                        group.addTask { (0, compare(waiting, engine: engine, cache: cache)) }
                    }
                    group.addTask { (index, compare(job, engine: engine, cache: cache)) }
                    return index
                }
            }
            var results = [Comparison](repeating: .success((nil, [])), count: count)
            if let lone = first {
                results[0] = compareAlone(lone, engine: engine, cache: cache).comparison
            }
            for await (index, result) in group { results[index] = result }
            return (produced, results)
        }
        return (try produced.get(), results)
    }

    /// Streams `context`'s jobs between two sources (see `streaming`), with `collect`'s outcome.
    public static func run(_ context: RepositoryContext, from base: TreeSource, to head: TreeSource, paths: NarrowingPaths, engine: RuleEngine, singleJobOnBothCores: Bool = false) async throws(WorkflowError) -> Outcome {
        let (_, results) = try await streaming(engine: engine, cache: context.cache, singleJobOnBothCores: singleJobOnBothCores) { submit throws(WorkflowError) in
            try context.submitJobs(from: base, to: head, paths: paths, submit)
        }
        return collect(results)
    }

    /// The same work on the calling thread, one screen after another.
    public static func runSerially(_ jobs: [ScreenJob], engine: RuleEngine, cache: ScreenCache) -> Outcome {
        collect(jobs.map { compare($0, engine: engine, cache: cache) })
    }

    static func collect(_ results: [Comparison]) -> Outcome {
        var outcome = Outcome(screens: [], failures: [], warnings: [])
        for result in results {
            switch result {
            case .success(let (report, warnings)):
                if let report {
                    if let lost = CoverageLoss(report) { outcome.coverage.append(lost) } else { outcome.screens.append(report) }
                }
                outcome.warnings.append(contentsOf: warnings)
            case .failure(let error):
                outcome.failures.append(error)
            }
        }
        return outcome
    }

    /// Compares one screen; a screen unchanged for VoiceOver and the rules gives nil.
    public static func compare(_ job: ScreenJob, engine: RuleEngine, cache: ScreenCache) -> Comparison {
        compare(job, engine: engine, cache: cache, alone: false).comparison
    }

    /// Compares one screen judged alone (`diff A B`, a check of one changed screen) on both
    /// cores: its two sides are read at once, the state rules run over both while the trees are
    /// matched, the matched pairs' changes are found in parts and the transition rules spread
    /// over the cores, and the report's changes are written beside its findings. The result is
    /// `compare`'s (but a side is loaded even when the other fails); with it comes what was
    /// loaded (both sides, the diff and its evaluation), for the caller to free when it chooses.
    public static func compareAlone(_ job: ScreenJob, engine: RuleEngine, cache: ScreenCache) -> (comparison: Comparison, loaded: LoadedData) {
        compare(job, engine: engine, cache: cache, alone: true)
    }

    private static func compare(_ job: ScreenJob, engine: RuleEngine, cache: ScreenCache, alone: Bool) -> (comparison: Comparison, loaded: LoadedData) {
        let (result, loaded) = compareSides(job, engine: engine, cache: cache, alone: alone)
        release(job, cache: cache)
        guard let entry = job.new?.entry?.key ?? job.old?.entry?.key else { return (result, loaded) }
        return (result.map { report, warnings in (report.map { ReportBuilder.entryScreen($0, entry: entry) }, warnings) }, loaded)
    }

    private static func compareSides(_ job: ScreenJob, engine: RuleEngine, cache: ScreenCache, alone: Bool) -> (Comparison, LoadedData) {
        do {
            let (old, loadedNew) = try loadSides(job, cache: cache, concurrently: alone)
            var new = loadedNew
            var warnings = (old?.warnings ?? []) + (new?.warnings ?? [])
            if let first = new, let old, !job.parts.isEmpty {
                let parts = try job.parts.map { part throws(WorkflowError) in try load(part, cache: cache) }
                warnings += parts.flatMap(\.warnings)
                new = combined(first, parts, screen: old.header.screen, options: cache.options)
            }
            switch (old, new) {
            case let (old?, new?):
                // State hits computed with the snapshots, when the cache did, are reused.
                let known = cache.engine?.judgesLike(engine) == true
                    ? old.stateHits.flatMap { oldHits in new.stateHits.map { (old: oldHits, new: $0) } } : nil
                let (diff, evaluation) = alone
                    ? judgeOnAllCores(old, new, stateHits: known, engine: engine)
                    : judge(old, new, stateHits: known, engine: engine)
                let loaded = alone ? LoadedData(old, new, diff, evaluation) : LoadedData()
                if diff.changes.isEmpty && evaluation.regressions.isEmpty && evaluation.improvements.isEmpty && job.status == .modified {
                    return (.success((nil, warnings)), loaded)
                }
                var report: ScreenReport
                if alone {
                    let (changes, findings) = BothSides.run(
                        { ReportBuilder.changes(diff) }, { ReportBuilder.findings(evaluation, diff: diff, path: job.path) })
                    report = ReportBuilder.screen(path: job.path, oldPath: job.oldPath, status: job.status, diff: diff, changes: changes, findings: findings)
                } else {
                    report = ReportBuilder.screen(path: job.path, oldPath: job.oldPath, status: job.status, diff: diff, evaluation: evaluation)
                }
                if job.status == .split { report.parts = job.newSides.map(\.path) }
                if cache.followsRenames { report.renamedElements = ReportBuilder.renamedElements(diff) }
                return (.success((report, warnings)), loaded)
            case (nil, let new?):
                let known = cache.engine?.judgesLike(engine) == true ? new.stateHits : nil
                var evaluation = engine.evaluate(addedScreen: new.model, stateHits: known)
                if !evaluation.regressions.isEmpty, let siblings = job.siblings {
                    let recorded = siblings.recordedDefects(engine: engine, options: cache.options)
                    if !recorded.isEmpty { evaluation = engine.evaluate(addedScreen: new.model, stateHits: known, recorded: recorded) }
                }
                return (.success((ReportBuilder.addedScreen(path: job.path, screen: new.header.screen, model: new.model, evaluation: evaluation), warnings)), LoadedData())
            case (let old?, nil):
                return (.success((ReportBuilder.removedScreen(
                    path: job.oldPath ?? job.path, screen: old.header.screen, model: old.model, evaluation: engine.evaluate(removedScreen: old.model),
                    movedTo: job.movedTo), warnings)), LoadedData())
            case (nil, nil):
                return (.success((nil, warnings)), LoadedData())
            }
        } catch {
            return (.failure(error), LoadedData())
        }
    }

    /// The diff of two loaded screens and its evaluation, on the calling thread.
    private static func judge(_ old: LoadedScreen, _ new: LoadedScreen, stateHits: (old: StateHits, new: StateHits)?, engine: RuleEngine) -> (ScreenDiff, Evaluation) {
        let diff = ScreenDiff(
            oldHeader: old.header, old: old.model, newHeader: new.header, new: new.model,
            options: engine.diffOptions, hashes: (old.hashes, new.hashes))
        return (diff, engine.evaluate(diff, stateHits: stateHits))
    }

    /// The same on all cores: the state rules read both snapshots while the trees are matched,
    /// which needs neither; then the matched pairs are compared in parts and the transition
    /// rules run, spread over the cores.
    private static func judgeOnAllCores(_ old: LoadedScreen, _ new: LoadedScreen, stateHits known: (old: StateHits, new: StateHits)?, engine: RuleEngine) -> (ScreenDiff, Evaluation) {
        let match = { @Sendable () -> ScreenDiff in
            let matched = ScreenDiff.Matched(
                oldHeader: old.header, old: old.model, newHeader: new.header, new: new.model,
                options: engine.diffOptions, hashes: (old.hashes, new.hashes))
            // In eight parts, not two: the core still busy with the state rules takes the parts
            // left when it is free, where with two the calling thread ran both.
            let parts = BothSides.map(8) { matched.pairChanges(part: $0, of: 8) }
            return ScreenDiff(matched, pairChanges: parts)
        }
        let diff: ScreenDiff
        let stateHits: (old: StateHits, new: StateHits)
        if let known {
            (diff, stateHits) = (match(), known)
        } else {
            (diff, stateHits) = BothSides.run(match) { (old: engine.stateHits(old.model), new: engine.stateHits(new.model)) }
        }
        // The rules read forwards and, where the change may hold fixes, backwards, all spread
        // over the cores: read backwards on the calling thread alone (inside `evaluate`), they
        // left the other core idle; spread, P1 is 5-11% faster (hyperfine, 50 and 80 runs:
        // 67.6 against 70.9 ms, 63.7 against 71.7 ms).
        let count = engine.transitionRuleCount
        let backwards = RuleEngine.mayHaveFixes(diff) ? diff.reversed : nil
        let hits = BothSides.map(backwards == nil ? count : 2 * count) { index in
            index < count ? engine.transitionHits(diff, rule: index) : engine.backwardHits(backwards ?? diff, rule: index - count)
        }
        let forward = Array(hits.prefix(count)), backward = backwards == nil ? nil : Array(hits.dropFirst(count))
        return (diff, engine.evaluate(diff, stateHits: stateHits, transitionHits: forward, backwardHits: backward))
    }

    /// Tells the cache that `job` is done with the blobs its sides counted on.
    public static func release(_ job: ScreenJob, cache: ScreenCache) {
        for side in [job.old] + job.newSides.map(Optional.some) {
            if let side, side.counted, let blob = side.blob { cache.done(with: blob, at: side.path) }
        }
    }

    /// Both sides of a job: the old first (its error wins), or both at once on two cores.
    /// Both sides of a job. When one cannot be read, the new side's own error comes first: a
    /// history reports a broken file at the commit that broke it, and at the next commit says
    /// that the revision to compare with cannot be read (`earlierRevisionUnreadable`) instead
    /// of repeating, as that commit's, an error its own file does not have.
    static func loadSides(_ job: ScreenJob, cache: ScreenCache, concurrently: Bool) throws(WorkflowError) -> (LoadedScreen?, LoadedScreen?) {
        let old: Result<LoadedScreen?, WorkflowError>
        let new: Result<LoadedScreen?, WorkflowError>
        if concurrently, let oldInput = job.old, let newInput = job.new {
            let (oldScreen, newScreen) = BothSides.run(
                { Result { () throws(WorkflowError) in try load(oldInput, cache: cache) } },
                { Result { () throws(WorkflowError) in try load(newInput, cache: cache) } })
            old = oldScreen.map { $0 }
            new = newScreen.map { $0 }
        } else {
            old = Result { () throws(WorkflowError) in try job.old.map { input throws(WorkflowError) in try load(input, cache: cache) } }
            new = Result { () throws(WorkflowError) in try job.new.map { input throws(WorkflowError) in try load(input, cache: cache) } }
        }
        let newScreen = try new.get()
        switch old {
        case .success(let oldScreen):
            return (oldScreen, newScreen)
        case .failure(let error):
            guard let oldInput = job.old else { throw error }
            throw earlierRevisionUnreadable(oldInput.path, error)
        }
    }

    /// The error of a comparison whose old side cannot be read, said of the old side.
    static func earlierRevisionUnreadable(_ path: String, _ error: WorkflowError) -> WorkflowError {
        let diagnostic = error.diagnostic(path: path)
        let reason = diagnostic.line > 0 ? "line \(diagnostic.line), column \(diagnostic.column): \(diagnostic.message)" : diagnostic.message
        return .io(path: path, message: "the earlier revision to compare with cannot be read (\(reason)); the change to this revision is not judged")
    }

    static func load(_ input: ScreenInput, cache: ScreenCache) throws(WorkflowError) -> LoadedScreen {
        if let error = input.error { throw error }
        // The cache holds one screen per blob: an entry of a multi-screen file is parsed as it is.
        if let entry = input.entry { return try cache.load(entry: entry, path: input.path) }
        guard let blob = input.blob else {
            return try ScreenCache.load(input.bytes ?? [], path: input.path, options: cache.options)
        }
        let bytes = input.bytes
        let result = cache.screen(blob: blob, path: input.path) { () throws(WorkflowError) -> [UInt8] in
            guard let bytes else { throw .io(path: input.path, message: "internal error: the bytes of this blob were not read") }
            return bytes
        }
        return try result.get()
    }
}
