import AXModel
import Testing

@testable import AXDiff

/// Two different elements are never paired as one because they sit at similar places.
@Suite struct PairingTests {
    private func screen(_ children: [Element], platform: Snapshot.Platform = .ios) -> Snapshot {
        Snapshot(screen: "S", platform: platform, root: Element(type: "UIWindow", frame: Frame(0, 0, 393, 852), children: children))
    }

    /// A list row: a cell holding its title and a detail line, as table cells are captured.
    private func row(_ title: String, detail: String = "Updated today", at position: Int) -> Element {
        let y = Double(100 + position * 60)
        return Element(type: "UITableViewCell", frame: Frame(0, y, 393, 60), children: [
            Element(type: "UILabel", label: title, traits: [.staticText], frame: Frame(16, y + 8, 300, 24), accessible: true),
            Element(type: "UILabel", label: detail, traits: [.staticText], frame: Frame(16, y + 32, 300, 20), accessible: true),
        ])
    }

    private func list(_ rows: [Element]) -> Element {
        Element(type: "UITableView", frame: Frame(0, 100, 393, 600), children: rows)
    }

    private func kinds(_ diff: ScreenDiff) -> [Change.Kind] { diff.changes.map(\.kind) }

    @Test func anIdentifierRenamedWithNothingElseChangedIsTheSameElement() {
        // The only identifier changed (a refactor): identifiers are no evidence here, and the
        // button with the same label at the same place is the same button.
        let old = screen([Element(type: "UIButton", id: "save", label: "Save", traits: [.button], frame: Frame(16, 120, 200, 44), accessible: true)])
        let new = screen([Element(type: "UIButton", id: "saveDraft", label: "Save", traits: [.button], frame: Frame(16, 120, 200, 44), accessible: true)])
        let diff = ScreenDiff(old: old, new: new)
        #expect(diff.matching.oldToNew[1] == 1)
        #expect(diff.changes.isEmpty, "\(diff.changes)")
    }

    @Test func everyIdentifierRenamedInARefactorLeavesAnUnchangedScreenUnchanged() {
        func page(_ prefix: String) -> Snapshot {
            screen([
                Element(type: "UILabel", id: prefix + "Title", label: "Settings", traits: [.header, .staticText], frame: Frame(16, 60, 300, 40), accessible: true),
                Element(type: "UIButton", id: prefix + "Save", label: "Save", traits: [.button], frame: Frame(16, 120, 200, 44), accessible: true),
                Element(type: "UIButton", id: prefix + "Cancel", label: "Cancel", traits: [.button], frame: Frame(16, 180, 200, 44), accessible: true),
            ])
        }
        let diff = ScreenDiff(old: page("settings"), new: page("prefs"))
        #expect(diff.changes.isEmpty, "\(diff.changes)")
        #expect(diff.matching.oldToNew == [0, 1, 2, 3])
    }

    @Test func whileIdentifiersAreStableADifferentIdentifierIsADifferentElement() {
        // Three of four identifiers survive: the fourth button, with another identifier, is
        // another button that took the old one's place.
        func page(_ last: String) -> Snapshot {
            screen(["a", "b", "c", last].enumerated().map { offset, id in
                Element(type: "UIButton", id: id, label: "Delete", traits: [.button], frame: Frame(16, Double(120 + offset * 60), 200, 44), accessible: true)
            })
        }
        let diff = ScreenDiff(old: page("d"), new: page("e"))
        #expect(diff.matching.oldToNew[4] == -1)
        #expect(Set(kinds(diff)) == [.added, .removed])
    }

    @Test func aListScrolledByOneRowHasOneRowGoneAndOneComeAndNoFocusOrderChange() {
        let titles = ["Ada", "Grace", "Katherine", "Alan", "Edsger"]
        let old = screen([list(titles[0..<4].enumerated().map { row($0.element, at: $0.offset) })])
        let new = screen([list(titles[1..<5].enumerated().map { row($0.element, at: $0.offset) })])
        let diff = ScreenDiff(old: old, new: new)
        #expect(!kinds(diff).contains(.focusOrderChanged), "\(diff.changes)")
        #expect(!kinds(diff).contains(.labelChanged))
        #expect(kinds(diff).filter { $0 == .added || $0 == .removed }.count == 2)
    }

