import AXModel

/// Imports a Playwright ARIA snapshot (`toMatchAriaSnapshot`, the `*.spec.ts-snapshots/*.yml`
/// and `.aria.yml` files) or one entry of a Vitest `.snap` file.
///
/// The YAML layer is libyaml, through Yams, read as events in one pass; the template lines (`- role "name" [attr=value]: text`) are read by
/// `AriaKey`. The tree is built with an explicit stack. Roles map to traits as in the Chrome
/// importer (both describe the same browser tree): `heading` is a header, `checkbox` a toggle
/// whose value is `0`, `1` or `2` (mixed), `[disabled]` is `notEnabled`, `[expanded]` and
/// `[expanded=false]` the `expanded` and `collapsed` traits, `[level=N]` the element's `level`,
/// `/url` its `url` and `/placeholder` its hint; `[active]` (where focus was) is left out, and so,
/// with a warning, is an attribute whose value Playwright refuses (`[expanded=maybe]`). Text
/// after a key is the text inside the element: the name of a stop role that has none, else a
/// `StaticText` child.
enum AriaSnapshotImporter {
    static let generator = Snapshot.Generator.ariaSnapshotImport

    /// The root's type: the element the snapshot was taken of, whose own role Playwright does
    /// not write (`locator.ariaSnapshot()` lists its contents). Not a document: a snapshot with
    /// no landmark is judged as a component (`ScreenScope`).
    static let rootRole = "fragment"

    /// Imports `text`; `lineOffset` is added to every line (a `.snap` entry's place in its file).
    static func makeSnapshot(
        _ text: String, screen: String, path: String?, lineOffset: Int = 0
    ) throws(ImportError) -> (Snapshot, [Diagnostic]) {
        var builder = Builder(path: path, lineOffset: lineOffset)
        do {
            try builder.build(YAMLEvents(text))
        } catch let failure as YAMLEvents.Failure where failure.isNestingLimit {
            throw ImportError.yamlTooDeep(
                path: path, line: failure.mark.line + lineOffset, column: failure.mark.column, limit: YAMLEvents.maximumNesting)
        } catch let failure as YAMLEvents.Failure {
            throw ImportError.malformedYAML(
                path: path, line: failure.mark.line + lineOffset, column: failure.mark.column, message: failure.problem)
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError.malformedYAML(path: path, line: 0, column: 0, message: "\(error)")
        }
        let root = try builder.assembler.assemble(path: path)
        let snapshot = Snapshot(screen: screen, platform: .web, generator: generator, root: root)
        return (snapshot, builder.warnings.diagnostics)
    }

    /// The preorder walk over the YAML items.
    struct Builder {
        let path: String?
        let lineOffset: Int
        var assembler = TreeAssembler()
        var warnings: ImportWarnings
        /// Per output element: whether it is a focus stop, its nearest stop ancestor (or -1).
        private var isStop: [Bool] = []
        private var nearestStop: [Int] = []
        /// Per output element: whether it is hidden with `[aria-hidden]`, or inside such content.
        private var isHidden: [Bool] = []

        init(path: String?, lineOffset: Int) {
            self.path = path
            self.lineOffset = lineOffset
            warnings = ImportWarnings(path: path)
        }

        /// What the walk is inside: a list of items (children of `parent`), or one item's
        /// mapping, before its key, before its value, or after both. The key read before a
        /// value is in `pending`: only the innermost item can be waiting for its value, and
        /// frames that hold no strings are copied without reference counting.
        private enum Frame {
            case list(parent: Int)
            case itemKey(parent: Int)
            case itemValue(parent: Int)
            case itemEnd(mark: YAMLEvents.Mark)
        }

        /// The key of the item whose value comes next: its template (nil for a `/property`),
        /// its text and where it is.
        private var pending: (key: AriaKey?, text: String, mark: YAMLEvents.Mark) = (nil, "", YAMLEvents.Mark(line: 0, column: 0))

