import AXDiff
import AXModel

/// Where the content of a web element that is gone went: the questions the web rules ask when
/// a container or control lost its role and the matching could not pair it (Playwright merges
/// text that has no role into one line, so a list or a row of buttons made of `div`s becomes
/// one `text:`).
extension RuleCatalog {
    /// The text an element shows: its label, else the static text inside it, joined.
    static func shownText(of index: Int, in tree: ElementTree) -> String? {
        tree.elements[index].label ?? visibleText(of: index, in: tree)
    }

    /// The static text inside an element, joined (a button named "Reply to Dev R." that shows
    /// "Reply").
    static func visibleText(of index: Int, in tree: ElementTree) -> String? {
        var words: [String] = []
        for inner in (index + 1)..<tree.subtreeEnd[index] where tree.elements[inner].traits.contains(.staticText) {
            if let text = tree.elements[inner].label { words.append(text) }
        }
        return words.isEmpty ? nil : words.joined(separator: " ")
    }

    /// True when a new element inside `n`'s own text control or a live region holds it.
    static func isInside(_ n: Int, in tree: ElementTree, where holds: (Element) -> Bool) -> Bool {
        var current = tree.parent[n]
        while current >= 0 {
            if holds(tree.elements[current]) { return true }
            current = tree.parent[current]
        }
        return false
    }

    /// The new element that now shows the text of the old element `o`, which has no partner, as
    /// plain text: one of `o`'s own texts paired with a static text that no control holds, or a
    /// static text that is new or changed and contains `o`'s name or shown text as whole words,
    /// under the element that took the place of `o`'s nearest paired ancestor. Nil when the
    /// text is not there as text.
    static func textThatReplaced(old o: Int, _ diff: ScreenDiff) -> Int? {
        let old = diff.old.tree, new = diff.new.tree
        func isPlainText(_ n: Int) -> Bool {
            new.elements[n].traits.contains(.staticText) && !new.elements[n].isInteractive
                && !isInside(n, in: new) { $0.isInteractive }
        }
        for inner in (o + 1)..<old.subtreeEnd[o] where old.elements[inner].traits.contains(.staticText) {
            let n = diff.matching.oldToNew[inner]
            if n >= 0, isPlainText(n) { return n }
        }
        // Its name, or the text it showed when its name was another (a label from aria-label).
        let texts = [old.elements[o].label, visibleText(of: o, in: old)].compactMap { $0 }
            .filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
        guard !texts.isEmpty else { return nil }
        let anchor = diff.matchedAncestor(old: o)
        let place = anchor >= 0 ? diff.matching.oldToNew[anchor] : 0
        guard place >= 0, place < new.elements.count else { return nil }
        for n in (place + 1)..<new.subtreeEnd[place] where isPlainText(n) {
            // A text that is new, or that changed (the matching paired the merged line with
            // one of the texts it swallowed).
            // The control's words must be new in it: a text that said them already (a date
            // line ending "5:12 AM" beside a removed "AM" option) took nothing from it.
            let partner = diff.matching.newToOld[n]
            let before = partner >= 0 ? old.elements[partner].label : nil
            guard let merged = new.elements[n].label, before != merged else { continue }
            if texts.contains(where: { text in
                LabelQuality.containsWords(merged, text) && !(before.map { LabelQuality.containsWords($0, text) } ?? false)
            }) { return n }
        }
        return nil
    }

    /// True when content of the old element `o` is still on the page: something inside it is
    /// paired, or its text is now plain text (`textThatReplaced`).
    static func contentKept(old o: Int, _ diff: ScreenDiff) -> Bool {
        ((o + 1)..<diff.old.tree.subtreeEnd[o]).contains { diff.matching.oldToNew[$0] >= 0 }
            || textThatReplaced(old: o, diff) != nil
    }
}
