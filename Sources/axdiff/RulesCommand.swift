import AXReport
import AXRules
import AXWorkflows
import ArgumentParser

struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List every regression rule with its severity, WCAG criteria and description.",
        discussion: """
            Severities shown are those in effect: the defaults, changed by .axdiff.yml when \
            run inside a repository that has one. docs/rules.md is this list as Markdown:
              axdiff rules --format markdown > docs/rules.md
            """
    )

    @Option(help: "Output format: text, json or markdown.")
    var format: RulesFormat = .text

    @OptionGroup var colors: ColorOptions

    @Option(help: ArgumentHelp("The repository whose .axdiff.yml applies (default: the current one, if any).", valueName: "path"))
    var repo: String?

    enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    func run() throws {
        var configuration = Configuration()
        do {
            // Outside a repository the defaults apply; inside, its .axdiff.yml must be valid.
            let repository = repo == nil ? try? RepositoryContext.discover(repo: nil, directory: currentDirectory())
                : try RepositoryContext.discover(repo: repo, directory: currentDirectory())
            if let repository {
                let context = try RepositoryContext(repository: repository)
                configuration = context.configuration
                Console.notes(context.configurationNotes())
            }
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        switch format {
        case .text: Console.out(RuleListReport.text(configuration: configuration, style: colors.style))
        case .json: Console.out(RuleListReport.json(configuration: configuration))
        case .markdown: Console.out(RuleListReport.markdown())
        }
    }
}
