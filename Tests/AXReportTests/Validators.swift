import AXTestSupport
import Foundation
import Testing

/// The schema validators in `Tests/Fixtures/tools`, run with python3. A missing python3 or
/// module fails the test (it must not pass without validating) and says how to install them.
enum Validators {
    struct Outcome {
        var status: Int32
        var output: String
    }

    /// Validates a SARIF log against the SARIF 2.1.0 schema and GitHub's upload checks;
    /// records an issue, with the validator's output, unless both pass.
    static func checkSARIF(_ log: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard requireModules(["jsonschema", "rfc3987"], for: "SARIF", sourceLocation: sourceLocation) else { return }
        let file = try temporaryFile(log, extension: "sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try python([Fixtures.path("tools/validate_sarif.py"), Fixtures.path("schemas/sarif-schema-2.1.0.json"), file.path])
        #expect(outcome.status == 0, "validate_sarif.py failed:\n\(outcome.output)", sourceLocation: sourceLocation)
        // The GitHub checks are warnings to the script; for axdiff they are errors.
        #expect(!outcome.output.contains(": GITHUB "), "GitHub code scanning would reject or mangle the log:\n\(outcome.output)", sourceLocation: sourceLocation)
        #expect(outcome.output.contains(": OK ("), "validate_sarif.py said:\n\(outcome.output)", sourceLocation: sourceLocation)
    }

    /// Validates a JUnit report against the Ant (windyroad) and Jenkins xunit schemas.
    static func checkJUnit(_ report: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard requireModules(["xmlschema"], for: "JUnit", sourceLocation: sourceLocation) else { return }
        let file = try temporaryFile(report, extension: "xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try python([
            Fixtures.path("tools/validate_junit.py"), file.path,
            Fixtures.path("schemas/windyroad-JUnit.xsd"), Fixtures.path("schemas/jenkins-xunit-junit-10.xsd"),
        ])
        #expect(outcome.status == 0, "validate_junit.py failed:\n\(outcome.output)", sourceLocation: sourceLocation)
        #expect(outcome.output.components(separatedBy: ": VALID").count == 3, "validate_junit.py said:\n\(outcome.output)", sourceLocation: sourceLocation)
    }

    /// Validates a JSON document against a schema in `Tests/Fixtures/schemas/`.
    static func checkJSON(_ document: String, schema: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        guard requireModules(["jsonschema"], for: schema, sourceLocation: sourceLocation) else { return }
        let file = try temporaryFile(document, extension: "json")
        defer { try? FileManager.default.removeItem(at: file) }
        let outcome = try python([Fixtures.path("tools/validate_json.py"), Fixtures.path("schemas/" + schema), file.path])
        #expect(outcome.status == 0 && outcome.output.hasSuffix("VALID\n") && !outcome.output.contains("INVALID"), "validate_json.py \(schema) said:\n\(outcome.output)", sourceLocation: sourceLocation)
    }

    /// The validators' output on a document, for reports.
    static func run(_ script: String, _ arguments: [String]) throws -> Outcome {
        try python([Fixtures.path("tools/" + script)] + arguments)
    }

    static func requireModules(_ modules: [String], for format: String, sourceLocation: SourceLocation) -> Bool {
        let outcome = try? python(["-c", "import " + modules.joined(separator: ", ")])
        guard let outcome, outcome.status == 0 else {
            Issue.record(
                """
                the \(format) schema test needs python3 with \(modules.joined(separator: " and ")): run scripts/test, which installs them \
                (or, on Debian: apt-get install python3-jsonschema python3-rfc3987 python3-xmlschema; elsewhere pip install them in a virtual environment). \(outcome.map { "python3 said: " + $0.output } ?? "python3 could not be started")
                """, sourceLocation: sourceLocation)
            return false
        }
        return true
    }

    static func python(_ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Outcome(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    static func temporaryFile(_ text: String, extension suffix: String) throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-\(UUID().uuidString).\(suffix)")
        try Data(text.utf8).write(to: url)
        return url
    }
}
