import CLibGit2

/// First-parent history, as `git log --first-parent` walks it.
extension Revisions {
    /// The first-parent commits reachable from `head` and not from `base`, oldest first, as
    /// `git log --first-parent --reverse base..head` lists them; all of `head`'s first-parent
    /// history when `base` is nil.
    public func firstParentCommits(from base: ObjectID?, to head: ObjectID) throws(GitError) -> [CommitInfo] {
        try walkFirstParents(from: base, to: head).map { (id) throws(GitError) in try objects.commitInfo(id) }
    }

    /// Like `firstParentCommits(from:to:)`, keeping only the commits that changed something
    /// under the snapshot roots (`SnapshotCommits`).
    public func firstParentCommits(from base: ObjectID?, to head: ObjectID, roots: [String]) throws(GitError) -> [CommitInfo] {
        var walk = try snapshotCommits(from: base, to: head, roots: roots)
        var kept: [CommitInfo] = []
        while let commit = try walk.next() { kept.append(commit) }
        return kept
    }

    /// The commits of `firstParentCommits(from:to:roots:)` one at a time, each worked out when
    /// asked for: a history compares the first commit's screens while the rest are walked.
    public func snapshotCommits(from base: ObjectID?, to head: ObjectID, roots: [String]) throws(GitError) -> SnapshotCommits {
        SnapshotCommits(revisions: self, ids: try walkFirstParents(from: base, to: head), scope: SnapshotScope(roots: roots, paths: []))
    }

    /// The first-parent commits that changed something under the snapshot roots, oldest first:
    /// those whose root subtree ids differ from their first parent's. Compares tree ids only;
    /// no blob is read. Where a root is a pattern of files (`**/*-snapshots/*.yml`, whose
    /// folder is the whole repository), a commit whose folders differ is kept only when a file
    /// the patterns match differs too (`TreeWalk`, which looks only into the subtrees that
    /// differ).
    public struct SnapshotCommits {
        let revisions: Revisions
        let ids: [ObjectID]
        let scope: SnapshotScope
        let walk: TreeWalk
        var position = 0
        /// The last commit looked at, with its roots' ids: the next one's first parent.
        var previous: (commit: ObjectID, roots: [ObjectID?])?

        init(revisions: Revisions, ids: [ObjectID], scope: SnapshotScope) {
            self.revisions = revisions
            self.ids = ids
            self.scope = scope
            walk = TreeWalk(objects: revisions.objects)
        }

        /// The next commit that changed snapshots; nil after the last.
        public mutating func next() throws(GitError) -> CommitInfo? {
            while position < ids.count {
                let id = ids[position]
                position += 1
                let info = try revisions.objects.commitInfo(id)
                let mine = try revisions.rootIDs(of: id, scope: scope)
                let parents: [ObjectID?]
                if let firstParent = info.parents.first {
                    if let previous, previous.commit == firstParent {
                        parents = previous.roots
                    } else {
                        parents = try revisions.rootIDs(of: firstParent, scope: scope)
                    }
                } else {
                    parents = scope.prefixes.map { _ in nil }
                }
                previous = (id, mine)
                guard mine != parents else { continue }
                // A pattern's folder changed: did a file it matches? (Nil: one was added or
                // removed, or `git replace` is in force: kept.)
                if scope.hasPatterns, let parent = info.parents.first,
                   let modified = try walk.modifiedFiles(from: parent, to: id, scope: scope), modified.isEmpty
                {
                    continue
                }
                return info
            }
            return nil
        }
    }

    /// The ids of the subtrees (or files) at each snapshot root of a commit; nil where absent.
    private func rootIDs(of commit: ObjectID, scope: SnapshotScope) throws(GitError) -> [ObjectID?] {
        let tree = try objects.commitTree(commit)
        var ids: [ObjectID?] = []
        for prefix in scope.prefixes {
            ids.append(try objects.entry(at: prefix, in: tree)?.id)
        }
        return ids
    }

    private func walkFirstParents(from base: ObjectID?, to head: ObjectID) throws(GitError) -> [ObjectID] {
        if objects.hasReplacements { return try walkFirstParentsReplaced(from: base, to: head) }
        var pointer: OpaquePointer?
        try LibGit2.call("git_revwalk_new") { git_revwalk_new(&pointer, raw) }
        let walk = RevwalkHandle(pointer!, owner: objects.handle)
        let what = "the history between \(base?.short ?? "the first commit") and \(head.short)"
        do throws(GitError) {
            try LibGit2.call("git_revwalk_sorting") {
                git_revwalk_sorting(walk.pointer, GIT_SORT_TOPOLOGICAL.rawValue | GIT_SORT_REVERSE.rawValue)
            }
            try LibGit2.call("git_revwalk_simplify_first_parent") { git_revwalk_simplify_first_parent(walk.pointer) }
            var headOID = head.gitOID
            try LibGit2.call("git_revwalk_push") { git_revwalk_push(walk.pointer, &headOID) }
            if let base {
                var baseOID = base.gitOID
                try LibGit2.call("git_revwalk_hide") { git_revwalk_hide(walk.pointer, &baseOID) }
            }
            var ids: [ObjectID] = []
            var next = git_oid()
            while try LibGit2.call("git_revwalk_next", allowing: GIT_ITEROVER.rawValue, {
                git_revwalk_next(&next, walk.pointer)
            }) == 0 {
                ids.append(ObjectID(next))
            }
            return ids
        } catch {
            guard case .libgit2(let failure) = error, failure.isNotFound || failure.isMissingObject else { throw error }
            if objects.isShallow { throw .shallowHistoryMissing(revision: what) }
            throw .corruptObject(id: head.hex, detail: "\(what) is incomplete: \(failure.message)")
        }
    }

    /// The first-parent walk through replaced commits (`ObjectDatabase+Replace.swift`), which
    /// libgit2's revision walker does not see: `head`'s first-parent chain up to (not
    /// including) the first commit on `base`'s first-parent chain, oldest first.
    func walkFirstParentsReplaced(from base: ObjectID?, to head: ObjectID) throws(GitError) -> [ObjectID] {
        var hidden = Set<ObjectID>()
        if let base {
            for id in try firstParentChain(from: base, stoppingAt: []) { hidden.insert(id) }
        }
        return try firstParentChain(from: head, stoppingAt: hidden).reversed()
    }

    /// `start` and its first parents, newest first, up to a commit in `stop`.
    private func firstParentChain(from start: ObjectID, stoppingAt stop: Set<ObjectID>) throws(GitError) -> [ObjectID] {
        var chain: [ObjectID] = []
        var seen = Set<ObjectID>()
        var next: ObjectID? = start
        while let id = next, !stop.contains(id), seen.insert(id).inserted {
            chain.append(id)
            let commit = try objects.lookupCommit(id)
            next = git_commit_parentcount(commit.pointer) > 0 ? ObjectID(git_commit_parent_id(commit.pointer, 0)) : nil
        }
        return chain
    }
}
