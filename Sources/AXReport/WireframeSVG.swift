import AXModel

/// Draws a `Wireframe` as inline SVG for the HTML audit: each item a rectangle at its frame,
/// focus stops numbered in reading order, regressions outlined (thick, dashed, and labelled
/// with the rule id), improvements outlined solid with a check mark, unreachable elements
/// hatched with their reason. Colour is never the only cue, so printouts in grey and
/// colour-blind readers see the same marks.
///
/// The drawing keeps the aspect ratio of `Wireframe.bounds` in a box `width` pixels wide (less
/// when the screen is very tall, so that one drawing fits a printed page). Pure: the same
/// wireframe gives the same bytes.
public enum WireframeSVG {
    /// The width of the drawing box in CSS pixels.
    public static let width = 400.0
    /// The tallest drawing; taller screens are scaled down to fit.
    public static let maximumHeight = 900.0
    static let padding = 8.0

    /// The `<svg>` element; `id` must be unique in the document (it prefixes the SVG's ids).
    /// Items without a frame, or outside the bounds, are not drawn: see `undrawn(_:)`; tags
    /// with no room are not drawn either: see `untagged(_:)`.
    public static func render(_ wireframe: Wireframe, id: String, caption: String) -> String {
        render(layout(wireframe), wireframe: wireframe, id: id, caption: caption)
    }

    static func layout(_ wireframe: Wireframe) -> WireframeLayout {
        WireframeLayout(wireframe, width: width, maximumHeight: maximumHeight, padding: padding)
    }

    static func render(_ layout: WireframeLayout, wireframe: Wireframe, id: String, caption: String) -> String {
        let canvasWidth = layout.canvasWidth, canvasHeight = layout.canvasHeight
        var lines: [String] = []
        let titleID = "\(id)-title", descID = "\(id)-desc", hatchID = "\(id)-hatch"
        lines.append("<svg class=\"wireframe\" role=\"img\" aria-labelledby=\"\(titleID) \(descID)\" width=\"\(n(canvasWidth))\" height=\"\(n(canvasHeight))\" viewBox=\"0 0 \(n(canvasWidth)) \(n(canvasHeight))\">")
        lines.append("<title id=\"\(titleID)\">\(HTMLText.escape(caption))</title>")
        lines.append("<desc id=\"\(descID)\">\(HTMLText.escape(description(wireframe, layout: layout)))</desc>")
        lines.append("<defs><pattern id=\"\(hatchID)\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#f3f4f6\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#c4c8ce\" stroke-width=\"2\"/></pattern></defs>")
        lines.append("<rect class=\"screen\" x=\"0.5\" y=\"0.5\" width=\"\(n(canvasWidth - 1))\" height=\"\(n(canvasHeight - 1))\" rx=\"10\" fill=\"#ffffff\" stroke=\"#374151\" stroke-width=\"1\"/>")

        // Elements, in preorder so that children are drawn over their containers.
        for entry in layout.placed { lines.append(element(entry, hatchID: hatchID)) }
        // Marks on top: outlines, then focus badges, then rule tags.
        for entry in layout.placed where !entry.item.regressions.isEmpty || !entry.item.improvements.isEmpty {
            lines.append(outline(entry))
        }
        for badge in layout.badges { lines.append(self.badge(badge.position, badge.box)) }
        for tag in layout.tags { lines.append(self.tag(tag)) }
        lines.append("</svg>")
        return lines.joined(separator: "\n")
    }

    /// The rule tags the drawing had no room for, with their element: the page lists them.
    public static func untagged(_ wireframe: Wireframe) -> [(item: Wireframe.Item, text: String)] {
        layout(wireframe).untagged
    }

    /// The items the drawing leaves out: no frame, or a frame outside the screen's bounds.
    public static func undrawn(_ wireframe: Wireframe) -> [(item: Wireframe.Item, reason: String)] {
        let bounds = wireframe.bounds
        return wireframe.items.compactMap { item in
            guard let frame = item.frame else { return (item, "no frame") }
            let inside = min(frame.maxX, bounds.maxX) > max(frame.minX, bounds.minX)
                && min(frame.maxY, bounds.maxY) > max(frame.minY, bounds.minY)
            return inside ? nil : (item, "outside the screen")
        }
    }

    // MARK: Parts

