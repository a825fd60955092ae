import AXDiff
import AXModel
import AXRules
import AXTestSupport
import Foundation
import Testing

@testable import AXWorkflows

/// The web page pairs of `Tests/Fixtures/web/pages`, rendered by the real Playwright for
/// Python driving Debian's Chromium (`scripts/render-pages`, which `scripts/test` makes
/// possible by installing both), read by axdiff and judged against each pair's
/// `expected.json`, an auditor's label written without axdiff.
///
/// Every file Playwright writes, with and without `boxes=True`, must be read without a
/// warning; every pair must get the auditor's verdict, except the pairs listed in
/// `disagreements` with the reason. A pair that starts to agree fails the test too, so the
/// list only ever shrinks and the figures in the report stay true.
@Suite(.serialized) struct PlaywrightPagePairTests {
    /// Why Playwright cannot be run here, or nil when it can.
    static let unavailable: String? = {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/chromium") else {
            return "Chromium is not at /usr/bin/chromium (scripts/test installs it: apt-get install chromium)"
        }
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import playwright.sync_api"]
        probe.standardOutput = FileHandle.nullDevice
        probe.standardError = FileHandle.nullDevice
        do { try probe.run() } catch { return "python3 cannot be run (\(error))" }
        probe.waitUntilExit()
        return probe.terminationStatus == 0 ? nil : "Playwright for Python is not installed (scripts/test installs it: python3 -m pip install playwright)"
    }()

    /// The pairs whose difference Playwright's YAML does not show (`visibleInAriaSnapshot:
    /// false` in their expected.json), and the pairs axdiff still judges otherwise, with why.
    static let disagreements: [String: String] = [
        "aria-live-removed": "aria-live is not printed by Playwright",
        "modal-dialog-loses-aria-modal": "aria-modal is not printed by Playwright",
        "modal-dialog-uses-showmodal": "showModal() changes only boxes in Playwright's YAML",
        "required-removed": "required is not printed by Playwright",
        "copy-edits": "the matcher leaves the h2 \"Drag-and-drop rotas\", renamed \"Drag-and-drop scheduling\", unpaired: heading-removed",
    ]

    /// An auditor's label of one pair.
    struct Expected: Decodable {
        var verdict: String
        var visibleInAriaSnapshot: Bool?
    }

    /// The verdict of an evaluation as the labels say it: a loss at error or warning is a
    /// regression, a credited fix an improvement, both mixed, neither neutral.
    static func verdict(_ evaluation: Evaluation) -> String {
        let lost = evaluation.regressions.contains { $0.severity >= .warning }
        let gained = !evaluation.improvements.isEmpty
        return lost && gained ? "mixed" : lost ? "regression" : gained ? "improvement" : "neutral"
    }

    @Test(.enabled(if: unavailable == nil, "\(unavailable ?? "")"))
    func eachPairRenderedByPlaywrightGetsTheAuditorsVerdict() throws {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-pages-" + UUID().uuidString.prefix(8)).path
        defer { try? FileManager.default.removeItem(atPath: out) }
        let render = Process()
        render.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        render.arguments = ["python3", Fixtures.packageRoot.appendingPathComponent("scripts/render-pages").path, "--out", out]
        let errors = Pipe()
        render.standardError = errors
        try render.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        render.waitUntilExit()
        try #require(render.terminationStatus == 0, "scripts/render-pages failed: \(stderr)")

        let pages = Fixtures.root.appendingPathComponent("web/pages")
        let pairs = try FileManager.default.contentsOfDirectory(atPath: pages.path).filter {
            FileManager.default.fileExists(atPath: pages.appendingPathComponent($0 + "/expected.json").path)
        }.sorted()
        #expect(pairs.count >= 20)
        var agreed: [String] = []
        for pair in pairs {
            let expected = try JSONDecoder().decode(Expected.self, from: Data(contentsOf: pages.appendingPathComponent(pair + "/expected.json")))
            var verdicts: [String] = []
            for suffix in [".aria.yml", ".boxes.aria.yml"] {
                let sides = try ["before", "after"].map { side in
                    let path = "\(out)/\(pair)/\(side)\(suffix)"
                    let loaded = try SnapshotLoader.load(file: path)
                    #expect(loaded.format == .ariaSnapshot, "\(path)")
                    #expect(loaded.warnings.isEmpty, "\(path): \(loaded.warnings.map(\.message))")
                    return loaded.snapshot
                }
                let evaluation = RuleEngine().evaluate(ScreenDiff(old: sides[0], new: sides[1]))
                verdicts.append(Self.verdict(evaluation))
                if Self.disagreements[pair] == nil {
                    #expect(verdicts.last == expected.verdict, "\(pair)\(suffix): the auditor says \(expected.verdict), axdiff \(verdicts.last ?? ""): \(evaluation.regressions.map { "\($0.severity) \($0.ruleID): \($0.message)" }) \(evaluation.improvements.map { "fix \($0.ruleID): \($0.message)" })")
                }
            }
            // Boxes add frames, never another verdict on these pages.
            #expect(verdicts[0] == verdicts[1], "\(pair): \(verdicts)")
            if verdicts.allSatisfy({ $0 == expected.verdict }) { agreed.append(pair) }
            if let why = Self.disagreements[pair] {
                #expect(verdicts[0] != expected.verdict, "\(pair) now gets the auditor's verdict: take it off the list (\(why))")
            }
            if expected.visibleInAriaSnapshot == false {
                #expect(Self.disagreements[pair] != nil, "\(pair) cannot be judged from Playwright's YAML")
            }
        }
        #expect(agreed.count == pairs.count - Self.disagreements.count, "agreed on \(agreed.count) of \(pairs.count)")
    }
}
