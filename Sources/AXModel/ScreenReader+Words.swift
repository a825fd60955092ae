/// How each platform's reader words an element: role words, states, values and default hints
/// (docs/format.md, "Announcements", shows the tables).
extension ScreenReader {
    /// What a `toggle` is, told by the class or role its `type` names, as the reader tells it.
    ///
    /// TalkBack names the role from the class (google/talkback, `Role.getRole`): a `Switch` and
    /// its kinds (`SwitchCompat`, `SwitchMaterial`, `MaterialSwitch`) are switches; a
    /// `ToggleButton` is a toggle button, which TalkBack speaks with a switch's words; a
    /// `RadioButton` is a radio button; any other `CompoundButton` (`CheckBox` and its kinds) is
    /// a check box; a `CheckedTextView` has no role word. On the web the `type` is the ARIA role
    /// (`switch`, `checkbox`, `radio`, `menuitemcheckbox`, `menuitemradio`, a `button` that
    /// toggles). iOS names no class: VoiceOver speaks every toggle as a switch.
    public enum ToggleKind: Sendable, Hashable {
        case switchControl, checkbox, radio, toggleButton
        /// Android's `CheckedTextView`: a checkable text, spoken with no role word.
        case checkedText
        /// A checkable view whose class names no control TalkBack knows (a custom view): no
        /// role word, and the state as a check box's.
        case unnamed

        /// The kind a `type` names, or nil when it names no checkable control (`LinearLayout`,
        /// `UIView`, a custom view) or there is none. A plain `button` is a toggle button only
        /// on the web (an ARIA button with `aria-pressed`); Android's `Button` is no toggle.
        public init?(naming type: String?, platform: Snapshot.Platform = .ios) {
            guard let type, !type.isEmpty else { return nil }
            // The class's own name, without its package (`android.widget.`) or outer class,
            // compared byte by byte, ignoring ASCII case: every rule that speaks a toggle asks
            // this, and lowercasing and searching a `String` each time was 19% of P1's CPU.
            var bytes = Array(type.utf8)
            if let cut = bytes.lastIndex(where: { $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "$") }) {
                bytes.removeSubrange(...cut)
            }
            func has(_ word: StaticString, whole: Bool = false) -> Bool {
                Self.contains(bytes, word, whole: whole)
            }
            if has("checkedtextview") {
                self = .checkedText
            } else if has("radio") {
                self = .radio  // RadioButton, AppCompatRadioButton, radio, menuitemradio
            } else if has("checkbox") || has("compoundbutton", whole: true) {
                self = .checkbox  // CheckBox, MaterialCheckBox, checkbox, menuitemcheckbox
            } else if has("togglebutton") || (platform == .web && has("button", whole: true)) {
                self = .toggleButton
            } else if has("switch") {
                self = .switchControl  // Switch, SwitchCompat, UISwitch, XCUIElementTypeSwitch, switch
            } else {
                return nil
            }
        }

        /// Whether `bytes` hold `word` (lowercase ASCII), ignoring ASCII case; `whole`: are it.
        private static func contains(_ bytes: [UInt8], _ word: StaticString, whole: Bool) -> Bool {
            let count = word.utf8CodeUnitCount
            guard whole ? bytes.count == count : bytes.count >= count else { return false }
            return word.withUTF8Buffer { pattern in
                var start = 0
                while start + count <= bytes.count {
                    var offset = 0
                    while offset < count {
                        var byte = bytes[start + offset]
                        if byte >= UInt8(ascii: "A"), byte <= UInt8(ascii: "Z") { byte += 32 }
                        guard byte == pattern[offset] else { break }
                        offset += 1
                    }
                    if offset == count { return true }
                    start += 1
                }
                return false
            }
        }

