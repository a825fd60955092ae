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

        /// The matching findings of a comparison's screens; screens no longer recorded count
        /// only when the filter asks for them (`--rule screen-removed`): lost coverage is no
        /// regression.
        func matches(screens: [ScreenReport], coverage: [CoverageLoss]) -> [(screen: ScreenReport, finding: FindingReport)] {
            let lost = rule == CoverageLoss.ruleID ? coverage.map(\.asScreen) : []
            return (screens + lost).flatMap { screen in
                screen.regressions.filter { matches(screen, $0) }.map { (screen, $0) }
            }
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
        /// `--config` (or `AXDIFF_CONFIG`): the configuration for the whole run.
        public var configuration: ConfigurationOverride?

        public init(
            good: String, bad: String, filter: Filter = Filter(), all: Bool = false, repo: String? = nil, directory: String,
            configuration: ConfigurationOverride? = nil
        ) {
            self.configuration = configuration
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
        /// Commits that could not be judged (a snapshot there cannot be read), each as
        /// "short id: why". The search goes around them, as `git bisect skip` does.
        public var unjudged: [String] = []
        /// When every commit left to judge could not be, the commits the first bad one is
        /// among (oldest first; the last is known bad), and `firstBad` is nil.
        public var possibleFirstBad: [CommitReference] = []
        public var commitsJudged: Int
        public var blobsParsed: Int
        /// Which configuration was read (bad's), for standard error.
        public var notes: [String] = []
    }

    public static func run(_ request: Request) async throws(WorkflowError) -> Outcome {
        let repository = try RepositoryContext.discover(repo: request.repo, directory: request.directory)
        let goodInfo = try RepositoryContext.commit(request.good, in: repository)
        let badInfo = try RepositoryContext.commit(request.bad, in: repository)
        let context = try RepositoryContext(repository: repository, configurationSource: .commit(badInfo.id), override: request.configuration, directory: request.directory)
        guard goodInfo.id != badInfo.id else {
            throw .usage("good and bad are the same commit (\(goodInfo.id.short)): give a good revision before the bad one")
        }
        let base: ObjectID
        do {
            base = try context.repository.revisions.mergeBase(goodInfo.id, badInfo.id)
        } catch {
            throw .git(error)
        }
        guard base == goodInfo.id else {
            throw .usage("good (\(request.good), \(goodInfo.id.short)) is not an ancestor of bad (\(request.bad), \(badInfo.id.short)): bisect needs the good revision in the bad one's history")
        }
        // Only the commits that changed a snapshot can change a verdict: the search and its
        // count are theirs.
        let walked: [CommitInfo]
        do {
            walked = try context.repository.revisions.firstParentCommits(from: goodInfo.id, to: badInfo.id, roots: context.configuration.snapshotRoots)
        } catch {
            throw .git(error)
        }
        let commits = try context.changingSnapshots(walked)
        let engine = RuleEngine(configuration: context.configuration)
        var outcome = Outcome(
            good: CommitReference(goodInfo), bad: CommitReference(badInfo), candidates: commits.count,
            firstBad: nil, regressions: [], transitions: [], commitsJudged: 0, blobsParsed: 0, notes: context.configurationNotes())

        if request.all {
            let compared = try await HistoryWorkflow.compare(commits: commits, paths: [], context: context, engine: engine)
            for (commit, (changed, lost)) in zip(commits, zip(compared.screens, compared.coverage)) {
                let screens = changed + (request.filter.rule == CoverageLoss.ruleID ? lost.map(\.asScreen) : [])
                let kept = screens.compactMap { screen -> ScreenReport? in
                    var copy = screen
                    copy.regressions = screen.regressions.filter { request.filter.matches(screen, $0) }
                    copy.improvements = screen.improvements.filter { request.filter.matches(screen, $0) }
                    return copy.regressions.isEmpty && copy.improvements.isEmpty ? nil : copy
                }
                if !kept.isEmpty { outcome.transitions.append(HistoryReport.Commit(commit: CommitReference(commit), screens: kept)) }
            }
            outcome.transitions = try await MergeAttribution.attribute(outcome.transitions, commits: commits, paths: [], context: context, engine: engine)
            outcome.unjudged = compared.errors
            if outcome.transitions.isEmpty && outcome.unjudged.isEmpty,
               let empty = try context.nothingToCheck(at: [.commit(goodInfo.id), .commit(badInfo.id)])
            {
                outcome.notes.append("warning: " + empty)
            }
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
            if let empty = try context.nothingToCheck(at: [.commit(goodInfo.id), .commit(badInfo.id)]) { throw .usage(empty) }
            throw .usage("bad is not bad: no regression matching \(request.filter.description) between \(request.good) (\(goodInfo.id.short)) and \(request.bad) (\(badInfo.id.short)); check the revisions and the filters")
        }
        var judge = Judge(good: goodInfo.id, context: context, engine: engine, filter: request.filter)
        var search = try await judge.firstBad(commits, bad: badInfo, atBad: atBad)
        // A merge brought it in: go down the merged branch, as git bisect would.
        while search.among.isEmpty, search.first.parents.count > 1 {
            let merge = search.first
            let tip = try RepositoryContext.commit(merge.parents[1].hex, in: repository)
            let atTip: [(screen: ScreenReport, finding: FindingReport)]
            do {
                atTip = try await judge.matching(tip.id)
            } catch {
                judge.unjudged.append("\(tip.id.short): \(error.description)")
                break  // the merged branch's tip cannot be read: the merge is the answer
            }
            guard !atTip.isEmpty else { break }  // the merge itself made it
            outcome.mergedBy = outcome.mergedBy ?? CommitReference(merge)
            search = try await judge.firstBad(try MergeAttribution.branchCommits(of: merge, context: context), bad: tip, atBad: atTip)
        }
        outcome.commitsJudged += judge.judged
        outcome.unjudged = judge.unjudged
        if search.among.isEmpty {
            outcome.firstBad = CommitReference(search.first)
        } else {
            outcome.possibleFirstBad = search.among.map(CommitReference.init)
        }
        outcome.regressions = search.found
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
        /// The commits that could not be judged, as "short id: why".
        var unjudged: [String] = []

        /// The matching regressions between good and `commit`.
        mutating func matching(_ commit: ObjectID) async throws(WorkflowError) -> [(screen: ScreenReport, finding: FindingReport)] {
            judged += 1
            return try await BisectWorkflow.matching(from: good, to: commit, context: context, engine: engine, filter: filter)
        }

        /// What a search found: the first bad commit and its matching regressions, or, when the
        /// commits left could not be judged, the commits it is among (`among`, oldest first).
        struct Search {
            var first: CommitInfo
            var found: [(screen: ScreenReport, finding: FindingReport)]
            var among: [CommitInfo] = []
        }

        /// Binary search of `commits` (oldest first, all before or at `bad`, which has
        /// `atBad`) for the first where a matching regression is present. A commit that cannot
        /// be judged is skipped, and the one nearest the middle is judged instead.
        mutating func firstBad(
            _ commits: [CommitInfo], bad: CommitInfo, atBad: [(screen: ScreenReport, finding: FindingReport)]
        ) async throws(WorkflowError) -> Search {
            var low = 0, high = commits.count - 1
            var search = Search(first: commits.last ?? bad, found: atBad)
            var skipped: Set<Int> = []
            while low < high {
                guard let probe = Self.probe(low: low, high: high, skipping: skipped) else {
                    // Every commit before the known bad one is unjudged: any of them may be first.
                    search.among = Array(commits[low...high])
                    return search
                }
                let result: [(screen: ScreenReport, finding: FindingReport)]
                do {
                    result = try await matching(commits[probe].id)
                } catch {
                    skipped.insert(probe)
                    unjudged.append("\(commits[probe].id.short): \(error.description)")
                    continue
                }
                if result.isEmpty {
                    low = probe + 1
                } else {
                    high = probe
                    search.found = result
                    search.first = commits[probe]
                }
            }
            if !commits.isEmpty, commits[low].id != search.first.id {
                search.found = try await matching(commits[low].id)
                search.first = commits[low]
            }
            return search
        }

        /// The index in `low..<high` nearest their middle that is not skipped, nil when all are.
        static func probe(low: Int, high: Int, skipping skipped: Set<Int>) -> Int? {
            let middle = (low + high) / 2
            for distance in 0..<(high - low) {
                for candidate in [middle - distance, middle + distance] where (low..<high).contains(candidate) && !skipped.contains(candidate) {
                    return candidate
                }
            }
            return nil
        }
    }

    /// The regressions between two commits that match the filter.
    static func matching(from old: ObjectID, to new: ObjectID, context: RepositoryContext, engine: RuleEngine, filter: Filter) async throws(WorkflowError) -> [(screen: ScreenReport, finding: FindingReport)] {
        let jobs = try context.jobs(from: .commit(old), to: .commit(new), paths: [])
        let outcome = await ScreenComparison.run(jobs, engine: engine, cache: context.cache)
        if let failure = outcome.failures.first { throw failure }
        return filter.matches(screens: outcome.screens, coverage: outcome.coverage)
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
