import AXModel
import Testing

/// Each platform's reader is named, measures and words announcements its own way.
@Suite struct ScreenReaderTests {
    @Test func eachPlatformNamesItsReaderAndUnit() {
        #expect(ScreenReader(.ios).words("{Reader} {says} it to {users} in {unit}") == "VoiceOver says it to VoiceOver users in points")
        #expect(ScreenReader(.android).words("{Reader} {says} it to {users} in {unit}") == "TalkBack says it to TalkBack users in dp")
        #expect(ScreenReader(.web).words("{Reader} {says} it to {users} in {unit}") == "Screen readers say it to screen reader users in CSS pixels")
        #expect(ScreenReader(.web).words("so {reader} can only speak its role") == "so screen readers can only speak its role")
        #expect([ScreenReader.voiceOver, .talkBack, .webScreenReaders].map(\.minimumTargetSize) == [44, 48, 24])
    }

    @Test(arguments: [
        (Element(value: "0", traits: [.button, .toggle]), "Off, switch button. Double tap to toggle setting.", "Off, switch", "Switch, off"),
        (Element(type: "android.widget.CheckBox", label: "Accept terms", value: "1", traits: [.button, .toggle]),
         "Accept terms, On, switch button. Double tap to toggle setting.", "Checked, Accept terms, check box", "Accept terms, checkbox, checked"),
        (Element(label: "Close", traits: [.button]), "Close, button", "Close, button", "Close, button"),
        (Element(label: "Send", traits: [.button, .notEnabled]), "Send, button, dimmed", "Send, button, disabled", "Send, button, disabled"),
        (Element(label: "Email", value: "a@b.c", traits: [.textEntry]), "Email, a@b.c, text field. Double tap to edit.", "Email, a@b.c, edit box", "Email, textbox, a@b.c"),
        (Element(label: "Volume", value: "50%", traits: [.adjustable]),
         "Volume, 50%, adjustable. Swipe up or down with one finger to adjust the value.", "Volume, 50%, slider", "Volume, slider, 50%"),
        (Element(label: "Home", traits: [.button, .selected]), "Selected, Home, button", "Selected, Home, button", "Home, button, selected"),
        (Element(type: "radio", label: "Small", traits: [.button, .selected]), "Selected, Small, button", "Selected, Small, button", "Small, radio, selected"),
        (Element(label: "Title", traits: [.header]), "Title, heading", "Title, heading", "Title, heading"),
        (Element(traits: [.image]), "Image", "Image", "Image"),
        (Element(label: "Search", traits: [.searchField, .textEntry]), "Search, search field. Double tap to edit.", "Search, search field", "Search, searchbox"),
    ])
    func announcementsInEachPlatformsWording(element: Element, voiceOver: String, talkBack: String, web: String) {
        #expect(Announcement.text(for: element, reader: .voiceOver) == voiceOver)
        #expect(Announcement.text(for: element, reader: .talkBack) == talkBack)
        #expect(Announcement.text(for: element, reader: .webScreenReaders) == web)
    }

    @Test func theModelSpeaksInItsSnapshotsPlatform() {
        let root = Element(children: [Element(label: "Dark theme", value: "0", traits: [.button, .toggle], accessible: true)])
        #expect(VoiceOverModel(snapshot: Snapshot(screen: "S", platform: .android, root: root)).announcements == ["Off, Dark theme, switch"])
        #expect(VoiceOverModel(snapshot: Snapshot(screen: "S", platform: .web, root: root)).announcements == ["Dark theme, switch, off"])
        #expect(VoiceOverModel(snapshot: Snapshot(screen: "S", root: root)).reader == .voiceOver)
    }

    @Test func tabsOnEveryPlatformSayTheirPlace() {
        let bar = Element(traits: [.tabBar], children: [
            Element(label: "Home", traits: [.button, .selected], accessible: true),
            Element(label: "Search", traits: [.button], accessible: true),
        ])
        let snapshot = Snapshot(screen: "S", platform: .web, root: Element(children: [bar]))
        #expect(VoiceOverModel(snapshot: snapshot).announcements == ["Home, tab, selected, 1 of 2", "Search, tab, 2 of 2"])
    }
}
