import AXImport
import AXModel
import Testing

@Suite struct ChromeAXTreeImporterTests {
    @Test func todoMVCReadsLikeAScreenReader() throws {
        let (snapshot, _) = try importReal("cdp-axtree/alumnium_todomvc_getFullAXTree.json")
        #expect(announcements(snapshot) == [
            "todos, heading",
            "New Todo Input, textbox",
            "New Todo Input",
            "Checkbox, not checked",
            "\\u276f",
            "Toggle All Input",
            "Checkbox, checked",
            "hello",
            "Checkbox, not checked",
            "he",
            "1 item left!",
            "All, link", "Active, link", "Completed, link",
            "Clear completed, button",
            "Double-click to edit a todo",
            "Created by the TodoMVC Team",
            "Part of ",
            "TodoMVC, link",
        ])
        let stops = focusStops(snapshot)
        #expect(stops.map(\.type) == [
            "heading", "textbox", "StaticText", "checkbox", "StaticText", "StaticText", "checkbox",
            "StaticText", "checkbox", "StaticText", "StaticText", "link", "link", "link", "button",
            "StaticText", "StaticText", "StaticText", "link",
        ])
        #expect(stops[0].traits == [.header])
        #expect(stops[1].traits == [.textEntry])
        // The todo checkboxes have no name: their labels are not associated (a real defect).
        #expect(stops[3].label == nil)
        #expect(stops[3].traits == [.button, .toggle])
        #expect(stops.filter { $0.type == "checkbox" }.map(\.value) == ["0", "1", "0"])
        #expect(stops[11].traits == [.link])
        #expect(stops[14].traits == [.button])
        #expect(stops[2].traits == [.staticText])
    }

    @Test func todoMVCKeepsNoIgnoredWrappersNoFramesAndNoNodeIds() throws {
        let (snapshot, _) = try importReal("cdp-axtree/alumnium_todomvc_getFullAXTree.json")
        #expect(snapshot.platform == .web)
        #expect(snapshot.screen == "alumnium_todomvc_getFullAXTree")
        #expect(snapshot.context.isEmpty)
        #expect(snapshot.root.type == "RootWebArea")
        #expect(snapshot.root.label == "TodoMVC: React")
        #expect(!snapshot.root.accessible)
        let elements = allElements(snapshot)
        #expect(elements.count == 55 - 6)
        #expect(!elements.contains { $0.type == "none" || $0.frame != nil || $0.id != nil || $0.hidden })
        // Text inside a heading, link or button is part of it.
        let todos = elements.filter { $0.label == "todos" }
        #expect(todos.map(\.type) == ["heading", "StaticText"])
        #expect(todos.map(\.accessible) == [true, false])
        // The checkbox under an ignored wrapper is still in its list item.
        let item = try #require(elements.first { $0.type == "listitem" })
        #expect(item.children.map(\.type) == ["checkbox", "LabelText"])
    }

    @Test func propertiesAndRolesMapToTraits() throws {
        let (snapshot, warnings) = try importText(#"""
            {"id": 7, "result": {"nodes": [
              {"nodeId": "1", "role": {"type": "internalRole", "value": "RootWebArea"}, "name": {"type": "computedString", "value": "Page"}, "childIds": ["2", "3", "4", "5", "6", "7", "8", "9", "10", "99"]},
              {"nodeId": "2", "parentId": "1", "role": {"value": "heading"}, "name": {"value": "Intro Docs"}, "properties": [{"name": "level", "value": {"type": "integer", "value": 2}}], "childIds": ["20", "21"]},
              {"nodeId": "20", "parentId": "2", "role": {"value": "StaticText"}, "name": {"value": "Intro "}},
              {"nodeId": "21", "parentId": "2", "role": {"value": "link"}, "name": {"value": "Docs"}, "value": {"value": "https://example.com"}, "properties": [{"name": "focusable", "value": {"type": "booleanOrUndefined", "value": true}}], "childIds": ["22"]},
              {"nodeId": "22", "parentId": "21", "role": {"value": "StaticText"}, "name": {"value": "Docs"}},
              {"nodeId": "3", "parentId": "1", "role": {"value": "slider"}, "name": {"value": "Volume"}, "value": {"type": "number", "value": 30}},
              {"nodeId": "4", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Bold"}, "description": {"value": "Makes text bold"}, "properties": [{"name": "pressed", "value": {"type": "tristate", "value": "mixed"}}]},
              {"nodeId": "5", "parentId": "1", "role": {"value": "radio"}, "name": {"value": "Small"}, "properties": [{"name": "checked", "value": {"type": "tristate", "value": "true"}}, {"name": "disabled", "value": {"type": "boolean", "value": true}}]},
              {"nodeId": "6", "parentId": "1", "role": {"value": "tablist"}, "childIds": ["60"]},
              {"nodeId": "60", "parentId": "6", "role": {"value": "tab"}, "name": {"value": "Home"}, "properties": [{"name": "selected", "value": {"type": "booleanOrUndefined", "value": true}}]},
              {"nodeId": "7", "parentId": "1", "ignored": true, "ignoredReasons": [{"name": "ariaHiddenElement", "value": {"type": "boolean", "value": true}}], "role": {"value": "generic"}, "childIds": ["70", "71"]},
              {"nodeId": "70", "parentId": "7", "ignored": true, "ignoredReasons": [{"name": "ariaHiddenSubtree", "value": {"type": "boolean", "value": true}}], "role": {"value": "button"}, "name": {"value": "Secret"}},
              {"nodeId": "71", "parentId": "7", "ignored": true, "ignoredReasons": [{"name": "ariaHiddenSubtree", "value": {"type": "boolean", "value": true}}], "role": {"value": "generic"}},
              {"nodeId": "8", "parentId": "1", "role": {"value": "combobox"}, "name": {"value": "Country"}, "value": {"value": "France"}, "properties": [{"name": "editable", "value": {"type": "token", "value": "plaintext"}}]},
              {"nodeId": "9", "parentId": "1", "role": {"value": "searchbox"}, "name": {"value": "Search"}},
              {"nodeId": "10", "parentId": "1", "role": {"value": "StaticText"}, "name": {"value": "Loop"}, "childIds": ["1"]},
              {"nodeId": "50", "role": {"value": "StaticText"}, "name": {"value": "orphan"}, "parentId": "1"}
            ]}}
            """#, format: .chromeAXTree)
        #expect(announcements(snapshot) == [
            "Intro Docs, heading",
            "Docs, link",
            "Volume, slider, 30",
            "Bold, toggle button, mixed. Makes text bold.",
            "Small, radio, selected, disabled",
            "Home, tab, selected, 1 of 1",
            "Country, combobox, France",
            "Search, searchbox",
            "Loop",
        ])
        let elements = allElements(snapshot)
        let hidden = try #require(elements.first { $0.hidden })
        #expect(hidden.type == "generic")
        #expect(hidden.children.map(\.label) == ["Secret"])
        #expect(elements.first { $0.label == "Docs" && $0.type == "link" }?.value == nil)
        #expect(warnings.map(\.message) == [
            "1 childIds name nodes that are not in the file; they are left out",
            "1 nodes are reached twice through childIds; each is kept once",
            "1 nodes are not reachable from the root \"1\"; they are left out",
        ])
    }

    @Test func aDuplicateNodeIDKeepsTheFirstNode() throws {
        let (snapshot, warnings) = try importText(#"""
            {"nodes": [
              {"nodeId": "1", "role": {"value": "RootWebArea"}, "childIds": ["2", "3"]},
              {"nodeId": "2", "parentId": "1", "role": {"value": "button"}, "name": {"value": "First"}},
              {"nodeId": "2", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Second"}},
              {"nodeId": "3", "parentId": "1", "role": {"value": "link"}, "name": {"value": "Third"}}
            ]}
            """#, format: .chromeAXTree)
        #expect(announcements(snapshot) == ["First, button", "Third, link"])
        #expect(warnings.map(\.message) == ["nodeId \"2\" is used twice; the second node is left out"])
    }

    /// Chrome 156 lists the line box of `::before`/`::after` text twice, the same node under
    /// the same id: the copy goes without a warning; a different node under a used id is said.
    @Test func anIdenticalCopyOfANodeIsLeftOutSilently() throws {
        let box = #"{"nodeId": "4", "parentId": "3", "role": {"value": "InlineTextBox"}, "name": {"value": "New"}}"#
        let text = #"{"nodeId": "3", "parentId": "1", "role": {"value": "StaticText"}, "name": {"value": "New"}, "childIds": ["4"]}"#
        let (snapshot, warnings) = try importText("""
            {"nodes": [
              {"nodeId": "1", "role": {"value": "RootWebArea"}, "childIds": ["3"]},
              \(text), \(box), \(text), \(box)
            ]}
            """, format: .chromeAXTree)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        #expect(announcements(snapshot) == ["New"])
    }

    /// A `<div tabindex="0">` that was a button: Chrome names no `generic`, so its text is its
    /// name, it is one focus stop, and it is marked focusable (as every focusable node is).
    @Test func aFocusableGenericIsNamedByItsTextAndKeepsFocusable() throws {
        let focusable = #"[{"name": "focusable", "value": {"type": "booleanOrUndefined", "value": true}}]"#
        let (snapshot, warnings) = try importText("""
            {"nodes": [
              {"nodeId": "1", "role": {"value": "RootWebArea"}, "childIds": ["2", "5"]},
              {"nodeId": "2", "parentId": "1", "role": {"value": "generic"}, "properties": \(focusable), "childIds": ["3"]},
              {"nodeId": "3", "parentId": "2", "role": {"value": "StaticText"}, "name": {"value": "Add to"}, "childIds": ["4"]},
              {"nodeId": "4", "parentId": "3", "role": {"value": "InlineTextBox"}, "name": {"value": "Add to"}},
              {"nodeId": "5", "parentId": "1", "role": {"value": "status"}, "properties": [{"name": "live", "value": {"type": "token", "value": "polite"}}], "childIds": ["6"]},
              {"nodeId": "6", "parentId": "5", "role": {"value": "StaticText"}, "name": {"value": "Saved"}}
            ]}
            """, format: .chromeAXTree)
        #expect(warnings.isEmpty, "\(warnings.map(\.message))")
        let elements = allElements(snapshot)
        let control = try #require(elements.first { $0.type == "generic" })
        #expect(control.label == "Add to" && control.focusable && control.accessible)
        #expect(elements.first { $0.type == "status" }?.live == "polite")
    }

    /// A page with `<dialog>` opened by `showModal()`, saved and imported later: Chrome marks
    /// the dialog's ancestors ignored for `activeModalDialog` too; the dialog is still read.
    @Test func aModalDialogIsReadAndWhatIsBehindItIsHidden() throws {
        let behind = #"[{"name": "activeModalDialog", "value": {"type": "idref", "relatedNodes": []}}]"#
        let (snapshot, warnings) = try importText(#"""
            {"nodes": [
              {"nodeId": "1", "role": {"value": "RootWebArea"}, "name": {"value": "Settings"}, "childIds": ["2"]},
              {"nodeId": "2", "parentId": "1", "ignored": true, "ignoredReasons": \#(behind), "role": {"value": "generic"}, "childIds": ["3", "5"]},
              {"nodeId": "3", "parentId": "2", "ignored": true, "ignoredReasons": \#(behind), "role": {"value": "main"}, "childIds": ["4"]},
              {"nodeId": "4", "parentId": "3", "ignored": true, "ignoredReasons": \#(behind), "role": {"value": "button"}, "name": {"value": "Behind"}},
              {"nodeId": "5", "parentId": "2", "role": {"value": "dialog"}, "name": {"value": "Delete file?"}, "properties": [{"name": "modal", "value": {"type": "boolean", "value": true}}], "childIds": ["6"]},
              {"nodeId": "6", "parentId": "5", "role": {"value": "button"}, "name": {"value": "Delete"}, "properties": [{"name": "focusable", "value": {"type": "booleanOrUndefined", "value": true}}]}
            ]}
            """#, format: .chromeAXTree)
        #expect(warnings.isEmpty)
        let elements = allElements(snapshot)
        let dialog = try #require(elements.first { $0.type == "dialog" })
        #expect(dialog.modal && !dialog.hidden)
        #expect(dialog.children.map(\.label) == ["Delete"])
        let main = try #require(elements.first { $0.type == "main" })
        #expect(main.hidden)
        #expect(!elements.contains { $0.type == "generic" })  // the dialog's ancestor is a plain wrapper
        #expect(announcements(snapshot).contains("Delete, button"))
        #expect(!announcements(snapshot).contains { $0.contains("Behind") })
    }

    /// Chrome numbers its nodes, and the importer looks numbers up in an array; other ids, ids
    /// with a leading zero and very large numbers are ids all the same.
    @Test func idsThatAreNotSmallNumbersAreIdsToo() throws {
        let (snapshot, warnings) = try importText(#"""
            {"nodes": [
              {"nodeId": "1", "role": {"value": "RootWebArea"}, "childIds": ["01", "abc", "99999999999", "0"]},
              {"nodeId": "01", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Leading zero"}},
              {"nodeId": "abc", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Letters"}},
              {"nodeId": "99999999999", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Large"}},
              {"nodeId": "0", "parentId": "1", "role": {"value": "button"}, "name": {"value": "Zero"}}
            ]}
            """#, format: .chromeAXTree)
        #expect(warnings.isEmpty)
        #expect(announcements(snapshot) == ["Leading zero, button", "Letters, button", "Large, button", "Zero, button"])
    }

    @Test func bareArrayOfNodesIsAccepted() throws {
        let text = #"[{"nodeId": "1", "role": {"value": "RootWebArea"}, "childIds": ["2"]}, {"nodeId": "2", "parentId": "1", "role": {"value": "button"}, "name": {"value": "OK"}}]"#
        #expect(ImportFormat.detect(Array(text.utf8)) == .chromeAXTree)
        let (snapshot, _) = try importText(text)
        #expect(announcements(snapshot) == ["OK, button"])
    }

    @Test func malformedJSONIsAnErrorWithItsPlace() throws {
        let error = importError("{\"nodes\": [\n  {\"nodeId\": \"1\",}\n]}", format: .chromeAXTree)
        guard case .malformedJSON(let diagnostic)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(diagnostic.path == "bad.xml")
        #expect(diagnostic.line == 2)
        #expect(diagnostic.severity == .error)
    }

    @Test func jsonWithoutNodesIsNotAChromeTree() throws {
        guard case .unexpectedContent(.chromeAXTree, _, _, let message)? = importError(#"{"axsnap": 1}"#, format: .chromeAXTree) else {
            Issue.record("expected unexpectedContent")
            return
        }
        #expect(message.contains("import it as axsnap"))
    }

    @Test func deepChildChainsAreRejectedWithoutRecursion() throws {
        let count = 5_000
        var nodes: [String] = []
        for index in 0..<count {
            let children = index + 1 < count ? "[\"\(index + 1)\"]" : "[]"
            nodes.append("{\"nodeId\": \"\(index)\", \"role\": {\"value\": \"group\"}, \"childIds\": \(children)}")
        }
        let error = importError("{\"nodes\": [" + nodes.joined(separator: ",") + "]}", format: .chromeAXTree)
        guard case .tooDeep(_, _, let limit)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(limit == SnapshotParser.maximumDepth)
    }
}
