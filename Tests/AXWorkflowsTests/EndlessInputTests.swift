import AXTestSupport
import Foundation
import Testing

/// Inputs that never end (a link to /dev/zero, a FIFO) are refused before reading, and every
/// file read has a size limit.
@Suite struct EndlessInputTests {
    private func scratch() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-endless-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(try DemoSnapshots.text("Player").utf8).write(to: folder.appendingPathComponent("good.axsnap.json"))
        return folder
    }

    @Test func aLinkToZeroAndAFIFOAreRefusedWithTheirPaths() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("zero.axsnap.json").path, withDestinationPath: "/dev/zero")
        #expect(mkfifo(folder.appendingPathComponent("fifo.axsnap.json").path, 0o600) == 0)
        for arguments in [["validate", "."], ["validate", "zero.axsnap.json"], ["format", "--check", "."], ["show", "fifo.axsnap.json"]] {
            let result = try CommandRunner.run(arguments, in: folder.path)
            #expect(result.status == 2, "\(arguments): \(result.stderr)")
            #expect(result.stderr.contains("not a regular file"), "\(arguments): \(result.stderr)")
        }
        let all = try CommandRunner.run(["validate", "."], in: folder.path)
        #expect(all.stderr.contains("./zero.axsnap.json: error: not a regular file"))
        #expect(all.stderr.contains("./fifo.axsnap.json: error: not a regular file"))
        #expect(all.stdout.contains("valid ./good.axsnap.json"))
    }

    @Test func aFileOverTheLimitIsRefusedAndTheLimitCanBeRaised() throws {
        let folder = try scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let small = try CommandRunner.run(["validate", "good.axsnap.json"], in: folder.path, environment: ["AXDIFF_MAX_FILE_SIZE": "100"])
        #expect(small.status == 2)
        #expect(small.stderr.contains("larger than the limit of 100 bytes"), "\(small.stderr)")
        #expect(small.stderr.contains("AXDIFF_MAX_FILE_SIZE"))
        let raised = try CommandRunner.run(["validate", "good.axsnap.json"], in: folder.path, environment: ["AXDIFF_MAX_FILE_SIZE": "100000000"])
        #expect(raised.status == 0, "\(raised.stderr)")
    }

    @Test func aCommittedSnapshotOverTheLimitIsRefused() throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        let player = try DemoSnapshots.text("Player")
        try repository.commit("Player", files: ["snapshots/Player.axsnap.json": player])
        try repository.commit("Player renamed", files: ["snapshots/Player.axsnap.json": player.replacingOccurrences(of: "Now Playing", with: "Playing")])
        let result = try CommandRunner.run(["diff", "HEAD~1", "HEAD"], in: repository.path, environment: ["AXDIFF_MAX_FILE_SIZE": "100"])
        #expect(result.status == 2, "\(result.stdout) \(result.stderr)")
        #expect(result.stderr.contains("larger than the limit of 100 bytes"), "\(result.stderr)")
        #expect(try CommandRunner.run(["diff", "HEAD~1", "HEAD"], in: repository.path).status != 2)
    }
}
