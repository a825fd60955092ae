import Foundation
import Testing

@testable import AXWorkflows

/// libgit2 is loaded while the arguments are parsed for a command that reads a repository,
/// and only then: a diff of two files never loads it.
@Suite struct FilePrefetchTests {
    @Test func aCommandOnARepositoryLoadsLibGit2AndOneOnFilesDoesNot() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-prefetch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let a = folder.appendingPathComponent("A.axsnap.json").path, b = folder.appendingPathComponent("B.axsnap.json").path
        try Data("{}".utf8).write(to: URL(fileURLWithPath: a))
        try Data("{}".utf8).write(to: URL(fileURLWithPath: b))
        // Files after `--` are paths in a repository, read through libgit2.
        #expect(FilePrefetch.loadsLibrary(["diff", "--brief", "--repo", folder.path, "HEAD", "--", a, b]))
        #expect(FilePrefetch.loadsLibrary(["diff", "--", a]))
        #expect(FilePrefetch.loadsLibrary(["diff", "main", "HEAD"]), "two revisions")
        #expect(FilePrefetch.loadsLibrary(["check", "--repo", folder.path]))
        // Two files are a file diff, with or without a separator after them.
        #expect(!FilePrefetch.loadsLibrary(["diff", a, b]))
        #expect(!FilePrefetch.loadsLibrary(["diff", a, b, "--"]))
        #expect(!FilePrefetch.loadsLibrary(["validate", a]))
        #expect(!FilePrefetch.loadsLibrary(["import", a]))
        #expect(!FilePrefetch.loadsLibrary([]))
    }
}
