/// A mask of accessibility traits.
///
/// UIKit declares the traits as constants whose values it does not document; the adapter
/// compares with the constants and never relies on these numbers. The values below are the
/// ones UIKit has been observed to use (its headers' order), for realism only.
///
/// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64

    public init(rawValue: UInt64) {
        self.rawValue = rawValue
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/none
    public static let none = UIAccessibilityTraits([])
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/button
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/link
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/image
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/selected
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/playssound
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/keyboardkey
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/statictext
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/summaryelement
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/notenabled
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/updatesfrequently
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/searchfield
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/startsmediasession
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/adjustable
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/allowsdirectinteraction
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/causespageturn
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/tabbar
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/header
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/supportszoom
    @available(iOS 17.0, *)
    public static let supportsZoom = UIAccessibilityTraits(rawValue: 1 << 46)
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitytraits/togglebutton
    @available(iOS 17.0, *)
    public static let toggleButton = UIAccessibilityTraits(rawValue: 1 << 53)
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycontainertype
public enum UIAccessibilityContainerType: Int, Sendable {
    case none = 0
    case dataTable = 1
    case list = 2
    case landmark = 3
    @available(iOS 13.0, *)
    case semanticGroup = 4
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor open class UIAccessibilityCustomAction: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
    open var name: String

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
    public init(name: String, actionHandler: @escaping (UIAccessibilityCustomAction) -> Bool) {
        self.name = name
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor
@MainActor open class UIAccessibilityCustomRotor: NSObject {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/search
    public typealias Search = (UIAccessibilityCustomRotorSearchPredicate) -> UIAccessibilityCustomRotorItemResult?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/name
    open var name: String

    /// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotor/init(name:itemsearch:)
    public init(name: String, itemSearch: @escaping Search) {
        self.name = name
        super.init()
    }
}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotorsearchpredicate
@MainActor open class UIAccessibilityCustomRotorSearchPredicate: NSObject {}

/// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomrotoritemresult
@MainActor open class UIAccessibilityCustomRotorItemResult: NSObject {}

/// An accessibility element that is not a view (drawn text, a part of a chart).
///
/// https://developer.apple.com/documentation/uikit/uiaccessibilityelement
@MainActor open class UIAccessibilityElement: UIResponder, UIAccessibilityIdentification {
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/init(accessibilitycontainer:)
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
    public var accessibilityIdentifier: String?

    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilitycontainer
    open weak var accessibilityContainer: AnyObject?

    /// The frame in the container view's coordinates; when set, the element's
    /// `accessibilityFrame` follows the container wherever it is.
    ///
    /// https://developer.apple.com/documentation/uikit/uiaccessibilityelement/accessibilityframeincontainerspace
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    override var defaultAccessibilityFrame: CGRect {
        guard accessibilityFrameInContainerSpace != .zero, let container = accessibilityContainer as? UIView else { return .zero }
        let origin = container.accessibilityFrame.origin
        return accessibilityFrameInContainerSpace.offsetBy(dx: origin.x, dy: origin.y)
    }
}

/// The bits UIKit sets on its own controls and does not declare: the values
/// cashapp/AccessibilitySnapshot reads (from AXRuntime's `_kAX*Trait` symbols). The stand-in's
/// controls set them as UIKit's do; they are not API.
extension UIAccessibilityTraits {
    static let textEntryBit = UIAccessibilityTraits(rawValue: 1 << 18)
    static let isEditingBit = UIAccessibilityTraits(rawValue: 1 << 21)
    static let secureTextFieldBit = UIAccessibilityTraits(rawValue: 1 << 24)
    static let backButtonBit = UIAccessibilityTraits(rawValue: 1 << 27)
    static let tabBarItemBit = UIAccessibilityTraits(rawValue: 1 << 28)
    static let textAreaBit = UIAccessibilityTraits(rawValue: 1 << 47)
}
