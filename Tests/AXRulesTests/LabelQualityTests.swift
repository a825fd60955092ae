import AXModel
import AXTestSupport
import Foundation
import Testing

@testable import AXRules

/// The byte-level fast paths of `LabelQuality` give exactly what the Unicode-aware definitions
/// they replace give, on labels built from the characters that matter: case, ASCII and Unicode
/// whitespace, punctuation, symbols, role words and non-ASCII letters.
@Suite struct LabelQualityTests {
    static let pieces = [
        "Close", "button", "BUTTON", "btn", "Link", "heading", "header", "search field", "image",
        "picture", "graphic", "slider", "switch", "toggle", "tab bar", "key", "text field",
        "textfield", "1.1", "Health 2.3", " ", "  ", "\t", "\n", "\r\n", "\u{00A0}", "\u{2003}",
        ".", "!", "?", ",", "(", ")", "[", "]", "_", "-", "#", "@", "$", "+", "<", ">", "^", "`",
        "|", "~", "=", "\"", "'", "é", "É", "e\u{301}", "\u{212A}", "ß", "İ", "Σ", "…", "—", "¿",
        "👍", "s", "S", "Settings", "Delete",
    ]

    static func labels(seed: UInt64, count: Int) -> [String] {
        var random = SeededRandom(seed: seed)
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...5, using: &random)).map { _ in random.pick(pieces) }.joined()
        }
    }

    /// The definitions the fast paths must agree with.
    static func referenceNormalized(_ text: String) -> String {
        text.lowercased().split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func referenceTrailingRoleWord(_ label: String, spoken: [String]) -> String? {
        let lower = referenceNormalized(label).trimmingCharacters(in: CharacterSet.punctuationCharacters)
        for role in spoken {
            let words = role.lowercased().split(separator: " ").map(String.init)
            let last = words.count > 1 ? [words[words.count - 1]] : []
            for word in [role.lowercased()] + (LabelQuality.roleWordVariants[role.lowercased()] ?? []) + last where lower == word || lower.hasSuffix(" " + word) {
                return lower == word ? nil : word
            }
        }
        return nil
    }

    @Test func normalizedMatchesTheUnicodeDefinition() {
        for label in Self.labels(seed: 1, count: 4000) {
            #expect(LabelQuality.normalized(label) == Self.referenceNormalized(label), "\(label.debugDescription)")
        }
    }

    @Test func sameNormalizedMatchesComparingNormalizedLabels() {
        let labels = Self.labels(seed: 2, count: 3000)
        let pairs = Array(zip(labels, labels.dropFirst())) + Array(zip(labels, labels.map { $0.uppercased() + " " }))
        for (a, b) in pairs {
            #expect(LabelQuality.haveSameNormalized(a, b) == (Self.referenceNormalized(a) == Self.referenceNormalized(b)),
                    "\(a.debugDescription) \(b.debugDescription)")
        }
    }

    @Test func trimmingPunctuationMatchesFoundation() {
        for label in Self.labels(seed: 3, count: 4000) {
            #expect(LabelQuality.trimmingPunctuation(label) == label.trimmingCharacters(in: .punctuationCharacters), "\(label.debugDescription)")
        }
    }

    /// The hash of a label's normalised, trimmed form is the hash of that form built as a
    /// string, and nil exactly when the label is not ASCII; so a label whose hash a set of
    /// names lacks is none of those names (label-vague skips building the form on that).
    @Test func trimmedNormalizedHashIsTheHashOfTheFormBuilt() {
        for label in Self.labels(seed: 5, count: 4000) + ["", "( Toggle )", "...", " ( ) ", "Read\tMORE!", "«More»"] {
            let form = Self.referenceNormalized(label).trimmingCharacters(in: .punctuationCharacters)
            let expected = label.utf8.allSatisfy { $0 < 0x80 } ? LabelQuality.fnv1a(form.utf8) : nil
            #expect(LabelQuality.trimmedNormalizedHash(label) == expected, "\(label.debugDescription)")
        }
    }

    /// An ASCII text's words, split on its bytes, are the words split on characters'
    /// Unicode properties; so is whether a phrase is among them.
    @Test func wordsMatchTheUnicodeDefinition() {
        let labels = Self.labels(seed: 6, count: 4000) + ["Volume, 50%", "Accept terms, checked", "ON\r\noff", "a1b2 C3"]
        for label in labels {
            let reference = label.lowercased().split { !($0.isLetter || $0.isNumber) }
            #expect(LabelQuality.words(label) == reference, "\(label.debugDescription)")
        }
        for (text, phrase) in zip(labels, labels.dropFirst(7)) {
            let (haystack, needle) = (text.lowercased().split { !($0.isLetter || $0.isNumber) }, phrase.lowercased().split { !($0.isLetter || $0.isNumber) })
            let expected = !needle.isEmpty && haystack.count >= needle.count
                && (0...(haystack.count - needle.count)).contains { haystack[$0..<($0 + needle.count)].elementsEqual(needle) }
            #expect(LabelQuality.containsWords(text, phrase) == expected, "\(text.debugDescription) \(phrase.debugDescription)")
        }
        #expect(LabelQuality.containsWords("Notifications, on", "On") && !LabelQuality.containsWords("Notifications", "On"))
    }

    @Test func trailingRoleWordMatchesTheUnicodeDefinition() {
        let spokenSets: [[String]] = [[], ["button"], ["link"], ["heading"], ["image"], ["switch button"], ["checkbox"], ["search field", "text field"], ["tab bar"], ["key"], ["textbox"], ["radio"]]
        for (index, label) in Self.labels(seed: 4, count: 6000).enumerated() {
            let spoken = spokenSets[index % spokenSets.count]
            #expect(LabelQuality.trailingRoleWord(label, spoken: spoken) == Self.referenceTrailingRoleWord(label, spoken: spoken),
                    "\(label.debugDescription) \(spoken)")
        }
    }

    @Test func aRoleWordIsRepeatedOnlyWhenItIsTheRoleSpoken() {
        #expect(LabelQuality.trailingRoleWord("Close button", spoken: ["button"]) == "button")
        #expect(LabelQuality.trailingRoleWord("Close btn", spoken: ["button"]) == "btn")
        #expect(LabelQuality.trailingRoleWord("Show cancel button", spoken: ["checkbox"]) == nil)
        #expect(LabelQuality.trailingRoleWord("Accept terms checkbox", spoken: ["checkbox"]) == "checkbox")
        #expect(LabelQuality.trailingRoleWord("Dark Theme Button", spoken: ["switch button"]) == "button")
    }
}

