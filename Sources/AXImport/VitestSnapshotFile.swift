/// The entries of a Vitest `.snap` file: `exports[`name 1`] = `…`;` blocks, each one
/// ARIA snapshot for Vitest's browser mode `toMatchAriaSnapshot`.
///
/// The file is JavaScript, and is read as JavaScript reads it: comments (`//`, `/* */`) and
/// strings outside the assignments are skipped, so an `exports[` inside them is no entry; a
/// key assigned twice holds the last value assigned, in the place where it was first assigned
/// (as an object property does); keys and values may be template literals (as Vitest writes
/// them) or quoted strings, with JavaScript's escapes (Vitest escapes `` ` ``, `\` and `${`).
/// A body that is one quoted string (`"…"`, as `toMatchSnapshot` writes a string) is unquoted.
/// Lines end with `\n` or `\r\n`, and are counted so that errors point into the `.snap` file.
struct VitestSnapshotFile {
    var entries: [SnapshotEntry] = []

    /// The start of every Vitest snapshot file.
    static let header = "// Vitest Snapshot"

    struct Failure: Error {
        var line: Int
        var message: String
    }

    static func parse(_ text: String) throws(Failure) -> VitestSnapshotFile {
        var reader = Reader(scalars: Array(text.unicodeScalars))
        var file = VitestSnapshotFile()
        var places: [String: Int] = [:]
        while let entry = try reader.nextEntry() {
            if let place = places[entry.key] {
                file.entries[place].body = entry.body
                file.entries[place].lineOffset = entry.lineOffset
            } else {
                places[entry.key] = file.entries.count
                file.entries.append(entry)
            }
        }
        return file
    }

