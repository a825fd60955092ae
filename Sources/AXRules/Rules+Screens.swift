import AXModel

/// Rules about whole screens.
extension RuleCatalog {
    /// The most focus stops a coverage message names (each cut at 32 characters, so the
    /// message fits a report line); the rest are counted.
    static let lostStopsNamed = 6

    /// Not a regression rule: what the gate no longer checks when a screen is no longer
    /// recorded. Its id is the one a removed screen's error had before it was lost coverage,
    /// so acceptances written for it keep working.
    static let screenRemoved = Rule.coverage(
        id: "screen-removed",
        title: "Screen no longer recorded",
        description: "A screen's snapshot is gone (deleted, moved out of the snapshot roots or to an ignored path, or its entry removed from a file of several screens), so the gate no longer checks what {users} meet on it. This is lost coverage, not a regression: reports list it in a section of its own, and it fails the check only with `coverage: fail` in .axdiff.yml. A renamed snapshot is not gone, and a screen split into several files is compared with its parts.",
        wcag: [], severity: .warning,
        fix: "Record the screen's snapshot again where the check reads it (a capture step that failed, or a test moved, is the usual cause); if the screen is gone from the app on purpose, accept it in .axdiff-accept.yml with a reason (no element needed).",
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
        let lost = stops.isEmpty ? "it had no focus stop" : "its \(Describe.plural(stops.count, "focus stop")) \(stops.count == 1 ? "is" : "are") no longer checked: \(list)"
        return [RuleHit(.old, 0, "no longer recorded: \(lost)")]
    }
}
