import AXModel
import AXTestSupport
import Testing

@testable import AXReport

/// The audit of a long range stays readable: long Markdown tables fold into `<details>`, the
/// commits that changed nothing are one line, and the HTML draws wireframes only for screens
/// whose snapshots have frames (ARIA snapshots have none).
@Suite struct AuditScaleTests {
    /// An ARIA-snapshot screen: focus stops, no frames.
    static func frameless(_ name: String) -> Wireframe {
        let items = ["Cart, heading", "Pay, button"].enumerated().map { index, text in
            Wireframe.Item(name: text, frame: nil, focusPosition: index + 1, unreachable: nil, regressions: [], improvements: [], interactive: index == 1, line: index + 1)
        }
        return Wireframe(screen: name, bounds: Frame(0, 0, 0, 0), items: items, focusOrder: items.map(\.name))
    }

    /// `count` commits that changed snapshots, `other` that did not, and `screens` frameless
    /// modified screens.
    static func report(commits count: Int, other: Int, screens: Int = 1) -> AuditReport {
        let commits = (0..<count).map { index in
            CommitReference(id: String(repeating: "\(index % 10)", count: 40), subject: "Change \(index)", author: "Ana Lima", date: "2024-05-02T10:14:03+02:00")
        }
        let relabelled = ChangeReport(
            kind: "labelChanged", element: nil, before: "Pay", after: "Pay now", items: [], oldPosition: nil, newPosition: nil, count: nil, isNotice: false)
        let audited = (0..<screens).map { index in
            AuditScreen(
                report: ScreenReport(path: "e2e/cart-\(index).spec.ts-snapshots/cart.yml", status: .modified, screen: "Cart \(index)", changes: [relabelled]),
                before: frameless("Cart \(index)"), after: frameless("Cart \(index)"))
        }
        return AuditReport(
            toolVersion: "0.9.0", from: .init(rev: "v1", commit: nil), to: .init(rev: "v2", commit: nil),
            screens: audited, commits: commits, otherCommits: other)
    }

    @Test func aLongCommitTableFoldsAndTheOthersAreOneLine() {
        let long = AuditMarkdownReport.render(Self.report(commits: 19, other: 683, screens: 25))
        #expect(long.contains("- 19 commits changed snapshots (of 702 first-parent commits in the range)"), "\(long.prefix(800))")
        #expect(long.contains("the other 683 in the range changed none"))
        // 25 screens: folded; 19 commits: a plain table.
        #expect(long.contains("<details><summary>25 changed screens</summary>"), "\(long.prefix(1500))")
        #expect(!long.contains("<summary>19 commits</summary>"))
        #expect(long.components(separatedBy: "| Change ").count == 20, "one row per commit that changed snapshots, none for the others")
        let longer = AuditMarkdownReport.render(Self.report(commits: 40, other: 0))
        #expect(longer.contains("<details><summary>40 commits</summary>\n\n| Commit | Date | Author | Subject |"), "\(longer)")
        #expect(longer.contains("| Change 39 |\n\n</details>"))
    }

    @Test func framelessScreensGetNoWireframeButTheirFocusOrder() throws {
        let html = AuditHTMLReport.render(Self.report(commits: 1, other: 0))
        let page = try #require(XMLOutline(html))
        #expect(page.elements.filter { $0.name == "svg" && $0.attributes["class"] == "wireframe" }.isEmpty)
        #expect(!html.contains("<h3>Wireframes</h3>"))
        #expect(html.contains("Pay, button"))
        // The sample's screens have frames: they are drawn.
        let sample = AuditHTMLReport.render(try AuditSample.report())
        #expect(sample.contains("<h3>Wireframes</h3>"))
    }
}
