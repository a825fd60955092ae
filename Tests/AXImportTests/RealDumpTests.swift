import AXImport
import AXModel
import AXTestSupport
import Testing

/// Every real dump imports into a valid snapshot in canonical form, the same each time.
@Suite struct RealDumpTests {
    @Test(arguments: RealDumps.all)
    func importsWithoutWarnings(_ file: String) throws {
        let (_, warnings) = try importReal(file)
        #expect(warnings.isEmpty, "\(warnings)")
    }

    @Test(arguments: RealDumps.all)
    func canonicalOutputReadsBackAsTheSameSnapshot(_ file: String) throws {
        let (snapshot, _) = try importReal(file)
        let bytes = CanonicalWriter.write(snapshot)
        let reread = try SnapshotParser.parse(bytes, path: file)
        #expect(reread.warnings.isEmpty, "\(reread.warnings)")
        #expect(reread.snapshot == snapshot)
        #expect(CanonicalWriter.write(reread.snapshot) == bytes)
    }

    @Test(arguments: RealDumps.all)
    func importingTwiceGivesTheSameBytes(_ file: String) throws {
        let first = CanonicalWriter.write(try importReal(file).snapshot)
        let second = CanonicalWriter.write(try importReal(file).snapshot)
        #expect(first == second)
    }

    @Test(arguments: RealDumps.all)
    func everyDumpHasFocusStopsAndItsGenerator(_ file: String) throws {
        let (snapshot, _) = try importReal(file)
        #expect(!announcements(snapshot).isEmpty)
        #expect(snapshot.generator?.version == "1")
        #expect(snapshot.generator?.name.hasPrefix("axdiff-import-") == true)
    }

    @Test(arguments: RealDumps.all)
    func kindIsDetectedFromTheContent(_ file: String) throws {
        let expected: ImportFormat =
            RealDumps.xcuitest.contains(file) ? .appiumXCUITest
            : RealDumps.chrome.contains(file) ? .chromeAXTree
            : RealDumps.aria.contains(file) ? .ariaSnapshot : .uiautomator
        #expect(ImportFormat.detect(try Fixtures.bytes("real/" + file)) == expected)
    }

    @Test func screenNameDefaultsToTheFileName() throws {
        let (snapshot, _) = try importReal("uiautomator/nora_window_dump.xml")
        #expect(snapshot.screen == "nora_window_dump")
        let (named, _) = try importReal("uiautomator/nora_window_dump.xml", screen: "Model picker")
        #expect(named.screen == "Model picker")
    }
}
