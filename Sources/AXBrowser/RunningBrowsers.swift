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
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
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
