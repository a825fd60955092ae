import AXDiff
import AXModel

/// Rules about what a screen reader reads inside containers: content emptied out of a cell,
/// panel or landmark, containers left with nothing to read, text alternatives lost or said twice.
extension RuleCatalog {
    /// Containers whose content is what they are for: a table's cells, a list's items, a tab's
    /// panel, a dialog, a landmark. One of them emptied is data a user lost.
    static let contentContainers: Set<String> = [
        "cell", "gridcell", "columnheader", "rowheader", "listitem", "tabpanel", "dialog", "alertdialog",
        "region", "main", "navigation", "complementary", "banner", "contentinfo", "form", "search",
    ]

    /// Whether the subtree of `index` (the element itself included) holds anything a screen
    /// reader reads: a name, a value or a text.
    static func readsSomething(_ tree: ElementTree, _ index: Int) -> Bool {
        (index..<tree.subtreeEnd[index]).contains { tree.reads(at: $0) }
    }

    /// Whether the subtree of `index` holds anything a screen reader meets: something it reads,
    /// or a focus stop (a control that lost its name is that control's loss, not an empty
    /// container).
    static func holdsSomething(_ model: VoiceOverModel, _ index: Int) -> Bool {
        (index..<model.tree.subtreeEnd[index]).contains { meets(model, $0) }
    }

    /// Whether a screen reader meets element `index` itself: it reads something of it, or
    /// stops on it.
    static func meets(_ model: VoiceOverModel, _ index: Int) -> Bool {
        model.tree.reads(at: index) || model.isFocusStop(index)
    }

    static let contentRemoved = Rule(
        id: "content-removed",
        title: "Content emptied out",
        description: "A table cell, list item, tab panel, dialog or landmark that still exists no longer holds anything {reader} can read: its text, or the text alternatives of its images, are gone while the container stays (a column of status icons hidden, a grid rendered before its data).",
        wcag: [.nonTextContent, .infoAndRelationships], severity: .error,
        fix: "Give the content back its text: an `alt` or `aria-label` on an icon that carries information, the data in the cell; hide the container too when it is meant to be empty.",
        examples: [
            .triggers("a status cell's icons lost their text alternatives", before: Example.screen([
                Element(type: "row", children: [
                    Element(type: "cell", label: "Alice"),
                    Element(type: "cell", id: "status", label: "alarm", children: [Element(type: "img", label: "alarm", traits: [.image], accessible: true)]),
                ]),
            ], platform: .web), after: Example.screen([
                Element(type: "row", children: [Element(type: "cell", label: "Alice"), Element(type: "cell", id: "status")]),
            ], platform: .web), flagged: "status"),
            .triggers("a section's icons lost their names under its heading", before: Example.screen([
                Element(type: "heading", id: "states", label: "Event states", traits: [.header], accessible: true, level: 2),
                Element(type: "img", label: "alarm", traits: [.image], accessible: true),
                Element(type: "img", label: "warning", traits: [.image], accessible: true),
                Element(type: "heading", label: "Severities", traits: [.header], accessible: true, level: 2),
            ], platform: .web), after: Example.screen([
                Element(type: "heading", id: "states", label: "Event states", traits: [.header], accessible: true, level: 2),
                Element(type: "heading", label: "Severities", traits: [.header], accessible: true, level: 2),
            ], platform: .web), flagged: "states"),
            .passes("the cell's text changed", before: Example.screen([
                Element(type: "row", children: [Element(type: "cell", id: "status", label: "alarm")]),
            ], platform: .web), after: Example.screen([
                Element(type: "row", children: [Element(type: "cell", id: "status", label: "warning")]),
            ], platform: .web)),
            .passes("the row and its cells removed together", before: Example.screen([
                Element(type: "table", children: [Element(type: "row", children: [Element(type: "cell", id: "status", label: "alarm")])]),
            ], platform: .web), after: Example.screen([Element(type: "table")], platform: .web)),
        ]
    ) { diff, _ in
        // Whether the container holds something is asked first: it almost always does, from its
        // own name, read in its slot without hashing its type.
        sectionsEmptied(diff) + diff.pairs.compactMap { pair in
            guard !holdsSomething(diff.new, pair.new), let type = diff.new.tree.type(at: pair.new), contentContainers.contains(type),
                  readsSomething(diff.old.tree, pair.old)
            else { return nil }
            let before = diff.old.tree.elements[pair.old]
            let what = before.label.map { " (it read \(Describe.quote($0)))" } ?? ""
            return RuleHit(.new, pair.new, "the \(type) is still there but holds nothing \(diff.new.reader.name) can read\(what)")
        }
    }

