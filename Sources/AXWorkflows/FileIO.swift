import AXGit
import AXModel
import class Foundation.NSLock

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing files with errors that say what to do; writes are atomic.
public enum FileIO {
    /// Reads a whole file.
    public static func read(_ path: String) throws(WorkflowError) -> [UInt8] {
        try openFile(path).read()
    }

    /// A regular file opened for reading, whose contents are read later (`read()`), on
    /// whichever core needs them: every error a file's name, kind, size or permissions can
    /// give is given by `openFile`.
    public final class OpenedFile: @unchecked Sendable {
        public let path: String
        let descriptor: Int32
        private let info: stat

        fileprivate init(path: String, descriptor: Int32, info: stat) {
            self.path = path
            self.descriptor = descriptor
            self.info = info
        }

        deinit { close(descriptor) }

        /// The file's contents. Read once: a second call reads from where the first ended.
        public func read() throws(WorkflowError) -> [UInt8] {
            try FileIO.readContents(path, descriptor: descriptor, info: info)
        }
    }

    /// Opens a regular file for reading, refusing what `read` refuses.
    public static func openFile(_ path: String) throws(WorkflowError) -> OpenedFile {
        var info = stat()
        guard stat(RawPath.bytes(path), &info) == 0 else { throw error(path, errno) }
        if (info.st_mode & S_IFMT) == S_IFDIR {
            throw .io(path: path, message: "is a directory, not a snapshot file")
        }
        // Refused before reading: a link to /dev/zero or a FIFO never ends.
        if (info.st_mode & S_IFMT) != S_IFREG {
            throw .io(path: path, message: "not a regular file (a device, FIFO or socket): axdiff reads snapshot files only")
        }
        if Int(info.st_size) > Repository.maximumFileSize { throw tooLarge(path) }
        let descriptor = open(RawPath.bytes(path), O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { throw error(path, errno) }
        return OpenedFile(path: path, descriptor: descriptor, info: info)
    }

    /// Reads the regular file open as `descriptor`, which `stat` described as `info`.
    static func readContents(_ path: String, descriptor: Int32, info: stat) throws(WorkflowError) -> [UInt8] {
        // Read straight into the array's storage, sized from stat; a file that grows meanwhile
        // gets more room, one that shrinks is cut at its end.
        var capacity = Int(max(info.st_size, 0)) + 1
        var bytes: [UInt8] = []
        while true {
            var failure: Int32 = 0
            var full = false
            let earlier = bytes  // what a smaller attempt read
            bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, initialized in
                adviseHugePages(UnsafeMutableRawBufferPointer(buffer))
                initialized = buffer.initialize(from: earlier).1
                while initialized < buffer.count {
                    let count = Glibc.read(descriptor, buffer.baseAddress! + initialized, buffer.count - initialized)
                    if count < 0 {
                        if errno == EINTR { continue }
                        failure = errno
                        return
                    }
                    if count == 0 { return }
                    initialized += count
                }
                full = true
            }
            if failure != 0 { throw error(path, failure) }
            if !full { return bytes }
            if capacity > Repository.maximumFileSize { throw tooLarge(path) }
            capacity *= 2
        }
    }

    /// Hands a fresh buffer of 4 MB or more to `FreshMemory.prepare`, which the executable
    /// makes ask for huge pages and make its pages present in one call: reading a 4.7 MB
    /// snapshot otherwise faults in, zeroes and fills 1,150 pages one at a time.
    static func adviseHugePages(_ buffer: UnsafeMutableRawBufferPointer) {
        guard buffer.count >= 2 * FreshMemory.blockSize, let base = buffer.baseAddress else { return }
        FreshMemory.prepare(base, buffer.count, true)
    }

