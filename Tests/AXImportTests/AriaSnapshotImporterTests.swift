import AXImport
import AXModel
import AXTestSupport
import Testing

/// Playwright's ARIA snapshot grammar, all of it, and Vitest `.snap` files.
@Suite struct AriaSnapshotImporterTests {
    func aria(_ text: String, path: String? = "e2e/home.spec.ts-snapshots/aria.yml") throws -> Snapshot {
        try Importer.importSnapshot(Array(text.utf8), format: nil, screen: nil, path: path).snapshot
    }

    @Test func rolesNamesAndAttributesBecomeElements() throws {
        let snapshot = try aria("""
            - heading "Title" [level=1]
            - checkbox "Remember me" [checked]
            - checkbox "All" [checked=mixed]
            - button "Bold" [pressed]
            - button "Send" [disabled]
            - option "Small" [selected]
            - button "Menu" [expanded]
            - textbox "Search" [active]
            - button "More" [expanded=false]
            """)
        #expect(snapshot.platform == .web)
        #expect(snapshot.screen == "home.spec.ts aria")
        let elements = snapshot.root.children
        #expect(elements.map(\.type) == ["heading", "checkbox", "checkbox", "button", "button", "option", "button", "textbox", "button"])
        #expect(elements[0].traits.contains(.header) && elements[0].level == 1)
        #expect(elements[1].traits.contains(.toggle) && elements[1].value == "1")
        #expect(elements[2].value == "2")
        #expect(elements[3].traits.contains(.toggle) && elements[3].value == "1")
        #expect(elements[4].traits.contains(.notEnabled))
        #expect(elements[5].traits.contains(.selected))
        #expect(elements[6].traits.contains(.expanded))
        #expect(elements[7].extras.isEmpty)
        #expect(elements[8].traits.contains(.collapsed) && !elements[8].traits.contains(.expanded))
        #expect(elements.allSatisfy { $0.accessible })
    }