    static func description(_ wireframe: Wireframe, layout: WireframeLayout) -> String {
        let drawn = layout.placed.count
        let stops = wireframe.items.filter { $0.focusPosition != nil }.count
        let unreachable = wireframe.items.filter { $0.unreachable != nil }.count
        let regressions = wireframe.items.filter { !$0.regressions.isEmpty }.count
        let improvements = wireframe.items.filter { !$0.improvements.isEmpty }.count
        var parts = [count(stops, "focus stop")]
        if unreachable > 0 { parts.append(count(unreachable, "unreachable element")) }
        if regressions > 0 { parts.append(count(regressions, "element") + " with regressions") }
        if improvements > 0 { parts.append(count(improvements, "element") + " with improvements") }
        var text = "Wireframe: " + parts.joined(separator: ", ") + "."
        let missing = wireframe.items.count - drawn
        if missing > 0 { text += " " + count(missing, "element") + " not drawn, listed below." }
        if !layout.untagged.isEmpty { text += " " + count(layout.untagged.count, "finding") + " outlined without a tag, listed below." }
        return text + " The focus order lists give every announcement."
    }

    static func element(_ entry: WireframeLayout.Placed, hatchID: String) -> String {
        let item = entry.item, box = entry.box
        let fill: String, stroke: String, extra: String
        if item.unreachable != nil {
            fill = "url(#\(hatchID))"; stroke = "#6b7280"; extra = " stroke-dasharray=\"3 2\""
        } else if item.interactive {
            fill = "#e8f0fe"; stroke = "#1d4ed8"; extra = ""
        } else {
            fill = "#ffffff"; stroke = "#6b7280"; extra = ""
        }
        var parts = ["<g class=\"item\"><title>\(HTMLText.escape(title(item), limit: 200))</title>"]
        parts.append("<rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"3\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1\"\(extra)/>")
        // The name, cut to what fits (the tables give the full text), after the badge if any.
        let badgeWidth = item.focusPosition.map { WireframeLayout.badgeBox($0, box).width } ?? 0
        let inset = item.focusPosition != nil && WireframeLayout.hasBadgeInside(box) ? badgeWidth + 5 : 4.0
        let fits = Int((box.width - inset - 3) / 6.4)
        let color = item.unreachable != nil ? "#374151" : "#111827"
        if box.height >= 13 && fits >= 3 {
            let twoLines = item.unreachable != nil && box.height >= 30
            let baseline = twoLines ? box.y + box.height / 2 - 2 : box.y + min(box.height / 2 + 4, 15)
            var name = item.name
            if let reason = item.unreachable, !twoLines { name = "⊘ " + name + " (" + reason + ")" }
            parts.append("<text x=\"\(n(box.x + inset))\" y=\"\(n(baseline))\" font-size=\"11\" fill=\"\(color)\">\(HTMLText.short(name, limit: fits))</text>")
            if twoLines, let reason = item.unreachable {
                parts.append("<text x=\"\(n(box.x + inset))\" y=\"\(n(baseline + 14))\" font-size=\"10\" font-style=\"italic\" fill=\"\(color)\">\(HTMLText.short("⊘ unreachable: " + reason, limit: fits + 1))</text>")
            }
        }
        parts.append("</g>")
        return parts.joined()
    }

    static func outline(_ entry: WireframeLayout.Placed) -> String {
        let regressed = !entry.item.regressions.isEmpty
        let box = entry.box
        let attributes = regressed
            ? "stroke=\"#b91c1c\" stroke-width=\"3\" stroke-dasharray=\"7 4\""
            : "stroke=\"#15803d\" stroke-width=\"3\""
        let geometry = "x=\"\(n(box.x + 1.5))\" y=\"\(n(box.y + 1.5))\" width=\"\(n(max(box.width - 3, 1)))\" height=\"\(n(max(box.height - 3, 1)))\" rx=\"3\""
        // A white line under the dashes, so that the gaps read as gaps on any fill.
        let under = regressed ? "<rect \(geometry) fill=\"none\" stroke=\"#ffffff\" stroke-width=\"3\"/>" : ""
        return under + "<rect class=\"\(regressed ? "regressed" : "improved")\" \(geometry) fill=\"none\" \(attributes)/>"
    }

    static func badge(_ position: Int, _ box: WireframeLayout.Box) -> String {
        "<g class=\"badge\"><rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"9\" fill=\"#1e3a8a\" stroke=\"#ffffff\" stroke-width=\"1\"/><text x=\"\(n(box.x + box.width / 2))\" y=\"\(n(box.y + 13))\" font-size=\"10.5\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#ffffff\">\(position)</text></g>"
    }

