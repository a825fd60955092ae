extension VoiceOverModel {
    /// The class (or web role) whose role and state words the element at `index` speaks: its
    /// own `type`, or, for a toggle whose type names no checkable control (a clickable row),
    /// the type of the first toggle it swallows that names one. TalkBack reads a row that
    /// merges a `RadioButton` with the radio button's role and checked state ("Checked, 5G,
    /// radio button"), not as a switch.
    public func controlType(of index: Int) -> String? {
        let element = tree.elements[index]
        guard element.hasTrait(.toggle), ScreenReader.ToggleKind(naming: element.type, platform: platform) == nil else {
            return element.type
        }
        for inner in (index + 1)..<tree.subtreeEnd[index] {
            guard let blocked = blocked[inner], blocked.reason == .nested, blocked.by == index else { continue }
            let candidate = tree.elements[inner]
            if candidate.hasTrait(.toggle), ScreenReader.ToggleKind(naming: candidate.type, platform: platform) != nil {
                return candidate.type
            }
        }
        return element.type
    }

    /// The element's value as the reader speaks it, in the words of the control it is
    /// (`controlType(of:)`): `Checked` for a checked radio button on Android.
    public func spokenValue(of index: Int) -> String? {
        reader.spokenValue(of: tree.elements[index], controlType: controlType(of: index))
    }
}
