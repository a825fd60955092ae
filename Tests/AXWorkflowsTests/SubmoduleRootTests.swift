import AXTestSupport
import Foundation
import Testing

/// A snapshot root inside a submodule is another repository's folder: axdiff says so and how to
/// read it, instead of comparing nothing in silence.
@Suite struct SubmoduleRootTests {
    @Test func aRootInsideASubmoduleIsRefusedWithWhatToRun() throws {
        let inner = try TestRepository()
        let outer = try TestRepository()
        defer {
            inner.delete()
            outer.delete()
        }
        try inner.commit("Record", files: ["snapshots/About.axsnap.json": try DemoSnapshots.text("About")])
        try outer.commit("Start", files: ["README.md": "app\n"])
        try outer.git("-c", "protocol.file.allow=always", "submodule", "add", "-q", inner.path, "design")
        try outer.commit("Add the design submodule", files: [".axdiff.yml": "snapshots:\n  - design/snapshots\n"])

        let result = try CommandRunner.run(["diff", "--brief", "HEAD~1", "HEAD"], in: outer.path)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("'design/snapshots' of .axdiff.yml is inside the submodule 'design'"), "\(result.stderr)")
        #expect(result.stderr.contains("axdiff --repo design"), "\(result.stderr)")
        // The submodule's own repository reads them.
        let inside = try CommandRunner.run(["ls", "HEAD"], in: outer.path + "/design")
        #expect(inside.stdout.contains("snapshots/About.axsnap.json"), "\(inside.stdout) \(inside.stderr)")
    }
}
