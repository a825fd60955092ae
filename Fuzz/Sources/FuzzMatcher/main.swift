// Fuzz target: the matcher and change detection on adversarial trees. Two trees are decoded
// from the input over a tiny alphabet (four types, labels, identifiers), with an opcode that
// repeats the last subtree up to 255 times, so subtree hashes, label keys and identifiers
// collide by design. The matching must be one-to-one and consistent, and finish: a quadratic
// step shows as libFuzzer's timeout on a few thousand look-alike siblings.
import AXDiff
import AXModel
import FuzzSupport

/// Reads a tree from `bytes[position...]` up to a 0xFF separator: each byte is one element or
/// one move (up a level, repeat the previous sibling's subtree).
func decodeTree(_ bytes: [UInt8], from start: inout Int) -> Element {
    let types = ["Button", "StaticText", "Other", "Cell"]
    let labels = [nil, "Play", "play", "Row"]
    let ids = [nil, nil, "a", "b"]
    // Open elements: the root, then the path to the current parent.
    var open: [Element] = [Element(type: "Window")]
    var total = 1
    let limit = 20_000
    while start < bytes.count {
        let byte = bytes[start]
        start += 1
        if byte == 0xFF { break }
        switch byte >> 6 {
        case 0 where byte & 0x3F < 4:  // close the current parent
            if open.count > 1 {
                let child = open.removeLast()
                open[open.count - 1].children.append(child)
            }
        case 0:  // repeat the last child of the current parent (byte & 0x3F) times
            guard let last = open[open.count - 1].children.last else { continue }
            let size = ElementTree(root: last).count
            var copies = Int(byte & 0x3F)
            while copies > 0 && total + size <= limit {
                open[open.count - 1].children.append(last)
                total += size
                copies -= 1
            }
        default:  // an element: 2 bits type, 2 bits label, 2 bits id; 0b10 opens it as a parent
            guard total < limit, open.count < 200 else { continue }
            let element = Element(
                type: types[Int(byte >> 4) & 3], id: ids[Int(byte >> 2) & 3], label: labels[Int(byte) & 3],
                traits: byte & 1 == 1 ? [.button] : [], accessible: byte & 2 == 2)
            total += 1
            if byte >> 6 == 2 { open.append(element) } else { open[open.count - 1].children.append(element) }
        }
    }
    while open.count > 1 {
        let child = open.removeLast()
        open[open.count - 1].children.append(child)
    }
    return open[0]
}

@_cdecl("LLVMFuzzerTestOneInput")
func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    guard let data else { return 0 }
    let bytes = Checks.bytes(data, size)
    var position = 0
    let oldRoot = decodeTree(bytes, from: &position)
    let newRoot = decodeTree(bytes, from: &position)
    let old = ElementTree(root: oldRoot)
    let new = ElementTree(root: newRoot)
    let matching = Matcher(old: old, new: new).match()
    precondition(matching.oldToNew.count == old.count && matching.newToOld.count == new.count, "one entry per element")
    for (index, partner) in matching.oldToNew.enumerated() where partner >= 0 {
        precondition(partner < new.count && matching.newToOld[partner] == index, "the matching is not one-to-one")
    }
    for (index, partner) in matching.newToOld.enumerated() where partner >= 0 {
        precondition(partner < old.count && matching.oldToNew[partner] == index, "the matching is not one-to-one")
    }
    let diff = ScreenDiff(
        old: Snapshot(screen: "Fuzz", platform: .ios, root: oldRoot),
        new: Snapshot(screen: "Fuzz", platform: .ios, root: newRoot))
    if oldRoot == newRoot {
        precondition(diff.changes.isEmpty, "equal trees have changes")
    }
    return 0
}

FuzzDriver.run(fuzzOne)