    @Test func aScrolledListWhoseRowsAllChangedADetailStillPairsRowsByTitle() {
        // Every row's detail changed ("1 min ago" -> "2 min ago"): no subtree is identical,
        // and the rows are told apart by their titles.
        let titles = ["Ada", "Grace", "Katherine", "Alan", "Edsger"]
        let old = screen([list(titles[0..<4].enumerated().map { row($0.element, detail: "1 min ago", at: $0.offset) })])
        let new = screen([list(titles[1..<5].enumerated().map { row($0.element, detail: "2 min ago", at: $0.offset) })])
        let diff = ScreenDiff(old: old, new: new)
        #expect(!kinds(diff).contains(.focusOrderChanged), "\(diff.changes)")
        let relabelled = diff.changes.filter { $0.kind == .labelChanged }.compactMap(\.before)
        #expect(relabelled == ["1 min ago", "1 min ago", "1 min ago"])
        #expect(kinds(diff).filter { $0 == .added || $0 == .removed }.count == 2)
    }

    @Test func aRowReplacedInAListOfLookAlikeRowsIsRemovedAndAddedNotRelabelled() {
        let old = screen([list([row("Ada", at: 0), row("Grace", at: 1), row("Katherine", at: 2)])])
        let new = screen([list([row("Ada", at: 0), row("Alan", at: 1), row("Katherine", at: 2)])])
        let diff = ScreenDiff(old: old, new: new)
        #expect(!kinds(diff).contains(.labelChanged))
        #expect(Set(kinds(diff)) == [.added, .removed])
    }

    @Test func rowsTranslatedTogetherAreStillTheSameRows() {
        let old = screen([list([row("Date", at: 0), row("Time", at: 1), row("Time zone", at: 2)])])
        let new = screen([list([row("日付", detail: "今日", at: 0), row("時刻", detail: "今日", at: 1), row("タイムゾーン", detail: "今日", at: 2)])])
        let diff = ScreenDiff(old: old, new: new)
        #expect(!kinds(diff).contains(.added) && !kinds(diff).contains(.removed), "\(diff.changes)")
        #expect(kinds(diff).filter { $0 == .labelChanged }.count == 6)
    }

    @Test(arguments: [true, false])
    func aWebElementThatLosesOnlyItsRoleIsTheSameElement(withText: Bool) {
        // `div role=button tabindex=0` becomes a focusable `div`: as the Chrome importer writes
        // them, with no ids and no frames.
        func save(_ role: String, _ traits: TraitSet) -> Element {
            Element(type: role, label: "Save", traits: traits, accessible: true,
                    children: withText ? [Element(type: "StaticText", label: "Save", traits: [.staticText])] : [])
        }
        func page(_ save: Element) -> Snapshot {
            screen([
                Element(type: "heading", label: "Document", traits: [.header], accessible: true),
                save,
                Element(type: "button", label: "Cancel", traits: [.button], accessible: true),
            ], platform: .web)
        }
        let diff = ScreenDiff(old: page(save("button", [.button])), new: page(save("generic", [])))
        #expect(diff.matching.oldToNew[2] == 2)
        #expect(!kinds(diff).contains(.added) && !kinds(diff).contains(.removed))
        #expect(kinds(diff).contains(.traitsRemoved))
    }

    // MARK: Real edits (siemens/element's Playwright history had each of these)

    private func web(_ children: [Element]) -> Snapshot {
        Snapshot(screen: "S", platform: .web, root: Element(type: "RootWebArea", children: children))
    }

    private func text(_ label: String) -> Element { Element(type: "StaticText", label: label, traits: [.staticText], accessible: true) }

    private func link(_ label: String, _ url: String) -> Element {
        Element(type: "link", label: label, traits: [.link], accessible: true, url: url)
    }

