import AXModel

/// Short descriptions of elements and values for rule messages.
enum Describe {
    /// `"Close"` for a labelled element, else `#id`, else its type.
    static func name(_ element: Element) -> String {
        if let label = element.label { return quote(label) }
        if let id = element.id { return "#" + clip(id) }
        if let type = element.type { return "the " + Element.shortName(of: type) }
        return "an element"
    }

    static func quote(_ text: String) -> String {
        "\"" + clip(text) + "\""
    }

    /// At most 80 characters, so one hostile label cannot flood a report.
    static func clip(_ text: String) -> String {
        text.count > 80 ? String(text.prefix(79)) + "…" : text
    }

    /// `"Close, button"`, or `nothing` for an empty announcement.
    static func spoken(_ announcement: String) -> String {
        announcement.isEmpty ? "nothing" : quote(announcement)
    }

    static func list(_ names: [String]) -> String {
        switch names.count {
        case 0: return ""
        case 1: return names[0]
        default: return names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
        }
    }

    static func plural(_ count: Int, _ word: String) -> String {
        "\(count) \(word)\(count == 1 ? "" : "s")"
    }
}
