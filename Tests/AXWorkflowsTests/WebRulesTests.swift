import AXDiff
import AXModel
import AXRules
import Testing

@testable import AXWorkflows

/// The web's losses and improvements, on ARIA snapshots and Chrome trees as users record them.
@Suite struct WebRulesTests {
    private func aria(_ text: String) throws -> Snapshot {
        try SnapshotLoader.load(Array(text.utf8), path: "e2e/page.spec.ts-snapshots/aria.yml").snapshot
    }

    private func evaluate(_ before: Snapshot, _ after: Snapshot) -> (regressions: [String], improvements: [String]) {
        let evaluation = RuleEngine().evaluate(ScreenDiff(old: before, new: after))
        return (evaluation.regressions.map(\.ruleID), evaluation.improvements.map(\.ruleID))
    }

    static let page = """
        - banner:
          - link "Home":
            - /url: /
        - main:
          - heading "Crates" [level=1]
          - heading "Install" [level=2]
          - heading "Usage" [level=3]
          - button "Menu" [expanded=false]
          - list:
            - listitem:
              - link "Docs":
                - /url: /docs
          - text: /\\d+ KiB/
        """

    @Test func eachWebLossFiresItsRule() throws {
        let before = try aria(Self.page)
        let cases: [(String, String, String)] = [
            ("heading \"Usage\" [level=3]", "heading \"Usage\" [level=4]", "heading-level-skipped"),
            ("heading \"Crates\" [level=1]", "heading \"Crates\" [level=2]", "main-heading-removed"),
            ("- banner:", "- generic:", "landmark-removed"),
            ("  - list:\n    - listitem:", "  - generic:\n    - generic:", "list-structure-lost"),
            ("button \"Menu\" [expanded=false]", "button \"Menu\"", "state-removed"),
            ("    - /url: /docs\n", "", "link-target-removed"),
            ("link \"Docs\"", "link", "label-removed"),
        ]
        for (old, new, rule) in cases {
            let edited = Self.page.replacingOccurrences(of: old, with: new)
            #expect(edited != Self.page, "\(old) is not in the page")
            let result = evaluate(before, try aria(edited))
            #expect(result.regressions.contains(rule), "\(rule): \(result.regressions)")
        }
    }

    /// A name pattern that every name matches says nothing: the button lost its name, it was
    /// not renamed (issue 41 item 3). A pattern that matches only some names is a name.
    @Test func aNamePatternThatMatchesAnythingIsALostName() throws {
        let before = try aria("- button \"Pay now\"\n- link \"Docs\":\n  - /url: /docs\n")
        for pattern in ["/.*/", "/.+/", "/^.*$/", "/[\\s\\S]*/"] {
            let after = try aria("- button \(pattern)\n- link \"Docs\":\n  - /url: /docs\n")
            #expect(evaluate(before, after).regressions == ["label-removed"], "\(pattern)")
        }
        let specific = try aria("- button /Pay \\w+/\n- link \"Docs\":\n  - /url: /docs\n")
        #expect(!evaluate(before, specific).regressions.contains("label-removed"))
    }

    /// The page's only h1 made a paragraph is one cause: one finding, naming the other rule.
    @Test func theOnlyH1LosingItsRoleIsReportedOnce() throws {
        let before = try aria(Self.page)
        let after = try aria(Self.page.replacingOccurrences(of: "heading \"Crates\" [level=1]", with: "paragraph: Crates"))
        let result = evaluate(before, after)
        #expect(result.regressions.filter { $0.hasSuffix("heading-removed") } == ["main-heading-removed"], "\(result.regressions)")
    }

    @Test func aRegularExpressionNameChangeIsAChangeNotALoss() throws {
        let before = try aria(Self.page)
        let after = try aria(Self.page.replacingOccurrences(of: "/\\d+ KiB/", with: "/\\d+ MiB/"))
        let diff = ScreenDiff(old: before, new: after)
        #expect(diff.changes.map(\.kind).contains(.labelChanged))
        #expect(!diff.changes.contains { $0.kind == .added || $0.kind == .removed || $0.kind == .labelRemoved })
        #expect(evaluate(before, after).regressions.isEmpty)
    }

    @Test func promotingAHeadingToFixASkippedLevelIsAnImprovement() throws {
        let skipped = try aria(Self.page.replacingOccurrences(of: "heading \"Usage\" [level=3]", with: "heading \"Usage\" [level=4]"))
        let result = evaluate(skipped, try aria(Self.page))
        #expect(result.regressions.isEmpty, "\(result.regressions)")
        #expect(result.improvements == ["heading-level-skipped"])
    }

    @Test func aListAddedOrAFixtureTextChangedIsNoRegression() throws {
        let before = try aria(Self.page)
        let added = Self.page + "\n  - list:\n    - listitem: One\n"
        #expect(evaluate(before, try aria(added)).regressions.isEmpty)
        let reworded = Self.page.replacingOccurrences(of: "\"Install\"", with: "\"Installation\"")
        #expect(evaluate(before, try aria(reworded)).regressions.isEmpty)
    }

