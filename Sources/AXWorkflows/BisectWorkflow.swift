import AXGit
import AXModel
import AXReport
import AXRules

/// `axdiff bisect`: the first commit where a regression (relative to a good revision) is
/// present, by binary search over the first-parent commits that changed snapshots. No build
/// of the app is needed: each step reads snapshots straight from git.
public enum BisectWorkflow {
    /// Which regressions count.
    public struct Filter: Sendable, Equatable {
        public var rule: String?
        /// A glob of snapshot paths or a screen name.
        public var screen: String?
        /// An element id or label.
        public var element: String?

        public init(rule: String? = nil, screen: String? = nil, element: String? = nil) {
            self.rule = rule.map { RuleCatalog.rule($0)?.id ?? $0 }
            self.screen = screen
            self.element = element
        }

        public func matches(_ screen: ScreenReport, _ finding: FindingReport) -> Bool {
            if let rule, finding.rule != rule { return false }
            if let pattern = self.screen, !(pattern == screen.screen || Glob.matches(pattern, screen.path)
                || Glob.matches(pattern, String(screen.path.split(separator: "/").last ?? "")))
            {
                return false
            }
            if let element, element != finding.element.id, element != finding.element.label, element != finding.element.previousLabel, element != "#" + (finding.element.id ?? "") {
                return false
            }
            return true
        }

        /// The filter in words: "label-removed on #closeButton in Settings".
        public var description: String {
            var parts: [String] = []
            parts.append(rule ?? "any rule")
            if let element { parts.append("on \(element)") }
            if let screen { parts.append("in \(screen)") }
            return parts.joined(separator: " ")
        }
    }

    public struct Request: Sendable {
        public var good: String
        public var bad: String
        public var filter: Filter
        /// Scan every commit and list each that introduced or fixed a matching regression.
        public var all: Bool
        public var repo: String?
        public var directory: String

        public init(good: String, bad: String, filter: Filter = Filter(), all: Bool = false, repo: String? = nil, directory: String) {
            self.good = good
            self.bad = bad
            self.filter = filter
            self.all = all
            self.repo = repo
            self.directory = directory
        }
    }

    public struct Outcome: Sendable {
        public var good: CommitReference
        public var bad: CommitReference
        /// Commits between good and bad that changed snapshots.
        public var candidates: Int
        /// The first bad commit (binary search), with the matching regressions relative to good.
        /// When the first-parent search lands on a merge, the commit on the merged branch that
        /// made the regression, as `git bisect run` would find it.
        public var firstBad: CommitReference?
        /// The first-parent merge that brought `firstBad` in from its branch, if it did.
        public var mergedBy: CommitReference?
        public var regressions: [(screen: ScreenReport, finding: FindingReport)]
        /// With `--all`: every commit that introduced or fixed a matching regression.
        public var transitions: [HistoryReport.Commit]
        public var commitsJudged: Int
        public var blobsParsed: Int
        /// Which configuration was read (bad's), for standard error.
        public var notes: [String] = []
    }

