import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

@Suite struct ImportFormatTests {
    @Test(arguments: [
        (#"{"axsnap": 1, "screen": "S", "root": {}}"#, ImportFormat.axsnap),
        ("\u{FEFF}\n  {\"nodes\" : []}", .chromeAXTree),
        (#"{"id": 3, "result": {"nodes": []}}"#, .chromeAXTree),
        (#"[{"nodeId": "1"}]"#, .chromeAXTree),
        ("<?xml version=\"1.0\"?>\n<!-- <hierarchy> -->\n<AppiumAUT><XCUIElementTypeApplication/></AppiumAUT>", .appiumXCUITest),
        ("<XCUIElementTypeApplication type=\"XCUIElementTypeApplication\"/>", .appiumXCUITest),
        ("<?xml version='1.0' encoding='UTF-8' standalone='yes' ?><hierarchy rotation=\"0\"/>", .uiautomator),
        ("<android.widget.FrameLayout class=\"android.widget.FrameLayout\"/>", .uiautomator),
        ("<node class=\"android.view.View\"/>", .uiautomator),
    ] as [(String, ImportFormat)])
    func kindIsDetectedFromTheContent(_ text: String, kind: ImportFormat) {
        #expect(ImportFormat.detect(Array(text.utf8)) == kind)
    }

    @Test(arguments: ["", "   ", "hello", "{\"foo\": 1}", "<html><body/></html>", "[1, 2]"])
    func otherContentIsNoKnownKind(_ text: String) {
        #expect(ImportFormat.detect(Array(text.utf8)) == nil)
    }

    @Test(arguments: [
        "# recorded\n- button \"A\"\n",
        "---\n- button \"A\"\n",
        "%YAML 1.2\n---\n- button \"A\"\n",
        "\u{FEFF}# recorded\r\n\r\n  # indented comment\r\n--- # the document\r\n- button \"A\"\r\n",
        "--- - button \"A\"\n",
        "# nothing recorded yet\n",
    ])
    func ariaSnapshotsAreDetectedAfterCommentsDirectivesAndDocumentMarkers(_ text: String) {
        #expect(ImportFormat.detect(Array(text.utf8)) == .ariaSnapshot)
        #expect(ImportFormat.detect(Array(text.utf8), path: "e2e/x.spec.ts-snapshots/aria.yml") == .ariaSnapshot)
    }

    @Test(arguments: ["# recorded\n{\"axsnap\": 1}\n", "---\nmain: x\n", "#!/bin/sh\necho hi\n", "---x\n- button\n"])
    func aYAMLPreludeBeforeAnythingButAListIsNoKnownKind(_ text: String) {
        #expect(ImportFormat.detect(Array(text.utf8)) == nil)
    }

    @Test func aFileNamedJSONIsNeverReadAsYAML() {
        let text = Array("# recorded\n- button \"A\"\n".utf8)
        #expect(ImportFormat.detect(text, path: "Settings.axsnap.json") == nil)
        #expect(ImportFormat.detect(text, path: "dump.JSON") == nil)
        #expect(ImportFormat.detect(Array("  \n\t{\"axsnap\": 1}".utf8), path: "Settings.axsnap.json") == .axsnap)
    }

    @Test func unknownKindIsAnErrorNamingTheSupportedKinds() throws {
        let error = importError("<html><body/></html>")
        #expect(error == .unknownFormat(path: "bad.xml"))
        #expect(error?.description == "bad.xml: error: cannot tell what kind of accessibility dump this is; supported kinds: axsnap, appium-xcuitest, uiautomator, chrome-axtree, aria-snapshot, vitest-snap. Name the kind explicitly if the file is one of them")
    }

    @Test func kindNamesAreWhatUsersType() {
        #expect(ImportFormat.allCases.map(\.rawValue) == ["axsnap", "appium-xcuitest", "uiautomator", "chrome-axtree", "aria-snapshot", "vitest-snap"])
        #expect(ImportFormat(rawValue: "chrome-axtree") == .chromeAXTree)
    }

    @Test func axsnapInputIsReadAsItIsWithAnOptionalNewScreenName() throws {
        let bytes = try Fixtures.bytes("model/spec-example.axsnap.json")
        let (snapshot, warnings) = try Importer.importSnapshot(bytes, format: nil, screen: nil, path: "Settings.axsnap.json")
        #expect(warnings.isEmpty)
        #expect(snapshot == (try SnapshotParser.parse(bytes)).snapshot)
        let (renamed, _) = try Importer.importSnapshot(bytes, format: .axsnap, screen: "Renamed", path: nil)
        #expect(renamed.screen == "Renamed")
    }

    @Test func invalidAxsnapInputKeepsTheModelDiagnostic() throws {
        guard case .invalidSnapshot(let diagnostic)? = importError(#"{"axsnap": 1, "screen": "S"}"#, format: .axsnap) else {
            Issue.record("expected invalidSnapshot")
            return
        }
        #expect(diagnostic.code == .missingKey)
        #expect(diagnostic.path == "bad.xml")
    }

    @Test(arguments: [
        ("dumps/window_dump.xml", "window_dump"),
        ("C:\\dumps\\Settings.JSON", "Settings"),
        ("Settings.dark.axsnap.json", "Settings.dark"),
        ("page_source", "page_source"),
        (".xml", ".xml"),
    ])
    func screenNameComesFromTheFileName(_ path: String, name: String) {
        #expect(Importer.screenName(fromPath: path) == name)
    }

    @Test(arguments: ImportFormat.all)
    func everyFormatDetectsAndImportsItsExample(_ format: ImportFormat) throws {
        let bytes = Array(format.example.utf8)
        #expect(ImportFormat.detect(bytes) == format)
        for suffix in format.fileSuffixes {
            #expect(ImportFormat.detect(bytes, path: "dumps/example" + suffix) == format, "\(suffix)")
        }
        let screens = try Importer.importScreens(bytes, format: nil, path: "example")
        #expect(!screens.isEmpty)
        #expect(screens.allSatisfy { $0.warnings.isEmpty && !$0.snapshot.root.children.isEmpty })
        let named = try Importer.importSnapshot(bytes, format: format, screen: screens[0].snapshot.screen, path: nil)
        #expect(named.snapshot == screens[0].snapshot)
    }

    @Test func everyFormatHasItsOwnNameAHelpLineAndDocumentation() {
        #expect(Set(ImportFormat.all.map(\.id)).count == ImportFormat.all.count)
        for format in ImportFormat.all {
            #expect(ImportFormat(rawValue: format.id) == format)
            #expect(!format.title.isEmpty && !format.summary.isEmpty && !format.summary.contains("\n"), "\(format)")
            #expect(!format.documentation.platform.isEmpty && !format.documentation.recognisedBy.isEmpty, "\(format)")
            #expect(!format.fileSuffixes.isEmpty && format.fileSuffixes.allSatisfy { $0.hasPrefix(".") && $0 == $0.lowercased() }, "\(format)")
        }
    }

    @Test func aFileOfSeveralScreensIsKnownByItsFormatsName() {
        #expect(ImportFormat.vitestSnapshot.holdsSeveralScreens)
        #expect(ImportFormat.all.filter(\.holdsSeveralScreens) == [.vitestSnapshot])
        #expect(ImportFormat.ofSeveralScreens(named: "src/__snapshots__/nav.test.ts.snap") == .vitestSnapshot)
        #expect(ImportFormat.ofSeveralScreens(named: "src/__snapshots__/Nav.test.ts.SNAP") == .vitestSnapshot)
        #expect(ImportFormat.ofSeveralScreens(named: ".snap") == .vitestSnapshot)
        #expect(ImportFormat.ofSeveralScreens(named: "nav.test.ts.snap.orig") == nil)
        for path in ["snapshots/Home.axsnap.json", "e2e/a.spec.ts-snapshots/aria.yml", "dump.xml", "snap"] {
            #expect(ImportFormat.ofSeveralScreens(named: path) == nil, "\(path)")
        }
    }

    @Test func aStartingClaimBeatsAMentionAndTiesGoToTheEarlierFormat() {
        // An Android dump that names an iOS type in a text is still an Android dump.
        let android = #"<hierarchy><node class="android.widget.TextView" text="XCUIElementTypeButton"/></hierarchy>"#
        #expect(ImportFormat.detect(Array(android.utf8)) == .uiautomator)
        // Neither root says; both are mentioned: the earlier format in the registry wins.
        let both = #"<root><a type="XCUIElementTypeButton"/><b class="android.widget.Button"/></root>"#
        #expect(ImportFormat.detect(Array(both.utf8)) == .appiumXCUITest)
        #expect(ImportFormat.detect(Array(#"<root><b class="android.widget.Button"/></root>"#.utf8)) == .uiautomator)
        // An axsnap snapshot may hold a "nodes" key; it is still axsnap.
        #expect(ImportFormat.detect(Array(#"{"axsnap": 1, "context": {"nodes": 3}}"#.utf8)) == .axsnap)
    }

    @Test func whatNoFormatClaimsIsAxsnapOnlyAsALastResort() {
        for text in ["hello", "{\"foo\": 1}", "", "version https://git-lfs.github.com/spec/v1\n"] {
            #expect(ImportFormat.detect(Array(text.utf8)) == nil, "\(text)")
            #expect(ImportFormat.detect(Array(text.utf8), accepting: .lastResort) == .axsnap, "\(text)")
        }
        let html = Array("<html><body/></html>".utf8)
        #expect(ImportFormat.detect(html, accepting: .lastResort) == nil)
        #expect(ImportFormat.detect(html, path: "snapshots/Home.axsnap.json", accepting: .lastResort) == .axsnap)
        #expect(ImportFormat.detect(Array("\u{01}binary".utf8), accepting: .lastResort) == nil)
    }

    /// docs/importers.md's table of formats is generated from the registered values; with
    /// AXDIFF_RECORD_GOLDENS=1 (never in CI) this test rewrites it, and fails so that a
    /// recording run never passes by accident.
    @Test func importersDocumentTableIsUpToDate() throws {
        let url = Fixtures.packageRoot.appendingPathComponent("docs/importers.md")
        let page = try String(contentsOf: url, encoding: .utf8)
        let (opening, closing) = ("do not edit by hand.\n     Refresh with: AXDIFF_RECORD_GOLDENS=1 swift test --filter ImportFormatTests -->\n", "<!-- End of the generated table. -->")
        guard let start = page.range(of: opening)?.upperBound, let end = page.range(of: closing, range: start..<page.endIndex)?.lowerBound else {
            Issue.record("docs/importers.md has lost the comments around its generated table of formats")
            return
        }
        let environment = ProcessInfo.processInfo.environment
        if environment["AXDIFF_RECORD_GOLDENS"] == "1" && environment["CI"] == nil {
            try Data((page[..<start] + ImportFormat.markdownTable + page[end...]).utf8).write(to: url)
            Issue.record("rewrote the table of docs/importers.md; review it, then run again without AXDIFF_RECORD_GOLDENS")
            return
        }
        #expect(String(page[start..<end]) == ImportFormat.markdownTable,
                "docs/importers.md's table of formats is out of date: refresh it with `AXDIFF_RECORD_GOLDENS=1 swift test --filter ImportFormatTests`")
    }
}
