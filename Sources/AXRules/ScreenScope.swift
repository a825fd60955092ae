import AXModel

/// Whether a snapshot is of a whole screen or page, or of one component: page-level rules
/// (no heading, the main heading removed) judge pages only. A component's snapshot (a card,
/// a dialog, one widget of a design system) has no heading of its own to be missing.
public enum ScreenScope: String, Sendable, CaseIterable {
    case page, component

    /// The root types of a whole screen or document: a window (UIKit, XCUITest), a full
    /// uiautomator dump, a browser's document.
    static let screenRoots: Set<String> = [
        "UIWindow", "XCUIElementTypeApplication", "XCUIElementTypeWindow", "hierarchy", "RootWebArea", "WebArea", "document",
    ]

    /// A page when the root is a window or document, or when it holds the main content (a
    /// `main` landmark; an iOS `landmark` container); otherwise a component. A design system's
    /// header, footer or navigation bar has its `banner`, `contentinfo` or `navigation`
    /// landmark, and is still one component: only a page has its main content.
    public init(_ model: VoiceOverModel) {
        let tree = model.tree
        if let type = tree.elements[0].type, ScreenScope.screenRoots.contains(type) {
            self = .page
            return
        }
        let main = tree.elements.contains { element in
            element.type == "main" || element.container == "landmark"
        }
        self = main ? .page : .component
    }
}
