// A stand-in for the part of UIKit that AXCapture's adapter reads, so that the adapter compiles
// and its behaviour is tested where UIKit does not exist (Linux, macOS without Catalyst). Each
// declaration has Apple's Swift signature and links to its documentation. The bodies are not
// UIKit's: they store what a test assigns and return the documented defaults, enough to build
// the hierarchies a UIKit developer builds. Nothing here runs on iOS, where AXCapture imports
// UIKit itself. UIKit re-exports Foundation; so does this module.
@_exported import Foundation

/// UIKit's accessibility properties live on `NSObject` (the informal `UIAccessibility`
/// protocol). This root class declares them with Apple's signatures; it shadows Foundation's
/// `NSObject` for files that import this module and not Foundation directly.
///
/// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
open class NSObject {
    public init() {}

    // Values a test assigned; nil means "the default for this class" (see `default*` below).
    @MainActor var assignedIsAccessibilityElement: Bool?
    @MainActor var assignedLabel: String?
    @MainActor var assignedValue: String?
    @MainActor var assignedTraits: UIAccessibilityTraits?
    @MainActor var assignedFrame: CGRect?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
    @MainActor open var isAccessibilityElement: Bool {
        get { assignedIsAccessibilityElement ?? defaultIsAccessibilityElement }
        set { assignedIsAccessibilityElement = newValue }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
    @MainActor open var accessibilityLabel: String? {
        get { assignedLabel ?? defaultAccessibilityLabel }
        set { assignedLabel = newValue }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
    @MainActor open var accessibilityValue: String? {
        get { assignedValue ?? defaultAccessibilityValue }
        set { assignedValue = newValue }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityhint
    @MainActor open var accessibilityHint: String?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitytraits
    @MainActor open var accessibilityTraits: UIAccessibilityTraits {
        get { assignedTraits ?? defaultAccessibilityTraits }
        set { assignedTraits = newValue }
    }

    /// In screen coordinates. "The default value is CGRectZero unless the receiver is a UIView
    /// object or subclass of it, in which case it is the view's frame in screen coordinates."
    ///
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityframe
    @MainActor open var accessibilityFrame: CGRect {
        get { assignedFrame ?? defaultAccessibilityFrame }
        set { assignedFrame = newValue }
    }

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylanguage
    @MainActor open var accessibilityLanguage: String?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementshidden
    @MainActor open var accessibilityElementsHidden: Bool = false

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityviewismodal
    @MainActor open var accessibilityViewIsModal: Bool = false

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/shouldgroupaccessibilitychildren
    @MainActor open var shouldGroupAccessibilityChildren: Bool = false

    /// The informal `UIAccessibilityContainer` protocol: when set, these are the elements
    /// VoiceOver visits, in this order, instead of the subviews.
    ///
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements
    @MainActor open var accessibilityElements: [Any]?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycontainertype
    @MainActor open var accessibilityContainerType: UIAccessibilityContainerType = .none

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
    @MainActor open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomrotors
    @MainActor open var accessibilityCustomRotors: [UIAccessibilityCustomRotor]?

    // The defaults each UIKit class documents; subclasses in this module override them.
    @MainActor var defaultIsAccessibilityElement: Bool { false }
    @MainActor var defaultAccessibilityLabel: String? { nil }
    @MainActor var defaultAccessibilityValue: String? { nil }
    @MainActor var defaultAccessibilityTraits: UIAccessibilityTraits { .none }
    @MainActor var defaultAccessibilityFrame: CGRect { .zero }
}

/// `accessibilityIdentifier` is declared by this protocol, which `UIView` and
/// `UIAccessibilityElement` adopt. (Apple's inherits from `NSObjectProtocol`, which this
/// stand-in's `NSObject` does not adopt.)
///
/// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@MainActor public protocol UIAccessibilityIdentification: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    var accessibilityIdentifier: String? { get set }
}
