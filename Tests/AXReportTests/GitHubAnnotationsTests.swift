import AXRules
import Testing

@testable import AXReport

@Suite struct GitHubAnnotationsTests {
    @Test func oneCommandPerRegressionWithFileLineAndTitle() throws {
        let report = try SampleReports.standard()
        let lines = GitHubAnnotations.render(report).split(separator: "\n")
        let lost = CoverageGroup.grouped(report.coverage)
        #expect(lines.count == report.summary.totalRegressions + lost.count + report.staleAcceptances.count + report.errors.count)
        #expect(lines[1] == #"::error file=snapshots/ios/Settings.axsnap.json,line=19,title=axdiff label-removed::"Close" lost its label: VoiceOver now says "Button" (also reported by interactive-without-label) (VoiceOver: "Close, button" -> "Button") [WCAG 1.1.1, 4.1.2]"#)
        #expect(lines.filter { $0.hasPrefix("::warning file=") && !$0.contains("no longer recorded") }.count == report.summary.regressions[.warning])
        // Screens no longer recorded: one line per screen, one per folder (with no file).
        #expect(lines.contains(#"::warning file=snapshots/ios/Legacy Account.axsnap.json,line=1,title=axdiff no longer recorded::Legacy Account (snapshots/ios/Legacy Account.axsnap.json, moved to archive/Legacy Account.axsnap.json, which the check does not read) is no longer recorded: its 3 focus stops are no longer checked: "Account, heading", "Profile photo, image", "Edit, button""#))
        #expect(lines.contains("::warning title=axdiff no longer recorded::snapshots/ios/onboarding/: 3 screens no longer recorded (deleted): Welcome, Permissions, Done"))
        #expect(lines.filter { $0.hasPrefix("::notice file=") }.count == report.summary.regressions[.notice])
        #expect(!lines.contains { $0.contains("avatar") })  // accepted: not annotated
        #expect(GitHubAnnotations.render(SampleReports.empty()) == "")
    }

    @Test func dataAndPropertiesAreEscapedAsTheRunnerRequires() {
        #expect(GitHubAnnotations.escapeData("100% a\r\nb: c, d") == "100%25 a%0D%0Ab: c, d")
        #expect(GitHubAnnotations.escapeProperty("100% a\r\nb: c, d") == "100%25 a%0D%0Ab%3A c%2C d")
        #expect(GitHubAnnotations.command("warning", properties: [("file", "a,b:c.json"), ("line", "3")], message: "x\ny")
            == #"::warning file=a%2Cb%3Ac.json,line=3::x\ny"#)
    }

    /// A label that ends the line and starts a command of its own must stay data.
    @Test func aLabelCannotStartAWorkflowCommand() {
        for label in ["\n::set-output name=x::y", "\r::add-mask::secret", "%0A::error::encoded", "x\u{2028}::error::y", "\u{85}::stop-commands::t"] {
            var report = Report(toolVersion: "1")
            report.screens = [ScreenReport(path: "a,b:\n::error::.json", status: .added, screen: label, regressions: [HostileReports.finding(label, line: 2)])]
            let output = GitHubAnnotations.render(report)
            let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.count == 2 && lines[1].isEmpty, "\(label.debugDescription)")
            #expect(!output.contains("\r"))
            #expect(lines[0].hasPrefix("::error file=a%2Cb%3A\\n%3A%3Aerror%3A%3A.json,line=2,title=axdiff label-removed::"), "\(lines[0])")
        }
    }
}
