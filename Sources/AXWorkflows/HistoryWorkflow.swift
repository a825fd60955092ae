import AXGit
import AXModel
import AXReport
import AXRules

/// `axdiff history` (a11y blame): for each first-parent commit that changed snapshots, the
/// regressions it introduced and the ones it fixed, compared with its parent. Each distinct
/// blob is parsed once and each distinct pair of blobs diffed once; the work runs in parallel
/// across commits and screens.
public enum HistoryWorkflow {
    public struct Request: Sendable {
        /// `A..B`, `A...B`, a single revision (its whole history), or nil (HEAD's history).
        public var range: String?
        public var paths: [String]
        public var repo: String?
        public var directory: String
        /// `--min-severity`: leave out findings and lost coverage below it.
        public var minimumSeverity: Severity?
        /// `--config` (or `AXDIFF_CONFIG`): the configuration for the whole run.
        public var configuration: ConfigurationOverride?

        public init(
            range: String? = nil, paths: [String] = [], repo: String? = nil, directory: String, minimumSeverity: Severity? = nil,
            configuration: ConfigurationOverride? = nil
        ) {
            self.configuration = configuration
            self.range = range
            self.paths = paths
            self.repo = repo
            self.directory = directory
            self.minimumSeverity = minimumSeverity
        }
    }

    public struct Outcome: Sendable {
        public var report: HistoryReport
        /// Snapshot blobs parsed (a revision freed and met again, as when a screen is reverted,
        /// counts again), and distinct screen comparisons made.
        public var blobsParsed: Int
        public var comparisons: Int
        /// Which configuration was read (the newer end's), for standard error.
        public var notes: [String]
        /// What the run loaded (see `LoadedData`), for the caller to free when it chooses.
        public var loaded = LoadedData()
    }

    public static func run(_ request: Request, toolVersion: String) async throws(WorkflowError) -> Outcome {
        let repository = try RepositoryContext.discover(repo: request.repo, directory: request.directory)
        let (base, head, from, to) = try resolve(request.range, repository)
        let context = try RepositoryContext(repository: repository, configurationSource: .commit(head.id), override: request.configuration, directory: request.directory)
        // Hundreds of revisions: each is freed once no job needs it (see `compare`).
        context.cache.releasesAfterUse = true
        let arguments = try PathArguments(request.paths, repository: context.repository, directory: request.directory, repo: request.repo)
        var walk: Revisions.SnapshotCommits
        do {
            walk = try context.repository.revisions.snapshotCommits(from: base?.id, to: head.id, roots: context.configuration.snapshotRoots)
        } catch {
            throw .git(error)
        }
        let paths = arguments.narrowing
        let engine = RuleEngine(configuration: context.configuration)
        // The commits are walked as their screens are compared: the first commit's screens are
        // compared on the other core while the rest of the history is walked. Walked first, the
        // 300 commits of P3's repository kept the other core idle for 9 ms: its first screen
        // was submitted 15.6-17.6 ms after the process started, and is now at 8.8-10.0 ms
        // (timestamps of a temporary build, 5 runs each).
        let outcome = try await compare(walking: { () throws(WorkflowError) -> CommitInfo? in
            do throws(GitError) {
                return try walk.next()
            } catch {
                throw .git(error)
            }
        }, paths: paths, context: context, engine: engine)
        let commits = outcome.commits
        // A path counts when it is anywhere in the range: a screen added or removed in it too.
        // (A path in none of them named no screen, so nothing was compared for it.)
        var seen: Set<ObjectID> = []
        let walked: [TreeSource] = ([head.id] + [base?.id].compactMap { $0 } + commits.reversed().map(\.id))
            .filter { seen.insert($0).inserted }.map { .commit($0) }
        let described = walked.count <= 3 ? nil
            : "any of the \(walked.count) commits \(base.map { "from \($0.id.short) " } ?? "")up to \(head.id.short)"
        try arguments.requireExisting(in: walked, described: described, repository: context.repository)
        let entries = try await MergeAttribution.attribute(
            commits.indices.compactMap { index in
                outcome.screens[index].isEmpty && outcome.coverage[index].isEmpty ? nil
                    : HistoryReport.Commit(commit: CommitReference(commits[index]), screens: outcome.screens[index], coverage: outcome.coverage[index])
            },
            commits: commits, paths: paths, context: context, engine: engine)
        var notes = context.configurationNotes()
        if entries.isEmpty && outcome.errors.isEmpty,
           let empty = try context.nothingToCheck(at: [base.map { .commit($0.id) }, .commit(head.id)].compactMap { $0 }, paths: paths)
        {
            notes.append("warning: " + empty)
        }
        let result = Outcome(
            report: HistoryReport(toolVersion: toolVersion, range: request.range, from: from, to: to, commits: entries, errors: outcome.errors)
                .keeping(atLeast: request.minimumSeverity),
            blobsParsed: context.cache.parsedCount, comparisons: outcome.comparisons, notes: notes,
            loaded: LoadedData(context, arguments))
        return result
    }

