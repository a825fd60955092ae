import AXModel

/// Rules about whole screens.
extension RuleCatalog {
    /// The most focus stops a removal message names (each cut at 32 characters, so the
    /// message fits a report line); the rest are counted.
    static let lostStopsNamed = 6

    static let screenRemoved = Rule.removal(
        id: "screen-removed",
        title: "Screen removed",
        description: "A screen's snapshot is gone (a capture step that crashed, or a snapshot deleted to silence the check), so every focus stop {users} had on it is lost. A renamed or moved snapshot is not a removal.",
        wcag: [], severity: .error,
        fix: "Record the screen's snapshot again (a capture step that failed is the usual cause); if the screen is gone from the app on purpose, accept the removal in .axdiff-accept.yml with a reason.",
        reverse: .none("a snapshot added is a screen the check now sees, not a loss undone"),
        examples: [
            .triggers("the settings snapshot deleted", removing: Snapshot(screen: "Settings", root: Element(
                type: "UIWindow", id: "settingsWindow", frame: Frame(0, 0, 393, 852),
                children: [Example.text("title", "Settings", traits: [.header, .staticText]), Example.button("wifi", "Wi-Fi", y: 180)])),
                flagged: "settingsWindow"),
            .passes("the screen is still there, changed", before: Example.screen([Example.button("wifi", "Wi-Fi")]),
                    after: Example.screen([Example.button("wifi", "Wi-Fi, On")])),
        ]
    ) { old, _ in
        let stops = old.focusStops
        let named = stops.prefix(lostStopsNamed).map { stop in
            let spoken = old.announcement(of: stop)
            return spoken.count > 32 ? "\"" + spoken.prefix(31) + "…\"" : Describe.spoken(spoken)
        }
        let list = named.joined(separator: ", ") + (stops.count > lostStopsNamed ? " and \(stops.count - lostStopsNamed) more" : "")
        let lost = stops.isEmpty ? "it had no focus stop" : "\(old.reader.users.prefix(1).uppercased() + old.reader.users.dropFirst()) lose its \(Describe.plural(stops.count, "focus stop")): \(list)"
        return [RuleHit(.old, 0, "the screen was removed: \(lost)")]
    }
}
