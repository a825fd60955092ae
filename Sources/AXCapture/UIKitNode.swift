#if canImport(UIKit)
import UIKit
#else
// Linux and macOS: the stand-in that declares the UIKit API this file uses (Sources/UIKitInterface).
import UIKitInterface
#endif
import AXModel

/// The UIKit adapter: an object of UIKit's accessibility world (a view, a
/// `UIAccessibilityElement`, one of SwiftUI's elements), read through `AccessibilityNode`. It
/// only reads properties; it changes nothing. UIKit is main-actor only, so is this.
@MainActor
public struct UIKitNode {
    public let object: NSObject

    public init(_ object: NSObject) {
        self.object = object
    }

    /// The traits UIKit's public constants stand for, read at run time, and the private bits
    /// UIKit sets on its own controls, which VoiceOver speaks: text entry, is editing, secure
    /// text field, back button, tab bar item, text area and switch button (public as
    /// `toggleButton` since iOS 17). Apple documents no value; these are the values
    /// cashapp/AccessibilitySnapshot reads (from AXRuntime's `_kAX*Trait` symbols). Any other
    /// bit is kept as `bit<N>`, and is never spoken (docs/capture-ios.md).
    static let privateBits: [(bits: UInt64, trait: Trait)] = [
        (1 << 18, .textEntry), (1 << 21, .isEditing), (1 << 24, .secureTextField),
        (1 << 27, .backButton), (1 << 28, .tabBarItem), (1 << 47, .textArea), (1 << 53, .toggle),
    ]

    static let traitMask: TraitMask = {
        var table: [(bits: UInt64, trait: Trait)] = [
            (UIAccessibilityTraits.button.rawValue, .button),
            (UIAccessibilityTraits.link.rawValue, .link),
            (UIAccessibilityTraits.header.rawValue, .header),
            (UIAccessibilityTraits.searchField.rawValue, .searchField),
            (UIAccessibilityTraits.image.rawValue, .image),
            (UIAccessibilityTraits.keyboardKey.rawValue, .keyboardKey),
            (UIAccessibilityTraits.staticText.rawValue, .staticText),
            (UIAccessibilityTraits.adjustable.rawValue, .adjustable),
            (UIAccessibilityTraits.tabBar.rawValue, .tabBar),
            (UIAccessibilityTraits.selected.rawValue, .selected),
            (UIAccessibilityTraits.notEnabled.rawValue, .notEnabled),
            (UIAccessibilityTraits.playsSound.rawValue, .playsSound),
            (UIAccessibilityTraits.summaryElement.rawValue, .summaryElement),
            (UIAccessibilityTraits.updatesFrequently.rawValue, .updatesFrequently),
            (UIAccessibilityTraits.startsMediaSession.rawValue, .startsMediaSession),
            (UIAccessibilityTraits.allowsDirectInteraction.rawValue, .allowsDirectInteraction),
            (UIAccessibilityTraits.causesPageTurn.rawValue, .causesPageTurn),
        ] + privateBits
        if #available(iOS 17.0, tvOS 17.0, *) {
            table.append((UIAccessibilityTraits.toggleButton.rawValue, .toggle))
            table.append((UIAccessibilityTraits.supportsZoom.rawValue, .supportsZoom))
        }
        return TraitMask(table)
    }()
}

extension UIKitNode: @MainActor AccessibilityNode {
    public var isAccessibilityElement: Bool { object.isAccessibilityElement }

    /// `accessibilityElements`; else, for an object that is no element, the elements of
    /// UIKit's dynamic container methods (`accessibilityElementCount()`,
    /// `accessibilityElement(at:)`: "an alternative to implementing the dynamic methods", says
    /// Apple of the array), nil entries skipped; else nil (the subviews are read).
    public var accessibilityElements: [UIKitNode]? {
        if let elements = object.accessibilityElements {
            return elements.compactMap { ($0 as? NSObject).map(UIKitNode.init) }
        }
        guard !object.isAccessibilityElement else { return nil }
        let count = object.accessibilityElementCount()
        guard count > 0, count != NSNotFound else { return nil }
        // More than the walk would visit is an error there; no need to ask for them all.
        return (0..<min(count, AccessibilityCapture.maximumObjects + 1)).compactMap { index in
            (object.accessibilityElement(at: index) as? NSObject).map(UIKitNode.init)
        }
    }

    public var subviews: [UIKitNode] {
        (object as? UIView)?.subviews.map(UIKitNode.init) ?? []
    }

    public var accessibilityElementsHidden: Bool { object.accessibilityElementsHidden }
    public var accessibilityViewIsModal: Bool { object.accessibilityViewIsModal }
    public var shouldGroupAccessibilityChildren: Bool { object.shouldGroupAccessibilityChildren }
    public var isHidden: Bool { (object as? UIView)?.isHidden ?? false }
    public var alpha: Double { (object as? UIView).map { Double($0.alpha) } ?? 1 }
    public var accessibilityLabel: String? { object.accessibilityLabel }
    public var accessibilityValue: String? { object.accessibilityValue }
    public var accessibilityHint: String? { object.accessibilityHint }

    /// `accessibilityIdentifier` of a view, a bar item, an image (`UIAccessibilityIdentification`);
    /// else read by key, as cashapp/AccessibilitySnapshot reads SwiftUI's elements, which answer
    /// the getter without adopting the protocol; only from an object that answers it (a key an
    /// object does not have raises an Objective-C exception).
    public var accessibilityIdentifier: String? {
        if let identified = object as? UIAccessibilityIdentification { return identified.accessibilityIdentifier }
        guard object.responds(to: NSSelectorFromString("accessibilityIdentifier")) else { return nil }
        return object.value(forKey: "accessibilityIdentifier") as? String
    }

    /// The trait mask, with the roles VoiceOver gives UIKit's text fields and switches by class.
    public var traits: TraitSet {
        var traits = UIKitNode.traitMask.traits(object.accessibilityTraits.rawValue)
        if object is UITextField { traits.insert(.textEntry) }
        if object is UISwitch { traits.insert(.toggle) }
        return traits
    }

    public var accessibilityFrame: Frame {
        let frame = object.accessibilityFrame
        return Frame(x: Double(frame.origin.x), y: Double(frame.origin.y), width: Double(frame.size.width), height: Double(frame.size.height))
    }

    public var accessibilityLanguage: String? { object.accessibilityLanguage }

    public var containerType: AccessibilityContainerType {
        switch object.accessibilityContainerType {
        case .dataTable: .dataTable
        case .list: .list
        case .landmark: .landmark
        case .semanticGroup: .semanticGroup
        default: .none
        }
    }

    public var customActionNames: [String] { object.accessibilityCustomActions?.map(\.name) ?? [] }
    public var customRotorNames: [String] { object.accessibilityCustomRotors?.map(\.name) ?? [] }

    public var drawnText: String? {
        if let label = object as? UILabel { return label.text }
        if let button = object as? UIButton { return button.currentTitle }
        return nil
    }

    public var typeName: String {
        let type = type(of: object)
        let key = ObjectIdentifier(type)
        if let name = UIKitNode.typeNames[key] { return name }
        let name = String(describing: type)
        UIKitNode.typeNames[key] = name
        return name
    }

    /// Class names already worked out: `String(describing:)` demangles each time, and a screen
    /// has few classes but many views.
    static var typeNames: [ObjectIdentifier: String] = [:]
}
