import AXModel
import AXTestSupport
import Testing

@testable import AXReport

/// The HTML audit on busy screens: tags placed without overlap inside the card (or listed),
/// capture-only screens in one line, focus-order changes marked, inline code as code.
@Suite struct AuditHTMLBusyScreenTests {
    typealias Item = Wireframe.Item

    static func item(_ name: String, _ frame: Frame, position: Int? = nil, regressions: [String] = [], unreachable: String? = nil) -> Item {
        Item(name: name, frame: frame, focusPosition: position, unreachable: unreachable, regressions: regressions, improvements: [], interactive: true, line: 1)
    }

    /// Contact cards made one accessibility element: in each, two small buttons became
    /// unreachable, side by side at the card's bottom edge, the card below close under them.
    static func contactCards() -> Wireframe {
        var items: [Item] = []
        for row in 0..<3 {
            for column in 0..<2 {
                let x = 16 + Double(column) * 182, y = 200 + Double(row) * 170
                items.append(item("Card \(row)-\(column)", Frame(x, y, 176, 160), position: items.count + 1))
                for button in 0..<2 {
                    items.append(item(
                        ["Call", "Message"][button] + " \(row)-\(column)", Frame(x + 8 + Double(button) * 84, y + 118, 78, 34),
                        regressions: ["element-unreachable"], unreachable: "nested inside \"Card\""))
                }
            }
        }
        return Wireframe(screen: "Contacts", bounds: Frame(0, 0, 390, 844), items: items, focusOrder: [])
    }

    /// Random screens: many small and large elements, half with findings.
    static func randomScreens() -> [Wireframe] {
        var random = SeededRandom(seed: 16)
        return (0..<40).map { _ in
            let items = (0..<Int.random(in: 5...60, using: &random)).map { index in
                let width = Double.random(in: 8...300, using: &random), height = Double.random(in: 8...120, using: &random)
                let frame = Frame(Double.random(in: -20...380, using: &random), Double.random(in: -20...830, using: &random), width, height)
                let rules = random.chance(0.5) ? [random.pick(["label-removed", "element-unreachable", "target-size-below-minimum", "x"])] : []
                return item("Element \(index)", frame, position: random.chance(0.6) ? index + 1 : nil, regressions: rules)
            }
            return Wireframe(screen: "Random", bounds: Frame(0, 0, 390, 844), items: items, focusOrder: [])
        }
    }

