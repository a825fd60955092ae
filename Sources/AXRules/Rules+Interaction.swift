import AXDiff
import AXModel

/// Rules about operating elements: target sizes and custom actions.
extension RuleCatalog {
    static let targetSizeBelowMinimum = Rule(
        id: "target-size-below-minimum",
        title: "Target smaller than the minimum",
        description: "An interactive element is smaller than the minimum target size (24 x 24 points by default, configurable; Apple recommends 44), so it is hard to activate.",
        wcag: [.targetSizeMinimum], severity: .warning,
        examples: [
            .triggers("a 20-point close button", before: Example.screen([]),
                      after: Example.screen([Example.button("close", "Close", size: (20, 20))]), flagged: "close"),
            .passes("a 44-point close button", before: Example.screen([]),
                    after: Example.screen([Example.button("close", "Close", size: (44, 44))])),
        ]
    ) { model, options in
        model.focusStops.compactMap { index in
            let element = model.tree.elements[index]
            guard element.isInteractive, let frame = element.frame,
                  frame.width < options.minimumTargetSize || frame.height < options.minimumTargetSize
            else { return nil }
            return RuleHit(.new, index, "\(Describe.name(element)) is \(Frame.format(frame.width)) x \(Frame.format(frame.height)) points, below the minimum of \(Frame.format(options.minimumTargetSize)) x \(Frame.format(options.minimumTargetSize))")
        }
    }

    static let customActionsRemoved = Rule(
        id: "custom-actions-removed",
        title: "Custom actions removed",
        description: "Custom actions disappeared from an element, so VoiceOver users lose the way to do what others do with a swipe or a drag.",
        wcag: [.draggingMovements], severity: .warning,
        examples: [
            .triggers("swipe-to-delete action lost",
                      before: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Delete", "Archive"])]),
                      after: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Archive"])]), flagged: "message"),
            .passes("action added", before: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Delete"])]),
                    after: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Delete", "Archive"])])),
        ]
    ) { diff, _ in
        diff.changes.compactMap { change in
            guard change.kind == .actionsRemoved, let n = change.new else { return nil }
            let names = change.items.map(Describe.quote)
            return RuleHit(.new, n, "\(Describe.name(diff.new.tree.elements[n])) lost the custom action\(names.count == 1 ? "" : "s") \(Describe.list(names))")
        }
    }
}
