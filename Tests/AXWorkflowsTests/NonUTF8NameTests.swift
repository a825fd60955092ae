import AXTestSupport
import Foundation
import Testing

/// A snapshot whose file name is not UTF-8 (byte 0xFF, as a Latin-1 `ÿ` written by an old
/// tool) is found in the working tree and at a revision, can be named on the command line, and
/// is shown escaped (`\xFF`) in every path line.
@Suite struct NonUTF8NameTests {
    /// Runs `script` in bash in a scratch repository folder, with the axdiff binary as `$0` and
    /// a demo snapshot's path as `$1`: the only way to pass a name that is not UTF-8, since
    /// Foundation's `Process` takes its arguments as strings.
    private func shell(_ script: String) throws -> CommandRunner.Result {
        let repository = try TestRepository()
        defer { repository.delete() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let setup = """
            set -e
            name=$(printf 'snapshots/Caf\\377.axsnap.json')
            mkdir -p snapshots
            cp "$1" "$name"

            """
        process.arguments = ["-c", setup + script, CommandRunner.executable.path, Fixtures.packageRoot.appendingPathComponent("snapshots/About.axsnap.json").path]
        process.currentDirectoryURL = URL(fileURLWithPath: repository.path)
        process.environment = [
            "PATH": "/usr/bin:/bin", "NO_COLOR": "1", "LC_ALL": "C", "HOME": repository.scratch.path,
            "GIT_AUTHOR_NAME": "A", "GIT_AUTHOR_EMAIL": "a@example.com",
            "GIT_COMMITTER_NAME": "A", "GIT_COMMITTER_EMAIL": "a@example.com",
        ]
        return try CommandRunner.capture(process)
    }

    @Test func aNameThatIsNotUTF8IsReadFromTheWorkingTreeAndTheCommandLine() throws {
        let result = try shell(#""$0" validate "$name""#)
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("valid snapshots/Caf\\xFF.axsnap.json"), "\(result.stdout)")
        #expect(!result.stdout.contains("\u{FFFD}"))
    }

    @Test func aNameThatIsNotUTF8IsListedAndDiffedAtARevision() throws {
        let result = try shell("""
            git add -A && git commit -q -m Record
            "$0" ls HEAD
            sed -i 's/"About"/"About us"/' "$name"
            "$0" diff --brief HEAD -- "$name"
            """)
        #expect(result.status == 0, "\(result.stdout) \(result.stderr)")
        #expect(result.stdout.hasPrefix("snapshots/Caf\\xFF.axsnap.json\n"), "\(result.stdout)")
        #expect(result.stdout.contains("1 screen changed"), "\(result.stdout)")
    }

    @Test func aMissingNameIsReportedEscaped() throws {
        let result = try shell(#""$0" validate "$(printf 'nope\376.axsnap.json')""#)
        #expect(result.status == 2)
        #expect(result.stderr.contains("nope\\xFE.axsnap.json: error: no such file"), "\(result.stderr)")
    }
}
