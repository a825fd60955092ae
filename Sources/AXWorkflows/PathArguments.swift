import AXGit

/// Paths given on the command line (after `--`), as the user typed them and as repository
/// paths. As in git, they are relative to the current directory; with `--repo PATH`, relative
/// to that folder (as `git -C PATH`). Messages quote them as typed.
struct PathArguments {
    /// As typed.
    let typed: [String]
    /// Repository-relative, `/`-separated; in a bare repository, as typed.
    let repositoryPaths: [String]

    /// - Parameters:
    ///   - directory: the current directory.
    ///   - repo: `--repo`, if given (relative to `directory`).
    init(_ typed: [String], repository: Repository, directory: String, repo: String?) throws(WorkflowError) {
        self.typed = typed
        guard repository.workdir != nil else {
            repositoryPaths = typed
            return
        }
        let base = repo.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 } ?? directory
        let (resolved, outside) = repository.repositoryRelativePaths(forFileSystemPaths: typed, relativeTo: base)
        if let outside {
            throw .usage("the path '\(typed[outside])' is outside the repository at \(repository.workdir ?? ""): paths are relative to the current directory\(repo == nil ? "" : " (with --repo, to that folder)")")
        }
        repositoryPaths = resolved
    }

    /// Throws, quoting the path as typed, when a path names nothing at any of `sources` (so a
    /// typo is not taken for "no changes").
    func requireExisting(in sources: [TreeSource], repository: Repository) throws(WorkflowError) {
        let missing: Int?
        do {
            missing = try repository.firstMissingPath(among: repositoryPaths, at: sources)
        } catch {
            throw .git(error.description)
        }
        guard let missing else { return }
        let (typed, path) = (typed[missing], repositoryPaths[missing])
        let names = sources.map(\.description)
        let where_ = names.count <= 1 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
        let inRepository = typed == path ? "" : " (\(path) in the repository)"
        throw .usage("path '\(typed)'\(inRepository) not found in \(where_): check the spelling; paths are relative to the current directory")
    }
}
