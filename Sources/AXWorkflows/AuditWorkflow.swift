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

        // The release diff.
        let (jobs, results) = try await ScreenComparison.streaming(engine: engine, cache: context.cache) { submit throws(WorkflowError) in
            var jobs: [ScreenJob] = []
            try context.submitJobs(from: .commit(fromInfo.id), to: .commit(toInfo.id), paths: paths) { job in
                jobs.append(job)
                return submit(job)
            }
            return jobs
        }

        // Attribution: which commit between the releases introduced or fixed each finding.
        var commits: [CommitInfo] = []
        var attribution = FindingAttribution([])
        let base = try? context.repository.revisions.mergeBase(fromInfo.id, toInfo.id)
        if let base {
            do {
                commits = try context.repository.revisions.firstParentCommits(from: base, to: toInfo.id, roots: context.configuration.snapshotRoots)
            } catch {
                throw .git(error)
            }
            let history = try await HistoryWorkflow.compare(commits: commits, paths: paths, context: context, engine: engine)
            // A merge's findings go to the commit on the merged branch that made them.
            let entries = try await MergeAttribution.attribute(
                zip(commits, history.screens).map { HistoryReport.Commit(commit: CommitReference($0), screens: $1) },
                commits: commits, paths: paths, context: context, engine: engine)
            attribution = FindingAttribution(entries)
        }

        var screens: [AuditScreen] = []
        var errors: [String] = []
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
            var attributed = report
            attributed.regressions = report.regressions.map { finding in
                var copy = finding
                copy.introducedBy = attribution.introduction(of: finding, at: report.path)
                return copy
            }
            attributed.improvements = report.improvements.map { finding in
                var copy = finding
                copy.introducedBy = attribution.fix(of: finding, at: report.path)
                return copy
            }
            screens.append(AuditScreen(
                report: attributed,
                before: wireframe(job.old, report: attributed, side: .before, cache: context.cache),
                after: wireframe(job.new, report: attributed, side: .after, cache: context.cache)))
        }
        let report = AuditReport(
            toolVersion: toolVersion, from: .init(rev: request.from, commit: fromInfo.id.hex),
            to: .init(rev: request.to, commit: toInfo.id.hex), screens: screens,
            commits: commits.map(CommitReference.init), errors: errors)
        var notes = context.configurationNotes()
        if screens.isEmpty && errors.isEmpty,
           let empty = try context.nothingToCheck(at: [.commit(fromInfo.id), .commit(toInfo.id)], paths: paths)
        {
            notes.append("warning: " + empty)
        }
        return Outcome(report: report, notes: notes, loaded: LoadedData(context, arguments))
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
