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

    /// A page when the root is a window or document, or when any element is a landmark (a
    /// page's `main`, `banner` or `navigation`; an iOS `landmark` container); otherwise a
    /// component: a Playwright ARIA snapshot of a component has neither.
    public init(_ model: VoiceOverModel) {
        let tree = model.tree
        if let type = tree.elements[0].type, ScreenScope.screenRoots.contains(type) {
            self = .page
            return
        }
        let landmark = tree.elements.contains { element in
            RuleCatalog.isLandmark(element) || element.extras.contains { $0.key == "container" && $0.value == .string("landmark") }
        }
        self = landmark ? .page : .component
    }
}
