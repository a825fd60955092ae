import AXCapture
import AXModel
import Testing

@Suite struct AccessibilityCaptureTests {
    func capture(_ root: FakeNode) throws -> Element {
        try AccessibilityCapture.element(of: root)
    }

    func labels(_ element: Element) -> [String] {
        ElementTree(root: element).elements.compactMap(\.label)
    }

    @Test func accessibilityElementsReplaceTheSubviewsInTheirOrder() throws {
        let container = FakeNode("Card", frame: Frame(0, 100, 393, 100), subviews: [FakeNode("Subview", accessible: true)])
        container.accessibilityElements = [FakeNode("Second", frame: Frame(0, 150, 100, 44), accessible: true), FakeNode("First", frame: Frame(0, 100, 100, 44), accessible: true)]
        let root = try capture(.window([container]))
        let card = root.children[0]
        #expect(card.childOrder == .given)
        #expect(card.children.map(\.label) == ["Second", "First"])
        #expect(!labels(root).contains("Subview"))
    }

    @Test func subviewsAreReadByPosition() throws {
        let root = try capture(.window([FakeNode("A", accessible: true), FakeNode("B", frame: Frame(0, 50, 100, 44), accessible: true)]))
        #expect(root.childOrder == .geometric)
        // Even one subview: a plain view is no unit of the reading order (its content joins
        // the rows around it), which `given` would make it.
        let lone = try capture(.window([FakeNode("A", accessible: true)]))
        #expect(lone.childOrder == .geometric)
        let empty = try capture(.window([FakeNode("Leaf", accessible: true)]))
        #expect(empty.children[0].childOrder == .given)
    }

    @Test func viewsVoiceOverCannotSeeAreLeftOutWithTheirSubtree() throws {
        let hidden = FakeNode("Hidden", subviews: [FakeNode("Inside hidden", accessible: true)])
        hidden.isHidden = true
        let transparent = FakeNode("Transparent", accessible: true)
        transparent.alpha = 0.005
        let faint = FakeNode("Faint", frame: Frame(0, 60, 100, 44), accessible: true)
        faint.alpha = 0.2
        let zeroSize = FakeNode("Zero", frame: Frame(10, 10, 0, 0), accessible: true)
        let offscreen = FakeNode("Offscreen", frame: Frame(500, 0, 100, 44), accessible: true)
        let emptyContainer = FakeNode(frame: Frame(0, 0, 0, 0), subviews: [FakeNode("Inside zero", frame: Frame(0, 0, 0, 0), accessible: true)])
        let overflowing = FakeNode("Overflowing", frame: Frame(0, 0, 0, 0), subviews: [FakeNode("Visible child", frame: Frame(0, 200, 100, 44), accessible: true)])
        let root = try capture(.window([hidden, transparent, faint, zeroSize, offscreen, emptyContainer, overflowing]))
        #expect(labels(root) == ["Faint", "Overflowing", "Visible child"])
    }

    @Test func unreachableContentIsRecordedSoAxdiffCanSayWhy() throws {
        let section = FakeNode("Section", subviews: [FakeNode("Inside", accessible: true)])
        section.accessibilityElementsHidden = true
        let alert = FakeNode("Alert", frame: Frame(0, 300, 393, 100))
        alert.accessibilityViewIsModal = true
        let row = FakeNode("Row", frame: Frame(0, 100, 393, 44), accessible: true, subviews: [FakeNode("Nested", accessible: true)])
        row.shouldGroupAccessibilityChildren = true
        let root = try capture(.window([section, row, alert]))
        #expect(root.children.map(\.hidden) == [true, false, false])
        #expect(root.children.map(\.modal) == [false, false, true])
        #expect(root.children[1].grouped && root.children[1].children.map(\.label) == ["Nested"])
        let model = VoiceOverModel(snapshot: Snapshot(screen: "S", root: root))
        #expect(model.unreachable.count >= 2)
    }

    @Test func everyPropertyIsWritten() throws {
        let node = FakeNode("Volume", frame: Frame(16.004, 100.5, 361, 44), accessible: true)
        node.accessibilityValue = "50%"
        node.accessibilityHint = "Adjusts the volume"
        node.accessibilityIdentifier = "volume"
        node.traits = [.adjustable]
        node.accessibilityLanguage = "fr-FR"
        node.containerType = .list
        node.customActionNames = ["Mute"]
        node.customRotorNames = ["Presets"]
        node.drawnText = "Volume"
        node.typeName = "UISlider"
        let snapshot = try AccessibilityCapture.snapshot(of: FakeNode.window([node]), screen: "Sound", context: ["device": "iPhone 15"])
        let text = String(decoding: CanonicalWriter.write(snapshot), as: UTF8.self)
        let parsed = try SnapshotParser.parse(Array(text.utf8))
        #expect(parsed.warnings.isEmpty, "a captured file validates without warnings")
        let element = parsed.snapshot.root.children[0]
        #expect(element == snapshot.root.children[0])
        #expect(element.type == "UISlider" && element.id == "volume" && element.value == "50%" && element.hint == "Adjusts the volume")
        #expect(element.traits == [.adjustable] && element.language == "fr-FR" && element.container == "list")
        #expect(element.actions == ["Mute"] && element.rotors == ["Presets"] && element.text == "Volume")
        #expect(element.frame == Frame(16, 100.5, 361, 44))
        #expect(parsed.snapshot.generator == AccessibilityCapture.generator)
        #expect(parsed.snapshot.context == ["device": "iPhone 15"])
    }

    @Test func aHierarchyDeeperThanTheFormatAllowsIsAnError() {
        var node = FakeNode("Leaf", accessible: true)
        for _ in 0..<SnapshotParser.maximumDepth { node = FakeNode(subviews: [node]) }
        #expect(throws: CaptureError.tooDeep(limit: SnapshotParser.maximumDepth, type: "FakeView")) {
            try AccessibilityCapture.element(of: node)
        }
    }

    @Test func elementsThatContainTheirAncestorAreAnErrorNotAHang() {
        let loop = FakeNode("Loop")
        loop.accessibilityElements = [loop, loop]
        defer { loop.accessibilityElements = nil }  // no retain cycle left for LeakSanitizer
        #expect(throws: CaptureError.self) { try AccessibilityCapture.element(of: FakeNode.window([loop])) }
    }

    @Test func unknownTraitBitsAreKeptByNumber() {
        let mask = TraitMask([(1 << 0, .button), (1 << 3, .selected)])
        #expect(mask.traits(0b1001) == [.button, .selected])
        #expect(mask.traits(1 << 0 | 1 << 18 | 1 << 40) == TraitSet([.button, .unknown("bit18"), .unknown("bit40")]))
        #expect(mask.traits(0) == [])
    }

    @Test func deviceContextUsesAxsnapKeys() {
        let context = DeviceContext(device: "iPhone 15", os: "18.0", idiom: "phone", appearance: "dark", orientation: DeviceContext.orientation(of: Frame(0, 0, 852, 393)))
        #expect(context.values(adding: ["device": "iPad Air", "app": "Weather"]) == [
            "device": "iPad Air", "os": "18.0", "idiom": "phone", "appearance": "dark", "orientation": "landscape", "app": "Weather",
        ])
        #expect(DeviceContext.orientation(of: Frame(0, 0, 0, 0)) == nil)
    }
}
