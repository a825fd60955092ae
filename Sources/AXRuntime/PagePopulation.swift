#if canImport(Glibc)
import Glibc
#endif

/// Makes the pages of fresh memory present ahead of use, in one system call per range, and
/// asks for huge pages: what the executable sets `FreshMemory.prepare` to (`prepare`).
///
/// A large buffer written for the first time takes a page fault per 4 KB page: reading the two
/// files of a 20,000-element diff took 1,300, whose entry and exit cost as much as the zeroing
/// and the copying. (For the parser's element records, filled as it reads, populating 256 KB
/// ahead at a time saved the faults but not the time: the calls took the memory-map lock the
/// other core's faults wait on; they get the huge-page advice only.) `MADV_POPULATE_WRITE`
/// (Linux 5.14 and later) makes a whole range present at once; elsewhere the call fails and
/// the pages fault in one at a time, as they would have.
///
/// Measured for issue 36, against the same build with both left out (minor page faults from
/// `/usr/bin/time -v`; CPU and wall time as medians of 30 to 40 alternating pairs on a loaded
/// machine; callgrind cannot see this work, which is the kernel's): `validate` of the
/// 200,000-element snapshot (P9) 7,800 faults against 31,800, the CPU and wall time 1.22
/// times as long without; the diff of the 20,000-element pair (P1) 4,150 against 6,500 faults,
/// 1.10 times as long.
public enum PagePopulation {
    /// Asks for huge pages for a large fresh block, and makes one filled at once (`populate`)
    /// present in one call: what the executable makes of AXModel's `FreshMemory.prepare`.
    public static func prepare(_ start: UnsafeMutableRawPointer, count: Int, populate: Bool) {
        adviseHugePages(start, count: count)
        if populate { self.populate(start, count: count) }
    }

    /// `MADV_POPULATE_WRITE`, which older C headers do not name.
    static let populateWrite: Int32 = 23

    /// The size of a transparent huge page on x86-64 and (with 4 KB pages) arm64: 2 MB.
    public static let hugePageSize = 2 << 20

    /// The whole 2 MB blocks inside `count` bytes from `start`, as an address range; nil when
    /// there is none.
    static func hugePageBlocks(_ start: UnsafeRawPointer, count: Int) -> Range<Int>? {
        let first = (Int(bitPattern: start) + hugePageSize - 1) / hugePageSize * hugePageSize
        let last = (Int(bitPattern: start) + count) / hugePageSize * hugePageSize
        return last > first ? first..<last : nil
    }

    /// Asks for 2 MB pages for the whole 2 MB blocks of fresh memory, before anything is
    /// written to it: one page fault (or one population) then zeroes 2 MB instead of 4 KB.
    /// The kernel uses them where transparent huge pages are enabled (`always` or `madvise`)
    /// and ignores the advice elsewhere.
    public static func adviseHugePages(_ start: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        guard let blocks = hugePageBlocks(start, count: count),
              let first = UnsafeMutableRawPointer(bitPattern: blocks.lowerBound)
        else { return }
        _ = madvise(first, blocks.count, MADV_HUGEPAGE)
        #endif
    }

    /// Makes the whole pages of `count` bytes from `start` present and writable.
    public static func populate(_ start: UnsafeMutableRawPointer, count: Int) {
        #if os(Linux)
        let pageSize = Int(sysconf(Int32(_SC_PAGESIZE)))
        guard pageSize > 0, count >= pageSize else { return }
        let first = (Int(bitPattern: start) + pageSize - 1) / pageSize * pageSize
        let last = (Int(bitPattern: start) + count) / pageSize * pageSize
        guard last > first, let page = UnsafeMutableRawPointer(bitPattern: first) else { return }
        _ = madvise(page, last - first, populateWrite)
        #endif
    }
}