    /// siemens/element's UX-writing pass: "Delete Confirmation" became "Delete confirmation"
    /// in place while the dialog beside it was renamed; the button is the one that stayed, not
    /// the dialog's "Delete" button, which stays the dialog's.
    @Test func aButtonRenamedInPlaceIsNotTakenIntoARenamedDialogBesideIt() {
        func button(_ label: String) -> Element { Element(type: "button", label: label, traits: [.button], accessible: true) }
        func page(_ opener: String, _ dialog: String) -> Snapshot {
            web([
                Element(type: "heading", label: "Delete dialogs", traits: [.header], accessible: true, level: 2),
                button(opener),
                Element(type: "dialog", label: dialog, children: [button("Cancel"), text("Delete it? This cannot be undone"), button("Delete")]),
            ])
        }
        let diff = ScreenDiff(old: page("Delete Confirmation", "Delete \"Scheduler 1\""), new: page("Delete confirmation", "Delete scheduler"))
        #expect(!kinds(diff).contains(.removed) && !kinds(diff).contains(.added) && !kinds(diff).contains(.moved), "\(diff.changes)")
        #expect(diff.changes.filter { $0.kind == .labelChanged }.compactMap(\.after).sorted() == ["Delete confirmation", "Delete scheduler"])
    }

    @Test func rowsWhoseHeadingsAllDroppedTheSameSuffixPairWithTheirOwnRows() {
        let packages = ["core", "forms", "charts", "maps", "icons", "theme"]
        func row(_ name: String, suffix: String) -> Element {
            Element(type: "listitem", children: [
                Element(type: "heading", label: "@scope/\(name)\(suffix)", traits: [.header], accessible: true, level: 3),
                text("The \(name) package"),
                link("Docs", "/docs/\(name)"),
            ])
        }
        let old = web([Element(type: "list", children: packages.map { row($0, suffix: " (beta)") })])
        let new = web([Element(type: "list", children: packages.map { row($0, suffix: "") })])
        let diff = ScreenDiff(old: old, new: new)
        #expect(!kinds(diff).contains(.focusOrderChanged), "\(diff.changes)")
        #expect(!kinds(diff).contains(.moved) && !kinds(diff).contains(.added) && !kinds(diff).contains(.removed))
        #expect(diff.changes.filter { $0.kind == .labelChanged }.map(\.after) == packages.map { "@scope/\($0)" })
    }

    @Test func tableRowsNamedByTheirCellsPairWithTheirOwnRowsWhenAColumnOfIconsGoes() {
        // Each row is named by joining its cells, so removing the icons renames every row; the
        // rows read alike ("…status info 4…", "…status warning 8…"), and only what is inside
        // each tells which is which.
        func row(_ n: Int, icons: Bool) -> Element {
            let status = n == 4 ? "plant in status info" : n == 8 ? "plant in status warning" : "plantstatus none"
            let iconNames = icons ? " cancel filled alarm filled" : ""
            var cells: [Element] = [
                Element(type: "cell", label: status, children: [Element(type: "status", label: status)]),
                Element(type: "cell", label: "\(n)"), Element(type: "cell", label: "First \(n)"),
            ]
            cells.append(icons ? Element(type: "cell", label: "cancel filled alarm filled", children: [
                Element(type: "img", label: "cancel filled", traits: [.image], accessible: true),
                Element(type: "img", label: "alarm filled", traits: [.image], accessible: true),
            ]) : Element(type: "cell"))
            cells.append(Element(type: "cell", label: "Context menu", children: [Element(type: "button", label: "Context menu", traits: [.button], accessible: true)]))
            return Element(type: "row", label: "/\(status) \(n) First \(n)\(iconNames) Context menu/", children: cells)
        }
        let old = web([Element(type: "table", children: (1...8).map { row($0, icons: true) })])
        let new = web([Element(type: "table", children: (1...8).map { row($0, icons: false) })])
        let diff = ScreenDiff(old: old, new: new)
        #expect(!kinds(diff).contains(.focusOrderChanged), "\(diff.changes.filter { $0.kind == .focusOrderChanged })")
        #expect(!kinds(diff).contains(.moved))
        let rows = (0..<old.root.subtreeCount).filter { ScreenDiff(old: old, new: new).old.tree.elements[$0].type == "row" }
        for o in rows {
            let n = diff.matching.oldToNew[o]
            #expect(n >= 0 && diff.new.tree.elements[n].label?.contains(" \(diff.old.tree.elements[o + 3].label ?? "?") ") == true)
        }
    }

