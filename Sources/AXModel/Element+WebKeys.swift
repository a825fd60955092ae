extension Element {
    /// The key of `focusable`: the element takes keyboard focus (Chrome's `focusable`
    /// property, a native control or `tabindex`). Written only when true.
    public static let focusableKey = "focusable"

    /// The key of `live`: the politeness of a live region (`polite`, `assertive`), from
    /// `aria-live` or a role that implies it (`status`, `alert`, `log`).
    public static let liveKey = "live"

    /// The element keys axdiff knows besides the fields of `Element`: kept with the keys it
    /// does not interpret, written where they were read, and never warned about.
    public static let knownExtraKeys: Set<String> = [containerKey, focusableKey, liveKey]

    /// True when the element takes keyboard focus; false when the snapshot does not say so.
    public var focusable: Bool {
        get {
            extras.contains { $0.key == Element.focusableKey && $0.value == .bool(true) }
        }
        set {
            extras.removeAll { $0.key == Element.focusableKey }
            if newValue { extras.append(ExtraKey(key: Element.focusableKey, value: .bool(true))) }
        }
    }

    /// The politeness of a live region (`polite`, `assertive`), or nil for none (`off` is none).
    public var live: String? {
        get {
            for extra in extras where extra.key == Element.liveKey {
                if case .string(let politeness) = extra.value, !politeness.isEmpty, politeness != "off" { return politeness }
            }
            return nil
        }
        set {
            extras.removeAll { $0.key == Element.liveKey }
            if let newValue, !newValue.isEmpty, newValue != "off" {
                extras.append(ExtraKey(key: Element.liveKey, value: .string(newValue)))
            }
        }
    }
}
