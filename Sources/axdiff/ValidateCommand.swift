import AXWorkflows
import ArgumentParser

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that snapshot files are valid axsnap.",
        discussion: """
            Every file is checked, even after one fails. Errors and warnings are printed as \
            PATH:LINE:COLUMN: error: MESSAGE on standard error. Warnings (unknown keys or \
            traits, duplicate ids) do not fail validation.

            Exit codes: 0 all valid, 2 any error.

            Examples:
              axdiff validate snapshots/
              axdiff validate Settings.axsnap.json Sound.axsnap.json
            """
    )

    @Argument(help: ArgumentHelp("Snapshot files, or folders to search for *.axsnap.json.", valueName: "file"))
    var files: [String]

    @Flag(name: .shortAndLong, help: "Print nothing for valid files.")
    var quiet = false

    func run() throws {
        let outcome = ValidateWorkflow.run(paths: files)
        let style = Console.style()
        for file in outcome.files {
            for warning in file.warnings { Console.err(warning.description + "\n") }
            if let error = file.error {
                Console.err(error.description + "\n")
            } else if !quiet {
                let warnings = file.warnings.isEmpty ? "" : ", \(file.warnings.count) warning\(file.warnings.count == 1 ? "" : "s")"
                Console.out("\(style.green("valid")) \(file.path) (\(file.elementCount) elements, \(file.focusStopCount) focus stops\(warnings))\n")
            }
        }
        if outcome.files.isEmpty {
            Console.err("error: no snapshot files found in \(files.joined(separator: ", ")) (looking for *.axsnap.json)\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if outcome.hasErrors { throw ExitCode(ExitStatus.usageOrInput) }
    }
}
