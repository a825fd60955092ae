import AXModel
import AXRuntime
import AXTestSupport
import Foundation
import Testing

/// The executable makes glibc's heap grow 32 MB at a time (`HeapGrowth`), so that reading two
/// large snapshots on two cores does not call `mprotect` a few pages at a time; large files are
/// read into huge pages.
@Suite struct HeapGrowthTests {
    /// Under a sanitizer the allocator is the sanitizer's, and `mallopt` does nothing.
    static let underSanitizer = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__asan_init") != nil
        || dlsym(UnsafeMutableRawPointer(bitPattern: 0), "__tsan_init") != nil

    static let strace = ["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) }

    @Test(.enabled(if: !underSanitizer, "a sanitizer's allocator ignores mallopt"))
    func glibcTakesTheTopPad() {
        #expect(HeapGrowth.reserveAhead())
    }

    /// A snapshot of `sections` sections of 30 labelled rows each (about 1.4 MB for 400).
    static func largeSnapshot(sections: Int, edited: Bool) -> [UInt8] {
        var rows: [Element] = []
        for section in 0..<sections {
            var cells: [Element] = []
            for row in 0..<30 {
                let top = Double(section * 1_400 + row * 44)
                let label: String? = edited && row == 7 ? nil : "Row \(section).\(row) of the list"
                cells.append(Element(
                    type: "UITableViewCell", id: "cell_\(section)_\(row)", label: label, traits: [.button],
                    frame: Frame(x: 0, y: top, width: 390, height: 44), accessible: true))
            }
            rows.append(Element(type: "UITableViewSection", id: "section\(section)", children: cells))
        }
        return CanonicalWriter.write(Snapshot(screen: "Large", root: Element(type: "UIWindow", children: rows)))
    }

    /// Counted with strace: the diff of two 1.4 MB snapshots (parsed on two cores) made 2,189
    /// `mprotect` calls without the pad (debug build), growing the second core's arena a few pages
    /// at a time.
    @Test(.enabled(if: !underSanitizer && strace != nil, "needs strace and glibc's allocator"))
    func aLargeDiffGrowsTheHeapInFewSteps() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-heap-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(Self.largeSnapshot(sections: 400, edited: false)).write(to: folder.appendingPathComponent("a.axsnap.json"))
        try Data(Self.largeSnapshot(sections: 400, edited: true)).write(to: folder.appendingPathComponent("b.axsnap.json"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.strace))
        process.arguments = [
            "-f", "-qq", "-e", "trace=mprotect", "-o", folder.appendingPathComponent("trace").path,
            CommandRunner.executable.path, "diff", "a.axsnap.json", "b.axsnap.json",
        ]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        let result = try CommandRunner.capture(process)
        #expect(result.status == 0, "\(result.stderr.suffix(500))")
        #expect(result.stdout.contains("Row 0.7 of the list"), "\(result.stdout.prefix(500))")
        let calls = try String(contentsOf: folder.appendingPathComponent("trace"), encoding: .utf8)
            .split(separator: "\n").filter { $0.contains("mprotect(") }.count
        #expect(calls > 0, "strace saw no mprotect at all: it did not trace the run")
        #expect(calls < 100, "\(calls) mprotect calls")
    }

    /// A large snapshot is read into a buffer whose whole 2 MB blocks are advised for huge
    /// pages before the read (`FileIO.adviseHugePages`).
    @Test(.enabled(if: !underSanitizer && strace != nil, "needs strace and a build without sanitizers"))
    func aLargeFileIsReadIntoHugePages() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-huge-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bytes = Self.largeSnapshot(sections: 1_400, edited: false)
        #expect(bytes.count > 4 << 20)
        try Data(bytes).write(to: folder.appendingPathComponent("a.axsnap.json"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(Self.strace))
        process.arguments = [
            "-f", "-qq", "-e", "trace=madvise", "-o", folder.appendingPathComponent("trace").path,
            CommandRunner.executable.path, "validate", "a.axsnap.json",
        ]
        process.currentDirectoryURL = folder
        process.environment = ["PATH": "/usr/bin:/bin", "NO_COLOR": "1"]
        let result = try CommandRunner.capture(process)
        #expect(result.status == 0, "\(result.stdout.suffix(300)) \(result.stderr.suffix(500))")
        let trace = try String(contentsOf: folder.appendingPathComponent("trace"), encoding: .utf8)
        #expect(trace.contains("MADV_HUGEPAGE"), "\(trace.suffix(500))")
    }
}