    /// `<dialog>` opened with `show()` instead of `showModal()`: Chrome no longer says modal.
    @Test func aDialogOpenedNonModallyFiresModalRemoved() throws {
        func tree(modal: Bool) throws -> Snapshot {
            let property = modal ? #", "properties": [{"name": "modal", "value": {"type": "boolean", "value": true}}]"# : ""
            let json = #"""
                {"nodes": [
                  {"nodeId": "1", "role": {"value": "RootWebArea"}, "name": {"value": "Page"}, "childIds": ["2", "3"]},
                  {"nodeId": "2", "parentId": "1", "role": {"value": "heading"}, "name": {"value": "Shop"}, "properties": [{"name": "level", "value": {"type": "integer", "value": 1}}]},
                  {"nodeId": "3", "parentId": "1", "role": {"value": "dialog"}, "name": {"value": "Cart"}PROPERTY, "childIds": ["4"]},
                  {"nodeId": "4", "parentId": "3", "role": {"value": "button"}, "name": {"value": "Check out"}}
                ]}
                """#.replacingOccurrences(of: "PROPERTY", with: property)
            return try SnapshotLoader.load(Array(json.utf8), path: "page.json").snapshot
        }
        let result = evaluate(try tree(modal: true), try tree(modal: false))
        #expect(result.regressions.contains("modal-removed"), "\(result.regressions)")
    }

    /// What Chrome gives for a page whose unnamed `<dialog>` inside `<main>` is opened with
    /// `showModal()`: the dialog alone, under the root, the rest left out of the tree as inert;
    /// with `show()`, the whole page. The lost modality is one modal-removed that counts the
    /// stops now reachable outside the dialog, and the modality gained removes nothing.
    @Test func aBrowsersModalDialogIsMatchedAndItsInertPageIsNoRemoval() throws {
        let dialog = #"""
              {"nodeId": "13", "parentId": "PARENT", "role": {"value": "dialog"}, "name": {"value": ""}MODAL, "childIds": ["14", "16"]},
              {"nodeId": "14", "parentId": "13", "role": {"value": "heading"}, "name": {"value": "Confirm"}, "properties": [{"name": "level", "value": {"type": "integer", "value": 2}}]},
              {"nodeId": "16", "parentId": "13", "role": {"value": "button"}, "name": {"value": "OK"}}
            """#
        let modal = #"""
            {"nodes": [
              {"nodeId": "1", "role": {"value": "RootWebArea"}, "name": {"value": "Modal"}, "childIds": ["2"]},
              {"nodeId": "2", "parentId": "1", "ignored": true, "ignoredReasons": [{"name": "activeModalDialog"}], "role": {"value": "none"}, "childIds": ["13"]},
            """# + dialog.replacingOccurrences(of: "PARENT", with: "2")
            .replacingOccurrences(of: "MODAL", with: #", "properties": [{"name": "modal", "value": {"type": "boolean", "value": true}}]"#) + "\n]}"
        let shown = #"""
            {"nodes": [
              {"nodeId": "1", "role": {"value": "RootWebArea"}, "name": {"value": "Modal"}, "childIds": ["3", "5", "9"]},
              {"nodeId": "3", "parentId": "1", "role": {"value": "banner"}, "childIds": ["4"]},
              {"nodeId": "4", "parentId": "3", "role": {"value": "link"}, "name": {"value": "Home"}},
              {"nodeId": "5", "parentId": "1", "role": {"value": "main"}, "childIds": ["6", "7", "13"]},
              {"nodeId": "6", "parentId": "5", "role": {"value": "heading"}, "name": {"value": "Shop"}, "properties": [{"name": "level", "value": {"type": "integer", "value": 1}}]},
              {"nodeId": "7", "parentId": "5", "role": {"value": "button"}, "name": {"value": "Buy"}},
              {"nodeId": "9", "parentId": "1", "role": {"value": "contentinfo"}, "childIds": ["10"]},
              {"nodeId": "10", "parentId": "9", "role": {"value": "StaticText"}, "name": {"value": "foot"}},
            """# + dialog.replacingOccurrences(of: "PARENT", with: "5").replacingOccurrences(of: "MODAL", with: "") + "\n]}"
        let before = try SnapshotLoader.load(Array(modal.utf8), path: "m.json").snapshot
        let after = try SnapshotLoader.load(Array(shown.utf8), path: "n.json").snapshot
        let lost = RuleEngine().evaluate(ScreenDiff(old: before, new: after))
        #expect(lost.regressions.map(\.ruleID).contains("modal-removed"), "\(lost.regressions.map(\.ruleID))")
        let message = try #require(lost.regressions.first { $0.ruleID == "modal-removed" }?.message)
        #expect(message.contains("4 focus stops behind it became reachable"), "\(message)")
        let gained = RuleEngine().evaluate(ScreenDiff(old: after, new: before))
        #expect(gained.regressions.isEmpty, "\(gained.regressions.map(\.message))")
    }
}
