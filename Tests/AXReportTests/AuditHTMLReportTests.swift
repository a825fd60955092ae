import AXModel
import Foundation
import Testing

@testable import AXReport  // Wireframe.Item's memberwise initializer

#if canImport(FoundationXML)
import FoundationXML
#endif

/// The HTML audit: self-contained, well-formed, accessible, and safe for any label.
@Suite struct AuditHTMLReportTests {
    static let allowedElements: Set<String> = [
        "html", "head", "meta", "title", "style", "body", "div", "header", "main", "footer", "section",
        "h1", "h2", "h3", "h4", "p", "ul", "ol", "li", "span", "b", "a", "code", "br", "table", "caption",
        "colgroup", "col", "thead", "tbody", "tr", "th", "td", "figure", "figcaption",
        "svg", "desc", "defs", "pattern", "rect", "line", "text", "g",
    ]

    @Test func pageIsWellFormedXMLWithOnlyKnownElementsAndAttributes() throws {
        let html = AuditHTMLReport.render(try AuditSample.report())
        let page = try #require(XMLOutline(html))
        #expect(Set(page.elements.map(\.name)).isSubset(of: Self.allowedElements), "\(Set(page.elements.map(\.name)).subtracting(Self.allowedElements))")
        for element in page.elements {
            for name in element.attributes.keys {
                #expect(!name.lowercased().hasPrefix("on") && name != "src" && name != "style", "<\(element.name) \(name)>")
            }
        }
        // Ids are unique and every reference points at one.
        let ids = page.elements.compactMap { $0.attributes["id"] }
        #expect(Set(ids).count == ids.count)
        for element in page.elements {
            for reference in (element.attributes["aria-labelledby"] ?? "").split(separator: " ") {
                #expect(ids.contains(String(reference)), "aria-labelledby \(reference)")
            }
            if let fill = element.attributes["fill"], fill.hasPrefix("url(#") {
                #expect(ids.contains(String(fill.dropFirst(5).dropLast())), "fill \(fill)")
            }
            if let href = element.attributes["href"], href.hasPrefix("#") {
                #expect(ids.contains(String(href.dropFirst())), "href \(href)")
            }
        }
    }

    @Test func pageFetchesNothingAndRunsNothing() throws {
        let html = AuditHTMLReport.render(try AuditSample.report())
        for banned in ["<script", "src=", "@import", "<link", "<img", "<iframe", "<object", "javascript:", "xlink:href"] {
            #expect(!html.lowercased().contains(banned), "\(banned)")
        }
        // `url(` only as a reference to a pattern in the page.
        for range in html.ranges(of: "url(") {
            #expect(html[range.upperBound...].hasPrefix("#"))
        }
        // `http` only in links to the W3C's Understanding pages.
        let links = html.ranges(of: "http")
        #expect(!links.isEmpty)
        for range in links {
            #expect(html[..<range.lowerBound].hasSuffix("<a href=\""))
            #expect(html[range.lowerBound...].hasPrefix("https://www.w3.org/WAI/WCAG22/Understanding/"))
        }
    }

    @Test func pageIsAccessible() throws {
        let html = AuditHTMLReport.render(try AuditSample.report())
        let page = try #require(XMLOutline(html))
        #expect(page.elements.first?.attributes["lang"] == "en")
        // One h1, and headings never skip a level.
        let levels = page.elements.compactMap { element -> Int? in
            guard element.name.count == 2, element.name.hasPrefix("h") else { return nil }
            return Int(element.name.dropFirst())
        }
        #expect(levels.filter { $0 == 1 }.count == 1)
        #expect(levels.first == 1)
        for (previous, next) in zip(levels, levels.dropFirst()) {
            #expect(next <= previous + 1, "h\(previous) then h\(next)")
        }
        for header in page.elements where header.name == "th" {
            #expect(header.attributes["scope"] == "col" || header.attributes["scope"] == "row")
        }
        let drawings = page.elements.filter { $0.name == "svg" && $0.attributes["class"] == "wireframe" }
        // Checkout before and after, Receipt after (added); Coupons is no longer recorded.
        #expect(drawings.count == 3)
        for drawing in drawings {
            #expect(drawing.attributes["role"] == "img")
            #expect(drawing.attributes["aria-labelledby"]?.split(separator: " ").count == 2)
        }
        // Decorative swatches are hidden from assistive technology; their meaning is in text.
        for swatch in page.elements where swatch.name == "svg" && swatch.attributes["class"] == "swatch" {
            #expect(swatch.attributes["aria-hidden"] == "true")
        }
    }

