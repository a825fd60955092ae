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

    /// What the reader now says where the element is, read from the model: `TalkBack now says
    /// "Call, More, button"`. An element that is no stop of its own is heard through the stop
    /// that speaks for it (its accessibility element: `, for the accessibility element that
    /// holds it`), or through the first stop inside it (`, read from inside it`); an
    /// element behind a modal view or hidden says nothing, and the message says why.
    static func nowSays(_ index: Int, in model: VoiceOverModel) -> String {
        "\(model.reader.name) now \(model.reader.says) " + heard(index, in: model)
    }

    /// The announcement heard for the element (see `nowSays(_:in:)`), without the reader's name.
    static func heard(_ index: Int, in model: VoiceOverModel) -> String {
        if model.isFocusStop(index) { return spoken(model.announcement(of: index)) }
        if let blocked = model.blocked[index] {
            switch blocked.reason {
            case .nested where model.isFocusStop(blocked.by):
                return spoken(model.announcement(of: blocked.by)) + ", for the accessibility element that holds it"
            case .nested:
                return "nothing: it is inside \(name(model.tree.elements[blocked.by])), which cannot be reached"
            case .hidden:
                return blocked.by == index ? "nothing: it is hidden" : "nothing: it is inside the hidden \(name(model.tree.elements[blocked.by]))"
            case .modal:
                return "nothing: it is behind the modal view \(name(model.tree.elements[blocked.by]))"
            }
        }
        if let inner = model.firstFocusStop(inside: index) {
            return spoken(model.announcement(of: inner)) + ", read from inside it"
        }
        return "nothing: it is no focus stop"
    }

    /// An element named with what it is, for messages that speak of two elements at once, so
    /// that a row and its switch that share a label are told apart: `the switch button
    /// #darkSwitch`, `"Dark Theme" (the button #row)`, `the UITableViewCell "Dark Theme"`. The
    /// kind is the reader's first role word, else the class.
    static func described(_ element: Element, reader: ScreenReader) -> String {
        let role = reader.roleWords(element.traits, type: element.type).first
        let kind = role.map { "the " + $0 } ?? element.type.map { "the " + Element.shortName(of: $0) } ?? "an element"
        let id = element.id.map { " #" + clip($0) } ?? ""
        guard let label = element.label else { return kind + id }
        return "\(quote(label)) (\(kind)\(id))"
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
