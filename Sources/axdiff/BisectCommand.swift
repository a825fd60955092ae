import AXReport
import AXRules
import AXWorkflows
import ArgumentParser

/// Options shared by bisect and bisect-run: which regressions count.
struct RegressionFilterOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Only this rule (an id from `axdiff rules`).", valueName: "id"))
    var rule: String?

    @Option(help: ArgumentHelp("Only this screen: a glob of snapshot paths, or a screen name.", valueName: "glob"))
    var screen: String?

    @Option(help: ArgumentHelp("Only this element: its id or label.", valueName: "id-or-label"))
    var element: String?

    var filter: BisectWorkflow.Filter { .init(rule: rule, screen: screen, element: element) }

    /// An unknown rule would match nothing, so every commit would look good: a usage error.
    func validate() throws {
        guard let rule, RuleCatalog.rule(rule) == nil else { return }
        let closest = RuleCatalog.closestID(to: rule).map { "did you mean \"\($0)\"? " } ?? ""
        throw ValidationError("unknown rule \(TerminalText.quoted(rule)) for --rule; \(closest)`axdiff rules` lists them")
    }
}

struct BisectCommand: ParsableCommand, AsyncCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect",
        abstract: "Find the commit that introduced a regression, straight from the snapshots in git.",
        discussion: """
            Binary-searches the first-parent commits between --good and --bad that changed \
            snapshots for the first one where a matching regression (relative to good) is \
            present. No build of the app is needed. axdiff first checks that bad has such a \
            regression and says plainly when good or bad is wrong.

              axdiff bisect --good v2.0 --bad main --rule label-removed
              axdiff bisect --good v2.0 --bad main --element closeButton --screen 'snapshots/Settings*'
              axdiff bisect --good v2.0 --bad main --all      every commit that introduced or fixed one

            To combine axdiff with your own build steps, use `git bisect run` with \
            `axdiff bisect-run` (see `axdiff bisect-run --help`).
            """
    )

    @Option(help: ArgumentHelp("A revision without the regression.", valueName: "rev"))
    var good: String

    @Option(help: ArgumentHelp("A revision with the regression.", valueName: "rev"))
    var bad: String

    @OptionGroup var filters: RegressionFilterOptions

    @Flag(help: "Scan every commit and list each that introduced or fixed a matching regression (for regressions that came and went).")
    var all = false

    @OptionGroup var colors: ColorOptions

    @OptionGroup var repository: RepositoryOptions

    func execute() async throws {
        let outcome: BisectWorkflow.Outcome
        do {
            outcome = try await BisectWorkflow.run(.init(good: good, bad: bad, filter: filters.filter, all: all, repo: repository.path, directory: currentDirectory(), configuration: repository.override))
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        Console.notes(outcome.notes)
        let style = colors.style
        var lines = ["Bisecting \(outcome.candidates) commit\(outcome.candidates == 1 ? "" : "s") that changed snapshots between good \(outcome.good.id.prefix(7)) and bad \(outcome.bad.id.prefix(7)) for \(filters.filter.description)"]
        if all {
            if outcome.transitions.isEmpty {
                lines.append("No commit\(outcome.unjudged.isEmpty ? "" : " that could be judged") introduced or fixed a matching regression.")
            }
            for entry in outcome.transitions {
                lines.append("")
                lines.append(style.yellow(entry.commit.id) + "  " + entry.commit.date + "  " + TerminalText.sanitize(entry.commit.author))
                lines.append("    " + TerminalText.sanitize(entry.commit.subject))
                for (screen, finding) in entry.introduced {
                    lines.append("  " + style.red("introduced") + " \(finding.severity.rawValue) \(finding.rule) in \(TerminalText.sanitize(screen.screen)): \(TerminalText.sanitize(finding.message))")
                    if let branch = entry.onMergedBranch[finding.fingerprint] { lines.append(HistoryReport.mergedBranchLine(branch, style: style)) }
                }
                for (screen, finding) in entry.fixed {
                    lines.append("  " + style.green("fixed") + " \(finding.rule) in \(TerminalText.sanitize(screen.screen)): \(TerminalText.sanitize(finding.message))")
                    if let branch = entry.onMergedBranch[finding.fingerprint] { lines.append(HistoryReport.mergedBranchLine(branch, style: style)) }
                }
            }
        } else if !outcome.possibleFirstBad.isEmpty {
            lines.append("")
            lines.append(style.bold("The first bad commit could be any of these") + " (those before the last could not be judged):")
            for commit in outcome.possibleFirstBad {
                lines.append("  " + style.yellow(String(commit.id.prefix(7))) + "  " + TerminalText.sanitize(commit.subject))
            }
            lines.append("")
            lines.append("The last has, relative to good:")
            for (screen, finding) in outcome.regressions {
                lines.append("  \(finding.severity.rawValue) \(finding.rule) in \(TerminalText.sanitize(screen.screen)) (\(TerminalText.sanitize(screen.path)), line \(finding.element.line)): \(TerminalText.sanitize(finding.message))")
            }
        } else if let first = outcome.firstBad {
            lines.append("")
            lines.append(style.bold("First bad commit: ") + style.yellow(first.id))
            lines.append("Author: \(TerminalText.sanitize(first.author))")
            lines.append("Date:   \(first.date)")
            lines.append("")
            lines.append("    " + TerminalText.sanitize(first.subject))
            lines.append("")
            if let merge = outcome.mergedBy {
                lines.append("On the branch merged by \(style.yellow(String(merge.id.prefix(7)))) \(TerminalText.sanitize(merge.subject)) (the first-parent history sees it there)")
                lines.append("")
            }
            for (screen, finding) in outcome.regressions {
                lines.append("  \(finding.severity.rawValue) \(finding.rule) in \(TerminalText.sanitize(screen.screen)) (\(TerminalText.sanitize(screen.path)), line \(finding.element.line)): \(TerminalText.sanitize(finding.message))")
                if let change = finding.announcementChange { lines.append("      " + style.dim(TerminalText.sanitize(change))) }
            }
        }
        if !outcome.unjudged.isEmpty {
            lines.append("")
            lines.append("Could not be judged (a snapshot there cannot be read), so \(all ? "left out of the list" : "skipped, as git bisect skip does"):")
            lines += outcome.unjudged.map { "  " + TerminalText.sanitize($0) }
        }
        lines.append("")
        lines.append(style.dim("\(outcome.commitsJudged) revision\(outcome.commitsJudged == 1 ? "" : "s") judged, \(outcome.blobsParsed) snapshot revisions read"))
        Console.out(lines.joined(separator: "\n") + "\n")
        // An answer that some commit could not be read for is incomplete: `--all` may miss a
        // transition, and the search may end among several commits.
        if (all && !outcome.unjudged.isEmpty) || !outcome.possibleFirstBad.isEmpty {
            throw ExitCode(ExitStatus.usageOrInput)
        }
    }
}