        /// Reads the stream's events in one pass, with an explicit stack.
        mutating func build(_ events: YAMLEvents) throws {
            assembler.append(Element(type: AriaSnapshotImporter.rootRole), parent: -1, line: 1 + lineOffset)
            isStop.append(false)
            nearestStop.append(-1)
            isHidden.append(false)
            try topLevel(events)
            var stack: [Frame] = [.list(parent: 0)]
            while let frame = stack.last {
                let event = try events.next()
                switch (frame, event) {
                case (.list, .sequenceEnd):
                    stack.removeLast()
                case (.list(let parent), .scalar(let text, let mark, let plain)):
                    append(try parseKey(text, plain: plain, at: mark), text: nil, parent: parent, at: mark)
                case (.list(let parent), .mappingStart):
                    stack.append(.itemKey(parent: parent))
                case (.list, .sequenceStart(let mark)), (.list, .alias(let mark)):
                    throw failure(mark, "expected \"- role \\\"name\\\"\", \"- text: …\" or \"- /url: …\" here")
                case (.itemKey(let parent), .scalar(let text, let mark, let plain)):
                    pending = (text.hasPrefix("/") ? nil : try parseKey(text, plain: plain, at: mark), text, mark)
                    stack[stack.count - 1] = .itemValue(parent: parent)
                case (.itemKey, .mappingStart(let mark)), (.itemKey, .sequenceStart(let mark)), (.itemKey, .alias(let mark)):
                    throw failure(mark, "each list item must be one \"role \\\"name\\\": …\" key, not a mapping of several keys")
                case (.itemValue(let parent), .scalar(let text, _, _)):
                    let keyMark = pending.mark
                    // `- text: ""` (Playwright writes one for an empty field's text) reads as
                    // nothing: no element, as in the browser's tree.
                    if let key = pending.key, key.role == "text", text.isEmpty, key.name?.isEmpty ?? true {
                        // nothing to place
                    } else if let key = pending.key {
                        append(key, text: text.isEmpty ? nil : text, parent: parent, at: keyMark)
                    } else {
                        try property(String(pending.text.dropFirst()), value: text, of: parent, at: keyMark)
                    }
                    stack[stack.count - 1] = .itemEnd(mark: keyMark)
                case (.itemValue(let parent), .sequenceStart(let mark)):
                    guard let key = pending.key else { throw failure(mark, "the value of \"\(pending.text)\" must be text") }
                    let keyMark = pending.mark
                    let element = append(key, text: nil, parent: parent, at: keyMark)
                    stack[stack.count - 1] = .itemEnd(mark: keyMark)
                    stack.append(.list(parent: element))
                case (.itemValue, .mappingStart(let mark)), (.itemValue, .alias(let mark)):
                    throw failure(mark, pending.key == nil
                        ? "the value of \"\(pending.text)\" must be text"
                        : "the value of \"\(pending.text)\" must be text or a list of children")
                case (.itemEnd, .mappingEnd):
                    stack.removeLast()
                case (.itemEnd(let mark), _):
                    throw failure(mark, "each list item must be one \"role \\\"name\\\": …\" key, not a mapping of several keys")
                default:
                    throw failure(YAMLEvents.Mark(line: 0, column: 0), "the YAML ends inside an item")
                }
            }
            guard case .documentEnd = try events.next() else {
                throw failure(YAMLEvents.Mark(line: 0, column: 0), "the YAML does not end after the list")
            }
            if case .documentStart(let mark) = try events.next() {
                throw failure(mark, "a second YAML document follows the first; an ARIA snapshot is one list")
            }
        }

        /// Reads up to the top-level list's start; anything else there is an error.
        private func topLevel(_ events: YAMLEvents) throws {
            var mark = YAMLEvents.Mark(line: 1, column: 1)
            while true {
                switch try events.next() {
                case .streamStart:
                    continue
                case .documentStart(let start):
                    mark = start
                    continue
                case .sequenceStart:
                    return
                case .streamEnd, .scalar("", _, _):
                    // Comments, blank lines and markers only: YAML's empty document.
                    throw failure(mark, "the file holds no list items, only comments, blank lines or YAML markers; "
                        + "expected \"- role \\\"name\\\"\" lines, as toMatchAriaSnapshot writes")
                case .scalar(_, let start, _), .mappingStart(let start), .alias(let start):
                    mark = start
                default:
                    break
                }
                throw failure(mark, "expected a list of \"- role \\\"name\\\"\" lines at the top level, as toMatchAriaSnapshot writes")
            }
        }

        /// `/url`, `/placeholder` and `/children` belong to the element above them.
        private mutating func property(_ name: String, value text: String, of parent: Int, at mark: YAMLEvents.Mark) throws(ImportError) {
            switch name {
            // An empty value is no value, as an empty string in an axsnap file is.
            case "url":
                assembler.elements[parent].url = text.isEmpty ? nil : text
            case "placeholder":
                assembler.elements[parent].hint = text.isEmpty ? nil : text
            case "children":
                guard ["contain", "equal", "deep-equal"].contains(text) else {
                    throw failure(mark, "\"/children\" is \"contain\", \"equal\" or \"deep-equal\", not \"\(text)\"")
                }
            default:
                warnings.add(line: line(mark), column: mark.column, "unknown property \"/\(name)\" is left out; ARIA snapshots have /url, /placeholder and /children")
            }
        }

