import AXModel

/// `axdiff validate` for tools: every file with all its errors and warnings, as JSON or as
/// GitHub Actions annotations on the file and line.
public enum ValidationReport {
    /// One file checked.
    public struct File: Sendable, Equatable {
        public var path: String
        public var errors: [Diagnostic]
        public var warnings: [Diagnostic]
        /// Counts of a valid file; 0 for one with errors.
        public var elementCount: Int
        public var focusStopCount: Int

        public init(path: String, errors: [Diagnostic], warnings: [Diagnostic], elementCount: Int, focusStopCount: Int) {
            self.path = path
            self.errors = errors
            self.warnings = warnings
            self.elementCount = elementCount
            self.focusStopCount = focusStopCount
        }

        /// No error, and with `strict` no warning either.
        public func passes(strict: Bool) -> Bool {
            errors.isEmpty && (!strict || warnings.isEmpty)
        }
    }

    /// `{"version": 1, "strict", "passed", "files": [{"path", "valid", "elements", "focusStops",
    /// "errors": [{"line", "column", "code", "message"}], "warnings": [...]}]}`.
    public static func json(_ files: [File], strict: Bool) -> String {
        func diagnostics(_ list: [Diagnostic]) -> JSONValue {
            .array(list.map { diagnostic in
                .object([
                    ("line", .int(diagnostic.line)), ("column", .int(diagnostic.column)),
                    ("code", .string(diagnostic.code.rawValue)), ("message", .string(diagnostic.message)),
                ])
            })
        }
        return JSONValue.object([
            ("version", .int(1)),
            ("strict", .bool(strict)),
            ("passed", .bool(files.allSatisfy { $0.passes(strict: strict) })),
            ("files", .array(files.map { file in
                .object([
                    ("path", .string(file.path)),
                    ("valid", .bool(file.passes(strict: strict))),
                    ("elements", .int(file.elementCount)),
                    ("focusStops", .int(file.focusStopCount)),
                    ("errors", diagnostics(file.errors)),
                    ("warnings", diagnostics(file.warnings)),
                ])
            })),
        ]).serialized()
    }

    /// One `::error` or `::warning` command per diagnostic, on its file, line and column;
    /// with `strict`, warnings are errors.
    public static func github(_ files: [File], strict: Bool) -> String {
        var lines: [String] = []
        for file in files {
            for (diagnostic, level) in file.errors.map({ ($0, "error") }) + file.warnings.map({ ($0, strict ? "error" : "warning") }) {
                var properties = [("file", file.path)]
                if diagnostic.line > 0 { properties.append(("line", String(diagnostic.line))) }
                if diagnostic.column > 0 { properties.append(("col", String(diagnostic.column))) }
                properties.append(("title", "axdiff validate"))
                lines.append(GitHubAnnotations.command(level, properties: properties, message: diagnostic.message))
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }
}