    @Test func everySVGIsWellFormedOnItsOwn() throws {
        let html = AuditHTMLReport.render(try AuditSample.report())
        let opens = html.ranges(of: "<svg ")
        #expect(opens.count == html.ranges(of: "</svg>").count)
        for open in opens {
            let close = try #require(html[open.lowerBound...].range(of: "</svg>"))
            let fragment = String(html[open.lowerBound..<close.upperBound])
            #expect(XMLOutline(fragment) != nil, "\(fragment.prefix(120))")
        }
    }

    @Test func summaryAndScreensSayWhatChanged() throws {
        let html = AuditHTMLReport.render(try AuditSample.report())
        #expect(html.contains("<title>Accessibility audit: v4.1.0 → v4.2.0</title>"))
        #expect(html.contains("9d2c41e07b6f3a18c5e2d90a7f41b3c6e8d05a12"))
        #expect(html.contains("axdiff 0.9.0"))
        #expect(html.contains("introduced in <code>1b7e4f2</code> Redesign the checkout header (Ana Lima, 2024-05-02)"))
        #expect(html.contains("fixed in <code>60d92b7</code> Label the Apply coupon button (Jun Park, 2024-05-20)"))
        #expect(html.contains("<a href=\"https://www.w3.org/WAI/WCAG22/Understanding/name-role-value.html\">4.1.2 Name, Role, Value</a>"))
        #expect(html.contains("1. “Close, button” → 1. “Button”"))
        #expect(html.contains("<section class=\"screen\" id=\"screen-1-checkout\""))
        #expect(html.contains("<a href=\"#screen-2-receipt\">Receipt</a>"))
        #expect(html.contains("The hint moved to the payment sheet (until 2024-12-31)"))
        #expect(html.contains("no commit in the range identified"))
    }

    @Test func wireframeNumbersStopsAndMarksFindingsWithMoreThanColour() throws {
        let screen = try AuditSample.report().screens[0]
        let after = try #require(screen.after)
        let svg = WireframeSVG.render(after, id: "w", caption: "Checkout, after")
        let drawn = after.items.filter { $0.frame != nil }
        for position in drawn.compactMap(\.focusPosition) {
            #expect(svg.contains("text-anchor=\"middle\" fill=\"#ffffff\">\(position)</text>"), "badge \(position)")
        }
        let regressed = drawn.filter { !$0.regressions.isEmpty }
        #expect(svg.ranges(of: "class=\"regressed\"").count == regressed.count)
        #expect(svg.ranges(of: "stroke-dasharray=\"7 4\"").count == regressed.count)
        for rule in regressed.flatMap(\.regressions) {
            #expect(svg.contains("✕ \(rule)"), "tag \(rule)")
        }
        #expect(svg.contains("✓ fixed: interactive-without-label"))
        #expect(svg.contains("class=\"improved\""))
        // The hidden banner: hatched, with its reason in words.
        #expect(svg.contains("fill=\"url(#w-hatch)\""))
        #expect(svg.contains("⊘ unreachable: hidden"))
        // Terms of sale has no frame: listed, not drawn.
        #expect(WireframeSVG.undrawn(after).map(\.item.name) == ["Terms of sale"])
        #expect(!svg.contains(">Terms of sale<"))
        #expect(AuditHTMLReport.render(try AuditSample.report()).contains("8. Terms of sale <span class=\"none\">(no frame, line 85)</span>"))
    }

