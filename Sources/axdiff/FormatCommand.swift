import AXModel
import AXWorkflows
import ArgumentParser

struct FormatCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "format",
        abstract: "Rewrite snapshot files in the canonical axsnap form.",
        discussion: """
            The canonical form (two-space indent, keys in spec order, defaults left out, \
            frames and traits on one line, every element on its own line) makes re-recordings \
            of an unchanged screen byte-identical and keeps git diffs readable. Files are \
            replaced atomically; a file that does not parse is left untouched.

            With --check nothing is written: files that are not canonical are listed and the \
            exit code is 1.

            Without files, the axsnap files under the repository's snapshot roots (from \
            .axdiff.yml, else the default ones) are formatted. UTF-16 files (PowerShell's default) are read, and \
            rewritten as UTF-8. A file named inside the repository that a symbolic link leads \
            out of it (or into its .git folder) is skipped, with a message: a link a commit \
            holds cannot make format write elsewhere.

            Examples:
              axdiff format
              axdiff format snapshots/
              axdiff format --check snapshots/      (in CI)
            """
    )

    @Argument(help: ArgumentHelp("Snapshot files, or folders to search for *.axsnap.json (default: the repository's snapshot roots).", valueName: "file"))
    var files: [String] = []

    @Flag(help: "Write nothing; exit 1 and list the files that are not canonical.")
    var check = false

    @OptionGroup var configuration: ConfigurationOptions

    func run() throws {
        let paths = try filesOrSnapshotRoots(LongOperands.restore(files), axsnapOnly: true, configuration: configuration.override)
        let outcome = FormatWorkflow.run(paths: paths, check: check, directory: currentDirectory())
        for file in outcome.files {
            if let skipped = file.skipped { Console.err("axdiff: " + DiagnosticText.line(skipped) + "\n") }
            for warning in file.warnings { Console.err(warning.description + "\n") }
            if let error = file.error { Console.err(error.description + "\n") }
            switch file.status {
            case .reformatted: Console.out("formatted \(Console.path(file.path))\n")
            case .notCanonical: Console.out("not canonical: \(Console.path(file.path))\n")
            default: break
            }
        }
        if outcome.files.isEmpty {
            Console.err("error: no snapshot files found in \(DiagnosticText.line(paths.joined(separator: ", "))) (looking for *.axsnap.json)\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if outcome.hasErrors { throw ExitCode(ExitStatus.usageOrInput) }
        if !outcome.notCanonical.isEmpty {
            Console.err("\(outcome.notCanonical.count) file\(outcome.notCanonical.count == 1 ? " is" : "s are") not canonical: run `axdiff format` on \(outcome.notCanonical.count == 1 ? "it" : "them")\n")
            throw ExitCode(ExitStatus.regressions)
        }
    }
}
