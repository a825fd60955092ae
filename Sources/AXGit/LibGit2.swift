import CLibGit2
import LibGit2Loader

/// The one place that talks to libgit2's global state and checks its return codes.
enum LibGit2 {
    /// Opens libgit2 and runs `git_libgit2_init`, once per process before any other libgit2
    /// call; nil when that worked, else the error every libgit2 call then throws.
    ///
    /// A `static let` is initialised lazily and exactly once, even when several threads
    /// touch it first at the same time.
    static let initialized: GitError? = {
        var message: UnsafePointer<CChar>?
        guard axdiff_libgit2_load(&message) == 0 else {
            return .libgit2NotLoaded(message.map { String(cString: $0) } ?? "libgit2 could not be loaded")
        }
        _ = git_libgit2_init()
        // libgit2 caches no tree over 4 KiB: a folder of 20,000 snapshots (a 1 MB tree) was
        // read and inflated again for every path looked up in it. Trees stay cached whole
        // (within the cache's overall 256 MiB).
        _ = axdiff_git_cache_object_limit(Int32(GIT_OBJECT_TREE.rawValue), 64 << 20)
        // libgit2 hashes every object it reads again (SHA-1 with collision detection) to
        // check its name: a tenth of a `check` over 1,000 changed screens. Git does not when
        // it reads objects (`git fsck` does); neither does axdiff. A damaged object still
        // fails to inflate or to parse.
        _ = axdiff_git_strict_hash_verification(0)
        return nil
    }()

    /// Runs one libgit2 call and turns a negative return code into `GitError.libgit2`.
    ///
    /// Every libgit2 call that can fail goes through here. The last error is cleared
    /// first so that a stale message from an earlier call is never reported, and
    /// `git_error_last()` may be NULL (libgit2 1.5 does not always set one).
    ///
    /// - Parameter allowing: a negative code that is an answer rather than a failure, such
    ///   as `GIT_ITEROVER` at the end of an iteration; it is returned, not thrown.
    @discardableResult
    static func call(_ name: StaticString, allowing: Int32? = nil, _ body: () -> Int32) throws(GitError) -> Int32 {
        if let failure = initialized { throw failure }
        git_error_clear()
        let code = body()
        guard code < 0, code != allowing else { return code }
        var errorClass: Int32 = 0
        var message = "no message from libgit2"
        if let last = git_error_last() {
            errorClass = last.pointee.klass
            if let text = last.pointee.message {
                message = String(cString: text)
            }
        }
        git_error_clear()
        throw .libgit2(LibGit2Failure(
            call: name.description, code: code, errorClass: errorClass, message: message
        ))
    }
}

/// What libgit2 said when a call failed: the call, its return code, its error class and text.
public struct LibGit2Failure: Equatable, Sendable {
    /// The C function that failed, e.g. `git_revparse_single`.
    public let call: String
    /// The negative return code, a `git_error_code` (e.g. -3 for `GIT_ENOTFOUND`).
    public let code: Int32
    /// The `git_error_t` class (e.g. 9 for `GIT_ERROR_ODB`), 0 when libgit2 gave none.
    public let errorClass: Int32
    /// libgit2's own message.
    public let message: String

    public init(call: String, code: Int32, errorClass: Int32, message: String) {
        self.call = call
        self.code = code
        self.errorClass = errorClass
        self.message = message
    }

    var isNotFound: Bool { code == GIT_ENOTFOUND.rawValue }
    /// The object database could not find an object: a missing commit, tree or blob.
    /// Some calls (`git_merge_base`, the revision walk) report it as a generic -1.
    var isMissingObject: Bool {
        errorClass == Int32(GIT_ERROR_ODB.rawValue) && (isNotFound || message.contains("not found"))
    }
}

extension Repository {
    /// Opens libgit2 and initialises it now, instead of when the first repository is opened;
    /// for a caller that does this on another core while it does other work. Safe from any
    /// thread. A failure is not reported here but by the first libgit2 call, as without this.
    public static func loadLibrary() {
        _ = LibGit2.initialized
    }
}
