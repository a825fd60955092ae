import AXDiff
import AXGit
import AXImport
import AXModel
import AXReport
import AXRules
import class Foundation.ProcessInfo

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
    /// A file opened and not read yet, whose bytes are read where the side is loaded: the
    /// two sides of a lone screen, each on its own core.
    public var file: FileIO.OpenedFile?

    public init(path: String, blob: ObjectID?, bytes: [UInt8]?, error: WorkflowError? = nil, entry: SnapshotEntry? = nil, counted: Bool = false) {
        self.path = path
        self.blob = blob
        self.bytes = bytes
        self.error = error
        self.entry = entry
        self.counted = counted
    }

    /// A side read from `file` when it is loaded.
    public init(file: FileIO.OpenedFile) {
        self.init(path: file.path, blob: nil, bytes: nil)
        self.file = file
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
    ///
    /// Each screen is freed once the jobs that read it are done (`releasesAfterUse`): nothing
    /// asks the cache after a comparison of two sources (`check`, `diff A B`). Keeping every
    /// parsed screen to the end, as before, grew the heap a few pages at a time for the whole
    /// run: P8 (`check`, 1,000 of 10,000 screens changed) made 8,900 `mprotect` calls and
    /// 15,500 page faults, and peaked at 88 MB; freeing as it goes, 7,600 faults and 59 MB, and
    /// 213.7 → 189.1 ms, 224.6 → 204.4 ms (A/B, 20 runs each, two rounds).
    public static func run(_ context: RepositoryContext, from base: TreeSource, to head: TreeSource, paths: NarrowingPaths, engine: RuleEngine, singleJobOnBothCores: Bool = false) async throws(WorkflowError) -> Outcome {
        context.cache.releasesAfterUse = true
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
            // State hits computed with the snapshots, when the cache did, are reused.
            let reusesStateHits = cache.engine?.judgesLike(engine) == true
            var old: LoadedScreen?, new: LoadedScreen?
            var judged: (ScreenDiff, Evaluation)?
            var partWarnings: [Diagnostic] = []
            if alone, job.parts.isEmpty, let oldInput = job.old, let newInput = job.new {
                let both = try loadAndJudgeOnAllCores(oldInput, newInput, cache: cache, engine: engine, reusingStateHits: reusesStateHits)
                (old, new, judged) = (both.old, both.new, (both.diff, both.evaluation))
            } else {
                (old, new) = try loadSides(job, cache: cache)
                if let first = new, let old, !job.parts.isEmpty {
                    let parts = try job.parts.map { part throws(WorkflowError) in try load(part, cache: cache) }
                    partWarnings = parts.flatMap(\.warnings)
                    new = combined(first, parts, screen: old.header.screen, options: cache.options)
                }
            }
            let warnings = (old?.warnings ?? []) + (new?.warnings ?? []) + partWarnings
            switch (old, new) {
            case let (old?, new?):
                let known = reusesStateHits ? old.stateHits.flatMap { oldHits in new.stateHits.map { (old: oldHits, new: $0) } } : nil
                let (diff, evaluation) = judged ?? judge(old, new, stateHits: known, engine: engine)
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

    /// The same for a lone screen, on all cores: each side is loaded and then judged by the
    /// state rules, the trees are matched once both are loaded, then their pairs compared in
    /// parts, and the transition rules run forwards and (where the change may hold fixes)
    /// backwards, each a step the first free core takes (`Steps`). In fixed pairs, a core
    /// waited at each stage for the other's longer half: the side that parsed faster, the
    /// matching beside the state rules of both sides.
    private static func loadAndJudgeOnAllCores(
        _ oldInput: ScreenInput, _ newInput: ScreenInput, cache: ScreenCache, engine: RuleEngine, reusingStateHits: Bool
    ) throws(WorkflowError) -> (old: LoadedScreen, new: LoadedScreen, diff: ScreenDiff, evaluation: Evaluation) {
        let old = Slot<Result<LoadedScreen, WorkflowError>>(), new = Slot<Result<LoadedScreen, WorkflowError>>()
        let oldHits = Slot<StateHits>(), newHits = Slot<StateHits>()
        let matched = Slot<ScreenDiff.Matched>(), diff = Slot<ScreenDiff>(), backwards = Slot<ScreenDiff>()
        let partCount = 8, count = engine.transitionRuleCount
        let parts = (0..<partCount).map { _ in Slot<ScreenDiff.PairChanges>() }
        let forward = (0..<count).map { _ in Slot<TransitionHits>() }, backward = (0..<count).map { _ in Slot<TransitionHits>() }
        // Priorities: the longest path to the end first (load, match, compare, rules), the
        // state rules, which nothing waits for, where a core would otherwise idle.
        let steps = Steps()
        func side(_ input: ScreenInput, _ screen: Slot<Result<LoadedScreen, WorkflowError>>, _ hits: Slot<StateHits>) -> Steps.Step {
            let loading = steps.add(priority: 4) { screen.value = Result { () throws(WorkflowError) in try load(input, cache: cache) } }
            steps.add(after: [loading], priority: 1) {
                guard case .success(let loaded)? = screen.value else { return }
                hits.value = (reusingStateHits ? loaded.stateHits : nil) ?? engine.stateHits(loaded.model)
            }
            return loading
        }
        let loadingOld = side(oldInput, old, oldHits), loadingNew = side(newInput, new, newHits)
        let matching = steps.add(after: [loadingOld, loadingNew], priority: 3) {
            guard case .success(let o)? = old.value, case .success(let n)? = new.value else { return }
            matched.value = ScreenDiff.Matched(
                oldHeader: o.header, old: o.model, newHeader: n.header, new: n.model,
                options: engine.diffOptions, hashes: (o.hashes, n.hashes))
        }
        let comparing = parts.indices.map { part in
            steps.add(after: [matching], priority: 3) { parts[part].value = matched.value?.pairChanges(part: part, of: partCount) }
        }
        let focusOrder = Slot<ScreenDiff.FocusOrder>()
        let ordering = steps.add(after: [matching], priority: 3) { focusOrder.value = matched.value?.focusOrder() }
        let diffing = steps.add(after: comparing + [ordering], priority: 3) {
            guard let both = matched.value else { return }
            diff.value = ScreenDiff(both, pairChanges: parts.compactMap(\.value), focusOrder: focusOrder.value)
        }
        // The change read backwards while the first rules read it forwards.
        let reversing = steps.add(after: [diffing], priority: 3) {
            guard let whole = diff.value, RuleEngine.mayHaveFixes(whole) else { return }
            backwards.value = whole.reversed
        }
        for rule in 0..<count {
            steps.add(after: [diffing], priority: 2) { forward[rule].value = diff.value.map { engine.transitionHits($0, rule: rule) } }
            steps.add(after: [reversing], priority: 2) { backward[rule].value = backwards.value.map { engine.backwardHits($0, rule: rule) } }
        }
        steps.run(cores: ProcessInfo.processInfo.activeProcessorCount)
        // Two files are read in order, as two arguments are: the old one's error first.
        if oldInput.file != nil, case .failure(let error)? = old.value { throw error }
        let notRun = WorkflowError.io(path: newInput.path, message: "internal error: a step of the comparison did not run")
        let (loadedOld, loadedNew) = try sides(old: old.value ?? .failure(notRun), new: new.value ?? .failure(notRun), oldPath: oldInput.path)
        guard let whole = diff.value, let oldStateHits = oldHits.value, let newStateHits = newHits.value else { throw notRun }
        let evaluation = engine.evaluate(
            whole, stateHits: (oldStateHits, newStateHits), transitionHits: forward.compactMap(\.value),
            backwardHits: backwards.value == nil ? nil : backward.compactMap(\.value))
        return (loadedOld, loadedNew, whole, evaluation)
    }

    /// Tells the cache that `job` is done with the blobs its sides counted on.
    public static func release(_ job: ScreenJob, cache: ScreenCache) {
        for side in [job.old] + job.newSides.map(Optional.some) {
            if let side, side.counted, let blob = side.blob { cache.done(with: blob, at: side.path) }
        }
    }

    /// Both sides of a job. When one cannot be read, the new side's own error comes first: a
    /// history reports a broken file at the commit that broke it, and at the next commit says
    /// that the revision to compare with cannot be read (`earlierRevisionUnreadable`) instead
    /// of repeating, as that commit's, an error its own file does not have.
    static func loadSides(_ job: ScreenJob, cache: ScreenCache) throws(WorkflowError) -> (LoadedScreen?, LoadedScreen?) {
        let old = Result { () throws(WorkflowError) in try job.old.map { input throws(WorkflowError) in try load(input, cache: cache) } }
        let new = Result { () throws(WorkflowError) in try job.new.map { input throws(WorkflowError) in try load(input, cache: cache) } }
        return try sides(old: old, new: new, oldPath: job.old?.path)
    }

    /// Both loaded sides, or the error to report: the new side's own first, then the old
    /// side's, said of the old side.
    static func sides<Old, New>(old: Result<Old, WorkflowError>, new: Result<New, WorkflowError>, oldPath: String?) throws(WorkflowError) -> (Old, New) {
        let newScreen = try new.get()
        switch old {
        case .success(let oldScreen):
            return (oldScreen, newScreen)
        case .failure(let error):
            guard let oldPath else { throw error }
            throw earlierRevisionUnreadable(oldPath, error)
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
            if let mapped = input.file?.mapped() { return try ScreenCache.load(mapped, options: cache.options) }
            let bytes = try input.file.map { file throws(WorkflowError) in try file.read() } ?? input.bytes ?? []
            return try ScreenCache.load(bytes, path: input.path, options: cache.options)
        }
        let bytes = input.bytes
        let result = cache.screen(blob: blob, path: input.path) { () throws(WorkflowError) -> [UInt8] in
            guard let bytes else { throw .io(path: input.path, message: "internal error: the bytes of this blob were not read") }
            return bytes
        }
        return try result.get()
    }
}
