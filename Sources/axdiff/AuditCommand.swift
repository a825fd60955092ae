import AXReport
import AXWorkflows
import ArgumentParser

struct AuditCommand: ParsableCommand, AsyncCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "The release audit: everything that changed for screen reader users between two revisions.",
        discussion: """
            A summary (screens added, removed and changed; regressions and improvements by \
            severity and by WCAG criterion), then each changed screen: its regressions and \
            improvements with the commit that introduced or fixed each, the announcements and \
            the focus order before and after, and, in HTML, wireframes of the screen before \
            and after (focus stops numbered, regressed elements outlined, unreachable ones \
            greyed with their reason).

              axdiff audit v2.0 v2.1 --format html --output audit.html
              axdiff audit v2.0 v2.1 --format markdown > release-notes-a11y.md
              axdiff audit v2.0 v2.1 --format json

            The HTML file is self-contained (no script, no external fetch) and prints to PDF.
            """
    )

    @Argument(help: ArgumentHelp("The older release.", valueName: "from"))
    var from: String

    @Argument(help: ArgumentHelp("The newer release.", valueName: "to"))
    var to: String

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Paths after -- narrow the screens.", valueName: "path"))
    var paths: [String] = []

    @Option(help: "Output format: html, markdown or json.")
    var format: AuditFormat = .html

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the audit here (atomically) instead of standard output.", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("The repository (default: the one containing the current directory).", valueName: "path"))
    var repo: String?

    enum AuditFormat: String, ExpressibleByArgument, CaseIterable {
        case html, markdown, json

        func render(_ report: AuditReport) -> String {
            switch self {
            case .html: AuditHTMLReport.render(report)
            case .markdown: AuditMarkdownReport.render(report)
            case .json: AuditJSONReport.render(report)
            }
        }
    }

    func execute() async throws {
        let report: AuditReport
        do {
            report = try await AuditWorkflow.run(.init(from: from, to: to, paths: paths, repo: repo, directory: currentDirectory()), toolVersion: axdiffVersion)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        let text = format.render(report)
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
