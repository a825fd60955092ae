import AXImport
import AXRuntime
import AXWorkflows
import ArgumentParser

extension ImportFormat: ExpressibleByArgument {}

struct ImportCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Convert an Appium, uiautomator or Chrome accessibility dump into an axsnap snapshot.",
        discussion: """
            Reads a dump you already have and writes a canonical axsnap snapshot, to standard \
            output or --output. The kind is detected from the content unless --from names it:
              appium-xcuitest   Appium XCUITest page source (driver.page_source on iOS)
              uiautomator       adb shell uiautomator dump, or Appium UiAutomator2 page source
              chrome-axtree     Chrome DevTools Accessibility.getFullAXTree result (JSON)

            Examples:
              axdiff import window_dump.xml --screen Settings --output snapshots/Settings.axsnap.json
              axdiff import page.json --from chrome-axtree > snapshots/Home.axsnap.json

            show, validate and diff read these dumps directly too. See docs/importers.md for \
            how each source maps to axsnap.
            """
    )

    @Argument(help: ArgumentHelp("The dump to convert.", valueName: "file"))
    var file: String

    @Option(name: .customLong("from"), help: "The kind of dump: appium-xcuitest, uiautomator, chrome-axtree, aria-snapshot or vitest-snap (default: detected).")
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
