/// The keys of an element, in canonical order.
enum ElementKey: Int, CaseIterable {
    case type, id, label, value, hint, traits, frame, accessible, hidden, modal, grouped
    case childOrder, text, actions, rotors, language, children

    var name: String { ElementKey.names[rawValue] }

    static let names = [
        "type", "id", "label", "value", "hint", "traits", "frame", "accessible", "hidden",
        "modal", "grouped", "childOrder", "text", "actions", "rotors", "language", "children",
    ]

    /// Candidate keys grouped by the byte length of their names, for matching without a String.
    static let byLength: [[(bytes: [UInt8], key: ElementKey)]] = {
        var table = Array(repeating: [(bytes: [UInt8], key: ElementKey)](), count: 11)
        for key in ElementKey.allCases {
            let bytes = Array(key.name.utf8)
            table[bytes.count].append((bytes, key))
        }
        return table
    }()

    /// Matches a key token without allocating.
    static func match(_ raw: JSONReader.RawString, in bytes: UnsafeBufferPointer<UInt8>) -> ElementKey? {
        guard case .slice(let range) = raw, range.count < byLength.count else { return nil }
        candidates: for candidate in byLength[range.count] {
            var offset = 0
            for byte in candidate.bytes {
                if bytes[range.lowerBound + offset] != byte { continue candidates }
                offset += 1
            }
            return candidate.key
        }
        return nil
    }
}

extension ParserState {
    /// An element being read: the fields so far and which keys were seen.
    private struct Partial {
        var element: Element
        var seen: UInt32 = 0
        var first = true
        var openMark: JSONReader.Mark
    }

    /// Reads the element at `reader.position` (an opening brace) and all its descendants.
    mutating func readElementTree() throws(ModelError) -> Element {
        var stack: [Partial] = []
        var current = Partial(element: Element(line: reader.line), openMark: reader.mark)
        reader.position += 1
        while true {
            // Read members of `current` until its closing brace, or until its children begin.
            var descend = false
            members: while true {
                reader.skipWhitespace()
                if current.first {
                    current.first = false
                    if reader.peek == UInt8(ascii: "}") {
                        reader.position += 1
                        break members
                    }
                } else if reader.peek == UInt8(ascii: ",") {
                    reader.position += 1
                    reader.skipWhitespace()
                } else if reader.peek == UInt8(ascii: "}") {
                    reader.position += 1
                    break members
                } else {
                    throw reader.error(.syntax, "expected ',' or '}' in an element, found \(reader.describeNext())")
                }
                let keyMark = reader.mark
                guard reader.peek == UInt8(ascii: "\"") else {
                    throw reader.error(.syntax, "expected a key (a string) in an element, found \(reader.describeNext())")
                }
                let raw = try reader.readRawString()
                let known = ElementKey.match(raw, in: reader.bytes)
                let name = known?.name ?? reader.string(raw)
                try checkDuplicate(name, known: known, in: &current, at: keyMark)
                try reader.expect(UInt8(ascii: ":"), "':' after \"\(name)\"")
                reader.skipWhitespace()
                guard let key = known else {
                    warnRepeated(key: "key:\(name)", at: keyMark, "unknown key \"\(name)\" in an element; it is kept, but axdiff gives it no meaning")
                    current.element.extras.append(ExtraKey(key: name, value: try reader.readValue(for: name)))
                    continue
                }
                if key == .children {
                    guard reader.peek == UInt8(ascii: "[") else {
                        throw reader.error(.wrongType, "\"children\" must be an array of elements, found \(reader.describeNext())")
                    }
                    reader.position += 1
                    reader.skipWhitespace()
                    if reader.peek == UInt8(ascii: "]") {
                        reader.position += 1
                        continue
                    }
                    descend = true
                    break members
                }
                try readField(key, into: &current.element)
            }
            if descend {
                try beginChild(after: &current, stack: &stack)
                continue
            }
            // `current` is complete: attach it to its parent and continue the parent's children.
            let finished = current.element
            guard var parent = stack.popLast() else { return finished }
            parent.element.children.append(finished)
            reader.skipWhitespace()
            if reader.peek == UInt8(ascii: ",") {
                reader.position += 1
                reader.skipWhitespace()
                current = parent
                try beginChild(after: &current, stack: &stack)
            } else if reader.peek == UInt8(ascii: "]") {
                reader.position += 1
                current = parent
            } else {
                throw reader.error(.syntax, "expected ',' or ']' after an element in \"children\", found \(reader.describeNext())")
            }
        }
    }

    /// Pushes `current` and starts reading its next child at the opening brace.
    private mutating func beginChild(after current: inout Partial, stack: inout [Partial]) throws(ModelError) {
        guard reader.peek == UInt8(ascii: "{") else {
            throw reader.error(.wrongType, "each item of \"children\" must be an object (an element), found \(reader.describeNext())")
        }
        guard stack.count + 2 <= SnapshotParser.maximumDepth else {
            throw reader.error(.depthLimit, "the tree is nested deeper than \(SnapshotParser.maximumDepth) elements; axdiff reads trees up to \(SnapshotParser.maximumDepth) levels deep")
        }
        stack.append(current)
        current = Partial(element: Element(line: reader.line), openMark: reader.mark)
        reader.position += 1
    }

