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
