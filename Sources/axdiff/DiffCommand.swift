import AXReport
import AXRuntime
import AXWorkflows
import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

struct DiffCommand: ParsableCommand, AsyncCommand {
    /// Computed: its examples name a snapshot of the repository it runs in (`HelpContext`).
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "diff",
        abstract: "Show what changed for a screen reader user between two versions of your snapshots.",
        usage: "axdiff diff [<options>] [<base> [<head>]] [-- <path> ...]",
        discussion: """
            Compares the snapshots (under the roots in .axdiff.yml, or the default ones: \
            snapshots/, Playwright's and Vitest's files; see `axdiff --help`) of two revisions, \
            read straight from git: nothing is checked out and the repository is never written. Each changed screen lists its typed changes, the \
            regressions with their severity and WCAG criterion, and the improvements.

              axdiff diff                      HEAD against the working tree
              axdiff diff --staged             HEAD against the index (what you are committing)
              axdiff diff main                 main against the working tree
              axdiff diff main feature         two revisions
              axdiff diff main..feature        the same
              axdiff diff main...feature       the merge base of main and feature against feature
              axdiff diff HEAD~3 -- \(HelpContext.example)
              axdiff diff before.axsnap.json after.axsnap.json   two files, no repository
              axdiff diff before.xml after.xml                   Appium, uiautomator, Chrome dumps

            Revisions are anything git understands: branches, tags, ids, HEAD~2, HEAD^2, \
            @{upstream}. Exit codes: 0 success (regressions do not fail diff; use `axdiff \
            check` for that), 2 usage or input error.
            """
    ) }

    @Argument(help: ArgumentHelp("The base revision (default HEAD), a range A..B or A...B, or a snapshot file.", valueName: "base"))
    var base: String?

    @Argument(help: ArgumentHelp("The head revision (default: the working tree), or a second snapshot file.", valueName: "head"))
    var head: String?

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Paths after -- narrow the screens compared.", valueName: "path"))
    var paths: [String] = []

    @Flag(name: [.long, .customLong("cached")], help: "Compare with the index (staged snapshots) instead of the working tree.")
    var staged = false

    @OptionGroup var repository: RepositoryOptions

    @Option(help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Flag(help: "List only regressions and improvements, not every change.")
    var brief = false

    @OptionGroup var density: DensityOptions

    @OptionGroup var colors: ColorOptions

    func execute() async throws {
        let request = DiffWorkflow.Request(
            revisions: [base, head].compactMap { $0 }, paths: LongOperands.restore(paths), staged: staged, repo: repository.path, directory: currentDirectory(),
            density: density.value, configuration: repository.override)
        let outcome: DiffWorkflow.Outcome
        do {
            outcome = try await DiffWorkflow.run(request, toolVersion: axdiffVersion)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        Console.notes(outcome.notes)
        for warning in outcome.warnings { Console.err(warning.description + "\n") }
        Console.out(format.render(outcome.report, style: colors.style, showChanges: !brief, links: .fromEnvironment))
        for error in outcome.report.errors { Console.err(error + "\n") }
        if !outcome.report.errors.isEmpty { throw ExitCode(ExitStatus.usageOrInput) }
    }
}

/// The process's current directory.
func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}
