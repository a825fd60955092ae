import AXCapture
import AXModel

/// An object of UIKit's accessibility world without UIKit: what the walk's rules are tested on.
final class FakeNode: AccessibilityNode {
    var isAccessibilityElement = false
    var accessibilityElements: [FakeNode]?
    var subviews: [FakeNode] = []
    var accessibilityElementsHidden = false
    var accessibilityViewIsModal = false
    var shouldGroupAccessibilityChildren = false
    var isHidden = false
    var alpha = 1.0
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var traits: TraitSet = []
    var accessibilityFrame: Frame
    var accessibilityLanguage: String?
    var containerType = AccessibilityContainerType.none
    var customActionNames: [String] = []
    var customRotorNames: [String] = []
    var drawnText: String?
    var typeName = "FakeView"

    init(_ label: String? = nil, frame: Frame = Frame(0, 0, 100, 44), accessible: Bool = false, subviews: [FakeNode] = []) {
        accessibilityLabel = label
        accessibilityFrame = frame
        isAccessibilityElement = accessible
        self.subviews = subviews
    }

    /// A 393 x 852 window holding `subviews`.
    static func window(_ subviews: [FakeNode]) -> FakeNode {
        let window = FakeNode(frame: Frame(0, 0, 393, 852), subviews: subviews)
        window.typeName = "UIWindow"
        return window
    }
}
