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
    /// Main-actor isolated here, unlike Foundation's: every stand-in class is UIKit's and
    /// main-actor isolated, and so are the initialisers that override this one (UIView's
    /// `init()`), as in the SDK.
    @MainActor public init() {}

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

    /// The dynamic `UIAccessibilityContainer` methods: "Returns the number of accessibility
    /// elements in the container." A container implements these three instead of
    /// `accessibilityElements`; by default they answer from the array.
    ///
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelementcount()
    @MainActor open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// "Returns the accessibility element in order, based on index." (default nil)
    ///
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelement(at:)
    @MainActor open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// "Returns the ordered index for an accessibility element" (default `NSNotFound`).
    ///
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/index(ofaccessibilityelement:)
    @MainActor open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// Whether the object answers a message; the stand-in's classes answer none by name, a
    /// test's subclass says which it does (as SwiftUI's elements answer
    /// `accessibilityIdentifier` without adopting `UIAccessibilityIdentification`).
    ///
    /// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
    open func responds(to aSelector: Selector!) -> Bool { false }

    /// Key-value coding's read. Objective-C raises for a key the object does not have; the
    /// stand-in stops the test, so a read that is not guarded by `responds(to:)` is caught.
    ///
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)
    open func value(forKey key: String) -> Any? {
        fatalError("[\(type(of: self)) valueForUndefinedKey:]: this class is not key value coding-compliant for the key \(key)")
    }

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

#if !canImport(ObjectiveC)
/// An Objective-C selector: a method's name. (Foundation declares it where Objective-C exists.)
///
/// https://developer.apple.com/documentation/objectivec/selector
public struct Selector: Hashable, Sendable {
    let name: String
}

/// https://developer.apple.com/documentation/foundation/nsselectorfromstring(_:)
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(name: aSelectorName)
}

/// https://developer.apple.com/documentation/foundation/nsstringfromselector(_:)
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}
#endif

/// `accessibilityIdentifier` is declared by this protocol, which `UIView` and
/// `UIAccessibilityElement` adopt. (Apple's inherits from `NSObjectProtocol`, which this
/// stand-in's `NSObject` does not adopt.)
///
/// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
@MainActor public protocol UIAccessibilityIdentification: AnyObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    var accessibilityIdentifier: String? { get set }
}
