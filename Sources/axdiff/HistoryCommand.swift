import AXReport
import AXRules
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
              axdiff history --min-severity warning   errors and warnings only
              axdiff history --format json > history.json

            Identical findings on one screen (149 unlabelled images) read as one line with \
            their count in text and Markdown; JSON lists each. A \
            screen whose snapshot was deleted or moved out of the snapshot roots is \
            listed as no longer recorded: lost coverage, not a regression.
            """
    ) }

    @Argument(help: ArgumentHelp("A range A..B (or A...B), or a revision whose whole history to walk (default: HEAD).", valueName: "range"))
    var range: String?

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Paths after -- narrow the screens.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: text, json or markdown.")
    var format: HistoryFormat = .text

    @Option(name: .customLong("min-severity"), help: ArgumentHelp("Leave out findings below this severity: error, warning or notice (default: all).", valueName: "severity"))
    var minSeverity: MinimumSeverity?

    @OptionGroup var colors: ColorOptions

    @OptionGroup var repository: RepositoryOptions

    enum HistoryFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    enum MinimumSeverity: String, ExpressibleByArgument, CaseIterable {
        case error, warning, notice

        var severity: Severity { Severity(rawValue: rawValue) ?? .notice }
    }

    func execute() async throws {
        let outcome: HistoryWorkflow.Outcome
        do {
            outcome = try await HistoryWorkflow.run(.init(
                range: range, paths: LongOperands.restore(paths), repo: repository.path, directory: currentDirectory(),
                minimumSeverity: minSeverity?.severity, configuration: repository.override), toolVersion: axdiffVersion)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
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