    private func checkDuplicate(_ name: String, known: ElementKey?, in partial: inout Partial, at mark: JSONReader.Mark) throws(ModelError) {
        if let known {
            let bit: UInt32 = 1 << UInt32(known.rawValue)
            guard partial.seen & bit == 0 else {
                throw reader.error(.duplicateKey, "duplicate key \"\(name)\" in an element", at: mark)
            }
            partial.seen |= bit
        } else if partial.element.extras.contains(where: { $0.key == name }) {
            throw reader.error(.duplicateKey, "duplicate key \"\(name)\" in an element", at: mark)
        }
    }

    /// Reads the value of one known element key (all but `children`).
    private mutating func readField(_ key: ElementKey, into element: inout Element) throws(ModelError) {
        switch key {
        case .type: element.type = try reader.readString(for: "type")
        case .id: element.id = try reader.readString(for: "id")
        case .label: element.label = try reader.readString(for: "label").nonEmpty
        case .value: element.value = try reader.readString(for: "value").nonEmpty
        case .hint: element.hint = try reader.readString(for: "hint").nonEmpty
        case .text: element.text = try reader.readString(for: "text").nonEmpty
        case .language: element.language = try reader.readString(for: "language")
        case .accessible: element.accessible = try reader.readBool(for: "accessible")
        case .hidden: element.hidden = try reader.readBool(for: "hidden")
        case .modal: element.modal = try reader.readBool(for: "modal")
        case .grouped: element.grouped = try reader.readBool(for: "grouped")
        case .childOrder:
            let valueMark = reader.mark
            let name = try reader.readString(for: "childOrder")
            guard let order = Element.ChildOrder(rawValue: name) else {
                throw reader.error(.badValue, "\"childOrder\" must be \"given\" or \"geometric\", found \"\(name)\"", at: valueMark)
            }
            element.childOrder = order
        case .traits:
            var traits = TraitSet()
            var repeats: [(String, JSONReader.Mark)] = []
            var unknown: [(String, JSONReader.Mark)] = []
            try reader.readStringArray(for: "traits") { (_: inout JSONReader, name: String, mark: JSONReader.Mark) throws(ModelError) in
                let trait = Trait(name: name)
                if !traits.insert(trait) { repeats.append((name, mark)) }
                if case .unknown = trait { unknown.append((name, mark)) }
            }
            element.traits = traits
            for (name, mark) in repeats {
                warnings.append(reader.diagnostic(.warning, .duplicateTrait, "trait \"\(name)\" is listed twice; traits are a set", at: mark))
            }
            for (name, mark) in unknown {
                warnRepeated(key: "trait:\(name)", at: mark, "unknown trait \"\(name)\"; it is kept, but axdiff gives it no meaning", code: .unknownTrait)
            }
        case .actions:
            var actions: [String] = []
            try reader.readStringArray(for: "actions") { (_: inout JSONReader, name: String, _: JSONReader.Mark) throws(ModelError) in
                actions.append(name)
            }
            element.actions = actions
        case .rotors:
            var rotors: [String] = []
            try reader.readStringArray(for: "rotors") { (_: inout JSONReader, name: String, _: JSONReader.Mark) throws(ModelError) in
                rotors.append(name)
            }
            element.rotors = rotors
        case .frame:
            element.frame = try readFrame()
        case .children:
            break  // read by the caller
        }
    }

    /// Reads `[x, y, width, height]`.
    private mutating func readFrame() throws(ModelError) -> Frame {
        let openMark = reader.mark
        guard reader.peek == UInt8(ascii: "[") else {
            throw reader.error(.wrongType, "\"frame\" must be an array of 4 numbers [x, y, width, height], found \(reader.describeNext())")
        }
        reader.position += 1
        var values: [Double] = []
        values.reserveCapacity(4)
        reader.skipWhitespace()
        if reader.peek != UInt8(ascii: "]") {
            while true {
                reader.skipWhitespace()
                let first = reader.peek
                guard first == UInt8(ascii: "-") || (first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9"))
                        || first == UInt8(ascii: "N") || first == UInt8(ascii: "I")
                else {
                    throw reader.error(.wrongType, "\"frame\" must contain only numbers [x, y, width, height], found \(reader.describeNext())")
                }
                values.append(try reader.readNumber(for: "frame"))
                reader.skipWhitespace()
                if reader.peek == UInt8(ascii: ",") {
                    reader.position += 1
                    continue
                }
                if reader.peek == UInt8(ascii: "]") { break }
                throw reader.error(.syntax, "expected ',' or ']' in \"frame\", found \(reader.describeNext())")
            }
        }
        reader.position += 1
        guard values.count == 4 else {
            throw reader.error(.badValue, "\"frame\" must have exactly 4 numbers [x, y, width, height], found \(values.count)", at: openMark)
        }
        if values[2] < 0 || values[3] < 0 {
            warnings.append(reader.diagnostic(.warning, .badValue, "\"frame\" has a negative width or height", at: openMark))
        }
        return Frame(x: values[0], y: values[1], width: values[2], height: values[3])
    }
}

extension String {
    /// nil for the empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