    /// Each commit compared with its first parent: the screens per commit, in order. The
    /// commits are walked and their blobs read on this task while the screens already read are
    /// compared on the other cores; each distinct (old blob, new blob, path) is compared once.
    ///
    /// The walk holds each path's latest blob in the cache until the next change to that path
    /// takes it as its old side, so a revision is parsed once even when the job that read it
    /// is done before the next one asks (with `releasesAfterUse`, a blob no job holds is freed).
    static func compare(commits: [CommitInfo], paths: NarrowingPaths, context: RepositoryContext, engine: RuleEngine) async throws(WorkflowError) -> (screens: [[ScreenReport]], coverage: [[CoverageLoss]], errors: [String], comparisons: Int) {
        var remaining = commits.makeIterator()
        let compared = try await compare(walking: { () throws(WorkflowError) -> CommitInfo? in remaining.next() }, paths: paths, context: context, engine: engine)
        return (compared.screens, compared.coverage, compared.errors, compared.comparisons)
    }

    /// `compare(commits:…)` for the commits `next` gives, until it gives nil, each taken when
    /// the one before has been read; with the commits it gave.
    static func compare(
        walking next: () throws(WorkflowError) -> CommitInfo?, paths: NarrowingPaths, context: RepositoryContext, engine: RuleEngine
    ) async throws(WorkflowError) -> (commits: [CommitInfo], screens: [[ScreenReport]], coverage: [[CoverageLoss]], errors: [String], comparisons: Int) {
        let cache = context.cache
        let (plan, results) = try await ScreenComparison.streaming(engine: engine, cache: cache) { submit throws(WorkflowError) in
            // For every job of every commit: its commit, and the distinct comparison it uses.
            var owners: [Int] = []
            var slots: [Int] = []
            var unique: [String: Int] = [:]
            // Each path's latest blob, held for the next change to that path.
            var held: [String: ObjectID] = [:]
            defer { for (path, blob) in held { cache.done(with: blob, at: path) } }
            var commits: [CommitInfo] = []
            while let commit = try next() {
                let index = commits.count
                commits.append(commit)
                // Each job is submitted as soon as its bytes are read: the first commit's
                // screens are compared on the other core while the rest are still being read.
                func take(_ job: ScreenJob) -> Int {
                    let sides: [String] = [
                        job.old?.blob?.hex ?? "-", job.new?.blob?.hex ?? "-", job.path, job.oldPath ?? "",
                        job.old?.entry?.key ?? "", job.new?.entry?.key ?? "", job.movedTo ?? "",
                    ] + job.parts.map { ($0.blob?.hex ?? "-") + $0.path }
                    let key = sides.joined(separator: "\u{1F}")
                    // Held before the job is submitted, while its own side still holds the blob.
                    let previous = ([job.oldPath, job.path, job.old?.path].compactMap { $0 } + job.parts.map(\.path)).compactMap { path in
                        held.removeValue(forKey: path).map { (path: path, blob: $0) }
                    }
                    for new in job.newSides {
                        guard let newBlob = new.blob, new.counted else { continue }
                        _ = cache.use(newBlob, at: new.path)
                        held[new.path] = newBlob
                    }
                    let slot: Int
                    if let existing = unique[key] {
                        ScreenComparison.release(job, cache: cache)
                        slot = existing
                    } else {
                        slot = submit(job)
                        unique[key] = slot
                    }
                    slots.append(slot)
                    for (path, blob) in previous { cache.done(with: blob, at: path) }
                    owners.append(index)
                    return slot
                }
                if let parent = commit.parents.first {
                    try context.submitJobs(from: .commit(parent), to: .commit(commit.id), paths: paths, take)
                } else {
                    try context.submitRootJobs(commit.id, paths: paths, take)
                }
            }
            return (owners: owners, slots: slots, distinct: unique.count, commits: commits)
        }
        let commits = plan.commits
        var screens = [[ScreenReport]](repeating: [], count: commits.count)
        var coverage = [[CoverageLoss]](repeating: [], count: commits.count)
        var errors: [String] = []
        for (owner, slot) in zip(plan.owners, plan.slots) {
            switch results[slot] {
            case .success(let (report, _)):
                guard let report else { continue }
                if let lost = CoverageLoss(report) { coverage[owner].append(lost) } else { screens[owner].append(report) }
            case .failure(let error):
                errors.append("\(commits[owner].id.short): \(error.description)")
            }
        }
        return (commits, screens, coverage, errors, plan.distinct)
    }

