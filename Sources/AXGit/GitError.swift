/// Everything that can go wrong in `AXGit`, with the context a message needs.
///
/// Each description says what happened, quotes the value involved and says what to do.
public enum GitError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The directory given to start discovery from does not exist.
    case directoryNotFound(path: String)
    /// Neither the directory nor any folder above it holds a git repository.
    case notARepository(directory: String)
    /// libgit2 refused the repository because another user owns it (`safe.directory`).
    case unsafeRepository(path: String)
    /// The working tree or index was asked for in a bare repository.
    case noWorkingTree(repository: String)
    /// The name is not a branch, tag or commit in this repository.
    case unknownRevision(String)
    /// An abbreviated id matches several objects.
    case ambiguousRevision(String)
    /// The revision names a tree or blob, not a commit.
    case notACommit(String)
    /// A range such as `A..B` was given where one revision is needed.
    case unexpectedRange(String)
    /// The branch has no commits yet.
    case noCommitsYet(branch: String)
    /// `@{upstream}` was asked of a branch that tracks nothing.
    case noUpstream(branch: String)
    /// A shallow clone lacks the commits needed to answer; `revision` describes what was
    /// needed, quoted, e.g. `'HEAD~5'` or `the merge base of 'main' and 'HEAD'`.
    case shallowHistoryMissing(revision: String)
    /// The name is unknown in a shallow clone, where it was most likely never fetched (the base
    /// branch of a pull request checked out with `actions/checkout`'s default depth of 1).
    case unfetchedInShallowClone(String)
    /// Two commits share no history, so `A...B` has no merge base.
    case noMergeBase(String, String)
    /// The path names nothing at that revision; `revision` is a `TreeSource` description.
    case pathNotFound(path: String, revision: String)
    /// The file is a git-LFS pointer rather than the snapshot itself.
    case lfsPointer(path: String, revision: String)
    /// An object is missing from the object database or cannot be read.
    case corruptObject(id: String, detail: String)
    /// A file's contents are not in a partial clone (`--filter=blob:none`): they stay on
    /// `remote` until git needs them, and axdiff never fetches.
    case missingInPartialClone(what: String, id: String, remote: String, path: String)
    /// A file with unresolved merge conflicts: the index holds `stages` (1 base, 2 ours,
    /// 3 theirs) instead of one version, and the working-tree file has conflict markers.
    case conflicted(path: String, stages: [Int])
    /// A working-tree file could not be read.
    case unreadableFile(path: String, reason: String)
    /// libgit2 could not be opened (not installed, or another version); the text says which
    /// library and what to install.
    case libgit2NotLoaded(String)
    /// Any other libgit2 failure.
    case libgit2(LibGit2Failure)

    public var description: String {
        switch self {
        case .directoryNotFound(let path):
            "directory '\(path)' does not exist: run axdiff inside the repository or pass --repo PATH with an existing folder"
        case .notARepository(let directory):
            "not inside a git repository: neither '\(directory)' nor any folder above it holds one; run axdiff inside the repository or pass --repo PATH"
        case .unsafeRepository(let path):
            "the repository at '\(path)' belongs to another user, so git refuses to open it (safe.directory); if you trust it, run `git config --global --add safe.directory \(path)` and try again"
        case .noWorkingTree(let repository):
            "the repository at '\(repository)' is bare: it has no working tree or index to compare; name two commits instead"
        case .unknownRevision(let spec):
            "unknown revision '\(spec)': not a branch, tag or commit in this repository; check the name with `git branch -a` and `git tag`, or fetch it first"
        case .ambiguousRevision(let spec):
            "ambiguous revision '\(spec)': it matches several objects; give more characters of the id"
        case .notACommit(let spec):
            "revision '\(spec)' names a tree or file, not a commit; name a branch, tag or commit"
        case .unexpectedRange(let spec):
            "'\(spec)' is a range, but one revision is needed here; name a single branch, tag or commit"
        case .noCommitsYet(let branch):
            "branch '\(branch)' has no commits yet: commit the snapshots first, or name another revision"
        case .noUpstream(let branch):
            "branch '\(branch)' has no upstream, so '@{upstream}' means nothing; set one with `git branch --set-upstream-to=origin/\(branch) \(branch)` or name the base branch"
        case .shallowHistoryMissing(let revision):
            "\(revision) is not available: this is a shallow clone and the history needed is missing: fetch the full history, e.g. `git fetch --unshallow`, or `fetch-depth: 0` in actions/checkout"
        case .unfetchedInShallowClone(let spec):
            "unknown revision '\(spec)': this is a shallow clone (only the newest commits were fetched, as actions/checkout does by default) and '\(spec)' was never fetched: fetch it with its history, e.g. `git fetch --unshallow \(Self.fetchTarget(spec))`, or `git fetch --deepen=200 \(Self.fetchTarget(spec))` for part of it; in GitHub Actions, set `fetch-depth: 0` in actions/checkout"
        case .noMergeBase(let one, let two):
            "'\(one)' and '\(two)' share no history, so 'A...B' has no merge base; compare them directly with 'A..B'"
        case .pathNotFound(let path, let revision):
            "path '\(path)' not found in \(revision): check the spelling (this is its path in the repository) and that the file exists there"
        case .lfsPointer(let path, let revision):
            "'\(path)' in \(revision) is a git-LFS pointer, not a snapshot: run `git lfs pull` (in CI, check out with LFS enabled, e.g. `lfs: true` in actions/checkout) and try again"
        case .corruptObject(let id, let detail):
            "object \(id) could not be read (\(detail)): the repository may be damaged or incomplete; run `git fsck`, or fetch again"
        case .missingInPartialClone(let what, let id, let remote, let path):
            "\(what) (object \(id.prefix(7))) is not in this partial clone: it was cloned with `--filter`, which leaves file contents on '\(remote)' until git needs them, and axdiff never fetches. Fetch the snapshots' contents once with `git log -p --format= -- \(Self.folder(of: path)) > /dev/null` (git downloads what it reads), or clone without `--filter`"
        case .conflicted(let path, let stages):
            "'\(path)' has unresolved merge conflicts (its index stages: \(stages.map { ["", "1 base", "2 ours", "3 theirs"][$0] }.joined(separator: ", "))), so there is no one version to compare: record the snapshot again, or take one side with `git checkout --ours -- \(path)` (or `--theirs`), then `git add` it and run axdiff again"
        case .unreadableFile(let path, let reason):
            "cannot read '\(path)' in the working tree (\(reason)): check that the file exists and is readable"
        case .libgit2NotLoaded(let message):
            message
        case .libgit2(let failure):
            "git operation failed: \(failure.call) returned \(failure.code): \(failure.message); check the repository with `git status` and `git fsck`, and report this message if it persists"
        }
    }

    /// What to fetch for a revision: `origin main` for `origin/main` (or
    /// `refs/remotes/origin/main`), else `origin`.
    static func fetchTarget(_ spec: String) -> String {
        for prefix in ["refs/remotes/origin/", "remotes/origin/", "origin/"] where spec.hasPrefix(prefix) && spec.count > prefix.count {
            return "origin " + spec.dropFirst(prefix.count)
        }
        return "origin"
    }

    /// The folder holding `path` (with a trailing `/`), or `.` at the root, for a git pathspec.
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash]) + "/"
    }
}
