import AXModel
import CLibGit2

extension Repository {
    /// The submodule `path` lies in (its path in this repository), when one of `path`'s folders
    /// is a submodule at `source`: axdiff reads one repository, so snapshots there are not this
    /// repository's files.
    public func submodule(containing path: String, at source: TreeSource) -> String? {
        let components = SnapshotScope.normalize(path).split(separator: "/").map(String.init)
        guard !components.isEmpty else { return nil }
        var prefix = ""
        for component in components {
            prefix = prefix.isEmpty ? component : prefix + "/" + component
            if isGitlink(prefix, at: source) { return prefix }
        }
        return nil
    }

    private func isGitlink(_ path: String, at source: TreeSource) -> Bool {
        switch source {
        case .commit(let id):
            guard let tree = try? commitTree(id), let entry = try? entry(at: path, in: tree) else { return false }
            return entry.type == GIT_OBJECT_COMMIT
        case .index, .workingTree:
            guard let index = try? repositoryIndex(), let entry = git_index_get_bypath(index.pointer, RawPath.bytes(path), 0) else { return false }
            return entry.pointee.mode == GIT_FILEMODE_COMMIT.rawValue
        }
    }
}