    /// Reads the file's statements one scalar at a time, counting lines.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        init(scalars: [Unicode.Scalar]) {
            self.scalars = scalars
        }

        var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

        func peek(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func advance() {
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        /// The next `exports[key] = value` assignment, skipping comments, strings and anything
        /// else; nil at the end of the file.
        mutating func nextEntry() throws(Failure) -> SnapshotEntry? {
            while let scalar = current {
                switch scalar {
                case "/" where peek(1) == "/":
                    while let next = current, next != "\n" { advance() }
                case "/" where peek(1) == "*":
                    let startLine = line
                    index += 2
                    while current != nil, !(current == "*" && peek(1) == "/") { advance() }
                    guard current != nil else { throw Failure(line: startLine, message: "a /* comment is not closed with */") }
                    index += 2
                case "`", "\"", "'":
                    let startLine = line
                    guard (try? literal()) != nil else { throw Failure(line: startLine, message: "a string is not closed") }
                case "e" where startsWord("exports"):
                    index += "exports".count
                    if let entry = try assignment() { return entry }
                default:
                    if Self.isIdentifier(scalar) {
                        while let next = current, Self.isIdentifier(next) { advance() }
                    } else {
                        advance()
                    }
                }
            }
            return nil
        }

        /// True when `word` starts here and is a whole identifier.
        func startsWord(_ word: String) -> Bool {
            let letters = Array(word.unicodeScalars)
            guard index + letters.count <= scalars.count, scalars[index..<(index + letters.count)].elementsEqual(letters) else { return false }
            if index > 0, Self.isIdentifier(scalars[index - 1]) { return false }
            return peek(letters.count).map { !Self.isIdentifier($0) } ?? true
        }

        static func isIdentifier(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "_" || scalar == "$" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
        }

        mutating func skipSpaceAndComments() {
            while let scalar = current {
                if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
                    advance()
                } else if scalar == "/", peek(1) == "/" {
                    while let next = current, next != "\n" { advance() }
                } else if scalar == "/", peek(1) == "*" {
                    index += 2
                    while current != nil, !(current == "*" && peek(1) == "/") { advance() }
                    if current != nil { index += 2 }
                } else {
                    return
                }
            }
        }

        /// After `exports`: `[key] = value;`. Nil when `exports` is followed by something else
        /// (a `module.exports = …`, `exports.x`); an error when the assignment is broken.
        mutating func assignment() throws(Failure) -> SnapshotEntry? {
            let startLine = line
            skipSpaceAndComments()
            guard current == "[" else { return nil }
            advance()
            skipSpaceAndComments()
            guard let quote = current, quote == "`" || quote == "\"" || quote == "'" else {
                throw Failure(line: startLine, message: "the snapshot key is not a string after \"exports[\"")
            }
            guard let key = try? literal() else {
                throw Failure(line: startLine, message: "the snapshot key is not closed")
            }
            skipSpaceAndComments()
            guard current == "]" else { throw Failure(line: startLine, message: "the snapshot key is not followed by \"] = `\"") }
            advance()
            skipSpaceAndComments()
            guard current == "=", peek(1) != "=" else { throw Failure(line: startLine, message: "the snapshot key is not followed by \"] = `\"") }
            advance()
            skipSpaceAndComments()
            guard let open = current, open == "`" || open == "\"" || open == "'" else {
                throw Failure(line: startLine, message: "the snapshot \"\(key)\" has no value: expected \"] = `\" and the snapshot")
            }
            let bodyLine = line
            guard let body = try? literal() else {
                throw Failure(line: startLine, message: "the snapshot \"\(key)\" is not closed with \"`;\"")
            }
            let (text, dropped) = VitestSnapshotFile.unquoted(body)
            return SnapshotEntry(format: .vitestSnapshot, key: key, body: text, lineOffset: bodyLine - 1 + dropped)
        }

        struct Unclosed: Error {}

        /// A string or template literal starting at its quote, with JavaScript's escapes
        /// applied; leaves the reader after the closing quote.
        mutating func literal() throws(Unclosed) -> String {
            guard let quote = current else { throw Unclosed() }
            advance()
            var result = String.UnicodeScalarView()
            while let scalar = current {
                if scalar == quote {
                    advance()
                    return String(result)
                }
                // A quoted string ends at a line break; a template literal holds them.
                if quote != "`", scalar == "\n" { throw Unclosed() }
                guard scalar == "\\", let escaped = peek(1) else {
                    result.append(scalar)
                    advance()
                    continue
                }
                advance()
                advance()
                switch escaped {
                case "n": result.append("\n")
                case "r": result.append("\r")
                case "t": result.append("\t")
                case "b": result.append("\u{8}")
                case "f": result.append("\u{C}")
                case "v": result.append("\u{B}")
                case "0" where !(peek(0).map { ("0"..."9").contains($0) } ?? false): result.append("\u{0}")
                case "x": result.append(hexadecimal(count: 2) ?? "x")
                case "u":
                    if current == "{" {
                        let start = index
                        advance()
                        var digits = ""
                        while let next = current, next != "}", digits.count < 8 { digits.unicodeScalars.append(next); advance() }
                        if current == "}", let value = UInt32(digits, radix: 16), let decoded = Unicode.Scalar(value) {
                            advance()
                            result.append(decoded)
                        } else {
                            index = start
                            result.append("u")
                        }
                    } else {
                        result.append(hexadecimal(count: 4) ?? "u")
                    }
                case "\r":
                    if current == "\n" { advance() }  // a line continuation: nothing
                case "\n", "\u{2028}", "\u{2029}":
                    break  // a line continuation: nothing
                default:
                    result.append(escaped)
                }
            }
            throw Unclosed()
        }

        /// `count` hexadecimal digits as one scalar (a lone surrogate becomes U+FFFD); nil,
        /// reading nothing, when they are not there.
        mutating func hexadecimal(count: Int) -> Unicode.Scalar? {
            guard index + count <= scalars.count else { return nil }
            var value: UInt32 = 0
            for offset in 0..<count {
                guard scalars[index + offset].isASCII, let digit = UInt32(String(scalars[index + offset]), radix: 16) else { return nil }
                value = value * 16 + digit
            }
            index += count
            return Unicode.Scalar(value) ?? "\u{FFFD}"
        }
    }

    /// `"\n- heading\n"` as Vitest's string serializer writes it, without its quotes, and how
    /// many lines were dropped before it. Line breaks may be `\r\n` (a file checked out with
    /// `core.autocrlf=true`), which a `String` holds as one `Character`.
    static func unquoted(_ body: String) -> (text: String, droppedLines: Int) {
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
