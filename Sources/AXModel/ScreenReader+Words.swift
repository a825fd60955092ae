/// How each platform's reader words an element: role words, states, values and default hints
/// (docs/format.md, "Announcements", shows the tables).
extension ScreenReader {
    /// What a `toggle` is, told by its type: a switch unless the type says otherwise.
    public enum ToggleKind: Sendable, Hashable {
        case switchControl, checkbox, radio, toggleButton

        public init(type: String?) {
            let lower = type?.lowercased() ?? ""
            if lower.contains("checkbox") || lower.contains("checkedtextview") {
                self = .checkbox
            } else if lower.contains("radio") {
                self = .radio
            } else if lower.contains("togglebutton") || lower == "button" {
                self = .toggleButton
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

    /// The value as spoken: a toggle's `0`, `1` and `2` in the platform's state words (`Off`,
    /// `On`, `Mixed` on iOS; `Off`/`On` or `Not checked`/`Checked` on Android; `off`/`on`,
    /// `not checked`/`checked` or `not pressed`/`pressed` on the web); any other value as written.
    public func spokenValue(of element: Element) -> String? {
        guard let value = element.value else { return nil }
        guard element.traits.contains(.toggle), let state = Int(value), (0...2).contains(state) else { return value }
        let words: [String]
        switch platform {
        case .ios:
            words = ["Off", "On", "Mixed"]  // the same for every toggle: the type is not read
        case .android:
            switch ToggleKind(type: element.type) {
            case .switchControl, .toggleButton: words = ["Off", "On", "Partially checked"]
            case .checkbox, .radio: words = ["Not checked", "Checked", "Partially checked"]
            }
        case .web:
            switch ToggleKind(type: element.type) {
            case .switchControl: words = ["off", "on", "mixed"]
            case .toggleButton: words = ["not pressed", "pressed", "mixed"]
            case .checkbox, .radio: words = ["not checked", "checked", "mixed"]
            }
        }
        return words[state]
    }

    /// The words the reader speaks for the role traits, in vocabulary order; `type` tells a
    /// switch from a checkbox, and on the web names ARIA widget roles (`radio`, `option`).
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
        case .toggle: return platform == .ios ? "switch button" : toggleWord(ToggleKind(type: type))
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

    private func toggleWord(_ kind: ToggleKind) -> String {
        switch (platform, kind) {
        case (.ios, _): "switch button"
        case (_, .switchControl): "switch"
        case (_, .checkbox): "checkbox"
        case (.android, .radio): "radio button"
        case (.web, .radio): "radio"
        case (_, .toggleButton): "toggle button"
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
