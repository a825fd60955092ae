#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import class Foundation.NSLock

/// Large snapshot files mapped into memory instead of read, and the guard that keeps a file
/// cut short meanwhile from ending the process: what the executable makes of AXWorkflows'
/// `FileIO.mapping`.
///
/// Reading a file into fresh memory costs twice its size in memory traffic: the kernel zeroes
/// each new page, then `read` copies the file over it. A private, read-only mapping of the
/// file uses the pages of the page cache as they are (`strace`: reading the 47 MB snapshot of
/// P9 spent 6.8 ms zeroing its buffer and 12.3 ms copying into it, before the parse could
/// start). Measured for issue 36 against the same build reading every file (medians of
/// alternating runs, `/tmp/ab.py`-style, 40 to 60 pairs): P9 (`validate` of the
/// 200,000-element snapshot) 89.7 → 77.1 ms and 114.6 → 84.8 ms in two rounds (-14%, -26%);
/// P2 (`validate` of a 20,000-element one, 4.7 MB) 15.6 → 12.9 ms (-17%); P1 (`diff` of two
/// such files) 38.4 → 36.6 ms and 38.4 → 36.8 ms (-4.7%, -4.2%). Populating the mapping at
/// once (`MAP_POPULATE`) was slower: 84.6 against 80.6 ms on P9, the parse's own faults
/// being spread over both cores.
///
/// A mapped file has one hazard a read one does not: when another process truncates the file
/// while axdiff reads it, touching a page past the new end raises SIGBUS, which ends the
/// process. `install` sets a SIGBUS handler that, for an address inside a mapping made here,
/// puts a page of zeros in its place and marks the mapping as cut (`wasCut`); the read then
/// goes on over zeros (which no snapshot holds: the parser stops with a syntax error) and its
/// caller reports that the file changed while it was read. A SIGBUS anywhere else is handled
/// as before the handler was set.
public enum MappedFiles {
    /// How many mappings can be live at once; a file beyond them is read instead.
    static let slotCount = 64

    /// One live mapping. Written under `lock`, read without it by the signal handler, which
    /// may run on any thread: a slot is marked in use only once its addresses are written, and
    /// freed before it is unmapped.
    struct Slot {
        var start = 0
        var end = 0
        var cut = false
        var inUse = false
    }

    /// Made before the handler is set, at a fixed address, so the handler only reads memory.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Slot> = {
        let table = UnsafeMutablePointer<Slot>.allocate(capacity: slotCount)
        table.initialize(repeating: Slot(), count: slotCount)
        return table
    }()
    private static let lock = NSLock()
    nonisolated(unsafe) private static var previous = sigaction()
    nonisolated(unsafe) private static var pageSize = 4096
    nonisolated(unsafe) private(set) static var installed = false

    /// Sets the SIGBUS handler. Called once, by the executable, before any file is mapped;
    /// `map` maps nothing until it has been.
    public static func install() {
        #if os(Linux)
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        pageSize = max(4096, Int(sysconf(Int32(_SC_PAGESIZE))))
        _ = slots  // made before the handler can read it
        var action = sigaction()
        action.__sigaction_handler.sa_sigaction = { _, info, _ in MappedFiles.handleBusError(info) }
        action.sa_flags = SA_SIGINFO | SA_ONSTACK
        sigemptyset(&action.sa_mask)
        guard sigaction(SIGBUS, &action, &previous) == 0 else { return }
        installed = true
        #endif
    }

    /// Maps `count` bytes of the open regular file `descriptor`, read-only and private; nil
    /// when the guard is not installed, every slot is taken or the kernel refuses (the caller
    /// then reads the file).
    public static func map(_ descriptor: Int32, count: Int) -> UnsafeRawPointer? {
        #if os(Linux)
        guard installed, count > 0 else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let slot = (0..<slotCount).first(where: { !slots[$0].inUse }) else { return nil }
        guard let start = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0), start != MAP_FAILED else { return nil }
        let address = Int(bitPattern: start)
        slots[slot] = Slot(start: address, end: address + count, cut: false, inUse: false)
        slots[slot].inUse = true
        return UnsafeRawPointer(start)
        #else
        return nil
        #endif
    }

    /// Whether a page of the mapping at `start` was lost since it was mapped (the file was
    /// cut short): what was read from it is not the file's.
    public static func wasCut(_ start: UnsafeRawPointer) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard let slot = self.slot(of: Int(bitPattern: start)) else { return false }
        return slots[slot].cut
    }

    /// Unmaps the mapping at `start` of `count` bytes.
    public static func unmap(_ start: UnsafeRawPointer, count: Int) {
        lock.lock()
        if let slot = slot(of: Int(bitPattern: start)) { slots[slot].inUse = false }
        lock.unlock()
        munmap(UnsafeMutableRawPointer(mutating: start), count)
    }

    private static func slot(of start: Int) -> Int? {
        (0..<slotCount).first { slots[$0].inUse && slots[$0].start == start }
    }

    /// The SIGBUS handler: only async-signal-safe work (reading the slots, `mmap`).
    private static func handleBusError(_ info: UnsafeMutablePointer<siginfo_t>?) {
        #if os(Linux)
        if let info {
            let address = Int(bitPattern: info.pointee._sifields._sigfault.si_addr)
            for slot in 0..<slotCount where slots[slot].inUse && slots[slot].start <= address && address < slots[slot].end {
                let page = address & ~(pageSize - 1)
                let zeros = mmap(UnsafeMutableRawPointer(bitPattern: page), pageSize, PROT_READ, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED, -1, 0)
                if zeros != MAP_FAILED {
                    slots[slot].cut = true
                    return
                }
                break
            }
        }
        // Not a mapped file's: as before the handler was set (the fault recurs on return).
        sigaction(SIGBUS, &previous, nil)
        #endif
    }
}
