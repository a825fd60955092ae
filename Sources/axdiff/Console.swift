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

    static func err(_ text: String) {
        write(text, to: 2)
    }

    /// What a workflow says about its choices (revisions, configuration), on standard error.
    static func notes(_ notes: [String]) {
        for note in notes { err("axdiff: \(note)\n") }
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return
                }
                offset += written
            }
        }
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

/// SIGINT and SIGTERM remove the temporary files being written (so an interrupted run
/// leaves no partial output), then end the process as interrupted (exit 130 or 143). The
/// handlers run on a dispatch queue, not in signal context, so they may take locks.
enum Interrupts {
    nonisolated(unsafe) private static var sources: [DispatchSourceSignal] = []

    static func install() {
        for signalNumber in [SIGINT, SIGTERM] {
            signal(signalNumber, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
            source.setEventHandler {
                TemporaryFiles.shared.removeAll()
                exit(128 + signalNumber)
            }
            source.resume()
            sources.append(source)
        }
    }
}
