import AXModel
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// A workflow returns what it loaded with its outcome (`LoadedData`), and it lives as long as
/// the caller keeps it: the command-line tool keeps it to the exit, a library caller drops it.
@Suite struct LoadedDataTests {
    final class Tree: Sendable {}

    @Test func whatIsHeldLivesAsLongAsTheValue() {
        weak var tree: Tree?
        var loaded = LoadedData()
        #expect(loaded.isEmpty)
        do {
            let made = Tree()
            tree = made
            loaded = LoadedData(made, "and something else")
        }
        #expect(tree != nil && !loaded.isEmpty)
        loaded = LoadedData()
        #expect(tree == nil, "dropping the value frees what it held")
    }

    @Test func theWorkflowsReturnWhatTheyLoaded() async throws {
        let snapshot = Fixtures.path("model/spec-example.axsnap.json")
        let validated = ValidateWorkflow.run(paths: [snapshot])
        #expect(validated.files.count == 1 && !validated.hasErrors)
        #expect(!validated.loaded.isEmpty, "validate returns the model of the snapshot it read")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-loaded-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let broken = folder.appendingPathComponent("broken.axsnap.json").path
        try Data("{\"axsnap\": 1}".utf8).write(to: URL(fileURLWithPath: broken))
        #expect(ValidateWorkflow.run(paths: [broken]).loaded.isEmpty, "nothing is loaded from a file that does not read")
        let diffed = try await DiffWorkflow.run(.init(revisions: [snapshot, snapshot], directory: folder.path), toolVersion: "test")
        #expect(!diffed.loaded.isEmpty, "a diff of two files returns both sides it read")
        let imported = try ImportWorkflow.run(path: Fixtures.path("real/xcuitest/alumnium_todolist_v1.xml"), format: nil, screen: nil, output: nil)
        #expect(!imported.loaded.isEmpty)
    }
}
