import AXGit
import AXModel
import AXReport
import AXRules

/// `axdiff check`: the pre-merge check. Compares the merge base of base and head with head
/// (what a pull request's "Files changed" shows), applies accepted regressions, and says
/// whether anything at or above the threshold remains.
public enum CheckWorkflow {
    public struct Request: Sendable {
        /// nil: the upstream of the current branch, else origin/HEAD, else main, else master.
        public var base: String?
        /// nil: the working tree when it has changed snapshots, else HEAD.
        public var head: String?
        /// Regressions at or above this fail; nil never fails.
        public var failOn: Severity?
        public var paths: [String]
        public var repo: String?
        public var directory: String
        /// Today as `YYYY-MM-DD`, for acceptance expiry (passed in, not read inside).
        public var today: String
        /// `--density`: pixels per dp of Android snapshots in pixels that state none.
        public var density: Double?
        /// `--config` (or `AXDIFF_CONFIG`): the configuration for the whole run.
        public var configuration: ConfigurationOverride?
        /// `--allow-empty`: pass when neither side holds a snapshot (a repository that has
        /// none yet), instead of stopping with a usage error that says where the check looked.
        public var allowEmpty: Bool
        /// `--config-from`: whose `.axdiff.yml` and `.axdiff-accept.yml` judge the change.
        public var configurationFrom: ConfigurationSide

        public init(
            base: String? = nil, head: String? = nil, failOn: Severity? = .error, paths: [String] = [], repo: String? = nil,
            directory: String, today: String, density: Double? = nil, configuration: ConfigurationOverride? = nil,
            allowEmpty: Bool = false, configurationFrom: ConfigurationSide = .head
        ) {
            self.configuration = configuration
            self.allowEmpty = allowEmpty
            self.configurationFrom = configurationFrom
            self.density = density
            self.base = base
            self.head = head
            self.failOn = failOn
            self.paths = paths
            self.repo = repo
            self.directory = directory
            self.today = today
        }
    }

    public struct Outcome: Sendable {
        public var report: Report
        /// How base and head were chosen, for people: "base: origin/main (the upstream of feature)".
        public var notes: [String]
        public var warnings: [Diagnostic]
        /// What the run loaded (see `LoadedData`), for the caller to free when it chooses.
        public var loaded = LoadedData()
    }

    public static func run(_ request: Request, toolVersion: String) async throws(WorkflowError) -> Outcome {
        let opened = try RepositoryContext(repo: request.repo, directory: request.directory, override: request.configuration)
        let repository = opened.repository
        var notes: [String] = []
        let (baseSpec, baseReason) = try chooseBase(request.base, repository)
        notes.append("base: \(baseSpec) (\(baseReason))")
        let baseCommit = try opened.commit(baseSpec)
        let head = try chooseHead(request.head, opened)
        notes.append("head: \(head.reason)")
        if request.base == nil && baseCommit.id == head.commit.id {
            // The base found is the commit checked (a one-branch clone's origin/HEAD, or a
            // branch's own upstream): only uncommitted changes can show.
            let advice = "pass --base with the branch this change merges into, e.g. --base origin/main"
            if repository.isShallow {
                throw .usage("no base to compare with: this is a shallow clone of one branch (as actions/checkout makes by default) and the only base found, \(baseSpec) (\(baseReason)), is the commit being checked: fetch the base branch with its history, e.g. `git fetch --unshallow origin main` (`fetch-depth: 0` in actions/checkout), and \(advice)")
            }
            notes.append("warning: the base \(baseSpec) is the commit being checked, so only uncommitted changes are compared; \(advice)")
        }
        let mergeBase: ObjectID
        do {
            mergeBase = try repository.revisions.mergeBase(baseCommit.id, head.commit.id)
        } catch {
            throw .git(error)
        }
        if mergeBase != baseCommit.id {
            notes.append("comparing with the merge base \(mergeBase.short) of \(baseSpec) (\(baseCommit.id.short)) and \(request.head ?? "HEAD") (\(head.commit.id.short))")
        }
        // The check's configuration and acceptances are those of the head being checked, or
        // with --config-from base the merge base's (never the current ones in their place).
        // The paths are resolved beside them.
        let ((checked, acceptances), arguments) = try PathArguments.resolve(
            request.paths, repository: repository, directory: request.directory, repo: request.repo, existingIn: [.commit(mergeBase), head.source]
        ) { () throws(WorkflowError) in
            let checked = request.configurationFrom == .base
                ? try opened.reading(from: .commit(mergeBase), fallback: false) : try opened.reading(from: head.source)
            return (checked, try checked.acceptances())
        }
        if request.configurationFrom == .base {
            notes.append("judging with the configuration and acceptances of the merge base \(mergeBase.short) (--config-from base): the change's own edits to them do not apply")
        }
        // The base's files judge on purpose: the head's differing is no oversight to warn of.
        notes += checked.configurationNotes(acceptances: acceptances, warningOfLocalChanges: request.configurationFrom == .head)
        let weakenings = try weakenings(repository, base: mergeBase, head: head.source)
        let engine = RuleEngine(configuration: checked.configuration.overriding(density: request.density))
        let comparison = try await ScreenComparison.run(
            checked, from: .commit(mergeBase), to: head.source, paths: arguments.narrowing,
            engine: engine, singleJobOnBothCores: true)
        // Nothing compared because there is nothing to compare is not a pass.
        if comparison.screens.isEmpty && comparison.errors.isEmpty,
           let empty = try checked.nothingToCheck(at: [.commit(mergeBase), head.source], paths: arguments.narrowing)
        {
            guard request.allowEmpty else {
                throw .usage("\(empty); --allow-empty passes a repository that has no snapshots yet")
            }
            notes.append("warning: \(empty) (--allow-empty: the check passes)")
        }
        let base = Report.Revision(rev: baseSpec, commit: baseCommit.id.hex, mergeBase: mergeBase == baseCommit.id ? nil : mergeBase.hex)
        var report = Report(
            toolVersion: toolVersion, base: base, head: head.revision,
            screens: comparison.screens, coverage: comparison.coverage, failOn: request.failOn,
            failsOnLostCoverage: checked.configuration.coverage == .fail, readErrors: comparison.readErrors)
        Acceptances.apply(acceptances.file, to: &report, today: request.today)
        // Each way the change loosens the check is a finding of its own, in every format.
        report.screens += ReportBuilder.gateScreens(weakenings, reader: report.reader ?? .webScreenReaders)
        notes += Acceptances.migrations(acceptances.file, report: report).map { "warning: " + $0 }
        // The repositories opened (their screens were freed as their jobs ended), and the paths
        // prepared from the arguments.
        return Outcome(report: report, notes: notes, warnings: comparison.warnings, loaded: LoadedData(opened, checked, arguments))
    }

