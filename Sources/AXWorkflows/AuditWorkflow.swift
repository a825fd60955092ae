import AXGit
import AXModel
import AXReport
import AXRules

/// `axdiff audit FROM TO`: the release audit. The screens that changed between two
/// revisions, each regression and improvement with the commit that introduced (or fixed) it,
/// and wireframes of each screen before and after.
public enum AuditWorkflow {
    public struct Request: Sendable {
        public var from: String
        public var to: String
        public var paths: [String]
        public var repo: String?
        public var directory: String
        /// `--config` (or `AXDIFF_CONFIG`): the configuration for the whole run.
        public var configuration: ConfigurationOverride?

        public init(from: String, to: String, paths: [String] = [], repo: String? = nil, directory: String, configuration: ConfigurationOverride? = nil) {
            self.configuration = configuration
            self.from = from
            self.to = to
            self.paths = paths
            self.repo = repo
            self.directory = directory
        }
    }

    public struct Outcome: Sendable {
        public var report: AuditReport
        /// Which configuration was read (the newer release's), for standard error.
        public var notes: [String]
        /// What the run loaded (see `LoadedData`), for the caller to free when it chooses.
        public var loaded = LoadedData()
    }

    public static func run(_ request: Request, toolVersion: String) async throws(WorkflowError) -> Outcome {
        let repository = try RepositoryContext.discover(repo: request.repo, directory: request.directory)
        let fromInfo = try RepositoryContext.commit(request.from, in: repository)
        let toInfo = try RepositoryContext.commit(request.to, in: repository)
        let context = try RepositoryContext(repository: repository, configurationSource: .commit(toInfo.id), override: request.configuration, directory: request.directory)
        let arguments = try PathArguments(request.paths, repository: context.repository, directory: request.directory, repo: request.repo)
        try arguments.requireExisting(in: [.commit(fromInfo.id), .commit(toInfo.id)], repository: context.repository)
        let paths = arguments.narrowing
        let engine = RuleEngine(configuration: context.configuration)
        // The range's findings are followed through elements renamed on the way.
        context.cache.followsRenames = true

        // The release diff.
        let (jobs, results) = try await ScreenComparison.streaming(engine: engine, cache: context.cache) { submit throws(WorkflowError) in
            var jobs: [ScreenJob] = []
            try context.submitJobs(from: .commit(fromInfo.id), to: .commit(toInfo.id), paths: paths) { job in
                jobs.append(job)
                return submit(job)
            }
            return jobs
        }

        // The commits between the releases, judged as `history` judges them: the audit's
        // findings are theirs, netted, when the older release is in the newer one's history.
        var entries: [HistoryReport.Commit] = []
        var walked = 0
        let base = try? context.repository.revisions.mergeBase(fromInfo.id, toInfo.id)
        if let base {
            let commits: [CommitInfo]
            do {
                commits = try context.repository.revisions.firstParentCommits(from: base, to: toInfo.id, roots: context.configuration.snapshotRoots)
                walked = try context.repository.revisions.firstParentCommits(from: base, to: toInfo.id).count
            } catch {
                throw .git(error)
            }
            let history = try await HistoryWorkflow.compare(commits: commits, paths: paths, context: context, engine: engine)
            // A merge's findings go to the commit on the merged branch that made them.
            entries = try await MergeAttribution.attribute(
                commits.indices.compactMap { index in
                    history.screens[index].isEmpty && history.coverage[index].isEmpty ? nil
                        : HistoryReport.Commit(commit: CommitReference(commits[index]), screens: history.screens[index], coverage: history.coverage[index])
                },
                commits: commits, paths: paths, context: context, engine: engine)
        }
        let range = RangeFindings(entries)
        let netted = base == fromInfo.id

        var screens: [AuditScreen] = []
        var coverage: [CoverageLoss] = []
        var errors: [String] = []
        var shown = Set<[String]>()
        for (job, result) in zip(jobs, results) {
            let report: ScreenReport
            switch result {
            case .success(let (screen, _)):
                guard let screen else { continue }
                report = screen
            case .failure(let error):
                errors.append(error.description)
                continue
            }
            if var lost = CoverageLoss(report) {
                lost.finding.introducedBy = range.loss(of: lost)
                coverage.append(lost)
                continue
            }
            let attributed = netted ? Self.netted(report, range) : Self.attributed(report, range)
            shown.insert([report.path, range.screenKey(report.path, report.screen)])
            screens.append(AuditScreen(
                report: attributed,
                before: wireframe(job.old, report: attributed, side: .before, cache: context.cache),
                after: wireframe(job.new, report: attributed, side: .after, cache: context.cache)))
        }
        if netted {
            // What history left open on a screen that is the same at both ends (a change and
            // its undoing that the rules do not see as one): history's word, with its commits.
            for key in range.screens.subtracting(shown).sorted(by: { $0.lexicographicallyPrecedes($1) }) {
                let path = key[0]
                let found = range.findings(\.open, path: path, screen: key[1]) + range.findings(\.fixed, path: path, screen: key[1])
                guard let name = found.first?.entry.screen else { continue }
                let report = Self.netted(ScreenReport(path: path, status: .modified, screen: name, reader: found[0].entry.finding.reader), range)
                screens.append(AuditScreen(
                    report: report,
                    before: try wireframe(path: path, at: fromInfo.id, report: report, side: .before, context: context),
                    after: try wireframe(path: path, at: toInfo.id, report: report, side: .after, context: context)))
            }
            screens.sort { $0.report.path < $1.report.path }
        }
        let report = AuditReport(
            toolVersion: toolVersion, from: .init(rev: request.from, commit: fromInfo.id.hex),
            to: .init(rev: request.to, commit: toInfo.id.hex), screens: screens, coverage: coverage,
            commits: entries.map(\.commit), otherCommits: max(0, walked - entries.count), errors: errors)
        var notes = context.configurationNotes()
        if screens.isEmpty && coverage.isEmpty && errors.isEmpty,
           let empty = try context.nothingToCheck(at: [.commit(fromInfo.id), .commit(toInfo.id)], paths: paths)
        {
            notes.append("warning: " + empty)
        }
        return Outcome(report: report, notes: notes, loaded: LoadedData(context, arguments))
    }

