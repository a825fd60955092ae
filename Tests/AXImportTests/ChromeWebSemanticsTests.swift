import AXImport
import AXModel
import Testing

/// The Chrome importer fills the web's semantics: heading levels, modal dialogs, link targets,
/// ARIA states; and a focusable container keeps its heading and text as stops of their own.
@Suite struct ChromeWebSemanticsTests {
    static let page = #"""
        {"nodes": [
          {"nodeId": "1", "role": {"value": "RootWebArea"}, "name": {"value": "Page"}, "childIds": ["2", "3", "4", "5"]},
          {"nodeId": "2", "parentId": "1", "role": {"value": "heading"}, "name": {"value": "Install"}, "properties": [{"name": "level", "value": {"type": "integer", "value": 2}}]},
          {"nodeId": "3", "parentId": "1", "role": {"value": "link"}, "name": {"value": "Docs"}, "value": {"value": "https://example.com/docs"}, "properties": [{"name": "focusable", "value": {"type": "booleanOrUndefined", "value": true}}]},
          {"nodeId": "4", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Menu"}, "properties": [{"name": "expanded", "value": {"type": "booleanOrUndefined", "value": false}}]},
          {"nodeId": "5", "parentId": "1", "role": {"value": "dialog"}, "name": {"value": "Settings"}, "properties": [{"name": "focusable", "value": {"type": "booleanOrUndefined", "value": true}}, {"name": "modal", "value": {"type": "boolean", "value": true}}], "childIds": ["6", "7", "8"]},
          {"nodeId": "6", "parentId": "5", "role": {"value": "heading"}, "name": {"value": "Settings"}, "properties": [{"name": "level", "value": {"type": "integer", "value": 1}}]},
          {"nodeId": "7", "parentId": "5", "role": {"value": "StaticText"}, "name": {"value": "Choose a theme"}},
          {"nodeId": "8", "parentId": "5", "role": {"value": "textbox"}, "name": {"value": "Name"}, "properties": [{"name": "required", "value": {"type": "boolean", "value": true}}, {"name": "invalid", "value": {"type": "token", "value": "true"}}]}
        ]}
        """#

    @Test func levelsModalLinkTargetsAndStatesAreFilled() throws {
        let (snapshot, _) = try importText(Self.page, format: .chromeAXTree)
        let elements = allElements(snapshot)
        #expect(elements.first { $0.label == "Install" }?.level == 2)
        #expect(elements.first { $0.type == "link" }?.url == "https://example.com/docs")
        #expect(elements.first { $0.label == "Menu" }?.traits.contains(.collapsed) == true)
        let dialog = try #require(elements.first { $0.type == "dialog" })
        #expect(dialog.modal)
        let field = try #require(elements.first { $0.type == "textbox" })
        #expect(field.traits.contains(.required) && field.traits.contains(.invalid))
    }

    @Test func aFocusableDialogDoesNotSwallowItsHeadingAndText() throws {
        let (snapshot, _) = try importText(Self.page, format: .chromeAXTree)
        let stops = focusStops(snapshot)
        #expect(!stops.contains { $0.type == "dialog" })
        #expect(stops.map(\.label).suffix(3) == ["Settings", "Choose a theme", "Name"])
        #expect(stops.first { $0.label == "Settings" }?.level == 1)
    }
}
