import AXImport
import AXModel
import Testing

@Suite struct XCUITestImporterTests {
    // MARK: Real page sources

    @Test func todolistReadsOnlyTheOnboardingOverlay() throws {
        let (snapshot, _) = try importReal("xcuitest/alumnium_todolist_v1.xml")
        #expect(announcements(snapshot) == [
            "Welcome to ToDoList", "Start with a quick onboarding", "Continue, button",
        ])
        let stops = focusStops(snapshot)
        #expect(stops.map(\.traits) == [[.staticText], [.staticText], [.button]])
        #expect(stops.map(\.type) == [
            "XCUIElementTypeStaticText", "XCUIElementTypeStaticText", "XCUIElementTypeButton",
        ])
        #expect(snapshot.platform == .ios)
        #expect(snapshot.context == ["app": "ToDoList", "screenSize": "393x852", "orientation": "portrait"])
    }

    @Test func todolistListBehindTheOverlayIsBlockedByAModalView() throws {
        let (snapshot, _) = try importReal("xcuitest/alumnium_todolist_v1.xml")
        let model = VoiceOverModel(snapshot: snapshot)
        let elements = model.tree.elements
        let cell = try #require(elements.firstIndex { $0.label == "All Tasks, 0" })
        #expect(elements[cell].type == "XCUIElementTypeCell")
        #expect(elements[cell].accessible)
        #expect(model.blocked[cell]?.reason == .modal)
        let overlay = try #require(model.blocked[cell]?.by)
        #expect(elements[overlay].modal)
        #expect(elements[overlay].frame == Frame(0, 0, 393, 852))
        // The cell's texts are inside it: VoiceOver reads the cell, never them.
        #expect(elements.filter(\.modal).count == 1)
        #expect(elements.first { $0.id == "BLTNBoard.BulletinView" }?.type == "XCUIElementTypeNavigationBar")
    }

    @Test func cellWithoutLabelIsLabelledByItsTextsInReadingOrder() throws {
        let (snapshot, _) = try importReal("xcuitest/alumnium_todolist_v1.xml")
        let cells = allElements(snapshot).filter { $0.type == "XCUIElementTypeCell" }
        #expect(cells.map(\.label) == [
            "All Tasks, 0", "Today, 0", "Tomorrow, 0", "Next 7 Days, 0", nil, "Completed, 0",
        ])
        #expect(cells.map(\.accessible) == [true, true, true, true, false, true])
    }

    @Test func todolistV2DiffersFromV1ByTheOneAddedTextField() throws {
        let (v1, _) = try importReal("xcuitest/alumnium_todolist_v1.xml", screen: "ToDoList")
        let (v2, _) = try importReal("xcuitest/alumnium_todolist_v2.xml", screen: "ToDoList")
        let added = try #require(allElements(v2).first { $0.id == "maskedElement" })
        #expect(added.type == "XCUIElementTypeTextField")
        #expect(added.label == "Enter Code")
        #expect(added.value == "Entered value")
        #expect(added.traits == [.textEntry])
        #expect(added.accessible)
        // Inside the Continue button, which swallows it: the nested-element pitfall.
        let model = VoiceOverModel(snapshot: v2)
        let index = try #require(model.tree.elements.firstIndex { $0.id == "maskedElement" })
        #expect(model.blocked[index]?.reason == .nested)
        #expect(model.tree.elements[model.blocked[index]!.by].label == "Continue")
        var trimmed = v2
        trimmed.root = removing(id: "maskedElement", from: v2.root)
        #expect(trimmed == v1)
    }

    @Test func shiratesSettingsWithoutAccessibleAttributesReadsLikeVoiceOver() throws {
        let (snapshot, _) = try importReal("xcuitest/shirates_ios_SettingsTopScreen.xml")
        #expect(announcements(snapshot) == [
            "Settings, heading",
            "Sign in to your iPhone, Set up iCloud, the App Store, and more.",
            "General", "Accessibility", "Privacy", "Passwords", "Safari", "News", "Maps",
            "Shortcuts", "Health", "Siri & Search", "Photos", "Game Center", "Developer", "app.st",
        ])
        let stops = focusStops(snapshot)
        #expect(stops[0].traits == [.header, .staticText])
        #expect(stops[0].text == "Settings")
        #expect(stops.dropFirst().allSatisfy { $0.type == "XCUIElementTypeCell" && $0.traits.isEmpty })
        let elements = allElements(snapshot)
        // `name` is an identifier only when it is not the label and is unique.
        #expect(elements.first { $0.id == "ACCESSIBILITY" }?.label == "Accessibility")
        #expect(elements.first { $0.id == "ACCESSIBILITY" }?.text == "Accessibility")
        #expect(!elements.contains { $0.id == "chevron" })
        let chevrons = elements.filter { $0.label == "chevron" }
        #expect(chevrons.count == 14)
        #expect(chevrons.allSatisfy { $0.traits == [.button, .notEnabled] })
        // Off-screen cells say visible="false" but VoiceOver scrolls to them.
        #expect(!elements.contains { $0.hidden || $0.modal })
        #expect(snapshot.context["screenSize"] == "390x844")
    }

    @Test func duplicatedLabelsStayOnContainersThatAreNotStops() throws {
        let (snapshot, _) = try importReal("xcuitest/alumnium_foobar_duplicated.xml")
        #expect(announcements(snapshot) == [
            "Welcome to the new FooBar app!", "We're happy to have you!",
            "Reveal exclusive perks, save lots on stuff, and find gifts for everyone. Start acting today!",
            "Start Now, button",
        ])
    }

    // MARK: Mapping

    @Test func elementTypesAndAttributesMapToTraits() throws {
        let (snapshot, warnings) = try importText("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication" name="App" label="App" x="0" y="0" width="1024" height="768">
              <XCUIElementTypeSwitch type="XCUIElementTypeSwitch" name="wifiSwitch" label="Wi-Fi" value="1" enabled="true" accessible="true" x="10" y="10" width="51" height="31"/>
              <XCUIElementTypeSlider type="XCUIElementTypeSlider" label="Volume" value="50%" accessible="true"/>
              <XCUIElementTypeLink type="XCUIElementTypeLink" label="Terms" accessible="true" selected="true"/>
              <XCUIElementTypeSearchField type="XCUIElementTypeSearchField" label="Search" accessible="true"/>
              <XCUIElementTypeSecureTextField type="XCUIElementTypeSecureTextField" label="Password" value="••••" enabled="false" accessible="true"/>
              <XCUIElementTypeKey type="XCUIElementTypeKey" label="q" accessible="true"/>
              <XCUIElementTypeStaticText type="XCUIElementTypeStaticText" label="Profile" value="Profile" traits="Header, StaticText" accessible="true"/>
              <XCUIElementTypeTabBar type="XCUIElementTypeTabBar" accessible="false">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Home" selected="true" accessible="true"/>
              </XCUIElementTypeTabBar>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(warnings.isEmpty)
        let stops = focusStops(snapshot)
        #expect(stops.map(\.traits) == [
            [.button, .toggle], [.adjustable], [.link, .selected], [.searchField, .textEntry],
            [.textEntry, .notEnabled], [.keyboardKey], [.header, .staticText], [.button, .selected],
        ])
        #expect(stops[0].id == "wifiSwitch")
        #expect(stops[0].frame == Frame(10, 10, 51, 31))
        #expect(announcements(snapshot) == [
            "Wi-Fi, On, switch button. Double tap to toggle setting.",
            "Volume, 50%, adjustable. Swipe up or down with one finger to adjust the value.",
            "Selected, Terms, link",
            "Search, search field. Double tap to edit.",
            "Password, ••••, text field, dimmed",
            "q, key",
            "Profile, heading",
            "Selected, Home, tab, 1 of 1",
        ])
        #expect(snapshot.context["idiom"] == "pad")
        #expect(snapshot.context["orientation"] == "landscape")
    }

    @Test func alertsAreModal() throws {
        let (snapshot, _) = try importText("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">
              <XCUIElementTypeButton type="XCUIElementTypeButton" label="Behind"/>
              <XCUIElementTypeAlert type="XCUIElementTypeAlert" label="Delete?">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="Delete"/>
              </XCUIElementTypeAlert>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        #expect(announcements(snapshot) == ["Delete, button"])
    }

    @Test func withoutAccessibleAttributeTheTypeDecides() throws {
        let (snapshot, _) = try importText("""
            <XCUIElementTypeApplication type="XCUIElementTypeApplication">
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="decoration"/>
              <XCUIElementTypeImage type="XCUIElementTypeImage" name="avatar" label="Avatar"/>
              <XCUIElementTypeOther type="XCUIElementTypeOther" label="Group">
                <XCUIElementTypeOther type="XCUIElementTypeOther" label="Badge"/>
              </XCUIElementTypeOther>
            </XCUIElementTypeApplication>
            """)
        #expect(announcements(snapshot) == ["Avatar, image", "Badge"])
        #expect(allElements(snapshot).first { $0.id == "decoration" }?.accessible == false)
    }

    @Test func badAttributeValueIsAWarningAndTheElementIsKept() throws {
        let (snapshot, warnings) = try importText("""
            <AppiumAUT>
              <XCUIElementTypeApplication type="XCUIElementTypeApplication">
                <XCUIElementTypeButton type="XCUIElementTypeButton" label="OK" accessible="true"
                    x="abc" y="2" width="3" height="4" enabled="maybe" traits="Button, Sparkly"/>
              </XCUIElementTypeApplication>
            </AppiumAUT>
            """)
        #expect(warnings.count == 3)
        let first = try #require(warnings.first)
        #expect(first.severity == .warning)
        #expect(first.path == "test-input")
        #expect(first.line == 4)
        #expect(first.column == 9)
        #expect(first.message.contains("x=\"abc\""))
        #expect(warnings[1].message.contains("enabled=\"maybe\""))
        #expect(warnings[2].code == .unknownTrait)
        #expect(warnings[2].message.contains("Sparkly"))
        let button = try #require(focusStops(snapshot).first)
        #expect(button.label == "OK")
        #expect(button.frame == nil)
        #expect(button.traits == [.button])
    }

    @Test func hostileStringsAreKeptVerbatim() throws {
        let (snapshot, _) = try importText("""
            <AppiumAUT><XCUIElementTypeApplication type="XCUIElementTypeApplication">
              <XCUIElementTypeButton type="XCUIElementTypeButton" name="a|b" label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&#1;&#x7F;|&amp;" accessible="true"/>
            </XCUIElementTypeApplication></AppiumAUT>
            """)
        let button = try #require(focusStops(snapshot).first)
        #expect(button.label == "<script>alert(\"x\")</script>\u{1}\u{7F}|&")
        #expect(button.id == "a|b")
        let reread = try SnapshotParser.parse(CanonicalWriter.write(snapshot))
        #expect(reread.snapshot == snapshot)
    }

    @Test func androidDumpNamedAsXCUITestIsRejectedWithAHint() throws {
        let error = importError("<hierarchy><node class=\"a.B\"/></hierarchy>", format: .appiumXCUITest)
        guard case .unexpectedContent(.appiumXCUITest, _, 1, let message)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(message.contains("uiautomator"))
    }
}

/// The element without any descendant that has `id`.
private func removing(id: String, from element: Element) -> Element {
    var copy = element
    copy.children = element.children.filter { $0.id != id }.map { removing(id: id, from: $0) }
    return copy
}
