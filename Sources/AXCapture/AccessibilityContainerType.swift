/// UIKit's `UIAccessibilityContainerType`.
public enum AccessibilityContainerType: String, Sendable, CaseIterable {
    case none, dataTable, list, landmark, semanticGroup
}
