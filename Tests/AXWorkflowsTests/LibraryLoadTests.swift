import AXTestSupport
import Foundation
import Testing
@testable import AXWorkflows

/// For a command on a repository, libgit2 is loaded on another core while the arguments are
/// parsed (`FilePrefetch.loadLibrary`), and the process never ends during that load: `exit`
/// ran the TLS library's clean-up while the loading thread was initialising it, and about one
/// usage error in ten (`axdiff check --bogus`) ended in a segmentation fault instead of status 2.
@Suite(.serialized) struct LibraryLoadTests {
    @Test func finishingWaitsForALoadUnderWay() {
        let clock = ContinuousClock()
        let start = clock.now
        FilePrefetch.loadLibrary(using: { usleep(300_000) })
        FilePrefetch.finishLibraryLoad()
        #expect(clock.now - start >= .milliseconds(290), "returned while the load was under way")
    }

    @Test func aCommandOnARepositoryLoadsLibgit2AndAUsageErrorStillEndsWithStatus2() throws {
        #expect(FilePrefetch.loadsLibrary(["check", "--bogus"]))
        for command in ["check", "diff", "history", "ls"] {
            let result = try CommandRunner.run([command, "--bogus"], in: Fixtures.root.path)
            #expect(result.status == 2, "\(command): \(result.stderr)")
            #expect(result.stderr.contains("Unknown option '--bogus'"), "\(command): \(result.stderr)")
        }
    }
}
