import AXModel

/// An object in UIKit's accessibility world, as the capture reads it: a view, a
/// `UIAccessibilityElement`, or one of SwiftUI's elements. The UIKit adapter (`UIKitNode`)
/// reads these from UIKit; tests and benchmarks conform their own fakes, so the walk's rules are
/// exercised without UIKit. Each property is read once per node.
public protocol AccessibilityNode {
    /// `isAccessibilityElement`: a focus stop, whose descendants VoiceOver does not visit.
    var isAccessibilityElement: Bool { get }
    /// `accessibilityElements` when set: the elements VoiceOver visits, in this order, instead
    /// of the subviews (custom order, non-view elements, SwiftUI's elements).
    var accessibilityElements: [Self]? { get }
    /// The subviews, back to front; empty for an object that is not a view.
    var subviews: [Self] { get }

    /// `accessibilityElementsHidden`.
    var accessibilityElementsHidden: Bool { get }
    /// `accessibilityViewIsModal`.
    var accessibilityViewIsModal: Bool { get }
    /// `shouldGroupAccessibilityChildren`.
    var shouldGroupAccessibilityChildren: Bool { get }

    /// `isHidden` of a view; false for other objects.
    var isHidden: Bool { get }
    /// `alpha` of a view; 1 for other objects.
    var alpha: Double { get }

    var accessibilityLabel: String? { get }
    var accessibilityValue: String? { get }
    var accessibilityHint: String? { get }
    /// `accessibilityIdentifier`.
    var accessibilityIdentifier: String? { get }
    /// `accessibilityTraits` as axsnap traits (see `TraitMask`).
    var traits: TraitSet { get }
    /// `accessibilityFrame`, in screen points.
    var accessibilityFrame: Frame { get }
    var accessibilityLanguage: String? { get }
    /// `accessibilityContainerType`.
    var containerType: AccessibilityContainerType { get }
    /// The names of `accessibilityCustomActions`.
    var customActionNames: [String] { get }
    /// The names of `accessibilityCustomRotors`.
    var customRotorNames: [String] { get }
    /// The text drawn on screen (a label's text, a button's title), when known.
    var drawnText: String? { get }
    /// The class name (`UIButton`, `MyCardView`).
    var typeName: String { get }
}
