import AXModel

/// The role tables of the Chrome importer (docs/importers.md shows them to users).
enum ChromeRoles {
    /// What the tables say of one role: the traits it implies (properties such as `checked`
    /// or `disabled` add more), and whether it is in `stopRoles`, `readOnlyStopRoles` and
    /// `containerRoles`.
    struct Role {
        var traits: TraitSet = []
        var isStop = false
        var isReadOnlyStop = false
        var isContainer = false
    }

    /// The tables' entries for `role`, in one hashed lookup (an element of either importer
    /// asked three or four tables, a hash of its role each).
    static func role(_ role: String) -> Role {
        roles[role] ?? Role()
    }

    /// `role("StaticText")`.
    static let staticText = role("StaticText")

    private static let roles: [String: Role] = {
        var table: [String: Role] = [:]
        for (role, traits) in roleTraits { table[role, default: Role()].traits = traits }
        for role in stopRoles { table[role, default: Role()].isStop = true }
        for role in readOnlyStopRoles { table[role, default: Role()].isReadOnlyStop = true }
        for role in containerRoles { table[role, default: Role()].isContainer = true }
        return table
    }()

    /// The traits of `role(_:)`'s table, where a `switch` compared the role with up to 30 strings
    /// and built its set from an array literal for every element.
    private static let roleTraits: [String: TraitSet] = {
        let groups: [([String], TraitSet)] = [
            (["button", "menuitem", "option", "radio", "menuitemradio", "treeitem", "PopUpButton"], [.button]),
            (["link"], [.link]),
            (["heading"], [.header]),
            (["img", "image", "graphics-symbol"], [.image]),
            (["searchbox"], [.searchField, .textEntry]),
            (["textbox"], [.textEntry]),
            (["checkbox", "switch", "menuitemcheckbox", "ToggleButton"], [.button, .toggle]),
            (["slider", "spinbutton", "scrollbar"], [.adjustable]),
            (["tab"], [.button]),
            (["tablist"], [.tabBar]),
            (["StaticText"], [.staticText]),
        ]
        var table: [String: TraitSet] = [:]
        for (roles, traits) in groups {
            for role in roles { table[role] = traits }
        }
        return table
    }()

    /// Roles a screen reader's cursor stops on as one item (their content is their name).
    static let stopRoles: Set<String> = [
        "button", "link", "heading", "img", "image", "graphics-symbol", "checkbox", "radio", "switch",
        "textbox", "searchbox", "combobox", "slider", "spinbutton", "tab", "menuitem",
        "menuitemcheckbox", "menuitemradio", "option", "treeitem", "progressbar", "meter",
        "StaticText", "math", "PopUpButton", "ToggleButton",
    ]

    /// Roles that hold content: focusable (`tabindex="-1"` on a dialog or a region, so a script
    /// can move focus there) they are still containers, and their heading and text stay focus
    /// stops of their own instead of being swallowed into one.
    static let containerRoles: Set<String> = [
        "dialog", "alertdialog", "region", "main", "navigation", "banner", "contentinfo",
        "complementary", "search", "form", "group", "article", "document", "application", "section",
        "list", "listitem", "tabpanel", "table", "grid", "rowgroup", "tree", "menu", "menubar",
        "toolbar", "radiogroup", "feed", "figure", "log", "status", "alert", "note",
        "RootWebArea", "Section", "paragraph", "blockquote",
    ]
    // Not `generic` (nor `none`/`presentation`, which a focusable element cannot be): a
    // focusable `<div tabindex="0">` with text is a control of its own, one focus stop, as
    // a `<div role="button">` that lost its role is.

    /// Stop roles that are not operable: inside another stop they are part of it.
    static let readOnlyStopRoles: Set<String> = [
        "heading", "img", "image", "graphics-symbol", "progressbar", "meter", "StaticText", "math",
    ]

    /// `ignoredReasons` that mean the node is hidden from users, not merely uninteresting.
    static let hidingReasons: Set<String> = [
        "ariaHiddenElement", "ariaHiddenSubtree", "notRendered", "notVisible", "inertElement",
        "inertSubtree", "activeModalDialog",
    ]

    /// Roles that carry nothing for a snapshot when ignored or inside hidden content.
    static let emptyRoles: Set<String> = ["none", "generic", "presentation", "InlineTextBox", ""]
}
