import AXModel
import Yams

/// Imports a Playwright ARIA snapshot (`toMatchAriaSnapshot`, the `*.spec.ts-snapshots/*.yml`
/// and `.aria.yml` files) or one entry of a Vitest `.snap` file.
///
/// The YAML layer is Yams; the template lines (`- role "name" [attr=value]: text`) are read by
/// `AriaKey`. The tree is built with an explicit stack. Roles map to traits as in the Chrome
/// importer (both describe the same browser tree): `heading` is a header, `checkbox` a toggle
/// whose value is `0`, `1` or `2` (mixed), `[disabled]` is `notEnabled`, `[expanded]` and
/// `[expanded=false]` the `expanded` and `collapsed` traits, `[level=N]` the element's `level`,
/// `/url` its `url` and `/placeholder` its hint; `[active]` (where focus was) is left out. Text
/// after a key is the text inside the element: the name of a stop role that has none, else a
/// `StaticText` child.
enum AriaSnapshotImporter {
    static let generator = Snapshot.Generator(name: "axdiff-import-aria-snapshot", version: "1")

    /// The root's role: the page, as Chrome names it.
    static let rootRole = "RootWebArea"

    /// Imports `text`; `lineOffset` is added to every line (a `.snap` entry's place in its file).
    static func makeSnapshot(
        _ text: String, screen: String, path: String?, lineOffset: Int = 0
    ) throws(ImportError) -> (Snapshot, [Diagnostic]) {
        let document: Yams.Node?
        do {
            document = try Yams.compose(yaml: text)
        } catch let error as YamlError {
            let (line, column, problem) = describe(error)
            throw ImportError.malformedYAML(path: path, line: line + lineOffset, column: column, message: problem)
        } catch {
            throw ImportError.malformedYAML(path: path, line: 0, column: 0, message: "\(error)")
        }
        guard let document, case .sequence(let top) = document else {
            throw ImportError.invalidAriaSnapshot(
                path: path, line: (document?.mark?.line ?? 1) + lineOffset, column: document?.mark?.column ?? 1,
                message: "expected a list of \"- role \\\"name\\\"\" lines at the top level, as toMatchAriaSnapshot writes")
        }
        var builder = Builder(path: path, lineOffset: lineOffset)
        try builder.build(top)
        let root = try builder.assembler.assemble(path: path)
        let snapshot = Snapshot(screen: screen, platform: .web, generator: generator, root: root)
        return (snapshot, builder.warnings.diagnostics)
    }

    static func describe(_ error: YamlError) -> (line: Int, column: Int, problem: String) {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            (mark.line, mark.column, problem)
        case let .reader(problem, _, _, _):
            (0, 0, problem)
        default:
            (0, 0, "\(error)")
        }
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

        init(path: String?, lineOffset: Int) {
            self.path = path
            self.lineOffset = lineOffset
            warnings = ImportWarnings(path: path)
        }

        mutating func build(_ top: Yams.Node.Sequence) throws(ImportError) {
            assembler.append(Element(type: AriaSnapshotImporter.rootRole), parent: -1, line: 1 + lineOffset)
            isStop.append(false)
            nearestStop.append(-1)
            var stack: [(node: Yams.Node, parent: Int)] = top.reversed().map { ($0, 0) }
            while let (node, parent) = stack.popLast() {
                let children = try item(node, parent: parent)
                if let (sequence, element) = children {
                    for child in sequence.reversed() { stack.append((child, element)) }
                }
            }
        }

        /// Adds one list item; returns the children still to add and their parent.
        private mutating func item(_ node: Yams.Node, parent: Int) throws(ImportError) -> (Yams.Node.Sequence, Int)? {
            switch node {
            case .scalar(let scalar):
                let key = try parseKey(scalar.string, at: node)
                append(key, text: nil, parent: parent, line: line(node))
                return nil
            case .mapping(let mapping):
                guard mapping.count == 1, let (keyNode, value) = mapping.first, let keyText = keyNode.string else {
                    throw failure(node, "each list item must be one \"role \\\"name\\\": …\" key, not a mapping of \(mapping.count) keys")
                }
                if keyText.hasPrefix("/") {
                    try property(String(keyText.dropFirst()), value: value, of: parent, at: keyNode)
                    return nil
                }
                let key = try parseKey(keyText, at: keyNode)
                switch value {
                case .scalar(let scalar):
                    let text = scalar.string.isEmpty ? nil : scalar.string
                    append(key, text: text, parent: parent, line: line(keyNode))
                    return nil
                case .sequence(let sequence):
                    let element = append(key, text: nil, parent: parent, line: line(keyNode))
                    return (sequence, element)
                default:
                    throw failure(value, "the value of \"\(keyText)\" must be text or a list of children")
                }
            default:
                throw failure(node, "expected \"- role \\\"name\\\"\", \"- text: …\" or \"- /url: …\" here")
            }
        }

