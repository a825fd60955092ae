import AXGit

/// The snapshot roots of the repository around a directory, as folders on disk, for `format`
/// and `validate` without paths.
public enum SnapshotRoots {
    /// The roots (`.axdiff.yml` in the working tree, else `snapshots`) that exist on disk, and
    /// the files that root patterns match, as paths relative to `directory`, with a note saying
    /// which they are.
    public static func onDisk(
        directory: String, repo: String? = nil, includingPatterns: Bool = true, configuration: ConfigurationOverride? = nil
    ) throws(WorkflowError) -> (paths: [String], note: String) {
        let repository: Repository
        do {
            repository = try RepositoryContext.discover(repo: repo, directory: directory)
        } catch {
            guard case .git(let failure) = error else { throw error }
            throw .usage("no files given, and \(failure); name the snapshot files or folders")
        }
        guard let workingTree = repository.workingTree else {
            throw .usage("no files given, and the repository at \(repository.gitDirectory) is bare: name the snapshot files or folders")
        }
        let context = try RepositoryContext(repository: repository, configurationSource: .workingTree, override: configuration, directory: directory)
        let roots = context.configuration.snapshotRoots
        let here = workingTree.repositoryRelativePath(forFileSystemPath: directory) ?? ""
        // A pattern root (`e2e/**/*-snapshots/*.yml`) stands for the files it matches.
        let isPattern = { (root: String) in root.contains { $0 == "*" || $0 == "?" || $0 == "[" } }
        let patterns = roots.filter(isPattern)
        var existing = roots.filter { !isPattern($0) && FileIO.exists(workingTree.root + "/" + $0) }
        if includingPatterns && !patterns.isEmpty {
            do {
                existing += try repository.snapshots.files(at: .workingTree, roots: patterns).map(\.path)
            } catch {
                throw .git(error)
            }
        }
        guard !existing.isEmpty else {
            if !includingPatterns && !patterns.isEmpty && roots.allSatisfy(isPattern) {
                // `format` without files, where every root is a pattern of ARIA snapshots.
                throw .usage("no files given, and the snapshot roots (\(roots.joined(separator: ", "))) are all patterns of files another tool writes (Playwright's ARIA snapshots): format rewrites axsnap JSON files only (name any you have); `axdiff validate` checks the patterns' files")
            }
            throw .usage("no files given, and no snapshot root (\(roots.joined(separator: ", ")), \(context.configurationFound ? "from .axdiff.yml" : "the default")) exists in the working tree: name the files or folders")
        }
        return (existing.map { relative($0, from: here) }, "no files given: the snapshot roots \(existing.joined(separator: ", ")) (\(context.rootsOrigin))")
    }

    /// `target` (repository-relative) as seen from the folder `base` (repository-relative).
    static func relative(_ target: String, from base: String) -> String {
        let targetParts = target.split(separator: "/").filter { $0 != "." }
        let baseParts = base.split(separator: "/")
        var common = 0
        while common < min(targetParts.count, baseParts.count) && targetParts[common] == baseParts[common] { common += 1 }
        let parts = Array(repeating: "..", count: baseParts.count - common) + targetParts[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