    /// Writes an output. Every file axdiff writes goes through here.
    ///
    /// A regular file (or a new path) is replaced atomically: a temporary file beside it is
    /// written, flushed and renamed over the original, so readers see the old or the new file,
    /// never a part. The original's permissions are kept; a new file gets the mode any other
    /// program would give it (0666 less the umask: 0644 under the usual 022), not the temporary
    /// file's 0600. On any error the original is left as it was.
    ///
    /// Anything else is opened and written in place, never replaced: `-` is standard output; a
    /// character device (`/dev/null`), a FIFO or a socket is written as it is; a symbolic link
    /// is followed, so the link stays a link, and one that leads through `/dev` or `/proc`
    /// (`/dev/stdout`, `/dev/fd/63` of a process substitution) is written in place. A regular
    /// file with more than one hard link is written in place too, so its names stay one file.
    public static func writeAtomically(_ bytes: [UInt8], to path: String) throws(WorkflowError) {
        switch OutputTarget(path) {
        case .standardOutput:
            let failure = writeAll(bytes, to: 1)
            if failure != 0 { throw error("standard output", failure, writing: true) }
        case .inPlace:
            let descriptor = open(RawPath.bytes(path), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
            guard descriptor >= 0 else { throw error(path, errno, writing: true) }
            let failure = writeAll(bytes, to: descriptor)
            close(descriptor)
            if failure != 0 { throw error(path, failure, writing: true) }
        case .replace(let target):
            try replace(bytes, at: target)
        }
    }

    /// Writes every byte to a descriptor; the errno of a failed write, or 0.
    public static func writeAll(_ bytes: [UInt8], to descriptor: Int32) -> Int32 {
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += written
            }
        }
        return failure
    }

    private static func replace(_ bytes: [UInt8], at path: String) throws(WorkflowError) {
        var info = stat()
        let existed = stat(RawPath.bytes(path), &info) == 0
        let directory = path.contains("/") ? String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) : "."
        let base = path.split(separator: "/").last.map(String.init) ?? path
        var template = RawPath.bytes("\(directory.isEmpty ? "/" : directory)/.\(base).axdiff-XXXXXX")
        guard let (descriptor, temporary) = TemporaryFiles.shared.create(&template) else { throw error(path, errno, writing: true) }
        defer { TemporaryFiles.shared.unregister(temporary) }
        var failure = writeAll(bytes, to: descriptor)
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        let mode = existed ? info.st_mode & 0o7777 : 0o666 & ~Self.umaskValue
        if failure == 0 && fchmod(descriptor, mode) != 0 { failure = errno }
        close(descriptor)
        if failure == 0 && rename(RawPath.bytes(temporary), RawPath.bytes(path)) != 0 { failure = errno }
        if failure != 0 {
            unlink(RawPath.bytes(temporary))
            throw error(path, failure, writing: true)
        }
    }

    private static func tooLarge(_ path: String) -> WorkflowError {
        .io(path: path, message: "larger than the limit of \(Repository.maximumFileSize) bytes; if it really is a snapshot, raise the limit with AXDIFF_MAX_FILE_SIZE")
    }

    /// The process's umask, read once. `umask` can only be read by setting it: for that
    /// instant it is the strictest one, so a file another thread creates meanwhile is private.
    static let umaskValue: mode_t = {
        let current = umask(0o077)
        umask(current)
        return current
    }()

    static func error(_ path: String, _ code: Int32, writing: Bool = false) -> WorkflowError {
        let message: String
        switch code {
        case ENOENT: message = writing ? "the folder does not exist" : "no such file"
        case EACCES, EPERM: message = writing ? "permission denied: cannot write here" : "permission denied: make the file readable (chmod +r) or run as its owner"
        case EISDIR: message = writing ? "is a folder: give the output a file name (one inside the folder will do)" : "is a directory, not a snapshot file"
        case ELOOP: message = "too many levels of symbolic links (a symlink loop)"
        case ENOSPC: message = "no space left on the device"
        case EPIPE: message = "the reader closed the pipe before everything was written"
        case EROFS: message = "the file system is read-only"
        default: message = String(cString: strerror(code))
        }
        return .io(path: path, message: message)
    }

    /// Expands arguments: a file stays, a folder becomes the `.axsnap.json` files under it
    /// (sorted, symlinks followed once, loops reported), a missing path is reported.
    public static func expandSnapshotPaths(_ arguments: [String]) -> [(path: String, error: WorkflowError?)] {
        var result: [(path: String, error: WorkflowError?)] = []
        for argument in arguments {
            var info = stat()
            guard stat(RawPath.bytes(argument), &info) == 0 else {
                result.append((argument, error(argument, errno)))
                continue
            }
            if (info.st_mode & S_IFMT) != S_IFDIR {
                result.append((argument, nil))
                continue
            }
            if argument.hasSuffix(".axsnap.json") {
                result.append((argument, .io(path: argument, message: "is a directory, not a snapshot file")))
                continue
            }
            var visited = Set<[UInt64]>()
            walk(argument, info: info, visited: &visited, into: &result)
        }
        return result
    }

    private static func walk(_ directory: String, info: stat, visited: inout Set<[UInt64]>, into result: inout [(path: String, error: WorkflowError?)]) {
        guard visited.insert([UInt64(info.st_dev), UInt64(info.st_ino)]).inserted else {
            result.append((directory, .io(path: directory, message: "symlink loop: this folder was already searched; remove the link that points back to it")))
            return
        }
        guard let handle = opendir(RawPath.bytes(directory)) else {
            result.append((directory, error(directory, errno)))
            return
        }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = entry.entryName
            if name == "." || name == ".." || name == ".git" { continue }
            names.append(name)
        }
        closedir(handle)
        for name in names.sorted() {
            let path = directory.hasSuffix("/") ? directory + name : directory + "/" + name
            var child = stat()
            guard stat(RawPath.bytes(path), &child) == 0 else {
                if name.hasSuffix(".axsnap.json") || errno == ELOOP { result.append((path, error(path, errno))) }
                continue
            }
            if (child.st_mode & S_IFMT) == S_IFDIR {
                if name.hasSuffix(".axsnap.json") {
                    result.append((path, .io(path: path, message: "is a directory, not a snapshot file")))
                } else {
                    walk(path, info: child, visited: &visited, into: &result)
                }
            } else if name.hasSuffix(".axsnap.json") {
                result.append((path, nil))
            }
        }
    }
}