    @Test func tagsNeverOverlapEachOtherBadgesOrOtherElementsAndStayInTheCard() {
        for wireframe in [Self.contactCards()] + Self.randomScreens() {
            let layout = WireframeSVG.layout(wireframe)
            let card = WireframeLayout.Box(x: 0, y: 0, width: layout.canvasWidth, height: layout.canvasHeight)
            for (index, tag) in layout.tags.enumerated() {
                #expect(card.contains(tag.box), "\(tag.text) leaves the card")
                for other in layout.tags[(index + 1)...] { #expect(!tag.box.intersects(other.box), "\(tag.text) overlaps \(other.text)") }
                for badge in layout.badges { #expect(!tag.box.intersects(badge.box), "\(tag.text) covers badge \(badge.position)") }
                let own = layout.placed[tag.element].box
                for (other, entry) in layout.placed.enumerated() where other != tag.element && !entry.box.contains(own) {
                    #expect(!tag.box.intersects(entry.box), "\(tag.text) covers \(entry.item.name)")
                }
                // The text is fitted to its box: at most as many characters as the box holds.
                #expect(Double(tag.text.count) * WireframeLayout.tagCharacterWidth + 10 <= tag.box.width + 0.01 || tag.box.width >= card.width - 20)
            }
            // Every finding is tagged in the drawing or listed under it.
            let flagged = layout.placed.filter { !$0.item.regressions.isEmpty }.count
            #expect(layout.tags.count + layout.untagged.count == flagged)
        }
    }

    @Test func theBusyScreenListsWhatItCannotTag() throws {
        let wireframe = Self.contactCards()
        let layout = WireframeSVG.layout(wireframe)
        #expect(!layout.untagged.isEmpty, "the cards leave no room for every tag")
        #expect(!layout.tags.isEmpty, "the bottom row has room below")
        let svg = WireframeSVG.render(wireframe, id: "c", caption: "Contacts")
        #expect(svg.ranges(of: "class=\"tag\"").count == layout.tags.count)
        #expect(svg.contains("outlined without a tag, listed below"))
        #expect(svg.contains("textLength="))
        var screen = try AuditSample.report().screens[0]
        screen.after = wireframe
        let html = AuditHTMLReport.screen(screen, id: "s", report: try AuditSample.report()).joined(separator: "\n")
        #expect(html.contains("<b>Outlined, without room for a tag</b>"))
        for entry in layout.untagged {
            #expect(html.contains("\(HTMLText.escape(entry.item.name)) <span class=\"none\">(line 1)</span> <b>✕ element-unreachable</b>"))
        }
    }

    @Test func aScreenWhereOnlyTheCaptureChangedIsOneLine() throws {
        let sample = try AuditSample.report()
        let receipt = try #require(sample.screens[1].after)
        let notice = ChangeReport(
            kind: "generatorChanged", element: nil, before: "XCUITest 15.4", after: "XCUITest 16.0", items: [], oldPosition: nil, newPosition: nil,
            count: nil, isNotice: true)
        let recaptured = AuditScreen(
            report: ScreenReport(path: "snapshots/Receipt.axsnap.json", status: .modified, screen: "Receipt", changes: [notice]),
            before: receipt, after: receipt)
        var report = sample
        report.screens.append(recaptured)
        let html = AuditHTMLReport.render(report)
        let page = try #require(XMLOutline(html))
        #expect(page.elements.filter { $0.name == "svg" && $0.attributes["class"] == "wireframe" }.count == 3, "no wireframes for it")
        #expect(html.contains("<h2 id=\"capture-only-heading\">Screens where only the capture changed (1)</h2>"))
        let line = try #require(html.split(separator: "\n").first { $0.hasPrefix("<ul class=\"capture-only\">") })
        #expect(line.contains("<li id=\"screen-3-receipt\"><b>Receipt</b> <code>snapshots/Receipt.axsnap.json</code>: <code>generatorChanged</code>: “XCUITest 15.4” → “XCUITest 16.0”"))
        #expect(html.contains("<a href=\"#screen-3-receipt\">Receipt</a>"), "the summary still links to it")
        #expect(!html.contains("<section class=\"screen\" id=\"screen-3-receipt\""))
        // A real change, or a finding, gets the full section.
        #expect(!AuditHTMLReport.isCaptureOnly(sample.screens[0]))
    }

    @Test func focusOrderChangesAreAlignedAndNamed() {
        let changes = FocusOrderChanges(
            before: ["Title", "Email", "Password", "Today, tab", "Help", "Sign up"],
            after: ["Title", "Password", "Email", "Selected, Today", "Sign up", "Terms"])
        #expect(changes.before == [.same, .moved(to: 3), .same, .gone, .gone, .same])
        #expect(changes.after == [.same, .same, .moved(to: 2), .new, .same, .new])
        let replaced = FocusOrderChanges(before: ["A", "Today, tab", "C"], after: ["A", "Selected, Today", "C"])
        #expect(replaced.before == [.same, .changed, .same] && replaced.after == [.same, .changed, .same])
        #expect(FocusOrderChanges.summary(of: changes.before) == "2 gone, 1 moved")
        #expect(FocusOrderChanges(before: ["A", "B"], after: ["A", "B"]).isUnchanged)
    }

    @Test func theFocusOrderListsMarkChangesInWords() throws {
        let html = AuditHTMLReport.render(try AuditSample.report())
        #expect(html.contains("<span class=\"fo\">"))
        let sample = try AuditSample.report().screens[0]
        let marks = FocusOrderChanges(before: sample.before?.focusOrder ?? [], after: sample.after?.focusOrder ?? [])
        #expect(!marks.isUnchanged)
        let list = AuditHTMLReport.focusOrder(sample.after, marks: marks.after, title: "After", revision: .init(rev: "v2"), missing: "").joined()
        for (index, mark) in marks.after.enumerated() where mark != .same {
            let announcement = HTMLText.escape(sample.after?.focusOrder[index] ?? "")
            #expect(list.contains(announcement + " <span class=\"fo\">"), "stop \(index + 1) is not marked")
        }
        // An added or removed screen has nothing to compare with: no marks.
        #expect(!AuditHTMLReport.focusOrder(sample.after, marks: nil, title: "After", revision: .init(rev: "v2"), missing: "").joined().contains("<span class=\"fo\">"))
    }

    @Test func inlineCodeInMessagesRendersAsCode() {
        #expect(HTMLText.withInlineCode("assigned (`traits = .selected` instead of `traits.insert(.selected)`)")
            == "assigned (<code>traits = .selected</code> instead of <code>traits.insert(.selected)</code>)")
        #expect(HTMLText.withInlineCode("a `b` c ` d") == "a <code>b</code> c ` d")
        #expect(HTMLText.withInlineCode("`<script>` & \u{202E}") == "<code>&lt;script&gt;</code> &amp; \\u{202E}")
        #expect(HTMLText.withInlineCode("no code") == "no code")
        #expect(HTMLText.withInlineCode("``") == "<code></code>")
    }
}
