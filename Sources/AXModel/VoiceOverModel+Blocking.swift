extension VoiceOverModel {
    /// The model as a reader would have it were the elements `extra` names also out of reach:
    /// each is blocked for its reason, with everything inside it, and the focus stops, their
    /// order and the headings are worked out again. The rule engine asks it what a screen
    /// would be without the content a removed modal view or hidden container let through.
    ///
    /// The elements `hiding` names are put out of reach as if each were hidden itself, with
    /// everything inside it: content a grouping swallowed without speaking for it, which no
    /// element of this tree answers for.
    public func blocking(_ extra: [Int: Blocked], hiding: Set<Int> = []) -> VoiceOverModel {
        guard !extra.isEmpty || !hiding.isEmpty else { return self }
        var blocked = self.blocked
        for index in extra.keys.sorted() {
            guard let cause = extra[index], index < tree.count else { continue }
            for inner in index..<tree.subtreeEnd[index] where blocked[inner] == nil {
                blocked[inner] = cause
            }
        }
        for index in hiding.sorted() where index < tree.count {
            for inner in index..<tree.subtreeEnd[index] where blocked[inner] == nil {
                blocked[inner] = Blocked(reason: .hidden, by: index)
            }
        }
        return VoiceOverModel(self, blocked: blocked)
    }

    private init(_ model: VoiceOverModel, blocked: [Blocked?]) {
        self.init(
            tree: model.tree, platform: model.platform, idiom: model.idiom, layoutDirection: model.layoutDirection,
            frameUnits: model.frameUnits, locale: model.locale, rowTolerance: model.rowTolerance, blocked: blocked)
    }
}
