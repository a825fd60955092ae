/// The XCUITest element types and what they mean for VoiceOver: the one mapping table shared by
/// the Appium XCUITest importer (AXImport) and the XCUITest capture (AXCaptureXCUITest), since
/// WebDriverAgent's page source and `XCUIElement` snapshots name the same types.
/// docs/importers.md and docs/capture-ios.md show it to users.
public enum XCUIElementTypes {
    /// The prefix of a type's name in a page source and in axsnap's `type`.
    public static let prefix = "XCUIElementType"

    /// The short names of `XCUIElement.ElementType`, indexed by the enumeration's raw value
    /// (`any` is 0, `statusItem` 82), as in XCUIElementTypes.h.
    public static let namesByRawValue: [String] = [
        "Any", "Other", "Application", "Group", "Window", "Sheet", "Drawer", "Alert", "Dialog",
        "Button", "RadioButton", "RadioGroup", "CheckBox", "DisclosureTriangle", "PopUpButton",
        "ComboBox", "MenuButton", "ToolbarButton", "Popover", "Keyboard", "Key", "NavigationBar",
        "TabBar", "TabGroup", "Toolbar", "StatusBar", "Table", "TableRow", "TableColumn",
        "Outline", "OutlineRow", "Browser", "CollectionView", "Slider", "PageIndicator",
        "ProgressIndicator", "ActivityIndicator", "SegmentedControl", "Picker", "PickerWheel",
        "Switch", "Toggle", "Link", "Image", "Icon", "SearchField", "ScrollView", "ScrollBar",
        "StaticText", "TextField", "SecureTextField", "DatePicker", "TextView", "Menu",
        "MenuItem", "MenuBar", "MenuBarItem", "Map", "WebView", "IncrementArrow",
        "DecrementArrow", "Timeline", "RatingIndicator", "ValueIndicator", "SplitGroup",
        "Splitter", "RelevanceIndicator", "ColorWell", "HelpTag", "Matte", "DockItem", "Ruler",
        "RulerMarker", "Grid", "LevelIndicator", "Cell", "LayoutArea", "LayoutItem", "Handle",
        "Stepper", "Tab", "TouchBar", "StatusItem",
    ]

    /// The short name of an `XCUIElement.ElementType` raw value (`9` -> `Button`); `Other` for a
    /// value newer than this table.
    public static func shortName(rawValue: Int) -> String {
        namesByRawValue.indices.contains(rawValue) ? namesByRawValue[rawValue] : "Other"
    }

    /// `XCUIElementTypeButton` -> `Button`.
    public static func shortName(_ type: String) -> String {
        type.hasPrefix(prefix) ? String(type.dropFirst(prefix.count)) : type
    }

    /// Traits an element type implies.
    public static func traits(ofType type: String) -> TraitSet {
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

    /// Types that are accessibility elements when nothing says otherwise (older WebDriverAgent
    /// page sources have no `accessible` attribute; `XCUIElement` snapshots never say): the
    /// UIKit controls VoiceOver stops on.
    public static let accessibleByDefault: Set<String> = [
        "Button", "Tab", "Icon", "MenuItem", "MenuBarItem", "MenuButton", "PopUpButton",
        "RadioButton", "CheckBox", "DisclosureTriangle", "Link", "StaticText", "SearchField",
        "TextField", "SecureTextField", "TextView", "Switch", "Toggle", "Slider", "PickerWheel",
        "PageIndicator", "Key", "Cell", "ProgressIndicator", "ActivityIndicator",
    ]

    /// Whether an element of a type is an accessibility element when its source does not say:
    /// the types in `accessibleByDefault`, an image with a label, and a leaf `Other` with a
    /// label (a custom view made accessible).
    public static func isAccessibleByDefault(type: String, hasLabel: Bool, hasChildren: Bool) -> Bool {
        if accessibleByDefault.contains(type) { return true }
        if type == "Image" { return hasLabel }
        if type == "Other" { return hasLabel && !hasChildren }
        return false
    }

    /// Types VoiceOver treats as modal: nothing beside them can be reached.
    public static let modalTypes: Set<String> = ["Alert", "Sheet"]

    /// The trait for a name in WebDriverAgent's `traits` attribute (`"Button, Header"`), or nil
    /// for a name outside the axsnap vocabulary.
    public static func trait(wdaName name: String) -> [Trait]? {
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
