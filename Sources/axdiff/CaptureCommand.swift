import AXBrowser
import AXModel
import AXWorkflows
import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

extension Viewport: ExpressibleByArgument {
    public init?(argument: String) {
        self.init(parsing: argument)
    }
}

struct CaptureCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "capture",
        abstract: "Capture a web page's accessibility tree in headless Chromium as an axsnap snapshot.",
        discussion: """
            Opens the page in a headless Chromium, waits until it has loaded, reads the tree a \
            screen reader sees (the DevTools protocol's Accessibility.getFullAXTree, over \
            --remote-debugging-pipe) and writes it as a canonical snapshot, to standard output \
            or --output. A local file may be given as a path. Needs Chromium: apt-get install \
            chromium on Debian and Ubuntu, or name one with --chromium or AXDIFF_CHROMIUM.

            Examples:
              axdiff capture http://localhost:8080/ --output snapshots/Home.axsnap.json
              axdiff capture site/checkout.html --selector main --wait-for '#pay' -o snapshots/Checkout.axsnap.json
              axdiff capture https://example.com --viewport 390x844 --wait-for network-idle > snapshots/Phone.axsnap.json

            Commit the snapshots; check, history and bisect then compare them across revisions. \
            See docs/web.md ("Capture") for what a capture holds.
            """
    )

    @Argument(help: ArgumentHelp("The page: a URL (https://, http://, file://) or a local HTML file.", valueName: "url"))
    var url: String

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the snapshot here instead of standard output (a regular file is replaced atomically; `-` is standard output).", valueName: "path"))
    var output: String?

    @Option(help: "The screen name to record (default: the output file's name, or the page's title).")
    var screen: String?

    @Option(help: ArgumentHelp("The window size in CSS pixels, WIDTHxHEIGHT, each from 1 to \(Viewport.maximumSide) (default: \(Viewport.default.width)x\(Viewport.default.height)).", valueName: "size"))
    var viewport: Viewport = .default

    @Option(help: ArgumentHelp("Keep only the first element matching this CSS selector and what is inside it.", valueName: "css"))
    var selector: String?

    @Option(name: .customLong("wait-for"), help: ArgumentHelp("After the load event, wait until an element matches this CSS selector; or `network-idle`: until no request for 500 ms.", valueName: "selector"))
    var waitFor: String?

    @Option(help: ArgumentHelp("Give up after this many seconds, counted from Chromium's start to the snapshot written (the tree's conversion included).", valueName: "seconds"))
    var timeout: Double = 30

    @Option(help: ArgumentHelp("The Chromium or Chrome binary (default: $AXDIFF_CHROMIUM, else chromium on PATH).", valueName: "path"))
    var chromium: String?

    func validate() throws {
        guard timeout.isFinite, timeout > 0, timeout <= 3600 else {
            let written = timeout == timeout.rounded() && abs(timeout) < 1e15 ? String(Int(timeout)) : String(timeout)
            throw ValidationError("--timeout must be a number of seconds more than 0 and at most 3600, not \(written)")
        }
        if let selector, selector.isEmpty { throw ValidationError("--selector needs a CSS selector, e.g. main") }
        if let waitFor, waitFor.isEmpty { throw ValidationError("--wait-for needs a CSS selector or network-idle") }
    }

    func run() throws {
        var directory = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
        let current = getcwd(&directory, directory.count).map { String(cString: $0) } ?? "."
        let request = CaptureRequest(
            url: CaptureRequest.url(forArgument: url, currentDirectory: current), viewport: viewport,
            selector: selector, wait: waitFor.map(CaptureRequest.Wait.init(argument:)) ?? .load, timeout: timeout)
        var environment: [String: String] = [:]
        for name in ["AXDIFF_CHROMIUM", "PATH"] {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        do {
            let outcome = try CaptureWorkflow.run(request: request, chromium: chromium, environment: environment, screen: screen, output: output)
            for warning in outcome.warnings { Console.err(warning.description + "\n") }
            if let path = outcome.output {
                Console.err("captured \(request.url) (\(outcome.snapshot.elementCount) elements) into \(path)\n")
            } else {
                Console.out(String(decoding: outcome.bytes, as: UTF8.self))
            }
        } catch {
            Console.err("\(error)\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
    }
}
