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
/// Every file Playwright writes, with and without `boxes=True` and in AI mode, must be read without a
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
    /// false` in their expected.json), with why; every other pair gets its label.
    static let disagreements: [String: String] = [
        "aria-live-removed": "aria-live is not printed by Playwright",
        "modal-dialog-loses-aria-modal": "aria-modal is not printed by Playwright",
        "modal-dialog-uses-showmodal": "showModal() changes only boxes in Playwright's YAML",
        "required-removed": "required is not printed by Playwright",
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

    /// Renders every pair with `scripts/render-pages` into a new temporary folder; the caller
    /// removes it.
    static func render() throws -> String {
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("axdiff-pages-" + UUID().uuidString.prefix(8)).path
        let render = Process()
        render.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        render.arguments = ["python3", Fixtures.packageRoot.appendingPathComponent("scripts/render-pages").path, "--out", out]
        let errors = Pipe()
        render.standardError = errors
        try render.run()
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        render.waitUntilExit()
        try #require(render.terminationStatus == 0, "scripts/render-pages failed: \(stderr)")
        return out
    }

    /// The pair folders of `Tests/Fixtures/web/pages`.
    static func pairs() throws -> [String] {
        let pages = Fixtures.root.appendingPathComponent("web/pages")
        return try FileManager.default.contentsOfDirectory(atPath: pages.path).filter {
            FileManager.default.fileExists(atPath: pages.appendingPathComponent($0 + "/expected.json").path)
        }.sorted()
    }

    static func expected(_ pair: String) throws -> Expected {
        try JSONDecoder().decode(Expected.self, from: Data(contentsOf: Fixtures.root.appendingPathComponent("web/pages/\(pair)/expected.json")))
    }

    @Test(.enabled(if: unavailable == nil, "\(unavailable ?? "")"))
    func eachPairRenderedByPlaywrightGetsTheAuditorsVerdict() throws {
        let out = try Self.render()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let pairs = try Self.pairs()
        #expect(pairs.count >= 20)
        var agreed: [String] = []
        for pair in pairs {
            let expected = try Self.expected(pair)
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
            // AI mode (`mode="ai"`) is read without a warning too. Its verdicts are not held to
            // the labels: it leaves out unnamed images, so an alt text lost or added does not show.
            for side in ["before", "after"] {
                let path = "\(out)/\(pair)/\(side).ai.aria.yml"
                let loaded = try SnapshotLoader.load(file: path)
                #expect(loaded.format == .ariaSnapshot && loaded.warnings.isEmpty, "\(path): \(loaded.warnings.map(\.message))")
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

    /// The pairs whose `axdiff capture` (Chrome's full tree) gets another verdict, and why.
    static let captureDisagreements: [String: String] = [
        "aria-invalid-removed": "Chromium still exposes invalid: the email field's value fails type=email validation, with or without aria-invalid",
    ]

    /// The same pairs captured by `axdiff capture` in the real Chromium: every pair gets the
    /// auditor's verdict but the listed ones, and on each page what Playwright's YAML and the
    /// capture both show (headings with their levels, links, buttons, checkboxes' states)
    /// is the same.
    /// Under `scripts/test --sanitize` the capture of the 76 pages is left to the plain run: it
    /// judges the same verdicts, and its two minutes are Chromium's, which no sanitizer
    /// instruments (`BrowserCaptureTests` runs the capture itself under them).
    static let sanitizerRun = ProcessInfo.processInfo.environment["AXDIFF_SANITIZER"] != nil

    @Test(.enabled(if: unavailable == nil, "\(unavailable ?? "")"),
          .enabled(if: !sanitizerRun, "the page pairs are captured in the run without a sanitizer"))
    func eachPairCapturedByAxdiffGetsTheAuditorsVerdictAndAgreesWithPlaywright() throws {
        let out = try Self.render()
        defer { try? FileManager.default.removeItem(atPath: out) }
        let pairs = try Self.pairs()
        let jobs = pairs.flatMap { pair in ["before", "after"].map { (pair, $0) } }
        let lock = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: jobs.count) { index in
            let (pair, side) = jobs[index]
            let page = Fixtures.path("web/pages/\(pair)/\(side).html")
            let result = try? CommandRunner.run(["capture", page, "-o", "\(out)/\(pair)/\(side).axsnap.json", "--timeout", "120"], in: out)
            if result?.status != 0 { lock.withLock { failures.append("\(pair)/\(side): \(result?.stderr ?? "did not run")") } }
        }
        try #require(failures.isEmpty, "\(failures)")
        var agreed = 0
        for pair in pairs {
            let expected = try Self.expected(pair)
            var sides: [Snapshot] = []
            for side in ["before", "after"] {
                let captured = try SnapshotLoader.load(file: "\(out)/\(pair)/\(side).axsnap.json")
                #expect(captured.warnings.isEmpty, "\(pair)/\(side): \(captured.warnings.map(\.message))")
                let rendered = try SnapshotLoader.load(file: "\(out)/\(pair)/\(side).aria.yml").snapshot
                // A pair whose difference Playwright cannot show (a modal dialog hiding the
                // page behind it) is compared by verdict only.
                if expected.visibleInAriaSnapshot != false {
                    #expect(Self.shown(captured.snapshot) == Self.shown(rendered), "\(pair)/\(side): the capture and Playwright differ")
                }
                sides.append(captured.snapshot)
            }
            let evaluation = RuleEngine().evaluate(ScreenDiff(old: sides[0], new: sides[1]))
            let verdict = Self.verdict(evaluation)
            if let why = Self.captureDisagreements[pair] {
                #expect(verdict != expected.verdict, "\(pair) now gets the auditor's verdict from the capture: take it off the list (\(why))")
            } else {
                #expect(verdict == expected.verdict, "\(pair): the auditor says \(expected.verdict), axdiff's capture \(verdict): \(evaluation.regressions.map { "\($0.severity) \($0.ruleID): \($0.message)" }) \(evaluation.improvements.map { "fix \($0.ruleID): \($0.message)" })")
            }
            if verdict == expected.verdict { agreed += 1 }
        }
        #expect(agreed == pairs.count - Self.captureDisagreements.count, "agreed on \(agreed) of \(pairs.count)")
    }

    /// What both Playwright's YAML and Chrome's tree show of a page, in order: headings with
    /// their levels, named links and buttons, checkboxes with their state; content hidden
    /// with `aria-hidden` left out (the capture keeps it, marked hidden, where Playwright
    /// drops it). Names are compared as a listener hears them: Chrome applies CSS
    /// `text-transform` and keeps the space left by an `aria-hidden` icon, Playwright does
    /// neither. The button Chrome adds inside `<input type="date">` is its own, not the page's.
    static func shown(_ snapshot: Snapshot) -> [String] {
        var result: [String] = []
        var stack = [snapshot.root]
        while let element = stack.popLast() {
            guard !element.hidden else { continue }
            stack += element.children.reversed()
            guard element.accessible, let type = element.type, let written = element.label else { continue }
            let label = written.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
            switch type {
            case "heading": result.append("heading \(label) \(element.level.map(String.init) ?? "-")")
            case "button" where label.hasPrefix("show date picker"): break
            case "link", "button": result.append("\(type) \(label)")
            case "checkbox": result.append("checkbox \(label) \(element.value ?? "-")")
            default: break
            }
        }
        return result
    }
}
