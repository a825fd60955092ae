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

        public init(
            base: String? = nil, head: String? = nil, failOn: Severity? = .error, paths: [String] = [], repo: String? = nil,
            directory: String, today: String, density: Double? = nil
        ) {
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
    }

    public static func run(_ request: Request, toolVersion: String) async throws(WorkflowError) -> Outcome {
        let context = try RepositoryContext(repo: request.repo, directory: request.directory)
        let repository = context.repository
        var notes: [String] = []
        let (baseSpec, baseReason) = try chooseBase(request.base, repository)
        notes.append("base: \(baseSpec) (\(baseReason))")
        let baseCommit = try context.commit(baseSpec)
        // Head.
        let headSource: TreeSource
        let headRevision: Report.Revision
        let headCommit: CommitInfo
        if let head = request.head {
            headCommit = try context.commit(head)
            headSource = .commit(headCommit.id)
            headRevision = .init(rev: head, commit: headCommit.id.hex)
            notes.append("head: \(head)")
        } else {
            headCommit = try context.commit("HEAD")
            let local: [FileChange]
            if repository.workdir != nil {
                do {
                    local = try repository.changes(from: .commit(headCommit.id), to: .workingTree, roots: context.configuration.snapshotRoots)
                } catch {
                    throw .git(error.description)
                }
            } else {
                local = []
            }
            if local.isEmpty {
                headSource = .commit(headCommit.id)
                headRevision = .init(rev: "HEAD", commit: headCommit.id.hex)
                notes.append("head: HEAD (no snapshot changes in the working tree)")
            } else {
                headSource = .workingTree
                headRevision = .init(rev: "working tree")
                notes.append("head: the working tree (\(local.count) changed snapshot\(local.count == 1 ? "" : "s") not committed)")
            }
        }
        let mergeBase: ObjectID
        do {
            mergeBase = try repository.mergeBase(baseCommit.id, headCommit.id)
        } catch {
            throw .git(error.description)
        }
        if mergeBase != baseCommit.id {
            notes.append("comparing with the merge base \(mergeBase.short) of \(baseSpec) and \(request.head ?? "HEAD")")
        }
        // The check's configuration and acceptances are those of the head being checked.
        let checked = try RepositoryContext(repository: repository, configurationSource: headSource)
        let engine = RuleEngine(configuration: checked.configuration.overriding(density: request.density))
        let comparison = try await ScreenComparison.run(
            checked, from: .commit(mergeBase), to: headSource, paths: try DiffWorkflow.repositoryPaths(request.paths, checked),
            engine: engine, singleJobOnBothCores: true)
        var report = Report(
            toolVersion: toolVersion, base: .init(rev: baseSpec, commit: mergeBase.hex), head: headRevision,
            screens: comparison.screens, failOn: request.failOn, errors: comparison.errors)
        let acceptances = try readAcceptances(checked.repository, at: headSource)
        Acceptances.apply(acceptances, to: &report, today: request.today)
        return Outcome(report: report, notes: notes, warnings: comparison.warnings)
    }

    /// The base revision and why it was chosen.
    static func chooseBase(_ explicit: String?, _ repository: Repository) throws(WorkflowError) -> (String, String) {
        if let explicit { return (explicit, "--base") }
        if let branch = repository.currentBranch, let upstream = try? repository.upstream(ofBranch: branch) {
            return (upstream, "the upstream of \(branch)")
        }
        let candidates = repository.defaultBase()
        if let origin = candidates.originHead { return (origin, "origin/HEAD") }
        if candidates.hasMain { return ("main", "no upstream or origin/HEAD; the main branch") }
        if candidates.hasMaster { return ("master", "no upstream or origin/HEAD; the master branch") }
        if candidates.hasOriginMain { return ("origin/main", "no upstream, origin/HEAD or local main") }
        if candidates.hasOriginMaster { return ("origin/master", "no upstream, origin/HEAD or local master") }
        throw .usage("no base to compare with: the branch has no upstream and there is no origin/HEAD, main or master; pass --base REV (in CI, fetch the base branch, e.g. `fetch-depth: 0` in actions/checkout)")
    }

    static func readAcceptances(_ repository: Repository, at source: TreeSource) throws(WorkflowError) -> AcceptanceFile {
        let bytes: [UInt8]?
        do {
            bytes = try repository.readFile(path: AcceptanceFile.name, at: source)
        } catch {
            throw .git(error.description)
        }
        guard let bytes else { return AcceptanceFile() }
        do {
            return try AcceptanceFile.parse(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw .configuration(error.description)
        }
    }
}
