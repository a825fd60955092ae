import AXModel

/// Mutates about `percent` % of a screen's elements the way app changes do: labels edited or
/// lost, traits removed or assigned, elements reordered, wrapped or moved into a new container.
struct Mutator {
    var random: SplitMix

    init(seed: UInt64) {
        random = SplitMix(seed: seed)
    }

    mutating func mutate(_ snapshot: Snapshot, percent: Double) -> Snapshot {
        var result = snapshot
        let count = snapshot.elementCount
        let mutations = max(1, Int(Double(count) * percent / 100))
        for _ in 0..<mutations {
            // Walk a random path down the tree and mutate the element there.
            mutateRandomElement(&result.root, depth: 0)
        }
        return result
    }

    private mutating func mutateRandomElement(_ element: inout Element, depth: Int) {
        if !element.children.isEmpty && (depth < 2 || random.chance(0.6)) {
            let index = random.int(0...(element.children.count - 1))
            if element.children.count > 2 && random.chance(0.05) {
                // Reorder two siblings.
                let other = random.int(0...(element.children.count - 1))
                element.children.swapAt(index, other)
                return
            }
            mutateRandomElement(&element.children[index], depth: depth + 1)
            return
        }
        switch random.int(0...5) {
        case 0: element.label = element.label.map { $0 + " (edited)" } ?? "New label"
        case 1: element.label = nil
        case 2: element.traits.remove(.button)
        case 3: element.traits = [.selected]
        case 4: element.frame = element.frame.map { Frame($0.x, $0.y + 20, $0.width, $0.height) }
        default: element.value = "Changed"
        }
    }
}