        /// Appends the element of `key`, written at `mark`, with the text after it.
        @discardableResult
        private mutating func append(_ key: AriaKey, text: String?, parent: Int, at mark: YAMLEvents.Mark) -> Int {
            let line = self.line(mark)
            let type = key.role == "text" ? "StaticText" : key.role
            let role = ChromeRoles.role(type)
            var element = makeElement(key, type: type, traits: role.traits, line: line, column: mark.column)
            // A field's text is what it holds (`textbox "Postcode" [invalid]: GL5`), its value.
            let holdsValue = Self.valueRoles.contains(key.role) || role.traits.contains(.textEntry)
            if key.role == "text" {
                element.label = (text ?? key.name).flatMap { $0.isEmpty ? nil : $0 }  // an empty name is no name
            } else if holdsValue, let text {
                element.value = text.isEmpty ? nil : text
                return place(consume element, role: role, parent: parent, line: line)
            } else if element.label == nil, let text, role.isStop {
                element.label = text
            }
            let label = element.label
            let index = place(consume element, role: role, parent: parent, line: line)
            if key.role != "text", let text, key.role != "StaticText", label != text || !role.isStop {
                place(Element(type: "StaticText", label: text, traits: [.staticText]), role: ChromeRoles.staticText, parent: index, line: line)
            }
            return index
        }

        /// Appends an element, deciding whether it is a focus stop as the Chrome importer does:
        /// an operable stop inside another stop becomes that stop's next sibling.
        @discardableResult
        private mutating func place(_ element: consuming Element, role: ChromeRoles.Role, parent: Int, line: Int) -> Int {
            let stopAbove = isStop[parent] ? parent : nearestStop[parent]
            let stop = role.isStop && (stopAbove < 0 || !role.isReadOnlyStop)
            // AI mode prints content hidden with aria-hidden but still shown. It does not say
            // what takes focus; a native control does unless it is disabled, so a link, button
            // or field there is taken to be focusable: reachable by Tab, unheard.
            let hidden = element.hidden || isHidden[parent]
            if hidden, Self.nativelyFocusableRoles.contains(element.type ?? ""), !element.traits.contains(.notEnabled) {
                element.focusable = true
            }
            isHidden.append(hidden)
            let outputParent = stop && stopAbove >= 0 ? assembler.parents[stopAbove] : parent
            element.accessible = stop
            isStop.append(stop)
            nearestStop.append(stopAbove)
            return assembler.append(element, parent: outputParent, line: line)
        }

