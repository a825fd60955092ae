/// One ARIA snapshot template line as Playwright writes it: `role "name" [attr] [attr=value]`.
///
/// The name is a quoted string (with `\"` and `\\` escapes) or a regular expression
/// (`/\d+ Versions/`), which is kept as its pattern text, slashes included, so that an unchanged
/// pattern reads as an unchanged name and `/\d+ KiB/` against `/\d+ MiB/` is a name change.
struct AriaKey: Equatable {
    var role: String
    var name: String?
    /// Attributes in file order; a bare `[checked]` has the value nil.
    var attributes: [(name: String, value: String?)]

    static func == (lhs: AriaKey, rhs: AriaKey) -> Bool {
        lhs.role == rhs.role && lhs.name == rhs.name
            && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
            && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
    }

    /// A syntax error in a key: what is wrong and its 0-based offset in characters.
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// Parses a key; throws with the offset of the first character that does not fit.
    static func parse(_ text: String) throws(Failure) -> AriaKey {
        let characters = Array(text)
        var index = 0
        func skipSpaces() {
            while index < characters.count, characters[index] == " " || characters[index] == "\t" { index += 1 }
        }
        skipSpaces()
        let roleStart = index
        while index < characters.count, characters[index].isLetter || characters[index].isNumber || characters[index] == "-" {
            index += 1
        }
        guard index > roleStart else {
            throw Failure(offset: index, message: "expected a role such as \"button\" or \"heading\"")
        }
        var key = AriaKey(role: String(characters[roleStart..<index]), name: nil, attributes: [])
        skipSpaces()
        if index < characters.count, characters[index] == "\"" {
            key.name = try quoted(characters, &index)
        } else if index < characters.count, characters[index] == "/" {
            key.name = try pattern(characters, &index)
        }
        skipSpaces()
        while index < characters.count {
            guard characters[index] == "[" else {
                throw Failure(offset: index, message: "expected an attribute in brackets such as [level=2] after the role and name")
            }
            let start = index
            index += 1
            var body = ""
            while index < characters.count, characters[index] != "]" {
                body.append(characters[index])
                index += 1
            }
            guard index < characters.count else { throw Failure(offset: start, message: "the attribute is not closed with \"]\"") }
            index += 1
            let parts = body.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = parts[0].trimmingSpaces
            guard !name.isEmpty else { throw Failure(offset: start, message: "an attribute needs a name, as in [checked]") }
            key.attributes.append((name, parts.count > 1 ? parts[1].trimmingSpaces : nil))
            skipSpaces()
        }
        return key
    }

    /// A `"..."` string starting at `index`; leaves `index` after the closing quote.
    private static func quoted(_ characters: [Character], _ index: inout Int) throws(Failure) -> String {
        let start = index
        index += 1
        var result = ""
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count {
                result.append(characters[index + 1])
                index += 2
                continue
            }
            index += 1
            if character == "\"" { return result }
            result.append(character)
        }
        throw Failure(offset: start, message: "the name's quotes are not closed")
    }

    /// A `/.../` regular expression starting at `index`, kept with its slashes and escapes.
    private static func pattern(_ characters: [Character], _ index: inout Int) throws(Failure) -> String {
        let start = index
        var result = "/"
        index += 1
        while index < characters.count {
            let character = characters[index]
            result.append(character)
            index += 1
            if character == "\\", index < characters.count {
                result.append(characters[index])
                index += 1
            } else if character == "/" {
                return result
            }
        }
        throw Failure(offset: start, message: "the regular expression is not closed with \"/\"")
    }
}

extension Substring {
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
