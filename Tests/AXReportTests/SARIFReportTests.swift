import AXDiff
import AXModel
import AXRules
import AXTestSupport
import Testing

@testable import AXReport

@Suite struct SARIFReportTests {
    static func parse(_ log: String) throws -> JSONValue { try JSONValue.parse(Array(log.utf8)) }

    static func run(_ log: JSONValue) -> JSONValue { log["runs"]?.arrayValue?.first ?? .null }

    @Test(arguments: GoldenTests.reports) func validatesAgainstTheSchemaAndGitHubsChecks(_ name: String) throws {
        try Validators.checkSARIF(SARIFReport.render(GoldenTests.report(name)))
    }

    @Test func theDriverDescribesEveryRule() throws {
        let run = Self.run(try Self.parse(SARIFReport.render(SampleReports.standard())))
        let driver = try #require(run["tool"]?["driver"])
        #expect(driver["name"] == "axdiff")
        #expect(driver["version"] == "0.4.0")
        #expect(driver["informationUri"] == .string(Rule.defaultDocumentationBase))
        let rules = try #require(driver["rules"]?.arrayValue)
        // Every rule, then the descriptor of the unreadable files the sample carries.
        #expect(rules.map { $0["id"]?.stringValue } == RuleCatalog.all.map(\.id) + [ReadError.ruleID])
        for (descriptor, rule) in zip(rules, RuleCatalog.all) {
            #expect(descriptor["shortDescription"]?["text"] == .string(rule.title))
            // The sample's screens are all iOS: the descriptions say VoiceOver.
            #expect(descriptor["fullDescription"]?["text"] == .string(rule.description(for: .voiceOver)))
            #expect(descriptor["help"]?["text"]?.stringValue?.contains(rule.description(for: .voiceOver)) == true)
            let documentation = Rule.defaultDocumentationBase + "/rules.md#" + rule.id
            #expect(descriptor["help"]?["markdown"]?.stringValue?.contains(documentation) == true)
            #expect(descriptor["helpUri"] == .string(rule.wcag.first?.understandingURL ?? documentation))
            let level: String = switch rule.defaultSeverity { case .error: "error"; case .warning: "warning"; case .notice: "note" }
            #expect(descriptor["defaultConfiguration"]?["level"] == .string(level))
            let tags = descriptor["properties"]?["tags"]?.arrayValue?.compactMap(\.stringValue)
            #expect(tags == ["accessibility"] + rule.wcag.map { "WCAG-" + $0.number })
        }
        #expect(SARIFReport.pascalCase("target-size-below-minimum") == "TargetSizeBelowMinimum")
    }

