import AXGit
import AXReport
import AXRules

/// `axdiff bisect-run`: judges the revision `git bisect run` is testing against a good one.
/// The revision is `BISECT_HEAD` (with `git bisect start --no-checkout`), else the working tree
/// when the user's own steps re-recorded snapshots there, else HEAD.
public enum BisectRunWorkflow {
    public enum Verdict: Sendable, Equatable {
        /// No matching regression: git bisect's "good" (exit 0).
        case good
        /// A matching regression (exit 1).
        case bad([String])
        /// No snapshot to judge at this revision (exit 125: git bisect skips it).
        case cannotJudge(String)
    }

    public struct Outcome: Sendable {
        public var verdict: Verdict
        /// What was judged: "BISECT_HEAD 1a2b3c4", "the working tree", "HEAD 1a2b3c4".
        public var judged: String
        /// Which configuration was read (the judged revision's), for standard error.
        public var notes: [String] = []
    }

    public static func run(
        good: String, filter: BisectWorkflow.Filter, repo: String?, directory: String, configuration: ConfigurationOverride? = nil
    ) async throws(WorkflowError) -> Outcome {
        let opened = try RepositoryContext(repo: repo, directory: directory, override: configuration)
        let repository = opened.repository
        let goodInfo = try opened.commit(good)
        let head: TreeSource
        let judged: String
        if let bisectHead = try? repository.revisions.commit("BISECT_HEAD") {
            head = .commit(bisectHead.id)
            judged = "BISECT_HEAD \(bisectHead.id.short)"
        } else {
            let headInfo = try opened.commit("HEAD")
            let local = (try? repository.diff.changes(from: .commit(headInfo.id), to: .workingTree, roots: opened.configuration.snapshotRoots)) ?? []
            if repository.workdir != nil && !local.isEmpty {
                head = .workingTree
                judged = "the working tree"
            } else {
                head = .commit(headInfo.id)
                judged = "HEAD \(headInfo.id.short)"
            }
        }
        let context = try opened.reading(from: head)
        let files: [SnapshotFile]
        do {
            files = try repository.snapshots.files(at: head, roots: context.configuration.snapshotRoots)
        } catch {
            throw .git(error)
        }
        guard !files.isEmpty else {
            return Outcome(verdict: .cannotJudge("no snapshot under \(context.configuration.snapshotRoots.joined(separator: ", ")) in \(judged)"), judged: judged, notes: context.configurationNotes())
        }
        let jobs = try context.jobs(from: .commit(goodInfo.id), to: head, paths: [])
        // An unreadable good side makes every commit unjudgeable: stop the bisection (128)
        // instead of skipping (125) each one. The parse is cached for the comparison below.
        for input in jobs.compactMap(\.old) {
            do throws(WorkflowError) {
                _ = try ScreenComparison.load(input, cache: context.cache)
            } catch {
                throw .usage("the good revision \(good) cannot be judged: \(error); name another --good")
            }
        }
        let outcome = await ScreenComparison.run(jobs, engine: RuleEngine(configuration: context.configuration), cache: context.cache)
        if let error = outcome.errors.first {
            return Outcome(verdict: .cannotJudge("a snapshot could not be read: \(error)"), judged: judged, notes: context.configurationNotes())
        }
        let found = filter.matches(screens: outcome.screens, coverage: outcome.coverage).map { screen, finding in
            "\(finding.severity.rawValue) \(finding.rule) in \(screen.screen): \(finding.message)"
        }
        return Outcome(verdict: found.isEmpty ? .good : .bad(found), judged: judged, notes: context.configurationNotes())
    }
}
