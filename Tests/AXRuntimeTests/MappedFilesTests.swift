import Foundation
import Testing

@testable import AXRuntime

#if canImport(Glibc)
import Glibc
#endif

/// A file mapped into memory reads as the file, and one cut short while mapped reads as zeros
/// past its new end instead of ending the process with SIGBUS.
@Suite struct MappedFilesTests {
    /// A temporary file of `count` bytes, each its offset times 7, open for reading.
    private func file(count: Int) throws -> (path: String, descriptor: Int32) {
        let path = NSTemporaryDirectory() + "mapped-\(UUID().uuidString).bin"
        let bytes = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        let descriptor = open(path, O_RDONLY)
        try #require(descriptor >= 0)
        return (path, descriptor)
    }

    @Test func aMappedFileReadsAsTheFile() throws {
        MappedFiles.install()
        let count = 3 * 4096 + 17
        let (path, descriptor) = try file(count: count)
        defer { close(descriptor); unlink(path) }
        let start = try #require(MappedFiles.map(descriptor, count: count))
        let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
        #expect(bytes.indices.allSatisfy { bytes[$0] == UInt8(truncatingIfNeeded: $0 &* 7) })
        #expect(!MappedFiles.wasCut(start))
        MappedFiles.unmap(start, count: count)
    }

    @Test func aFileCutShortWhileMappedReadsAsZerosPastItsEndAndSaysSo() throws {
        MappedFiles.install()
        let count = 8 * 4096
        let (path, descriptor) = try file(count: count)
        defer { close(descriptor); unlink(path) }
        let start = try #require(MappedFiles.map(descriptor, count: count))
        let bytes = UnsafeBufferPointer(start: start.assumingMemoryBound(to: UInt8.self), count: count)
        #expect(bytes[100] == 700 % 256)
        // Another program cuts the file to two pages: the pages after them are gone.
        #expect(truncate(path, 2 * 4096) == 0)
        #expect(bytes[4096 + 5] == UInt8(truncatingIfNeeded: (4096 + 5) &* 7))
        var sum = 0
        for index in stride(from: 2 * 4096, to: count, by: 64) { sum += Int(bytes[index]) }
        #expect(sum == 0)
        #expect(MappedFiles.wasCut(start))
        MappedFiles.unmap(start, count: count)
    }

    @Test func nothingIsMappedOfAnEmptyFile() throws {
        MappedFiles.install()
        let (path, descriptor) = try file(count: 0)
        defer { close(descriptor); unlink(path) }
        #expect(MappedFiles.map(descriptor, count: 0) == nil)
    }
}
