import CLibGit2

/// A kind of libgit2 object, named by the function that frees it.
protocol GitHandleKind {
    static func free(_ pointer: OpaquePointer)
}

/// Owns one libgit2 object and frees it in `deinit`.
///
/// `owner` keeps the repository handle alive for as long as an object read from it is:
/// libgit2 objects must not outlive their repository.
final class GitHandle<Kind: GitHandleKind> {
    let pointer: OpaquePointer
    private let owner: AnyObject?

    init(_ pointer: OpaquePointer, owner: AnyObject?) {
        self.pointer = pointer
        self.owner = owner
    }

    deinit {
        Kind.free(pointer)
    }
}

enum RepositoryKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_repository_free(pointer) }
}
enum ObjectKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_object_free(pointer) }
}
enum CommitKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_commit_free(pointer) }
}
enum TreeKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_tree_free(pointer) }
}
enum TreeEntryKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_tree_entry_free(pointer) }
}
enum BlobKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_blob_free(pointer) }
}
enum IndexKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_index_free(pointer) }
}
enum DiffKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_diff_free(pointer) }
}
enum ReferenceKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_reference_free(pointer) }
}
enum RevwalkKind: GitHandleKind {
    static func free(_ pointer: OpaquePointer) { git_revwalk_free(pointer) }
}

typealias RepositoryHandle = GitHandle<RepositoryKind>
typealias ObjectHandle = GitHandle<ObjectKind>
typealias CommitHandle = GitHandle<CommitKind>
typealias TreeHandle = GitHandle<TreeKind>
typealias TreeEntryHandle = GitHandle<TreeEntryKind>
typealias BlobHandle = GitHandle<BlobKind>
typealias IndexHandle = GitHandle<IndexKind>
typealias DiffHandle = GitHandle<DiffKind>
typealias ReferenceHandle = GitHandle<ReferenceKind>
typealias RevwalkHandle = GitHandle<RevwalkKind>
