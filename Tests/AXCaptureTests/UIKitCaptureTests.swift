import AXCapture
import AXModel
import Testing
import UIKitInterface

/// The UIKit adapter over the stand-in: what it reads from views and the device.
@MainActor
@Suite(.serialized) struct UIKitCaptureTests {
    @Test func viewControllerIsPutInAWindowOfTheScreenSize() throws {
        final class Settings: UIViewController {
            override func viewDidLoad() {
                let title = UILabel(frame: CGRect(x: 16, y: 59, width: 361, height: 41))
                title.text = "Settings"
                title.accessibilityTraits.insert(.header)
                view.addSubview(title)
            }
        }
        let snapshot = try UIKitCapture.snapshot(of: Settings(), screen: "Settings")
        #expect(snapshot.root.type == "UIWindow" && snapshot.root.frame == Frame(0, 0, 393, 852))
        let title = try #require(ElementTree(root: snapshot.root).elements.first { $0.type == "UILabel" })
        #expect(title.label == "Settings" && title.text == "Settings" && title.traits == [.header, .staticText])
        #expect(title.frame == Frame(16, 59, 361, 41))
        #expect(snapshot.context["orientation"] == "portrait" && snapshot.context["idiom"] == "phone")
    }

    @Test func appearanceDirectionAndTextSizeComeFromTheTraits() throws {
        let saved = UITraitCollection.current
        defer { UITraitCollection.current = saved }
        UITraitCollection.current = UITraitCollection(traitsFrom: [
            UITraitCollection(layoutDirection: .rightToLeft),
            UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge),
        ])
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
        window.overrideUserInterfaceStyle = .dark
        let context = UIKitCapture.deviceContext(of: window)
        #expect(context.appearance == "dark" && context.layoutDirection == "rightToLeft")
        #expect(context.contentSize == "accessibilityExtraLarge" && context.orientation == "landscape")
        #expect(context.os == "18.0")
    }

    @Test func controlsSayWhatUIKitSays() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let field = UITextField(frame: CGRect(x: 16, y: 100, width: 361, height: 44))
        field.placeholder = "Email"
        let toggle = UISwitch(frame: CGRect(x: 16, y: 200, width: 51, height: 31))
        toggle.isOn = true
        let more = UIButton(type: .system)
        more.frame = CGRect(x: 16, y: 300, width: 44, height: 44)
        more.accessibilityLabel = "More"
        more.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Share") { _ in true }]
        more.accessibilityTraits = UIAccessibilityTraits(rawValue: UIAccessibilityTraits.button.rawValue | 1 << 40)
        for view in [field, toggle, more] as [UIView] { window.addSubview(view) }
        window.makeKeyAndVisible()
        let elements = try UIKitCapture.snapshot(of: window, screen: "Form").root.children
        #expect(elements[0].traits == [.textEntry] && elements[0].value == "Email")
        #expect(elements[1].traits == [.button, .toggle] && elements[1].value == "1")
        #expect(elements[2].traits == TraitSet([.button, .unknown("bit40")]) && elements[2].actions == ["Share"])
    }
}
