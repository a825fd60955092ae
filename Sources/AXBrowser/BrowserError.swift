import AXModel

/// Why a capture in Chromium failed. Each message is one line that says what to do next.
public enum BrowserError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No Chromium on `PATH` or at the usual places, and none named.
    case chromiumNotFound
    /// `--chromium` or `AXDIFF_CHROMIUM` names something that is not an executable file.
    case chromiumNotExecutable(path: String, source: String)
    /// The browser process could not be started at all (`posix_spawn` failed).
    case chromiumDidNotStart(path: String, reason: String)
    /// The browser ended before the capture was done; `stderr` holds its last lines.
    case chromiumExited(status: String, stderr: [String])
    /// `Page.navigate` reported a network error (`net::ERR_FILE_NOT_FOUND`).
    case pageNotLoaded(url: String, error: String)
    /// The page's renderer crashed or the page was closed.
    case pageClosed(url: String)
    /// `--timeout` seconds passed; `waitingFor` says for what.
    /// `advice` is what to do about it, which depends on what was waited for.
    case timedOut(seconds: Double, waitingFor: String, advice: String = "raise --timeout")
    /// `--selector` or `--wait-for` is not valid CSS.
    case invalidSelector(String, message: String)
    /// `--selector` matches no element.
    case selectorMatchedNothing(String)
    /// `--selector` matches an element that is not in the accessibility tree (hidden).
    case selectorNotInTree(String)
    /// A DevTools command failed or a message could not be read.
    case protocolError(String)
    /// The accessibility tree could not be converted into a snapshot.
    case importFailed(String)
    /// A system call on the pipes failed.
    case system(String)

    public var description: String {
        "error: " + DiagnosticText.line(message)
    }

    private var message: String {
        switch self {
        case .chromiumNotFound:
            return "no Chromium found on PATH (chromium, chromium-browser, google-chrome); install it "
                + "(apt-get install chromium on Debian and Ubuntu) or name it with --chromium PATH or AXDIFF_CHROMIUM"
        case .chromiumNotExecutable(let path, let source):
            return "\(source) names '\(path)', which is not an executable file; name Chromium's binary "
                + "(e.g. /usr/bin/chromium) or install it with apt-get install chromium"
        case .chromiumDidNotStart(let path, let reason):
            return "could not start Chromium at '\(path)': \(reason); check the path given with --chromium or AXDIFF_CHROMIUM"
        case .chromiumExited(let status, let stderr):
            let tail = stderr.isEmpty ? "it printed nothing" : "its last lines: " + stderr.joined(separator: " | ")
            return "Chromium \(status) before the capture was done (\(tail)); run it by hand with --headless to see why"
        case .pageNotLoaded(let url, let error):
            if error.contains("ERR_UNSAFE_PORT") {
                return "the page \(url) did not load: \(error): Chromium refuses that port as unsafe; serve the page on another one (8080, 3000 or 5173 are allowed)"
            }
            return "the page \(url) did not load: \(error); check the URL (a local page needs file:// or a path that exists)"
        case .pageClosed(let url):
            return "the page \(url) crashed or was closed while it was captured; try again, or capture a smaller part with --selector"
        case .timedOut(let seconds, let waitingFor, let advice):
            return "timed out after \(Self.seconds(seconds)) s waiting for \(waitingFor); \(advice)"
        case .invalidSelector(let selector, let message):
            return "'\(selector)' is not a valid CSS selector (\(message)); write it as document.querySelector takes it, e.g. main or '#content'"
        case .selectorMatchedNothing(let selector):
            return "--selector '\(selector)' matches no element of the page; check it in the browser's console with document.querySelector"
        case .selectorNotInTree(let selector):
            return "--selector '\(selector)' matches an element that is not in the accessibility tree (hidden or display: none); select a visible element"
        case .protocolError(let message):
            return "Chromium's DevTools protocol: \(message); try a newer Chromium, or report it with the Chromium version (chromium --version)"
        case .importFailed(let message):
            return "the captured accessibility tree could not be converted: \(message)"
        case .system(let message):
            return message
        }
    }

    /// `5`, `0.5`: a whole number of seconds without its `.0`.
    static func seconds(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
