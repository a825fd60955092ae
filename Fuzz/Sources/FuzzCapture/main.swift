// Fuzz target: the iOS capture walk (AXCapture) over a fake UIKit hierarchy decoded from the
// input. Nodes are objects, so `accessibilityElements` can share nodes and loop back on an
// ancestor, as a buggy app's can: the walk must end (with its object limit) and never trap,
// and every snapshot it returns must write canonically, read back the same and have a
// VoiceOver model.
import AXCapture
import AXModel
import FuzzSupport

final class FuzzNode: AccessibilityNode {
    var isAccessibilityElement = false
    var accessibilityElements: [FuzzNode]?
    var subviews: [FuzzNode] = []
    var accessibilityElementsHidden = false
    var accessibilityViewIsModal = false
    var shouldGroupAccessibilityChildren = false
    var isHidden = false
    var alpha = 1.0
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHint: String?
    var accessibilityIdentifier: String?
    var traits: TraitSet = []
    var accessibilityFrame = Frame(0, 0, 390, 844)
    var accessibilityLanguage: String?
    var containerType = AccessibilityContainerType.none
    var customActionNames: [String] = []
    var customRotorNames: [String] = []
    var drawnText: String?
    var typeName = "UIView"
}

/// Six bytes a node: flags, flags, label, frame x, frame y, frame size; then the links: each
/// later byte pair (from, to) makes node `to` a subview of `from` (0x80 in `from` instead adds
/// it to `from`'s accessibilityElements). Links may form cycles and shared children. Returns
/// every node, the root first.
func decodeHierarchy(_ bytes: [UInt8]) -> [FuzzNode] {
    let labels: [String?] = [nil, "", "OK", "Play", "\u{1B}]0;x\u{07}", "é\u{301}", "Dark Theme", "a.png"]
    let traitChoices: [TraitSet] = [[], [.button], [.staticText], [.header], [.adjustable], [.image], [.link], [.button, .selected]]
    let containers: [AccessibilityContainerType] = [.none, .dataTable, .list, .landmark, .semanticGroup]
    let count = min(bytes.count / 6, 64)
    guard count > 0 else { return [] }
    var nodes: [FuzzNode] = []
    for index in 0..<count {
        let b = bytes[(index * 6)..<(index * 6 + 6)].map { Int($0) }
        let node = FuzzNode()
        node.isAccessibilityElement = b[0] & 1 != 0
        node.accessibilityElementsHidden = b[0] & 2 != 0
        node.accessibilityViewIsModal = b[0] & 4 != 0
        node.shouldGroupAccessibilityChildren = b[0] & 8 != 0
        node.isHidden = b[0] & 16 != 0 && index > 0
        node.alpha = b[0] & 32 != 0 ? 0.005 : 1
        node.traits = traitChoices[b[1] & 7]
        node.containerType = containers[(b[1] >> 3) % containers.count]
        node.customActionNames = b[1] & 64 != 0 ? ["Delete"] : []
        node.accessibilityValue = b[1] & 128 != 0 ? "50%" : nil
        node.accessibilityLabel = labels[b[2] & 7]
        node.drawnText = labels[(b[2] >> 3) & 7]
        node.accessibilityIdentifier = b[2] & 64 != 0 ? "id\(b[2] & 3)" : nil
        node.typeName = b[2] & 128 != 0 ? "UIButton" : "UIView"
        node.accessibilityFrame = Frame(Double(b[3] * 2) - 50, Double(b[4] * 4) - 50, Double(b[5] % 16) * 30, Double(b[5] / 16) * 30)
        nodes.append(node)
    }
    var position = count * 6
    while position + 1 < bytes.count {
        let from = Int(bytes[position]), to = Int(bytes[position + 1]) % count
        position += 2
        let parent = nodes[(from & 0x7F) % count]
        if from & 0x80 != 0 {
            parent.accessibilityElements = (parent.accessibilityElements ?? []) + [nodes[to]]
        } else {
            parent.subviews.append(nodes[to])
        }
    }
    return nodes
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let nodes = decodeHierarchy(Checks.bytes(data, size))
    guard let root = nodes.first else { return 0 }
    // The links may be cycles of strong references: break them when done, or every cyclic
    // input would be reported as a leak of this harness.
    defer {
        for node in nodes {
            node.subviews = []
            node.accessibilityElements = nil
        }
    }
    let snapshot: Snapshot
    do {
        snapshot = try AccessibilityCapture.snapshot(of: root, screen: "Fuzz")
    } catch {
        _ = error.description
        return 0
    }
    Checks.roundTrip(snapshot, what: "captured snapshot")
    Checks.voiceOver(snapshot)
    return 0
}

FuzzDriver.run(fuzzOne)
