extension VoiceOverModel {
    /// What VoiceOver says when the focus lands on a stop; see docs/format.md for the wording.
    ///
    /// `[Selected, ]label[, value][, role words][, n of m][, dimmed][. hint]`, where the value of
    /// a toggle reads `0`/`1` as `Off`/`On`, the hint is the element's own or the default hint of
    /// its role, and an announcement that starts with a role word is capitalised (`Button`).
    public func announcement(of index: Int) -> String {
        Announcement.text(for: tree.elements[index], tabPlace: tabPlaces[index])
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
    /// The announcement of an element; `tabPlace` is its place in a tab bar, if it is in one.
    public static func text(for element: Element, tabPlace: (position: Int, count: Int)? = nil) -> String {
        var parts: [String] = []
        let traits = element.traits
        if traits.contains(.selected) { parts.append("Selected") }
        if let label = element.label { parts.append(label) }
        if let value = spokenValue(of: element) { parts.append(value) }
        let startsWithRole = parts.isEmpty
        parts.append(contentsOf: roleWords(traits, inTabBar: tabPlace != nil))
        if let tabPlace { parts.append("\(tabPlace.position) of \(tabPlace.count)") }
        if traits.contains(.notEnabled) { parts.append("dimmed") }
        var text = parts.joined(separator: ", ")
        if startsWithRole, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        if let hint = element.hint ?? defaultHint(traits) {
            if !text.isEmpty { text += ". " }
            text += hint
            if let last = hint.last, !".!?".contains(last) { text += "." }
        }
        return text
    }

    /// The value as spoken: a toggle's `0`, `1` and `2` read as Off, On and Mixed.
    public static func spokenValue(of element: Element) -> String? {
        guard let value = element.value else { return nil }
        if element.traits.contains(.toggle) {
            switch value {
            case "0": return "Off"
            case "1": return "On"
            case "2": return "Mixed"
            default: break
            }
        }
        return value
    }

    /// The words VoiceOver speaks for the role traits, in vocabulary order.
    public static func roleWords(_ traits: TraitSet, inTabBar: Bool = false) -> [String] {
        var words: [String] = []
        for trait in traits.roles {
            switch trait {
            case .button:
                if traits.contains(.toggle) { continue }
                words.append(inTabBar ? "tab" : "button")
            case .link: words.append("link")
            case .header: words.append("heading")
            case .searchField: words.append("search field")
            case .image: words.append("image")
            case .keyboardKey: words.append("key")
            case .adjustable: words.append("adjustable")
            case .tabBar: words.append("tab bar")
            case .toggle: words.append("switch button")
            case .textEntry:
                if traits.contains(.searchField) { continue }
                words.append("text field")
            default: continue  // staticText is not spoken
            }
        }
        return words
    }

    /// VoiceOver's usage hint for a role when the element gives none; dimmed elements get none.
    static func defaultHint(_ traits: TraitSet) -> String? {
        if traits.contains(.notEnabled) { return nil }
        if traits.contains(.toggle) { return "Double tap to toggle setting." }
        if traits.contains(.adjustable) { return "Swipe up or down with one finger to adjust the value." }
        if traits.contains(.searchField) || traits.contains(.textEntry) { return "Double tap to edit." }
        return nil
    }
}
