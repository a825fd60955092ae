import Foundation
import Testing

@testable import AXWorkflows

/// Large files named on a file command's line are read while the arguments are parsed; a
/// read takes those bytes only when the file is still the one read ahead.
@Suite struct FilePrefetchTests {
    static func folder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-prefetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// `size` bytes of `fill`, written to `name` in `folder`.
    static func file(_ folder: URL, _ name: String, size: Int, fill: UInt8) throws -> String {
        let path = folder.appendingPathComponent(name).path
        try Data(repeating: fill, count: size).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func aLargeFileOfAFileCommandIsReadAheadAndTakenOnce() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = try Self.file(folder, "Large.axsnap.json", size: FilePrefetch.minimumSize, fill: 0x41)
        let small = try Self.file(folder, "Small.axsnap.json", size: 1_000, fill: 0x42)
        FilePrefetch.start(["diff", "--format", "json", large, small])
        #expect(FilePrefetch.isPending(large))
        #expect(!FilePrefetch.isPending(small), "small files are read when asked for")
        let bytes = try FileIO.read(large)
        #expect(bytes.count == FilePrefetch.minimumSize && bytes.allSatisfy { $0 == 0x41 })
        #expect(!FilePrefetch.isPending(large), "handed out once")
        #expect(try FileIO.read(large) == bytes, "read again by FileIO itself")
    }

    @Test func aFileReplacedAfterTheReadAheadIsReadAgain() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.file(folder, "Screen.axsnap.json", size: FilePrefetch.minimumSize + 10, fill: 0x61)
        FilePrefetch.start(["validate", path])
        #expect(FilePrefetch.isPending(path))
        // The same size, other bytes, a new file: what the command reads is the new one.
        try FileManager.default.removeItem(atPath: path)
        _ = try Self.file(folder, "Screen.axsnap.json", size: FilePrefetch.minimumSize + 10, fill: 0x62)
        let bytes = try FileIO.read(path)
        #expect(bytes.count == FilePrefetch.minimumSize + 10 && bytes.allSatisfy { $0 == 0x62 })
    }

    @Test func otherCommandsAndMissingFilesReadNothingAhead() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = try Self.file(folder, "History.axsnap.json", size: FilePrefetch.minimumSize, fill: 0x30)
        FilePrefetch.start(["history", path])
        FilePrefetch.start(["--repo", path, "check", path])
        #expect(!FilePrefetch.isPending(path))
        let missing = folder.appendingPathComponent("Missing.axsnap.json").path
        FilePrefetch.start(["diff", missing, folder.path])
        #expect(!FilePrefetch.isPending(missing) && !FilePrefetch.isPending(folder.path))
        #expect(throws: WorkflowError.self) { try FileIO.read(missing) }
    }

    /// Whether the plan for a command line is to load libgit2.
    static func loadsLibrary(_ arguments: [String]) -> Bool {
        if case .loadLibrary = FilePrefetch.plan(arguments) { return true }
        return false
    }

    @Test func aDiffOfPathsAfterTheSeparatorLoadsLibGit2WhateverThePathsAre() throws {
        let folder = try Self.folder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let large = try Self.file(folder, "Large.axsnap.json", size: FilePrefetch.minimumSize, fill: 0x41)
        let small = try Self.file(folder, "Small.axsnap.json", size: 1_000, fill: 0x42)
        // Files after `--` are paths in a repository, read through libgit2, not ahead.
        #expect(Self.loadsLibrary(["diff", "--brief", "--repo", folder.path, "HEAD", "--", small, large]))
        #expect(Self.loadsLibrary(["diff", "--", small]))
        #expect(Self.loadsLibrary(["diff", "main", "HEAD"]), "two revisions")
        #expect(Self.loadsLibrary(["check", "--repo", folder.path]))
        // Two files are a file diff: no libgit2, the large one read ahead.
        #expect(!Self.loadsLibrary(["diff", small, large]))
        guard case .read(let files) = FilePrefetch.plan(["diff", small, large, "--"]) else {
            Issue.record("two files with nothing after `--` are read as files")
            return
        }
        #expect(files.map(\.path) == [large])
        guard case .nothing = FilePrefetch.plan(["validate", small]) else {
            Issue.record("a small file is not read ahead")
            return
        }
    }
}
