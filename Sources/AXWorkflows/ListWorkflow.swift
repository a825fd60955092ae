import AXGit

/// `axdiff ls`: the snapshot files at a revision.
public enum ListWorkflow {
    public struct Outcome: Sendable {
        public var revision: String
        public var commit: String?
        public var files: [SnapshotFile]
    }

    /// Lists the snapshots at `revision` (nil: HEAD; `index` and `working tree` sources via
    /// `staged`/`workingTree`), narrowed by `paths`.
    public static func run(revision: String?, workingTree: Bool, staged: Bool, paths: [String], repo: String?, directory: String) throws(WorkflowError) -> Outcome {
        let context = try RepositoryContext(repo: repo, directory: directory)
        let source: TreeSource
        var commit: String?
        let name: String
        if staged {
            source = .index
            name = "index"
        } else if workingTree {
            guard context.repository.workdir != nil else { throw .usage("this is a bare repository, which has no working tree") }
            source = .workingTree
            name = "working tree"
        } else {
            let info = try context.commit(revision ?? "HEAD")
            source = .commit(info.id)
            commit = info.id.hex
            name = revision ?? "HEAD"
        }
        let relative = try PathArguments(paths, repository: context.repository, directory: directory, repo: repo).repositoryPaths
        do {
            let files = try context.repository.snapshotFiles(at: source, roots: context.configuration.snapshotRoots, paths: relative)
            return Outcome(revision: name, commit: commit, files: files.filter { !context.configuration.isIgnored(path: $0.path) })
        } catch {
            throw .git(error.description)
        }
    }
}