/// Temporary files being written, removed if the process is interrupted.
public final class TemporaryFiles: @unchecked Sendable {
    public static let shared = TemporaryFiles()
    private let lock = NSLock()
    private var paths = Set<String>()
    /// Set once the files were removed: the process is ending, and no new one is made.
    private var closed = false

    /// Creates a temporary file from a `mkstemp` template and registers it, in one step under
    /// the lock, so that an interrupt cannot come between the two and leave the file behind.
    /// Nil (errno set) when it cannot be made, or when the process is being interrupted.
    func create(_ template: inout [CChar]) -> (descriptor: Int32, path: String)? {
        lock.withLock {
            guard !closed else {
                errno = EINTR
                return nil
            }
            let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
            guard descriptor >= 0 else { return nil }
            let path = RawPath.decode(template.dropLast().map { UInt8(bitPattern: $0) })
            paths.insert(path)
            return (descriptor, path)
        }
    }

    func unregister(_ path: String) { lock.withLock { _ = paths.remove(path) } }

    /// Removes every registered temporary file and refuses new ones (called from the
    /// interrupt handler, before the process exits).
    public func removeAll() {
        lock.withLock {
            for path in paths { unlink(RawPath.bytes(path)) }
            paths.removeAll()
            closed = true
        }
    }
}

extension FileIO {
    /// True when something is at the path (symlinks followed).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(RawPath.bytes(path), &info) == 0
    }

    /// True when the path names an existing regular file (or a symlink to one).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(RawPath.bytes(path), &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }
}

extension FileIO {
    /// True when something is at the path itself, a dangling symbolic link included.
    public static func existsOrIsLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(RawPath.bytes(path), &info) == 0
    }

    /// Writes a file of the repository's own (`axdiff init`'s `.axdiff.yml`), atomically, and
    /// never through a symbolic link a commit may have put there: a link, or anything but a
    /// regular file, at the path is an error that says so.
    static func writeRefusingLinks(_ bytes: [UInt8], to path: String) throws(WorkflowError) {
        var info = stat()
        if lstat(RawPath.bytes(path), &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFLNK: throw .io(path: path, message: "is a symbolic link: axdiff does not write through it; remove the link, then run again")
            default: throw .io(path: path, message: "is not a regular file; remove it, then run again")
            }
        }
        try writeAtomically(bytes, to: path)
    }
}