    @Test func quotedNamesKeepEscapedQuotesAndBrackets() throws {
        let snapshot = try aria(#"""
            - button "nanomsg = \"0.6.1\""
            - link "[rust] tag"
            - 'link "a: b #c @d"'
            """#)
        #expect(snapshot.root.children.map(\.label) == [#"nanomsg = "0.6.1""#, "[rust] tag", "a: b #c @d"])
    }

    @Test func regularExpressionNamesAreKeptAsTheirPattern() throws {
        let snapshot = try aria(#"""
            - heading /Downloads over the last \d+ days/ [level=4]
            - text: /\d+ KiB/
            """#)
        #expect(snapshot.root.children.map(\.label) == [#"/Downloads over the last \d+ days/"#, #"/\d+ KiB/"#])
    }

    @Test func textAfterTheKeyIsTheElementsText() throws {
        let snapshot = try aria("""
            - paragraph: "Run the following: cargo add"
            - time: over 7 years ago
            - treeitem "lib.rs" [level=2] [selected]: lib. rs
            - link: Home
            - text: ""
            - text: plain words
            """)
        let children = snapshot.root.children
        #expect(children[0].children.map(\.label) == ["Run the following: cargo add"])
        #expect(children[0].children.first?.type == "StaticText")
        #expect(children[1].children.map(\.label) == ["over 7 years ago"])
        #expect(children[2].label == "lib.rs" && children[2].children.map(\.label) == ["lib. rs"])
        #expect(children[3].label == "Home" && children[3].children.isEmpty)
        // `text: ""` is nothing to read: no element, as in the browser's tree.
        #expect(children.count == 5)
        #expect(children[4].type == "StaticText" && children[4].label == "plain words")
    }

    @Test func propertiesBelongToTheElementAbove() throws {
        let snapshot = try aria("""
            - link "Docs":
              - /url: https://example.com/docs
            - textbox "Search":
              - /placeholder: Type to search
            - list:
              - /children: equal
              - listitem: One
            """)
        let children = snapshot.root.children
        #expect(children[0].url == "https://example.com/docs")
        #expect(children[0].children.isEmpty)
        #expect(children[1].hint == "Type to search")
        #expect(children[2].children.map(\.type) == ["listitem"])
    }

    @Test func leavesWithoutChildrenAndNoTrailingNewline() throws {
        let snapshot = try aria("- list\n- img\n- main:\n  - heading \"A\" [level=2]")
        #expect(snapshot.root.children.map(\.type) == ["list", "img", "main"])
        #expect(snapshot.root.children[2].children.first?.label == "A")
    }

    @Test func anOperableStopInsideAHeadingIsReadAfterIt() throws {
        let snapshot = try aria("""
            - heading "Stats (see all)" [level=3]:
              - link "(see all)":
                - /url: /crates/x
            - button "Search":
              - img
            """)
        #expect(announcements(snapshot).count == 3)
        #expect(snapshot.root.children.map(\.type) == ["heading", "link", "button"])
        #expect(snapshot.root.children[2].children.first?.accessible == false)
    }

    @Test func escapesPatternsAndTextBeyondASCIIAreReadAsWritten() throws {
        let snapshot = try aria(#"""
            - button "Café \"crème\" \\ 東京"
            - link /\d+ \/ Versionen/ [ level = 2 ]
            - überschrift "Straße"
            """#)
        let elements = snapshot.root.children
        #expect(elements.map(\.label) == [#"Café "crème" \ 東京"#, #"/\d+ \/ Versionen/"#, "Straße"])
        #expect(elements.map(\.type) == ["button", "link", "überschrift"])
        #expect(elements[1].level == 2)  // spaces around an attribute's name and value are not part of them
    }

    @Test func errorColumnsCountCharactersNotBytes() {
        // The stray "x" is the 14th character of the line but its 15th byte.
        let error = importError("- button \"é\" x \"ü\n", format: .ariaSnapshot)
        #expect(error?.diagnostic.line == 1)
        #expect(error?.diagnostic.column == 14, "\(String(describing: error))")
        let role = importError("- ©button\n", format: .ariaSnapshot)
        #expect(role?.diagnostic.column == 3, "\(String(describing: role))")
    }

    @Test func yamlErrorsAreLocatedByLineAndColumn() {
        let error = importError("- button \"A\"\n- link: [unclosed\n", format: .ariaSnapshot)
        guard case .malformedYAML(_, let line, let column, _)? = error else {
            Issue.record("expected malformed YAML, got \(String(describing: error))")
            return
        }
        #expect(line >= 2 && column > 0)
    }

    @Test func grammarErrorsNameTheLineColumnAndWhatIsWrong() {
        let error = importError("- main:\n  - button \"unclosed\n", format: .ariaSnapshot)
        #expect(error?.diagnostic.line == 2)
        #expect(error?.diagnostic.column == 12)  // the opening quote
        #expect(error?.description.contains("quotes are not closed") == true)
        let attribute = importError("- main:\n  - heading \"A\" level=2\n", format: .ariaSnapshot)
        #expect(attribute?.diagnostic.line == 2)
        #expect(attribute?.description.contains("[level=2]") == true)
        let mapping = importError("main: x\n", format: .ariaSnapshot)
        #expect(mapping?.description.contains("top level") == true)
        let nested = importError("- main:\n    a: b\n", format: .ariaSnapshot)
        #expect(nested?.diagnostic.line == 2)
    }

    @Test func commentsDirectivesAndDocumentMarkersBeforeTheListAreRead() throws {
        let plain = try aria("- button \"A\"\n")
        for prelude in ["# recorded\n", "---\n", "%YAML 1.2\n---\n", "# a\n\n--- # b\n"] {
            #expect(try aria(prelude + "- button \"A\"\n") == plain, "\(prelude.debugDescription)")
        }
    }

    @Test func aFileOfCommentsAloneSaysItHoldsNoList() {
        let error = importError("# recorded\n# nothing yet\n")
        guard case .invalidAriaSnapshot(_, let line, let column, let message)? = error else {
            Issue.record("expected the ARIA importer's error, got \(String(describing: error))")
            return
        }
        #expect(line == 1 && column == 1)
        #expect(message.contains("no list items, only comments"), "\(message)")
        #expect(importError("---\n# nothing yet\n")?.description.contains("no list items") == true)
    }

    @Test func yamlNestedPastTheReadersLimitSaysHowDeepWhereAndWhatToDo() {
        // 1,500 nested lists, past libyaml's limit (the QA report's 10,000 would be 100 MB of
        // indentation, and libyaml stops at line 999 all the same).
        let text = (0..<1_500).map { String(repeating: " ", count: 2 * $0) + "- list:\n" }.joined()
        let error = importError(text, format: .ariaSnapshot)
        guard case .yamlTooDeep(_, let line, let column, let limit)? = error else {
            Issue.record("expected the nesting error, got \(String(describing: error))")
            return
        }
        // Where libyaml stops: its MAX_NESTING_LEVEL, which `limit` must be.
        #expect(limit == 1000 && line == 999 && column == 1999)
        let description = error?.description ?? ""
        #expect(description == "bad.xml:999:1999: error: the YAML nests lists and mappings more than 1000 levels deep, the most axdiff reads "
            + "(an axsnap snapshot nests at most 512 elements); capture a smaller part of the page", "\(description)")
        let inVitest = "exports[`deep 1`] = `\n" + text + "`;\n"
        #expect(importError(inVitest)?.diagnostic.line == 1000)
    }

    @Test func unknownAttributesAndPropertiesAreWarnings() throws {
        let result = try Importer.importSnapshot(
            Array("- button \"A\" [hover=pointer]:\n  - /href: x\n".utf8), format: nil, screen: "S", path: "a.yml")
        #expect(result.warnings.count == 2)
        #expect(result.warnings.map(\.line) == [1, 2])
    }

    @Test func attributeValuesPlaywrightRefusesAreLeftOutWithAWarningAtTheirColumn() throws {
        let lines = [
            #"button "A" [checked=bogus]"#, #"button "B" [expanded=maybe]"#, #"button "C" [pressed=yes]"#,
            #"button "D" [disabled=nope]"#, #"option "E" [selected=1]"#, #"textbox "F" [active=no]"#,
            #"checkbox "G" [checked=on]"#, #"heading "H" [level=abc]"#, #"link "I" [foo]"#,
        ]
        let result = try Importer.importSnapshot(
            Array(lines.map { "- " + $0 }.joined(separator: "\n").utf8), format: nil, screen: "S", path: "a.yml")
        let withoutAttributes = try aria(lines.map { "- " + $0.prefix { $0 != "[" } }.joined(separator: "\n"))
        #expect(result.snapshot.root == withoutAttributes.root)
        #expect(result.warnings.map(\.line) == Array(1...9))
        #expect(result.warnings.map(\.column) == [14, 14, 14, 14, 14, 15, 16, 15, 12])
        #expect(result.warnings.map(\.severity) == Array(repeating: .warning, count: 9))
        let messages = result.warnings.map(\.message)
        #expect(messages[0] == "[checked=bogus] is not [checked], [checked=true], [checked=false] or [checked=mixed]; it is left out")
        #expect(messages[1] == "[expanded=maybe] is not [expanded], [expanded=true] or [expanded=false]; it is left out")
        for (index, attribute) in ["[pressed=yes]", "[disabled=nope]", "[selected=1]", "[active=no]", "[checked=on]"].enumerated() {
            #expect(messages[index + 2].hasPrefix(attribute + " is not "), "\(messages[index + 2])")
        }
    }

    /// A key YAML quotes starts after its quote: the column of its `[` counts the quote.
    @Test func warningsInQuotedKeysPointAtTheirColumn() throws {
        let text = """
            - 'button "A" [foo]'
            - button "B" [foo]
            - "link [bar]"
            """
        let result = try Importer.importSnapshot(Array(text.utf8), format: nil, screen: "S", path: "a.yml")
        #expect(result.warnings.map(\.column) == [15, 14, 9])
    }

    @Test func attributeValuesMeanWhatPlaywrightReadsThemAs() throws {
        let result = try Importer.importSnapshot(Array("""
            - checkbox "A" [checked=true]
            - checkbox "B" [checked=false]
            - button "C" [pressed=false]
            - button "D" [disabled=true] [selected=false]
            - button "E" [disabled=false] [selected=true]
            - button "F" [expanded=true] [active=false]
            - checkbox "G" [checked=]
            """.utf8), format: nil, screen: "S", path: "a.yml")
        #expect(result.warnings.isEmpty, "\(result.warnings)")
        let elements = result.snapshot.root.children
        #expect(elements.map(\.value) == ["1", "0", "0", nil, nil, nil, "1"])  // [checked=] is [checked] to Playwright
        #expect(elements[3].traits.contains(.notEnabled) && !elements[3].traits.contains(.selected))
        #expect(!elements[4].traits.contains(.notEnabled) && elements[4].traits.contains(.selected))
        #expect(elements[5].traits.contains(.expanded))
    }

    @Test(arguments: [
        ("- 123\n", 1, 3, "a number"), ("- null\n", 1, 3, "null"), ("- true\n", 1, 3, "a boolean"),
        ("- main:\n  - -42\n", 2, 5, "a number"), ("- False:\n  - button\n", 1, 3, "a boolean"),
        ("- list:\n  - 0x1F: x\n", 2, 5, "a number"), ("- 1e3\n", 1, 3, "a number"), ("- NULL: x\n", 1, 3, "null"),
    ] as [(String, Int, Int, String)])
    func plainScalarsYAMLReadsAsNumbersBooleansOrNullAreNotRoles(_ text: String, line: Int, column: Int, kind: String) {
        let error = importError(text)
        guard case .invalidAriaSnapshot(_, let errorLine, let errorColumn, let message)? = error else {
            Issue.record("expected an ARIA grammar error, got \(String(describing: error))")
            return
        }
        #expect(errorLine == line && errorColumn == column)
        #expect(message.contains("is \(kind) to YAML, not a role"), "\(message)")
    }

    @Test func quotedWordsAndUnknownWordsAreRolesAsPlaywrightReadsThem() throws {
        let result = try Importer.importSnapshot(
            Array("- 'true'\n- \"null\"\n- widget \"Dial\"\n- nullable\n".utf8), format: nil, screen: "S", path: "a.yml")
        #expect(result.warnings.isEmpty)
        #expect(result.snapshot.root.children.map(\.type) == ["true", "null", "widget", "nullable"])
        #expect(result.snapshot.root.children.allSatisfy { $0.traits.isEmpty })
    }

    @Test func aVitestFileGivesOneScreenPerSnapshot() throws {
        let bytes = try Fixtures.bytes("web/navigation.test.ts.snap")
        #expect(ImportFormat.detect(bytes) == .vitestSnapshot)
        let screens = try Importer.importScreens(bytes, format: .vitestSnapshot, path: "navigation.test.ts.snap")
        #expect(screens.map(\.snapshot.screen) == ["navigation > closed menu 1", "navigation > open menu 1"])
        let open = screens[1].snapshot.root.children[0]
        #expect(open.children.map(\.type) == ["button", "list", "link"])
        #expect(open.children[1].children[0].children[0].label == "Docs `v2`")
        #expect(open.children[1].line == 13)
        let one = try Importer.importSnapshot(bytes, format: nil, screen: "navigation > open menu 1", path: "n.snap")
        #expect(one.snapshot == screens[1].snapshot)
        #expect(throws: ImportError.self) {
            try Importer.importSnapshot(bytes, format: nil, screen: nil, path: "n.snap")
        }
    }

    @Test func aVitestFileWithCRLFLineEndingsReadsAsWithLF() throws {
        // As git writes it with core.autocrlf=true; the one-string entry is how toMatchSnapshot quotes.
        let lf = try Fixtures.text("web/navigation.test.ts.snap") + "exports[`quoted 1`] = `\n\"- button \"X\"\"\n`;\n"
        let crlf = lf.replacing("\n", with: "\r\n")
        let expected = try Importer.importScreens(Array(lf.utf8), format: .vitestSnapshot, path: "n.snap")
        let screens = try Importer.importScreens(Array(crlf.utf8), format: .vitestSnapshot, path: "n.snap")
        #expect(screens.map(\.snapshot) == expected.map(\.snapshot))
        #expect(screens.last?.snapshot.root.children.map(\.label) == ["X"])
        #expect(screens[1].snapshot.root.children[0].children[1].line == 13)
        let broken = "// Vitest Snapshot v1\r\n\r\nexports[`a 1`] = `\r\n\"\r\n- main:\r\n  - button \"x\r\n\"\r\n`;\r\n"
        #expect(importError(broken)?.diagnostic.line == 6)
    }

    @Test func aVitestScreenThatMatchesNoSnapshotSaysSoAndListsTheNames() {
        func snap(_ count: Int) -> [UInt8] {
            Array((1...count).map { "exports[`nav > menu \($0) 1`] = `\n- button \"X\"\n`;\n" }.joined().utf8)
        }
        func message(_ bytes: [UInt8], screen: String?) -> String {
            do {
                _ = try Importer.importSnapshot(bytes, format: nil, screen: screen, path: "nav.test.ts.snap")
                return "imported"
            } catch {
                return error.description
            }
        }
        #expect(message(snap(3), screen: "nope") == #"nav.test.ts.snap: error: no snapshot in this Vitest snapshot file is named "nope"; it holds "nav > menu 1 1", "nav > menu 2 1" and "nav > menu 3 1": name one of them as the screen (--screen)"#)
        #expect(message(snap(8), screen: "nope").hasSuffix(#"it holds "nav > menu 1 1", "nav > menu 2 1", "nav > menu 3 1", "nav > menu 4 1", "nav > menu 5 1" and 3 more: name one of them as the screen (--screen)"#))
        #expect(message(snap(2), screen: nil) == #"nav.test.ts.snap: error: this Vitest snapshot file holds 2 snapshots, "nav > menu 1 1" and "nav > menu 2 1": name the one to import as the screen (--screen)"#)
        #expect(message(snap(2), screen: "nav > menu 2 1") == "imported")
    }

    @Test func errorsInAVitestEntryPointIntoTheSnapFile() throws {
        let text = "// Vitest Snapshot v1\n\nexports[`a 1`] = `\n- main:\n  - button \"x\n`;\n"
        let error = importError(text)
        #expect(error?.diagnostic.line == 5)
    }
}
