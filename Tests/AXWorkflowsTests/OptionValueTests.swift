import AXTestSupport
import Testing

/// Numbers on the command line are checked as `.axdiff.yml` checks them.
@Suite struct OptionValueTests {
    @Test(arguments: [
        ["show", "--row-tolerance=-3", "snapshots/About.axsnap.json"],
        ["show", "--row-tolerance", "nan", "snapshots/About.axsnap.json"],
        ["show", "--row-tolerance", "inf", "snapshots/About.axsnap.json"],
        ["import", "--density", "0", "x.xml"],
        ["import", "--density", "inf", "x.xml"],
        ["diff", "--density=-1", "a", "b"],
        ["check", "--density", "nan"],
    ])
    func badNumbersAreUsageErrors(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments, in: Fixtures.root.path)
        #expect(result.status == 2, "\(arguments): \(result.stdout)")
        #expect(result.stderr.contains("is invalid for '--"), "\(result.stderr)")
    }

    /// `--timeout -1` is a value, said to be wrong as a value: ArgumentParser alone read `-1`
    /// as an option and said the value was missing.
    @Test(arguments: [["capture", "page.html", "--timeout", "-1"], ["capture", "page.html", "--timeout", "-0.5"]])
    func aNegativeNumberAfterAnOptionIsItsValue(_ arguments: [String]) throws {
        let result = try CommandRunner.run(arguments, in: Fixtures.root.path)
        #expect(result.status == 2, "\(result.stderr)")
        #expect(result.stderr.contains("--timeout must be a number of seconds more than 0 and at most 3600, not \(arguments[3] == "-1" ? "-1" : "-0.5")"), "\(result.stderr)")
        #expect(!result.stderr.contains("Missing value"), "\(result.stderr)")
    }

    @Test func goodNumbersAreTaken() throws {
        let show = try CommandRunner.run(["show", "--row-tolerance", "0", "snapshots/About.axsnap.json"], in: Fixtures.packageRoot.path)
        #expect(show.status == 0, "\(show.stderr)")
    }
}
