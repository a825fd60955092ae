import AXModel
import AXReport
import Testing

/// The audit's JSON: the documented shape, the diff report's finding encoding, any text intact.
@Suite struct AuditJSONReportTests {
    static func keys(_ value: JSONValue?) -> [String] {
        guard case .object(let members) = value else { return [] }
        return members.map(\.key)
    }

    @Test func shapeFollowsDocsAuditMd() throws {
        let report = try AuditSample.report()
        let json = try JSONValue.parse(Array(AuditJSONReport.render(report).utf8))
        #expect(Self.keys(json) == ["version", "tool", "from", "to", "summary", "commits", "screens", "noLongerRecorded", "errors"])
        #expect(json["version"] == .int(AuditJSONReport.formatVersion))
        #expect(json["tool"]?["version"] == "0.9.0")
        #expect(json["from"]?["commit"] == .string(AuditSample.from.commit ?? ""))
        let screens = try #require(json["screens"]?.arrayValue)
        #expect(screens.count == 2)
        let lost = try #require(json["noLongerRecorded"]?.arrayValue)
        #expect(lost.map { $0["path"]?.stringValue } == ["snapshots/Coupons.axsnap.json"])
        #expect(lost.first?["finding"]?["rule"] == "screen-removed")
        #expect(lost.first?["finding"]?["introducedBy"]?["commit"] == .string(AuditSample.commits[4].id))
        #expect(Self.keys(screens[0]) == ["path", "oldPath", "status", "screen", "regressions", "improvements", "accepted", "changes", "focusOrder", "wireframes"])
        #expect(json["commits"]?.arrayValue?.first?["subject"] == "Redesign the checkout header")

        let summary = report.summary, encoded = json["summary"]
        #expect(encoded?["added"] == .int(summary.added))
        #expect(encoded?["removed"] == .int(summary.removed))
        #expect(encoded?["commits"] == .int(report.commits.count))
        #expect(encoded?["otherCommits"] == 14)
        #expect(encoded?["changed"] == .int(summary.changed))
        #expect(encoded?["regressions"]?["total"] == .int(summary.regressions))
        #expect(encoded?["regressions"]?["error"] == .int(summary.regressionsBySeverity[.error] ?? 0))
        #expect(encoded?["improvements"]?["total"] == .int(summary.improvements))
        #expect(encoded?["accepted"] == 1)
        #expect(encoded?["regressionsByCriterion"]?.arrayValue?.map { $0["number"]?.stringValue ?? "" } == summary.regressionsByCriterion.map(\.criterion.number))
    }

    @Test func findingsAreEncodedAsInTheDiffReport() throws {
        let report = try AuditSample.report()
        let json = try JSONValue.parse(Array(AuditJSONReport.render(report).utf8))
        let checkout = report.screens[0].report
        #expect(json["screens"]?.arrayValue?[0]["regressions"] == .array(checkout.regressions.map(JSONReport.finding)))
        let improvement = json["screens"]?.arrayValue?[0]["improvements"]?.arrayValue?.first
        #expect(improvement?["introducedBy"]?["commit"] == .string(AuditSample.commits[5].id))
        #expect(json["screens"]?.arrayValue?[0]["accepted"]?.arrayValue?.first?["acceptance"]?["until"] == "2024-12-31")
    }

    @Test func wireframesAndFocusOrderOnEachSide() throws {
        let json = try JSONValue.parse(Array(AuditJSONReport.render(try AuditSample.report()).utf8))
        let screens = try #require(json["screens"]?.arrayValue)
        let after = try #require(screens[0]["wireframes"]?["after"])
        #expect(after["bounds"] == [0, 0, 393, 852])
        let items = try #require(after["items"]?.arrayValue)
        #expect(items.contains { $0["name"] == "Terms of sale" && $0["frame"] == .null && $0["focusPosition"] == 8 })
        #expect(items.contains { $0["unreachable"] == "hidden" && $0["regressions"] == ["element-unreachable"] })
        #expect(screens[0]["focusOrder"]?["after"]?.arrayValue?.first == "Button")
        // Added: nothing before.
        #expect(screens[1]["wireframes"]?["before"] == .null && screens[1]["focusOrder"]?["before"] == .null)
    }

    @Test func hostileTextSurvivesIntactAndValid() throws {
        let report = AuditSample.hostileReport()
        let text = AuditJSONReport.render(report)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
        let json = try JSONValue.parse(Array(text.utf8))
        let names = json["screens"]?.arrayValue?[0]["wireframes"]?["before"]?["items"]?.arrayValue?.compactMap { $0["name"]?.stringValue } ?? []
        for label in AuditSample.hostileLabels {
            #expect(names.contains(label), "\(label.debugDescription)")
        }
        #expect(json["screens"]?.arrayValue?[0]["screen"] == .string(report.screens[0].report.screen))
        #expect(json["commits"]?.arrayValue?.first?["author"] == "<script>alert(1)</script>")
    }
}
