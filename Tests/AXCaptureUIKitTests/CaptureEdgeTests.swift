#if canImport(UIKit)
import UIKit
#else
import UIKitInterface
#endif
import AXCapture
import AXModel
import Testing

/// What the capture must not miss: containers that vend their elements through UIKit's
/// dynamic methods, SwiftUI's identifiers, UIKit's private trait bits.
@MainActor
@Suite struct CaptureEdgeTests {
    /// A chart that draws its bars and vends one element per bar through
    /// `accessibilityElementCount()` and `accessibilityElement(at:)`, the documented
    /// alternative to `accessibilityElements`.
    final class BarChart: UIView {
        lazy var bars: [UIAccessibilityElement] = ["Monday", "Tuesday", "Wednesday"].enumerated().map { index, day in
            let bar = UIAccessibilityElement(accessibilityContainer: self)
            bar.isAccessibilityElement = true
            bar.accessibilityLabel = day
            bar.accessibilityValue = "\(index + 3) hours"
            bar.accessibilityFrameInContainerSpace = CGRect(x: CGFloat(index) * 100, y: 0, width: 80, height: 200)
            return bar
        }

        override func accessibilityElementCount() -> Int { bars.count }
        override func accessibilityElement(at index: Int) -> Any? { bars.indices.contains(index) ? bars[index] : nil }
        override func index(ofAccessibilityElement element: Any) -> Int {
            bars.firstIndex { $0 === element as AnyObject } ?? NSNotFound
        }
    }

    @Test func containersWithDynamicElementsAreWalked() throws {
        let chart = BarChart(frame: CGRect(x: 16, y: 100, width: 300, height: 200))
        let model = try Screen.model(Screen.window([chart]))
        #expect(model.announcements == ["Monday, 3 hours", "Tuesday, 4 hours", "Wednesday, 5 hours"])
        let container = try #require(model.tree.elements.first { $0.type == "BarChart" })
        #expect(container.childOrder == .given)
    }

    /// SwiftUI's elements answer `accessibilityIdentifier` without adopting
    /// `UIAccessibilityIdentification`: read by key, and only from an object that answers it.
    final class HostedElement: NSObject {
        #if canImport(UIKit)
        @objc var accessibilityIdentifier: String? = "saveButton"
        #else
        override func responds(to aSelector: Selector!) -> Bool {
            NSStringFromSelector(aSelector) == "accessibilityIdentifier"
        }

        override func value(forKey key: String) -> Any? {
            key == "accessibilityIdentifier" ? "saveButton" : super.value(forKey: key)
        }
        #endif
    }

    /// An element of no kind the capture knows, that answers no identifier.
    final class PlainElement: NSObject {}

    @Test func swiftUIIdentifiersAreReadByKeyWhenAnswered() throws {
        let host = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 100))
        let save = HostedElement()
        save.isAccessibilityElement = true
        save.accessibilityLabel = "Save"
        save.accessibilityFrame = CGRect(x: 16, y: 100, width: 100, height: 44)
        let other = PlainElement()
        other.isAccessibilityElement = true
        other.accessibilityLabel = "Cancel"
        other.accessibilityFrame = CGRect(x: 200, y: 100, width: 100, height: 44)
        host.accessibilityElements = [save, other]
        let model = try Screen.model(Screen.window([host]))
        let ids = model.focusStops.map { model.tree.elements[$0].id }
        #expect(ids == ["saveButton", nil])
    }

    /// The private bits UIKit sets on its own controls are named traits, and spoken; a bit no
    /// one has named is kept as `bit<N>` and never spoken.
    @Test func privateTraitBitsAreNamedAndSpoken() throws {
        func element(_ label: String, _ bits: UInt64, y: CGFloat) -> UIView {
            let view = UIView(frame: CGRect(x: 16, y: y, width: 200, height: 44))
            view.isAccessibilityElement = true
            view.accessibilityLabel = label
            view.accessibilityTraits = UIAccessibilityTraits(rawValue: bits)
            return view
        }
        let button = UIAccessibilityTraits.button.rawValue
        let window = Screen.window([
            element("Settings", button | 1 << 27, y: 100),
            element("Home", button | 1 << 28, y: 150),
            element("Code", 1 << 18 | 1 << 24 | 1 << 21, y: 200),
            element("Bio", 1 << 18 | 1 << 47, y: 250),
            element("Share", button | 1 << 40, y: 300),
        ])
        let model = try Screen.model(window)
        let traits = model.focusStops.map { model.tree.elements[$0].traits }
        #expect(traits == [
            [.button, .backButton], [.button, .tabBarItem], [.textEntry, .secureTextField, .isEditing],
            [.textEntry, .textArea], TraitSet([.button, .unknown("bit40")]),
        ])
        #expect(model.announcements == [
            "Settings, back button", "Home, tab", "Code, secure text field, is editing. Use the rotor to access Misspelled Words.",
            "Bio, text field. Double tap to edit. Use the rotor to access Misspelled Words.", "Share, button",
        ])
    }
}
