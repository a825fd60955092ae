import class Foundation.NSLock
#if canImport(Glibc)
import Glibc

/// A headless Chromium started for one capture, and the DevTools pipe to it: commands go to
/// the browser's fd 3, replies and events come from its fd 4, NUL-terminated.
///
/// The browser runs in its own process group (so a terminal's Ctrl-C reaches axdiff, which then
/// stops it) with a fresh profile in a temporary folder. `stop()` kills the whole group, reaps
/// the browser and removes the folder; it runs on every path, interrupts included
/// (`RunningBrowsers`).
public final class ChromiumProcess: @unchecked Sendable {
    public let pid: pid_t
    private let commands: Int32
    private let replies: Int32
    private let errors: Int32
    private let profile: String
    private var framer = MessageFramer()
    private var outgoing: [UInt8] = []
    private var errorTail: [UInt8] = []
    private var stopped = false
    private let stopping = NSLock()
    private var exitStatus: Int32?
    private let lock = NSLock()

    /// The flags every capture uses; `--no-sandbox` is added when running as root, where
    /// Chromium's sandbox refuses to start.
    public static func arguments(profile: String, viewport: Viewport, asRoot: Bool) -> [String] {
        var arguments = [
            "--headless", "--remote-debugging-pipe", "--user-data-dir=" + profile,
            "--no-first-run", "--no-default-browser-check", "--disable-gpu", "--disable-dev-shm-usage",
            "--disable-extensions", "--disable-background-networking", "--disable-component-update",
            "--disable-sync", "--mute-audio", "--hide-scrollbars", "--password-store=basic",
            "--window-size=\(viewport.width),\(viewport.height)",
        ]
        if asRoot { arguments.append("--no-sandbox") }
        arguments.append("about:blank")
        return arguments
    }

