#if canImport(UIKit)
import UIKit
#else
import UIKitInterface
#endif
import AXCapture
import AXModel
import Testing

/// Reading order as VoiceOver reads UIKit screens (docs/format.md, "Reading order"): plain
/// views are navigated "in horizontal rows", grouped views and containers with their own order
/// keep their elements together.
@MainActor
@Suite struct VoiceOverOrderTests {
    let ada = "Ada Lovelace", grace = "Grace Hopper"

    func cards(groupedA: Bool = false, groupedB: Bool = false, stacked: Bool = false) -> UIWindow {
        Screen.window([
            Screen.card(name: ada, department: "Engineering", x: 16, grouped: groupedA, stacked: stacked),
            Screen.card(name: grace, department: "Design", x: 203, grouped: groupedB, stacked: stacked),
        ])
    }

    @Test func columnsOfPlainViewsAreReadInRows() throws {
        #expect(try Screen.order(cards()) == [ada, grace, "Engineering", "Design", "Call", "Email", "Call", "Email"])
        #expect(try Screen.order(cards(stacked: true)) == [ada, grace, "Engineering", "Design", "Call", "Call", "Email", "Email"])
    }

    @Test func groupedColumnsAreReadCardByCard() throws {
        let cardByCard = [ada, "Engineering", "Call", "Email", grace, "Design", "Call", "Email"]
        #expect(try Screen.order(cards(groupedA: true, groupedB: true)) == cardByCard)
        // One grouped card is read whole where its first element is; the other's elements
        // are rows of their own after it.
        #expect(try Screen.order(cards(groupedA: true)) == cardByCard)
        #expect(try Screen.order(cards(groupedB: true)) == [ada, grace, "Design", "Call", "Email", "Engineering", "Call", "Email"])
    }

