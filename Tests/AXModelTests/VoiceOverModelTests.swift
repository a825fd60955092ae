import AXTestSupport
import Testing

@testable import AXModel

/// A focus stop with a label and a frame.
private func stop(_ label: String, _ frame: Frame? = nil, traits: TraitSet = [.staticText], id: String? = nil) -> Element {
    Element(id: id, label: label, traits: traits, frame: frame, accessible: true)
}

private func container(_ children: [Element], frame: Frame? = nil, order: Element.ChildOrder = .given, grouped: Bool = false, id: String? = nil) -> Element {
    Element(id: id, frame: frame, grouped: grouped, childOrder: order, children: children)
}

private func labels(_ snapshot: Snapshot) -> [String] {
    let model = VoiceOverModel(snapshot: snapshot)
    return model.focusStops.map { model.tree.elements[$0].label ?? "?" }
}

private func screen(_ root: Element, context: [String: String] = [:]) -> Snapshot {
    Snapshot(screen: "Test", context: context, root: root)
}

@Suite struct VoiceOverModelTests {
    // MARK: Rule 1: hidden

    @Test func hiddenElementAndItsSubtreeAreUnreachable() {
        let root = container([
            stop("Visible"),
            Element(label: "Hidden box", hidden: true, children: [stop("Inside hidden")]),
            Element(label: "Hidden stop", accessible: true, hidden: true),
        ])
        let model = VoiceOverModel(snapshot: screen(root))
        #expect(model.focusStops.map { model.tree.elements[$0].label } == ["Visible"])
        #expect(model.blocked[2] == .init(reason: .hidden, by: 2))
        #expect(model.blocked[3] == .init(reason: .hidden, by: 2))
        #expect(model.blocked[4] == .init(reason: .hidden, by: 4))
        let reading = ScreenReading(snapshot: screen(root), model: model)
        #expect(reading.unreachable.map(\.element.label) == ["Hidden box", "Inside hidden", "Hidden stop"])
        #expect(reading.unreachable.map(\.reason) == [.hidden, .hidden, .hidden])
    }

    // MARK: Rule 2: modal

    @Test func onlyTheLastModalSiblingIsKept() {
        let root = container([
            container([stop("Behind")], id: "content"),
            container([stop("First dialog")], id: "dialog1").with(\.modal, true),
            container([stop("Second dialog")], id: "dialog2").with(\.modal, true),
        ])
        let model = VoiceOverModel(snapshot: screen(root))
        #expect(model.focusStops.map { model.tree.elements[$0].label } == ["Second dialog"])
        let dialog2 = 5
        #expect(model.tree.elements[dialog2].id == "dialog2")
        #expect(model.blocked[1] == .init(reason: .modal, by: dialog2))
        #expect(model.blocked[2] == .init(reason: .modal, by: dialog2))
        #expect(model.blocked[3] == .init(reason: .modal, by: dialog2))
        #expect(model.blocked[4] == .init(reason: .modal, by: dialog2))
        let reading = ScreenReading(snapshot: screen(root), model: model)
        #expect(reading.unreachable.map(\.blocker.key) == ["dialog2", "dialog2"])
    }

    @Test func modalOnlyAffectsItsSiblings() {
        let root = container([
            stop("Uncle"),
            container([stop("Sibling"), container([stop("Dialog")]).with(\.modal, true)]),
        ])
        #expect(labels(screen(root)) == ["Uncle", "Dialog"])
    }

    @Test func hiddenComesBeforeModalOnTheSameElement() {
        let root = container([
            Element(label: "Hidden sibling", accessible: true, hidden: true),
            container([stop("Dialog")]).with(\.modal, true),
        ])
        let model = VoiceOverModel(snapshot: screen(root))
        #expect(model.blocked[1]?.reason == .hidden)
    }

    /// A dismissed alert left in the hierarchy, hidden, traps nothing: the screen stays
    /// reachable, and a shown modal sibling before it is the one kept.
    @Test func aHiddenModalViewBlocksNothing() {
        let dismissed = container([stop("Retry")], id: "alert").with(\.modal, true).with(\.hidden, true)
        #expect(labels(screen(container([stop("Checkout"), stop("Pay"), dismissed]))) == ["Checkout", "Pay"])
        let shown = container([stop("OK")], id: "dialog").with(\.modal, true)
        #expect(labels(screen(container([stop("Behind"), shown, dismissed]))) == ["OK"])
    }

    // MARK: Rule 3: focus stops and nesting

    @Test func accessibleElementSwallowsItsDescendants() throws {
        let snapshot = try SnapshotParser.parse(try Fixtures.bytes("model/spec-example.axsnap.json")).snapshot
        let model = VoiceOverModel(snapshot: snapshot)
        #expect(model.focusStops == [1, 2])
        #expect(model.blocked[3] == .init(reason: .nested, by: 2))
        #expect(model.blocked[4] == .init(reason: .nested, by: 2))
        #expect(model.announcements == ["Settings, heading", "Dark Theme, Off, switch button. Double tap to toggle setting."])
    }

