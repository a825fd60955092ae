import AXModel
import AXReport
import AXRuntime
import AXWorkflows
import ArgumentParser

struct ValidateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Check that snapshot files are valid axsnap.",
        discussion: """
            Every file is checked, even after one fails, and every error in a file is \
            reported, not only the first (a broken JSON syntax still stops that file). Errors \
            and warnings are printed as PATH:LINE:COLUMN: error: MESSAGE on standard error. \
            Warnings (unknown keys or traits, duplicate ids) do not fail validation unless \
            --strict is given, which catches a misspelt trait. UTF-16 files (PowerShell's \
            default) are read too. Without files, the snapshots under the repository's roots (from \
            .axdiff.yml, else the default ones) are checked.

            Exit codes: 0 all valid, 1 warnings with --strict, 2 any error.

            Examples:
              axdiff validate
              axdiff validate snapshots/ --strict
              axdiff validate Settings.axsnap.json Sound.axsnap.json
              axdiff validate --format github          annotations in a GitHub Actions log
              axdiff validate --format json            every file, error and warning, for tools
            """
    )

    @Argument(help: ArgumentHelp("Snapshot files, or folders to search for *.axsnap.json (default: the repository's snapshot roots).", valueName: "file"))
    var files: [String] = []

    @Flag(name: .shortAndLong, help: "Print nothing for valid files.")
    var quiet = false

    @Flag(help: "Warnings fail too (exit 1): an unknown trait is most often a typo.")
    var strict = false

    @Option(help: "Output format: text (lines on standard error), json or github.")
    var format: ValidateFormat = .text

    @OptionGroup var colors: ColorOptions

    enum ValidateFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json, github
    }

    @OptionGroup var configuration: ConfigurationOptions

    func run() throws {
        let paths = try filesOrSnapshotRoots(LongOperands.restore(files), configuration: configuration.override)
        let outcome = ValidateWorkflow.run(paths: paths)
        switch format {
        case .json: Console.out(ValidationReport.json(outcome.files, strict: strict))
        case .github: Console.out(ValidationReport.github(outcome.files, strict: strict))
        case .text:
            let style = colors.style
            for file in outcome.files {
                for diagnostic in file.warnings + file.errors { Console.err(diagnostic.description + "\n") }
                if file.errors.isEmpty && !quiet {
                    let warnings = file.warnings.isEmpty ? "" : ", \(file.warnings.count) warning\(file.warnings.count == 1 ? "" : "s")"
                    let elements = "\(file.elementCount) element\(file.elementCount == 1 ? "" : "s")"
                    let stops = "\(file.focusStopCount) focus stop\(file.focusStopCount == 1 ? "" : "s")"
                    Console.out("\(style.green("valid")) \(Console.path(file.path)) (\(elements), \(stops)\(warnings))\n")
                }
            }
        }
        if outcome.files.isEmpty {
            Console.err("error: no snapshot files found in \(DiagnosticText.line(paths.joined(separator: ", "))) (looking for *.axsnap.json)\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if outcome.hasErrors { throw ExitCode(ExitStatus.usageOrInput) }
        if strict && outcome.hasWarnings {
            let count = outcome.files.reduce(0) { $0 + $1.warnings.count }
            Console.err("\(count) warning\(count == 1 ? "" : "s") with --strict: fix them (an unknown trait is most often a typo)\n")
            throw ExitCode(ExitStatus.regressions)
        }
    }
}