    /// The elements of the section a heading starts, in tree order: those after it (and its
    /// own subtree) up to the next heading of its level or above (of any level, when it has none).
    static func sectionOf(_ heading: Int, in tree: ElementTree) -> Range<Int> {
        let start = tree.subtreeEnd[heading]
        let level = tree.elements[heading].level
        var end = start
        let header = TraitSet([.header]).knownBits
        while end < tree.count {
            if tree.knownTraitBits(at: end) & header != 0 {
                guard let level, let other = tree.elements[end].level else { break }
                if other <= level { break }
            }
            end += 1
        }
        return start..<end
    }

    /// Headings still there whose section held something useful to read and now holds nothing
    /// at all: a section's content emptied out under its heading. A section whose only content
    /// said nothing useful (a decorative image, an icon's name) loses nothing.
    static func sectionsEmptied(_ diff: ScreenDiff) -> [RuleHit] {
        diff.old.headings.compactMap { o in
            let n = diff.matching.oldToNew[o]
            guard n >= 0, diff.new.isFocusStop(n), diff.new.tree.elements[n].hasTrait(.header) else { return nil }
            // Anything read, or any stop at all (a control that lost its name is another
            // rule's loss, not an empty section). Asked first: a section still read is the
            // rule's every-day answer, found at its first element.
            let readable = sectionOf(n, in: diff.new.tree).contains { meets(diff.new, $0) }
            guard !readable else { return nil }
            let useful = sectionOf(o, in: diff.old.tree).contains { index in
                diff.old.isFocusStop(index) && !Loss.saidNothingUseful(diff.old.tree.elements[index])
            }
            guard useful else { return nil }
            return RuleHit(.new, n, "the section \(Describe.name(diff.new.tree.elements[n])) is still there but holds nothing \(diff.new.reader.name) can read")
        }
    }

