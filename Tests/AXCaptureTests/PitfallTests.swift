import AXCapture
import Testing
import UIKitInterface

/// One UIKit hierarchy per pitfall that iOS accessibility guides warn about, written as a UIKit
/// developer writes it, captured, and judged by the built `axdiff`: `show` must announce what
/// VoiceOver would, and `diff` of the before/after pair must report the expected rule.
@MainActor
@Suite struct PitfallTests {
    @Test func traitsAssignedInsteadOfInsertedLoseTheButtonRole() throws {
        func screen(assign: Bool) -> UIWindow {
            phoneWindow { window in
                let favourite = button("Favourite", frame: CGRect(x: 16, y: 100, width: 120, height: 44))
                if assign {
                    favourite.accessibilityTraits = .selected
                } else {
                    favourite.accessibilityTraits.insert(.selected)
                }
                window.addSubview(favourite)
            }
        }
        let pair = try CapturedPair("Favourites", before: screen(assign: false), after: screen(assign: true))
        defer { pair.remove() }
        #expect(try pair.show(pair.before).contains("1. Selected, Favourite, button"))
        #expect(try pair.show(pair.after).contains("1. Selected, Favourite  (line"))
        #expect(try pair.findings().contains { $0.rule == "role-removed" })
    }

    @Test func disabledButtonHiddenFromVoiceOverIsUnreachable() throws {
        func screen(hideWhenDisabled: Bool) -> UIWindow {
            phoneWindow { window in
                let signUp = button("Sign Up", frame: CGRect(x: 16, y: 700, width: 361, height: 50))
                signUp.isEnabled = false
                if hideWhenDisabled { signUp.isAccessibilityElement = false }
                window.addSubview(signUp)
            }
        }
        let pair = try CapturedPair("SignUp", before: screen(hideWhenDisabled: false), after: screen(hideWhenDisabled: true))
        defer { pair.remove() }
        #expect(try pair.show(pair.before).contains("1. Sign Up, button, dimmed"))
        #expect(try pair.show(pair.after).contains("0 focus stops"))
        #expect(try pair.findings().contains { $0.rule == "element-unreachable" && $0.severity == "error" })
    }

    @Test func cellMadeAccessibleSwallowsItsButtons() throws {
        func screen(cellAccessible: Bool) -> UIWindow {
            phoneWindow { window in
                let cell = UITableViewCell(style: .default, reuseIdentifier: "order")
                cell.frame = CGRect(x: 0, y: 100, width: 393, height: 88)
                cell.contentView.addSubview(label("Order #1024", frame: CGRect(x: 16, y: 8, width: 200, height: 24)))
                cell.contentView.addSubview(button("Track", frame: CGRect(x: 16, y: 40, width: 100, height: 44)))
                cell.contentView.addSubview(button("Cancel", frame: CGRect(x: 140, y: 40, width: 100, height: 44)))
                // UIKit's cell is one element by default; the fixed screen opens it up.
                cell.isAccessibilityElement = cellAccessible
                if cellAccessible { cell.accessibilityLabel = "Order #1024" }
                window.addSubview(cell)
            }
        }
        let pair = try CapturedPair("Orders", before: screen(cellAccessible: false), after: screen(cellAccessible: true))
        defer { pair.remove() }
        let before = try pair.show(pair.before)
        #expect(before.contains("1. Order #1024") && before.contains("2. Track, button") && before.contains("3. Cancel, button"))
        let after = try pair.show(pair.after)
        #expect(after.contains("1. Order #1024  (line"))
        #expect(after.contains("\"Track\": nested inside the accessibility element \"Order #1024\""))
        #expect(try pair.findings().filter { $0.rule == "element-unreachable" }.count == 2)
    }

