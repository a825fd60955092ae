import AXModel

/// Step 3 of the matching: leftovers paired by what they are called and where they lead.
extension Matcher {
    /// The most elements a subtree may have for its texts to be read as its name.
    static let namingSubtreeLimit = 8

    /// The `staticText` trait's bit: a text's only role, which does not stop it from naming.
    static let staticTextBit = TraitSet([.staticText]).knownBits

    /// What a screen reader calls an element: its label, else, for an element whose contents
    /// are only text (a focusable `div` holding "Save", a Chrome button and its `StaticText`),
    /// those texts joined with spaces, else its drawn text; nil when it has none of them.
    static func name(_ tree: ElementTree, _ index: Int) -> String? {
        let element = tree.elements[index]
        if let label = element.label { return label }
        let end = tree.subtreeEnd[index]
        guard end > index + 1, end - index <= namingSubtreeLimit else { return element.text }
        var texts: [String] = []
        for inner in (index + 1)..<end {
            let part = tree.elements[inner]
            guard part.knownTraitBits & TraitSet.roleBits & ~Matcher.staticTextBit == 0 else { return element.text }
            if let text = part.label ?? part.text { texts.append(text) }
        }
        return texts.isEmpty ? element.text : texts.joined(separator: " ")
    }

    /// What an element is known by among the leftovers.
    enum NameKey: Hashable {
        case name(String)
        case target(String)
    }

    /// Pairs leftovers by a name, or a link target, that exactly one element on each side
    /// has: an element whose role changed (a tab made a button), whose name moved from itself
    /// into its contents (a `<button>` made a focusable `div` holding the text), or a link
    /// renamed with the same target, is the same element.
    ///
    /// Unique in the whole tree, not only among the leftovers: "Updated today" under each row
    /// of a list tells no row from another, even when only one such row is left over.
    func matchUniqueNames(_ matching: inout Matching) -> [(old: Int, new: Int)] {
        let oldKeys = Matcher.uniqueLeftoverKeys(old, partners: matching.oldToNew)
        guard !oldKeys.isEmpty else { return [] }
        let newKeys = Matcher.uniqueLeftoverKeys(new, partners: matching.newToOld)
        guard !newKeys.isEmpty else { return [] }
        var found: [(old: Int, new: Int)] = []
        for (key, o) in oldKeys.sorted(by: { $0.value < $1.value }) {
            guard let n = newKeys[key], !matching.isMatched(old: o), !matching.isMatched(new: n), canPair(o, n) else { continue }
            matching.pair(o, n)
            found.append((o, n))
        }
        return found
    }

    /// The names and link targets of a tree's unmatched elements that no other element of the
    /// tree has, each with its element. A text inside an unmatched element named the same (a
    /// button's text, which is its name) is not a second element with that name.
    static func uniqueLeftoverKeys(_ tree: ElementTree, partners: [Int]) -> [NameKey: Int] {
        var candidates: [(key: NameKey, index: Int)] = []
        var names = [String?](repeating: nil, count: tree.count)
        for index in 0..<tree.count where partners[index] < 0 {
            let element = tree.elements[index]
            if let url = element.url { candidates.append((.target(url), index)) }
            guard let name = Matcher.name(tree, index) else { continue }
            names[index] = name
            let parent = tree.parent[index]
            if parent >= 0, partners[parent] < 0, names[parent] == name { continue }
            candidates.append((.name(name), index))
        }
        guard !candidates.isEmpty else { return [:] }
        // How many elements of the whole tree say each candidate's text or lead to its target,
        // found without hashing the texts whose length no candidate has.
        var wanted: [NameKey: Int] = [:]
        var lengths = Set<Int>()
        for candidate in candidates {
            wanted[candidate.key, default: 0] = 0
            if case .name(let name) = candidate.key { lengths.insert(name.utf8.count) }
        }
        for index in 0..<tree.count {
            let element = tree.elements[index]
            if let text = element.label ?? element.text, lengths.contains(text.utf8.count), wanted[.name(text)] != nil {
                wanted[.name(text), default: 0] += 1
            }
            if let url = element.url, wanted[.target(url)] != nil { wanted[.target(url), default: 0] += 1 }
        }
        var keyCounts: [NameKey: Int] = [:]
        for candidate in candidates { keyCounts[candidate.key, default: 0] += 1 }
        var unique: [NameKey: Int] = [:]
        for candidate in candidates where keyCounts[candidate.key] == 1 {
            // The element's own texts (its label, or the texts it is named by) are not others.
            var own = 1
            if case .name(let name) = candidate.key {
                let end = tree.subtreeEnd[candidate.index]
                let inside = end - candidate.index <= namingSubtreeLimit ? candidate.index..<end : candidate.index..<(candidate.index + 1)
                own = inside.filter { (tree.elements[$0].label ?? tree.elements[$0].text) == name }.count
            }
            if wanted[candidate.key, default: 0] <= own { unique[candidate.key] = candidate.index }
        }
        return unique
    }
}
