import CLibGit2

/// The branches a pre-merge check compares against.
extension Revisions {
    /// The branch HEAD is on (e.g. `feature/login`), also before its first commit; nil when
    /// HEAD is detached.
    public var currentBranch: String? {
        guard let head = try? reference("HEAD"), let target = git_reference_symbolic_target(head.pointer) else {
            return nil
        }
        let name = String(cString: target)
        return name.hasPrefix("refs/heads/") ? String(name.dropFirst("refs/heads/".count)) : nil
    }

    /// The upstream of a local branch as a short name (`origin/main`, or `main` for a local
    /// tracking branch); nil when the branch tracks nothing.
    ///
    /// Throws `.unknownRevision` when there is no such local branch.
    public func upstream(ofBranch branch: String) throws(GitError) -> String? {
        var local: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call("git_branch_lookup") { git_branch_lookup(&local, raw, branch, GIT_BRANCH_LOCAL) }
        } catch {
            if case .libgit2(let failure) = error, failure.isNotFound || failure.code == GIT_EINVALIDSPEC.rawValue {
                throw .unknownRevision(branch)
            }
            throw error
        }
        let localHandle = ReferenceHandle(local!, owner: objects.handle)
        var remote: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call("git_branch_upstream") { git_branch_upstream(&remote, localHandle.pointer) }
        } catch {
            if case .libgit2(let failure) = error, failure.isNotFound { return nil }
            throw error
        }
        let remoteHandle = ReferenceHandle(remote!, owner: objects.handle)
        return String(cString: git_reference_shorthand(remoteHandle.pointer))
    }

    /// Which of the usual base branches exist, for choosing a pre-merge comparison base.
    public func defaultBase() -> BaseCandidates {
        var originHead: String?
        if let ref = try? reference("refs/remotes/origin/HEAD"), let target = git_reference_symbolic_target(ref.pointer) {
            let name = String(cString: target)
            if name.hasPrefix("refs/remotes/"), referenceExists(name) {
                originHead = String(name.dropFirst("refs/remotes/".count))
            }
        }
        return BaseCandidates(
            originHead: originHead,
            hasOriginMain: referenceExists("refs/remotes/origin/main"),
            hasOriginMaster: referenceExists("refs/remotes/origin/master"),
            hasMain: referenceExists("refs/heads/main"),
            hasMaster: referenceExists("refs/heads/master")
        )
    }

    func reference(_ name: String) throws(GitError) -> ReferenceHandle {
        var pointer: OpaquePointer?
        try LibGit2.call("git_reference_lookup") { git_reference_lookup(&pointer, raw, name) }
        return ReferenceHandle(pointer!, owner: objects.handle)
    }

    /// Whether the reference exists and resolves to an object.
    func referenceExists(_ name: String) -> Bool {
        var oid = git_oid()
        return (try? LibGit2.call("git_reference_name_to_id") { git_reference_name_to_id(&oid, raw, name) }) != nil
    }
}
