/// Where files are read from: a commit, or the two pseudo-revisions of local work.
public enum TreeSource: Hashable, Sendable, CustomStringConvertible {
    /// The tree of a commit.
    case commit(ObjectID)
    /// The staging area (what `git commit` would record now), as `git diff --staged` sees it.
    case index
    /// The files on disk, tracked or untracked but not ignored, as `git status` sees them.
    case workingTree

    /// How messages name the source: `commit 1a2b3c4`, `the index`, `the working tree`.
    public var description: String {
        switch self {
        case .commit(let id): "commit \(id.short)"
        case .index: "the index"
        case .workingTree: "the working tree"
        }
    }
}