    /// `✕ label-removed` white on red for regressions, `✓ fixed: rule` green on white for
    /// improvements; the text is fitted to the box so that no font makes it spill.
    static func tag(_ tag: WireframeLayout.Tag) -> String {
        let (fill, stroke, color) = tag.regression ? ("#b91c1c", "#7f1d1d", "#ffffff") : ("#ffffff", "#15803d", "#14532d")
        let box = tag.box
        let limit = Int((box.width - 10) / WireframeLayout.tagCharacterWidth)
        let text = HTMLText.short(tag.text, limit: limit)
        let length = Double(min(tag.text.count, limit)) * WireframeLayout.tagCharacterWidth
        return "<g class=\"tag\"><rect x=\"\(n(box.x))\" y=\"\(n(box.y))\" width=\"\(n(box.width))\" height=\"\(n(box.height))\" rx=\"2\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"1.5\"/><text x=\"\(n(box.x + 5))\" y=\"\(n(box.y + 12))\" font-size=\"10\" font-weight=\"700\" fill=\"\(color)\" textLength=\"\(n(length))\" lengthAdjust=\"spacingAndGlyphs\">\(text)</text></g>"
    }

    /// What a reader hovering an element learns: its place, name, reachability and findings.
    static func title(_ item: Wireframe.Item) -> String {
        var text = item.focusPosition.map { "\($0). " } ?? ""
        text += item.name
        if let reason = item.unreachable { text += " (unreachable: \(reason))" }
        text += ", line \(item.line)"
        if !item.regressions.isEmpty { text += "; regression: " + item.regressions.joined(separator: ", ") }
        if !item.improvements.isEmpty { text += "; fixed: " + item.improvements.joined(separator: ", ") }
        return text
    }

    static func count(_ value: Int, _ noun: String) -> String {
        "\(value) \(noun)\(value == 1 ? "" : "s")"
    }

    /// A coordinate with at most two decimals.
    static func n(_ value: Double) -> String { Frame.format(value) }

    // MARK: Legend

    /// The legend, as HTML: each mark drawn small beside its meaning; `id` must be unique in
    /// the document.
    public static func legend(id: String, reader: ScreenReader = .voiceOver) -> String {
        func swatch(_ body: String) -> String {
            "<svg class=\"swatch\" width=\"44\" height=\"22\" viewBox=\"0 0 44 22\" aria-hidden=\"true\" focusable=\"false\">\(body)</svg>"
        }
        let entries: [(String, String)] = [
            (swatch("<rect x=\"4\" y=\"2\" width=\"24\" height=\"18\" rx=\"9\" fill=\"#1e3a8a\"/><text x=\"16\" y=\"15\" font-size=\"10.5\" font-weight=\"700\" text-anchor=\"middle\" fill=\"#ffffff\">3</text>"),
             "Focus stop, numbered in \(reader.platform == .web ? "the screen reader" : reader.name)’s reading order"),
            (swatch("<rect x=\"2\" y=\"3\" width=\"40\" height=\"16\" rx=\"3\" fill=\"#e8f0fe\" stroke=\"#1d4ed8\"/>"), "Interactive element"),
            (swatch("<rect x=\"2\" y=\"3\" width=\"40\" height=\"16\" rx=\"3\" fill=\"#ffffff\" stroke=\"#6b7280\"/>"), "Other focus stop"),
            (swatch("<rect x=\"2.5\" y=\"3.5\" width=\"39\" height=\"15\" rx=\"3\" fill=\"none\" stroke=\"#b91c1c\" stroke-width=\"3\" stroke-dasharray=\"7 4\"/>"),
             "Regression: thick dashed outline and a ✕ tag with the rule id"),
            (swatch("<rect x=\"2.5\" y=\"3.5\" width=\"39\" height=\"15\" rx=\"3\" fill=\"none\" stroke=\"#15803d\" stroke-width=\"3\"/>"),
             "Improvement: thick solid outline and a ✓ tag with the rule id"),
            (swatch("<defs><pattern id=\"\(id)-hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"#f3f4f6\"/><line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#c4c8ce\" stroke-width=\"2\"/></pattern></defs><rect x=\"2\" y=\"3\" width=\"40\" height=\"16\" rx=\"3\" fill=\"url(#\(id)-hatch)\" stroke=\"#6b7280\" stroke-dasharray=\"3 2\"/>"),
             "Unreachable by \(reader.name) (hatched, ⊘ and the reason)"),
        ]
        return "<ul class=\"legend\" aria-label=\"Legend\">" + entries.map { "<li>\($0.0) \($0.1)</li>" }.joined() + "</ul>"
    }
}
