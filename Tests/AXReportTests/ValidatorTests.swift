import AXTestSupport
import Foundation
import Testing

/// The schema tests must not pass without validating.
@Suite struct ValidatorTests {
    @Test func aMissingPythonModuleFailsTheTestAndSaysHowToInstallIt() {
        withKnownIssue {
            let available = Validators.requireModules(["axdiff_no_such_module"], for: "SARIF", sourceLocation: #_sourceLocation)
            #expect(!available)
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("run scripts/test, which installs them") }
        }
    }

    @Test func theValidatorsRejectAnInvalidDocument() throws {
        let log = try Validators.temporaryFile(#"{"version": "2.1.0", "runs": [{}]}"#, extension: "sarif")
        let xml = try Validators.temporaryFile("<testsuites><testsuite name=\"x\"/></testsuites>", extension: "xml")
        defer { for file in [log, xml] { try? FileManager.default.removeItem(at: file) } }
        let sarif = try Validators.run("validate_sarif.py", [Fixtures.path("schemas/sarif-schema-2.1.0.json"), log.path])
        #expect(sarif.status != 0 && sarif.output.contains("INVALID"), "\(sarif.output)")
        let junit = try Validators.run("validate_junit.py", [xml.path, Fixtures.path("schemas/windyroad-JUnit.xsd")])
        #expect(junit.status != 0 && junit.output.contains("INVALID"), "\(junit.output)")
    }
}
