import AXReport
import AXWorkflows
import ArgumentParser

extension ColorMode: ExpressibleByArgument {}

/// `--color`, shared by the commands that print for people.
struct ColorOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Colour: auto (a terminal, unless NO_COLOR; FORCE_COLOR or CLICOLOR_FORCE force it), always or never.", valueName: "when"))
    var color: ColorMode = .auto

    var style: TerminalStyle { Console.style(color) }
}