    public static func run(_ request: Request) async throws(WorkflowError) -> Outcome {
        let repository = try RepositoryContext.discover(repo: request.repo, directory: request.directory)
        let goodInfo = try RepositoryContext.commit(request.good, in: repository)
        let badInfo = try RepositoryContext.commit(request.bad, in: repository)
        let context = try RepositoryContext(repository: repository, configurationSource: .commit(badInfo.id))
        guard goodInfo.id != badInfo.id else {
            throw .usage("good and bad are the same commit (\(goodInfo.id.short)): give a good revision before the bad one")
        }
        let base: ObjectID
        do {
            base = try context.repository.mergeBase(goodInfo.id, badInfo.id)
        } catch {
            throw .git(error.description)
        }
        guard base == goodInfo.id else {
            throw .usage("good (\(request.good), \(goodInfo.id.short)) is not an ancestor of bad (\(request.bad), \(badInfo.id.short)): bisect needs the good revision in the bad one's history")
        }
        let commits: [CommitInfo]
        do {
            commits = try context.repository.firstParentCommits(from: goodInfo.id, to: badInfo.id, roots: context.configuration.snapshotRoots)
        } catch {
            throw .git(error.description)
        }
        let engine = RuleEngine(configuration: context.configuration)
        var outcome = Outcome(
            good: CommitReference(goodInfo), bad: CommitReference(badInfo), candidates: commits.count,
            firstBad: nil, regressions: [], transitions: [], commitsJudged: 0, blobsParsed: 0, notes: context.configurationNotes())

        if request.all {
            let compared = try await HistoryWorkflow.compare(commits: commits, paths: [], context: context, engine: engine)
            for (commit, screens) in zip(commits, compared.screens) {
                let kept = screens.compactMap { screen -> ScreenReport? in
                    var copy = screen
                    copy.regressions = screen.regressions.filter { request.filter.matches(screen, $0) }
                    copy.improvements = screen.improvements.filter { request.filter.matches(screen, $0) }
                    return copy.regressions.isEmpty && copy.improvements.isEmpty ? nil : copy
                }
                if !kept.isEmpty { outcome.transitions.append(HistoryReport.Commit(commit: CommitReference(commit), screens: kept)) }
            }
            outcome.transitions = try await MergeAttribution.attribute(outcome.transitions, commits: commits, paths: [], context: context, engine: engine)
            outcome.commitsJudged = commits.count
            outcome.blobsParsed = context.cache.parsedCount
            return outcome
        }

        // Bad must be bad.
        let atBad = try await matching(from: goodInfo.id, to: badInfo.id, context: context, engine: engine, filter: request.filter)
        outcome.commitsJudged = 1
        guard !atBad.isEmpty else {
            let already = try await stateFindings(at: goodInfo.id, context: context, engine: engine, filter: request.filter)
            if let first = already.first {
                throw .usage("good is not good: \(request.good) (\(goodInfo.id.short)) already has \(first.finding.rule) on \(first.finding.element.name) in \(first.screen.screen); choose an older good revision")
            }
            throw .usage("bad is not bad: no regression matching \(request.filter.description) between \(request.good) (\(goodInfo.id.short)) and \(request.bad) (\(badInfo.id.short)); check the revisions and the filters")
        }
        var judge = Judge(good: goodInfo.id, context: context, engine: engine, filter: request.filter)
        var (first, found) = try await judge.firstBad(commits, bad: badInfo, atBad: atBad)
        // A merge brought it in: go down the merged branch, as git bisect would.
        while first.parents.count > 1 {
            let tip = try RepositoryContext.commit(first.parents[1].hex, in: repository)
            let atTip = try await judge.matching(tip.id)
            guard !atTip.isEmpty else { break }  // the merge itself made it
            outcome.mergedBy = outcome.mergedBy ?? CommitReference(first)
            (first, found) = try await judge.firstBad(try MergeAttribution.branchCommits(of: first, context: context), bad: tip, atBad: atTip)
        }
        outcome.commitsJudged += judge.judged
        outcome.firstBad = CommitReference(first)
        outcome.regressions = found
        outcome.blobsParsed = context.cache.parsedCount
        return outcome
    }

    /// Judges revisions against good, counting the judgements.
    struct Judge {
        let good: ObjectID
        let context: RepositoryContext
        let engine: RuleEngine
        let filter: Filter
        var judged = 0

        /// The matching regressions between good and `commit`.
        mutating func matching(_ commit: ObjectID) async throws(WorkflowError) -> [(screen: ScreenReport, finding: FindingReport)] {
            judged += 1
            return try await BisectWorkflow.matching(from: good, to: commit, context: context, engine: engine, filter: filter)
        }

        /// Binary search of `commits` (oldest first, all before or at `bad`, which has
        /// `atBad`) for the first where a matching regression is present.
        mutating func firstBad(
            _ commits: [CommitInfo], bad: CommitInfo, atBad: [(screen: ScreenReport, finding: FindingReport)]
        ) async throws(WorkflowError) -> (CommitInfo, [(screen: ScreenReport, finding: FindingReport)]) {
            var low = 0, high = commits.count - 1
            var found = atBad
            var first = commits.last ?? bad
            while low < high {
                let middle = (low + high) / 2
                let result = try await matching(commits[middle].id)
                if result.isEmpty {
                    low = middle + 1
                } else {
                    high = middle
                    found = result
                    first = commits[middle]
                }
            }
            if !commits.isEmpty, commits[low].id != first.id {
                found = try await matching(commits[low].id)
                first = commits[low]
            }
            return (first, found)
        }
    }

    /// The regressions between two commits that match the filter.
    static func matching(from old: ObjectID, to new: ObjectID, context: RepositoryContext, engine: RuleEngine, filter: Filter) async throws(WorkflowError) -> [(screen: ScreenReport, finding: FindingReport)] {
        let jobs = try context.jobs(from: .commit(old), to: .commit(new), paths: [])
        let outcome = await ScreenComparison.run(jobs, engine: engine, cache: context.cache)
        if let failure = outcome.failures.first { throw failure }
        return outcome.screens.flatMap { screen in
            screen.regressions.filter { filter.matches(screen, $0) }.map { (screen, $0) }
        }
    }

    /// State findings a revision already has (every screen judged as if new).
    static func stateFindings(at commit: ObjectID, context: RepositoryContext, engine: RuleEngine, filter: Filter) async throws(WorkflowError) -> [(screen: ScreenReport, finding: FindingReport)] {
        let jobs = try context.rootJobs(commit, paths: [])
        let outcome = await ScreenComparison.run(jobs, engine: engine, cache: context.cache)
        return outcome.screens.flatMap { screen in
            screen.regressions.filter { filter.matches(screen, $0) }.map { (screen, $0) }
        }
    }
}
