import AXDiff
import AXModel

/// What a user had and no longer has when a focus stop leaves the reading order: the question
/// `element-unreachable` asks, and the one the engine asks before it counts a rule that
/// stopped firing on that element as an improvement. One value per diff; the grouping of the
/// new side is worked out the first time a nested element is judged.
struct Loss {
    let diff: ScreenDiff
    private var grouping: Grouping?

    init(_ diff: ScreenDiff) {
        self.diff = diff
    }

    /// Why the user can no longer reach the element that was the focus stop `o` and is `n`
    /// now, or nil when nothing was lost: it is still a stop, it was grouped into the
    /// accessibility element that speaks for it, it was ungrouped into parts that are stops,
    /// or it said nothing useful (a decorative image hidden is a fix).
    mutating func reason(old o: Int, new n: Int) -> String? {
        guard diff.old.isFocusStop(o), !diff.new.isFocusStop(n) else { return nil }
        if Loss.saidNothingUseful(diff.old.tree.elements[o], languages: SpokenLanguage.of(diff.old.tree.elements[o], in: diff.old)) { return nil }
        let element = diff.new.tree.elements[n]
        if let blocked = diff.new.blocked[n] {
            let by = diff.new.tree.elements[blocked.by]
            switch blocked.reason {
            case .nested:
                // Asked in place: a copy of the grouping is a copy of the model.
                if grouping == nil { grouping = Grouping(diff.new) }
                if grouping?.speaksFor(n) == true { return nil }
                let reader = diff.new.reader
                let why = Grouping.isControl(element)
                    ? Grouping.missing(from: by, element, reader: reader).map { "which does not say \($0)" } ?? "which already speaks for another control"
                    : "which does not say it"
                return "it is now nested inside the accessibility element \(Describe.described(by, reader: reader)), \(why); \(Describe.nowSays(n, in: diff.new))"
            case .hidden:
                return blocked.by == n ? "it is now hidden" : "it is now inside the hidden \(Describe.name(by))"
            case .modal:
                return "it is now behind the modal view \(Describe.name(by))"
            }
        }
        // Walked but not a stop: an ungrouped container whose parts are now stops is not
        // lost; an element with no stops inside is.
        if diff.new.firstFocusStop(inside: n) != nil { return nil }
        // No longer a stop once nothing names it (TalkBack skips an actionable view that holds
        // others and says nothing): the label is what was lost.
        let before = diff.old.tree.elements[o]
        if before.label != nil || before.text != nil, element.label == nil && element.text == nil {
            return "it lost its label, and \(diff.new.reader.name) does not stop on a view that says nothing"
        }
        return element.traits.contains(.notEnabled)
            ? "it was made not accessible (a disabled control must stay accessible and be announced as \(diff.new.reader.notEnabledWord))"
            : "it was made not accessible"
    }

    /// True when a focus stop told the user nothing: not interactive, and no value and no
    /// label, or a label that is a file name or an identifier (heard as "Image", or as
    /// "icon_share.png").
    static func saidNothingUseful(_ element: Element, languages: [SpokenLanguage] = [.english]) -> Bool {
        guard !element.isInteractive, element.value == nil else { return false }
        guard let label = element.label else { return true }
        return LabelQuality.meaningless(label, of: element, languages: languages) != nil
    }
}