    /// What the check judges and why: `--head`; else the working tree when it changed
    /// snapshots or the configuration files (an acceptance just written applies at once);
    /// else HEAD.
    static func chooseHead(_ explicit: String?, _ opened: RepositoryContext) throws(WorkflowError) -> (source: TreeSource, revision: Report.Revision, commit: CommitInfo, reason: String) {
        if let explicit {
            let commit = try opened.commit(explicit)
            return (.commit(commit.id), .init(rev: explicit, commit: commit.id.hex), commit, "\(explicit) (--head)")
        }
        let commit = try opened.commit("HEAD")
        let repository = opened.repository
        guard repository.workdir != nil else {
            return (.commit(commit.id), .init(rev: "HEAD", commit: commit.id.hex), commit, "HEAD (a bare repository has no working tree)")
        }
        let snapshots: [FileChange]
        var files: [String] = []
        do {
            snapshots = try repository.diff.changes(from: .commit(commit.id), to: .workingTree, roots: opened.configuration.snapshotRoots)
            for name in [ConfigurationFile.name, AcceptanceFile.name]
            where try repository.snapshots.fileID(path: name, at: .commit(commit.id)) != repository.snapshots.fileID(path: name, at: .workingTree) {
                files.append(name)
            }
        } catch {
            throw .git(error)
        }
        guard snapshots.isEmpty && files.isEmpty else {
            var changed: [String] = []
            if !snapshots.isEmpty { changed.append("\(snapshots.count) changed snapshot\(snapshots.count == 1 ? "" : "s")") }
            changed += files
            return (.workingTree, .init(rev: "working tree"), commit, "the working tree (\(changed.joined(separator: " and ")) not committed)")
        }
        return (.commit(commit.id), .init(rev: "HEAD", commit: commit.id.hex), commit, "HEAD (no snapshot or configuration changes in the working tree)")
    }

    /// The base revision and why it was chosen.
    static func chooseBase(_ explicit: String?, _ repository: Repository) throws(WorkflowError) -> (String, String) {
        if let explicit { return (explicit, "--base") }
        if let branch = repository.revisions.currentBranch, let upstream = try? repository.revisions.upstream(ofBranch: branch) {
            return (upstream, "the upstream of \(branch)")
        }
        let candidates = repository.revisions.defaultBase()
        if let origin = candidates.originHead { return (origin, "origin/HEAD") }
        if candidates.hasMain { return ("main", "no upstream or origin/HEAD; the main branch") }
        if candidates.hasMaster { return ("master", "no upstream or origin/HEAD; the master branch") }
        if candidates.hasOriginMain { return ("origin/main", "no upstream, origin/HEAD or local main") }
        if candidates.hasOriginMaster { return ("origin/master", "no upstream, origin/HEAD or local master") }
        if repository.isShallow {
            throw .usage("no base to compare with: this is a shallow clone of one branch (as actions/checkout makes by default), so neither origin/main nor origin/master was fetched: fetch the base branch with its history, e.g. `git fetch --unshallow origin main` (`fetch-depth: 0` in actions/checkout), then run again or pass --base origin/main")
        }
        throw .usage("no base to compare with: the branch has no upstream and there is no origin/HEAD, main or master; pass --base REV (in CI, fetch the base branch, e.g. `fetch-depth: 0` in actions/checkout)")
    }
}
