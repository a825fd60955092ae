import AXModel

/// The class-name tables of the Android importer (docs/importers.md shows them to users).
enum AndroidClasses {
    /// `android.widget.Button` -> `Button`; `a.b.TabLayout$TabView` -> `TabView`.
    static func simpleName(_ className: String) -> Substring {
        var name = Substring(className)
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        if let dollar = name.lastIndex(of: "$") { name = name[name.index(after: dollar)...] }
        return name
    }

    static func isEditText(_ name: Substring) -> Bool {
        name.hasSuffix("EditText") || name.hasSuffix("AutoCompleteTextView") || name == "SearchAutoComplete"
    }

    /// Traits a widget class implies; attributes (`clickable`, `checkable`...) add more.
    static func traits(of name: Substring) -> TraitSet {
        if isEditText(name) { return [.textEntry] }
        switch name {
        case "Button", "ImageButton", "MaterialButton", "AppCompatButton", "AppCompatImageButton",
             "FloatingActionButton", "ExtendedFloatingActionButton", "TabView":
            return [.button]
        case "ImageView", "AppCompatImageView", "ShapeableImageView":
            return [.image]
        case "CheckBox", "Switch", "SwitchCompat", "SwitchMaterial", "MaterialSwitch", "ToggleButton",
             "CompoundButton", "CheckedTextView", "AppCompatCheckBox", "MaterialCheckBox":
            return [.button, .toggle]
        case "RadioButton", "AppCompatRadioButton", "MaterialRadioButton":
            return [.button]
        case "SeekBar", "AppCompatSeekBar", "RatingBar", "NumberPicker", "Slider", "RangeSlider":
            return [.adjustable]
        case "TextView", "AppCompatTextView", "MaterialTextView":
            return [.staticText]
        case "TabLayout", "TabWidget", "BottomNavigationView", "NavigationBarView":
            return [.tabBar]
        default:
            return []
        }
    }

    /// Containers whose direct children TalkBack treats as list items.
    static func isListLike(_ name: Substring) -> Bool {
        ["RecyclerView", "ListView", "GridView", "ExpandableListView", "ScrollView",
         "HorizontalScrollView", "NestedScrollView"].contains(name)
    }

    static func isPager(_ name: Substring) -> Bool {
        name == "ViewPager" || name == "ViewPager2"
    }

    /// Jetpack Compose hosts: Compose orders its nodes for TalkBack by position.
    static func isComposeHost(_ name: Substring) -> Bool {
        name == "ComposeView" || name == "AndroidComposeView"
    }
}
