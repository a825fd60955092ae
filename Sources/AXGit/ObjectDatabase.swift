import AXModel
import CLibGit2

/// The repository's commits, trees and blobs as axdiff reads them: looked up by id with
/// `git replace` honoured (`ObjectDatabase+Replace.swift`), blob bytes copied out before the
/// blob is freed, and a missing or damaged object explained (a shallow clone, a partial
/// clone, a damaged repository).
///
/// One per repository handle, shared by its revisions, diff, snapshot reader and working
/// tree, with the caches of that handle: the replace table (read on first use), the root
/// tree of the commit read last, and a count of the blobs read.
final class ObjectDatabase {
    let handle: RepositoryHandle
    let environment: GitEnvironment
    var raw: OpaquePointer { handle.pointer }

    /// How many blobs this handle has read (snapshot contents and `readFile`); listing and
    /// comparing never read blobs. Working-tree files read from disk are not counted.
    private(set) var blobReadCount = 0
    /// The `git replace` table, read on first use.
    var replacements: [ObjectID: ObjectID]?
    /// The root tree of the commit read last: path arguments and snapshot roots look up many
    /// paths in the same commit.
    private var lastCommitTree: (commit: ObjectID, tree: TreeHandle)?

    init(_ handle: RepositoryHandle, environment: GitEnvironment) {
        self.handle = handle
        self.environment = environment
    }

    /// True for a shallow clone, whose older history is missing.
    var isShallow: Bool { git_repository_is_shallow(raw) == 1 }

    func lookupCommit(_ id: ObjectID) throws(GitError) -> CommitHandle {
        var oid = replaced(id).gitOID
        return CommitHandle(try lookup("git_commit_lookup", id: id, what: "commit") { git_commit_lookup($0, raw, &oid) }, owner: handle)
    }

    func lookupTree(_ id: ObjectID) throws(GitError) -> TreeHandle {
        var oid = replaced(id).gitOID
        return TreeHandle(try lookup("git_tree_lookup", id: id, what: "tree") { git_tree_lookup($0, raw, &oid) }, owner: handle)
    }

