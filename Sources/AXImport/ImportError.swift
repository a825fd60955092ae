import AXModel

/// Errors of the AXImport module: why a dump could not be turned into a snapshot.
///
/// Every case knows where the problem is (path, 1-based line and column when known) and its
/// message says what to do next. `diagnostic` gives the same as a `Diagnostic`, for printing
/// alongside warnings.
public enum ImportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The content is none of the supported kinds; name the kind explicitly.
    case unknownFormat(path: String?)
    /// The XML is not well-formed (or not UTF-8).
    case malformedXML(path: String?, line: Int, column: Int, message: String)
    /// The JSON is not valid; the diagnostic comes from AXModel's strict JSON reader.
    case malformedJSON(Diagnostic)
    /// An axsnap input that is not a valid snapshot.
    case invalidSnapshot(Diagnostic)
    /// Well-formed, but not the structure the format has (a JSON file without `nodes`, an XML
    /// file whose root is not a page source root).
    case unexpectedContent(format: ImportFormat, path: String?, line: Int, message: String)
    /// The YAML of an ARIA snapshot is not well-formed.
    case malformedYAML(path: String?, line: Int, column: Int, message: String)
    /// Well-formed YAML that is not Playwright's ARIA snapshot grammar (a bad template line,
    /// a mapping where a list item belongs).
    case invalidAriaSnapshot(path: String?, line: Int, column: Int, message: String)
    /// The tree nests deeper than an axsnap snapshot may (`SnapshotParser.maximumDepth`).
    case tooDeep(path: String?, line: Int, limit: Int)
    /// The YAML nests lists and mappings deeper than libyaml reads (`YAMLEvents.maximumNesting`).
    case yamlTooDeep(path: String?, line: Int, column: Int, limit: Int)
    /// A file of several screens (a Vitest `.snap` file) holds more than one and none was named
    /// (`screen` nil), or none has the name given; `keys` are the names it holds, in file order.
    case screenNotChosen(format: ImportFormat, path: String?, screen: String?, keys: [String])

    /// The error as a diagnostic: `PATH:LINE:COLUMN: error: MESSAGE`.
    public var diagnostic: Diagnostic {
        switch self {
        case .unknownFormat(let path):
            return Diagnostic(
                severity: .error, code: .notASnapshot, path: path, line: 0, column: 0,
                message: "cannot tell what kind of accessibility dump this is; supported kinds: "
                    + ImportFormat.supportedList
                    + ". Name the kind explicitly if the file is one of them")
        case let .malformedXML(path, line, column, message):
            return Diagnostic(
                severity: .error, code: .syntax, path: path, line: line, column: column,
                message: "malformed XML: \(message)")
        case .malformedJSON(let diagnostic), .invalidSnapshot(let diagnostic):
            return diagnostic
        case let .unexpectedContent(format, path, line, message):
            return Diagnostic(
                severity: .error, code: .notASnapshot, path: path, line: line, column: 0,
                message: "not \(format.titleWithArticle): \(message)")
        case let .malformedYAML(path, line, column, message):
            return Diagnostic(
                severity: .error, code: .syntax, path: path, line: line, column: column,
                message: "malformed YAML: \(message)")
        case let .invalidAriaSnapshot(path, line, column, message):
            return Diagnostic(
                severity: .error, code: .notASnapshot, path: path, line: line, column: column,
                message: "not a Playwright ARIA snapshot: \(message); docs/web.md describes the grammar")
        case let .tooDeep(path, line, limit):
            return Diagnostic(
                severity: .error, code: .depthLimit, path: path, line: line, column: 0,
                message: "the tree nests more than \(limit) elements deep, the most an axsnap snapshot may hold; "
                    + "capture a smaller part of the screen")
        case let .yamlTooDeep(path, line, column, limit):
            return Diagnostic(
                severity: .error, code: .depthLimit, path: path, line: line, column: column,
                message: "the YAML nests lists and mappings more than \(limit) levels deep, the most axdiff reads "
                    + "(an axsnap snapshot nests at most \(SnapshotParser.maximumDepth) elements); capture a smaller part of the page")
        case let .screenNotChosen(format, path, screen, keys):
            let message = if let screen {
                "no snapshot in this \(format.title) is named \(quoted(screen)); it holds \(listed(keys)): "
                    + "name one of them as the screen (--screen)"
            } else {
                "this \(format.title) holds \(keys.count) snapshots, \(listed(keys)): name the one to import as the screen (--screen)"
            }
            return Diagnostic(severity: .error, code: .badValue, path: path, line: 0, column: 0, message: message)
        }
    }

    public var description: String { diagnostic.description }

    /// `"a 1", "b 1" and "c 1"`; past five names, `"a 1", …, "e 1" and 3 more`.
    private func listed(_ keys: [String]) -> String {
        let shown = keys.prefix(5).map(quoted)
        guard keys.count > shown.count else {
            return shown.count < 2 ? shown.joined() : shown.dropLast().joined(separator: ", ") + " and " + (shown.last ?? "")
        }
        return shown.joined(separator: ", ") + " and \(keys.count - shown.count) more"
    }

    private func quoted(_ text: String) -> String { "\"\(text)\"" }
}
