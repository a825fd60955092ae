import AXModel

/// Where everything in a wireframe drawing goes, in CSS pixels: the screen's card, each
/// element's box, the focus badges and the rule tags.
///
/// Tags are placed, not just drawn: each goes in the first free spot of a few near its
/// element (inside its bottom edge, below it, above it; right- or left-aligned) where it stays
/// inside the card and covers no other tag, no focus badge and no box other than its own
/// element and the boxes that contain it (a card around a button). A tag that finds no such
/// spot is not drawn: its element keeps its outline, and the tag is in `untagged`, which the
/// page lists under the drawing. Pure: the same wireframe gives the same layout.
struct WireframeLayout {
    /// A rectangle in the drawing.
    struct Box: Equatable {
        var x, y, width, height: Double

        var maxX: Double { x + width }
        var maxY: Double { y + height }

        func intersects(_ other: Box) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }

        func contains(_ other: Box) -> Bool {
            x <= other.x && y <= other.y && maxX >= other.maxX && maxY >= other.maxY
        }
    }

    /// An item placed in the drawing.
    struct Placed {
        var item: Wireframe.Item
        var box: Box
    }

    /// A rule tag: `✕ label-removed` (a regression) or `✓ fixed: rule` (an improvement).
    struct Tag: Equatable {
        var text: String
        var regression: Bool
        var box: Box
        /// Index of its element in `placed`.
        var element: Int
    }

    static let tagHeight = 16.0
    /// Width of one character of a tag's 10 px bold text, rounded up for the widest of the
    /// fonts the page names; the text is fitted to its box (`textLength`) so it never spills.
    static let tagCharacterWidth = 6.4
    static let badgeHeight = 18.0

    var canvasWidth: Double
    var canvasHeight: Double
    /// Drawn items, in preorder (children after their containers).
    var placed: [Placed] = []
    /// Focus badges: position and box.
    var badges: [(position: Int, box: Box)] = []
    var tags: [Tag] = []
    /// Tags with no room in the drawing, with their element.
    var untagged: [(item: Wireframe.Item, text: String)] = []

    init(_ wireframe: Wireframe, width: Double, maximumHeight: Double, padding: Double) {
        let bounds = wireframe.bounds
        let boundsWidth = bounds.width > 0 ? bounds.width : 1, boundsHeight = bounds.height > 0 ? bounds.height : 1
        let scale = min((width - 2 * padding) / boundsWidth, (maximumHeight - 2 * padding) / boundsHeight)
        canvasWidth = (boundsWidth * scale + 2 * padding).rounded()
        canvasHeight = (boundsHeight * scale + 2 * padding).rounded()
        placed = wireframe.items.compactMap { item -> Placed? in
            guard let frame = item.frame else { return nil }
            let minX = max(frame.minX, bounds.minX), minY = max(frame.minY, bounds.minY)
            let maxX = min(frame.maxX, bounds.minX + boundsWidth), maxY = min(frame.maxY, bounds.minY + boundsHeight)
            guard maxX > minX, maxY > minY else { return nil }
            return Placed(item: item, box: Box(
                x: padding + (minX - bounds.minX) * scale, y: padding + (minY - bounds.minY) * scale,
                width: (maxX - minX) * scale, height: (maxY - minY) * scale))
        }
        for entry in placed {
            if let position = entry.item.focusPosition { badges.append((position, Self.badgeBox(position, entry.box))) }
        }
        placeTags()
    }

    /// Inside the top-left corner of a box large enough, else straddling that corner.
    static func badgeBox(_ position: Int, _ box: Box) -> Box {
        let width = max(18, Double(String(position).count) * 6.5 + 8)
        let inside = box.width >= 20 && box.height >= 20
        let x = inside ? box.x + 2 : max(box.x - width / 2, 1)
        let y = inside ? box.y + 2 : max(box.y - 9, 1)
        return Box(x: x, y: y, width: width, height: badgeHeight)
    }

    /// Whether a box holds a badge inside it; the name then starts after the badge.
    static func hasBadgeInside(_ box: Box) -> Bool { box.width >= 20 && box.height >= 20 }

    private mutating func placeTags() {
        let card = Box(x: 2, y: 2, width: canvasWidth - 4, height: canvasHeight - 4)
        let longest = Int((card.width - 10) / Self.tagCharacterWidth)
        for (index, entry) in placed.enumerated() {
            var texts: [(String, Bool)] = []
            if !entry.item.regressions.isEmpty { texts.append(("✕ " + Self.unique(entry.item.regressions).joined(separator: ", "), true)) }
            if !entry.item.improvements.isEmpty { texts.append(("✓ fixed: " + Self.unique(entry.item.improvements).joined(separator: ", "), false)) }
            for (text, regression) in texts {
                let shown = TerminalText.sanitize(text)
                let width = Double(min(shown.count, longest)) * Self.tagCharacterWidth + 10
                let spot = candidates(for: entry.box, width: width).first { box in
                    card.contains(box) && isFree(box, for: index)
                }
                if let spot {
                    tags.append(Tag(text: shown, regression: regression, box: spot, element: index))
                } else {
                    untagged.append((entry.item, shown))
                }
            }
        }
    }

    /// Spots near an element, best first: inside its bottom edge when it is tall enough, then
    /// just below it, then just above it; each right-aligned with it (where its name is not),
    /// left-aligned, then moved just enough to fit the card (a tag wider than its element).
    private func candidates(for box: Box, width: Double) -> [Box] {
        let height = Self.tagHeight
        let right = box.maxX - width - 2, left = box.x + 2
        let fitted = min(max(left, 2), canvasWidth - width - 2)
        var rows: [Double] = []
        if box.height >= 2 * height + 8 { rows.append(box.maxY - height - 3) }
        rows += [box.maxY + 2, box.y - height - 2]
        return rows.flatMap { y in [right, left, fitted].map { Box(x: $0, y: y, width: width, height: height) } }
    }

    /// No other tag, no badge, and no box but the element's own and those around it.
    private func isFree(_ spot: Box, for element: Int) -> Bool {
        let own = placed[element].box
        if tags.contains(where: { $0.box.intersects(spot) }) { return false }
        if badges.contains(where: { $0.box.intersects(spot) }) { return false }
        for (index, other) in placed.enumerated() where index != element {
            if other.box.contains(own) { continue }
            if other.box.intersects(spot) { return false }
        }
        return true
    }

    /// Each rule id once, in order.
    static func unique(_ ids: [String]) -> [String] {
        var seen = Set<String>()
        return ids.filter { seen.insert($0).inserted }
    }
}