        /// The element of `key`, whose text starts at `column`. An attribute Playwright refuses
        /// (an unknown name, a value it does not take) is a warning at its `[`, and left out.
        ///
        /// Playwright prints a state only when it is true: a checkbox without `[checked]` is
        /// unchecked (value `0`), not a checkbox whose state is unknown. A name pattern that
        /// matches every name (`/.*/`) says nothing a listener hears: no name.
        private mutating func makeElement(_ key: AriaKey, type: String, traits: TraitSet, line: Int, column: Int) -> Element {
            let label = key.nameIsPattern && key.name.map(AriaKey.matchesEveryName) == true ? nil : key.name
            var element = Element(type: type, label: label, traits: traits, line: line)
            var checkedWritten = false
            for (name, written, offset) in key.attributes {
                // `[checked=]` is `[checked]` to Playwright, which reads an empty value as none.
                let value = written?.isEmpty == true ? nil : written
                let column = column + offset
                switch name {
                case "level":
                    if let number = value.flatMap(Int.init), Element.levels.contains(number) {
                        element.level = number
                    } else {
                        warnings.add(line: line, column: column, "[level=\(value ?? "")] is not a whole number from \(Element.levels.lowerBound) to \(Element.levels.upperBound); it is left out")
                    }
                case "checked", "pressed":
                    let state = value ?? "true"
                    guard state == "true" || state == "false" || state == "mixed" else {
                        warnings.add(line: line, column: column, Self.refused(name, written, allowed: ["true", "false", "mixed"]))
                        continue
                    }
                    if name == "checked" { checkedWritten = true }
                    if name == "pressed" || element.traits.contains(.toggle) {
                        element.traits.insert(.button)
                        element.traits.insert(.toggle)
                        element.value = ChromeAXTreeImporter.toggleValue(state)
                    } else if state == "true" {
                        element.traits.insert(.selected)
                    }
                case "disabled", "selected", "expanded", "active", "aria-hidden":
                    let state = value ?? "true"
                    guard state == "true" || state == "false" else {
                        warnings.add(line: line, column: column, Self.refused(name, written, allowed: ["true", "false"]))
                        continue
                    }
                    switch name {
                    case "disabled": if state == "true" { element.traits.insert(.notEnabled) }
                    case "selected": if state == "true" { element.traits.insert(.selected) }
                    case "expanded": element.traits.insert(state == "true" ? .expanded : .collapsed)
                    // AI mode prints content hidden with aria-hidden that is still shown.
                    case "aria-hidden": element.hidden = state == "true"
                    default: break  // active: where focus was when the snapshot was taken, not a property of the page
                    }
                case "invalid":
                    // `aria-invalid`: true, or the kind of error (`grammar`, `spelling`).
                    let state = value ?? "true"
                    guard ["true", "false", "grammar", "spelling"].contains(state) else {
                        warnings.add(line: line, column: column, Self.refused(name, written, allowed: ["true", "false", "grammar", "spelling"]))
                        continue
                    }
                    if state != "false" { element.traits.insert(.invalid) }
                case "box":
                    // `aria_snapshot(boxes=True)`: the bounding box in CSS pixels, x,y,width,height.
                    if let frame = value.flatMap(Self.box) {
                        element.frame = frame
                    } else {
                        warnings.add(line: line, column: column, "[box=\(value ?? "")] is not x,y,width,height in CSS pixels (four numbers, the size not negative); it is left out")
                    }
                case "ref", "cursor":
                    // AI mode's handle for an element (`[ref=e12]`) and its mouse cursor
                    // (`[cursor=pointer]`): how a script reaches it, not what a user hears.
                    continue
                default:
                    warnings.add(line: line, column: column, "unknown attribute [\(name)] is left out")
                }
            }
            // A checkbox, switch or checkable menu item always has a checked state.
            if !checkedWritten, traits.contains(.toggle), element.value == nil {
                element.value = ChromeAXTreeImporter.toggleValue("false")
            }
            return element
        }

        /// `x,y,width,height` as Playwright prints a box (whole CSS pixels; fractions and
        /// spaces accepted); nil unless four finite numbers with a size that is not negative.
        static func box(_ text: String) -> AXModel.Frame? {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false)
            guard parts.count == 4 else { return nil }
            let numbers = parts.compactMap { part -> Double? in
                var number = part
                while number.first == " " { number.removeFirst() }
                while number.last == " " { number.removeLast() }
                return Double(number)
            }
            guard numbers.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0 else { return nil }
            return AXModel.Frame(numbers[0], numbers[1], numbers[2], numbers[3])
        }

        /// `[expanded=maybe] is not [expanded], [expanded=true] or [expanded=false]; it is left out`.
        private static func refused(_ name: String, _ value: String?, allowed: [String]) -> String {
            let forms = ["[\(name)]"] + allowed.map { "[\(name)=\($0)]" }
            let listed = forms.dropLast().joined(separator: ", ") + " or " + (forms.last ?? "")
            return "[\(name)=\(value ?? "")] is not \(listed); it is left out"
        }

        /// Roles whose text after the key is their value (`combobox "Size": Medium`), as a
        /// field's is.
        static let valueRoles: Set<String> = ["textbox", "searchbox", "combobox", "spinbutton", "slider"]

        /// Roles of the HTML elements that take focus by themselves (`<a href>`, `<button>`,
        /// `<input>`, `<select>`, `<textarea>`).
        static let nativelyFocusableRoles: Set<String> = [
            "link", "button", "textbox", "searchbox", "combobox", "checkbox", "radio", "switch", "slider", "spinbutton",
        ]

        /// The key of a list item; a plain scalar that YAML reads as a number, a boolean or
        /// null is not one, for Playwright refuses it (`- 123`, `- true`).
        private func parseKey(_ text: String, plain: Bool, at mark: YAMLEvents.Mark) throws(ImportError) -> AriaKey {
            if plain, let type = YAMLEvents.coreSchemaType(text) {
                throw failure(mark, "\"\(text)\" is \(type) to YAML, not a role, and Playwright refuses it; "
                    + "write text as - text: \"\(text)\", or a role and a name as - button \"\(text)\"")
            }
            do {
                return try AriaKey.parse(text)
            } catch {
                throw ImportError.invalidAriaSnapshot(
                    path: path, line: line(mark), column: mark.column + error.offset,
                    message: "\(error.message) in \"\(text)\"")
            }
        }