    @Test func removingAccessibleFromTheRowExposesTwoStops() throws {
        var snapshot = try SnapshotParser.parse(try Fixtures.bytes("model/spec-example.axsnap.json")).snapshot
        snapshot.root.children[1].accessible = false
        let model = VoiceOverModel(snapshot: snapshot)
        #expect(model.announcements == [
            "Settings, heading", "Dark Theme", "Off, switch button. Double tap to toggle setting.",
        ])
    }

    @Test func nonAccessibleContainersAreWalked() {
        let root = container([container([container([stop("Deep")])]), stop("After")])
        #expect(labels(screen(root)) == ["Deep", "After"])
    }

    // MARK: Rule 4: reading order

    @Test func givenOrderIsArrayOrder() {
        let root = container([stop("B", Frame(0, 100, 10, 10)), stop("A", Frame(0, 0, 10, 10))])
        #expect(labels(screen(root)) == ["B", "A"])
    }

    @Test func geometricOrderUsesRowsOnPhone() {
        // Top edges 5 pt apart share a row on phone (tolerance 8); 10 pt apart do not.
        let root = container([
            stop("Right", Frame(200, 105, 50, 20)),
            stop("Below", Frame(0, 120, 50, 20)),
            stop("Left", Frame(0, 100, 50, 20)),
            stop("Top", Frame(100, 40, 50, 20)),
        ], order: .geometric)
        #expect(labels(screen(root)) == ["Top", "Left", "Right", "Below"])
    }

    @Test func padUsesTheWiderRowTolerance() {
        let children = [
            stop("Later", Frame(200, 110, 50, 20)),
            stop("Earlier", Frame(0, 100, 50, 20)),
        ]
        let root = container(children, order: .geometric)
        // 10 pt apart: different rows on phone (8), the same row on pad (13).
        #expect(labels(screen(root)) == ["Earlier", "Later"])
        let swapped = container([stop("Right", Frame(200, 100, 50, 20)), stop("Left lower", Frame(0, 110, 50, 20))], order: .geometric)
        #expect(labels(screen(swapped)) == ["Right", "Left lower"])
        #expect(labels(screen(swapped, context: ["idiom": "pad"])) == ["Left lower", "Right"])
    }

    @Test func rowToleranceCanBeConfigured() {
        let root = container([stop("Right", Frame(200, 100, 50, 20)), stop("Left lower", Frame(0, 110, 50, 20))], order: .geometric)
        let model = VoiceOverModel(snapshot: screen(root), options: .init(rowTolerance: 20))
        #expect(model.focusStops.map { model.tree.elements[$0].label } == ["Left lower", "Right"])
    }

    @Test func rightToLeftReadsTrailingToLeading() {
        let root = container([
            stop("Left", Frame(0, 0, 100, 20)),
            stop("Right", Frame(200, 0, 100, 20)),
            stop("Middle", Frame(100, 2, 100, 20)),
        ], order: .geometric)
        #expect(labels(screen(root)) == ["Left", "Middle", "Right"])
        #expect(labels(screen(root, context: ["layoutDirection": "rightToLeft"])) == ["Right", "Middle", "Left"])
    }

    @Test func tiesAreBrokenByArrayIndex() {
        let root = container([
            stop("Second", Frame(0, 0, 10, 10)),
            stop("First", Frame(0, 0, 10, 10)),
        ], order: .geometric)
        #expect(labels(screen(root)) == ["Second", "First"])
    }

    @Test func groupedContainerSortsAtItsFirstStopAndStaysTogether() {
        // The group's own frame is at the top, but its stops are lower: it sorts where the
        // first of them (by position) is, and its stops are read together, sorted.
        let group = container([
            stop("Group second", Frame(0, 200, 50, 20)),
            stop("Group first", Frame(0, 120, 50, 20)),
        ], frame: Frame(0, 0, 300, 300), grouped: true).with(\.childOrder, .geometric)
        let root = container([group, stop("Middle", Frame(0, 100, 50, 20)), stop("Last", Frame(0, 150, 50, 20))], order: .geometric)
        #expect(labels(screen(root)) == ["Middle", "Group first", "Group second", "Last"])
        // Not grouped, its stops join the rows of the screen.
        let plain = group.with(\.grouped, false)
        let root2 = container([plain, stop("Middle", Frame(0, 100, 50, 20)), stop("Last", Frame(0, 150, 50, 20))], order: .geometric)
        #expect(labels(screen(root2)) == ["Middle", "Group first", "Last", "Group second"])
        // A container that gives its order keeps it, and sorts at its geometrically first stop
        // (Group first, at 120), not at the first it lists.
        let given = plain.with(\.childOrder, .given)
        let root3 = container([given, stop("Middle", Frame(0, 100, 50, 20)), stop("Last", Frame(0, 150, 50, 20))], order: .geometric)
        #expect(labels(screen(root3)) == ["Middle", "Group second", "Group first", "Last"])
    }

    @Test func frameLessChildSortsAtItsFirstStop() {
        let frameless = container([stop("Inside", Frame(0, 150, 50, 20))])
        let root = container([
            frameless,
            stop("Top", Frame(0, 0, 50, 20)),
            stop("Bottom", Frame(0, 300, 50, 20)),
            stop("No frame at all"),
        ], order: .geometric)
        #expect(labels(screen(root)) == ["Top", "Inside", "Bottom", "No frame at all"])
    }

    @Test func geometricOrderIsDeterministic() {
        var random = SeededRandom(seed: 7)
        let children = (0..<200).map { index in
            stop("S\(index)", Frame(Double(Int.random(in: 0...5, using: &random) * 50), Double(Int.random(in: 0...20, using: &random) * 7), 40, 20))
        }
        let root = container(children, order: .geometric)
        let first = labels(screen(root))
        #expect(first.count == 200)
        #expect(labels(screen(root)) == first)
    }

    // MARK: Rule 5: announcements

    @Test(arguments: [
        (Element(label: "Close", traits: [.button]), "Close, button"),
        (Element(traits: [.link]), "Link"),
        (Element(traits: [.button]), "Button"),
        (Element(label: "Volume", value: "50%", traits: [.adjustable]), "Volume, 50%, adjustable. Swipe up or down with one finger to adjust the value."),
        (Element(label: "Wi-Fi", value: "1", traits: [.button, .toggle]), "Wi-Fi, On, switch button. Double tap to toggle setting."),
        (Element(label: "Submit", traits: [.button, .notEnabled]), "Submit, button, dimmed"),
        (Element(label: "Search", traits: [.searchField, .textEntry]), "Search, search field. Double tap to edit."),
        (Element(label: "Email", value: "a@b.c", traits: [.textEntry]), "Email, a@b.c, text field. Double tap to edit."),
        (Element(label: "Share", hint: "Shares the photo", traits: [.button]), "Share, button. Shares the photo."),
        (Element(label: "Home", traits: [.button, .selected]), "Selected, Home, button"),
        (Element(label: "Logo", traits: [.image]), "Logo, image"),
        (Element(label: "Q", traits: [.keyboardKey]), "Q, key"),
        (Element(label: "Title", traits: [.header, .staticText]), "Title, heading"),
        (Element(label: "Plain text", traits: [.staticText]), "Plain text"),
        (Element(), ""),
    ])
    func announcementWording(element: Element, expected: String) {
        #expect(Announcement.text(for: element) == expected)
    }

    @Test func tabsAnnounceTheirPlace() {
        let bar = Element(traits: [.tabBar], children: [
            Element(label: "Home", traits: [.button, .selected], accessible: true),
            Element(label: "Search", traits: [.button], accessible: true),
        ])
        let model = VoiceOverModel(snapshot: screen(container([bar])))
        #expect(model.announcements == ["Selected, Home, tab, 1 of 2", "Search, tab, 2 of 2"])
    }

    // MARK: Rule 6: headings, and interactivity

    @Test func headingsAreStopsWithTheHeaderTraitInReadingOrder() {
        let root = container([
            stop("Second", Frame(0, 100, 10, 10), traits: [.header]),
            stop("First", Frame(0, 0, 10, 10), traits: [.header]),
            stop("Body", Frame(0, 50, 10, 10)),
            Element(label: "Hidden heading", traits: [.header], accessible: true, hidden: true),
        ], order: .geometric)
        let model = VoiceOverModel(snapshot: screen(root))
        #expect(model.headings.map { model.tree.elements[$0].label } == ["First", "Second"])
    }

    @Test func interactiveElements() {
        for trait in [Trait.button, .link, .searchField, .keyboardKey, .adjustable, .toggle, .textEntry, .allowsDirectInteraction] {
            #expect(Element(traits: [trait]).isInteractive)
        }
        #expect(Element(actions: ["Delete"]).isInteractive)
        #expect(!Element(traits: [.staticText, .header, .image, .selected]).isInteractive)
    }

    @Test func deepTreesDoNotOverflowTheStack() {
        var element = stop("Leaf")
        for _ in 0..<(SnapshotParser.maximumDepth - 1) {
            element = container([element])
        }
        let model = VoiceOverModel(snapshot: screen(element))
        #expect(model.focusStops.count == 1)
    }
}

extension Element {
    /// A copy with one property changed, for building trees in tests.
    func with<Value>(_ keyPath: WritableKeyPath<Element, Value>, _ value: Value) -> Element {
        var copy = self
        copy[keyPath: keyPath] = value
        return copy
    }
}
