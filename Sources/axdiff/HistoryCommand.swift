import AXReport
import AXRuntime
import AXWorkflows
import ArgumentParser

struct HistoryCommand: ParsableCommand, AsyncCommand {
    /// Computed: its examples name a snapshot of the repository it runs in (`HelpContext`).
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "history",
        abstract: "Accessibility blame: which commit introduced or fixed each regression.",
        usage: "axdiff history [<options>] [<range>] [-- <path> ...]",
        discussion: """
            For each first-parent commit in the range that changed snapshots, lists the \
            regressions it introduced and the ones it fixed, compared with its parent. No \
            build of the app is needed: the snapshots are data in git.

              axdiff history                       all of HEAD's history
              axdiff history v2.0..v2.1            between two releases
              axdiff history main..HEAD -- \(HelpContext.example)
              axdiff history --format json > history.json
            """
    ) }

    @Argument(help: ArgumentHelp("A range A..B (or A...B), or a revision whose whole history to walk (default: HEAD).", valueName: "range"))
    var range: String?

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Paths after -- narrow the screens.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: text, json or markdown.")
    var format: HistoryFormat = .text

    @OptionGroup var colors: ColorOptions

    @OptionGroup var repository: RepositoryOptions

    enum HistoryFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    func execute() async throws {
        let outcome: HistoryWorkflow.Outcome
        do {
            outcome = try await HistoryWorkflow.run(.init(range: range, paths: LongOperands.restore(paths), repo: repository.path, directory: currentDirectory(), configuration: repository.override), toolVersion: axdiffVersion)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        ExitRetention.keep(outcome)  // what it loaded is left for the exit to free
        Console.notes(outcome.notes)
        switch format {
        case .text: Console.out(HistoryReport.text(outcome.report, style: colors.style))
        case .json: Console.out(HistoryReport.json(outcome.report))
        case .markdown: Console.out(HistoryReport.markdown(outcome.report))
        }
        Console.err("axdiff: \(outcome.blobsParsed) snapshot revisions parsed, \(outcome.comparisons) screen comparisons\n")
        if !outcome.report.errors.isEmpty {
            for error in outcome.report.errors { Console.err(error + "\n") }
            throw ExitCode(ExitStatus.usageOrInput)
        }
    }
}
