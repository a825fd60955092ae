import AXImport
import AXModel
import AXTestSupport
import Foundation
import Testing

/// Measures importing a 1 MB page source; run by hand in a release build:
///
///     AXDIFF_IMPORT_TIMING=1 swift test -c release --filter ImportTimingTests
///
/// It prints the times and asserts nothing about them (machines differ); it does check that
/// the big inputs import.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["AXDIFF_IMPORT_TIMING"] != nil))
struct ImportTimingTests {
    /// A page source of at least `size` bytes: the real dump's root with its content repeated.
    static func enlarged(_ relative: String, to size: Int, openingLines: Int, closingLines: Int) throws -> [UInt8] {
        let lines = try Fixtures.text("real/" + relative).split(separator: "\n", omittingEmptySubsequences: false)
        let head = lines.prefix(openingLines).joined(separator: "\n") + "\n"
        let tail = "\n" + lines.suffix(closingLines).joined(separator: "\n")
        let body = lines.dropFirst(openingLines).dropLast(closingLines).joined(separator: "\n")
        var text = head
        while text.utf8.count < size { text += body + "\n" }
        return Array((text + tail).utf8)
    }

    static func time(_ label: String, _ bytes: [UInt8], format: ImportFormat) throws {
        var best = Double.infinity
        var stops = 0
        for _ in 0..<10 {
            let start = DispatchTime.now().uptimeNanoseconds
            let (snapshot, _) = try Importer.importSnapshot(bytes, format: format, screen: "Timing", path: nil)
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            best = min(best, elapsed)
            stops = VoiceOverModel(snapshot: snapshot).focusStops.count
        }
        print("\(label): \(bytes.count) bytes imported in \(String(format: "%.1f", best)) ms (best of 10), \(stops) focus stops")
        #expect(stops > 0)
    }

    @Test func oneMegabyteXCUITestPageSource() throws {
        // The Settings dump: the declaration, AppiumAUT and the application are kept once, the window repeated.
        let bytes = try Self.enlarged(
            "xcuitest/shirates_ios_SettingsTopScreen.xml", to: 1_000_000, openingLines: 3, closingLines: 3)
        try Self.time("XCUITest", bytes, format: .appiumXCUITest)
    }

    @Test func oneMegabyteUiAutomator2PageSource() throws {
        let bytes = try Self.enlarged(
            "appium-uiautomator2/shirates_android_SettingsTopScreen.xml", to: 1_000_000, openingLines: 2, closingLines: 2)
        try Self.time("UiAutomator2", bytes, format: .uiautomator)
    }
}
