import AXReport
import AXRuntime
import AXWorkflows
import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

extension AuditFormat: ExpressibleByArgument {}

struct AuditCommand: ParsableCommand, AsyncCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "The release audit: everything that changed for screen reader users between two revisions.",
        usage: "axdiff audit [<options>] <from> <to> [-- <path> ...]",
        discussion: """
            A summary (screens added and changed; regressions and improvements by severity \
            and by WCAG criterion; the commits that changed snapshots, the others counted in \
            one line; screens no longer recorded, as lost coverage), then each changed \
            screen: its regressions and improvements with the commit that introduced or fixed \
            each, the announcements and the focus order before and after, and, in HTML, \
            wireframes of the screens whose snapshots have frames (focus stops numbered, \
            regressed elements outlined, unreachable ones greyed with their reason). The \
            findings are those of `axdiff history FROM..TO`, netted: a regression made and \
            fixed between the two is in neither list.

              axdiff audit v2.0 v2.1 --format html --output audit.html
              axdiff audit v2.0 v2.1 --format markdown > release-notes-a11y.md
              axdiff audit v2.0 v2.1 --format json

            The HTML file is self-contained (no script, no external fetch) and prints to PDF. \
            Without --format, the format follows the --output file's extension (.html, .md, \
            .json); without either, a terminal gets Markdown and a file or pipe gets HTML.
            """
    )

    @Argument(help: ArgumentHelp("The older release.", valueName: "from"))
    var from: String

    @Argument(help: ArgumentHelp("The newer release.", valueName: "to"))
    var to: String

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Paths after -- narrow the screens.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: html, markdown or json (default: from the --output file's extension; else html, or markdown on a terminal).")
    var format: AuditFormat?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the audit here (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @OptionGroup var repository: RepositoryOptions

    func execute() async throws {
        let chosen: AuditFormat
        let report: AuditReport
        do {
            chosen = try AuditFormat.choose(asked: format, output: output, standardOutputIsTerminal: isatty(1) == 1)
            let outcome = try await AuditWorkflow.run(.init(from: from, to: to, paths: LongOperands.restore(paths), repo: repository.path, directory: currentDirectory(), configuration: repository.override), toolVersion: axdiffVersion)
            Console.notes(outcome.notes)
            report = outcome.report
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if format == nil && output == nil && chosen == .markdown {
            Console.err("axdiff: the audit in Markdown, for the terminal; `--output audit.html` writes the HTML page with wireframes\n")
        }
        let text = chosen.render(report)
        if let output {
            do {
                try FileIO.writeAtomically(Array(text.utf8), to: output)
            } catch {
                Console.err(error.description + "\n")
                throw ExitCode(ExitStatus.usageOrInput)
            }
            let summary = report.summary
            Console.err("axdiff: wrote \(output): \(report.screens.count) changed screen\(report.screens.count == 1 ? "" : "s"), \(summary.regressions) regression\(summary.regressions == 1 ? "" : "s"), \(summary.improvements) improvement\(summary.improvements == 1 ? "" : "s")\n")
        } else {
            Console.out(text)
        }
        for error in report.errors { Console.err(error + "\n") }
        if !report.errors.isEmpty { throw ExitCode(ExitStatus.usageOrInput) }
    }
}
