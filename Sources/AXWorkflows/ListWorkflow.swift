import AXGit

/// `axdiff ls`: the snapshot files at a revision.
public enum ListWorkflow {
    public struct Outcome: Sendable {
        public var revision: String
        public var commit: String?
        public var files: [SnapshotFile]
        /// Which configuration (snapshot roots, ignored screens) was read, for standard error.
        public var notes: [String]
    }

    /// Lists the snapshots at `revision` (nil: HEAD; `index` and `working tree` sources via
    /// `staged`/`workingTree`), narrowed by `paths`.
    public static func run(
        revision: String?, workingTree: Bool, staged: Bool, paths: [String], repo: String?, directory: String,
        configuration: ConfigurationOverride? = nil
    ) throws(WorkflowError) -> Outcome {
        let repository = try RepositoryContext.discover(repo: repo, directory: directory)
        let source: TreeSource
        var commit: String?
        let name: String
        if staged {
            source = .index
            name = "index"
        } else if workingTree {
            guard repository.workdir != nil else { throw .usage("this is a bare repository, which has no working tree") }
            source = .workingTree
            name = "working tree"
        } else {
            let info = try RepositoryContext.commit(revision ?? "HEAD", in: repository)
            source = .commit(info.id)
            commit = info.id.hex
            name = revision ?? "HEAD"
        }
        // The roots and ignored screens of the listed revision.
        let context = try RepositoryContext(repository: repository, configurationSource: source, override: configuration, directory: directory)
        let arguments = try PathArguments(paths, repository: context.repository, directory: directory, repo: repo)
        // A path that names nothing there is a typo, not an empty list.
        try arguments.requireExisting(in: [source], repository: context.repository)
        let relative = arguments.narrowing
        let files: [SnapshotFile]
        do {
            files = try context.repository.snapshots.files(at: source, roots: context.configuration.snapshotRoots, narrowing: relative)
        } catch {
            throw .git(error)
        }
        let kept = files.filter { !context.configuration.isIgnored(path: $0.path) }
        var notes = context.configurationNotes()
        if kept.isEmpty, let empty = try context.nothingToCheck(at: [source], paths: relative) {
            notes.append("warning: " + empty)
        }
        return Outcome(revision: name, commit: commit, files: kept, notes: notes)
    }
}
