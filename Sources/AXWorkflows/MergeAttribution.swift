import AXGit
import AXReport
import AXRules

/// Which commit on a merged branch introduced or fixed what a merge brought in.
///
/// `history`, `bisect` and `audit` walk first parents, so a regression made on a feature
/// branch first shows at the merge commit. `git bisect` (which follows every parent) would name
/// the branch's commit instead; this finds it: the merged branch's first-parent commits since
/// it forked (`git log --first-parent M^1..M^2`) are compared with their parents, and each
/// finding goes to the newest of them that introduced (or fixed) it. When that commit is itself
/// a merge, its own merged branch is searched in turn (a work list, not recursion). A finding
/// none of them explains stays with the merge: the merge itself made it.
enum MergeAttribution {
    /// What one commit brought in, by finding fingerprint.
    struct Wanted {
        var introduced: Set<String>
        var fixed: Set<String>

        var isEmpty: Bool { introduced.isEmpty && fixed.isEmpty }
    }

    /// The commit on the merged branch behind each wanted finding of `merge`, by fingerprint.
    static func attribute(
        _ wanted: Wanted, of merge: CommitInfo, paths: NarrowingPaths, context: RepositoryContext, engine: RuleEngine
    ) async throws(WorkflowError) -> [String: CommitInfo] {
        var found: [String: CommitInfo] = [:]
        var work: [(merge: CommitInfo, wanted: Wanted)] = [(merge, wanted)]
        while let (next, wanted) = work.popLast() {
            guard next.parents.count > 1, !wanted.isEmpty else { continue }
            let branch = try branchCommits(of: next, context: context)
            let compared = try await HistoryWorkflow.compare(commits: branch, paths: paths, context: context, engine: engine)
            var deeper: [ObjectID: Wanted] = [:]
            var commits: [ObjectID: CommitInfo] = [:]
            for (commit, (screens, lost)) in zip(branch, zip(compared.screens, compared.coverage)) {
                let regressions = Set(screens.flatMap { $0.regressions.map(\.fingerprint) } + lost.map(\.finding.fingerprint))
                let improvements = Set(screens.flatMap { $0.improvements.map(\.fingerprint) })
                // Oldest first: a later commit that does it again is the one that stuck.
                for fingerprint in wanted.introduced.intersection(regressions) { found[fingerprint] = commit }
                for fingerprint in wanted.fixed.intersection(improvements) { found[fingerprint] = commit }
                commits[commit.id] = commit
            }
            for fingerprint in wanted.introduced.union(wanted.fixed) {
                guard let commit = found[fingerprint], commits[commit.id] != nil, commit.parents.count > 1 else { continue }
                var inner = deeper[commit.id] ?? Wanted(introduced: [], fixed: [])
                if wanted.introduced.contains(fingerprint) { inner.introduced.insert(fingerprint) } else { inner.fixed.insert(fingerprint) }
                deeper[commit.id] = inner
            }
            for (id, inner) in deeper.sorted(by: { $0.key < $1.key }) {
                if let commit = commits[id] { work.append((commit, inner)) }
            }
        }
        return found
    }

    /// The merged branch's first-parent commits that changed snapshots, oldest first.
    static func branchCommits(of merge: CommitInfo, context: RepositoryContext) throws(WorkflowError) -> [CommitInfo] {
        do {
            return try context.repository.revisions.firstParentCommits(from: merge.parents[0], to: merge.parents[1], roots: context.configuration.snapshotRoots)
        } catch {
            throw .git(error)
        }
    }

    /// Attributions for every merge among `entries` that introduced or fixed something (or
    /// lost coverage).
    static func attribute(
        _ entries: [HistoryReport.Commit], commits: [CommitInfo], paths: NarrowingPaths, context: RepositoryContext, engine: RuleEngine
    ) async throws(WorkflowError) -> [HistoryReport.Commit] {
        let byID = Dictionary(commits.map { ($0.id.hex, $0) }, uniquingKeysWith: { first, _ in first })
        var result = entries
        for index in result.indices {
            guard let merge = byID[result[index].commit.id], merge.parents.count > 1 else { continue }
            let wanted = Wanted(
                introduced: Set(result[index].introduced.map(\.finding.fingerprint) + result[index].coverage.map(\.finding.fingerprint)),
                fixed: Set(result[index].fixed.map(\.finding.fingerprint)))
            let found = try await attribute(wanted, of: merge, paths: paths, context: context, engine: engine)
            result[index].onMergedBranch = found.mapValues(CommitReference.init)
        }
        return result
    }
}
