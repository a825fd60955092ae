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

    /// The traits UIKit's public constants stand for, read at run time, and two private bits
    /// UIKit sets on its own controls (text entry on text fields, switch button on switches
    /// before iOS 17), so that they are not reported as unknown bits.
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
            (1 << 18, .textEntry),
            (1 << 53, .toggle),
        ]
        if #available(iOS 17.0, tvOS 17.0, *) {
            table.append((UIAccessibilityTraits.toggleButton.rawValue, .toggle))
            table.append((UIAccessibilityTraits.supportsZoom.rawValue, .supportsZoom))
        }
        return TraitMask(table)
    }()
}

extension UIKitNode: @MainActor AccessibilityNode {
    public var isAccessibilityElement: Bool { object.isAccessibilityElement }

    public var accessibilityElements: [UIKitNode]? {
        object.accessibilityElements?.compactMap { ($0 as? NSObject).map(UIKitNode.init) }
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

    public var accessibilityIdentifier: String? {
        (object as? UIAccessibilityIdentification)?.accessibilityIdentifier
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
