/// A message about a place in a file: `PATH:LINE:COLUMN: error: MESSAGE`, always one line.
public struct Diagnostic: Sendable, Equatable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error, warning
    }

    /// What kind of problem, so callers and tests need not match message text.
    public enum Code: String, Sendable {
        case syntax, invalidUTF8, loneSurrogate, nonFiniteNumber, duplicateKey, notAnObject
        case wrongType, badValue, missingKey, newerFormat, unsupportedFormat, depthLimit
        case unknownKey, unknownTrait, duplicateTrait, duplicateID, gitLFSPointer, unreadable
        case emptyFile, notASnapshot
    }

    public var severity: Severity
    public var code: Code
    /// The file as the user named it; nil when reading from memory.
    public var path: String?
    /// 1-based line; 0 when the problem concerns the whole file.
    public var line: Int
    /// 1-based column in Unicode scalars; 0 when the problem concerns the whole file.
    public var column: Int
    public var message: String

    public init(
        severity: Severity, code: Code, path: String?, line: Int, column: Int, message: String
    ) {
        self.severity = severity
        self.code = code
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `PATH:LINE:COLUMN: error: MESSAGE`, leaving out the parts that are unknown.
    public var description: String {
        var place = path ?? "<input>"
        if line > 0 {
            place += ":\(line)"
            if column > 0 { place += ":\(column)" }
        }
        // One line whatever the path and message hold (see DiagnosticText).
        return DiagnosticText.escape(place) + ": \(severity.rawValue): " + DiagnosticText.line(message)
    }

    /// The same diagnostic, attributed to another path.
    public func at(path: String?) -> Diagnostic {
        var copy = self
        copy.path = path
        return copy
    }
}

/// Errors of the AXModel module.
public enum ModelError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The input is not a valid axsnap snapshot; the diagnostic says where and why.
    case invalidSnapshot(Diagnostic)

    public var diagnostic: Diagnostic {
        switch self {
        case .invalidSnapshot(let diagnostic): diagnostic
        }
    }

    public var description: String { diagnostic.description }
}
