import AXGit
import AXRules

extension RepositoryContext {
    /// When no snapshot is at any of `sources` (under the roots, narrowed by `paths`, not
    /// ignored): what the run looked for and where, and how to point axdiff at the
    /// snapshots; nil when one is there. A run that compared nothing because there is nothing
    /// is not a run that found nothing wrong. Asked only when a run found no change, so a
    /// run that did pays nothing for it.
    public func nothingToCheck(at sources: [TreeSource], paths: NarrowingPaths = []) throws(WorkflowError) -> String? {
        var seen = Set<TreeSource>()
        for source in sources where seen.insert(source).inserted {
            do {
                let files = try repository.snapshots.files(at: source, roots: configuration.snapshotRoots, narrowing: paths)
                if files.contains(where: { !configuration.isIgnored(path: $0.path) }) { return nil }
            } catch {
                throw .git(error)
            }
        }
        let places = sources.reduce(into: [String]()) { names, source in
            if !names.contains(source.description) { names.append(source.description) }
        }
        let narrowed = paths.isEmpty ? "" : " under the paths given"
        let roots = configuration.snapshotRoots.joined(separator: ", ")
        return "no snapshot to check: nothing in \(places.joined(separator: " or "))\(narrowed) matches the snapshot roots (\(roots); \(configurationFound ? rootsOrigin : "the defaults, as no \(ConfigurationFile.name) was found")). "
            + "Point axdiff at your snapshots: `axdiff init` writes an \(ConfigurationFile.name) for the ones it finds, "
            + "or list their folders or file patterns under `snapshots:` in \(ConfigurationFile.name) (or in a file given with --config)"
    }
}
