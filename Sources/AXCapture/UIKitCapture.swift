#if canImport(UIKit)
import UIKit
#else
// Linux and macOS: the stand-in that declares the UIKit API this file uses (Sources/UIKitInterface).
import UIKitInterface
#endif
import AXModel

/// Captures what VoiceOver sees of a UIKit (or SwiftUI, through its hosting view) hierarchy.
@MainActor
public enum UIKitCapture {
    /// The snapshot of `view` and everything in it; pass the window to capture a whole screen.
    /// `context` adds or overrides capture conditions (`["device": "iPhone 15"]`).
    /// A view that is hidden (`isHidden`), or fully transparent, or inside a view that is,
    /// is an error that says so (VoiceOver would see nothing of it).
    public static func snapshot(of view: UIView, screen: String, context: [String: String] = [:]) throws(CaptureError) -> Snapshot {
        try checkAncestors(of: view)
        return try AccessibilityCapture.snapshot(of: UIKitNode(view), screen: screen, context: deviceContext(of: view).values(adding: context))
    }

    /// The snapshot of a view controller's view. A view that is not in a window is first put
    /// in one of the device's screen size (as swift-snapshot-testing does), so that frames are
    /// in screen points and the traits of the window apply.
    public static func snapshot(of viewController: UIViewController, screen: String, context: [String: String] = [:]) throws(CaptureError) -> Snapshot {
        let view: UIView = viewController.view
        if let window = view.window { return try snapshot(of: window, screen: screen, context: context) }
        let window = UIWindow(frame: view.bounds.width > 0 && view.bounds.height > 0 ? view.frame : defaultScreen)
        window.rootViewController = viewController
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return try snapshot(of: window, screen: screen, context: context)
    }

    /// Throws when a view that `view` is in cannot be seen (the view itself is checked by the
    /// walk).
    static func checkAncestors(of view: UIView) throws(CaptureError) {
        var current = view.superview
        while let ancestor = current {
            if ancestor.isHidden {
                throw .rootHidden(type: UIKitNode(view).typeName, hiddenView: UIKitNode(ancestor).typeName, isRoot: false)
            }
            if Double(ancestor.alpha) <= AccessibilityCapture.hiddenAlpha {
                throw .rootTransparent(type: UIKitNode(view).typeName, transparentView: UIKitNode(ancestor).typeName, isRoot: false, alpha: Double(ancestor.alpha))
            }
            current = ancestor.superview
        }
    }

    /// An iPhone's screen in points, for a view controller whose view has no size yet.
    static let defaultScreen = CGRect(x: 0, y: 0, width: 393, height: 852)

    /// The device, the system and the view's traits in axsnap's words.
    public static func deviceContext(of view: UIView) -> DeviceContext {
        let device = UIDevice.current
        let traits = view.traitCollection
        let frame = (view.window ?? view).accessibilityFrame
        return DeviceContext(
            device: ProcessInfo.processInfo.environment["SIMULATOR_DEVICE_NAME"] ?? device.model,
            os: device.systemVersion,
            idiom: idiom(device.userInterfaceIdiom),
            layoutDirection: traits.layoutDirection == .rightToLeft ? "rightToLeft" : traits.layoutDirection == .leftToRight ? "leftToRight" : nil,
            locale: Locale.current.identifier,
            appearance: traits.userInterfaceStyle == .dark ? "dark" : traits.userInterfaceStyle == .light ? "light" : nil,
            contentSize: contentSizeNames.first { $0.0 == traits.preferredContentSizeCategory }?.1,
            orientation: DeviceContext.orientation(of: Frame(
                x: 0, y: 0, width: Double(frame.size.width), height: Double(frame.size.height))))
    }

    static func idiom(_ idiom: UIUserInterfaceIdiom) -> String? {
        switch idiom {
        case .phone: "phone"
        case .pad: "pad"
        case .tv: "tv"
        case .carPlay: "carPlay"
        case .mac: "mac"
        default: nil
        }
    }

    /// Dynamic Type sizes by their Swift names.
    static let contentSizeNames: [(UIContentSizeCategory, String)] = [
        (.extraSmall, "extraSmall"), (.small, "small"), (.medium, "medium"), (.large, "large"),
        (.extraLarge, "extraLarge"), (.extraExtraLarge, "extraExtraLarge"),
        (.extraExtraExtraLarge, "extraExtraExtraLarge"), (.accessibilityMedium, "accessibilityMedium"),
        (.accessibilityLarge, "accessibilityLarge"), (.accessibilityExtraLarge, "accessibilityExtraLarge"),
        (.accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge"),
        (.accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge"),
    ]
}
