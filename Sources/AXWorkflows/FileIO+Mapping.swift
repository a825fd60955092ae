import AXGit

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileIO {
    /// How a large file is mapped into memory instead of read: process policy, which the
    /// executable sets (axdiff's is AXRuntime's `MappedFiles`, with its guard against a file
    /// cut short while mapped). Nil, the default, reads every file.
    public struct Mapping: Sendable {
        /// Maps `count` bytes of the open regular file `descriptor`, read-only; nil when it
        /// cannot (the file is then read).
        public var map: @Sendable (_ descriptor: Int32, _ count: Int) -> UnsafeRawPointer?
        /// Whether the mapping at `start` lost a page since it was mapped (the file was cut
        /// short meanwhile).
        public var wasCut: @Sendable (_ start: UnsafeRawPointer) -> Bool
        /// Unmaps the mapping at `start` of `count` bytes.
        public var unmap: @Sendable (_ start: UnsafeRawPointer, _ count: Int) -> Void

        public init(
            map: @escaping @Sendable (Int32, Int) -> UnsafeRawPointer?, wasCut: @escaping @Sendable (UnsafeRawPointer) -> Bool,
            unmap: @escaping @Sendable (UnsafeRawPointer, Int) -> Void
        ) {
            self.map = map
            self.wasCut = wasCut
            self.unmap = unmap
        }
    }

    /// Set once by the executable, before any file is read.
    nonisolated(unsafe) public static var mapping: Mapping?

    /// Files smaller than this are read even when they could be mapped: the mapping's own
    /// system calls cost about what reading them does.
    nonisolated(unsafe) public static var minimumMappedSize = 1 << 20

    /// A file's bytes mapped into memory (see `Mapping`), unmapped when this is released. The
    /// bytes are valid while it lives.
    public final class MappedFile: @unchecked Sendable {
        public let path: String
        public let bytes: UnsafeBufferPointer<UInt8>
        private let mapping: Mapping

        init(path: String, start: UnsafeRawPointer, count: Int, mapping: Mapping) {
            self.path = path
            self.bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
            self.mapping = mapping
        }

        deinit {
            if let start = bytes.baseAddress { mapping.unmap(UnsafeRawPointer(start), bytes.count) }
        }

        /// Throws when the file was cut short while it was mapped: what was made of its bytes
        /// (read over zeros from the cut on) is not the file's, and is to be dropped.
        public func checkUnchanged() throws(WorkflowError) {
            guard let start = bytes.baseAddress, mapping.wasCut(UnsafeRawPointer(start)) else { return }
            throw .io(path: path, message: "the file was cut short while axdiff read it (another program is writing it?): run again once it is written")
        }
    }
}

extension FileIO.OpenedFile {
    /// The file mapped into memory, when the executable maps files (`FileIO.mapping`) and it is
    /// at least `FileIO.minimumMappedSize` bytes; nil otherwise, and the caller reads it.
    public func mapped() -> FileIO.MappedFile? {
        guard let mapping = FileIO.mapping else { return nil }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let count = Int(info.st_size)
        guard count >= FileIO.minimumMappedSize, count <= Repository.maximumFileSize,
              let start = mapping.map(descriptor, count)
        else { return nil }
        return FileIO.MappedFile(path: path, start: start, count: count, mapping: mapping)
    }
}