        private func line(_ mark: YAMLEvents.Mark) -> Int { mark.line + lineOffset }

        private func failure(_ mark: YAMLEvents.Mark, _ message: String) -> ImportError {
            .invalidAriaSnapshot(path: path, line: line(mark), column: mark.column, message: message)
        }
    }
}

extension ImportFormat {
    /// A Playwright ARIA snapshot (`toMatchAriaSnapshot`): YAML lines `- role "name" [attr]`.
    public static let ariaSnapshot: ImportFormat = ImportFormat(
        id: "aria-snapshot",
        title: "Playwright ARIA snapshot",
        summary: "Playwright ARIA snapshot (toMatchAriaSnapshot), YAML",
        documentation: Documentation(
            platform: "web, YAML ([web.md](web.md))",
            recognisedBy: "a YAML list `- …`, also after comments (`# recorded`), a `%YAML` directive or a `---` "
                + "marker, or those alone; never in a file named `….json`"),
        fileSuffixes: [".aria.yml", ".yml", ".yaml"],
        example: "- navigation:\n  - link \"Home\":\n    - /url: /\n",
        claims: { sample, strength in
            guard strength == .definite else { return false }
            if !sample.isNamedJSON, let rest = AriaSnapshotImporter.afterYAMLPrelude(sample.start) {
                return rest.isEmpty || AriaSnapshotImporter.isListItem(rest)
            }
            return AriaSnapshotImporter.isListItem(sample.start)
        },
        reading: .screen { bytes, request throws(ImportError) in
            let text = try Importer.utf8Text(bytes, path: request.path)
            let name = request.screen ?? request.path.map(AriaSnapshotImporter.screenName(fromPath:)) ?? "Imported page"
            return try AriaSnapshotImporter.makeSnapshot(text, screen: name, path: request.path)
        })
}

extension AriaSnapshotImporter {
    /// The screen name of a Playwright snapshot file: its test file and its snapshot name,
    /// `e2e/crate.spec.ts-snapshots/aria-latest.yml` -> `crate.spec.ts aria-latest`, so that
    /// the many `aria.yml` files of a project have different names.
    static func screenName(fromPath path: String) -> String {
        let parts = path.split(whereSeparator: { $0 == "/" || $0 == "\\" })
        var file = parts.last.map(String.init) ?? path
        for suffix in ImportFormat.ariaSnapshot.fileSuffixes where file.lowercased().hasSuffix(suffix) && file.count > suffix.count {
            file.removeLast(suffix.count)
            break
        }
        guard parts.count >= 2 else { return file }
        let folder = parts[parts.count - 2]
        guard folder.hasSuffix("-snapshots"), folder.count > "-snapshots".count else { return file }
        return "\(folder.dropLast("-snapshots".count)) \(file)"
    }

    /// `- ` (or a `-` that ends its line or the window): a YAML block list's first item.
    static func isListItem(_ bytes: ArraySlice<UInt8>) -> Bool {
        guard bytes.first == UInt8(ascii: "-") else { return false }
        let next = bytes.dropFirst().first ?? 0x0A
        return next == 0x20 || next == 0x0A || next == 0x0D
    }

    /// When `bytes` (at a non-space byte) start with what only YAML has before its content
    /// (`#` comments, `%` directives, `---` document markers), the rest after all of them and
    /// the blank lines between; nil when they do not, JSON and XML files included.
    static func afterYAMLPrelude(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        var rest = bytes
        var sawPrelude = false
        while let first = rest.first {
            if DetectionSample.isSpace(first) {
                rest = rest.dropFirst()
            } else if first == UInt8(ascii: "#") || first == UInt8(ascii: "%") {
                rest = rest.drop { $0 != 0x0A && $0 != 0x0D }
                sawPrelude = true
            } else if rest.starts(with: Array("---".utf8)), rest.dropFirst(3).first.map(DetectionSample.isSpace) ?? true {
                rest = rest.dropFirst(3)
                sawPrelude = true
            } else {
                break
            }
        }
        return sawPrelude ? rest : nil
    }
}
