import AXModel

/// How alike two elements are, from 0 to 1: the label (character bigrams), the overlap of
/// their frames, the type and the traits. Used only for leftovers among siblings.
enum Similarity {
    static func score(_ a: Element, _ b: Element) -> Double {
        var score = 0.0
        var weight = 0.0
        // Type: a different class is strong evidence of a different element.
        weight += 0.25
        if a.type == b.type { score += 0.25 }
        // Label.
        if a.label != nil || b.label != nil {
            weight += 0.35
            score += 0.35 * labelSimilarity(a.label ?? "", b.label ?? "")
        }
        // Frame overlap (intersection over union).
        if let fa = a.frame, let fb = b.frame {
            weight += 0.25
            let intersection = fa.intersectionArea(fb)
            let union = fa.area + fb.area - intersection
            score += 0.25 * (union > 0 ? intersection / union : (fa == fb ? 1 : 0))
        }
        // Traits (Jaccard over the known traits).
        weight += 0.15
        let both = (a.traits.knownBits & b.traits.knownBits).nonzeroBitCount
        let either = (a.traits.knownBits | b.traits.knownBits).nonzeroBitCount
        score += 0.15 * (either == 0 ? 1 : Double(both) / Double(either))
        return weight > 0 ? score / weight : 0
    }

    /// Dice coefficient over character bigrams, case-insensitive; 1 for equal strings.
    static func labelSimilarity(_ a: String, _ b: String) -> Double {
        if a == b { return 1 }
        let x = Array(a.lowercased().unicodeScalars), y = Array(b.lowercased().unicodeScalars)
        guard x.count >= 2 && y.count >= 2 else { return 0 }
        var bigrams: [UInt64: Int] = [:]
        for index in 0..<(x.count - 1) {
            bigrams[UInt64(x[index].value) << 32 | UInt64(x[index + 1].value), default: 0] += 1
        }
        var shared = 0
        for index in 0..<(y.count - 1) {
            let key = UInt64(y[index].value) << 32 | UInt64(y[index + 1].value)
            if let count = bigrams[key], count > 0 {
                shared += 1
                bigrams[key] = count - 1
            }
        }
        return 2 * Double(shared) / Double(x.count - 1 + y.count - 1)
    }
}

extension Element {
    /// Equality of every attribute but the frame (and line and children; and the identifier
    /// unless `includingID`).
    func hasSameAttributesIgnoringFrame(as other: Element, includingID: Bool = true) -> Bool {
        type == other.type && (!includingID || id == other.id) && label == other.label && value == other.value
            && hint == other.hint && traits == other.traits && accessible == other.accessible
            && hidden == other.hidden && modal == other.modal && grouped == other.grouped
            && childOrder == other.childOrder && text == other.text && actions == other.actions
            && rotors == other.rotors && language == other.language && level == other.level && url == other.url
    }

    /// Feeds every attribute but the frame (and line and children, but their count; and the
    /// identifier unless `includingID`) to `hasher`: first one word saying which optional
    /// fields are present with the flags and the child order, then only the fields that are
    /// there. Equal attributes feed equal input.
    func hashAttributesIgnoringFrame(into hasher: inout SubtreeHasher, includingID: Bool = true) {
        let type = type, id = includingID ? id : nil, label = label, value = value, hint = hint, text = text, language = language
        let level = level, url = url
        let traits = traits, actions = actions, rotors = rotors
        var shape = Int(traits.knownBits) << 16
        if type != nil { shape |= 1 << 0 }
        if id != nil { shape |= 1 << 1 }
        if label != nil { shape |= 1 << 2 }
        if value != nil { shape |= 1 << 3 }
        if hint != nil { shape |= 1 << 4 }
        if text != nil { shape |= 1 << 5 }
        if language != nil { shape |= 1 << 6 }
        if !traits.unknownNames.isEmpty { shape |= 1 << 7 }
        if !actions.isEmpty { shape |= 1 << 8 }
        if !rotors.isEmpty { shape |= 1 << 9 }
        if accessible { shape |= 1 << 10 }
        if hidden { shape |= 1 << 11 }
        if modal { shape |= 1 << 12 }
        if grouped { shape |= 1 << 13 }
        if childOrder == .geometric { shape |= 1 << 14 }
        if level != nil { shape |= 1 << 15 }
        if url != nil { shape |= 1 << 48 }
        hasher.combine(shape)
        hasher.combine(childCount)
        if let type { hasher.combine(type) }
        if let id { hasher.combine(id) }
        if let label { hasher.combine(label) }
        if let value { hasher.combine(value) }
        if let hint { hasher.combine(hint) }
        if let text { hasher.combine(text) }
        if let language { hasher.combine(language) }
        if let level { hasher.combine(level) }
        if let url { hasher.combine(url) }
        if !traits.unknownNames.isEmpty { hasher.combine(traits.unknownNames) }
        if !actions.isEmpty { hasher.combine(actions) }
        if !rotors.isEmpty { hasher.combine(rotors) }
    }
}
