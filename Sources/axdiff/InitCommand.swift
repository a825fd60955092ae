import AXModel
import AXWorkflows
import ArgumentParser

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write an .axdiff.yml for the snapshots this repository holds, and say what was found.",
        discussion: """
            Looks through the working tree for axsnap files (*.axsnap.json), Playwright's \
            ARIA snapshots (*-snapshots/*.yml and *.yaml, *.aria.yml) and Vitest's \
            __snapshots__/*.snap files that hold ARIA snapshots, and writes .axdiff.yml at the \
            repository's top with one root per kind, as narrow as the files allow. Without \
            it, the default roots find the same layouts, searching the whole repository.

              axdiff init              write .axdiff.yml
              axdiff init --dry-run    print what it would write, write nothing
              axdiff init --force      replace an existing .axdiff.yml

            Exit codes: 0 written, 2 nothing found, a file already there, or another error.
            """
    )

    @Flag(help: "Print the file instead of writing it.")
    var dryRun = false

    @Flag(help: "Replace an existing .axdiff.yml.")
    var force = false

    @Option(name: .customLong("repo"), help: ArgumentHelp("The repository (default: the one containing the current directory).", valueName: "path"))
    var repo: String?

    func run() throws {
        let outcome: InitWorkflow.Outcome
        do {
            outcome = try InitWorkflow.run(repo: repo, directory: currentDirectory(), force: force, dryRun: dryRun)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        for found in outcome.found {
            Console.err("axdiff: found \(found.counted): root \(DiagnosticText.escape(found.root))\n")
        }
        if outcome.wrote {
            Console.out("wrote \(outcome.path): \(outcome.found.map { DiagnosticText.escape($0.root) }.joined(separator: ", "))\n")
        } else {
            Console.out(outcome.text)
        }
    }
}
