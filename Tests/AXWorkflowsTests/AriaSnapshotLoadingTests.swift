import AXImport
import AXModel
import Foundation
import Testing

@testable import AXWorkflows

/// How the commands' loader tells an ARIA snapshot or a Vitest file from the other kinds, and
/// what it says when one is not what a command can use.
@Suite struct AriaSnapshotLoadingTests {
    private func load(_ text: String, path: String) throws(WorkflowError) -> LoadedSnapshot {
        try SnapshotLoader.load(Array(text.utf8), path: path)
    }

    @Test func aYAMLFileThatStartsWithACommentOrAMarkerIsAnAriaSnapshot() throws {
        for text in ["# recorded\n- button \"A\"\n", "---\n- button \"A\"\n", "%YAML 1.2\n---\n- button \"A\"\n"] {
            let loaded = try load(text, path: "e2e/home.spec.ts-snapshots/c1.yml")
            #expect(loaded.format == .ariaSnapshot)
            #expect(loaded.snapshot.root.children.map(\.label) == ["A"])
        }
    }

    @Test func aYAMLFileOfCommentsAloneGetsTheAriaImportersMessage() {
        let error = #expect(throws: WorkflowError.self) { try load("# recorded\n", path: "c4.yml") }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("c4.yml:1:1: error: not a Playwright ARIA snapshot: the file holds no list items"), "\(message)")
    }

    @Test func anAxsnapFileThatStartsWithACommentIsStillReadAsJSON() {
        let error = #expect(throws: WorkflowError.self) { try load("# recorded\n- button \"A\"\n", path: "Settings.axsnap.json") }
        let message = error.map { "\($0)" } ?? ""
        #expect(message.contains("the top level of a snapshot must be a JSON object, found '#'"), "\(message)")
    }

    @Test func formatSaysItCannotRewriteAVitestFileAndHowToConvertOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-format-vitest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("nav.test.ts.snap").path
        let text = "// Vitest Snapshot v1\n\nexports[`a 1`] = `\n- button \"A\"\n`;\n\nexports[`b 1`] = `\n- button \"B\"\n`;\n"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        for check in [false, true] {
            let outcome = FormatWorkflow.run(paths: [path], check: check)
            let message = outcome.files.first?.error.map { "\($0)" } ?? "no error"
            #expect(message.contains("\(path) is a Vitest snapshot file, not an axsnap snapshot: format rewrites axsnap snapshots only"), "\(message)")
            #expect(message.contains("axdiff import \(path) --screen NAME --output FILE.axsnap.json"), "\(message)")
            #expect(!message.contains("it holds 2 snapshots"), "\(message)")
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }
}
