import AXImport
import AXModel
import Testing

/// A Vitest `.snap` file is JavaScript, and is read as JavaScript reads it.
@Suite struct VitestSnapshotFileTests {
    func screens(_ text: String) throws -> [(key: String, labels: [String?])] {
        try Importer.importScreens(Array(text.utf8), format: .vitestSnapshot, path: "nav.test.ts.snap").map { screen in
            (screen.snapshot.screen, screen.snapshot.root.children.map(\.label))
        }
    }

    /// A second copy of a key, or a good copy in a comment, hid a bad entry from `check`.
    @Test func aKeyAssignedTwiceHoldsTheLastValueInTheFirstPlace() throws {
        let read = try screens("""
            // Vitest Snapshot v1

            exports[`menu 1`] = `
            - button "Open menu"
            `;

            exports[`footer 1`] = `
            - link "Contact"
            `;

            exports[`menu 1`] = `
            - button
            `;
            """)
        #expect(read.map(\.key) == ["menu 1", "footer 1"])
        #expect(read.first?.labels == [nil])
    }

    @Test func exportsInCommentsAndStringsIsNoEntry() throws {
        let read = try screens("""
            // Vitest Snapshot v1
            // exports[`menu 1`] = `
            // - button "Open menu"
            // `;
            /* exports[`menu 2`] = `
            - button "Close"
            `; */
            const note = "exports[`menu 3`] = `x`;";
            exports[`menu 1`] = `
            - button
            `;
            """)
        #expect(read.map(\.key) == ["menu 1"])
        #expect(read.first?.labels == [nil])
    }

    @Test func keysAndValuesAreJavaScriptStrings() throws {
        let read = try screens(#"""
            exports["double \"quoted\" 1"] = "\n- button \"Save\"\n";
            exports [ 'single 1' ] = `
            - heading "Caf\u00e9 \u{1F600} \x41" [level=1]
            - text: back\`tick \${not} a\\b
            `;
            myexports[`not an entry 1`] = `- button "No"`;
            """#)
        #expect(read.map(\.key) == [#"double "quoted" 1"#, "single 1"])
        #expect(read[0].labels == ["Save"])
        #expect(read[1].labels == ["Café 😀 A", #"back`tick ${not} a\b"#])
    }

    @Test func brokenJavaScriptSaysWhereAndWhat() {
        func error(_ text: String) -> String? {
            do {
                _ = try Importer.importScreens(Array(text.utf8), format: .vitestSnapshot, path: "n.snap")
                return nil
            } catch {
                return "\(error.diagnostic.line): \(error.diagnostic.message)"
            }
        }
        #expect(error("exports[`a 1`] = `\n- button\n") == #"1: not a Vitest snapshot file: the snapshot "a 1" is not closed with "`;""#)
        #expect(error("\n/* exports[`a 1`] = `x`;\n") == "2: not a Vitest snapshot file: a /* comment is not closed with */")
        #expect(error("exports[`a 1`] == `x`;\n") == #"1: not a Vitest snapshot file: the snapshot key is not followed by "] = `""#)
        #expect(error("// only a comment\n") == "1: not a Vitest snapshot file: it holds no exports[`…`] snapshot entries")
    }
}