struct BisectRunCommand: ParsableCommand, AsyncCommand {
    static let configuration = CommandConfiguration(
        commandName: "bisect-run",
        abstract: "Judge the revision under test for `git bisect run`: exit 0 good, 1 bad, 125 skip.",
        discussion: """
            Compares the revision git bisect is testing with --good and exits as `git bisect \
            run` expects: 0 no matching regression (good), 1 a matching regression (bad), \
            125 the revision cannot be judged (no snapshot there: git bisect skips it), \
            128 an error (git bisect stops).

            The revision judged is BISECT_HEAD (git bisect start --no-checkout), else the \
            working tree when your own steps re-recorded snapshots there, else HEAD:

              git bisect start main v2.0
              git bisect run sh -c 'make snapshots && axdiff bisect-run --good v2.0 --rule label-removed'
              git bisect reset
            """
    )

    @Option(help: ArgumentHelp("A revision without the regression.", valueName: "rev"))
    var good: String

    @OptionGroup var filters: RegressionFilterOptions

    @OptionGroup var repository: RepositoryOptions

    func execute() async throws {
        let outcome: BisectRunWorkflow.Outcome
        do {
            outcome = try await BisectRunWorkflow.run(good: good, filter: filters.filter, repo: repository.path, directory: currentDirectory(), configuration: repository.override)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(128)
        }
        Console.notes(outcome.notes)
        switch outcome.verdict {
        case .good:
            Console.out("good: no regression matching \(filters.filter.description) in \(outcome.judged)\n")
        case .bad(let found):
            Console.out("bad: \(outcome.judged) has \(found.count) matching regression\(found.count == 1 ? "" : "s")\n" + found.map { "  " + TerminalText.sanitize($0) + "\n" }.joined())
            throw ExitCode(1)
        case .cannotJudge(let reason):
            Console.err("skip: \(reason)\n")
            throw ExitCode(125)
        }
    }
}
