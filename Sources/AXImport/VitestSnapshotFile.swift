/// The entries of a Vitest `.snap` file: `exports[`name 1`] = `…`;` blocks, each one
/// ARIA snapshot for Vitest's browser mode `toMatchAriaSnapshot`.
///
/// Vitest writes JavaScript template literals, escaping `` ` ``, `\` and `${` with a backslash;
/// they are unescaped here. A body that is one quoted string (`"…"`, as `toMatchSnapshot` writes a
/// string) is unquoted. Lines end with `\n` or `\r\n`, and are counted so that errors point into
/// the `.snap` file.
struct VitestSnapshotFile {
    var entries: [SnapshotEntry] = []

    /// The start of every Vitest snapshot file.
    static let header = "// Vitest Snapshot"

    struct Failure: Error {
        var line: Int
        var message: String
    }

    static func parse(_ text: String) throws(Failure) -> VitestSnapshotFile {
        var file = VitestSnapshotFile()
        let scalars = Array(text.unicodeScalars)
        var index = 0
        var line = 1
        let opening = Array("exports[`".unicodeScalars)
        while index < scalars.count {
            if scalars[index] == "\n" {
                line += 1
                index += 1
                continue
            }
            guard matches(opening, scalars, at: index) else {
                index += 1
                continue
            }
            let startLine = line
            index += opening.count
            let name = literal(scalars, &index, &line)
            let separator = Array("`] = `".unicodeScalars)
            guard let name, matches(separator, scalars, at: index) else {
                throw Failure(line: startLine, message: "the snapshot key is not followed by \"] = `\"")
            }
            index += separator.count
            let bodyLine = line
            guard let body = literal(scalars, &index, &line) else {
                throw Failure(line: startLine, message: "the snapshot \"\(name)\" is not closed with \"`;\"")
            }
            index += 1
            let (text, dropped) = unquoted(body)
            file.entries.append(SnapshotEntry(format: .vitestSnapshot, key: name, body: text, lineOffset: bodyLine - 1 + dropped))
        }
        return file
    }

    /// Reads a template literal's content up to (not past) its closing backquote; nil if none.
    private static func literal(_ scalars: [Unicode.Scalar], _ index: inout Int, _ line: inout Int) -> String? {
        var result = String.UnicodeScalarView()
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "`" { return String(result) }
            if scalar == "\\", index + 1 < scalars.count {
                index += 1
            }
            if scalars[index] == "\n" { line += 1 }
            result.append(scalars[index])
            index += 1
        }
        return nil
    }

    private static func matches(_ needle: [Unicode.Scalar], _ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        index + needle.count <= scalars.count && scalars[index..<(index + needle.count)].elementsEqual(needle)
    }

    /// `"\n- heading\n"` as Vitest's string serializer writes it, without its quotes, and how
    /// many lines were dropped before it. Line breaks may be `\r\n` (a file checked out with
    /// `core.autocrlf=true`), which a `String` holds as one `Character`.
    private static func unquoted(_ body: String) -> (text: String, droppedLines: Int) {
        func isLineBreak(_ character: Character?) -> Bool { character == "\n" || character == "\r\n" }
        var trimmed = Substring(body)
        var dropped = 0
        while isLineBreak(trimmed.first) {
            trimmed = trimmed.dropFirst()
            dropped += 1
        }
        while isLineBreak(trimmed.last) { trimmed = trimmed.dropLast() }
        guard trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") else { return (body, 0) }
        return (String(trimmed.dropFirst().dropLast()), dropped)
    }
}

extension ImportFormat {
    /// A Vitest `.snap` file holding ARIA snapshots (browser mode's `toMatchAriaSnapshot`), one
    /// screen per `exports[…]` entry, each named after its key.
    public static let vitestSnapshot: ImportFormat = ImportFormat(
        id: "vitest-snap",
        title: "Vitest snapshot file",
        summary: "Vitest .snap file of ARIA snapshots, one screen per entry (--screen picks one)",
        documentation: Documentation(
            platform: "web, one screen per entry ([web.md](web.md))",
            recognisedBy: "`// Vitest Snapshot` or `exports[` at the start"),
        fileSuffixes: [".snap"],
        example: "// Vitest Snapshot v1\n\nexports[`menu 1`] = `\n- navigation:\n  - button \"Menu\"\n`;\n",
        claims: { sample, strength in
            strength == .definite && (sample.starts(with: VitestSnapshotFile.header) || sample.starts(with: "exports[`"))
        },
        reading: .entries(
            split: { bytes, path throws(ImportError) in try VitestSnapshotFile.read(bytes, path: path).entries },
            read: { entry, path throws(ImportError) in
                try AriaSnapshotImporter.makeSnapshot(entry.body, screen: entry.key, path: path, lineOffset: entry.lineOffset)
            }))
}

extension VitestSnapshotFile {
    /// The entries of a `.snap` file's bytes; a file without any is an error, as is text that is
    /// not UTF-8.
    static func read(_ bytes: [UInt8], path: String?) throws(ImportError) -> VitestSnapshotFile {
        let text = try Importer.utf8Text(bytes, path: path)
        let file: VitestSnapshotFile
        do {
            file = try parse(text)
        } catch {
            throw ImportError.unexpectedContent(format: .vitestSnapshot, path: path, line: error.line, message: error.message)
        }
        guard !file.entries.isEmpty else {
            throw ImportError.unexpectedContent(
                format: .vitestSnapshot, path: path, line: 1, message: "it holds no exports[`…`] snapshot entries")
        }
        return file
    }
}