        /// `/url`, `/placeholder` and `/children` belong to the element above them.
        private mutating func property(_ name: String, value: Yams.Node, of parent: Int, at node: Yams.Node) throws(ImportError) {
            guard let text = value.string else { throw failure(value, "the value of \"/\(name)\" must be text") }
            switch name {
            // An empty value is no value, as an empty string in an axsnap file is.
            case "url":
                assembler.elements[parent].url = text.isEmpty ? nil : text
            case "placeholder":
                assembler.elements[parent].hint = text.isEmpty ? nil : text
            case "children":
                guard ["contain", "equal", "deep-equal"].contains(text) else {
                    throw failure(value, "\"/children\" is \"contain\", \"equal\" or \"deep-equal\", not \"\(text)\"")
                }
            default:
                warnings.add(line: line(node), column: node.mark?.column ?? 0, "unknown property \"/\(name)\" is left out; ARIA snapshots have /url, /placeholder and /children")
            }
        }

        @discardableResult
        private mutating func append(_ key: AriaKey, text: String?, parent: Int, line: Int) -> Int {
            var element = makeElement(key, line: line)
            if key.role == "text" {
                element.label = text ?? key.name
            } else if element.label == nil, let text, ChromeRoles.stopRoles.contains(element.type ?? "") {
                element.label = text
            }
            let index = place(element, parent: parent, line: line)
            if key.role != "text", let text, let type = assembler.elements[index].type, type != "StaticText",
               assembler.elements[index].label != text || !ChromeRoles.stopRoles.contains(type) {
                place(Element(type: "StaticText", label: text, traits: [.staticText]), parent: index, line: line)
            }
            return index
        }

        /// Appends an element, deciding whether it is a focus stop as the Chrome importer does:
        /// an operable stop inside another stop becomes that stop's next sibling.
        @discardableResult
        private mutating func place(_ element: Element, parent: Int, line: Int) -> Int {
            let role = element.type ?? ""
            let stopAbove = isStop[parent] ? parent : nearestStop[parent]
            let candidate = ChromeRoles.stopRoles.contains(role)
            let stop = candidate && (stopAbove < 0 || !ChromeRoles.readOnlyStopRoles.contains(role))
            let outputParent = stop && stopAbove >= 0 ? assembler.parents[stopAbove] : parent
            var element = element
            element.accessible = stop
            isStop.append(stop)
            nearestStop.append(stopAbove)
            return assembler.append(element, parent: outputParent, line: line)
        }

        private mutating func makeElement(_ key: AriaKey, line: Int) -> Element {
            let role = key.role == "text" ? "StaticText" : key.role
            var element = Element(type: role, label: key.name, traits: ChromeRoles.traits(of: role), line: line)
            for (name, value) in key.attributes {
                switch name {
                case "level":
                    if let number = value.flatMap(Int.init), number > 0 {
                        element.level = number
                    } else {
                        warnings.add(line: line, "[level=\(value ?? "")] is not a positive number; it is left out")
                    }
                case "checked", "pressed":
                    let state = value ?? "true"
                    if name == "pressed" || element.traits.contains(.toggle) {
                        element.traits.insert(.button)
                        element.traits.insert(.toggle)
                        element.value = ChromeAXTreeImporter.toggleValue(state)
                    } else if state == "true" {
                        element.traits.insert(.selected)
                    }
                case "disabled":
                    if value != "false" { element.traits.insert(.notEnabled) }
                case "selected":
                    if value != "false" { element.traits.insert(.selected) }
                case "expanded":
                    element.traits.insert(value == "false" ? .collapsed : .expanded)
                case "active":
                    break  // where focus was when the snapshot was taken: not a property of the page
                default:
                    warnings.add(line: line, "unknown attribute [\(name)] is left out")
                }
            }
            return element
        }

        private func parseKey(_ text: String, at node: Yams.Node) throws(ImportError) -> AriaKey {
            do {
                return try AriaKey.parse(text)
            } catch {
                throw ImportError.invalidAriaSnapshot(
                    path: path, line: line(node), column: (node.mark?.column ?? 1) + error.offset,
                    message: "\(error.message) in \"\(text)\"")
            }
        }

        private func line(_ node: Yams.Node) -> Int { (node.mark?.line ?? 0) + lineOffset }

        private func failure(_ node: Yams.Node, _ message: String) -> ImportError {
            .invalidAriaSnapshot(path: path, line: line(node), column: node.mark?.column ?? 0, message: message)
        }
    }
}
