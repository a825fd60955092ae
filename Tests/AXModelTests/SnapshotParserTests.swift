import AXTestSupport
import Testing

@testable import AXModel

@Suite struct SnapshotParserTests {
    @Test func specExampleParsesWithLinesOfEveryElement() throws {
        let result = try SnapshotParser.parse(try Fixtures.bytes("model/spec-example.axsnap.json"))
        let snapshot = result.snapshot
        #expect(result.warnings.isEmpty)
        #expect(snapshot.formatVersion == 1)
        #expect(snapshot.screen == "Settings")
        #expect(snapshot.platform == .ios)
        #expect(snapshot.context == ["device": "iPhone 15", "os": "17.4"])
        #expect(snapshot.root.type == "UIWindow")
        #expect(snapshot.root.line == 8)
        #expect(snapshot.root.frame == Frame(0, 0, 393, 852))
        let header = snapshot.root.children[0]
        #expect(header.line == 12)
        #expect(header.traits == [.header, .staticText])
        #expect(header.accessible)
        let row = snapshot.root.children[1]
        #expect(row.line == 19)
        #expect(row.id == "darkThemeRow")
        #expect(row.value == "Off")
        #expect(row.actions == ["Activate"])
        #expect(row.children.map(\.line) == [29, 36])
        #expect(row.children[1].id == "darkThemeSwitch")
    }

