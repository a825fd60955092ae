import AXTestSupport
import AXModel
import Foundation
import Synchronization
import Testing

@testable import AXWorkflows

#if canImport(Glibc)
import Glibc
#endif

/// A file mapped into memory (`FileIO.MappedFile`) loads and validates as the same file read:
/// an axsnap snapshot where it lies, anything else copied. A file cut short meanwhile is an
/// error that says so, whatever its bytes parsed to.
@Suite struct MappedFileLoadingTests {
    /// A stand-in for the executable's mapping: the file copied into fresh memory, and a cut
    /// reported when `cut` says so.
    final class StandIn: Sendable {
        let cut = Atomic<Bool>(false)

        var mapping: FileIO.Mapping {
            FileIO.Mapping(
                map: { descriptor, count in
                    let memory = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 16)
                    var done = 0
                    while done < count {
                        let read = pread(descriptor, memory + done, count - done, off_t(done))
                        if read <= 0 { break }
                        done += read
                    }
                    return UnsafeRawPointer(memory)
                },
                wasCut: { _ in self.cut.load(ordering: .relaxed) },
                unmap: { start, _ in UnsafeMutableRawPointer(mutating: start).deallocate() })
        }
    }

    /// `bytes` written to a temporary file named `name`, mapped through `standIn`.
    private func mapped(_ bytes: [UInt8], name: String, _ standIn: StandIn) throws -> FileIO.MappedFile {
        let path = NSTemporaryDirectory() + "\(UUID().uuidString)-\(name)"
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        let file = try FileIO.openFile(path)
        let descriptor = file.descriptor
        let start = try #require(standIn.mapping.map(descriptor, bytes.count))
        return FileIO.MappedFile(path: path, start: start, count: bytes.count, mapping: standIn.mapping)
    }

    @Test func anAxsnapSnapshotLoadsAsTheSameFileRead() throws {
        let bytes = HalvesReadingTests.snapshot(count: 8_000)
        for twoCores in [false, true] {
            let file = try mapped(bytes, name: "big.axsnap.json", StandIn())
            #expect(SnapshotLoader.isPlainAxsnap(file.bytes, path: file.path))
            let fromMapping = try SnapshotLoader.load(file, twoCores: twoCores)
            let fromBytes = try SnapshotLoader.load(bytes, path: file.path, twoCores: twoCores)
            #expect(fromMapping.snapshot == fromBytes.snapshot)
            #expect(fromMapping.warnings == fromBytes.warnings)
            #expect(fromMapping.format == .axsnap)
        }
    }

    @Test func aSnapshotWithErrorsValidatesAsTheSameFileRead() throws {
        let bytes = HalvesReadingTests.snapshot(count: 8_000, broken: 7_000)
        let file = try mapped(bytes, name: "big.axsnap.json", StandIn())
        let fromMapping = SnapshotLoader.validate(file.bytes, path: file.path)
        let fromBytes = SnapshotLoader.validate(bytes, path: file.path)
        #expect(fromMapping.errors == fromBytes.errors)
        #expect(fromMapping.warnings == fromBytes.warnings)
        #expect(fromMapping.errors.count == 1)
        // Loaded, the mapped file's error is the file read's.
        let fromMappingError = Result { () throws(WorkflowError) in try SnapshotLoader.load(file) }
        let fromBytesError = Result { () throws(WorkflowError) in try SnapshotLoader.load(bytes, path: file.path) }
        guard case .failure(let mappedError) = fromMappingError, case .failure(let readError) = fromBytesError else {
            Issue.record("a snapshot with an error loaded")
            return
        }
        #expect(mappedError.diagnostic(path: file.path) == readError.diagnostic(path: file.path))
    }

    @Test func whatIsNotPlainUTF8AxsnapIsCopiedAndReadAsBefore() throws {
        let snapshot = HalvesReadingTests.snapshot(count: 50)
        let withMark = TextEncoding.utf8ByteOrderMark + snapshot
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array(String(decoding: snapshot, as: UTF8.self).utf16.flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] })
        let appium = Array(#"<?xml version="1.0" encoding="UTF-8"?><AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="Demo" label="Demo" enabled="true" visible="true" accessible="false" x="0" y="0" width="390" height="844"><XCUIElementTypeButton type="XCUIElementTypeButton" name="Save" label="Save" enabled="true" visible="true" accessible="true" x="16" y="100" width="80" height="44"/></XCUIElementTypeApplication></AppiumAUT>"#.utf8)
        for (bytes, name) in [(withMark, "mark.axsnap.json"), (utf16, "wide.axsnap.json"), (appium, "page.xml")] {
            let file = try mapped(bytes, name: name, StandIn())
            #expect(!SnapshotLoader.isPlainAxsnap(file.bytes, path: file.path))
            let fromMapping = try SnapshotLoader.load(file)
            let fromBytes = try SnapshotLoader.load(bytes, path: file.path)
            #expect(fromMapping.snapshot == fromBytes.snapshot)
            #expect(fromMapping.format == fromBytes.format)
        }
    }

    @Test func aFileCutShortWhileReadIsAnErrorThatSaysSo() throws {
        let standIn = StandIn()
        let bytes = HalvesReadingTests.snapshot(count: 2_000)
        let file = try mapped(bytes, name: "cut.axsnap.json", standIn)
        standIn.cut.store(true, ordering: .relaxed)
        do {
            _ = try SnapshotLoader.load(file)
            Issue.record("a file cut short loaded")
        } catch {
            #expect(error.diagnostic(path: file.path).message.contains("cut short while axdiff read it"))
        }
        // Bytes that no longer parse say the same, not the syntax error the zeros made.
        var broken = bytes
        broken.replaceSubrange(broken.count / 2..<broken.count, with: repeatElement(0, count: broken.count - broken.count / 2))
        let zeros = try mapped(broken, name: "zeros.axsnap.json", standIn)
        do {
            _ = try SnapshotLoader.load(zeros)
            Issue.record("a file cut short loaded")
        } catch {
            #expect(error.diagnostic(path: zeros.path).message.contains("cut short while axdiff read it"))
        }
    }

    @Test func filesAreReadUnlessTheExecutableMapsThem() throws {
        #expect(FileIO.mapping == nil)
        let path = NSTemporaryDirectory() + "\(UUID().uuidString).axsnap.json"
        try Data(HalvesReadingTests.snapshot(count: 8_000)).write(to: URL(fileURLWithPath: path))
        defer { unlink(path) }
        #expect(try FileIO.openFile(path).mapped() == nil)
    }
}

