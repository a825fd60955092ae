import AXModel

/// Renders a `ScreenReading` (`axdiff show`) as text for people or JSON for tools.
public enum ReadingReport {
    /// Numbered focus stops with their announcements, then unreachable elements with reasons,
    /// then headings.
    public static func text(_ reading: ScreenReading, path: String? = nil, style: TerminalStyle = .plain) -> String {
        var lines: [String] = []
        let stops = reading.focusStops.count
        var title = style.bold(TerminalText.sanitize(TerminalText.truncate(reading.screen, to: 200)))
        // The device class is iOS's notion (phone or pad); a page or an Android screen has none.
        title += style.dim(" (\(reading.platform.rawValue)" + (reading.platform == .ios ? ", \(reading.idiom.rawValue)" : ""))
        if reading.layoutDirection == .rightToLeft { title += style.dim(", right to left") }
        title += style.dim(")")
        if let path { title += style.dim("  " + TerminalText.sanitize(path)) }
        lines.append(title)
        lines.append("\(stops) focus stop\(stops == 1 ? "" : "s") in reading order:")
        let width = String(stops).count
        for stop in reading.focusStops {
            let number = String(repeating: " ", count: width - String(stop.index).count) + "\(stop.index)."
            let spoken = stop.announcement.isEmpty ? style.dim("(nothing is spoken)") : TerminalText.sanitize(TerminalText.truncate(stop.announcement, to: 500))
            lines.append("  \(number) \(spoken)" + style.dim(location(stop.line)))
        }
        if !reading.unreachable.isEmpty {
            lines.append("")
            lines.append("\(reading.unreachable.count) element\(reading.unreachable.count == 1 ? "" : "s") \(reading.platform.screenReader.name) cannot reach:")
            for item in reading.unreachable {
                lines.append("  - " + name(item.element) + ": " + explain(item) + style.dim(location(item.element.line)))
            }
        }
        lines.append("")
        if reading.headings.isEmpty {
            lines.append("No headings.")
        } else {
            lines.append("Headings:")
            for heading in reading.headings {
                lines.append("  - " + TerminalText.sanitize(TerminalText.truncate(heading.label ?? heading.announcement, to: 200)) + style.dim("  (stop \(heading.index))"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Why an element is unreachable, in words.
    static func explain(_ item: ScreenReading.Unreachable) -> String {
        let blocker = name(item.blocker) + location(item.blocker.line, prefix: " ")
        switch item.reason {
        case .hidden:
            return item.blocker.index == item.element.index ? "hidden" : "hidden inside \(blocker)"
        case .nested: return "nested inside the accessibility element \(blocker)"
        case .modal: return "behind the modal view \(blocker)"
        }
    }

    /// `"Label" #id`, or the type when there is neither.
    static func name(_ element: ScreenReading.ElementRef) -> String {
        var parts: [String] = []
        if let label = element.label { parts.append(TerminalText.quoted(label, limit: 80)) }
        if let id = element.id { parts.append("#" + TerminalText.truncate(TerminalText.sanitize(id), to: 80)) }
        if parts.isEmpty, let type = element.type { parts.append(TerminalText.sanitize(type)) }
        return parts.isEmpty ? "an element" : parts.joined(separator: " ")
    }

    static func location(_ line: Int, prefix: String = "  ") -> String {
        line > 0 ? "\(prefix)(line \(line))" : ""
    }

    /// The JSON shape shared by later commands:
    /// `{"screen", "focusStops": [{"index", "id", "label", "announcement", "line"}],
    ///   "unreachable": [{"id", "label", "reason", "by", "line"}], "headings": [...]}`.
    public static func jsonValue(_ reading: ScreenReading) -> JSONValue {
        .object([
            ("screen", .string(reading.screen)),
            ("platform", .string(reading.platform.rawValue)),
            ("focusStops", .array(reading.focusStops.map(stopJSON))),
            ("unreachable", .array(reading.unreachable.map { item in
                .object([
                    ("id", .optional(item.element.id)),
                    ("label", .optional(item.element.label)),
                    ("type", .optional(item.element.type)),
                    ("reason", .string(item.reason.rawValue)),
                    ("by", .string(item.blocker.key)),
                    ("line", .int(item.element.line)),
                ])
            })),
            ("headings", .array(reading.headings.map(stopJSON))),
        ])
    }

    static func stopJSON(_ stop: ScreenReading.Stop) -> JSONValue {
        .object([
            ("index", .int(stop.index)),
            ("id", .optional(stop.id)),
            ("label", .optional(stop.label)),
            ("announcement", .string(stop.announcement)),
            ("line", .int(stop.line)),
        ])
    }

    public static func json(_ reading: ScreenReading) -> String {
        jsonValue(reading).serialized()
    }
}
