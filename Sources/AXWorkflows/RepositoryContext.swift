import AXGit
import AXModel
import AXReport
import AXRules

/// An open repository with the configuration that applies, and the screen cache of the run.
public final class RepositoryContext {
    public let repository: Repository
    public let configuration: Configuration
    public let cache: ScreenCache
    /// Bytes read and not yet parsed, by blob, so each blob is read once; released with
    /// `releaseBytes()` once the screens are compared.
    private var pending: [ObjectID: [UInt8]] = [:]

    /// Forgets bytes read so far (call after comparing the jobs that carry them).
    public func releaseBytes() {
        pending = [:]
    }

    /// Opens the repository containing `directory` (or `repo` when given) and reads
    /// `.axdiff.yml` from `configurationSource` (nil: the working tree, else HEAD).
    public convenience init(repo: String?, directory: String, configurationSource: TreeSource? = nil) throws(WorkflowError) {
        let repository: Repository
        do throws(GitError) {
            repository = try Repository.discover(startingAt: repo ?? directory)
        } catch {
            throw .git(error.description)
        }
        try self.init(repository: repository, configurationSource: configurationSource)
    }

    /// An open repository, with `.axdiff.yml` read from `configurationSource` (nil: the
    /// working tree, else HEAD).
    public init(repository: Repository, configurationSource: TreeSource? = nil) throws(WorkflowError) {
        self.repository = repository
        let source: TreeSource
        if let configurationSource {
            source = configurationSource
        } else if repository.workdir != nil {
            source = .workingTree
        } else {
            do {
                source = .commit(try repository.resolveCommit("HEAD").id)
            } catch {
                source = .workingTree
            }
        }
        configuration = try RepositoryContext.readConfiguration(repository, at: source)
        cache = ScreenCache(options: .init(rowTolerance: configuration.options.rowTolerance), engine: RuleEngine(configuration: configuration))
    }

    static func readConfiguration(_ repository: Repository, at source: TreeSource) throws(WorkflowError) -> Configuration {
        let bytes: [UInt8]?
        do {
            bytes = try repository.readFile(path: ConfigurationFile.name, at: source)
        } catch {
            if repository.workdir == nil, case .workingTree = source { return Configuration() }
            throw .git(error.description)
        }
        guard let bytes else { return Configuration() }
        do {
            return try ConfigurationFile.parse(String(decoding: bytes, as: UTF8.self), path: ConfigurationFile.name)
        } catch {
            throw .configuration(error.description)
        }
    }

    /// Resolves a revision to a commit, with an error that quotes it.
    public func commit(_ spec: String) throws(WorkflowError) -> CommitInfo {
        do {
            return try repository.resolveCommit(spec)
        } catch {
            throw .git(error.description)
        }
    }

    /// The changed screens between two sources as comparison jobs, with the bytes of every
    /// blob not parsed before in this run.
    public func jobs(from base: TreeSource, to head: TreeSource, paths: [String]) throws(WorkflowError) -> [ScreenJob] {
        var jobs: [ScreenJob] = []
        try submitJobs(from: base, to: head, paths: paths) { job in
            jobs.append(job)
            return jobs.count - 1
        }
        return jobs
    }

    /// The changed screens between two sources, each handed to `submit` as soon as its bytes
    /// are read (see `ScreenComparison.streaming`).
    public func submitJobs(from base: TreeSource, to head: TreeSource, paths: [String], _ submit: (ScreenJob) -> Int) throws(WorkflowError) {
        let changes: [FileChange]
        do {
            // The paths were checked against the whole comparison by `PathArguments`.
            changes = try repository.changes(from: base, to: head, roots: configuration.snapshotRoots, paths: paths, requirePaths: false)
        } catch {
            throw .git(error.description)
        }
        for change in changes where !configuration.isIgnored(path: change.path) {
            let status: ScreenReport.Status
            switch change.status {
            case .added: status = .added
            case .removed: status = .removed
            case .modified: status = .modified
            case .renamed: status = .renamed
            }
            let oldPath = change.oldPath ?? change.path
            let old = change.oldBlob.map { input(path: oldPath, blob: $0, source: base) }
            let new = change.newBlob.map { input(path: change.path, blob: $0, source: head) }
            _ = submit(ScreenJob(path: change.path, oldPath: change.status == .renamed ? change.oldPath : nil, status: status, old: old, new: new))
        }
    }

    /// One side's bytes, read unless another job of this run already reads that blob; a blob
    /// that cannot be read gives an input with the error, reported with that screen.
    func input(path: String, blob: ObjectID, source: TreeSource) -> ScreenInput {
        if let bytes = pending[blob] { return ScreenInput(path: path, blob: blob, bytes: bytes) }
        guard cache.claim(blob) else { return ScreenInput(path: path, blob: blob, bytes: nil) }
        do {
            let bytes = try repository.contents(of: SnapshotFile(path: path, blob: blob, source: source))
            pending[blob] = bytes
            return ScreenInput(path: path, blob: blob, bytes: bytes)
        } catch {
            // The failure is this screen's, not the run's: it is reported with the others.
            return ScreenInput(path: path, blob: nil, bytes: nil, error: .git(error.description))
        }
    }
}