    @Test func customElementOrderWithANonViewElementIsKept() throws {
        func screen(buyFirst: Bool) -> UIWindow {
            phoneWindow { window in
                let card = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 120))
                let title = label("Headphones", frame: CGRect(x: 16, y: 0, width: 200, height: 24))
                let buy = button("Buy", frame: CGRect(x: 300, y: 0, width: 77, height: 44))
                // The price is drawn, not a view: an accessibility element stands for it.
                let price = UIAccessibilityElement(accessibilityContainer: card)
                price.isAccessibilityElement = true
                price.accessibilityLabel = "$199"
                price.accessibilityTraits = .staticText
                price.accessibilityFrame = CGRect(x: 16, y: 130, width: 80, height: 24)
                card.addSubview(title)
                card.addSubview(buy)
                card.accessibilityElements = buyFirst ? [buy, title, price] : [title, price, buy]
                window.addSubview(card)
            }
        }
        let pair = try CapturedPair("Product", before: screen(buyFirst: false), after: screen(buyFirst: true))
        defer { pair.remove() }
        let before = try pair.show(pair.before)
        #expect(before.contains("1. Headphones") && before.contains("2. $199") && before.contains("3. Buy, button"))
        #expect(try pair.show(pair.after).contains("1. Buy, button"))
        #expect(try pair.findings().contains { $0.rule == "focus-order-changed" })
    }

    @Test func alertThatIsNotModalLetsVoiceOverLeaveIt() throws {
        func screen(modal: Bool) -> UIWindow {
            phoneWindow { window in
                window.addSubview(button("Delete All", frame: CGRect(x: 16, y: 100, width: 200, height: 44)))
                let alert = UIView(frame: CGRect(x: 40, y: 300, width: 313, height: 160))
                alert.accessibilityViewIsModal = modal
                alert.addSubview(label("Delete all messages?", frame: CGRect(x: 16, y: 16, width: 281, height: 24)))
                alert.addSubview(button("Delete", frame: CGRect(x: 16, y: 100, width: 130, height: 44)))
                alert.addSubview(button("Keep", frame: CGRect(x: 167, y: 100, width: 130, height: 44)))
                window.addSubview(alert)
            }
        }
        let pair = try CapturedPair("Inbox", before: screen(modal: true), after: screen(modal: false))
        defer { pair.remove() }
        let before = try pair.show(pair.before)
        #expect(before.contains("3 focus stops") && before.contains("1. Delete all messages?"))
        #expect(try pair.show(pair.after).contains("1. Delete All, button"))
        #expect(try pair.findings().contains { $0.rule == "modal-removed" && $0.severity == "error" })
        #expect(try pair.diffText().contains("error   modal-removed"))
    }

    @Test func sectionWithElementsHiddenIsUnreachable() throws {
        func screen(hidden: Bool) -> UIWindow {
            phoneWindow { window in
                let section = UIView(frame: CGRect(x: 0, y: 100, width: 393, height: 200))
                section.accessibilityElementsHidden = hidden
                section.addSubview(label("Shipping", frame: CGRect(x: 16, y: 0, width: 200, height: 24)))
                section.addSubview(button("Change address", frame: CGRect(x: 16, y: 40, width: 200, height: 44)))
                window.addSubview(section)
            }
        }
        let pair = try CapturedPair("Checkout", before: screen(hidden: false), after: screen(hidden: true))
        defer { pair.remove() }
        #expect(try pair.show(pair.before).contains("2. Change address, button"))
        let after = try pair.show(pair.after)
        #expect(after.contains("0 focus stops") && after.contains("\"Change address\": hidden"))
        #expect(try pair.findings().contains { $0.rule == "element-unreachable" && $0.severity == "error" })
    }

    /// A row that speaks for its switch (label, value, toggle trait) is a grouping, not a
    /// swallowed control: no regression says the switch was lost.
    @Test func labelAndSwitchGroupedIntoOneRowIsNoError() throws {
        let pair = try switchRowPair()
        defer { pair.remove() }
        let findings = try pair.findings()
        #expect(!findings.contains { $0.rule == "element-unreachable" || $0.rule == "nested-accessibility-element" }, "\(findings)")
        #expect(!findings.contains { $0.severity == "error" })
    }

    @Test func labelAndSwitchGroupedIntoOneRowIsOneStop() throws {
        let pair = try switchRowPair()
        defer { pair.remove() }
        let before = try pair.show(pair.before)
        #expect(before.contains("1. Dark Theme") && before.contains("2. Off, switch button"))
        let after = try pair.show(pair.after)
        #expect(after.contains("1 focus stop") && after.contains("1. Dark Theme, Off, switch button. Double tap to toggle setting."))
    }

    func switchRowPair() throws -> CapturedPair {
        func screen(grouped: Bool) -> UIWindow {
            phoneWindow { window in
                let row = UIView(frame: CGRect(x: 0, y: 120, width: 393, height: 44))
                let text = label("Dark Theme", frame: CGRect(x: 16, y: 0, width: 280, height: 44))
                let toggle = UISwitch(frame: CGRect(x: 326, y: 6, width: 51, height: 31))
                toggle.accessibilityIdentifier = "darkThemeSwitch"
                row.addSubview(text)
                row.addSubview(toggle)
                if grouped {
                    row.isAccessibilityElement = true
                    row.accessibilityLabel = text.text
                    row.accessibilityValue = toggle.isOn ? "On" : "Off"
                    row.accessibilityTraits = toggle.accessibilityTraits
                }
                window.addSubview(row)
            }
        }
        return try CapturedPair("Settings", before: screen(grouped: false), after: screen(grouped: true))
    }
}
