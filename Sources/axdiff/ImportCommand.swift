import AXImport
import AXRuntime
import AXWorkflows
import ArgumentParser

/// `--from NAME`: the formats' names, each listed in `import --help` with its summary.
extension ImportFormat: ExpressibleByArgument {
    public var defaultValueDescription: String { summary }
}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an accessibility dump from another tool into an axsnap snapshot.",
        discussion: """
            Reads an accessibility dump you already have and writes a canonical axsnap snapshot, \
            to standard output or --output. The kind of dump is detected from the content unless \
            --from names it; the kinds axdiff reads are listed under --from.

            Examples:
              axdiff import window_dump.xml --screen Settings --output snapshots/Settings.axsnap.json
              axdiff import page.json --from chrome-axtree > snapshots/Home.axsnap.json

            show, validate and diff read these dumps directly too. See docs/importers.md for \
            how each source maps to axsnap.
            """
    )

    @Argument(help: ArgumentHelp("The dump to convert.", valueName: "file"))
    var file: String

    @Option(name: .customLong("from"), help: ArgumentHelp("The kind of dump (default: detected from the content):", valueName: "kind"))
    var from: ImportFormat?

    @Option(help: "The screen name to record (default: the file name).")
    var screen: String?

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the snapshot here instead of standard output (a regular file is replaced atomically; a device, FIFO or `-` is written as it is).", valueName: "path"))
    var output: String?

    @Option(help: ArgumentHelp("Android display density (pixels per dp, more than 0, e.g. 2.625) to convert pixel bounds to dp.", valueName: "density"))
    var density: DensityOption?

    func run() throws {
        do {
            let outcome = try ImportWorkflow.run(path: file, format: from, screen: screen, output: output, androidDensity: density?.value)
            for warning in outcome.warnings { Console.err(warning.description + "\n") }
            if let path = outcome.output {
                Console.err("imported \(file) (\(outcome.format.title)) into \(path)\n")
            } else {
                Console.out(String(decoding: outcome.bytes, as: UTF8.self))
            }
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
    }
}
