import AXGit
import AXModel
import AXReport

/// Errors of the workflows: bad input, unreadable files, usage mistakes, git problems.
public enum WorkflowError: Error, Sendable, CustomStringConvertible {
    /// A file that is not a valid snapshot; the diagnostic says where and why.
    case invalidInput(Diagnostic)
    /// A file that cannot be read or written.
    case io(path: String, message: String)
    /// Options that do not fit together, or a missing argument.
    case usage(String)
    /// A problem reading the repository, as `AXGit` reported it (switch on it to tell an
    /// unknown revision from a shallow clone or a damaged repository).
    case git(GitError)
    /// A problem in `.axdiff.yml` (the message names the file and line).
    case configuration(String)

    /// The error as a diagnostic about the file at `path` (for reports that list diagnostics).
    public func diagnostic(path: String) -> Diagnostic {
        if case .invalidInput(let diagnostic) = self { return diagnostic }
        let message: String
        switch self {
        case .io(_, let text), .usage(let text): message = text
        case .git(let error): message = error.description
        default: message = description
        }
        return Diagnostic(severity: .error, code: .unreadable, path: path, line: 0, column: 0, message: message)
    }

    /// One line, whatever the paths and values quoted in it hold (see `DiagnosticText`).
    public var description: String {
        switch self {
        case .invalidInput(let diagnostic): diagnostic.description
        case .io(let path, let message): DiagnosticText.escape(path) + ": error: " + DiagnosticText.line(message)
        case .usage(let message): "error: " + DiagnosticText.line(message)
        case .git(let error): "error: " + DiagnosticText.line(error.description)
        case .configuration(let message): DiagnosticText.line(message)
        }
    }

    /// The error as reports list it, with the file (and line) it is about when it says.
    public var readError: ReadError {
        switch self {
        case .invalidInput(let diagnostic): return ReadError(message: description, path: diagnostic.path, line: diagnostic.line)
        case .io(let path, _): return ReadError(message: description, path: path)
        case .git(let error):
            switch error {
            case .lfsPointer(let path, _), .conflicted(let path, _), .unreadableFile(let path, _), .pathNotFound(let path, _):
                return ReadError(message: description, path: path)
            case .missingInPartialClone(_, _, _, let path):
                return ReadError(message: description, path: path)
            default:
                return ReadError(message: description)
            }
        default:
            return ReadError(message: description)
        }
    }
}