    static let containerEmpty = Rule(
        id: "container-empty",
        title: "Empty container",
        description: "A landmark, tab panel, dialog or list holds nothing {reader} can read, so {users} who navigate to it find nothing there.",
        wcag: [.infoAndRelationships], severity: .notice,
        fix: "Hide a container while it is empty (a collapsed section's `region`), or give it its content.",
        platforms: [.web],
        reverse: .creditsFix(elementRemoved: true),
        examples: [
            .triggers("a collapsed section's region left in the tree", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "button", label: "Shipping", traits: [.button], accessible: true),
                Element(type: "region", id: "shipping", label: "Shipping"),
            ], platform: .web), flagged: "shipping"),
            .passes("a region with its content", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "region", id: "shipping", label: "Shipping", children: [Element(type: "StaticText", label: "Ships in 2 days", traits: [.staticText], accessible: true)]),
            ], platform: .web)),
        ]
    ) { model, _ in
        let tree = model.tree
        return tree.elements.indices.compactMap { index in
            let element = tree.elements[index]
            guard let type = element.type, ["region", "tabpanel", "dialog", "alertdialog", "list"].contains(type) || isLandmark(element),
                  model.blocked[index] == nil
            else { return nil }
            // Its own name does not count: an empty named region says only its name.
            let inside = ((index + 1)..<tree.subtreeEnd[index]).contains { inner in
                let part = tree.elements[inner]
                return part.label != nil || part.value != nil || part.text != nil || model.isFocusStop(inner)
            }
            guard !inside else { return nil }
            return RuleHit(.new, index, "the \(type)\(element.label.map { " \(Describe.quote($0))" } ?? "") holds nothing \(model.reader.name) can read")
        }
    }

    /// How many stops on each side of an image count as the text beside it.
    static let besideStops = 2

    /// The words of the text around an element that a screen reader also reads: the
    /// announcements of the two stops before and after it, and its parent's name.
    static func neighbourText(_ model: VoiceOverModel, _ index: Int) -> String {
        var parts: [String] = []
        let position = model.stopPosition[index]
        if position >= 0 {
            for other in max(0, position - besideStops)...min(model.focusStops.count - 1, position + besideStops) where other != position {
                parts.append(model.announcement(of: model.focusStops[other]))
            }
        }
        let parent = model.tree.parent[index]
        if parent >= 0, let label = model.tree.elements[parent].label { parts.append(label) }
        return parts.joined(separator: " ")
    }

    /// True when every word of `name` is also in `text`, a word of four letters or more also
    /// as the start of a longer one ("sensor" in "sensors"), a word written without spaces
    /// also inside one ("削除" in "ファイルを削除").
    static func wordsRepeated(_ name: String, in text: String) -> Bool {
        let words = Set(LabelQuality.words(name))
        guard !words.isEmpty else { return false }
        let said = LabelQuality.words(text)
        let saidSet = Set(said)
        return words.allSatisfy { word in
            saidSet.contains(word) || (word.count >= 4 && said.contains { $0.count > word.count && $0.hasPrefix(word) })
                || (word.contains(where: LabelQuality.isUnspaced) && said.contains { $0.contains(word) })
        }
    }

    static let imageTextLost = Rule(
        id: "image-text-lost",
        title: "Image's text alternative lost",
        description: "An image that {reader} read by its name is gone (hidden, or its text alternative removed) while what it illustrated stays, and nothing around it says what it said.",
        wcag: [.nonTextContent], severity: .warning,
        fix: "Give an image that carries information its text alternative back (`alt`, `aria-label`, `accessibilityLabel`); hide only images whose meaning the text next to them already gives.",
        examples: [
            .triggers("the weather icons of a timeline lost their names", before: Example.screen([
                Element(type: "listitem", children: [
                    Element(type: "img", id: "weather", label: "rain", traits: [.image], accessible: true),
                    Element(type: "StaticText", label: "Today 10:00", traits: [.staticText], accessible: true),
                ]),
            ], platform: .web), after: Example.screen([
                Element(type: "listitem", children: [Element(type: "StaticText", label: "Today 10:00", traits: [.staticText], accessible: true)]),
            ], platform: .web), flagged: "weather"),
            .passes("a decorative icon whose name the text beside it says", before: Example.screen([
                Element(type: "listitem", children: [
                    Element(type: "img", id: "icon", label: "delete", traits: [.image], accessible: true),
                    Element(type: "StaticText", label: "Delete the file", traits: [.staticText], accessible: true),
                ]),
            ], platform: .web), after: Example.screen([
                Element(type: "listitem", children: [Element(type: "StaticText", label: "Delete the file", traits: [.staticText], accessible: true)]),
            ], platform: .web)),
        ]
    ) { diff, _ in
        diff.old.focusStops.compactMap { o in
            // Most stops are still there: told before a view of the element is made.
            guard diff.matching.oldToNew[o] < 0 else { return nil }
            let element = diff.old.tree.elements[o]
            guard element.hasTrait(.image), !element.isInteractive, let name = element.label,
                  LabelQuality.meaningless(name) == nil
            else { return nil }
            // Only an image taken out of what stays: its parent is still there.
            let parent = diff.old.tree.parent[o]
            guard parent >= 0, diff.matching.oldToNew[parent] >= 0 else { return nil }
            // Its name said again by what a listener hears next to it: decorative, no loss.
            guard !wordsRepeated(name, in: neighbourText(diff.old, o)) else { return nil }
            // An emptied container is content-removed's finding.
            guard readsSomething(diff.new.tree, diff.matching.oldToNew[parent]) else { return nil }
            return RuleHit(.old, o, "the image \(Describe.quote(name)) is gone: \(diff.new.reader.name) no longer \(diff.new.reader.says) what it showed")
        }
    }

    static let imageRedundant = Rule(
        id: "image-redundant",
        title: "Image repeats the text beside it",
        description: "An image is read by a name that the text next to it already says, so {users} hear the same words twice; it is decorative.",
        wcag: [.nonTextContent], severity: .notice,
        fix: "Hide the decorative image from screen readers (`alt=\"\"`, `aria-hidden=\"true\"`, `isAccessibilityElement = false`).",
        reverse: .creditsFix(elementRemoved: true),
        examples: [
            .triggers("an icon named like its caption", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "img", id: "icon", label: "microwave on", traits: [.image], accessible: true),
                Element(type: "StaticText", label: "The microwave is on", traits: [.staticText], accessible: true),
            ], platform: .web), flagged: "icon"),
            .passes("an image that says something of its own", before: Example.screen([], platform: .web), after: Example.screen([
                Element(type: "img", id: "icon", label: "rain", traits: [.image], accessible: true),
                Element(type: "StaticText", label: "Today 10:00", traits: [.staticText], accessible: true),
            ], platform: .web)),
        ]
    ) { model, _ in
        model.focusStops.compactMap { index in
            let element = model.tree.elements[index]
            guard element.hasTrait(.image), !element.isInteractive, let name = element.label, LabelQuality.meaningless(name) == nil,
                  wordsRepeated(name, in: neighbourText(model, index))
            else { return nil }
            return RuleHit(.new, index, "the image \(Describe.quote(name)) repeats the text beside it: \(model.reader.name) \(model.reader.says) it twice")
        }
    }
}