/// duplicate-label's groups, found by hashing normalised bytes, are exactly the groups of equal
/// normalised labels and role traits, in order of first appearance.
@Suite struct DuplicateLabelGroupingTests {
    @Test func groupsAreThoseOfTheNormalisedLabels() {
        let labels = ["Delete", "delete", " DELETE ", "Key", "\u{212A}ey", "KEY", "Café", "Cafe\u{301}", "café", "Share", "Share  it", "share it", "Ω", "\u{2126}", "Delete item", "DELETE\titem"]
        let traitSets: [TraitSet] = [[.button], [.link], [.button, .toggle]]
        var random = SeededRandom(seed: 7)
        var children: [Element] = []
        var expected: [(label: String, roles: UInt32, first: Int, count: Int)] = []
        for row in 0..<300 {
            let label = random.pick(labels), traits = random.pick(traitSets)
            children.append(Element(type: "UIButton", label: label, traits: traits, frame: Frame(0, Double(row) * 50, 100, 44), accessible: true))
            let key = (LabelQualityTests.referenceNormalized(label), traits.knownBits & TraitSet.roleBits)
            // Element indices in preorder: the window is 0, its children follow.
            if let group = expected.firstIndex(where: { $0.label == key.0 && $0.roles == key.1 }) {
                expected[group].count += 1
            } else {
                expected.append((key.0, key.1, row + 1, 1))
            }
        }
        let model = VoiceOverModel(snapshot: Snapshot(screen: "Rows", root: Element(type: "UIWindow", children: children)))
        let findings = RuleEngine(rules: [RuleCatalog.duplicateLabel]).evaluate(addedScreen: model).regressions
        let found = findings.map { finding in (finding.new ?? -1, Int(finding.message.prefix { $0.isNumber }) ?? 0) }
        let wanted = expected.filter { $0.count > 1 }.map { ($0.first, $0.count) }
        #expect(found.count == wanted.count)
        #expect(zip(found, wanted).allSatisfy { $0 == $1 }, "\(found) != \(wanted)")
    }
}

/// label-vague, which passes over a label whose hash no vague name has, flags exactly the
/// controls whose normalised name, trimmed of punctuation, is a vague name of some language.
@Suite struct VagueNameTests {
    @Test func theControlsFlaggedAreThoseWhoseTrimmedNameIsVague() {
        let labels = [
            "  Read MORE! ", "(Toggle)", "( toggle )", "Toggle", "click\there", "Click here, then save", "More…", "Mehr",
            "Hier klicken.", "詳細", "「詳細」", "Détails", "Details", "Read more about pricing", "Health 1.1", "...", "",
            "Open", "Open Settings", "\u{00A0}Expand\u{00A0}",
        ]
        let children = labels.enumerated().map { row, label in
            Element(type: "UIButton", label: label, traits: [.button], frame: Frame(0, Double(row) * 50, 100, 44), accessible: true)
        }
        let model = VoiceOverModel(snapshot: Snapshot(screen: "Rows", root: Element(type: "UIWindow", children: children)))
        let flagged = RuleEngine(rules: [RuleCatalog.labelVague]).evaluate(addedScreen: model).regressions.compactMap(\.new)
        // Element indices in preorder: the window is 0, its children follow.
        let wanted = labels.indices.filter { row in
            let name = LabelQualityTests.referenceNormalized(labels[row]).trimmingCharacters(in: .punctuationCharacters)
            return RuleCatalog.allVagueNames.contains(name) && model.isFocusStop(row + 1)
        }.map { $0 + 1 }
        #expect(flagged == wanted)
        #expect(wanted.count >= 8, "the labels hold vague names written in several ways")
    }
}
