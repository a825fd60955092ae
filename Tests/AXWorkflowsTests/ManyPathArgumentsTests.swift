import AXTestSupport
import Foundation
import Testing

/// Thousands of path arguments (`axdiff validate $(git ls-files snapshots)`) are read in the
/// order given, as their folder would be; past 64 they are parsed outside ArgumentParser,
/// whose time grows with the square of their count.
@Suite struct ManyPathArgumentsTests {
    private func about(_ label: String) throws -> String {
        try DemoSnapshots.edited("About", [("\"label\": \"About\"", "\"label\": \"\(label)\"")])
    }

    private func repository(files count: Int) throws -> (TestRepository, [String]) {
        let repository = try TestRepository()
        var files: [String: String] = [:]
        for index in 0..<count { files[String(format: "snapshots/S%03d.axsnap.json", index)] = try about("About \(index)") }
        try repository.commit("Record", files: files)
        return (repository, files.keys.sorted())
    }

    @Test func validateReadsEveryFileInTheOrderGiven() throws {
        let (repository, paths) = try repository(files: 150)
        defer { repository.delete() }
        let reversed = Array(paths.reversed())
        let result = try CommandRunner.run(["validate", "--strict"] + reversed, in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        let named = result.stdout.split(separator: "\n").compactMap { line in
            line.split(separator: " ").first { $0.hasPrefix("snapshots/") }.map(String.init)
        }
        #expect(named == reversed)
    }

    @Test func aLongListAfterAnOptionKeepsTheOptionsValue() throws {
        let (repository, paths) = try repository(files: 100)
        defer { repository.delete() }
        let result = try CommandRunner.run(["validate", "--format", "json"] + paths, in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("{") || result.stdout.hasPrefix("["), "\(result.stdout.prefix(80))")
        #expect(result.stdout.components(separatedBy: "snapshots/S").count - 1 == 100)
    }

    /// Past `SnapshotScope.longPathspec` (256) paths, libgit2 walks their folders and the
    /// files not named are dropped afterwards: a changed file left out stays out.
    @Test(arguments: [120, 300])
    func diffNarrowedByThousandsOfPathsSeesTheirChanges(files: Int) throws {
        let (repository, paths) = try repository(files: files)
        defer { repository.delete() }
        try repository.write("snapshots/S007.axsnap.json", try about("Renamed"))
        try repository.write("snapshots/S110.axsnap.json", try about("Renamed too"))
        let narrowed = try CommandRunner.run(["diff", "--brief", "HEAD", "--"] + paths.filter { $0 != "snapshots/S110.axsnap.json" }, in: repository.path)
        #expect(narrowed.stdout.contains("1 screen changed"), "\(narrowed.stdout) \(narrowed.stderr)")
        let all = try CommandRunner.run(["diff", "--brief", "HEAD", "--"] + paths, in: repository.path)
        #expect(all.stdout.contains("2 screens changed"), "\(all.stdout) \(all.stderr)")
        let missing = try CommandRunner.run(["diff", "--brief", "HEAD", "--"] + paths + ["snapshots/Nope.axsnap.json"], in: repository.path)
        #expect(missing.status == 2 && missing.stderr.contains("Nope.axsnap.json"), "\(missing.stderr)")
    }

    /// From 1,000 paths on (`PathArguments.parallelThreshold`) they are resolved and checked
    /// on another core, with a handle of their own, while the configuration is read: the same
    /// changes and the same errors, the configuration's before the paths'.
    @Test func pathsResolvedBesideTheConfigurationGiveTheSameResults() throws {
        let (repository, paths) = try repository(files: 1_020)
        defer { repository.delete() }
        try repository.write("snapshots/S007.axsnap.json", try about("Renamed"))
        try repository.write("snapshots/S1010.axsnap.json", try about("Renamed too"))
        let all = try CommandRunner.run(["diff", "--brief", "HEAD", "--"] + paths, in: repository.path)
        #expect(all.status == 0 && all.stdout.contains("2 screens changed"), "\(all.stdout) \(all.stderr)")
        let narrowed = try CommandRunner.run(["diff", "--brief", "HEAD", "--"] + paths.filter { $0 != "snapshots/S1010.axsnap.json" }, in: repository.path)
        #expect(narrowed.stdout.contains("1 screen changed"), "\(narrowed.stdout) \(narrowed.stderr)")
        let check = try CommandRunner.run(["check", "--"] + paths, in: repository.path)
        #expect(check.stdout.contains("2 screens changed"), "\(check.stdout) \(check.stderr)")
        let missing = try CommandRunner.run(["diff", "--brief", "HEAD", "--"] + paths + ["snapshots/Nope.axsnap.json"], in: repository.path)
        #expect(missing.status == 2 && missing.stderr.contains("'snapshots/Nope.axsnap.json'"), "\(missing.stderr)")
        try repository.write(".axdiff.yml", "snapshotz: [snapshots]\n")
        let broken = try CommandRunner.run(["diff", "--brief", "HEAD", "--"] + paths + ["snapshots/Nope.axsnap.json"], in: repository.path)
        #expect(broken.status == 2 && broken.stderr.contains("snapshotz") && !broken.stderr.contains("Nope"), "\(broken.stderr)")
    }

    /// History prepares the paths once for every commit's scope: a commit that changes only a
    /// file left out of hundreds named is no change, one that changes a named file is.
    @Test func historyNarrowedByHundredsOfPathsSeesOnlyTheirCommits() throws {
        let (repository, paths) = try repository(files: 300)
        defer { repository.delete() }
        _ = try repository.commit("Reword S007", files: ["snapshots/S007.axsnap.json": try about("Renamed")])
        _ = try repository.commit("Reword S110", files: ["snapshots/S110.axsnap.json": try about("Renamed too")])
        let named = paths.filter { $0 != "snapshots/S110.axsnap.json" }
        // The text lists the commits that changed a snapshot in scope.
        let result = try CommandRunner.run(["history", "--"] + named, in: repository.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Reword S007") && !result.stdout.contains("Reword S110"), "\(result.stdout.suffix(400))")
        let all = try CommandRunner.run(["history", "--"] + paths, in: repository.path)
        #expect(all.stdout.contains("Reword S007") && all.stdout.contains("Reword S110"), "\(all.stdout.suffix(400))")
    }
}
