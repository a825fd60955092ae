import AXModel

/// WCAG 2.5.8's spacing exception, for the web: a target under 24 by 24 CSS pixels passes
/// when a circle 24 pixels across, centred on it, meets no other target and no other
/// undersized target's circle. Most text links of a page (19 pixels high, alone on their
/// line) pass by it; a row of small icon buttons side by side does not.
enum TargetSpacing {
    /// The diameter of the circle, in CSS pixels.
    static let diameter = RuleCatalog.wcagMinimumTargetSize

    /// True when the focus stop `index` of `model` (undersized) has the room the exception
    /// asks for among `model`'s interactive focus stops (`Targets`, made once per tree). Only
    /// the targets whose frames come within one diameter of it are compared with it.
    static func hasRoom(_ index: Int, among targets: Targets) -> Bool {
        guard let own = targets.frame(of: index) else { return false }
        let centre = (x: own.x + own.width / 2, y: own.y + own.height / 2)
        let radius = diameter / 2
        for other in targets.near(own, margin: diameter) where other.index != index {
            let frame = other.frame
            if other.undersized {
                let otherCentre = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
                if distance(centre.x - otherCentre.x, centre.y - otherCentre.y) < diameter { return false }
            } else {
                // The distance from the centre to the nearest point of the other target.
                let dx = max(frame.x - centre.x, 0, centre.x - (frame.x + frame.width))
                let dy = max(frame.y - centre.y, 0, centre.y - (frame.y + frame.height))
                if distance(dx, dy) < radius { return false }
            }
        }
        return true
    }

    static func distance(_ dx: Double, _ dy: Double) -> Double {
        (dx * dx + dy * dy).squareRoot()
    }

    /// The interactive focus stops of a page that have frames, sorted by their top edge.
    struct Targets {
        struct Target {
            var index: Int
            var frame: Frame
            var undersized: Bool
        }

        private let sorted: [Target]
        private let byIndex: [Int: Int]
        private let tallest: Double

        init(_ model: VoiceOverModel) {
            var targets: [Target] = []
            for index in model.focusStops {
                let element = model.tree.elements[index]
                guard element.isInteractive, let frame = element.frame, frame.width > 0, frame.height > 0 else { continue }
                targets.append(Target(index: index, frame: frame, undersized: frame.width < TargetSpacing.diameter || frame.height < TargetSpacing.diameter))
            }
            targets.sort { $0.frame.y < $1.frame.y }
            sorted = targets
            var positions: [Int: Int] = [:]
            for (position, target) in targets.enumerated() { positions[target.index] = position }
            byIndex = positions
            tallest = targets.map(\.frame.height).max() ?? 0
        }

        func frame(of index: Int) -> Frame? {
            byIndex[index].map { sorted[$0].frame }
        }

        /// The targets whose vertical extent comes within `margin` of `frame`'s.
        func near(_ frame: Frame, margin: Double) -> [Target] {
            let top = frame.y - margin, bottom = frame.y + frame.height + margin
            // The first target whose top edge is at or below `top - tallest`: binary search on
            // the top edges, then forward while they start above `bottom`.
            var low = 0, high = sorted.count
            while low < high {
                let middle = (low + high) / 2
                if sorted[middle].frame.y < top - tallest { low = middle + 1 } else { high = middle }
            }
            var result: [Target] = []
            var position = low
            while position < sorted.count, sorted[position].frame.y <= bottom {
                let target = sorted[position]
                if target.frame.y + target.frame.height >= top { result.append(target) }
                position += 1
            }
            return result
        }
    }
}
