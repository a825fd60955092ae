import AXModel

/// Collects the warnings of one import, at most `limit` of them plus a count of the rest, so
/// that a file with a bad attribute on every node stays readable.
struct ImportWarnings {
    static let limit = 50

    let path: String?
    private(set) var list: [Diagnostic] = []
    private var leftOut = 0

    init(path: String?) {
        self.path = path
    }

    /// Adds a warning; `line` and `column` are 1-based, 0 when unknown.
    mutating func add(_ code: Diagnostic.Code = .badValue, line: Int, column: Int = 0, _ message: @autoclosure () -> String) {
        guard list.count < ImportWarnings.limit else {
            leftOut += 1
            return
        }
        list.append(Diagnostic(
            severity: .warning, code: code, path: path, line: line, column: column, message: message()))
    }

    /// Adds a warning whose place is costly to find (a column counted from the file's start):
    /// `place` runs only for warnings that are kept, so a dump with thousands of bad values
    /// takes linear time, not quadratic.
    mutating func add(
        _ code: Diagnostic.Code = .badValue, place: () -> (line: Int, column: Int),
        _ message: @autoclosure () -> String
    ) {
        guard list.count < ImportWarnings.limit else {
            leftOut += 1
            return
        }
        let (line, column) = place()
        add(code, line: line, column: column, message())
    }

    /// The warnings, with a last one counting those left out.
    var diagnostics: [Diagnostic] {
        guard leftOut > 0 else { return list }
        return list + [Diagnostic(
            severity: .warning, code: .badValue, path: path, line: 0, column: 0,
            message: "\(leftOut) more warnings like these were left out")]
    }
}