    @Test func removingDecorativeIconsMovesNoOtherStop() {
        func card(_ name: String, icon: Bool) -> [Element] {
            (icon ? [Element(type: "img", label: "arrow", traits: [.image], accessible: true)] : []) + [link(name, "/\(name)"), text("About \(name)")]
        }
        let names = ["Alerts", "Reports", "Settings", "Users"]
        let diff = ScreenDiff(old: web(names.flatMap { card($0, icon: true) }), new: web(names.flatMap { card($0, icon: false) }))
        #expect(!kinds(diff).contains(.focusOrderChanged), "\(diff.changes)")
        #expect(kinds(diff).filter { $0 == .removed }.count == 4)
    }

    @Test func headingsAllRenamedInPlaceAreNotReordered() {
        func page(_ names: [String]) -> Snapshot { web(names.map { Element(type: "heading", label: $0, traits: [.header], accessible: true, level: 1) }) }
        let diff = ScreenDiff(old: page(["Display 1", "Display 2", "Display 3", "Display 4"]),
                              new: page(["Display Extra Large", "Display Large", "Display Bold", "Display"]))
        #expect(!kinds(diff).contains(.focusOrderChanged), "\(diff.changes)")
        #expect(diff.matching.oldToNew == [0, 1, 2, 3, 4])
    }

    @Test func aButtonMadeAFocusableDivHoldingItsTextIsTheSameElement() {
        // Chrome: `<button>Save</button>` is a button named "Save" with the text inside; the
        // focusable `<div>` that replaced it is a generic holding the text, named by nothing.
        let old = web([text("Your draft"), Element(type: "button", label: "Save", traits: [.button], accessible: true, children: [text("Save")]), link("Help", "/help")])
        let new = web([text("Your draft"), Element(type: "generic", children: [text("Save")]), link("Help", "/help")])
        let diff = ScreenDiff(old: old, new: new)
        #expect(diff.matching.oldToNew[2] == 2, "\(diff.changes)")
        #expect(!kinds(diff).contains(.added) && !kinds(diff).contains(.removed))
        #expect(kinds(diff).contains(.traitsRemoved))
    }

    @Test func tabsThatBecameButtonsInAPlainGroupAreTheSameElements() {
        let names = ["Overview", "Specifications", "Reviews"]
        let old = web([Element(type: "tablist", children: names.map { Element(type: "tab", label: $0, traits: [.button], accessible: true) }), text("Panel")])
        let new = web([Element(type: "generic", children: names.map { Element(type: "button", label: $0, traits: [.button], accessible: true) }), text("Panel")])
        let diff = ScreenDiff(old: old, new: new)
        #expect(diff.matching.oldToNew == [0, 1, 2, 3, 4, 5], "\(diff.changes)")
        #expect(kinds(diff).filter { $0 == .typeChanged }.count == 4)
    }

    @Test func aLinkRenamedWithTheSameTargetOrMovedIntoANewListIsTheSameLink() {
        let old = web([text("Intro"), link("Read the guide", "/guide"), link("API", "/api")])
        let new = web([text("Intro"), Element(type: "list", children: [Element(type: "listitem", children: [link("Getting started guide", "/guide")])]), link("API", "/api")])
        let diff = ScreenDiff(old: old, new: new)
        #expect(diff.matching.oldToNew[2] == 4, "\(diff.changes)")
        #expect(diff.changes.contains { $0.kind == .labelChanged && $0.after == "Getting started guide" })
        #expect(!kinds(diff).contains(.removed))
    }

    @Test func aRepeatedRowPairsWithItsOwnRowWhenAnotherIsInsertedAbove() {
        func row(_ n: Int) -> Element {
            Element(type: "row", label: "Item \(n) Edit", children: [Element(type: "cell", label: "Item \(n)"), Element(type: "cell", children: [Element(type: "button", label: "Edit", traits: [.button], accessible: true)])])
        }
        let old = web([Element(type: "table", children: [1, 2, 3].map(row))])
        let new = web([Element(type: "table", children: [0, 1, 2, 3].map(row))])
        let diff = ScreenDiff(old: old, new: new)
        #expect(!kinds(diff).contains(.focusOrderChanged), "\(diff.changes)")
        #expect(kinds(diff) == [.added])
    }

