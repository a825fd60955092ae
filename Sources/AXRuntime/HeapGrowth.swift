#if canImport(Glibc)
import Glibc
#endif

/// How far the C heap grows at a time, for the command-line process.
///
/// glibc's malloc gives each thread that allocates its own arena, a 64 MB reservation made
/// usable a few pages at a time: one `mprotect` call each time it fills. Reading two
/// 20,000-element snapshots on two cores made about 3,000 such calls, each taking the
/// process's memory-map lock that the other core's page faults wait on. A top pad of 32 MB
/// (`mallopt(M_TOP_PAD)`) makes a new arena usable in one call and the main heap grow in steps
/// of 32 MB: address space only, since untouched pages take no memory. The executable asks for
/// it at start; libraries and apps that embed axdiff's modules leave their allocator alone.
public enum HeapGrowth {
    /// The pad asked for: 32 MB.
    public static let topPad = 32 << 20

    /// Sets glibc's top pad; false where there is no `mallopt` (another C library) or it refused.
    @discardableResult
    public static func reserveAhead() -> Bool {
        #if canImport(Glibc)
        // mallopt is in <malloc.h>, which the Glibc module does not include: it is looked up,
        // so a C library without it is simply left as it is.
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        let topPadOption: Int32 = -2  // M_TOP_PAD
        return mallopt(topPadOption, Int32(topPad)) == 1
        #else
        return false
        #endif
    }
}
