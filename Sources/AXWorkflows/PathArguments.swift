import AXGit
import AXModel
import Dispatch

/// Paths given on the command line (after `--`), as the user typed them and as repository
/// paths. As in git, they are relative to the current directory; with `--repo PATH`, relative
/// to that folder (as `git -C PATH`). Messages quote them as typed.
struct PathArguments {
    /// As typed.
    let typed: [String]
    /// Repository-relative, `/`-separated; in a bare repository, as typed.
    let repositoryPaths: [String]
    /// `repositoryPaths` prepared for the scopes built from them.
    let narrowing: NarrowingPaths

    /// - Parameters:
    ///   - directory: the current directory.
    ///   - repo: `--repo`, if given (relative to `directory`).
    init(_ typed: [String], repository: Repository, directory: String, repo: String?) throws(WorkflowError) {
        self.typed = typed
        guard let workingTree = repository.workingTree else {
            repositoryPaths = typed
            narrowing = NarrowingPaths(typed)
            return
        }
        let base = repo.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 } ?? directory
        let (resolved, outside) = workingTree.repositoryRelativePaths(forFileSystemPaths: typed, relativeTo: base)
        if let outside {
            throw .usage("the path '\(typed[outside])' is outside the repository at \(workingTree.root): paths are relative to the current directory\(repo == nil ? "" : " (with --repo, to that folder)")")
        }
        repositoryPaths = resolved
        narrowing = NarrowingPaths(resolved)
    }

    /// From this many paths on, `resolve` works on them on another core.
    static let parallelThreshold = 1_000

    /// The paths as `init` makes them (resolved and prepared as a `NarrowingPaths`), checked
    /// with `requireExisting(in: sources)`, and `alongside`'s value (the caller's
    /// configuration). With `parallelThreshold` paths or more, the paths are resolved,
    /// prepared and checked on another core with a handle of their own on the repository
    /// while `alongside` runs here with `repository`: loading the configuration reads the
    /// index, which takes longer than all that for 20,000 paths. The errors are those of the
    /// serial order: `alongside`'s first.
    static func resolve<Value>(
        _ typed: [String], repository: Repository, directory: String, repo: String?, existingIn sources: [TreeSource],
        alongside: () throws(WorkflowError) -> Value
    ) throws(WorkflowError) -> (Value, PathArguments) {
        @Sendable func checked(with repository: Repository) throws(WorkflowError) -> PathArguments {
            let arguments = try PathArguments(typed, repository: repository, directory: directory, repo: repo)
            try arguments.requireExisting(in: sources, repository: repository)
            return arguments
        }
        guard typed.count >= parallelThreshold, let handle = try? repository.reopened() else {
            let value = try alongside()
            return (value, try checked(with: repository))
        }
        let work = PathWork(handle)
        let group = DispatchGroup()
        DispatchQueue.global().async(group: group) {
            work.result = Result { () throws(WorkflowError) in try checked(with: work.handle) }
        }
        let value = Result { () throws(WorkflowError) in try alongside() }
        group.wait()
        // `wait` returns once the block above has run, and it always sets the result.
        guard let result = work.result else { preconditionFailure("the paths' thread ended without a result") }
        return (try value.get(), try result.get())
    }

    /// A repository handle given to one other thread, and what it made there; read back
    /// after that thread is done (`DispatchGroup.wait`).
    private final class PathWork: @unchecked Sendable {
        let handle: Repository
        var result: Result<PathArguments, WorkflowError>?

        init(_ handle: Repository) { self.handle = handle }
    }

    /// Throws, quoting the path as typed, when a path names nothing at any of `sources` (so a
    /// typo is not taken for "no changes"). `described` names the sources in the message
    /// instead of listing them (a history's hundreds of commits).
    func requireExisting(in sources: [TreeSource], described: String? = nil, repository: Repository) throws(WorkflowError) {
        let missing: Int?
        do {
            missing = try repository.snapshots.firstMissingPath(among: repositoryPaths, at: sources)
        } catch {
            throw .git(error)
        }
        guard let missing else { return }
        let (typed, path) = (typed[missing], repositoryPaths[missing])
        let names = sources.map(\.description)
        let where_ = described ?? (names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? ""))
        let inRepository = typed == path ? "" : " (\(path) in the repository)"
        throw .usage("path '\(typed)'\(inRepository) not found in \(where_): check the spelling; paths are relative to the current directory")
    }
}