    @Test func onTheWebOnlyAControlThatLeftItsRegionIsOutOfOrder() {
        let intro = text("Our products"), terms = text("Terms apply"), buy = link("Buy", "/buy"), help = link("Help", "/help")
        let textMoved = ScreenDiff(old: web([intro, buy, terms, help]), new: web([terms, buy, intro, help]))
        #expect(!kinds(textMoved).contains(.focusOrderChanged), "\(textMoved.changes)")
        // The document is the page's order: controls reordered in their region moved on the page.
        let controlMoved = ScreenDiff(old: web([intro, buy, terms, help]), new: web([intro, help, terms, buy]))
        #expect(!kinds(controlMoved).contains(.focusOrderChanged), "\(controlMoved.changes)")
        // siemens/element 030b370f5: a submenu's links left the navigation for the end of the
        // page, after the main content. More links moved than main holds controls: the links
        // are the ones out of order, not main's.
        func nav(_ links: [Element]) -> Element { Element(type: "navigation", children: [link("Home", "/home")] + links) }
        let subItems = (1...3).map { link("Sub item \($0)", "/sub\($0)") }
        let main = Element(type: "main", children: [Element(type: "checkbox", label: "Always flyout", traits: [.toggle], accessible: true),
                                                    Element(type: "checkbox", label: "Inline collapse", traits: [.toggle], accessible: true)])
        let leftNavigation = ScreenDiff(old: web([nav(subItems), main]), new: web([nav([]), main] + subItems))
        let moved = leftNavigation.changes.filter { $0.kind == .focusOrderChanged }.compactMap { $0.new.map { leftNavigation.new.tree.elements[$0].label } }
        #expect(moved == ["Sub item 1", "Sub item 2", "Sub item 3"], "\(leftNavigation.changes)")
    }

    @Test func aButtonPutInsideANewNavigationNamedLikeItIsTheButtonInside() {
        let old = web([Element(type: "banner", children: [
            Element(type: "button", label: "Skip To Content", traits: [.button], accessible: true),
            Element(type: "heading", label: "Landmarks", traits: [.header], accessible: true, level: 1),
        ])])
        let new = web([Element(type: "banner", children: [
            Element(type: "navigation", label: "Skip To Content", children: [
                Element(type: "button", label: "Skip To Content, shortcut Alt plus 0", traits: [.button], accessible: true),
            ]),
            Element(type: "heading", label: "Landmarks", traits: [.header], accessible: true, level: 1),
        ])])
        let diff = ScreenDiff(old: old, new: new)
        #expect(diff.matching.oldToNew[2] == 3, "\(diff.changes)")
        #expect(!kinds(diff).contains(.traitsRemoved))
    }

    @Test func aMenuItemRenamedInPlaceAmongLookAlikeItemsIsTheSameItem() {
        func bar(_ last: String) -> Snapshot {
            web([Element(type: "menubar", children: ["File", "Edit", "View", last].map { Element(type: "menuitem", label: $0, traits: [.button], accessible: true) })])
        }
        let diff = ScreenDiff(old: bar("Toggle"), new: bar("Show actions"))
        #expect(kinds(diff).contains(.labelChanged) && !kinds(diff).contains(.removed), "\(diff.changes)")
    }

    @Test func aLinkMovedWithItsNameAndTargetIsStillAMove() {
        // Stops judged for order are those a listener recognises (same name, target or id):
        // a link that keeps both and is read elsewhere moved.
        func item(_ label: String, _ url: String) -> Element { Element(type: "listitem", children: [link(label, url)]) }
        let names = [("Rating Radio Group Example", "radio.html"), ("Color Viewer Slider Example", "color.html"),
                     ("Media Seek Slider Example", "seek.html"), ("Multi-Thumb Slider Example", "multi.html")]
        let old = Snapshot(screen: "S", platform: .ios, root: Element(type: "list", children: names.map(item)))
        let new = Snapshot(screen: "S", platform: .ios, root: Element(type: "list", children: [names[2], names[0], names[1], names[3]].map(item)))
        #expect(kinds(ScreenDiff(old: old, new: new)).contains(.focusOrderChanged))
    }
}