    /// The commits to walk: base (exclusive, nil for the whole history) and head, and how
    /// reports name the two ends (`A...B`'s old end is A, with the merge base compared).
    static func resolve(_ range: String?, _ repository: Repository) throws(WorkflowError) -> (CommitInfo?, CommitInfo, Report.Revision?, Report.Revision) {
        guard let range else {
            let head = try RepositoryContext.commit("HEAD", in: repository)
            return (nil, head, nil, .init(rev: "HEAD", commit: head.id.hex))
        }
        let resolved: ResolvedRange?
        do {
            resolved = try repository.revisions.range(range)
        } catch {
            throw .git(error)
        }
        if let resolved {
            let mergeBase = resolved.base.id == resolved.leftCommit.id ? nil : resolved.base.id.hex
            return (resolved.base, resolved.head, .init(rev: resolved.left, commit: resolved.leftCommit.id.hex, mergeBase: mergeBase),
                    .init(rev: resolved.right, commit: resolved.head.id.hex))
        }
        let head = try RepositoryContext.commit(range, in: repository)
        return (nil, head, nil, .init(rev: range, commit: head.id.hex))
    }
}

extension RepositoryContext {
    /// Jobs for a root commit: every snapshot is added.
    func rootJobs(_ commit: ObjectID, paths: NarrowingPaths) throws(WorkflowError) -> [ScreenJob] {
        var jobs: [ScreenJob] = []
        try submitRootJobs(commit, paths: paths) { job in
            jobs.append(job)
            return jobs.count - 1
        }
        return jobs
    }

    /// `rootJobs`, each handed to `submit` as soon as its bytes are read (as `submitJobs`).
    func submitRootJobs(_ commit: ObjectID, paths: NarrowingPaths, _ submit: (ScreenJob) -> Int) throws(WorkflowError) {
        let files: [SnapshotFile]
        do {
            files = try repository.snapshots.files(at: .commit(commit), roots: configuration.snapshotRoots, narrowing: paths)
        } catch {
            throw .git(error)
        }
        for file in files where !configuration.isIgnored(path: file.path) {
            let entries = Self.holdsEntries(file.path)
            let new = input(path: file.path, blob: file.blob, source: .commit(commit), claiming: !entries)
            let job = ScreenJob(path: file.path, oldPath: nil, status: .added, old: nil, new: new)
            for each in entries ? Self.entryJobs(job) : [job] { _ = submit(each) }
        }
    }
}
