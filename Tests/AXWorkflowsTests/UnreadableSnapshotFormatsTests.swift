import AXTestSupport
import Foundation
import Testing

/// Issue 41 item 5: `axdiff check --format rdjson | reviewdog` without `pipefail` sees only what
/// the report says, so every format, machine formats included, carries a snapshot that could
/// not be read, at its file (and line, where the format has one).
@Suite struct UnreadableSnapshotFormatsTests {
    static let broken = "snapshots/Broken.axsnap.json"

    static func repository() throws -> TestRepository {
        let repository = try TestRepository()
        try repository.commit("Record", files: ["snapshots/Settings.axsnap.json": try DemoSnapshots.text("Settings")])
        try repository.git("checkout", "-q", "-b", "feature")
        try repository.commit("A broken snapshot", files: [broken: "{\n  \"screen\": \"Broken\",\n  \"root\": }\n"])
        return repository
    }

    @Test(arguments: ["text", "json", "markdown", "sarif", "junit", "github", "codequality", "rdjson"])
    func everyFormatCarriesTheUnreadableFile(_ format: String) throws {
        let repository = try Self.repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main", "--format", format], in: repository.path)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(Self.broken), "\(format) lost the unreadable file: \(result.stdout)")
    }

    @Test func rdjsonHasAnErrorDiagnosticAtTheFileAndLine() throws {
        let repository = try Self.repository()
        defer { repository.delete() }
        let result = try CommandRunner.run(["check", "--base", "main", "--format", "rdjson"], in: repository.path)
        let document = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stdout)")
        let diagnostics = document["diagnostics"] as? [[String: Any]] ?? []
        let unreadable = try #require(diagnostics.first { ($0["code"] as? [String: Any])?["value"] as? String == "snapshot-unreadable" }, "\(result.stdout)")
        #expect(unreadable["severity"] as? String == "ERROR")
        let location = unreadable["location"] as? [String: Any]
        #expect(location?["path"] as? String == Self.broken)
        let line = ((location?["range"] as? [String: Any])?["start"] as? [String: Any])?["line"] as? Int
        #expect(line == 3, "\(String(describing: location))")
    }
}
