import AXGit

extension RepositoryContext {
    /// The commits among `commits` that changed a snapshot this configuration reads (under
    /// its roots, not ignored), compared with their first parent: by tree and blob ids, no
    /// snapshot parsed. `Revisions.firstParentCommits(from:to:roots:)` keeps every commit
    /// that touched a root's folder, which for a pattern root (`e2e/**/*-snapshots/*.yml`)
    /// is every commit that touched `e2e`.
    func changingSnapshots(_ commits: [CommitInfo]) throws(WorkflowError) -> [CommitInfo] {
        var kept: [CommitInfo] = []
        do {
            for commit in commits {
                let paths: [String]
                if let parent = commit.parents.first {
                    paths = try repository.diff.changes(from: .commit(parent), to: .commit(commit.id), roots: configuration.snapshotRoots, narrowing: [])
                        .flatMap { [$0.path] + ($0.oldPath.map { [$0] } ?? []) }
                } else {
                    paths = try repository.snapshots.files(at: .commit(commit.id), roots: configuration.snapshotRoots, narrowing: []).map(\.path)
                }
                if paths.contains(where: { !configuration.isIgnored(path: $0) }) { kept.append(commit) }
            }
        } catch {
            throw .git(error)
        }
        return kept
    }
}
