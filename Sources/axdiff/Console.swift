import AXBrowser
import AXModel
import AXReport
import AXWorkflows
import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Standard output and error at the edge of the program.
enum Console {
    static func out(_ text: String) {
        write(text, to: 1)
    }

    /// Writes to standard error. A last line of defence: control characters other than the
    /// line ends axdiff writes itself are escaped (see `DiagnosticText`); the messages
    /// themselves escape the values they quote, newlines included.
    static func err(_ text: String) {
        let safe = text.unicodeScalars.contains { $0 != "\n" && $0 != "\t" && DiagnosticText.needsEscape($0) }
            ? text.split(separator: "\n", omittingEmptySubsequences: false).map { DiagnosticText.escape(String($0)) }.joined(separator: "\n")
            : text
        write(safe, to: 2)
    }

    /// What a workflow says about its choices (revisions, configuration), on standard error,
    /// one line each.
    static func notes(_ notes: [String]) {
        for note in notes { err("axdiff: \(DiagnosticText.line(note))\n") }
    }

    /// A path on a line of its own on standard output (`ls`, `validate`, `format`), escaped.
    static func path(_ path: String) -> String {
        DiagnosticText.escape(path)
    }

    /// The errno of the first failed write to standard output (0: none). A report that did
    /// not reach its reader is an error (exit 2), whatever the verdict was.
    nonisolated(unsafe) private(set) static var outputFailure: Int32 = 0

    private static func write(_ text: String, to descriptor: Int32) {
        let failure = FileIO.writeAll(Array(text.utf8), to: descriptor)
        guard failure != 0, descriptor == 1 else { return }
        if failure == EPIPE && Interrupts.pipeSignalWasDefault {
            // The reader went away (`axdiff … | head`): end as a pipeline expects, quietly
            // by SIGPIPE, after removing any partial output.
            TemporaryFiles.shared.removeAll()
            signal(SIGPIPE, SIG_DFL)
            raise(SIGPIPE)
        }
        if outputFailure == 0 { outputFailure = failure }
    }

    /// Ends the program with `status` (2; 128 under bisect-run) and a message when standard output could not be written.
    static func exitIfOutputFailed(status: Int32) {
        guard outputFailure != 0 else { return }
        TemporaryFiles.shared.removeAll()
        err("axdiff: error: cannot write to standard output: \(String(cString: strerror(outputFailure)))\n")
        finish(status)
    }

    /// Ends the process with `status`, once libgit2 is no longer being loaded on another
    /// thread (see `FilePrefetch.finishLibraryLoad`). Every exit of axdiff goes through here.
    static func finish(_ status: Int32) -> Never {
        FilePrefetch.finishLibraryLoad()
        exit(status)
    }

    /// The style `--color` and the environment ask for (see `ColorMode.enabled`).
    static func style(_ mode: ColorMode, descriptor: Int32 = 1) -> TerminalStyle {
        var environment: [String: String] = [:]
        for name in ["NO_COLOR", "FORCE_COLOR", "CLICOLOR_FORCE", "CLICOLOR", "TERM"] {
            environment[name] = getenv(name).map { String(cString: $0) }
        }
        return TerminalStyle(enabled: mode.enabled(environment: environment, isTerminal: isatty(descriptor) == 1))
    }
}

/// The exit codes of axdiff.
enum ExitStatus {
    static let success: Int32 = 0
    /// Regressions at or above the threshold, or a failed `--check`.
    static let regressions: Int32 = 1
    /// Usage or input error.
    static let usageOrInput: Int32 = 2
}

/// SIGINT, SIGTERM and SIGHUP stop any browser `capture` started and remove the temporary
/// files being written (so an interrupted
/// run leaves no partial output), then end the process as interrupted (exit 128 + the
/// signal). The handlers run on a dispatch queue, not in signal context, so they may take
/// locks. SIGPIPE is ignored so that a broken pipe is a write error (EPIPE) axdiff sees: if
/// SIGPIPE was not ignored by the caller, axdiff then removes its temporary files and ends by
/// SIGPIPE as a pipeline expects; if it was, the failed write exits 2 with a message.
enum Interrupts {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []
    /// True unless the caller started axdiff with SIGPIPE ignored.
    nonisolated(unsafe) private(set) static var pipeSignalWasDefault = true

    static func install() {
        let previous = signal(SIGPIPE, SIG_IGN)
        pipeSignalWasDefault = previous.map { unsafeBitCast($0, to: Int.self) != unsafeBitCast(SIG_IGN, to: Int.self) } ?? true
        for signalNumber in [SIGINT, SIGTERM, SIGHUP] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                RunningBrowsers.shared.stopAll()
                TemporaryFiles.shared.removeAll()
                Console.finish(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
