import AXCapture
import AXTestSupport
import Foundation
import Testing

@Suite struct GeneratorTests {
    /// The capture names itself axdiff with axdiff's version, so a file's generator changes
    /// (and `axdiff diff` says so) exactly when the tool does.
    @Test func captureVersionIsTheVersionAxdiffPrints() throws {
        let result = try CommandRunner.run(["--version"], in: FileManager.default.temporaryDirectory.path)
        #expect(result.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == AccessibilityCapture.generator.version)
        #expect(AccessibilityCapture.generator.name == "axdiff")
    }
}
