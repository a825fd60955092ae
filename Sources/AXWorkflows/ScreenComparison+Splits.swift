import AXDiff
import AXModel

/// A screen split into several files in one change is compared with its parts together.
extension ScreenComparison {
    /// The new side of a split screen: the parts' trees as one, under a root like the first
    /// part's, each part's top-level elements in the order given (the order their content had
    /// in the old screen), named as the old screen. Each part's elements keep their lines.
    static func combined(_ first: LoadedScreen, _ others: [LoadedScreen], screen: String, options: VoiceOverModel.Options) -> LoadedScreen {
        let roots = ([first] + others).map { $0.model.tree.elements[0] }
        let top = roots[0]
        let root = Element(
            type: top.type, id: top.id, label: top.label, value: top.value, hint: top.hint, traits: top.traits,
            frame: top.frame, accessible: top.accessible, hidden: top.hidden, modal: top.modal, grouped: top.grouped,
            childOrder: top.childOrder, text: top.text, actions: top.actions, rotors: top.rotors, language: top.language,
            level: top.level, url: top.url, extras: top.extras, children: roots.flatMap(\.children), line: top.line)
        let model = first.model
        let combined = VoiceOverModel(
            tree: ElementTree(root: root), platform: model.platform, idiom: model.idiom, layoutDirection: model.layoutDirection,
            frameUnits: model.frameUnits, options: options)
        var header = first.header
        header.screen = screen
        return LoadedScreen(header: header, model: combined, warnings: [], stateHits: nil, hashes: SubtreeHashes(combined.tree))
    }
}
