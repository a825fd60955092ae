import AXCaptureXCUITest
import AXModel
import Testing
import XCUITestInterface

/// An `XCUIElement` snapshot as XCUITest hands it over.
@MainActor
final class FakeSnapshot: XCUIElementSnapshot, XCUIElementSnapshotProviding {
    var identifier = ""
    var frame: CGRect
    var value: Any?
    var placeholderValue: String?
    var label: String
    var elementType: XCUIElement.ElementType
    var isEnabled = true
    var isSelected = false
    var children: [any XCUIElementSnapshot]

    init(_ type: XCUIElement.ElementType, _ label: String = "", frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 44), children: [any XCUIElementSnapshot] = []) {
        elementType = type
        self.label = label
        self.frame = frame
        self.children = children
    }

    func snapshot() throws -> any XCUIElementSnapshot { self }
}

@MainActor
@Suite struct XCUITestCaptureTests {
    func app() -> FakeSnapshot {
        let title = FakeSnapshot(.staticText, "Settings")
        title.value = "Settings"
        let navigation = FakeSnapshot(.navigationBar, "Settings", children: [title])
        let toggle = FakeSnapshot(.switch, "Dark Theme")
        toggle.value = "1"
        toggle.identifier = "darkTheme"
        let email = FakeSnapshot(.textField)
        email.placeholderValue = "Email"
        let save = FakeSnapshot(.button, "Save")
        save.isEnabled = false
        let tab = FakeSnapshot(.button, "Home")
        tab.isSelected = true
        let photo = FakeSnapshot(.image)
        let alert = FakeSnapshot(.alert, "Delete?", children: [FakeSnapshot(.button, "Delete")])
        let window = FakeSnapshot(.window, frame: CGRect(x: 0, y: 0, width: 393, height: 852), children: [navigation, toggle, email, save, tab, photo, alert])
        return FakeSnapshot(.application, "Weather", frame: CGRect(x: 0, y: 0, width: 393, height: 852), children: [window])
    }

    @Test func elementSnapshotsBecomeAxsnapWithTheImportersTable() throws {
        let snapshot = try XCUITestCapture.snapshot(of: app(), screen: "Settings", context: ["device": "iPhone 15"])
        #expect(snapshot.generator?.name == "axdiff" && snapshot.context == ["device": "iPhone 15", "orientation": "portrait"])
        let elements = ElementTree(root: snapshot.root).elements
        func element(_ type: String, _ label: String? = nil) throws -> Element {
            try #require(elements.first { $0.type == "XCUIElementType" + type && (label == nil || $0.label == label) })
        }
        let title = try element("StaticText")
        #expect(title.traits == [.header, .staticText] && title.accessible && title.text == "Settings" && title.value == nil)
        let toggle = try element("Switch")
        #expect(toggle.traits == [.button, .toggle] && toggle.id == "darkTheme" && toggle.value == "1" && toggle.accessible)
        #expect(try element("TextField").value == "Email")
        #expect(try element("Button", "Save").traits == [.button, .notEnabled])
        #expect(try element("Button", "Home").traits == [.button, .selected])
        #expect(try !element("Image").accessible, "an unlabelled image is not an accessibility element")
        #expect(try element("Alert").modal)
        let reading = ScreenReading(snapshot: snapshot)
        // The alert is modal by type: VoiceOver stays in it.
        #expect(reading.focusStops.map(\.announcement) == ["Delete, button"])
    }

    @Test func rawValuesNameTheTypesOfXCUIElementTypesH() {
        #expect(XCUIElementTypes.namesByRawValue.count == Int(XCUIElement.ElementType.statusItem.rawValue) + 1)
        #expect(XCUIElementTypes.shortName(rawValue: Int(XCUIElement.ElementType.cell.rawValue)) == "Cell")
        #expect(XCUIElementTypes.shortName(rawValue: Int(XCUIElement.ElementType.switch.rawValue)) == "Switch")
        #expect(XCUIElementTypes.shortName(rawValue: 500) == "Other")
    }
}
