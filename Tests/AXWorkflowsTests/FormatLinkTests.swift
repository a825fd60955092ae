import AXTestSupport
import Foundation
import Testing

/// `format` loses nothing a file system holds: a symlinked snapshot is formatted through the
/// link (the link stays a link), and a file with several hard links keeps them all.
@Suite struct FormatLinkTests {
    private let minified = #"{"axsnap":1,"screen":"Home","root":{"type":"Window","children":[{"label":"Play","traits":["button"],"accessible":true}]}}"#

    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-format-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    private func inode(_ path: String) throws -> Int? {
        try FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int
    }

    @Test func aSymlinkedSnapshotIsFormattedThroughTheLink() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("store/Home.axsnap.json").path
        try FileManager.default.createDirectory(atPath: folder.appendingPathComponent("store").path, withIntermediateDirectories: true)
        try minified.write(toFile: target, atomically: false, encoding: .utf8)
        let link = folder.appendingPathComponent("Home.axsnap.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "store/Home.axsnap.json")

        let result = try CommandRunner.run(["format", "Home.axsnap.json"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "store/Home.axsnap.json")
        let formatted = try String(contentsOfFile: target, encoding: .utf8)
        #expect(formatted != minified && formatted.contains("\n  \"screen\": \"Home\",\n"))
        let check = try CommandRunner.run(["format", "--check", "Home.axsnap.json"], in: folder.path)
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    }

    /// A repository whose commit holds links out of it (a snapshot linked to a file outside,
    /// a folder of snapshots linked to a folder outside, a snapshot linked into .git): format
    /// writes none of their targets and says why; a link within the repository is followed.
    @Test func linksACommitHoldsNeverMakeItWriteOutsideTheRepository() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        let outside = repository.scratch.appendingPathComponent("outside")
        try FileManager.default.createDirectory(at: outside.appendingPathComponent("folder"), withIntermediateDirectories: true)
        let victim = outside.appendingPathComponent("Victim.axsnap.json").path
        let inFolder = outside.appendingPathComponent("folder/Other.axsnap.json").path
        try minified.write(toFile: victim, atomically: false, encoding: .utf8)
        try minified.write(toFile: inFolder, atomically: false, encoding: .utf8)
        try repository.write("snapshots/Inside.axsnap.json", minified)
        try repository.write(".git/info/Config.axsnap.json", minified)
        let links = [
            "snapshots/Out.axsnap.json": victim, "snapshots/linked": outside.appendingPathComponent("folder").path,
            "snapshots/Git.axsnap.json": "../.git/info/Config.axsnap.json", "snapshots/Alias.axsnap.json": "Inside.axsnap.json",
        ]
        for (link, target) in links {
            try FileManager.default.createSymbolicLink(atPath: repository.path + "/" + link, withDestinationPath: target)
        }
        try repository.commit("Snapshots and links")

        let result = try CommandRunner.run(["format", "snapshots"], in: repository.path)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        for (path, file) in [("snapshots/Out.axsnap.json", victim), ("snapshots/linked/Other.axsnap.json", inFolder)] {
            #expect(try String(contentsOfFile: file, encoding: .utf8) == minified, "\(path) wrote outside")
            #expect(result.stderr.contains("skipped \(path): a symbolic link leads it to "), "\(path): \(result.stderr)")
        }
        #expect(result.stderr.contains("outside the repository; format writes only inside the repository"), "\(result.stderr)")
        #expect(try String(contentsOfFile: repository.path + "/.git/info/Config.axsnap.json", encoding: .utf8) == minified)
        #expect(result.stderr.contains("skipped snapshots/Git.axsnap.json: a symbolic link leads it to the repository's git folder"), "\(result.stderr)")
        // Inside the repository, through a link or not, files are formatted.
        #expect(try String(contentsOfFile: repository.path + "/snapshots/Inside.axsnap.json", encoding: .utf8) != minified)
        // A file outside the repository named as such is the user's to format.
        let named = try CommandRunner.run(["format", victim], in: repository.path)
        #expect(named.status == 0, "\(named.stderr)")
        #expect(try String(contentsOfFile: victim, encoding: .utf8) != minified)
    }

    @Test func hardLinksStayLinked() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = folder.appendingPathComponent("Home.axsnap.json").path
        let second = folder.appendingPathComponent("Copy.axsnap.json").path
        try minified.write(toFile: first, atomically: false, encoding: .utf8)
        try FileManager.default.linkItem(atPath: first, toPath: second)
        let before = try inode(first)

        let result = try CommandRunner.run(["format", "Home.axsnap.json"], in: folder.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try inode(first) == before && inode(second) == before)
        #expect(try String(contentsOfFile: second, encoding: .utf8) == String(contentsOfFile: first, encoding: .utf8))
        #expect(try String(contentsOfFile: second, encoding: .utf8) != minified)
    }
}
