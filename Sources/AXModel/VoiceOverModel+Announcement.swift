extension VoiceOverModel {
    /// What the platform's screen reader says when the focus lands on a stop, in its wording
    /// (`Announcement.text(for:context:reader:)`; docs/format.md shows the tables).
    public func announcement(of index: Int) -> String {
        Announcement.text(for: tree.elements[index], context: contexts[index], reader: reader, controlType: controlType(of: index))
    }

    /// True when the element at `index` and the element at `otherIndex` of `other` have the
    /// same spoken context (`SpokenContext`: a place in a tab bar, a segmented control, a
    /// list's edge) or have none, the one input of `announcement(of:)` besides the element's
    /// own label, value, hint and traits.
    public func hasSameContext(_ index: Int, as other: VoiceOverModel, _ otherIndex: Int) -> Bool {
        if contexts.isEmpty && other.contexts.isEmpty { return true }
        return contexts[index] == other.contexts[otherIndex]
    }

    /// The announcements of all focus stops, in reading order.
    public var announcements: [String] { focusStops.map(announcement(of:)) }
}

/// The wording of announcements, shared by every place that speaks for an element.
public enum Announcement {
    /// The announcement of an element as `reader` speaks it; `context` is its place (in a tab
    /// bar, a segmented control, at a list's edge), if it has one; `controlType` the class whose
    /// role and state words it speaks, when not its own (`VoiceOverModel.controlType(of:)`).
    ///
    /// VoiceOver: `[Selected, ]label[, value][, role words][, n of m][, dimmed][, list
    /// start][. hint]`. TalkBack the same, but a toggle's state leads: `[Selected, ][state,
    /// ]label[, role words]…` (`Checked, 5G, radio button`). Web screen readers: `label[, role words][, value][,
    /// selected][, n of m][, disabled][. hint]`. A text that does not start with the label, a
    /// value or a state starts with a capital (`Button`).
    public static func text(
        for element: Element, context: SpokenContext? = nil, reader: ScreenReader = .voiceOver,
        controlType: String? = nil
    ) -> String {
        var parts: [String] = []
        let traits = element.traits
        var isTab = false
        if case .tab = context { isTab = true }
        let type = controlType ?? element.type
        var roles = reader.roleWords(traits, type: type, inTabBar: isTab)
        var label = element.label
        if reader.platform == .ios {
            roles = VoiceOverWords.roles(roles, traits: traits, isTab: isTab)
            label = VoiceOverWords.label(label, traits: traits)
        }
        let (leading, value) = reader.statesAndValue(of: element, controlType: type)
        let startsWithRole: Bool
        if reader.statesLead {
            parts.append(contentsOf: leading)
            if let label { parts.append(label) }
            if let value { parts.append(value) }
            startsWithRole = parts.isEmpty
            parts.append(contentsOf: roles)
        } else {
            if let label { parts.append(label) }
            startsWithRole = parts.isEmpty && !roles.isEmpty
            parts.append(contentsOf: roles)
            if let value { parts.append(value) }
            if traits.contains(.selected) { parts.append(reader.selectedWord) }
        }
        if let place = context?.place { parts.append(place) }
        if traits.contains(.notEnabled) { parts.append(reader.notEnabledWord) }
        if let edge = context?.edgeWords { parts.append(edge) }
        var text = parts.joined(separator: ", ")
        if startsWithRole, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        let defaultHint = reader.platform == .ios ? VoiceOverWords.defaultHint(traits) ?? reader.defaultHint(traits) : reader.defaultHint(traits)
        if let hint = element.hint ?? defaultHint {
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

/// What VoiceOver says for the traits UIKit sets with private bits (`tabBarItem`, `backButton`,
/// `secureTextField`, `isEditing`, `textArea`) and in a tab bar, as cashapp/AccessibilitySnapshot
/// models it from VoiceOver on devices: each changes or adds to the role words the other
/// readers share.
enum VoiceOverWords {
    /// The role words with VoiceOver's own: `tab` for a tab (in a tab bar, or a tab bar item)
    /// where a button would say `button`, and said even without the button trait; `back
    /// button` for a back button; `secure text field` for a secure text field; `is editing`
    /// after the text field of one being edited.
    static func roles(_ words: [String], traits: TraitSet, isTab: Bool) -> [String] {
        var words = words
        let tab = isTab || traits.contains(.tabBarItem)
        if tab || traits.contains(.backButton) {
            let replacement = tab ? "tab" : "back button"
            if let button = words.firstIndex(where: { $0 == "button" || $0 == "tab" }) {
                words[button] = replacement
            } else if !traits.contains(.toggle) {
                words.insert(replacement, at: 0)
            }
        }
        if traits.contains(.textEntry), let field = words.firstIndex(of: "text field") {
            if traits.contains(.secureTextField) { words[field] = "secure text field" }
            if traits.contains(.isEditing) { words.insert("is editing", at: field + 1) }
        }
        return words
    }

    /// A back button's label is not said when it is only "Back": the role says it.
    static func label(_ label: String?, traits: TraitSet) -> String? {
        guard traits.contains(.backButton), let label, label.lowercased() == "back" else { return label }
        return nil
    }

    /// VoiceOver's hints for text being edited and for a text area, which differ from the
    /// text field's `Double tap to edit.`; nil leaves the reader's default.
    static func defaultHint(_ traits: TraitSet) -> String? {
        guard traits.contains(.textEntry), !traits.contains(.notEnabled) else { return nil }
        if traits.contains(.isEditing) { return "Use the rotor to access Misspelled Words." }
        if traits.contains(.textArea) { return "Double tap to edit. Use the rotor to access Misspelled Words." }
        return nil
    }
}
