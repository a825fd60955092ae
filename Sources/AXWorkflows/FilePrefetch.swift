import AXGit
import AXModel
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// For a command on a repository (`check`, `history`, `diff` of revisions or of paths after
/// `--`…), libgit2 is loaded on another core while the arguments are parsed: the parser's
/// reflection takes the main thread for about 3 ms, and the load about 2 ms. Commands on
/// files never load it.
///
/// Large files named on a file command's line were read here too, on other cores while the
/// arguments were parsed; measured for issue 36 that bought nothing a row shows (the diff of
/// the 20,000-element pair, P1: 415.5M instructions with it, 416.2M without; CPU time 1.01
/// times, wall time 1.02 times without, medians of 40 alternating pairs), so files are read
/// when a workflow asks for them.
public enum FilePrefetch {
    /// How many operands are looked at to tell a `diff` of files from one of revisions.
    static let maximumCandidates = 8

    /// Commands that read a repository whatever their operands; `diff` does when paths
    /// follow `--` or when it is not given files.
    static let repositoryCommands: Set<String> = ["check", "history", "bisect", "bisect-run", "audit", "list", "ls"]

    /// Whether the command line `arguments` (after the program's name) reads a repository:
    /// a repository command, or a `diff` with paths after `--` or none of whose first operands
    /// is a file (two revisions).
    static func loadsLibrary(_ arguments: [String]) -> Bool {
        let separator = arguments.firstIndex(of: "--")
        let operands = arguments[..<(separator ?? arguments.endIndex)].filter { !$0.hasPrefix("-") }
        guard let command = operands.first else { return false }
        if repositoryCommands.contains(command) { return true }
        guard command == "diff" else { return false }
        if let separator, separator + 1 < arguments.count { return true }
        let namesFile = operands.dropFirst().prefix(maximumCandidates).contains { path in
            var info = stat()
            return stat(RawPath.bytes(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
        }
        return !namesFile
    }

    /// Starts loading libgit2 in the background when the command line `arguments` (after the
    /// program's name) reads a repository.
    public static func start(_ arguments: [String]) {
        if loadsLibrary(arguments) { loadLibrary() }
    }

    /// The load of libgit2 started by `start`, if any.
    private static let libraryLoad = DispatchGroup()

    /// Runs `load` (by default `Repository.loadLibrary`: `dlopen` of libgit2, its functions
    /// found, `git_libgit2_init`) on another core. Beside the argument parsing it is off the
    /// critical path of a command on a repository: for I3 (`diff main feature`, 1 of 1,000
    /// files changed) the main thread and the workflow's ran 41.6M instructions one after the
    /// other with the load on the workflow's thread, 30.9M with it on its own (callgrind,
    /// threads apart), a quarter of the command on a free core.
    static func loadLibrary(using load: @escaping @Sendable () -> Void = Repository.loadLibrary) {
        DispatchQueue.global().async(group: libraryLoad, execute: load)
    }

    /// Returns once a load started by `start` is done (at once when none was). The process
    /// must not exit during one: `exit` ran the TLS library's clean-up while the loading
    /// thread was initialising it, and about one usage error in ten of a command on a
    /// repository (`axdiff check --bogus`) ended in a segmentation fault.
    public static func finishLibraryLoad() {
        libraryLoad.wait()
    }
}