        /// The kind of a toggle whose `type` is `type`: the kind it names; else, on Android, a
        /// custom checkable view (`unnamed`) when a class is given, and a switch otherwise (a
        /// toggle written without a type reads as a switch everywhere).
        public init(type: String?, platform: Snapshot.Platform = .ios) {
            if let named = ToggleKind(naming: type, platform: platform) {
                self = named
            } else if platform == .android, let type, !type.isEmpty {
                self = .unnamed
            } else {
                self = .switchControl
            }
        }
    }

    /// True when the reader says the state of selection and the role before the label
    /// (`Selected, Home, tab`), as VoiceOver and TalkBack do; web screen readers say the role
    /// and states after the label (`Home, tab, selected`).
    var statesLead: Bool { platform != .web }

    /// The word for the `selected` trait.
    var selectedWord: String { statesLead ? "Selected" : "selected" }

    /// The word for the `notEnabled` trait.
    public var notEnabledWord: String { platform == .ios ? "dimmed" : "disabled" }

    /// True when the reader says a toggle's state before its label: TalkBack does, in its
    /// default description order "state, name, type" (`Checked, 5G, radio button`); VoiceOver
    /// says the state as the value after the label, and web screen readers after the role.
    public var toggleStateLeads: Bool { platform == .android }

    /// The value as spoken: a toggle's `0`, `1` and `2` in the state words of the kind of
    /// control `type` names (`controlType`, when given, else the element's own `type`; see
    /// `stateWords(of:)`); any other value as written. A `CheckedTextView` that is not checked
    /// says no state, so its `0` is nil.
    public func spokenValue(of element: Element, controlType: String? = nil) -> String? {
        guard let value = element.value else { return nil }
        guard element.traits.contains(.toggle), let state = Int(value), (0...2).contains(state) else { return value }
        return stateWords(of: ToggleKind(type: controlType ?? element.type, platform: platform))[state]
    }

    /// The words the reader says for a toggle's states `0`, `1` and `2` (nil: it says none).
    ///
    /// VoiceOver: `Off`, `On`, `Mixed` for every toggle. TalkBack (its strings `value_off`,
    /// `value_on`, `value_not_checked`, `value_checked`): `Off`/`On` on switches and toggle
    /// buttons, `Not checked`/`Checked` on check boxes, radio buttons and custom checkable views,
    /// `Checked` alone on a checked `CheckedTextView`. Web screen readers: `off`/`on` on
    /// switches, `not pressed`/`pressed` on toggle buttons, `not checked`/`checked` on check
    /// boxes and radios, `mixed` for `2`.
    public func stateWords(of kind: ToggleKind) -> [String?] {
        switch platform {
        case .ios:
            return ["Off", "On", "Mixed"]
        case .android:
            switch kind {
            case .switchControl, .toggleButton: return ["Off", "On", "Partially checked"]
            case .checkbox, .radio, .unnamed: return ["Not checked", "Checked", "Partially checked"]
            case .checkedText: return [nil, "Checked", "Partially checked"]
            }
        case .web:
            switch kind {
            case .switchControl: return ["off", "on", "mixed"]
            case .toggleButton: return ["not pressed", "pressed", "mixed"]
            case .checkbox, .radio, .checkedText, .unnamed: return ["not checked", "checked", "mixed"]
            }
        }
    }

    /// What the reader says of an element's state and value, and where: the words said before
    /// the label (`Selected`, and on Android a toggle's state) and the value said in its place
    /// after it (`controlType` as for `spokenValue(of:controlType:)`).
    public func statesAndValue(of element: Element, controlType: String? = nil) -> (leading: [String], value: String?) {
        let traits = element.traits
        var leading: [String] = []
        if statesLead && traits.contains(.selected) { leading.append(selectedWord) }
        let value = spokenValue(of: element, controlType: controlType)
        if toggleStateLeads && traits.contains(.toggle) {
            if let value { leading.append(value) }
            return (leading, nil)
        }
        return (leading, value)
    }

    /// The words the reader speaks for the role traits, in vocabulary order; `type` tells a
    /// switch from a check box (the class, or the class of the control an element speaks for:
    /// see `VoiceOverModel.controlType(of:)`), and on the web names ARIA widget roles (`radio`,
    /// `option`).
    public func roleWords(_ traits: TraitSet, type: String? = nil, inTabBar: Bool = false) -> [String] {
        var words: [String] = []
        for trait in traits.roles {
            if let word = roleWord(trait, traits: traits, type: type, inTabBar: inTabBar) { words.append(word) }
        }
        return words
    }

    private func roleWord(_ trait: Trait, traits: TraitSet, type: String?, inTabBar: Bool) -> String? {
        switch trait {
        case .button:
            if traits.contains(.toggle) { return nil }
            if inTabBar { return "tab" }
            if platform == .web, let type, ScreenReader.webWidgetRoles.contains(type) { return type }
            return "button"
        case .toggle: return platform == .ios ? "switch button" : toggleWord(ToggleKind(type: type, platform: platform))
        case .link: return "link"
        case .header: return "heading"
        case .image: return "image"
        case .keyboardKey: return "key"
        case .searchField:
            return platform == .web ? "searchbox" : "search field"
        case .textEntry:
            if traits.contains(.searchField) { return nil }
            switch platform {
            case .ios: return "text field"
            case .android: return "edit box"
            case .web: return type == "combobox" ? "combobox" : "textbox"
            }
        case .adjustable:
            switch platform {
            case .ios: return "adjustable"
            case .android: return "slider"
            case .web: return type == "spinbutton" ? "spinbutton" : "slider"
            }
        case .tabBar: return platform == .web ? "tablist" : "tab bar"
        default: return nil  // staticText is not spoken
        }
    }

    /// The role word of a toggle: TalkBack's `value_switch`, `value_checkbox` and
    /// `value_radio_button` (a `ToggleButton` is spoken as a switch; a `CheckedTextView` and a
    /// custom checkable view get none); the ARIA role's name on the web.
    private func toggleWord(_ kind: ToggleKind) -> String? {
        switch (platform, kind) {
        case (.ios, _): "switch button"
        case (_, .switchControl): "switch"
        case (.android, .toggleButton): "switch"
        case (.android, .checkbox): "check box"
        case (.android, .radio): "radio button"
        case (.android, .checkedText), (.android, .unnamed): nil
        case (.web, .toggleButton): "toggle button"
        case (.web, .checkbox), (.web, .checkedText), (.web, .unnamed): "checkbox"
        case (.web, .radio): "radio"
        }
    }

    /// ARIA widget roles a web element's `type` names, spoken instead of `button`.
    static let webWidgetRoles: Set<String> = [
        "radio", "menuitem", "menuitemradio", "option", "treeitem", "combobox", "tab",
    ]

    /// The usage hint the reader adds when the element gives none. Only VoiceOver's are
    /// modelled: TalkBack's are a verbosity setting, and web screen readers speak none; a
    /// dimmed element gets none.
    func defaultHint(_ traits: TraitSet) -> String? {
        guard platform == .ios, !traits.contains(.notEnabled) else { return nil }
        if traits.contains(.toggle) { return "Double tap to toggle setting." }
        if traits.contains(.adjustable) { return "Swipe up or down with one finger to adjust the value." }
        if traits.contains(.searchField) || traits.contains(.textEntry) { return "Double tap to edit." }
        return nil
    }
}
