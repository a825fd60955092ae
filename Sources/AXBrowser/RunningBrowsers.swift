import class Foundation.NSLock
#if canImport(Glibc)
import Glibc

/// The browsers this process has started and not yet stopped, so that an interrupt (SIGINT,
/// SIGTERM, SIGHUP) stops them and removes their profiles before axdiff exits.
public final class RunningBrowsers: @unchecked Sendable {
    public static let shared = RunningBrowsers()
    private let lock = NSLock()
    private var processes: [ObjectIdentifier: ChromiumProcess] = [:]

    func add(_ process: ChromiumProcess) {
        lock.withLock { processes[ObjectIdentifier(process)] = process }
    }

    func remove(_ process: ChromiumProcess) {
        lock.withLock { _ = processes.removeValue(forKey: ObjectIdentifier(process)) }
    }

    private var interrupted = false

    /// True once `stopAll` has run: the process is about to end.
    var isInterrupted: Bool { lock.withLock { interrupted } }

    /// Kills and reaps every running browser and removes its profile folder. For the interrupt
    /// handler, which ends the process next.
    public func stopAll() {
        let running = lock.withLock {
            interrupted = true
            return Array(processes.values)
        }
        for process in running { process.stop(interrupting: true) }
    }

    /// The file in a profile folder that names the axdiff that made it and its browser.
    static let ownerFile = "axdiff-owner"

    /// Writes `<axdiff's pid> <the browser's pid or 0>` into the profile folder.
    static func writeOwner(of profile: String, browser: pid_t?) {
        let text = "\(getpid()) \(browser ?? 0)\n"
        let path = profile + "/" + ownerFile
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC | O_NOFOLLOW, 0o600)
        guard descriptor >= 0 else { return }
        _ = text.utf8CString.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count - 1) }
        close(descriptor)
    }

    /// The name of a `readdir` record, read where it lies: copying its 256-byte `d_name` out
    /// of the last record of readdir's buffer reads past the buffer's end.
    private static func name(of entry: UnsafeMutablePointer<dirent>) -> String {
        let offset = MemoryLayout<dirent>.offset(of: \dirent.d_name) ?? 0
        return String(cString: UnsafeRawPointer(entry).advanced(by: offset).assumingMemoryBound(to: CChar.self))
    }

    /// Removes the `axdiff-*` profile folders in `base` whose owner file names an axdiff and a
    /// browser that no longer run (a capture killed with SIGKILL), except `current`. A folder
    /// without an owner file, or of another user, is left alone: it may be a capture starting.
    static func sweepStaleProfiles(in base: String, except current: String) {
        guard let directory = opendir(base) else { return }
        var stale: [String] = []
        while let entry = readdir(directory) {
            let name = Self.name(of: entry)
            guard name.hasPrefix("axdiff-"), name.utf8.count == "axdiff-XXXXXX".utf8.count else { continue }
            let folder = base + "/" + name
            var info = stat()
            guard folder != current, lstat(folder, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR, info.st_uid == geteuid() else { continue }
            guard let owners = readOwner(folder + "/" + ownerFile), !owners.isEmpty else { continue }
            if owners.allSatisfy({ $0 <= 0 || (kill($0, 0) != 0 && errno == ESRCH) }) { stale.append(folder) }
        }
        closedir(directory)
        for folder in stale { removeFolder(folder) }
    }

    /// The process ids an owner file holds; nil when it cannot be read.
    private static func readOwner(_ path: String) -> [pid_t]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: 64)
        let count = read(descriptor, &buffer, buffer.count)
        guard count > 0 else { return nil }
        let fields = String(decoding: buffer[..<count], as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\n" })
        let pids = fields.compactMap { pid_t($0) }
        return pids.count == fields.count ? pids : nil
    }

    /// Removes a folder and everything in it, without following symbolic links; walks with an
    /// explicit stack.
    static func removeFolder(_ path: String) {
        var pending = [(path: path, listed: false)]
        while let (folder, listed) = pending.popLast() {
            if listed {
                rmdir(folder)
                continue
            }
            pending.append((folder, true))
            guard let directory = opendir(folder) else { continue }
            while let entry = readdir(directory) {
                let name = Self.name(of: entry)
                if name == "." || name == ".." { continue }
                let child = folder + "/" + name
                var info = stat()
                if lstat(child, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append((child, false))
                } else {
                    unlink(child)
                }
            }
            closedir(directory)
        }
    }
}
#endif