    /// Starts Chromium at `executable` with a new profile folder under `TMPDIR` (or /tmp).
    public static func launch(executable: String, viewport: Viewport) throws(BrowserError) -> ChromiumProcess {
        var base = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        if base.hasSuffix("/") { base.removeLast() }
        // Chromium's temporary folder holds its singleton socket, and a socket's path has at
        // most 107 bytes: `<base>/axdiff-XXXXXX/org.chromium.Chromium.XXXXXX/SingletonSocket`.
        if base.utf8.count + 60 > 107 { base = "/tmp" }
        var template = Array((base + "/axdiff-XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else {
            throw .system("error: could not make a temporary folder in \(base): \(errorText(errno)); set TMPDIR to a writable folder")
        }
        let profile = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        // Profiles of captures whose axdiff was killed (SIGKILL leaves no time to clean up)
        // are removed by the next capture, once neither that axdiff nor its browser runs.
        RunningBrowsers.sweepStaleProfiles(in: base, except: profile)
        RunningBrowsers.writeOwner(of: profile, browser: nil)
        var pipes: [Int32] = []
        func closeAll() { for descriptor in pipes { close(descriptor) } }
        // Three pipes, moved above fd 10 (close-on-exec) so that mapping the child's ends onto
        // 3 and 4 never collides with a descriptor that is already 3 or 4.
        for _ in 0..<3 {
            var ends: [Int32] = [-1, -1]
            guard pipe(&ends) == 0 else {
                closeAll()
                RunningBrowsers.removeFolder(profile)
                throw .system("error: could not make a pipe to Chromium: \(errorText(errno))")
            }
            for end in ends {
                pipes.append(fcntl(end, F_DUPFD_CLOEXEC, 10))
                close(end)
            }
        }
        guard !pipes.contains(-1) else {
            closeAll()
            RunningBrowsers.removeFolder(profile)
            throw .system("error: could not set up the pipes to Chromium: \(errorText(errno))")
        }
        let (commandRead, commandWrite, replyRead, replyWrite, errorRead, errorWrite) =
            (pipes[0], pipes[1], pipes[2], pipes[3], pipes[4], pipes[5])
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, errorWrite, 2)
        posix_spawn_file_actions_adddup2(&actions, commandRead, 3)
        posix_spawn_file_actions_adddup2(&actions, replyWrite, 4)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setpgroup(&attributes, 0)
        // axdiff ignores SIGPIPE and handles SIGINT, SIGTERM, SIGHUP; the browser gets defaults.
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = [executable] + arguments(profile: profile, viewport: viewport, asRoot: geteuid() == 0)
        var cArguments: [UnsafeMutablePointer<CChar>?] = argv.map { strdup($0) } + [nil]
        defer { for pointer in cArguments { free(pointer) } }
        // Chromium's own temporary files (org.chromium.Chromium.*), its home, configuration and
        // caches (`~/.config/chromium`, `~/.cache/dconf`, `~/.pki`) all go inside the profile
        // folder, so removing it leaves nothing behind.
        let redirected = profileEnvironment(profile)
        var environment: [UnsafeMutablePointer<CChar>?] = redirected.map { strdup($0.key + "=" + $0.value) }
        var entry = environ
        while let variable = entry.pointee {
            let name = String(cString: variable).prefix { $0 != "=" }
            if !redirected.contains(where: { $0.key == name }) { environment.append(strdup(variable)) }
            entry += 1
        }
        environment.append(nil)
        defer { for pointer in environment { free(pointer) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable, &actions, &attributes, &cArguments, &environment)
        for descriptor in [commandRead, replyWrite, errorWrite] { close(descriptor) }
        guard spawned == 0 else {
            for descriptor in [commandWrite, replyRead, errorRead] { close(descriptor) }
            RunningBrowsers.removeFolder(profile)
            throw .chromiumDidNotStart(path: executable, reason: errorText(spawned))
        }
        for descriptor in [commandWrite, replyRead, errorRead] {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) | O_NONBLOCK)
        }
        RunningBrowsers.writeOwner(of: profile, browser: pid)
        let process = ChromiumProcess(pid: pid, commands: commandWrite, replies: replyRead, errors: errorRead, profile: profile)
        RunningBrowsers.shared.add(process)
        return process
    }

    /// The variables that send everything Chromium writes into the profile folder: `TMPDIR`,
    /// `HOME` and the XDG folders (configuration, cache, data, state).
    public static func profileEnvironment(_ profile: String) -> KeyValuePairs<String, String> {
        [
            "TMPDIR": profile, "HOME": profile + "/home", "XDG_CONFIG_HOME": profile + "/home/.config",
            "XDG_CACHE_HOME": profile + "/home/.cache", "XDG_DATA_HOME": profile + "/home/.local/share",
            "XDG_STATE_HOME": profile + "/home/.local/state",
        ]
    }

    private init(pid: pid_t, commands: Int32, replies: Int32, errors: Int32, profile: String) {
        self.pid = pid
        self.commands = commands
        self.replies = replies
        self.errors = errors
        self.profile = profile
    }

    /// Queues a command; it is written while waiting for messages.
    public func send(_ command: CDPCommand) {
        outgoing += MessageFramer.frame(command.json)
    }

    /// Writes what is queued and waits until at least one message arrives; returns them in order.
    /// - Throws: `.timedOut` (with an empty description, for the caller to fill) at `deadline`,
    ///   `.chromiumExited` when the browser closes its end of the pipe.
    public func messages(until deadline: ContinuousClock.Instant) throws(BrowserError) -> [[UInt8]] {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let remaining = ContinuousClock.now.duration(to: deadline)
            guard remaining > .zero else { throw .timedOut(seconds: 0, waitingFor: "") }
            let milliseconds = Int32(clamping: remaining.components.seconds * 1000 + remaining.components.attoseconds / 1_000_000_000_000_000 + 1)
            var descriptors = [
                pollfd(fd: replies, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errors, events: Int16(POLLIN), revents: 0),
                pollfd(fd: outgoing.isEmpty ? -1 : commands, events: Int16(POLLOUT), revents: 0),
            ]
            let ready = poll(&descriptors, nfds_t(descriptors.count), milliseconds)
            if ready < 0 {
                if errno == EINTR { continue }
                throw .system("error: poll on the pipe to Chromium failed: \(errorText(errno))")
            }
            if descriptors[1].revents != 0 { drainErrors(&buffer) }
            if descriptors[2].revents & Int16(POLLOUT | POLLERR | POLLHUP) != 0 {
                let written = outgoing.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
                if written > 0 {
                    outgoing.removeFirst(written)
                } else if written < 0 && errno != EAGAIN && errno != EINTR {
                    throw exited()
                }
            }
            if descriptors[0].revents != 0 {
                let count = read(replies, &buffer, buffer.count)
                if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { throw exited() }
                if count > 0 {
                    let messages = try framer.append(buffer[..<count])
                    if !messages.isEmpty { return messages }
                }
            }
        }
    }

    /// Reads what the browser printed on standard error so far, keeping the last 8 KiB.
    private func drainErrors(_ buffer: inout [UInt8]) {
        while true {
            let count = read(errors, &buffer, buffer.count)
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return }
            errorTail += buffer[..<count]
            if errorTail.count > 8192 { errorTail.removeFirst(errorTail.count - 8192) }
        }
    }

    /// The browser's last lines on standard error (at most five, not empty).
    public var stderrLines: [String] {
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        drainErrors(&buffer)
        let lines = String(decoding: errorTail, as: UTF8.self).split(whereSeparator: \.isNewline)
            .map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
        return Array(lines.suffix(5))
    }

    /// The error for a browser that closed the pipe: how it ended and what it printed.
    private func exited() -> BrowserError {
        // Once it has ended, everything it printed is in the pipe.
        let status = waitForExit(seconds: 1)
        let lines = stderrLines
        return .chromiumExited(status: status.map(Self.describe) ?? "closed its DevTools pipe", stderr: lines)
    }

    /// Waits up to `seconds` for the browser to end by itself; its status, or nil if it still runs.
    @discardableResult
    public func waitForExit(seconds: Double) -> Int32? {
        let deadline = ContinuousClock.now + .milliseconds(Int(seconds * 1000))
        while true {
            if let status = reap(blocking: false) { return status }
            if ContinuousClock.now >= deadline { return nil }
            usleep(10_000)
        }
    }

    private func reap(blocking: Bool) -> Int32? {
        lock.withLock {
            if let exitStatus { return exitStatus }
            var status: Int32 = 0
            while true {
                let result = waitpid(pid, &status, blocking ? 0 : WNOHANG)
                if result == pid {
                    exitStatus = status
                    return status
                }
                if result < 0 && errno == EINTR { continue }
                if result < 0 {
                    exitStatus = -1  // reaped elsewhere
                    return -1
                }
                return nil
            }
        }
    }

    /// "exited with status 1", "was killed by signal 11".
    static func describe(_ status: Int32) -> String {
        if status < 0 { return "ended" }
        let signal = status & 0x7F
        return signal == 0 ? "exited with status \((status >> 8) & 0xFF)" : "was killed by signal \(signal)"
    }

    /// Kills the browser's process group, reaps the browser, closes the pipes and removes the
    /// profile folder. Safe to call more than once and from two threads: a second caller waits
    /// until the first is done. Once the interrupt handler has stopped the browsers (it then ends
    /// the process), any other caller waits for that end instead of reporting the broken page.
    public func stop(interrupting: Bool = false) {
        stopping.withLock {
            guard !stopped else { return }
            stopped = true
            // Asked to close, Chromium ends its helpers and reaps them itself; killed, it leaves
            // them to init. Closing gets a moment, then the whole group is killed.
            if reap(blocking: false) == nil {
                let close = MessageFramer.frame(CDPCommand(id: Int(Int32.max), method: "Browser.close").json)
                _ = close.withUnsafeBytes { write(commands, $0.baseAddress, $0.count) }
                waitForExit(seconds: 1)
            }
            kill(-pid, SIGKILL)
            _ = reap(blocking: true)
            for descriptor in [commands, replies, errors] { close(descriptor) }
            RunningBrowsers.removeFolder(profile)
            RunningBrowsers.shared.remove(self)
        }
        if !interrupting && RunningBrowsers.shared.isInterrupted {
            while true { pause() }
        }
    }
}

func errorText(_ code: Int32) -> String {
    String(cString: strerror(code))
}

extension Substring {
    fileprivate func trimmingSpaces() -> String {
        String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
#endif
