extension Element {
    /// The key of `container`: UIKit's `accessibilityContainerType` (`dataTable`, `list`,
    /// `landmark`, `semanticGroup`). It is kept with the keys axdiff does not interpret, but the
    /// parser knows it, so a captured file validates without a warning; a `list` or `landmark`
    /// that gives its own order gives its edges a spoken context (`SpokenContext`).
    public static let containerKey = "container"

    /// The element's container type (`list`, `landmark`, ...), or nil.
    public var container: String? {
        get {
            for extra in extras where extra.key == Element.containerKey {
                if case .string(let name) = extra.value { return name }
            }
            return nil
        }
        set {
            extras.removeAll { $0.key == Element.containerKey }
            if let newValue, !newValue.isEmpty {
                extras.insert(ExtraKey(key: Element.containerKey, value: .string(newValue)), at: 0)
            }
        }
    }
}