    @Test func rightToLeftReadsEachRowFromTheRight() throws {
        let context = ["layoutDirection": "rightToLeft"]
        #expect(try Screen.order(cards(), context: context) == [grace, ada, "Design", "Engineering", "Email", "Call", "Email", "Call"])
        #expect(try Screen.order(cards(groupedA: true, groupedB: true), context: context)
            == [grace, "Design", "Email", "Call", ada, "Engineering", "Email", "Call"])
        let grid = Screen.window([
            Screen.label("A", CGRect(x: 0, y: 0, width: 100, height: 40)), Screen.label("B", CGRect(x: 100, y: 0, width: 100, height: 40)),
            Screen.label("C", CGRect(x: 0, y: 50, width: 100, height: 40)), Screen.label("D", CGRect(x: 100, y: 50, width: 100, height: 40)),
        ])
        #expect(try Screen.order(grid) == ["A", "B", "C", "D"])
        #expect(try Screen.order(grid, context: context) == ["B", "A", "D", "C"])
    }

    /// A container that gives its own order keeps it, and sits where its geometrically first
    /// element is (Y), not its first listed one (X).
    @Test func aContainerWithItsOwnOrderKeepsItTogether() throws {
        let square = { (text: String, y: CGFloat) in Screen.label(text, CGRect(x: 100, y: y, width: 32, height: 32)) }
        let container = UIView(frame: CGRect(x: 0, y: 150, width: 393, height: 200))
        let x = square("X", 150), y = square("Y", 10)
        container.addSubview(x)
        container.addSubview(y)
        container.accessibilityElements = [x, y]
        let window = Screen.window([square("E0", 100), container, square("E1", 200), square("E2", 400)])
        #expect(try Screen.order(window) == ["E0", "X", "Y", "E1", "E2"])
    }

    /// Top edges 7 points apart share a row on a phone, 8 do not; on a pad the tolerance is 13.
    @Test func rowsFollowTheIdiomsTolerance() throws {
        func screen(_ offset: CGFloat) -> UIWindow {
            Screen.window([
                Screen.label("Right", CGRect(x: 200, y: 100, width: 100, height: 30)),
                Screen.label("Left", CGRect(x: 20, y: 100 + offset, width: 100, height: 30)),
            ])
        }
        #expect(try Screen.order(screen(7)) == ["Left", "Right"])
        #expect(try Screen.order(screen(8)) == ["Right", "Left"])
        #expect(try Screen.order(screen(12), context: ["idiom": "pad"]) == ["Left", "Right"])
        #expect(try Screen.order(screen(13), context: ["idiom": "pad"]) == ["Right", "Left"])
    }

    @Test func aTabBarSaysTabNOfM() throws {
        let bar = UITabBar(frame: CGRect(x: 0, y: 803, width: 393, height: 49))
        let items = ["Home", "Search", "Inbox", "Profile"].enumerated().map { UITabBarItem(title: $1, image: nil, tag: $0) }
        bar.items = items
        bar.selectedItem = items[0]
        let title = Screen.label("Inbox", CGRect(x: 16, y: 60, width: 200, height: 30))
        title.accessibilityTraits.insert(.header)
        let spoken = try Screen.spoken(Screen.window([title, bar]))
        #expect(spoken == ["Inbox, heading", "Selected, Home, tab, 1 of 4", "Search, tab, 2 of 4", "Inbox, tab, 3 of 4", "Profile, tab, 4 of 4"])
    }

    /// Any element with the tab bar trait makes what is inside it tabs; without the trait they
    /// are buttons again, with no place.
    @Test func aViewWithTheTabBarTraitSaysTabNOfM() throws {
        func bar(trait: Bool) -> UIView {
            let bar = UIView(frame: CGRect(x: 0, y: 803, width: 393, height: 49))
            for (index, name) in ["Home", "Search", "Inbox", "Profile"].enumerated() {
                let tab = Screen.button(name, CGRect(x: CGFloat(index) * 98.25, y: 0, width: 98.25, height: 49))
                tab.isSelected = index == 0
                bar.addSubview(tab)
            }
            if trait { bar.accessibilityTraits = .tabBar }
            return bar
        }
        #expect(try Screen.spoken(Screen.window([bar(trait: true)])) == ["Selected, Home, tab, 1 of 4", "Search, tab, 2 of 4", "Inbox, tab, 3 of 4", "Profile, tab, 4 of 4"])
        #expect(try Screen.spoken(Screen.window([bar(trait: false)])) == ["Selected, Home, button", "Search, button", "Inbox, button", "Profile, button"])
        // Right to left, the places follow the reading order.
        #expect(try Screen.spoken(Screen.window([bar(trait: true)]), context: ["layoutDirection": "rightToLeft"])
            == ["Profile, tab, 1 of 4", "Inbox, tab, 2 of 4", "Search, tab, 3 of 4", "Selected, Home, tab, 4 of 4"])
    }

    @Test func aHiddenOrTransparentRootIsAnErrorNotAnEmptySnapshot() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.addSubview(Screen.label("Hello", CGRect(x: 16, y: 100, width: 200, height: 30)))
        // A window starts hidden, as UIKit's do.
        #expect(window.isHidden)
        #expect(throws: CaptureError.rootHidden(type: "UIWindow", hiddenView: "UIWindow", isRoot: true)) {
            try UIKitCapture.snapshot(of: window, screen: "Hidden")
        }
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 200))
        window.addSubview(view)
        #expect(throws: CaptureError.rootHidden(type: "UIView", hiddenView: "UIWindow", isRoot: false)) {
            try UIKitCapture.snapshot(of: view, screen: "Inside a hidden window")
        }
        window.makeKeyAndVisible()
        view.alpha = 0
        #expect(throws: CaptureError.rootTransparent(type: "UIView", transparentView: "UIView", isRoot: true, alpha: 0)) {
            try UIKitCapture.snapshot(of: view, screen: "Faded out")
        }
        let message = CaptureError.rootHidden(type: "UIWindow", hiddenView: "UIWindow", isRoot: true).description
        #expect(message.contains("is hidden") && message.contains("makeKeyAndVisible()"))
        #expect(try Screen.order(window) == ["Hello"])
    }
}
