import AXRules
import Testing

@testable import AXReport

@Suite struct JUnitReportTests {
    static func suites(_ report: Report) throws -> [XMLTree] {
        try XMLTree.parse(JUnitReport.render(report)).all("testsuite")
    }

    @Test(arguments: GoldenTests.reports) func validatesAgainstTheAntAndJenkinsSchemas(_ name: String) throws {
        try Validators.checkJUnit(JUnitReport.render(GoldenTests.report(name)))
    }

    @Test func oneSuitePerScreenAndOneForTheRun() throws {
        let report = try SampleReports.standard()
        let suites = try Self.suites(report)
        // A suite per changed screen, one for the screens no longer recorded, one for the run.
        #expect(suites.map { $0.attributes["name"] } == report.screens.map(\.path) + ["axdiff: no longer recorded", "axdiff"])
        #expect(suites.map { $0.attributes["id"] } == ["0", "1", "2", "3", "4"])
        // Lost coverage is skipped (with coverage: warn), never a failure.
        let lost = suites[3].all("testcase")
        #expect(lost.count == CoverageGroup.grouped(report.coverage).count)
        #expect(lost.allSatisfy { !$0.all("skipped").isEmpty && $0.all("failure").isEmpty })
        for suite in suites {
            let cases = suite.all("testcase")
            #expect(suite.attributes["tests"] == String(cases.count))
            #expect(suite.attributes["failures"] == String(suite.all("failure").count))
            #expect(suite.attributes["errors"] == String(suite.all("error").count))
            #expect(suite.attributes["skipped"] == String(suite.all("skipped").count))
            #expect(suite.attributes["timestamp"] == "1970-01-01T00:00:00" && suite.attributes["hostname"] == "localhost")
        }
    }

    @Test func regressionsAtOrAboveTheThresholdFailAndTheOthersPass() throws {
        let report = try SampleReports.standard()  // failOn: warning
        let settings = try #require(Self.suites(report).first)
        let cases = settings.all("testcase")
        #expect(cases.map { $0.attributes["name"] } == report.screens[0].regressions.map { "\($0.rule): \($0.element.id.map { "#" + $0 } ?? $0.element.name)" })
        #expect(cases.map { $0.attributes["classname"] } == Array(repeating: "snapshots/ios/Settings.axsnap.json", count: cases.count))
        let failing = cases.filter { !$0.all("failure").isEmpty }
        #expect(failing.count == report.screens[0].regressions.filter { $0.severity >= .warning }.count)
        let notice = try #require(cases.first { $0.attributes["name"] == "element-removed: #help" })
        #expect(notice.children.isEmpty)
        #expect(settings.all("system-out").first?.text.contains("passes (below warning): notice element-removed") == true)

        let failure = try #require(cases.first { $0.attributes["name"] == "label-removed: #close" }?.all("failure").first)
        #expect(failure.attributes["type"] == "label-removed")
        #expect(failure.attributes["message"] == #"error label-removed (WCAG 1.1.1, 4.1.2): "Close" lost its label: VoiceOver now says "Button" (also reported by interactive-without-label)"#)
        for part in ["Element: UIWindow > close (#close)", "Location: snapshots/ios/Settings.axsnap.json:19", #"VoiceOver: "Close, button" -> "Button""#, "1.1.1 Non-text Content (level A)"] {
            #expect(failure.text.contains(part), "\(part)")
        }
    }

    /// A test named after the label would become a new test at each relabel, and CI would
    /// lose its history; one named after the identifier stays the same test.
    @Test func testNamesUseTheIdentifierSoARelabelKeepsTheHistory() throws {
        var finding = HostileReports.finding("Close", line: 4)
        finding.element.id = "closeButton"
        var relabelled = finding
        relabelled.element.label = "Dismiss"
        relabelled.element.line = 9
        var anonymous = finding
        anonymous.element.id = nil
        let names = try [finding, relabelled, anonymous].map { finding in
            var report = Report(toolVersion: "1", failOn: .error)
            report.screens = [ScreenReport(path: "snapshots/Settings.axsnap.json", status: .modified, screen: "Settings", regressions: [finding])]
            return try #require(Self.suites(report).first?.all("testcase").first?.attributes["name"])
        }
        #expect(names == ["label-removed: #closeButton", "label-removed: #closeButton", "label-removed: Close"])
    }

