/// What the process does with a large block of fresh memory before it fills it: nothing,
/// unless the executable says otherwise at start. axdiff's executable asks Linux for huge
/// pages there, and has a file's buffer made present in one call (`PagePopulation` in
/// AXRuntime); a library or app that embeds these modules keeps its own memory policy.
///
/// Called for the parser's element records (`RecordStore`, in blocks of `blockSize`) and for
/// the bytes of a file of 4 MB or more (`FileIO.read`).
public enum FreshMemory {
    /// The size of a transparent huge page on x86-64 and (with 4 KB pages) arm64: 2 MB. A
    /// record store of half this or more is allocated in whole blocks of it, aligned to it.
    public static let blockSize = 2 << 20

    /// Called with the start and byte count of a fresh block before anything is written to
    /// it; `populate` is true when the whole block is filled at once (a file read), false
    /// when it is filled a little at a time (records, as the parser reads). Set once, before
    /// any work starts; does nothing by default.
    nonisolated(unsafe) public static var prepare: @Sendable (_ start: UnsafeMutableRawPointer, _ count: Int, _ populate: Bool) -> Void = { _, _, _ in }
}
