import Testing

@testable import AXModel

/// The contexts VoiceOver speaks and the words of UIKit's private traits
/// (docs/format.md, "Announcements").
@Suite struct SpokenContextTests {
    func stop(_ label: String, _ x: Double, traits: TraitSet = [.button], type: String? = nil) -> Element {
        Element(type: type, label: label, traits: traits, frame: Frame(x, 800, 90, 49), accessible: true)
    }

    func spoken(_ root: Element) -> [String] {
        VoiceOverModel(snapshot: Snapshot(screen: "Test", root: root)).announcements
    }

    @Test func aUITabBarCountsItsTabButtonsOnly() {
        let bar = Element(type: "UITabBar", childOrder: .geometric, children: [
            stop("Home", 0, traits: [.button, .selected, .tabBarItem], type: "UITabBarButton"),
            stop("Search", 100, traits: [.button, .tabBarItem], type: "UITabBarButton"),
            stop("Badge", 200, traits: [.staticText], type: "UILabel"),
        ])
        #expect(spoken(Element(childOrder: .geometric, children: [bar])) == ["Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2", "Badge"])
    }

    /// A file that does not record UIKit's private class names (no tab button in the bar):
    /// every stop of the UITabBar is one of its tabs.
    @Test func aUITabBarWithoutNamedTabButtonsCountsEveryStop() {
        let bar = Element(type: "UITabBar", childOrder: .geometric, children: [
            stop("Home", 0, traits: [.button, .selected], type: "UIButton"), stop("Search", 100, type: "UIButton"),
        ])
        #expect(spoken(Element(childOrder: .geometric, children: [bar])) == ["Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2"])
    }

    @Test func everyStopInATabBarTraitIsATabButtonOrNot() {
        let bar = Element(traits: [.tabBar], children: [
            stop("Home", 0), stop("Updates", 100, traits: [.header]), stop("Off", 200, traits: [.button, .notEnabled]),
        ])
        #expect(spoken(Element(children: [bar])) == ["Home, tab, 1 of 3", "Updates, tab, heading, 2 of 3", "Off, tab, 3 of 3, dimmed"])
    }

    @Test func theOutermostContextDecides() {
        let list = Element(childOrder: .given, children: [stop("One", 0), stop("Two", 100)])
        var inner = list
        inner.container = "list"
        let bar = Element(traits: [.tabBar], children: [inner])
        #expect(spoken(Element(children: [bar])) == ["One, tab, 1 of 2", "Two, tab, 2 of 2"])
    }

    @Test func listsAndLandmarksThatGiveTheirOrderSayWhereTheyStartAndEnd() {
        func container(_ kind: String, _ order: Element.ChildOrder, count: Int = 3) -> Element {
            var element = Element(childOrder: order, children: (0..<count).map { stop("Item \($0 + 1)", Double($0) * 100, traits: [.staticText]) })
            element.container = kind
            return element
        }
        #expect(spoken(Element(children: [container("list", .given)])) == ["Item 1, list start", "Item 2", "Item 3, list end"])
        #expect(spoken(Element(children: [container("landmark", .given)])) == ["Item 1, landmark", "Item 2", "Item 3, end"])
        #expect(spoken(Element(children: [container("list", .given, count: 1)])) == ["Item 1, list start"])
        // A list read by position (no accessibilityElements) says nothing of its edges, as in
        // AccessibilitySnapshot; nor does a semantic group.
        #expect(spoken(Element(children: [container("list", .geometric)])) == ["Item 1", "Item 2", "Item 3"])
        #expect(spoken(Element(children: [container("semanticGroup", .given)])) == ["Item 1", "Item 2", "Item 3"])
    }

    @Test func segmentsSayTheirPlace() {
        let control = Element(type: "UISegmentedControl", children: [
            stop("Day", 0, type: "UISegment"), stop("Week", 100, traits: [.button, .selected], type: "UISegment"),
        ])
        #expect(spoken(Element(children: [control])) == ["Day, button, 1 of 2", "Selected, Week, button, 2 of 2"])
    }

    @Test(arguments: [
        (Element(label: "Home", traits: [.button, .tabBarItem]), "Home, tab"),
        (Element(label: "Settings", traits: [.button, .backButton]), "Settings, back button"),
        (Element(label: "Back", traits: [.button, .backButton]), "Back button"),
        (Element(label: "Password", traits: [.textEntry, .secureTextField]), "Password, secure text field. Double tap to edit."),
        (Element(label: "Name", traits: [.textEntry, .isEditing]), "Name, text field, is editing. Use the rotor to access Misspelled Words."),
        (Element(label: "Notes", traits: [.textEntry, .textArea]), "Notes, text field. Double tap to edit. Use the rotor to access Misspelled Words."),
        (Element(label: "Notes", traits: [.textEntry, .textArea, .notEnabled]), "Notes, text field, dimmed"),
        (Element(label: "Share", traits: [.button, .unknown("bit40")]), "Share, button"),
    ])
    func privateTraitsAreSpokenAsVoiceOverSaysThem(element: Element, expected: String) {
        #expect(Announcement.text(for: element) == expected)
    }

    /// The private traits are iOS's: other readers say nothing for them.
    @Test func otherReadersSayNothingForThem() {
        let element = Element(label: "Home", traits: [.button, .tabBarItem])
        #expect(Announcement.text(for: element, reader: .talkBack) == "Home, button")
    }

    @Test func privateTraitsAreNamedInTheVocabulary() throws {
        for name in ["tabBarItem", "backButton", "textArea", "secureTextField", "isEditing"] {
            let trait = Trait(name: name)
            #expect(trait.vocabularyIndex != nil && trait.name == name)
        }
        #expect(Trait.tabBarItem.kind == .role && Trait.isEditing.kind == .state && Trait.textArea.kind == .property)
        #expect(Trait.unknown("bit40").isUnnamedBit && !Trait.unknown("bitter").isUnnamedBit && !Trait.unknown("bit").isUnnamedBit)
        let parsed = try SnapshotParser.parse(#"{"axsnap": 1, "screen": "S", "root": {"traits": ["isEditing", "textEntry", "bit40"]}}"#, path: "t.json")
        #expect(parsed.warnings.count == 1 && parsed.snapshot.root.traits.contains(.isEditing))
        #expect(parsed.snapshot.root.traits.names == ["textEntry", "isEditing", "bit40"])
    }
}
