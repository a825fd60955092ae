import AXTestSupport
import Foundation
import Testing

/// scripts/libgit2-functions: the loader's list of libgit2 functions is the one the sources
/// need, each line as libgit2's headers declare the function.
@Suite struct LibGit2FunctionsTests {
    static let script = Tooling.root.appendingPathComponent("scripts/libgit2-functions").path

    @Test func theLoadersListIsTheGeneratedOne() throws {
        let check = try Tooling.run(Self.script, ["--check"], in: Tooling.root, environment: Tooling.environment(home: Tooling.root))
        #expect(check.status == 0, "run scripts/libgit2-functions and put its output in LibGit2Loader.c: \(check.output)")
        #expect(check.stdout.contains("functions listed in LibGit2Loader.c are those the sources call"))
    }

    /// A function the sources call and the list lacks is shown as the line to add; struct
    /// initializers (`git_oid()`) are not functions to forward.
    @Test func aMissingFunctionIsShownWithItsDeclaration() throws {
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        let files: [String: String] = [
            "Sources/LibGit2Loader/LibGit2Loader.c": "#define AXDIFF_LIBGIT2_FUNCTIONS(FUNCTION, VOID) \\\n    VOID(void, git_blob_free, (git_blob *blob), (blob))\n",
            "Sources/Uses/Uses.swift": "let id = git_oid()\ngit_blob_free(blob)\n_ = git_tree_lookup(&tree, raw, &id)\n",
        ]
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let copy = folder.appendingPathComponent("scripts/libgit2-functions")
        try FileManager.default.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Self.script, toPath: copy.path)

        let check = try Tooling.run(copy.path, ["--check"], in: folder, environment: Tooling.environment(home: folder))
        #expect(check.status == 1)
        #expect(check.stdout.contains("+    FUNCTION(int, git_tree_lookup, (git_tree **out, git_repository *repo, const git_oid *id), (out, repo, id))"), "\(check.output)")
        #expect(!check.stdout.contains("git_oid,"), "git_oid() is a struct's initializer")

        let list = try Tooling.run(copy.path, [], in: folder, environment: Tooling.environment(home: folder))
        #expect(list.status == 0)
        #expect(list.stdout.split(separator: "\n").map(String.init) == [
            "    VOID(void, git_blob_free, (git_blob *blob), (blob)) \\",
            "    FUNCTION(int, git_tree_lookup, (git_tree **out, git_repository *repo, const git_oid *id), (out, repo, id))",
        ])

        let noHeaders = try Tooling.run(copy.path, ["--include", folder.path], in: folder, environment: Tooling.environment(home: folder))
        #expect(noHeaders.status == 1 && noHeaders.stderr.contains("install libgit2-dev"), "\(noHeaders.output)")
    }
}