    @Test func wireframeKeepsTheAspectRatioInAFixedWidth() {
        func size(_ bounds: Frame) -> (width: Double, height: Double)? {
            let svg = WireframeSVG.render(Wireframe(screen: "S", bounds: bounds, items: [], focusOrder: []), id: "s", caption: "S")
            guard let outline = XMLOutline(svg), let root = outline.elements.first,
                  let width = root.attributes["width"].flatMap(Double.init), let height = root.attributes["height"].flatMap(Double.init)
            else { return nil }
            return (width, height)
        }
        let phone = size(Frame(0, 0, 393, 852))
        #expect(phone?.width == WireframeSVG.width)
        #expect(abs((phone?.height ?? 0) - ((852 * (WireframeSVG.width - 16) / 393) + 16).rounded()) < 1)
        let tablet = size(Frame(0, 0, 1024, 768))
        #expect(tablet?.width == WireframeSVG.width)
        #expect(abs((tablet?.height ?? 0) - (768 * (WireframeSVG.width - 16) / 1024 + 16)) < 1)
        // A very long page is scaled down to fit a printed page, still in proportion.
        let long = size(Frame(0, 0, 390, 4000))
        #expect(long?.height == WireframeSVG.maximumHeight)
        #expect(abs((long?.width ?? 0) - (390 * (WireframeSVG.maximumHeight - 16) / 4000 + 16)) < 1)
    }

    @Test func longLabelsAreCutInTheDrawingOnly() throws {
        let label = String(repeating: "Very long label ", count: 8)
        let wireframe = Wireframe(screen: "S", bounds: Frame(0, 0, 393, 852), items: [
            .init(name: label, frame: Frame(16, 100, 200, 44), focusPosition: 1, unreachable: nil, regressions: [], improvements: [], interactive: true, line: 3),
        ], focusOrder: [label])
        let svg = WireframeSVG.render(wireframe, id: "s", caption: "S")
        let outline = try #require(XMLOutline(svg))
        let drawn = outline.texts.first { $0.hasPrefix("Very long") }
        #expect(drawn?.hasSuffix("…") == true)
        #expect((drawn?.count ?? 0) < 40)
        // The full text is in the element's tooltip title and in the focus-order list.
        #expect(outline.texts.contains { $0.contains(label.trimmingCharacters(in: .whitespaces)) })
    }

    @Test func hostileTextNeverBecomesMarkup() throws {
        let html = AuditHTMLReport.render(AuditSample.hostileReport())
        let page = try #require(XMLOutline(html), "the page with hostile labels is not well-formed")
        #expect(Set(page.elements.map(\.name)).isSubset(of: Self.allowedElements), "\(Set(page.elements.map(\.name)).subtracting(Self.allowedElements))")
        for element in page.elements {
            #expect(!element.attributes.keys.contains { $0.lowercased().hasPrefix("on") || $0 == "src" }, "\(element.name) \(element.attributes)")
            if let href = element.attributes["href"] {
                #expect(href.hasPrefix("#") || href.hasPrefix("https://www.w3.org/WAI/"), "\(href)")
            }
        }
        #expect(html.ranges(of: "<svg ").count == html.ranges(of: "</svg>").count)
        for banned in ["<script", "<img", "<style>@import", "]]>", "<i>", "' onmouseover", "<svg onload"] {
            #expect(!html.contains(banned), "\(banned)")
        }
        // The labels are shown, escaped, with the bidi override and the escape visible.
        #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(html.contains("&quot;&gt;&lt;img src=x onerror=alert(1)&gt;"))
        #expect(html.contains("\\u{202E}evil\\u{202C}"))
        #expect(html.contains("line\\nbreak\\u{1B}[31m"))
        #expect(html.contains("Evil &lt;b&gt;screen&lt;/b&gt;"))
        #expect(!html.unicodeScalars.contains { $0 == "\u{202E}" || $0 == "\u{1B}" || $0 == "\u{202C}" })
        #expect(page.texts.contains { $0.contains("<script>alert(1)</script>") })
    }
}

/// The elements (name and attributes, in document order) and texts of an XML document, or nil
/// when it is not well-formed.
struct XMLOutline {
    struct Element {
        var name: String
        var attributes: [String: String]
    }

    var elements: [Element] = []
    /// The text directly inside each element (not inside its children), in document order.
    var texts: [String] = []

    init?(_ text: String) {
        let collector = Collector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = collector
        // On Linux, parse() can return true after an error: check the error too.
        guard parser.parse(), parser.parserError == nil, !collector.failed else { return nil }
        elements = collector.elements
        texts = collector.texts
    }

    private final class Collector: NSObject, XMLParserDelegate {
        var elements: [Element] = []
        /// The text directly inside each element, by element.
        var texts: [String] = []
        var open: [Int] = []
        var failed = false

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
            failed = true
        }

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
            elements.append(Element(name: elementName, attributes: attributes))
            texts.append("")
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let current = open.last { texts[current] += string }
        }
    }
}
