import AXGit
import AXModel
import Dispatch
import class Foundation.NSLock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Large files named on a file command's line (`diff A B`, `validate`, `show`, `format`,
/// `import`), read on another core while the arguments are parsed: the parser's reflection
/// takes the main thread for about 3 ms, as long as reading two 5 MB snapshots. For a command
/// on a repository (`check`, `history`, `diff` of revisions or of paths after `--`…), libgit2
/// is loaded meanwhile instead; commands on files never load it.
///
/// Only reads, and only regular files of `minimumSize` or more among the first
/// `maximumCandidates` operands. `FileIO.read` takes a file's bytes when the file is still
/// the one read (same device, inode, size and change times); otherwise, or when the prefetch
/// failed, it reads the file itself, with its own errors.
public enum FilePrefetch {
    static let minimumSize = 512 << 10
    static let maximumCandidates = 8
    static let commands: Set<String> = ["diff", "validate", "show", "format", "import"]

    /// One file being read: its bytes once `done` is signalled.
    final class Slot: @unchecked Sendable {
        let info: stat
        let done = DispatchSemaphore(value: 0)
        var bytes: [UInt8]?  // written before `done` is signalled, read after

        init(info: stat) { self.info = info }
    }

    private static let slots = NSLock()
    nonisolated(unsafe) private static var pending: [String: Slot] = [:]

    /// Commands that read a repository whatever their operands; `diff` does when paths
    /// follow `--` or when it is not given files.
    static let repositoryCommands: Set<String> = ["check", "history", "bisect", "bisect-run", "audit", "list", "ls"]

    /// What `start` does for a command line.
    enum Plan {
        case nothing
        /// A command on a repository: libgit2 is loaded.
        case loadLibrary
        /// A command on files: these large regular files are read.
        case read([(path: String, info: stat)])
    }

    /// The plan for `arguments` (the command line after the program's name). A `diff` reads
    /// a repository when paths follow `--` or when none of its first operands is a file (two
    /// revisions); otherwise its operands are files, as for the other file commands.
    static func plan(_ arguments: [String]) -> Plan {
        let separator = arguments.firstIndex(of: "--")
        let operands = arguments[..<(separator ?? arguments.endIndex)].filter { !$0.hasPrefix("-") }
        guard let command = operands.first else { return .nothing }
        if repositoryCommands.contains(command) { return .loadLibrary }
        guard commands.contains(command) else { return .nothing }
        if command == "diff", let separator, separator + 1 < arguments.count { return .loadLibrary }
        var found: [(path: String, info: stat)] = []
        var namesFile = false
        for path in operands.dropFirst().prefix(maximumCandidates) {
            var info = stat()
            guard stat(RawPath.bytes(path), &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { continue }
            namesFile = true
            guard Int(info.st_size) >= minimumSize, Int(info.st_size) <= Repository.maximumFileSize,
                  !found.contains(where: { $0.path == path })
            else { continue }
            found.append((path, info))
        }
        // A `diff` of revisions (commands on files never load libgit2).
        if command == "diff" && !namesFile { return .loadLibrary }
        return found.isEmpty ? .nothing : .read(found)
    }

    /// Starts reading the large files among `arguments` (the command line after the program's
    /// name) in the background, or, for a command that reads a repository, loading libgit2
    /// (2 ms of dynamic linking, which otherwise follows the argument parsing).
    public static func start(_ arguments: [String]) {
        switch plan(arguments) {
        case .nothing:
            return
        case .loadLibrary:
            loadLibrary()
        case .read(let found):
            let files = found.map { ($0.path, Slot(info: $0.info)) }
            slots.withLock { for (path, slot) in files { pending[path] = slot } }
            // Each file on its own thread: reading is mostly faulting in and filling fresh
            // pages, which two cores do twice as fast as one.
            for (path, slot) in files {
                DispatchQueue.global().async {
                    slot.bytes = try? FileIO.readContents(path, info: slot.info)
                    slot.done.signal()
                }
            }
        }
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

    /// Whether `path` is being read ahead (or was, and is not taken yet).
    static func isPending(_ path: String) -> Bool {
        slots.withLock { pending[path] != nil }
    }

    /// The bytes read ahead for `path` when it is still the file `info` describes (waiting
    /// for a read under way); nil otherwise. Each file's bytes are handed out once.
    static func take(_ path: String, matching info: stat) -> [UInt8]? {
        guard let slot = slots.withLock({ pending.removeValue(forKey: path) }) else { return nil }
        slot.done.wait()
        guard sameFile(slot.info, info) else { return nil }
        return slot.bytes
    }

    static func sameFile(_ a: stat, _ b: stat) -> Bool {
        guard a.st_dev == b.st_dev && a.st_ino == b.st_ino && a.st_size == b.st_size else { return false }
        #if os(Linux)
        return a.st_mtim.tv_sec == b.st_mtim.tv_sec && a.st_mtim.tv_nsec == b.st_mtim.tv_nsec
            && a.st_ctim.tv_sec == b.st_ctim.tv_sec && a.st_ctim.tv_nsec == b.st_ctim.tv_nsec
        #else
        return a.st_mtimespec.tv_sec == b.st_mtimespec.tv_sec && a.st_mtimespec.tv_nsec == b.st_mtimespec.tv_nsec
            && a.st_ctimespec.tv_sec == b.st_ctimespec.tv_sec && a.st_ctimespec.tv_nsec == b.st_ctimespec.tv_nsec
        #endif
    }
}
