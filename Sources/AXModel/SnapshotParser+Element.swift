extension ParserState {
    /// An element being read: its slot in the arena (where its fields are written as they are
    /// read) and which keys were seen.
    private struct Partial {
        var index: Int
        /// How many children it has so far.
        var childCount = 0
        var seen: UInt32 = 0
        var first = true
        var openMark: JSONReader.Mark
        /// The keys of `element.extras`, for the duplicate check in constant time.
        var extraKeys: Set<String> = []
    }

    /// Reads the element at `reader.position` (an opening brace) and all its descendants into
    /// the arena, in preorder; returns the element's index there. It is a top-level element of
    /// the arena (its parent is -1) unless `parent` says otherwise, `position`-th among its
    /// siblings.
    ///
    /// `stack` holds the elements being read, innermost last; their fields are written in their
    /// slots directly, so no element's fields are copied on the way.
    mutating func readElementTree(parent: Int = -1, position: Int = 0) throws(ModelError) -> Int {
        var stack: [Partial] = []
        stack.reserveCapacity(16)
        let rootIndex = arena.open(Element.Record(line: reader.line), parent: parent, depth: depthOffset, position: position)
        stack.append(Partial(index: rootIndex, openMark: reader.mark))
        reader.position += 1
        while true {
            let top = stack.count - 1
            // Read members of the innermost element until its closing brace, or until its
            // children begin.
            var descend = false
            members: while true {
                reader.skipWhitespace()
                if stack[top].first {
                    stack[top].first = false
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
                var known = ElementKey.readKnown(&reader)
                var raw = JSONReader.RawString.slice(0..<0)
                if known == nil {
                    raw = try reader.readRawString()
                    known = ElementKey.match(raw, in: reader.bytes)
                }
                guard let key = known else {
                    let name = reader.string(raw)
                    if !stack[top].extraKeys.insert(name).inserted {
                        try skipDuplicate(reader.error(.duplicateKey, "duplicate key \"\(name)\" in an element", at: keyMark), key: name)
                        continue
                    }
                    try reader.expect(UInt8(ascii: ":"), "':' after \"\(name)\"")
                    reader.skipWhitespace()
                    if !Element.knownExtraKeys.contains(name) {
                        warnRepeated(key: "key:\(name)", at: keyMark, "unknown key \"\(name)\" in an element; it is kept, but axdiff gives it no meaning")
                    }
                    let value = try reader.readValue(for: name)
                    arena.slot(stack[top].index).pointee.uniqueRare().extras.append(ExtraKey(key: name, value: value))
                    continue
                }
                let bit: UInt32 = 1 << UInt32(key.rawValue)
                guard stack[top].seen & bit == 0 else {
                    try skipDuplicate(reader.error(.duplicateKey, "duplicate key \"\(key.name)\" in an element", at: keyMark), key: key.name)
                    continue
                }
                stack[top].seen |= bit
                reader.skipWhitespace()
                guard reader.peek == UInt8(ascii: ":") else {
                    throw reader.error(.syntax, "expected ':' after \"\(key.name)\", found \(reader.describeNext())")
                }
                reader.position += 1
                reader.skipWhitespace()
                if key == .children {
                    guard reader.peek == UInt8(ascii: "[") else {
                        let error = reader.error(.wrongType, "\"children\" must be an array of elements, found \(reader.describeNext())")
                        guard collected != nil else { throw error }
                        collected?.append(error.diagnostic)
                        _ = try reader.readValue(for: "children")
                        continue
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
                if collected == nil {
                    try readField(key, into: &arena.slot(stack[top].index).pointee)
                } else {
                    let saved = reader.mark
                    do throws(ModelError) {
                        try readField(key, into: &arena.slot(stack[top].index).pointee)
                    } catch {
                        try recover(error, from: saved, for: key.name)
                    }
                }
            }
            if descend {
                // The root's children of a large snapshot, from the halves read apart when they
                // fit; then the root's members after them.
                if stack.count == 1 && depthOffset == 0 {
                    if locatingRootChildren {
                        rootChildren = (reader.position, reader.line, reader.lineStart)
                        throw reader.error(.syntax, "stopped at the root's first child")  // caught by `Halves`
                    }
                    if fit(halves) {
                        stack[0].childCount = join(halves)
                        continue
                    }
                }
                try beginChild(on: &stack)
                continue
            }
            // The innermost element is complete: attach it to its parent and continue the
            // parent's children.
            let finished = stack.removeLast()
            arena.close(finished.index)
            guard !stack.isEmpty else { return finished.index }
            reader.skipWhitespace()
            if reader.peek == UInt8(ascii: ",") {
                reader.position += 1
                reader.skipWhitespace()
                try beginChild(on: &stack)
            } else if reader.peek == UInt8(ascii: "]") {
                reader.position += 1
            } else {
                throw reader.error(.syntax, "expected ',' or ']' after an element in \"children\", found \(reader.describeNext())")
            }
        }
    }

    /// Starts reading the next child of the innermost element, at its opening brace. While
    /// validating, items that are not objects are recorded and skipped; false when that ends
    /// the array (the reader is then after its `]`).
    @discardableResult
    private mutating func beginChild(on stack: inout [Partial]) throws(ModelError) -> Bool {
        while reader.peek != UInt8(ascii: "{") {
            let error = reader.error(.wrongType, "each item of \"children\" must be an object (an element), found \(reader.describeNext())")
            guard collected != nil else { throw error }
            collected?.append(error.diagnostic)
            _ = try reader.readValue(for: "children")
            reader.skipWhitespace()
            if reader.peek == UInt8(ascii: "]") {
                reader.position += 1
                return false
            }
            guard reader.peek == UInt8(ascii: ",") else {
                throw reader.error(.syntax, "expected ',' or ']' after an item of \"children\", found \(reader.describeNext())")
            }
            reader.position += 1
            reader.skipWhitespace()
        }
        guard stack.count + 1 + depthOffset <= SnapshotParser.maximumDepth else {
            throw reader.error(.depthLimit, "the tree is nested deeper than \(SnapshotParser.maximumDepth) elements; axdiff reads trees up to \(SnapshotParser.maximumDepth) levels deep")
        }
        let top = stack.count - 1
        let index = arena.open(Element.Record(line: reader.line), parent: stack[top].index, depth: stack.count + depthOffset, position: stack[top].childCount)
        stack[top].childCount += 1
        stack.append(Partial(index: index, openMark: reader.mark))
        reader.position += 1
        return true
    }

    /// Reads the value of one known element key (all but `children`) into the fields of an
    /// element being read.
    mutating func readField(_ key: ElementKey, into element: inout Element.Record) throws(ModelError) {
        switch key {
        case .type: element.type = try readType()
        case .id, .label, .value, .hint, .text:
            try readStringField(key, into: &element)
        case .language: element.uniqueRare().language = try reader.readString(for: "language")
        case .url: try readStringField(key, into: &element)
        case .level:
            let valueMark = reader.mark
            let number = try reader.readNumber(for: "level")
            guard let level = Int(exactly: number), Element.levels.contains(level) else {
                throw reader.error(.badValue, "\"level\" must be a whole number from \(Element.levels.lowerBound) to \(Element.levels.upperBound) (1 for a top-level heading), found \(number)", at: valueMark)
            }
            element.uniqueRare().level = level
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
            element.uniqueRare().childOrder = order
        case .traits: element.traits = try readTraits()
        case .actions:
            var actions: [String] = []
            try reader.readStringArray(for: "actions") { (_: inout JSONReader, name: String, _: JSONReader.Mark) throws(ModelError) in
                actions.append(name)
            }
            element.uniqueRare().actions = actions
        case .rotors:
            var rotors: [String] = []
            try reader.readStringArray(for: "rotors") { (_: inout JSONReader, name: String, _: JSONReader.Mark) throws(ModelError) in
                rotors.append(name)
            }
            element.uniqueRare().rotors = rotors
        case .frame:
            element.frame = try readFrame()
        case .children:
            break  // read by the caller
        }
    }

    /// Reads `[x, y, width, height]`.
    private mutating func readFrame() throws(ModelError) -> Frame {
        if let frame = readPlainFrame() { return frame }
        let openMark = reader.mark
        guard reader.peek == UInt8(ascii: "[") else {
            throw reader.error(.wrongType, "\"frame\" must be an array of 4 numbers [x, y, width, height], found \(reader.describeNext())")
        }
        reader.position += 1
        var values: (Double, Double, Double, Double) = (0, 0, 0, 0)
        var count = 0
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
                let number = try reader.readNumber(for: "frame")
                switch count {
                case 0: values.0 = number
                case 1: values.1 = number
                case 2: values.2 = number
                case 3: values.3 = number
                default: break
                }
                count += 1
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
        guard count == 4 else {
            throw reader.error(.badValue, "\"frame\" must have exactly 4 numbers [x, y, width, height], found \(count)", at: openMark)
        }
        if values.2 < 0 || values.3 < 0 {
            warnings.append(reader.warning(.badValue, "\"frame\" has a negative width or height", at: openMark))
        }
        return Frame(x: values.0, y: values.1, width: values.2, height: values.3)
    }
}

extension ParserState {
    /// The common case of `readFrame()`: four non-negative integers of at most eight digits on
    /// one line, `[16, 136, 361, 44]`, read without the general number grammar. Anything else
    /// (a sign, a fraction, an exponent, a leading zero, a newline, an error) gives nil without
    /// moving, and the general path reads it.
    @inline(__always)
    fileprivate mutating func readPlainFrame() -> Frame? {
        let bytes = reader.bytes
        var index = reader.position
        guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
        index += 1
        var values: (Int, Int, Int, Int) = (0, 0, 0, 0)
        for slot in 0..<4 {
            while index < bytes.count && bytes[index] == 0x20 { index += 1 }
            // Up to eight digits at once: find the first byte that is not a digit in a word, then
            // turn the digits into a number with three multiply-and-mask steps.
            guard index + 8 <= bytes.count else { return nil }
            let word = reader.loadWord(at: index)
            let highNibbles: UInt64 = 0xF0F0_F0F0_F0F0_F0F0, threes: UInt64 = 0x3030_3030_3030_3030
            // A byte is a digit when its high nibble is 3, and still is once 6 is added.
            let notDigits = ((word & highNibbles) ^ threes) | (((word &+ 0x0606_0606_0606_0606) & highNibbles) ^ threes)
            let length = notDigits == 0 ? 8 : notDigits.trailingZeroBitCount / 8
            guard length > 0, length < 8 || (index + 8 < bytes.count && bytes[index + 8] &- UInt8(ascii: "0") >= 10),
                  length == 1 || bytes[index] != UInt8(ascii: "0")
            else { return nil }
            // The digits moved to the top bytes (the first digit lowest), zeros below them.
            var digits = (word &- threes) << UInt64(8 * (8 - length))
            digits = (digits &* 10 &+ (digits >> 8)) & 0x00FF_00FF_00FF_00FF
            digits = (digits &* 100 &+ (digits >> 16)) & 0x0000_FFFF_0000_FFFF
            digits = (digits &* 10_000 &+ (digits >> 32)) & 0x0000_0000_FFFF_FFFF
            let value = Int(digits)
            index += length
            switch slot {
            case 0: values.0 = value
            case 1: values.1 = value
            case 2: values.2 = value
            default: values.3 = value
            }
            while index < bytes.count && bytes[index] == 0x20 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: slot < 3 ? "," : "]") else { return nil }
            index += 1
        }
        reader.position = index
        return Frame(wholeX: values.0, y: values.1, width: values.2, height: values.3)
    }
}

extension String {
    /// nil for the empty string.
    var nonEmpty: String? { isEmpty ? nil : self }
}