/// The executable maps large files (see AXRuntime's `MappedFiles`): what it says of them is
/// what the library says of the same files read.
@Suite struct MappedFileCommandTests {
    @Test func largeFilesAreValidatedAndComparedAsWhenRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-mapped-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = HalvesReadingTests.snapshot(count: 8_000, broken: 7_000)
        let before = HalvesReadingTests.snapshot(count: 8_000)
        let after = Array(String(decoding: before, as: UTF8.self).replacingOccurrences(of: "\"Button 4000\"", with: "\"Renamed 4000\"").utf8)
        #expect(before.count > FileIO.minimumMappedSize)
        for (name, bytes) in [("broken", broken), ("before", before), ("after", after)] {
            try Data(bytes).write(to: folder.appendingPathComponent("\(name).axsnap.json"))
        }
        let validated = try CommandRunner.run(["validate", "broken.axsnap.json"], in: folder.path)
        #expect(validated.status == 2, "\(validated.stderr)")
        let expected = try #require(SnapshotLoader.validate(broken, path: "broken.axsnap.json").errors.first)
        #expect(validated.stderr.contains("broken.axsnap.json:\(expected.line):\(expected.column): error: \(expected.message)"), "\(validated.stderr)")
        let valid = try CommandRunner.run(["validate", "before.axsnap.json"], in: folder.path)
        #expect(valid.stdout.contains("valid before.axsnap.json (8001 elements"), "\(valid.stdout) \(valid.stderr)")
        let diff = try CommandRunner.run(["diff", "before.axsnap.json", "after.axsnap.json"], in: folder.path)
        #expect(diff.status == 0, "\(diff.stderr)")
        #expect(diff.stdout.contains("Renamed 4000"), "\(diff.stdout)")
    }
}