    /// The object `function` looks up into the pointer it is given; a failure is said as the
    /// object `what` (`id`) missing, where it is (`missingObject`).
    private func lookup(
        _ function: StaticString, id: ObjectID, what: String, _ body: (UnsafeMutablePointer<OpaquePointer?>) -> Int32
    ) throws(GitError) -> OpaquePointer {
        var pointer: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call(function) { body(&pointer) }
        } catch {
            throw missingObject(error, id: id, what: what)
        }
        return pointer!
    }

    /// The subtree a tree entry names, looked up by the entry's own id (no `git replace`:
    /// libgit2's diff does not see replacements below the root trees either).
    func subtree(_ entry: OpaquePointer) throws(GitError) -> TreeHandle {
        TreeHandle(try lookup("git_tree_lookup", id: ObjectID(git_tree_entry_id(entry)), what: "tree") {
            git_tree_lookup($0, raw, git_tree_entry_id(entry))
        }, owner: handle)
    }

    /// The root tree of a commit.
    func commitTree(_ id: ObjectID) throws(GitError) -> TreeHandle {
        if let last = lastCommitTree, last.commit == id { return last.tree }
        let commit = try lookupCommit(id)
        let tree = try lookupTree(ObjectID(git_commit_tree_id(commit.pointer)))
        lastCommitTree = (id, tree)
        return tree
    }

    /// What sits at `path` in `tree` (`""` is the tree itself); nil when nothing does.
    func entry(at path: String, in tree: TreeHandle) throws(GitError) -> TreeEntry? {
        if path.isEmpty {
            return TreeEntry(id: ObjectID(git_tree_id(tree.pointer)), type: GIT_OBJECT_TREE, mode: GIT_FILEMODE_TREE)
        }
        var pointer: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call("git_tree_entry_bypath") { git_tree_entry_bypath(&pointer, tree.pointer, RawPath.bytes(path)) }
        } catch {
            if case .libgit2(let failure) = error, failure.isNotFound { return nil }
            throw error
        }
        let entry = TreeEntryHandle(pointer!, owner: handle)
        return TreeEntry(
            id: ObjectID(git_tree_entry_id(entry.pointer)),
            type: git_tree_entry_type(entry.pointer),
            mode: git_tree_entry_filemode(entry.pointer)
        )
    }

    /// A blob's bytes, copied out before the blob is freed; counted in `blobReadCount`.
    /// `path` and `source` say in messages which file it is.
    func readBlob(_ id: ObjectID, path: String, source: TreeSource) throws(GitError) -> [UInt8] {
        var oid = replaced(id).gitOID
        var pointer: OpaquePointer?
        do throws(GitError) {
            try LibGit2.call("git_blob_lookup") { git_blob_lookup(&pointer, raw, &oid) }
        } catch {
            if let remote = promisorRemote() {
                throw .missingInPartialClone(what: "file '\(path)' in \(source)", id: id.hex, remote: remote, path: path)
            }
            throw missingObject(error, id: id, what: "file '\(path)' in \(source)")
        }
        let blob = BlobHandle(pointer!, owner: handle)
        blobReadCount += 1
        let size = Int(git_blob_rawsize(blob.pointer))
        if size > Repository.maximumFileSize {
            throw .unreadableFile(path: path, reason: Repository.tooLarge(size))
        }
        guard size > 0, let content = git_blob_rawcontent(blob.pointer) else { return [] }
        return Array(UnsafeRawBufferPointer(start: content, count: size))
    }

    /// The facts about a commit that reports and history walks need.
    func commitInfo(_ id: ObjectID) throws(GitError) -> CommitInfo {
        let commit = try lookupCommit(id)
        let pointer = commit.pointer
        let parents = (0..<git_commit_parentcount(pointer)).map { ObjectID(git_commit_parent_id(pointer, $0)) }
        let author = git_commit_author(pointer)?.pointee
        return CommitInfo(
            id: id,
            parents: parents,
            authorName: author.flatMap { $0.name.map { String(cString: $0) } } ?? "",
            authorEmail: author.flatMap { $0.email.map { String(cString: $0) } } ?? "",
            authorDate: GitTime(
                secondsSinceEpoch: Int64(author?.when.time ?? 0),
                offsetMinutes: Int(author?.when.offset ?? 0)
            ),
            subject: git_commit_summary(pointer).map { String(cString: $0) } ?? "",
            message: git_commit_message(pointer).map { String(cString: $0) } ?? ""
        )
    }

    /// The remote a partial clone (`git clone --filter=...`) leaves objects on, which git
    /// fetches from when it needs them: the first `remote.NAME.promisor = true`, else
    /// `extensions.partialclone`; nil for a complete repository.
    func promisorRemote() -> String? {
        var config: OpaquePointer?
        guard git_repository_config_snapshot(&config, raw) == 0, let config else { return nil }
        defer { git_config_free(config) }
        // Every entry, filtered here: libgit2 1.5's glob iterator leaks the PCRE2 match data of
        // each entry its pattern does not match.
        var iterator: OpaquePointer?
        if git_config_iterator_new(&iterator, config) == 0, let iterator {
            defer { git_config_iterator_free(iterator) }
            var entry: UnsafeMutablePointer<git_config_entry>?
            while git_config_next(&entry, iterator) == 0, let entry {
                let name = String(cString: entry.pointee.name)
                guard name.hasPrefix("remote."), name.hasSuffix(".promisor"), name.count > "remote..promisor".count else { continue }
                let value = entry.pointee.value.map { String(cString: $0).lowercased() } ?? "true"
                guard ["true", "yes", "on", "1"].contains(value) else { continue }
                return String(name.dropFirst("remote.".count).dropLast(".promisor".count))
            }
        }
        var value: UnsafePointer<CChar>?
        if git_config_get_string(&value, config, "extensions.partialclone") == 0, let value {
            return String(cString: value)
        }
        return nil
    }

    /// Maps "object not found" to the shallow-clone error when the clone is shallow, and to
    /// a corrupt-object error otherwise; other failures pass through.
    func missingObject(_ error: GitError, id: ObjectID, what: String) -> GitError {
        guard case .libgit2(let failure) = error else { return error }
        if failure.isNotFound || failure.isMissingObject {
            if isShallow { return .shallowHistoryMissing(revision: "\(what) \(id.short)") }
            return .corruptObject(id: id.hex, detail: "\(what) is missing from the object database")
        }
        if failure.errorClass == Int32(GIT_ERROR_ODB.rawValue) || failure.errorClass == Int32(GIT_ERROR_ZLIB.rawValue)
            || failure.errorClass == Int32(GIT_ERROR_OBJECT.rawValue) || failure.code == GIT_EMISMATCH.rawValue {
            return .corruptObject(id: id.hex, detail: "\(what): \(failure.message)")
        }
        return error
    }
}

/// One entry of a tree, without its contents.
struct TreeEntry {
    let id: ObjectID
    let type: git_object_t
    let mode: git_filemode_t

    /// A regular or executable file; symbolic links and submodules are not snapshots.
    var isFile: Bool { type == GIT_OBJECT_BLOB && (mode == GIT_FILEMODE_BLOB || mode == GIT_FILEMODE_BLOB_EXECUTABLE) }
    var isTree: Bool { type == GIT_OBJECT_TREE }
}
