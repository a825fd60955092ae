extension VoiceOverModel {
    /// What the platform's screen reader says when the focus lands on a stop, in its wording
    /// (`Announcement.text(for:tabPlace:reader:)`; docs/format.md shows the tables).
    public func announcement(of index: Int) -> String {
        Announcement.text(for: tree.elements[index], tabPlace: tabPlaces[index], reader: reader, controlType: controlType(of: index))
    }

    /// True when the element at `index` and the element at `otherIndex` of `other` have the
    /// same place in a tab bar (or are in none), the one input of `announcement(of:)` besides
    /// the element's own label, value, hint and traits.
    public func hasSameTabPlace(_ index: Int, as other: VoiceOverModel, _ otherIndex: Int) -> Bool {
        if tabPlaces.isEmpty && other.tabPlaces.isEmpty { return true }
        let mine = tabPlaces[index], theirs = other.tabPlaces[otherIndex]
        return mine?.position == theirs?.position && mine?.count == theirs?.count
    }

    /// The announcements of all focus stops, in reading order.
    public var announcements: [String] { focusStops.map(announcement(of:)) }
}

/// The wording of announcements, shared by every place that speaks for an element.
public enum Announcement {
    /// The announcement of an element as `reader` speaks it; `tabPlace` is its place in a tab
    /// bar, if it is in one; `controlType` the class whose role and state words it speaks, when
    /// not its own (`VoiceOverModel.controlType(of:)`).
    ///
    /// VoiceOver: `[Selected, ]label[, value][, role words][, n of m][, dimmed][. hint]`.
    /// TalkBack the same, but a toggle's state leads: `[Selected, ][state, ]label[, role
    /// words]…` (`Checked, 5G, radio button`). Web screen readers: `label[, role words][,
    /// value][, selected][, n of m][, disabled][. hint]`. A text that does not start with the
    /// label, a value or a state starts with a capital (`Button`).
    public static func text(
        for element: Element, tabPlace: (position: Int, count: Int)? = nil, reader: ScreenReader = .voiceOver,
        controlType: String? = nil
    ) -> String {
        var parts: [String] = []
        let traits = element.traits
        let type = controlType ?? element.type
        let roles = reader.roleWords(traits, type: type, inTabBar: tabPlace != nil)
        let (leading, value) = reader.statesAndValue(of: element, controlType: type)
        let startsWithRole: Bool
        if reader.statesLead {
            parts.append(contentsOf: leading)
            if let label = element.label { parts.append(label) }
            if let value { parts.append(value) }
            startsWithRole = parts.isEmpty
            parts.append(contentsOf: roles)
        } else {
            if let label = element.label { parts.append(label) }
            startsWithRole = parts.isEmpty && !roles.isEmpty
            parts.append(contentsOf: roles)
            if let value { parts.append(value) }
            if traits.contains(.selected) { parts.append(reader.selectedWord) }
        }
        if let tabPlace { parts.append("\(tabPlace.position) of \(tabPlace.count)") }
        if traits.contains(.notEnabled) { parts.append(reader.notEnabledWord) }
        var text = parts.joined(separator: ", ")
        if startsWithRole, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        if let hint = element.hint ?? reader.defaultHint(traits) {
            if !text.isEmpty { text += ". " }
            text += hint
            if let last = hint.last, !".!?".contains(last) { text += "." }
        }
        return text
    }

    /// The value as `reader` speaks it: a toggle's `0`, `1` and `2` in its state words.
    public static func spokenValue(of element: Element, reader: ScreenReader = .voiceOver) -> String? {
        reader.spokenValue(of: element)
    }
}
