import AXImport
import AXModel
import Testing

/// The XML tokenizer, seen through the importers: what it accepts, and where it says a file
/// is broken.
@Suite struct XMLScannerTests {
    /// The label of the single button of a minimal XCUITest page source.
    private func buttonLabel(_ attribute: String, prolog: String = "", inside: String = "") throws -> String? {
        let (snapshot, _) = try importText("""
            \(prolog)<XCUIElementTypeApplication type="XCUIElementTypeApplication">\(inside)<XCUIElementTypeButton \(attribute)/></XCUIElementTypeApplication>
            """, format: .appiumXCUITest)
        return focusStops(snapshot).first?.label
    }

    @Test func entitiesAndCharacterReferencesAreDecoded() throws {
        #expect(try buttonLabel(#"label="a &lt;b&gt; &amp; &quot;c&quot; &apos;d&apos; &#233;&#xE9;&#x1F600;""#)
            == "a <b> & \"c\" 'd' éé😀")
        #expect(try buttonLabel(#"label='single "quoted" &apos;'"#) == "single \"quoted\" '")
    }

    @Test func literalLineBreaksInValuesBecomeSpacesButReferencesStay() throws {
        #expect(try buttonLabel("label=\"two\nlines\r\nand\ttab&#10;kept\"") == "two lines and tab\nkept")
    }

    @Test func declarationsCommentsCDATAAndDoctypeAreSkipped() throws {
        let prolog = """
            \u{FEFF}<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
            <!-- a comment with <tags> & ampersands -->
            <!DOCTYPE page [ <!ELEMENT page ANY> <!ATTLIST page a CDATA "x>y"> ]>
            <?target some instruction?>

            """
        let inside = "<![CDATA[ <not-an-element/> ]]><!-- inside -->text &amp; more"
        #expect(try buttonLabel(#"label="OK""#, prolog: prolog, inside: inside) == "OK")
    }

    // MARK: Malformed input

    private func malformed(_ text: String) -> (line: Int, column: Int, message: String)? {
        guard case let .malformedXML(path, line, column, message)? = importError(text, format: .appiumXCUITest) else {
            return nil
        }
        #expect(path == "bad.xml")
        return (line, column, message)
    }

    @Test func mismatchedClosingTagNamesLineAndColumn() throws {
        let error = try #require(malformed("""
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication">
                <XCUIElementTypeButton label="é">
                </XCUIElementTypeOther>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """))
        #expect(error.line == 4)
        #expect(error.column == 5)
        #expect(error.message.contains("</XCUIElementTypeOther> does not match <XCUIElementTypeButton> opened at line 3"))
        let described = importError("<a>\n  <b>é</c></a>", format: .appiumXCUITest)?.description
        #expect(described == "bad.xml:2:7: error: malformed XML: closing tag </c> does not match <b> opened at line 2")
    }

    @Test(arguments: [
        ("<a b=\"1\"", 1, 9, "ends inside the tag <a> opened at line 1"),
        ("<a b=\"1>", 1, 6, "value of the attribute b is not closed"),
        ("<a b=\"x<y\"/>", 1, 8, "'<' inside the value of b"),
        ("<a b=\"&nbsp;\"/>", 1, 7, "unknown entity &nbsp;"),
        ("<a b=\"&#xD800;\"/>", 1, 7, "not a valid character reference"),
        ("<a b=\"x&#0;\"/>", 1, 8, "&#0; in the value of b refers to U+0000, which XML forbids"),
        ("<a b=\"&#x0;\"/>", 1, 7, "refers to U+0000, which XML forbids"),
        ("<a b=\"&#xFFFE;\"/>", 1, 7, "refers to U+FFFE, which XML forbids"),
        ("<a b=\"&#65535;\"/>", 1, 7, "refers to U+FFFF, which XML forbids (not a character in XML 1.0 or 1.1); remove it from the dump"),
        ("<a b=\"AT&T\"/>", 1, 9, "does not start a reference"),
        ("<a b=\"1\" b=\"2\"/>", 1, 10, "duplicate attribute b"),
        ("<a b=\"1\"c=\"2\"/>", 1, 9, "expected a space"),
        ("<a b/>", 1, 5, "expected '=' after the attribute b"),
        ("<a>\n<b>\n</a>", 3, 1, "</a> does not match <b>"),
        ("<a>\n<b>", 2, 4, "ends inside <b> opened at line 2"),
        ("</a>", 1, 1, "without a matching opening tag"),
        ("hello <a/>", 1, 1, "text before the root element"),
        ("<a/>\n<b/>", 2, 1, "a second root element <b>"),
        ("<a/>\n<?xml version=\"1.0\"?><a/>", 2, 1, "a second XML declaration"),
        ("<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?><a/>", 1, 1, "only UTF-8 and UTF-16 are read: convert it to UTF-8 (iconv -f ISO-8859-1 -t UTF-8) and change the declaration"),
        ("<a><!-- never closed </a>", 1, 4, "comment opened at line 1 is not closed"),
        ("<1a/>", 1, 2, "cannot start with '1'"),
        ("<>", 1, 2, "expected an element name"),
        ("", 1, 1, "no root element"),
    ] as [(String, Int, Int, String)])
    func malformedInputIsAnErrorAtItsPlace(_ input: String, line: Int, column: Int, message: String) throws {
        let error = try #require(malformed(input))
        #expect((error.line, error.column) == (line, column), "\(error.message)")
        #expect(error.message.contains(message), "\(error.message)")
    }

    @Test func invalidUTF8IsAnErrorAtTheBadByte() throws {
        let bytes = Array("<a b=\"ok\">\n  x".utf8) + [0xC3, 0x28] + Array("</a>".utf8)
        #expect(throws: ImportError.self) {
            try Importer.importSnapshot(bytes, format: .appiumXCUITest, screen: nil, path: nil)
        }
        do {
            _ = try Importer.importSnapshot(bytes, format: .appiumXCUITest, screen: nil, path: nil)
        } catch {
            guard case let .malformedXML(_, line, column, message) = error else {
                Issue.record("unexpected \(error)")
                return
            }
            #expect((line, column) == (2, 4))
            #expect(message.contains("not valid UTF-8"))
        }
    }

    // MARK: Depth

    @Test func hundredThousandNestedElementsAreRejectedWithoutOverflowingTheStack() throws {
        let depth = 100_000
        let text = String(repeating: "<node class=\"a.B\">\n", count: depth) + String(repeating: "</node>", count: depth)
        let error = importError(text, format: .uiautomator)
        guard case let .tooDeep(path, line, limit)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(path == "bad.xml")
        #expect(limit == SnapshotParser.maximumDepth)
        #expect(line == SnapshotParser.maximumDepth + 1)
        #expect(error?.description.contains("more than 512 elements deep") == true)
    }

    @Test func treesAtTheDepthLimitImport() throws {
        func nested(_ depth: Int) -> String {
            "<hierarchy>" + String(repeating: "<node class=\"a.B\">", count: depth - 1)
                + String(repeating: "</node>", count: depth - 1) + "</hierarchy>"
        }
        let (snapshot, _) = try importText(nested(SnapshotParser.maximumDepth), format: .uiautomator)
        #expect(ElementTree(root: snapshot.root).depth.max() == SnapshotParser.maximumDepth - 1)
        let reread = try SnapshotParser.parse(CanonicalWriter.write(snapshot))
        #expect(reread.snapshot == snapshot)
        guard case .tooDeep? = importError(nested(SnapshotParser.maximumDepth + 1), format: .uiautomator) else {
            Issue.record("one level deeper must be too deep")
            return
        }
    }
}
