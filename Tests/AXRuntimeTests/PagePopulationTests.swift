import AXRuntime
import Testing

@testable import AXRuntime

/// Making pages present ahead (`PagePopulation`) never changes what they hold.
@Suite struct PagePopulationTests {
    @Test func populatingABufferKeepsItsBytes() {
        let count = (1 << 20) + 123
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: count, alignment: 1)
        defer { buffer.deallocate() }
        for index in 0..<count { buffer[index] = UInt8(truncatingIfNeeded: index &* 31) }
        PagePopulation.populate(buffer.baseAddress!.advanced(by: 7), count: count - 7)
        PagePopulation.populate(buffer.baseAddress!, count: 100)  // less than a page: nothing to do
        #expect((0..<count).allSatisfy { buffer[$0] == UInt8(truncatingIfNeeded: $0 &* 31) })
    }

    @Test func hugePagesAreAskedForTheWhole2MBBlocksInsideARangeOnly() throws {
        let block = PagePopulation.hugePageSize
        let start = try #require(UnsafeRawPointer(bitPattern: 7 * block + 4096))
        // From inside block 7 to inside block 10: blocks 8 and 9 are whole.
        #expect(PagePopulation.hugePageBlocks(start, count: 3 * block) == 8 * block..<10 * block)
        #expect(PagePopulation.hugePageBlocks(start, count: block) == nil)
        let aligned = try #require(UnsafeRawPointer(bitPattern: 4 * block))
        #expect(PagePopulation.hugePageBlocks(aligned, count: 2 * block) == 4 * block..<6 * block)
        #expect(PagePopulation.hugePageBlocks(aligned, count: 2 * block - 1) == 4 * block..<5 * block)
    }
}
