import AXBrowser
import AXImport
import AXModel

#if canImport(Glibc)
import Glibc
#endif

/// `axdiff capture`: a page's accessibility tree, read in headless Chromium, written as a
/// canonical axsnap snapshot.
public enum CaptureWorkflow {
    public struct Outcome: Sendable {
        /// The canonical snapshot bytes.
        public var bytes: [UInt8]
        public var snapshot: Snapshot
        public var warnings: [Diagnostic]
        /// Where the snapshot was written; nil when it goes to standard output.
        public var output: String?
        /// The browser that was run.
        public var chromium: String
    }

    /// Finds Chromium, captures, converts and writes.
    ///
    /// - Parameters:
    ///   - chromium: `--chromium`; else `AXDIFF_CHROMIUM` from `environment`, else `PATH`.
    ///   - screen: the screen name; nil takes the output file's name (`Home` for
    ///     `snapshots/Home.axsnap.json`), or the page's title when writing to standard output.
    ///   - output: the file to write (atomically, like `import -o`); nil or `-` is standard output.
    /// - Throws: `BrowserError` (no Chromium, the page did not load, timeout, selector) or
    ///   `WorkflowError` (the output cannot be written); both are one line that says what to do.
    public static func run(
        request: CaptureRequest, chromium: String?, environment: [String: String], screen: String?, output: String?
    ) throws -> Outcome {
        let binary = try ChromiumLocator.locate(explicit: chromium, environment: environment, isExecutable: isExecutable)
        let name = screen ?? output.flatMap { $0 == "-" ? nil : Importer.screenName(fromPath: $0) }
        let captured = try BrowserCapture.snapshot(request, chromium: binary, screen: name)
        let canonical = CanonicalWriter.write(captured.snapshot)
        if let output, output != "-" { try FileIO.writeAtomically(canonical, to: output) }
        return Outcome(
            bytes: canonical, snapshot: captured.snapshot, warnings: captured.warnings + framesNotCaptured(captured.snapshot, path: output),
            output: output == "-" ? nil : output, chromium: binary)
    }

    /// A warning when the page holds frames: Chrome gives each frame a tree of its own, and only
    /// the page's is captured, so a regression inside a frame is not seen.
    static func framesNotCaptured(_ snapshot: Snapshot, path: String?) -> [Diagnostic] {
        let frames = ElementTree(root: snapshot.root).elements.count { $0.type == "Iframe" }
        guard frames > 0 else { return [] }
        return [Diagnostic(
            severity: .warning, code: .badValue, path: path == "-" ? nil : path, line: 0, column: 0,
            message: "the page has \(frames) iframe\(frames == 1 ? "" : "s"), whose content is not captured (Chrome gives each frame a tree of its own): capture the framed page by its own URL")]
    }

    /// An executable regular file (links followed).
    static func isExecutable(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG && access(path, X_OK) == 0
    }
}
