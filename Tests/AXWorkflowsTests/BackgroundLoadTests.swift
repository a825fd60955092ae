import AXTestSupport
import Foundation
import Testing

/// For a command on a repository, libgit2 is loaded on another thread while the arguments are
/// parsed (`FilePrefetch`). The process never ends during that load: `exit` ran the TLS
/// library's clean-up while the loading thread was initialising it, and about one usage error
/// in ten (`axdiff check --bogus`) ended in a segmentation fault instead of status 2.
@Suite struct BackgroundLoadTests {
    /// The load is made to start 400 ms late (`AXDIFF_TEST_LIBGIT2_LOAD_DELAY`): a process that
    /// exits without waiting for it ends long before.
    @Test(arguments: ["check", "diff", "history", "ls"])
    func aUsageErrorEndsOnlyOnceTheLoadIsDone(command: String) throws {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try CommandRunner.run(
            [command, "--bogus"], in: Fixtures.root.path, environment: ["AXDIFF_TEST_LIBGIT2_LOAD_DELAY": "400"])
        let elapsed = clock.now - start
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("Unknown option '--bogus'"), "\(result.stderr)")
        #expect(elapsed >= .milliseconds(390), "ended \(elapsed) after it started, while libgit2 was still being loaded")
    }

    /// A command that needs no repository starts no load, and does not wait.
    @Test func aCommandOnFilesDoesNotWait() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let result = try CommandRunner.run(
            ["validate", "--bogus"], in: Fixtures.root.path, environment: ["AXDIFF_TEST_LIBGIT2_LOAD_DELAY": "3000"])
        #expect(result.status == 2, "\(result.stderr)")
        #expect(clock.now - start < .milliseconds(2_500))
    }
}
