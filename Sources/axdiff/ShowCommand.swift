import AXModel
import AXReport
import AXWorkflows
import ArgumentParser

struct ShowCommand: ParsableCommand {
    /// Computed: its reader and examples follow the repository it runs in (`HelpContext`).
    static var configuration: CommandConfiguration { CommandConfiguration(
        commandName: "show",
        abstract: "Show a screen as its screen reader reads it: focus stops, unreachable elements, headings.",
        discussion: """
            For each snapshot, prints the focus stops in reading order with what \
            \(HelpContext.readers) announces at each, in its words, then every element it cannot reach and why (hidden, \
            nested inside another accessibility element, or behind a modal view), then the \
            headings rotor.

            Examples:
              axdiff show \(HelpContext.example)
              axdiff show \(HelpContext.isWeb ? HelpContext.example : "snapshots/") --format json
            """
    ) }

    @Argument(help: ArgumentHelp("Snapshot files, or folders to search for *.axsnap.json.", valueName: "file"))
    var files: [String]

    @Option(help: "Output format: text or json.")
    var format: ReadingFormat = .text

    @OptionGroup var colors: ColorOptions

    @Option(help: ArgumentHelp("Row tolerance in points for geometric reading order, a number 0 or more (default: 8 on phone, 13 on pad).", valueName: "points"))
    var rowTolerance: PointsOption?

    enum ReadingFormat: String, ExpressibleByArgument, CaseIterable {
        case text, json
    }

    func run() throws {
        let files = LongOperands.restore(self.files)
        let outcome = ShowWorkflow.run(paths: files, options: .init(rowTolerance: rowTolerance?.value))
        for screen in outcome.screens {
            for warning in screen.warnings { Console.err(warning.description + "\n") }
        }
        switch format {
        case .text:
            let style = colors.style
            Console.out(outcome.screens.map { ReadingReport.text($0.reading, path: $0.path, style: style) }.joined(separator: "\n"))
        case .json:
            let values = outcome.screens.map { ReadingReport.jsonValue($0.reading) }
            if values.count == 1 && outcome.errors.isEmpty && files.count == 1 {
                Console.out(values[0].serialized())
            } else {
                Console.out(JSONValue.array(values).serialized())
            }
        }
        for error in outcome.errors { Console.err(error.description + "\n") }
        if outcome.screens.isEmpty && outcome.errors.isEmpty {
            Console.err("error: no snapshot files found in \(files.joined(separator: ", ")) (looking for *.axsnap.json)\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if !outcome.errors.isEmpty { throw ExitCode(ExitStatus.usageOrInput) }
    }
}
