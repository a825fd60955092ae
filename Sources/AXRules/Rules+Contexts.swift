import AXDiff
import AXModel

/// Rules about what VoiceOver says of where an element is (`SpokenContext`).
extension RuleCatalog {
    /// The tab bar of four the examples share: the `tabBar` trait on a plain container, or none.
    static func tabBarExample(trait: Bool, kept: Bool = true) -> Snapshot {
        let tabs = ["Home", "Search", "Inbox", "Profile"].enumerated().map { offset, label in
            Element(
                type: "UIButton", id: label.lowercased(), label: label, traits: offset == 0 ? [.button, .selected] : [.button],
                frame: Frame(Double(offset) * 98.25, 803, 98.25, 49), accessible: true)
        }
        let bar = Element(type: "UIView", id: "tabs", traits: trait ? [.tabBar] : [], frame: Frame(0, 803, 393, 49), children: tabs)
        return Example.screen(kept ? [bar] : tabs)
    }

    static let tabBarLost = Rule(
        id: "tab-bar-lost",
        title: "Tab bar lost",
        description: "A container of tabs lost the tab bar trait, or was removed around its tabs, so {reader} no longer {says} that they are tabs nor which of how many each one is.",
        wcag: [.infoAndRelationships, .nameRoleValue], severity: .error,
        fix: "Give the container its trait back (`accessibilityTraits.insert(.tabBar)`, with `isAccessibilityElement` false), or use a `UITabBar`; on Android a `TabLayout`, on the web `role=\"tablist\"` around `role=\"tab\"` elements.",
        examples: [
            .triggers("the tab bar trait is lost", before: tabBarExample(trait: true), after: tabBarExample(trait: false), flagged: "tabs"),
            .triggers("the tab bar is removed around its tabs", before: tabBarExample(trait: true), after: tabBarExample(trait: false, kept: false), flagged: "tabs"),
            .passes("a tab is renamed", before: tabBarExample(trait: true), after: {
                var after = tabBarExample(trait: true)
                after.root.children[1].children[2].label = "Messages"
                return after
            }()),
            .passes("a plain row of buttons stays one", before: tabBarExample(trait: false), after: tabBarExample(trait: false)),
        ]
    ) { diff, _ in
        var hits: [RuleHit] = []
        for bar in diff.old.tree.elements.indices where diff.old.tree.elements[bar].traits.contains(.tabBar) || diff.old.tree.elements[bar].type == "UITabBar" {
            // The tabs it gave a place that are still stops, and no longer tabs.
            var lost: [(old: Int, new: Int)] = []
            for stop in (bar + 1)..<diff.old.tree.subtreeEnd[bar] {
                guard case .tab? = diff.old.context(of: stop) else { continue }
                let now = diff.matching.oldToNew[stop]
                guard now >= 0, diff.new.isFocusStop(now) else { continue }
                if case .tab? = diff.new.context(of: now) { continue }
                lost.append((stop, now))
            }
            guard let first = lost.first else { continue }
            let reader = diff.new.reader
            let count = lost.count
            let tabs = count == 1 ? "its tab is" : "its \(count) tabs are"
            let example = "\(reader.name) now \(reader.says) \(Describe.spoken(diff.new.announcement(of: first.new))) where it said \(Describe.spoken(diff.old.announcement(of: first.old)))"
            let n = diff.matching.oldToNew[bar]
            let element = diff.old.tree.elements[bar]
            if n >= 0 {
                hits.append(RuleHit(.new, n, "\(Describe.name(element)) lost the tabBar trait: \(tabs) no longer announced as tabs; \(example)"))
            } else {
                hits.append(RuleHit(.old, bar, "\(Describe.name(element)) was removed around \(count == 1 ? "its tab" : "its \(count) tabs"), which are no longer announced as tabs; \(example)"))
            }
        }
        return hits
    }
}
