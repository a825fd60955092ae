import AXModel

/// The mapping tables of the XCUITest importer (docs/importers.md shows them to users).
enum XCUITestTypes {
    static let prefix = "XCUIElementType"

    /// `XCUIElementTypeButton` -> `Button`.
    static func shortName(_ type: String) -> String {
        type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
    }

    /// Traits an element type implies.
    static func traits(ofType type: String) -> TraitSet {
        switch type {
        case "Button", "Tab", "Icon", "MenuItem", "MenuBarItem", "MenuButton", "PopUpButton",
             "RadioButton", "DisclosureTriangle":
            [.button]
        case "Link": [.link]
        case "StaticText": [.staticText]
        case "Image": [.image]
        case "SearchField": [.searchField, .textEntry]
        case "TextField", "SecureTextField", "TextView": [.textEntry]
        case "Switch", "Toggle", "CheckBox": [.button, .toggle]
        case "Slider", "Stepper", "PickerWheel", "PageIndicator", "Incrementor": [.adjustable]
        case "Key": [.keyboardKey]
        case "TabBar": [.tabBar]
        default: []
        }
    }

    /// Types that are accessibility elements when the page source has no `accessible`
    /// attribute (older WebDriverAgent versions): the UIKit controls VoiceOver stops on.
    static let accessibleByDefault: Set<String> = [
        "Button", "Tab", "Icon", "MenuItem", "MenuBarItem", "MenuButton", "PopUpButton",
        "RadioButton", "CheckBox", "DisclosureTriangle", "Link", "StaticText", "SearchField",
        "TextField", "SecureTextField", "TextView", "Switch", "Toggle", "Slider", "PickerWheel",
        "PageIndicator", "Key", "Cell", "ProgressIndicator", "ActivityIndicator",
    ]

    /// Types VoiceOver treats as modal: nothing beside them can be reached.
    static let modalTypes: Set<String> = ["Alert", "Sheet"]

    /// The trait for a name in WebDriverAgent's `traits` attribute (`"Button, Header"`), or nil
    /// for a name outside the axsnap vocabulary.
    static func trait(wdaName name: String) -> [Trait]? {
        switch name {
        case "ToggleButton", "Toggle": return [.toggle]
        case "TextEntry", "TextField": return [.textEntry]
        default: break
        }
        guard let first = name.first else { return nil }
        let camel = first.lowercased() + name.dropFirst()
        let trait = Trait(name: camel)
        if case .unknown = trait { return nil }
        return [trait]
    }
}
