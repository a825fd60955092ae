import AXCapture
import Foundation
import Testing
import UIKitInterface

/// `axdiff show` on captured screens reads them in VoiceOver's order (issue 40's cases): the
/// built tool, on the files the capture writes.
@MainActor
@Suite struct VoiceOverShowTests {
    /// A person's card: a plain view with a name, a department, then Call and Email side by side.
    func card(_ name: String, _ department: String, x: CGFloat, grouped: Bool) -> UIView {
        let card = UIView(frame: CGRect(x: x, y: 100, width: 171, height: 160))
        card.shouldGroupAccessibilityChildren = grouped
        card.addSubview(label(name, frame: CGRect(x: 12, y: 12, width: 147, height: 22)))
        card.addSubview(label(department, frame: CGRect(x: 12, y: 38, width: 147, height: 18)))
        card.addSubview(button("Call \(name)", frame: CGRect(x: 12, y: 100, width: 64, height: 44)))
        card.addSubview(button("Email \(name)", frame: CGRect(x: 83, y: 100, width: 64, height: 44)))
        return card
    }

    /// The numbered stops of `axdiff show`, without their line numbers.
    func stops(_ output: String) -> [String] {
        output.split(separator: "\n").compactMap { line -> String? in
            let text = line.trimmingCharacters(in: .whitespaces)
            guard let dot = text.firstIndex(of: "."), Int(text[..<dot]) != nil else { return nil }
            let rest = text[text.index(dot, offsetBy: 2)...]
            return String(rest.components(separatedBy: "  (line").first ?? "")
        }
    }

    @Test func twoCardsAreReadInRowsAndGroupedCardByCard() throws {
        func screen(grouped: Bool) -> UIWindow {
            phoneWindow { window in
                window.addSubview(card("Ada", "Engineering", x: 16, grouped: grouped))
                window.addSubview(card("Grace", "Design", x: 203, grouped: grouped))
            }
        }
        let pair = try CapturedPair("People", before: screen(grouped: false), after: screen(grouped: true))
        defer { pair.remove() }
        #expect(try stops(pair.show(pair.before)) == [
            "Ada", "Grace", "Engineering", "Design",
            "Call Ada, button", "Email Ada, button", "Call Grace, button", "Email Grace, button",
        ])
        #expect(try stops(pair.show(pair.after)) == [
            "Ada", "Engineering", "Call Ada, button", "Email Ada, button",
            "Grace", "Design", "Call Grace, button", "Email Grace, button",
        ])
        // Grouping the cards changes what a VoiceOver user meets: the diff says so.
        #expect(try pair.findings().contains { $0.rule == "focus-order-changed" })
    }

    @Test func rightToLeftTheCardsAreReadFromTheRight() throws {
        func screen(grouped: Bool) -> UIWindow {
            phoneWindow { window in
                window.addSubview(card("Ada", "Engineering", x: 16, grouped: grouped))
                window.addSubview(card("Grace", "Design", x: 203, grouped: grouped))
            }
        }
        let pair = try CapturedPair("Cards RTL", before: screen(grouped: false), after: screen(grouped: true), context: ["layoutDirection": "rightToLeft"])
        defer { pair.remove() }
        #expect(try stops(pair.show(pair.before)) == [
            "Grace", "Ada", "Design", "Engineering",
            "Email Grace, button", "Call Grace, button", "Email Ada, button", "Call Ada, button",
        ])
        #expect(try stops(pair.show(pair.after)) == [
            "Grace", "Design", "Email Grace, button", "Call Grace, button",
            "Ada", "Engineering", "Email Ada, button", "Call Ada, button",
        ])
    }

    /// A container that lists its elements keeps their order and sits where the first of them
    /// on screen is (Second, above First), not where the first listed is.
    @Test func aContainerWithItsOwnOrderIsReadInThatOrder() throws {
        func screen(listed: Bool) -> UIWindow {
            phoneWindow { window in
                window.addSubview(label("Top", frame: CGRect(x: 16, y: 100, width: 200, height: 30)))
                let container = UIView(frame: CGRect(x: 0, y: 150, width: 393, height: 300))
                let first = label("First", frame: CGRect(x: 16, y: 150, width: 200, height: 30))
                let second = label("Second", frame: CGRect(x: 16, y: 10, width: 200, height: 30))
                container.addSubview(first)
                container.addSubview(second)
                if listed { container.accessibilityElements = [first, second] }
                window.addSubview(container)
                window.addSubview(label("Middle", frame: CGRect(x: 16, y: 250, width: 200, height: 30)))
            }
        }
        let pair = try CapturedPair("Listed", before: screen(listed: false), after: screen(listed: true))
        defer { pair.remove() }
        #expect(try stops(pair.show(pair.before)) == ["Top", "Second", "Middle", "First"])
        #expect(try stops(pair.show(pair.after)) == ["Top", "First", "Second", "Middle"])
    }

    @Test func aTabBarSaysEachTabsPlace() throws {
        func screen(_: Bool) -> UIWindow {
            phoneWindow { window in
                let bar = UITabBar(frame: CGRect(x: 0, y: 803, width: 393, height: 49))
                let items = ["Home", "Search", "Inbox", "Profile"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
                bar.items = items
                bar.selectedItem = items[1]
                window.addSubview(bar)
            }
        }
        let pair = try CapturedPair("Tabs", before: screen(true), after: screen(false))
        defer { pair.remove() }
        #expect(try stops(pair.show(pair.before)) == ["Home, tab, 1 of 4", "Selected, Search, tab, 2 of 4", "Inbox, tab, 3 of 4", "Profile, tab, 4 of 4"])
    }
}
