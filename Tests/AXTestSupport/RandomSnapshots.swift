import AXModel

/// Random snapshots covering every field, for round-trip properties.
public enum RandomSnapshots {
    /// Strings that exercise escaping: quotes, backslashes, control characters, non-ASCII,
    /// bidirectional marks, emoji, markup and table breakers.
    public static let hostileStrings = [
        "Close", "Dark Theme", "\"quoted\"", "back\\slash", "line\nbreak", "tab\there",
        "\u{01}bell\u{07}", "\u{1B}[31mred\u{1B}[0m", "Café", "日本語", "emoji 😀👍🏽",
        "\u{202E}evil\u{202C}", "<script>alert(1)</script>", "a | b", "`code`", "é\u{301}",
        "\u{2028}sep", "/slash/", "",
    ]

    public static func string(_ random: inout SeededRandom) -> String {
        if random.chance(0.5) { return random.pick(hostileStrings) }
        let length = Int.random(in: 0...12, using: &random)
        var scalars = String.UnicodeScalarView()
        for _ in 0..<length {
            let ranges: [ClosedRange<UInt32>] = [0x20...0x7E, 0x00...0x1F, 0xA0...0x2FF, 0x4E00...0x4E80, 0x1F600...0x1F64F]
            let range = random.pick(ranges)
            if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &random)) {
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// A non-empty string, or nil.
    public static func optionalString(_ random: inout SeededRandom, _ p: Double = 0.5) -> String? {
        guard random.chance(p) else { return nil }
        let value = string(&random)
        return value.isEmpty ? "x" : value
    }

    /// A number with at most two decimals, as the canonical form keeps.
    public static func number(_ random: inout SeededRandom) -> Double {
        Double(Int.random(in: -200_000...200_000, using: &random)) / 100
    }

    public static func traits(_ random: inout SeededRandom) -> TraitSet {
        var traits = TraitSet()
        for _ in 0..<Int.random(in: 0...3, using: &random) {
            if random.chance(0.1) {
                traits.insert(.unknown(random.pick(["sparkly", "zoomy", "Ünïcode"])))
            } else {
                traits.insert(random.pick(Trait.vocabulary))
            }
        }
        return traits
    }

    public static func jsonValue(_ random: inout SeededRandom, depth: Int = 0) -> JSONValue {
        switch Int.random(in: 0..<(depth > 2 ? 4 : 6), using: &random) {
        case 0: return .null
        case 1: return .bool(random.chance(0.5))
        case 2: return .number(random.chance(0.5) ? number(&random) : Double(Int.random(in: -5...5, using: &random)) * 1.5e20)
        case 3: return .string(string(&random))
        case 4:
            return .array((0..<Int.random(in: 0...3, using: &random)).map { _ in jsonValue(&random, depth: depth + 1) })
        default:
            var keys = Set<String>()
            var members: [(key: String, value: JSONValue)] = []
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                let key = string(&random)
                if keys.insert(key).inserted { members.append((key, jsonValue(&random, depth: depth + 1))) }
            }
            return .object(members)
        }
    }

    public static func extras(_ random: inout SeededRandom, reserved: [String]) -> [ExtraKey] {
        guard random.chance(0.15) else { return [] }
        var keys = Set(reserved)
        var result: [ExtraKey] = []
        for _ in 0..<Int.random(in: 1...2, using: &random) {
            let key = "x-" + string(&random)
            if keys.insert(key).inserted { result.append(ExtraKey(key: key, value: jsonValue(&random))) }
        }
        return result
    }

    public static func element(_ random: inout SeededRandom, depth: Int, budget: inout Int) -> Element {
        var element = Element(
            type: random.chance(0.7) ? random.pick(["UIView", "UIButton", "UILabel", "XCUIElementTypeCell", "android.widget.TextView"]) : nil,
            id: optionalString(&random, 0.4),
            label: optionalString(&random, 0.6),
            value: optionalString(&random, 0.2),
            hint: optionalString(&random, 0.1),
            traits: traits(&random),
            frame: random.chance(0.8) ? Frame(number(&random), number(&random), abs(number(&random)), abs(number(&random))) : nil,
            accessible: random.chance(0.5),
            hidden: random.chance(0.05),
            modal: random.chance(0.05),
            grouped: random.chance(0.1),
            childOrder: random.chance(0.2) ? .geometric : .given,
            text: optionalString(&random, 0.2),
            actions: random.chance(0.1) ? ["Delete", string(&random)] : [],
            rotors: random.chance(0.05) ? ["Links"] : [],
            language: random.chance(0.05) ? "fr-FR" : nil,
            extras: extras(&random, reserved: []))
        if depth < 6 {
            let count = Int.random(in: 0...4, using: &random)
            for _ in 0..<count where budget > 0 {
                budget -= 1
                element.children.append(self.element(&random, depth: depth + 1, budget: &budget))
            }
        }
        return element
    }

    /// A random snapshot with up to `maximumElements` elements.
    public static func snapshot(seed: UInt64, maximumElements: Int = 60) -> Snapshot {
        var random = SeededRandom(seed: seed)
        var budget = maximumElements
        var context: [String: String] = [:]
        for key in ContextKey.canonicalOrder where random.chance(0.3) { context[key] = string(&random) }
        if random.chance(0.3) { context["custom"] = "value" }
        return Snapshot(
            screen: string(&random),
            platform: random.pick(Snapshot.Platform.allCases),
            generator: random.chance(0.5) ? Snapshot.Generator(name: "gen", version: string(&random)) : nil,
            context: context,
            extras: extras(&random, reserved: ["axsnap", "screen", "platform", "generator", "context", "root"]),
            root: element(&random, depth: 0, budget: &budget))
    }
}
