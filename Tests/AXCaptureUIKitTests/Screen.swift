#if canImport(UIKit)
import UIKit
#else
import UIKitInterface
#endif
import AXCapture
import AXModel

/// The screens of these tests are built with UIKit calls only, so that the same test runs
/// against the stand-in on Linux and against UIKit itself in the iOS Simulator
/// (scripts/apple-tests); what is checked is what VoiceOver says, through axdiff's model.
@MainActor
enum Screen {
    /// A shown, iPhone-sized window holding `views` (laid out once, as a run loop would).
    static func window(_ views: [UIView], width: CGFloat = 393, height: CGFloat = 852) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        for view in views { window.addSubview(view) }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// A window showing `controller`'s view.
    static func window(showing controller: UIViewController, width: CGFloat = 393, height: CGFloat = 852) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return window
    }

    /// VoiceOver's model of the captured window; `context` overrides the device's (`idiom`,
    /// `layoutDirection`).
    static func model(_ window: UIWindow, context: [String: String] = [:]) throws -> VoiceOverModel {
        VoiceOverModel(snapshot: try UIKitCapture.snapshot(of: window, screen: "Test", context: context))
    }

    /// What VoiceOver says at each focus stop, in reading order.
    static func spoken(_ window: UIWindow, context: [String: String] = [:]) throws -> [String] {
        try model(window, context: context).announcements
    }

    /// The labels of the focus stops, in reading order.
    static func order(_ window: UIWindow, context: [String: String] = [:]) throws -> [String] {
        let model = try model(window, context: context)
        return model.focusStops.map { model.tree.elements[$0].label ?? "" }
    }

    static func label(_ text: String, _ frame: CGRect) -> UILabel {
        let label = UILabel(frame: frame)
        label.text = text
        return label
    }

    static func button(_ title: String, _ frame: CGRect) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle(title, for: .normal)
        button.frame = frame
        return button
    }

    /// A person's card, a plain view: name and department one under the other, then Call and
    /// Email side by side (or one under the other when `stacked`).
    static func card(name: String, department: String, x: CGFloat, grouped: Bool = false, stacked: Bool = false) -> UIView {
        let card = UIView(frame: CGRect(x: x, y: 100, width: 171, height: 180))
        card.shouldGroupAccessibilityChildren = grouped
        card.addSubview(label(name, CGRect(x: 12, y: 12, width: 147, height: 22)))
        card.addSubview(label(department, CGRect(x: 12, y: 38, width: 147, height: 18)))
        card.addSubview(button("Call", stacked ? CGRect(x: 12, y: 70, width: 64, height: 44) : CGRect(x: 12, y: 100, width: 64, height: 44)))
        card.addSubview(button("Email", stacked ? CGRect(x: 12, y: 122, width: 64, height: 44) : CGRect(x: 83, y: 100, width: 64, height: 44)))
        return card
    }
}