    /// A screen's report with history's open regressions and fixes in place of the release
    /// diff's findings: each shown as the release diff has it (its element, line and
    /// announcements at the newer release) when it has it, else as its commit reported it
    /// (then drawn on no wireframe).
    static func netted(_ report: ScreenReport, _ range: RangeFindings) -> ScreenReport {
        var result = report
        func pick(_ net: [(key: RangeFindings.Key, entry: RangeFindings.Entry)], _ shown: [FindingReport]) -> [FindingReport] {
            var available: [RangeFindings.Key: [FindingReport]] = [:]
            for finding in shown { available[range.key(report.path, report.screen, finding), default: []].append(finding) }
            return net.map { key, entry in
                var finding: FindingReport
                if var same = available[key], !same.isEmpty {
                    finding = same.removeFirst()
                    available[key] = same
                } else {
                    finding = entry.finding
                    finding.element.index = nil
                }
                finding.introducedBy = entry.commit
                return finding
            }
        }
        result.regressions = pick(range.findings(\.open, path: report.path, screen: report.screen), report.regressions)
        result.improvements = pick(range.findings(\.fixed, path: report.path, screen: report.screen), report.improvements)
        return result
    }

    /// A screen's report with the release diff's findings, each with the commit that last
    /// introduced (or fixed) it, when known: for an older release that is not in the newer
    /// one's history, where nothing can be netted.
    static func attributed(_ report: ScreenReport, _ range: RangeFindings) -> ScreenReport {
        var result = report
        result.regressions = report.regressions.map { finding in
            var copy = finding
            copy.introducedBy = range.lastIntroduced[range.key(report.path, report.screen, finding)]
            return copy
        }
        result.improvements = report.improvements.map { finding in
            var copy = finding
            copy.introducedBy = range.lastFixed[range.key(report.path, report.screen, finding)]
            return copy
        }
        return result
    }

    /// The wireframe of the snapshot at `path` in a commit, when it is there.
    static func wireframe(path: String, at commit: ObjectID, report: ScreenReport, side: Side, context: RepositoryContext) throws(WorkflowError) -> Wireframe? {
        let blob: ObjectID?
        do {
            blob = try context.repository.snapshots.fileID(path: path, at: .commit(commit))
        } catch {
            throw .git(error)
        }
        guard let blob else { return nil }
        return wireframe(context.input(path: path, blob: blob, source: .commit(commit), claiming: false), report: report, side: side, cache: context.cache)
    }

    enum Side { case before, after }

    /// The wireframe of one side of a screen, its elements flagged with the findings on them.
    static func wireframe(_ input: ScreenInput?, report: ScreenReport, side: Side, cache: ScreenCache) -> Wireframe? {
        guard let input, input.blob != nil else { return nil }
        // Parsed during the comparison; the cache answers without reading anything (an entry
        // of a Vitest `.snap` file is parsed again from the text the job holds).
        guard case .success(let screen) = Result(catching: { () throws(WorkflowError) in try ScreenComparison.load(input, cache: cache) }) else {
            return nil
        }
        return Wireframe(screen: screen.header.screen, model: screen.model, flags: Wireframe.flags(report, after: side == .after))
    }
}