    /// Elements with neither an id nor a label give the same name: each test still has a name
    /// of its own in its class, by line, then by count.
    @Test func testsOfElementsThatLookAlikeHaveNamesOfTheirOwn() throws {
        let findings = [(nil, 4), (nil, 9), (nil, 9), ("help", 12)].map { id, line in
            var finding = HostileReports.finding("Close", line: line)
            finding.element.label = nil
            finding.element.id = id
            return finding
        }
        var report = Report(toolVersion: "1", failOn: .error)
        report.screens = [ScreenReport(path: "snapshots/Settings.axsnap.json", status: .modified, screen: "Settings", regressions: findings)]
        let names = try #require(Self.suites(report).first).all("testcase").map { $0.attributes["name"] ?? "" }
        let element = findings[0].element.name
        #expect(names == [
            "label-removed: \(element) (line 4)", "label-removed: \(element) (line 9)", "label-removed: \(element) (line 9) #2",
            "label-removed: #help",
        ])
    }

    @Test func withoutAThresholdOnlyErrorsFail() throws {
        var report = try SampleReports.standard()
        report.failOn = nil
        let failures = try Self.suites(report).flatMap { $0.all("failure") }
        #expect(failures.map { $0.attributes["type"] } == ["label-removed", "interactive-without-label"])
    }

    @Test func acceptedRegressionsAreSkippedWithTheirReason() throws {
        let profile = try Self.suites(SampleReports.standard())[2]
        let skipped = try #require(profile.all("skipped").first)
        #expect(skipped.attributes["message"] == "accepted: The avatar is decorative: the name is read next to it (#231) (until 2026-06-30)")
        #expect(profile.all("failure").isEmpty)
    }

    @Test func aScreenWithoutRegressionsStillHasAPassingTest() throws {
        let profile = try Self.suites(SampleReports.standard())[2]
        #expect(profile.all("testcase").contains { $0.attributes["name"] == "no accessibility regressions" && $0.children.isEmpty })
        let empty = try Self.suites(SampleReports.empty())
        #expect(empty.count == 1)
        #expect(empty.first?.all("testcase").map { $0.attributes["name"] } == ["no changed snapshots"])
    }

    @Test func unreadableFilesAreErrorsOfTheRunSuite() throws {
        let report = try SampleReports.standard()
        let run = try #require(Self.suites(report).last)
        #expect(run.all("error").map { $0.attributes["type"] } == ["read-error"])
        #expect(run.all("system-out").first?.text.contains("stale acceptance: .axdiff-accept.yml line 12") == true)
        #expect(run.all("system-out").first?.text.hasSuffix("\n" + TextReport.summaryLine(report)) == true)
    }

    /// XML 1.0 forbids most C0 characters even as references: they must come out as visible
    /// text, and the five markup characters as entities, in text and attributes alike.
    @Test func everyCharacterXMLForbidsIsReplacedVisibly() throws {
        for value in Array(0x00...0x1F) + [0x7F, 0x85, 0xFFFE, 0xFFFF] {
            let scalar = Unicode.Scalar(value)!
            let label = "a\(Character(scalar))b<&>\"'"
            var report = Report(toolVersion: "1", failOn: .notice)
            report.screens = [ScreenReport(path: "p\(Character(scalar)).json", status: .added, screen: label, regressions: [HostileReports.finding(label, line: 1)])]
            let xml = JUnitReport.render(report)
            let tree = try XMLTree.parse(xml)
            let testCase = try #require(tree.all("testcase").first)
            switch value {
            case 0x09:
                #expect(testCase.attributes["name"] == #"label-removed: a\tb<&>"'"#)
            case 0x0A:
                #expect(testCase.attributes["name"] == #"label-removed: a\nb<&>"'"#)
            default:
                let visible = "\\u{" + String(value, radix: 16, uppercase: true) + "}"
                #expect(testCase.attributes["name"] == "label-removed: a\(visible)b<&>\"'", "U+\(String(value, radix: 16))")
                #expect(!xml.unicodeScalars.contains(scalar), "U+\(String(value, radix: 16))")
            }
        }
        #expect(XMLText.escape("\r\n\t<", inAttribute: true) == "&#13;&#10;&#9;&lt;")
        #expect(XMLText.escape("\r\n\t\u{1}", inAttribute: false) == "&#13;\n\t\\u{1}")
    }
}
