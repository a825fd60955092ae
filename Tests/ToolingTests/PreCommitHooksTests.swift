import AXTestSupport
import Foundation
import Testing
import Yams

/// .pre-commit-hooks.yaml: each hook's entry, run on the files its pattern selects, as the
/// pre-commit framework runs it (`entry file...`, in the repository's root).
@Suite struct PreCommitHooksTests {
    static func hooks() throws -> [[String: Any]] {
        try #require(try Yams.load(yaml: Tooling.read(".pre-commit-hooks.yaml")) as? [[String: Any]])
    }

    static func run(_ hook: [String: Any], on files: [String], in folder: URL) throws -> Tooling.Result {
        let entry = try #require(hook["entry"] as? String).split(separator: " ").map(String.init)
        let pattern = try Regex(try #require(hook["files"] as? String))
        let selected = files.filter { $0.contains(pattern) }
        return try Tooling.run(entry[0], Array(entry.dropFirst()) + selected, in: folder, environment: Tooling.environment(home: folder.appendingPathComponent("home")))
    }

    @Test func theHooksAreValidateAndFormatCheckOnSnapshotFiles() throws {
        let hooks = try Self.hooks()
        #expect(hooks.compactMap { $0["id"] as? String } == ["axdiff-validate", "axdiff-format"])
        for hook in hooks {
            for key in ["id", "name", "entry", "language", "files"] { #expect(hook[key] is String, "\(hook["id"] ?? "?"): \(key)") }
            #expect(hook["language"] as? String == "system")
        }
        #expect(hooks.last?["entry"] as? String == "axdiff format --check")
    }

    @Test func eachHookPassesGoodSnapshotsAndFailsBadOnes() throws {
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let canonical = try DemoSnapshots.text("Player")
        try Tooling.write(canonical, to: folder.appendingPathComponent("snapshots/Player.axsnap.json"))
        try Tooling.write("# notes\n", to: folder.appendingPathComponent("README.md"))
        let good = ["snapshots/Player.axsnap.json", "README.md"]
        for hook in try Self.hooks() {
            let result = try Self.run(hook, on: good, in: folder)
            #expect(result.status == 0, "\(hook["id"] ?? "?") on a good snapshot: \(result.output)")
        }

        // Broken JSON fails validate; a valid snapshot out of its canonical form fails format --check.
        try Tooling.write("{\"version\": 1, \"screen\": ", to: folder.appendingPathComponent("snapshots/Broken.axsnap.json"))
        let validate = try Self.run(try Self.hooks()[0], on: ["snapshots/Broken.axsnap.json"], in: folder)
        #expect(validate.status != 0 && validate.output.contains("Broken.axsnap.json"), "\(validate.output)")
        let reindented = canonical.replacingOccurrences(of: "\n  ", with: "\n    ")
        #expect(reindented != canonical)
        try Tooling.write(reindented, to: folder.appendingPathComponent("snapshots/Player.axsnap.json"))
        let format = try Self.run(try Self.hooks()[1], on: good, in: folder)
        #expect(format.status == 1 && format.output.contains("Player.axsnap.json"), "\(format.output)")
    }
}
