import AXModel
import AXReport
import AXRules
import AXWorkflows
import ArgumentParser

struct RulesCommand: ParsableCommand {
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "rules",
        abstract: "List every regression rule, or explain one: what it reports, examples, how to fix and accept it.",
        discussion: """
            Severities shown are those in effect: the defaults, changed by .axdiff.yml when \
            run inside a repository that has one (or the one --repo names). docs/rules.md is \
            this list as Markdown:
              axdiff rules --format markdown > docs/rules.md

            With a rule id, explains that rule: its description, WCAG criteria, examples as \
            what the screen reader says before and after, how to fix what it reports and how \
            to accept a finding. --platform words it for VoiceOver (ios), TalkBack (android) \
            or web screen readers (web); without it, for the platform of the repository's \
            snapshots (web in a Playwright or Vitest project), else ios:
              axdiff rules element-unreachable
              axdiff rules target-size-below-minimum --platform android

            The rules judge every format axdiff reads:
            \(HelpContext.formats)
            """
    ) }

    @Argument(help: ArgumentHelp("A rule id (or alias) to explain; all rules when left out.", valueName: "rule"))
    var id: String?

    @Option(help: "Output format: text, json or markdown.")
    var format: RulesFormat = .text

    @Option(help: ArgumentHelp("Word the explanation for this platform's screen reader: ios, android or web (default: the platform of the repository's snapshots, else ios).", valueName: "platform"))
    var platform: Snapshot.Platform?

    @OptionGroup var colors: ColorOptions

    @OptionGroup var repository: RepositoryOptions

    enum RulesFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, markdown
    }

    func run() throws {
        var configuration = Configuration()
        do {
            // Outside a repository the defaults apply; inside, its .axdiff.yml must be valid.
            let found = repository.path == nil ? try? RepositoryContext.discover(repo: nil, directory: currentDirectory())
                : try RepositoryContext.discover(repo: repository.path, directory: currentDirectory())
            if let found {
                let context = try RepositoryContext(repository: found, override: repository.override, directory: currentDirectory())
                configuration = context.configuration
                Console.notes(context.configurationNotes())
            } else if let override = repository.override {
                configuration = try override.configuration(directory: currentDirectory())
                Console.notes(["configuration: \(override.path) (\(override.fromEnvironment ? "AXDIFF_CONFIG" : "--config"))"])
            }
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if let id {
            guard let rule = RuleCatalog.rule(id) else {
                let closest = RuleCatalog.closestID(to: id).map { " (did you mean \"\($0)\"?)" } ?? ""
                Console.err("axdiff: unknown rule \(TerminalText.quoted(id))\(closest); `axdiff rules` lists them all\n")
                throw ExitCode(ExitStatus.usageOrInput)
            }
            // The repository's platform when none is named: a web project reads web examples.
            let reader = (platform ?? RepositoryPlatform.detect(directory: currentDirectory(), repo: repository.path)?.platform ?? .ios).screenReader
            switch format {
            case .text: Console.out(RuleListReport.explain(rule, reader: reader, configuration: configuration, style: colors.style, links: .fromEnvironment))
            case .json: Console.out(RuleListReport.json([rule], configuration: configuration))
            case .markdown: Console.out(RuleListReport.markdown([rule]))
            }
            return
        }
        switch format {
        case .text: Console.out(RuleListReport.text(configuration: configuration, style: colors.style))
        case .json: Console.out(RuleListReport.json(configuration: configuration))
        case .markdown: Console.out(RuleListReport.markdown())
        }
    }
}

extension Snapshot.Platform: ExpressibleByArgument {}
