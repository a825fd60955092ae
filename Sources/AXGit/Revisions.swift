import CLibGit2

/// Commits as git names them: a branch or tag, a full or abbreviated id, `HEAD~n`,
/// `@{upstream}`, the ranges `A..B` and `A...B`, and merge bases; with the branches of the
/// repository (`Revisions+Branches.swift`) and first-parent history
/// (`Revisions+History.swift`). Failures say why: an unknown name, an ambiguous id, a
/// shallow clone that lacks the history, a branch without commits.
///
/// A value of its repository (`Repository.revisions`), used on that repository's thread.
public struct Revisions {
    let objects: ObjectDatabase
    var raw: OpaquePointer { objects.raw }

    /// Resolves one revision as git does: branch or tag name (annotated tags peeled to their
    /// commit), remote-tracking branch, full or abbreviated id, `HEAD~n`, `HEAD^2`,
    /// `@{upstream}` / `branch@{u}`, and the rest of `git rev-parse`'s single-revision forms.
    ///
    /// Throws `.unexpectedRange` for `A..B`; use `range(_:)` for those.
    public func commit(_ spec: String) throws(GitError) -> CommitInfo {
        try objects.commitInfo(commitID(spec))
    }

    /// Resolves `A..B` to (A, B) and `A...B` to (merge base of A and B, B), as `git diff`
    /// reads them; an empty side means `HEAD`. Nil when `spec` is not a range.
    public func range(_ spec: String) throws(GitError) -> ResolvedRange? {
        guard let range = RevisionRange.parse(spec) else { return nil }
        guard RevisionRange.parse(range.left) == nil, RevisionRange.parse(range.right) == nil else {
            throw .unknownRevision(spec)
        }
        let left = try commitID(range.left)
        let right = try commitID(range.right)
        let base = range.symmetric ? try mergeBase(left, right, names: (range.left, range.right)) : left
        return ResolvedRange(
            left: range.left, right: range.right, symmetric: range.symmetric,
            leftCommit: try objects.commitInfo(left), base: try objects.commitInfo(base), head: try objects.commitInfo(right))
    }

    /// The best common ancestor of two commits, as `git merge-base` finds it.
    public func mergeBase(_ one: ObjectID, _ two: ObjectID) throws(GitError) -> ObjectID {
        try mergeBase(one, two, names: (one.short, two.short))
    }

    func mergeBase(_ one: ObjectID, _ two: ObjectID, names: (String, String)) throws(GitError) -> ObjectID {
        var out = git_oid()
        var first = one.gitOID
        var second = two.gitOID
        do throws(GitError) {
            try LibGit2.call("git_merge_base") { git_merge_base(&out, raw, &first, &second) }
        } catch {
            guard case .libgit2(let failure) = error else { throw error }
            let isShallow = objects.isShallow
            if failure.isMissingObject || (failure.isNotFound && isShallow) {
                if isShallow { throw .shallowHistoryMissing(revision: "the merge base of '\(names.0)' and '\(names.1)'") }
                throw .corruptObject(id: one.hex, detail: "history of '\(names.0)' or '\(names.1)': \(failure.message)")
            }
            guard failure.isNotFound else { throw error }
            throw .noMergeBase(names.0, names.1)
        }
        return ObjectID(out)
    }

    /// The commit id `spec` names, with errors explained.
    func commitID(_ spec: String) throws(GitError) -> ObjectID {
        if RevisionRange.parse(spec) != nil { throw .unexpectedRange(spec) }
        guard !spec.isEmpty else { throw .unknownRevision(spec) }
        var pointer: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call("git_revparse_single") { git_revparse_single(&pointer, raw, spec) }
        } catch {
            throw revisionError(error, spec: spec)
        }
        let object = ObjectHandle(pointer!, owner: objects.handle)
        var peeled: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call("git_object_peel") { git_object_peel(&peeled, object.pointer, GIT_OBJECT_COMMIT) }
        } catch {
            guard case .libgit2(let failure) = error else { throw error }
            if failure.code == GIT_EPEEL.rawValue || failure.code == GIT_EINVALIDSPEC.rawValue
                || git_object_type(object.pointer) != GIT_OBJECT_TAG {
                throw .notACommit(spec)
            }
            throw revisionError(error, spec: spec)
        }
        let commit = ObjectHandle(peeled!, owner: objects.handle)
        return ObjectID(git_object_id(commit.pointer))
    }

    /// Explains why libgit2 could not resolve `spec`.
    private func revisionError(_ error: GitError, spec: String) -> GitError {
        guard case .libgit2(let failure) = error else { return error }
        let isShallow = objects.isShallow
        switch failure.code {
        case GIT_EAMBIGUOUS.rawValue:
            return .ambiguousRevision(spec)
        case GIT_EUNBORNBRANCH.rawValue:
            return .noCommitsYet(branch: currentBranch ?? "HEAD")
        case GIT_ENOTFOUND.rawValue, GIT_EINVALIDSPEC.rawValue:
            if let branch = branchLackingUpstream(spec) { return .noUpstream(branch: branch) }
            if git_repository_head_unborn(raw) == 1 && (spec.hasPrefix("HEAD") || spec.hasPrefix("@")) {
                return .noCommitsYet(branch: currentBranch ?? "HEAD")
            }
            if isShallow && (failure.isMissingObject || Self.needsHistory(spec)) {
                return .shallowHistoryMissing(revision: "'\(spec)'")
            }
            return isShallow ? .unfetchedInShallowClone(spec) : .unknownRevision(spec)
        default:
            if failure.isMissingObject {
                return isShallow
                    ? .shallowHistoryMissing(revision: "'\(spec)'")
                    : .corruptObject(id: spec, detail: failure.message)
            }
            return error
        }
    }

    /// For `branch@{u}` or `@{upstream}`: the branch, if it exists and tracks nothing.
    private func branchLackingUpstream(_ spec: String) -> String? {
        let lowered = spec.lowercased()
        guard let at = lowered.range(of: "@{u}") ?? lowered.range(of: "@{upstream}") else { return nil }
        let name = String(spec[spec.startIndex..<at.lowerBound])
        guard let branch = name.isEmpty ? currentBranch : name else { return nil }
        do {
            return try upstream(ofBranch: branch) == nil ? branch : nil
        } catch {
            return nil
        }
    }

    /// Whether the spec names a commit by id or by ancestry, which a shallow clone may lack.
    private static func needsHistory(_ spec: String) -> Bool {
        spec.contains("~") || spec.contains("^")
            || (spec.utf8.count >= 4 && spec.utf8.allSatisfy { ($0 >= 48 && $0 <= 57) || ($0 >= 97 && $0 <= 102) || ($0 >= 65 && $0 <= 70) })
    }
}