    @Test func emptyStringsMeanAbsent() throws {
        let result = try SnapshotParser.parse(#"{"axsnap": 1, "screen": "S", "root": {"label": "", "value": "", "hint": "", "text": ""}}"#)
        #expect(result.snapshot.root == Element())
    }

    @Test func escapesAndUnicodeAreDecoded() throws {
        let result = try SnapshotParser.parse(#"{"axsnap": 1, "screen": "Caf\u00e9 \ud83d\ude00 \"q\" \\ \/ \n", "root": {"label": "日本語"}}"#)
        #expect(result.snapshot.screen == "Café 😀 \"q\" \\ / \n")
        #expect(result.snapshot.root.label == "日本語")
    }

    @Test func numbersAreRoundedToTwoDecimals() throws {
        let result = try SnapshotParser.parse(#"{"axsnap": 1, "screen": "S", "root": {"frame": [0.125, -1e1, 12.5, 44.0]}}"#)
        #expect(result.snapshot.root.frame == Frame(0.13, -10, 12.5, 44))
    }

    @Test func unknownKeysAndTraitsAreWarningsAndKept() throws {
        let text = """
            {
              "axsnap": 1,
              "screen": "S",
              "capturedBy": {"tool": "x", "n": [1, 2]},
              "root": {
                "traits": ["button", "sparkly"],
                "colour": "red",
                "children": [
                  {
                    "traits": ["sparkly"]
                  }
                ]
              }
            }
            """
        let result = try SnapshotParser.parse(text, path: "s.axsnap.json")
        let messages = result.warnings.map(\.description)
        #expect(messages.contains("s.axsnap.json:4:3: warning: unknown key \"capturedBy\" at the top level; it is kept, but axdiff gives it no meaning"))
        #expect(messages.contains("s.axsnap.json:6:26: warning: unknown trait \"sparkly\"; it is kept, but axdiff gives it no meaning (and 1 more in this file)"))
        #expect(messages.contains("s.axsnap.json:7:5: warning: unknown key \"colour\" in an element; it is kept, but axdiff gives it no meaning"))
        #expect(result.snapshot.root.traits.contains(.unknown("sparkly")))
        #expect(result.snapshot.root.extras == [ExtraKey(key: "colour", value: .string("red"))])
        #expect(result.snapshot.extras.first?.value == .object([("tool", .string("x")), ("n", .array([.number(1), .number(2)]))]))
    }

    @Test func duplicateIDsAreAWarning() throws {
        let text = """
            {"axsnap": 1, "screen": "S", "root": {"children": [
              {"id": "cell"},
              {"id": "cell"},
              {"id": "other"}
            ]}}
            """
        let result = try SnapshotParser.parse(text, path: "d.json")
        #expect(result.warnings.count == 1)
        #expect(result.warnings[0].code == .duplicateID)
        #expect(result.warnings[0].description == "d.json:3: warning: id \"cell\" is used by 2 elements (lines 2, 3); ids should be unique in a snapshot so axdiff can match elements across revisions")
    }

    /// Many ids (the table grows, probes run past each other), three of them repeated: one
    /// warning per repeated id, in the order their first repeat comes, with every line.
    @Test func duplicateIDsAmongManyAreEachFoundOnce() throws {
        var ids = (0..<300).map { "id\($0)" }
        ids.insert("id7", at: 100)
        ids.insert("id250", at: 200)
        ids.append("id7")
        ids.append("")
        ids.append("")
        let children = ids.map { "{\"id\": \"\($0)\"}" }.joined(separator: ",\n")
        let text = "{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"children\": [\n" + children + "\n]}}"
        let result = try SnapshotParser.parse(text, path: "d.json")
        let duplicates = result.warnings.filter { $0.code == .duplicateID }
        #expect(duplicates.map(\.message) == [
            "id \"id7\" is used by 3 elements (lines 9, 102, 304); ids should be unique in a snapshot so axdiff can match elements across revisions",
            "id \"id250\" is used by 2 elements (lines 202, 254); ids should be unique in a snapshot so axdiff can match elements across revisions",
            "id \"\" is used by 2 elements (lines 305, 306); ids should be unique in a snapshot so axdiff can match elements across revisions",
        ])
    }

    @Test func duplicateTraitIsAWarning() throws {
        let result = try SnapshotParser.parse(#"{"axsnap": 1, "screen": "S", "root": {"traits": ["button", "button"]}}"#)
        #expect(result.warnings.map(\.code) == [.duplicateTrait])
        #expect(result.snapshot.root.traits == [.button])
        // Known and unknown names repeated in one list: each repeat warns once, each is kept once.
        let mixed = try SnapshotParser.parse(#"{"axsnap": 1, "screen": "S", "root": {"traits": ["button", "x-custom", "button", "link", "x-custom", "selected"]}}"#)
        #expect(mixed.warnings.filter { $0.code == .duplicateTrait }.count == 2)
        #expect(mixed.snapshot.root.traits == [.button, .link, .selected, .unknown("x-custom")])
    }

    @Test func newerFormatSaysToUpgrade() {
        expectError(#"{"axsnap": 2, "screen": "S", "root": {}}"#, .newerFormat, line: 1, column: 12,
                    "this snapshot uses axsnap format version 2, but this axdiff reads version 1 only: upgrade axdiff to read it")
    }

    @Test func lfsPointerSaysToPull() {
        expectError("version https://git-lfs.github.com/spec/v1\noid sha256:abc\nsize 12\n", .gitLFSPointer, line: 1, column: 1,
                    "this is a git-LFS pointer, not the snapshot itself: run `git lfs pull` to fetch the file's content")
    }

    @Test func deepTreesStopAtTheDepthLimitWithoutOverflowing() {
        let depth = 200_000
        var text = #"{"axsnap": 1, "screen": "S", "root": "#
        text += String(repeating: #"{"children": ["#, count: depth)
        text += String(repeating: "]}", count: depth) + "}"
        #expect(throws: ModelError.self) { try SnapshotParser.parse(text) }
        do {
            _ = try SnapshotParser.parse(text)
        } catch {
            #expect(error.diagnostic.code == .depthLimit)
            #expect(error.diagnostic.message.contains("512"))
        }
    }

    @Test func treesAtTheDepthLimitAreRead() throws {
        let depth = SnapshotParser.maximumDepth
        var text = #"{"axsnap": 1, "screen": "S", "root": "#
        text += String(repeating: #"{"children": ["#, count: depth - 1) + "{}"
        text += String(repeating: "]}", count: depth - 1) + "}"
        let snapshot = try SnapshotParser.parse(text).snapshot
        #expect(ElementTree(root: snapshot.root).depth.max() == depth - 1)
    }

    // MARK: Errors, each with its line and column

    @Test(arguments: [
        ErrorCase("", .emptyFile, 0, 0, "the file is empty; expected an axsnap JSON object"),
        ErrorCase("[1]", .notAnObject, 1, 1, "the top level of a snapshot must be a JSON object, found an array"),
        ErrorCase("\"text\"", .notAnObject, 1, 1, "the top level of a snapshot must be a JSON object, found a string"),
        ErrorCase("{\"axsnap\": 1,\n \"screen\": \"S\",\n \"root\": {\"label\": 5}}", .wrongType, 3, 20, "\"label\" must be a string, found a number"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"accessible\": \"yes\"}}", .wrongType, 1, 53, "\"accessible\" must be a boolean, found a string"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"label\": \"a\", \"label\": \"b\"}}", .duplicateKey, 1, 53, "duplicate key \"label\" in an element"),
        ErrorCase("{\"axsnap\": 1, \"axsnap\": 1}", .duplicateKey, 1, 15, "duplicate key \"axsnap\" at the top level"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"frame\": [1, 2, 3]}}", .badValue, 1, 48, "\"frame\" must have exactly 4 numbers [x, y, width, height], found 3"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"frame\": [1, \"2\", 3, 4]}}", .wrongType, 1, 52, "\"frame\" must contain only numbers [x, y, width, height], found a string"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"frame\": [NaN, 0, 1, 1]}}", .nonFiniteNumber, 1, 49, "\"frame\" must be a finite number; NaN and Infinity are not valid JSON"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"frame\": [1e999, 0, 1, 1]}}", .nonFiniteNumber, 1, 49, "\"frame\" is too large to be a finite number"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"\\ud800\\u0041\", \"root\": {}}", .loneSurrogate, 1, 26, "lone surrogate \\uD800 in a string: it is followed by \\u0041, not a low surrogate"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"\\ud800\", \"root\": {}}", .loneSurrogate, 1, 26, "lone surrogate \\uD800 in a string: a high surrogate must be followed by a low one"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"\\udc00\", \"root\": {}}", .loneSurrogate, 1, 26, "lone surrogate \\uDC00 in a string: a low surrogate without a high one"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\"}", .missingKey, 1, 1, "missing required key \"root\" (the root element of the tree)"),
        ErrorCase("{\"screen\": \"S\", \"root\": {}}", .missingKey, 1, 1, "missing required key \"axsnap\" (the format version, 1); is this an axsnap snapshot?"),
        ErrorCase("{\"axsnap\": 1, \"root\": {}}", .missingKey, 1, 1, "missing required key \"screen\" (the name of the screen state)"),
        ErrorCase("{\"axsnap\": 0, \"screen\": \"S\", \"root\": {}}", .unsupportedFormat, 1, 12, "unsupported axsnap format version 0: the first version is 1"),
        ErrorCase("{\"axsnap\": 1.5, \"screen\": \"S\", \"root\": {}}", .wrongType, 1, 12, "\"axsnap\" must be an integer"),
        ErrorCase("{\"axsnap\": \"1\", \"screen\": \"S\", \"root\": {}}", .wrongType, 1, 12, "\"axsnap\" must be an integer (the format version, 1), found a string"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"children\": [1]}}", .wrongType, 1, 52, "each item of \"children\" must be an object (an element), found a number"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"children\": {}}}", .wrongType, 1, 51, "\"children\" must be an array of elements, found an object"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": []}", .wrongType, 1, 38, "\"root\" must be an object (an element), found an array"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"childOrder\": \"random\"}}", .badValue, 1, 53, "\"childOrder\" must be \"given\" or \"geometric\", found \"random\""),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"platform\": \"tv\", \"root\": {}}", .badValue, 1, 42, "\"platform\" must be \"ios\", \"android\" or \"web\", found \"tv\""),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"traits\": [\"button\", 3]}}", .wrongType, 1, 60, "\"traits\" must contain only strings, found a number"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"traits\": \"button\"}}", .wrongType, 1, 49, "\"traits\" must be an array of strings, found a string"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"context\": {\"os\": 17}, \"root\": {}}", .wrongType, 1, 48, "\"context.os\" must be a string, found a number"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"generator\": {\"name\": \"x\"}, \"root\": {}}", .missingKey, 1, 43, "\"generator\" is missing \"version\""),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {}", .syntax, 1, 40, "expected ',' or '}' after a top-level member, found the end of the file"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"label\": \"x\"", .syntax, 1, 51, "expected ',' or '}' in an element, found the end of the file"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S, \"root\": {}}", .syntax, 1, 30, "expected ',' or '}' after a top-level member, found 'r'"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"unterminated", .syntax, 1, 38, "unterminated string: missing the closing quote"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"a\tb\", \"root\": {}}", .syntax, 1, 27, "control character U+0009 in a string must be escaped (\\u0009)"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"\\x\", \"root\": {}}", .syntax, 1, 26, "invalid escape sequence in a string; valid escapes are \\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX"),
        ErrorCase("{\"axsnap\": 01, \"screen\": \"S\", \"root\": {}}", .syntax, 1, 13, "numbers must not have leading zeros (in \"axsnap\")"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {}} extra", .syntax, 1, 42, "unexpected 'e' after the end of the top-level object"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"root\": {\"hidden\": tru}}", .syntax, 1, 49, "\"hidden\" must be true or false; this is not a valid literal"),
        ErrorCase("{\"axsnap\": 1, \"screen\": \"S\", \"x\": [1,], \"root\": {}}", .syntax, 1, 38, "expected a JSON value in \"x\", found ']'"),
    ])
    func errorsSayWhereAndWhat(_ errorCase: ErrorCase) {
        expectError(errorCase.text, errorCase.code, line: errorCase.line, column: errorCase.column, errorCase.message)
    }

    @Test func invalidUTF8IsRejectedWithItsPosition() {
        var bytes = Array(#"{"axsnap": 1, "screen": "ab"#.utf8)
        bytes += [0xC3, 0x28]  // a lead byte followed by an ASCII byte
        bytes += Array(#"", "root": {}}"#.utf8)
        expectError(bytes, .invalidUTF8, line: 1, column: 28, "invalid UTF-8 sequence starting with byte 0xC3; the file must be UTF-8")
        let surrogate: [UInt8] = Array(#"{"axsnap": 1, "screen": ""#.utf8) + [0xED, 0xA0, 0x80] + Array(#"", "root": {}}"#.utf8)
        expectError(surrogate, .invalidUTF8, line: 1, column: 26, "invalid UTF-8 sequence starting with byte 0xED; the file must be UTF-8")
        let binary: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        expectError(binary, .notAnObject, line: 1, column: 1, "the top level of a snapshot must be a JSON object, found byte 0x89")
    }

    @Test func columnsCountCharactersNotBytes() {
        expectError("{\"axsnap\": 1, \"screen\": \"é\", \"root\": {\"label\": 5}}", .wrongType, line: 1, column: 48, "\"label\" must be a string, found a number")
    }
}

struct ErrorCase: Sendable, CustomTestStringConvertible {
    let text: String
    let code: Diagnostic.Code
    let line: Int
    let column: Int
    let message: String

    init(_ text: String, _ code: Diagnostic.Code, _ line: Int, _ column: Int, _ message: String) {
        self.text = text
        self.code = code
        self.line = line
        self.column = column
        self.message = message
    }

    var testDescription: String { message }
}

func expectError(
    _ text: String, _ code: Diagnostic.Code, line: Int, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    expectError(Array(text.utf8), code, line: line, column: column, message, sourceLocation: sourceLocation)
}

func expectError(
    _ bytes: [UInt8], _ code: Diagnostic.Code, line: Int, column: Int, _ message: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    do {
        let result = try SnapshotParser.parse(bytes, path: "t.json")
        Issue.record("expected an error, parsed \(result.snapshot.screen)", sourceLocation: sourceLocation)
    } catch {
        let diagnostic = error.diagnostic
        #expect(diagnostic.code == code, sourceLocation: sourceLocation)
        #expect(diagnostic.severity == .error, sourceLocation: sourceLocation)
        #expect(diagnostic.line == line, sourceLocation: sourceLocation)
        #expect(diagnostic.column == column, sourceLocation: sourceLocation)
        #expect(diagnostic.message == message, sourceLocation: sourceLocation)
        if line > 0 {
            #expect(diagnostic.description == "t.json:\(line):\(column): error: \(message)", sourceLocation: sourceLocation)
        }
    }
}
