import AXGit
import AXTestSupport
import AXWorkflows
import Foundation
import Testing

/// A git problem reaches the caller as the `GitError` AXGit reported, inside
/// `WorkflowError.git`, so that callers can tell the cases apart; its message is AXGit's own.
@Suite struct WorkflowGitErrorTests {
    @Test func anUnknownRevisionKeepsItsGitError() async throws {
        let repository = try TestRepository()
        defer { repository.delete() }
        try repository.write("snapshots/A.axsnap.json", DemoSnapshots.text("Cart"))
        try repository.commit("A")
        let error = await #expect(throws: WorkflowError.self) {
            _ = try await DiffWorkflow.run(.init(revisions: ["nope"], directory: repository.path), toolVersion: "test")
        }
        guard case .git(.unknownRevision("nope"))? = error else {
            Issue.record("expected .git(.unknownRevision(\"nope\")), got \(String(describing: error))")
            return
        }
        #expect(error?.description == "error: " + GitError.unknownRevision("nope").description)
    }

    @Test func outsideARepositoryTheErrorNamesTheFolder() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-no-repo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let error = #expect(throws: WorkflowError.self) {
            _ = try RepositoryContext(repo: "missing", directory: scratch.path)
        }
        guard case .git(.directoryNotFound(let path))? = error else {
            Issue.record("expected .git(.directoryNotFound), got \(String(describing: error))")
            return
        }
        #expect(path == scratch.path + "/missing")
        #expect(error?.description.contains("--repo PATH") == true)
    }

    @Test func aDiagnosticCarriesTheGitMessage() {
        let git = GitError.lfsPointer(path: "snapshots/A.axsnap.json", revision: "commit 1a2b3c4")
        let diagnostic = WorkflowError.git(git).diagnostic(path: "snapshots/A.axsnap.json")
        #expect(diagnostic.message == git.description)
        #expect(diagnostic.message.contains("git lfs pull"))
    }
}
