import AXModel
import AXWorkflows
import ArgumentParser

struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "ls",
        abstract: "List the snapshot files at a revision.",
        usage: "axdiff ls [<options>] [<revision>] [-- <path> ...]",
        discussion: """
            Lists the snapshot files under the snapshot roots (the roots in .axdiff.yml, or \
            the default ones: snapshots/, Playwright's *-snapshots/*.yml and *.yaml, *.aria.yml \
            and Vitest's __snapshots__/*.snap), read straight from git, one path a line.

              axdiff ls                 at HEAD
              axdiff ls v2.3.0          at a tag
              axdiff ls --working-tree  what is on disk now, untracked files included
              axdiff ls --staged        what is in the index
            """
    )

    @Argument(help: ArgumentHelp("The revision (default: HEAD).", valueName: "revision"))
    var revision: String?

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Paths after -- narrow the listing.", valueName: "path"))
    var paths: [String] = []

    @Flag(help: "List the working tree instead of a revision.")
    var workingTree = false

    @Flag(name: [.long, .customLong("cached")], help: "List the index instead of a revision.")
    var staged = false

    @OptionGroup var repository: RepositoryOptions

    @Option(help: "Output format: text or json.")
    var format: ListFormat = .text

    enum ListFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func validate() throws {
        if workingTree && staged { throw ValidationError("--working-tree and --staged cannot be combined") }
        if revision != nil && (workingTree || staged) { throw ValidationError("give a revision or --working-tree or --staged, not both") }
    }

    func run() throws {
        let outcome: ListWorkflow.Outcome
        do {
            outcome = try ListWorkflow.run(revision: revision, workingTree: workingTree, staged: staged, paths: LongOperands.restore(paths), repo: repository.path, directory: currentDirectory(), configuration: repository.override)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        Console.notes(outcome.notes)
        switch format {
        case .text:
            Console.out(outcome.files.map { Console.path($0.path) + "\n" }.joined())
        case .json:
            Console.out(JSONValue.object([
                ("revision", .string(outcome.revision)),
                ("commit", .optional(outcome.commit)),
                ("files", .array(outcome.files.map { .object([("path", .string($0.path)), ("blob", .string($0.blob.hex))]) })),
            ]).serialized())
        }
    }
}
