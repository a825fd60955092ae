extension ParserState {
    /// How many distinct long types are shared; past them, types are read as other strings,
    /// so a file of thousands of different types costs no more than before.
    static let sharedTypeLimit = 64

    /// Reads an element's type. A snapshot has a few dozen types over thousands of elements,
    /// and most are longer than the 15 bytes Swift keeps inline (`XCUIElementTypeStaticText`,
    /// `android.widget.TextView`): each distinct one is made once and shared, instead of one
    /// allocation per element.
    mutating func readType() throws(ModelError) -> String {
        guard reader.peek == UInt8(ascii: "\"") else {
            throw reader.error(.wrongType, "\"type\" must be a string, found \(reader.describeNext())")
        }
        let raw = try reader.readRawString()
        guard case .slice(let range) = raw, range.count > 15, let base = reader.bytes.baseAddress else {
            return reader.string(raw)
        }
        for known in types where known.count == range.count
            && ByteScan.equal(base + known.start, base + range.lowerBound, count: range.count) {
            return known.name
        }
        let name = reader.string(raw)
        if types.count < Self.sharedTypeLimit { types.append((range.lowerBound, range.count, name)) }
        return name
    }

    /// Reads an identifier, label, value, hint, text or URL into `element` (an empty one but
    /// the identifier is absent). Not inlined: written out in `readField`, the compiler stopped
    /// inlining the element reader's key lookup (validating 20,000 elements took 0.6 ms more).
    @inline(never)
    mutating func readStringField(_ key: ElementKey, into element: inout Element.Record) throws(ModelError) {
        let raw: JSONReader.RawString
        if reader.peek == UInt8(ascii: "\"") {
            raw = try reader.readRawString()
        } else {
            _ = try reader.readString(for: key.name)  // throws the type error
            return
        }
        let string = reader.string(raw)
        switch key {
        case .id:
            element.id = string
            ids.append((string, element.line))
        case .label: element.label = string.nonEmpty
        case .value: element.value = string.nonEmpty
        case .hint: element.uniqueRare().hint = string.nonEmpty
        case .text: element.uniqueRare().text = string.nonEmpty
        default: element.uniqueRare().url = string.nonEmpty
        }
    }

    /// Reads an element's traits. Known names are matched by their bytes into the set's bits,
    /// with no `String` made for them; repeats are found through the bits. Unknown names (rare)
    /// are made strings and go in a set, which allocates only when there is one. Warnings name
    /// each repeat and each unknown name.
    mutating func readTraits() throws(ModelError) -> TraitSet {
        var knownBits: UInt32 = 0
        var unknownNames = Set<String>()
        var repeats: [(String, JSONReader.Mark)] = []
        var unknown: [(String, JSONReader.Mark)] = []
        try reader.readRawStringArray(for: "traits") { (reader: inout JSONReader, raw: JSONReader.RawString, mark: JSONReader.Mark) throws(ModelError) in
            var index: Int?
            if case .slice(let range) = raw {
                index = Trait.vocabularyIndex(named: UnsafeBufferPointer(rebasing: reader.bytes[range]))
            } else {
                index = Trait(name: reader.string(raw)).vocabularyIndex
            }
            if let index {
                let bit: UInt32 = 1 << UInt32(index)
                if knownBits & bit != 0 { repeats.append((Trait.names[index], mark)) }
                knownBits |= bit
            } else {
                let name = reader.string(raw)
                if !unknownNames.insert(name).inserted { repeats.append((name, mark)) }
                unknown.append((name, mark))
            }
        }
        let traits = TraitSet(knownBits: knownBits, unknownNames: Array(unknownNames))
        for (name, mark) in repeats {
            warnings.append(reader.warning(.duplicateTrait, "trait \"\(name)\" is listed twice; traits are a set", at: mark))
        }
        for (name, mark) in unknown {
            warnRepeated(key: "trait:\(name)", at: mark, "unknown trait \"\(name)\"; it is kept, but axdiff gives it no meaning", code: .unknownTrait)
        }
        return traits
    }
}