    @Test func resultsAreTheRegressionsAndTheAcceptedOnesSuppressed() throws {
        let report = try SampleReports.standard()
        let run = Self.run(try Self.parse(SARIFReport.render(report)))
        let results = try #require(run["results"]?.arrayValue)
        let regressions = report.screens.flatMap(\.regressions), accepted = report.screens.flatMap(\.accepted)
        let lost = CoverageGroup.grouped(report.coverage)
        #expect(!lost.isEmpty && !report.readErrors.isEmpty)
        #expect(results.count == regressions.count + accepted.count + lost.count + report.readErrors.count)
        // After the findings: lost coverage, then every unreadable file, each an error at its file.
        let extras = results.suffix(lost.count + report.readErrors.count)
        #expect(extras.prefix(lost.count).allSatisfy { $0["ruleId"] == "screen-removed" && $0["properties"]?["coverage"] == "no longer recorded" })
        let unreadable = extras.suffix(report.readErrors.count)
        #expect(unreadable.map { $0["ruleId"] } == Array(repeating: .string(ReadError.ruleID), count: report.readErrors.count))
        #expect(unreadable.allSatisfy { $0["level"] == "error" })
        #expect(unreadable.map { $0["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]?.stringValue }
            == report.readErrors.map { $0.path.map(SARIFReport.uri(forPath:)) ?? "." })
        let findings = results.prefix(regressions.count + accepted.count)
        #expect(!report.screens.flatMap(\.improvements).isEmpty)
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        for result in results {
            let index = try #require(result["ruleIndex"]?.numberValue)
            #expect(rules[Int(index)]["id"] == result["ruleId"])
        }
        let suppressed = results.filter { $0["suppressions"] != nil }
        #expect(suppressed.count == 1)
        #expect(suppressed.first?["suppressions"]?.arrayValue?.first?["kind"] == "external")
        #expect(suppressed.first?["suppressions"]?.arrayValue?.first?["justification"]?.stringValue?.hasPrefix("The avatar is decorative") == true)
        #expect(findings.compactMap { $0["level"]?.stringValue }.sorted() == ["error", "error", "error", "note", "note", "warning", "warning"])
    }

    @Test func aResultNamesTheFileLineMessageAnnouncementAndCriteria() throws {
        let run = Self.run(try Self.parse(SARIFReport.render(SampleReports.standard())))
        let result = try #require(run["results"]?.arrayValue?.first { $0["ruleId"] == "label-removed" && $0["suppressions"] == nil })
        #expect(result["message"]?["text"] == .string(#""Close" lost its label: VoiceOver now says "Button" (also reported by interactive-without-label) (VoiceOver: "Close, button" -> "Button")"#))
        let location = result["locations"]?.arrayValue?.first?["physicalLocation"]
        #expect(result["locations"]?.arrayValue?.count == 1)
        #expect(location?["artifactLocation"]?["uri"] == "snapshots/ios/Settings.axsnap.json")
        #expect(location?["region"]?["startLine"] == 19)
        #expect(result["properties"]?["wcag"] == ["1.1.1", "4.1.2"])
        #expect(result["properties"]?["elementPath"] == "UIWindow > close")
        let renamed = try #require(run["results"]?.arrayValue?.first { $0["suppressions"] != nil })
        #expect(renamed["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"] == "snapshots/ios/My%20Profile.axsnap.json")
    }

    /// Fingerprints come from the element's identity: moving it down the file changes the
    /// line, not the fingerprint, so GitHub keeps one alert.
    @Test func fingerprintsDoNotChangeWhenLinesShift() throws {
        let engine = RuleEngine()
        let before = try SampleReports.snapshot("Settings.before")
        let text = try Fixtures.text("reports/snapshots/Settings.after.axsnap.json")
        let shifted = try SnapshotParser.parse("\n\n\n" + text).snapshot
        func results(_ after: Snapshot) -> [JSONValue] {
            let diff = ScreenDiff(old: before, new: after, options: engine.diffOptions)
            let report = Report(toolVersion: "1", screens: [ReportBuilder.screen(path: "S.axsnap.json", status: .modified, diff: diff, evaluation: engine.evaluate(diff))])
            return Self.run(SARIFReport.value(report))["results"]?.arrayValue ?? []
        }
        let original = results(try SampleReports.snapshot("Settings.after")), moved = results(shifted)
        #expect(original.count == moved.count && original.count > 2)
        for (a, b) in zip(original, moved) {
            #expect(a["partialFingerprints"] == b["partialFingerprints"])
            let lineA = a["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]?["startLine"]?.numberValue ?? 0
            let lineB = b["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]?["startLine"]?.numberValue ?? 0
            // A removed element is located in the old file, which did not move.
            #expect(lineB == lineA + (a["ruleId"] == "element-removed" ? 0 : 3))
        }
        let report = try SampleReports.standard()
        let fingerprints = Self.run(SARIFReport.value(report))["results"]?.arrayValue?.compactMap { $0["partialFingerprints"]?["primaryLocationLineHash"]?.stringValue }
        let findings = report.screens.flatMap { $0.regressions + $0.accepted }.map(\.fingerprint)
        #expect(fingerprints?.prefix(findings.count).elementsEqual(findings) == true)
        // Lost coverage and unreadable files have fingerprints of their own, all distinct.
        #expect(fingerprints?.count == findings.count + CoverageGroup.grouped(report.coverage).count + report.readErrors.count)
        #expect(Set(fingerprints ?? []).count == fingerprints?.count)
    }

    @Test func pathsBecomeRelativeURIReferences() {
        #expect(SARIFReport.uri(forPath: "snapshots/ios/Settings.axsnap.json") == "snapshots/ios/Settings.axsnap.json")
        #expect(SARIFReport.uri(forPath: "snapshots/My Profile #2.axsnap.json") == "snapshots/My%20Profile%20%232.axsnap.json")
        #expect(SARIFReport.uri(forPath: "c:/x%y?.json") == "c%3A/x%25y%3F.json")
        #expect(SARIFReport.uri(forPath: #"./snapshots\win\Café.json"#) == "snapshots/win/Caf%C3%A9.json")
    }

    @Test func lineZeroIsReportedAsLineOne() throws {
        var report = HostileReports.report()
        report.screens[0].regressions = [HostileReports.finding("x", line: 0)]
        let result = Self.run(SARIFReport.value(report))["results"]?.arrayValue?.first
        #expect(result?["locations"]?.arrayValue?.first?["physicalLocation"]?["region"]?["startLine"] == 1)
    }

    @Test func beyondTheLimitTheLowestPriorityResultsAreLeftOutWithANote() throws {
        let report = try SampleReports.standard()
        // Lost coverage and unreadable files are always kept: the findings make room for them.
        let extras = CoverageGroup.grouped(report.coverage).count + report.readErrors.count
        #expect(extras > 0)
        let log = SARIFReport.value(report, maximumResults: 3 + extras)
        let run = Self.run(log)
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.count == 3 + extras)
        #expect(results.prefix(3).compactMap { $0["level"]?.stringValue } == ["error", "warning", "error"])
        #expect(results.suffix(report.readErrors.count).allSatisfy { $0["ruleId"] == .string(ReadError.ruleID) })
        #expect(run["properties"]?["truncated"]?["omittedResults"] == 4)
        #expect(run["properties"]?["truncated"]?["note"]?.stringValue?.contains("at most \(3 + extras) results") == true)
        let none = try #require(Self.run(SARIFReport.value(report, maximumResults: 1))["results"]?.arrayValue)
        #expect(none.count == extras, "only the findings are left out")
        try Validators.checkSARIF(log.serialized())
        #expect(Self.run(SARIFReport.value(report))["properties"]?["truncated"] == nil)
        #expect(SARIFReport.maximumResults == 25_000)
    }

    @Test func aRuleTheListDoesNotKnowGetsADescriptorFromTheFinding() throws {
        var report = Report(toolVersion: "1")
        var finding = HostileReports.finding("x", rule: "future-rule", line: 3)
        finding.title = "A rule from the future"
        report.screens = [ScreenReport(path: "a.json", status: .added, screen: "A", regressions: [finding, HostileReports.finding("y", rule: "label-removed", line: 4)])]
        let log = SARIFReport.value(report, rules: [RuleCatalog.rule("label-removed")!])
        let run = Self.run(log)
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(rules.map { $0["id"] } == ["label-removed", "future-rule"])
        #expect(rules[1]["shortDescription"]?["text"] == "A rule from the future")
        #expect(run["results"]?.arrayValue?.map { $0["ruleIndex"] } == [1, 0])
        try Validators.checkSARIF(log.serialized())
    }

    @Test func revisionsThresholdAndRunProblemsAreRecorded() throws {
        let run = Self.run(try Self.parse(SARIFReport.render(SampleReports.standard())))
        #expect(run["properties"]?["base"]?["commit"] == .string(SampleReports.base.commit!))
        #expect(run["properties"]?["failOn"] == "warning")
        #expect(run["properties"]?["passed"] == false)
        let invocation = run["invocations"]?.arrayValue?.first
        #expect(invocation?["executionSuccessful"] == false)
        #expect(invocation?["toolExecutionNotifications"]?.arrayValue?.count == 1)
        #expect(invocation?["toolConfigurationNotifications"]?.arrayValue?.first?["message"]?["text"]?.stringValue?.contains("line 12") == true)
        let empty = Self.run(try Self.parse(SARIFReport.render(SampleReports.empty())))
        #expect(empty["results"] == [])
        #expect(empty["invocations"]?.arrayValue?.first?["executionSuccessful"] == true)
    }
}
