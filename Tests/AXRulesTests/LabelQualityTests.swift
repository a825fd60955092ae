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

    static func referenceTrailingRoleWord(_ label: String, traits: TraitSet) -> String? {
        guard LabelQuality.spokenRoleWords.contains(where: { traits.contains($0.0) }) else { return nil }
        let lower = referenceNormalized(label).trimmingCharacters(in: CharacterSet.punctuationCharacters)
        for (trait, words) in LabelQuality.spokenRoleWords where traits.contains(trait) {
            for word in words where lower == word || lower.hasSuffix(" " + word) {
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

    @Test func trailingRoleWordMatchesTheUnicodeDefinition() {
        let traitSets: [TraitSet] = [[], [.button], [.link], [.header], [.image], [.adjustable, .toggle], [.searchField, .textEntry], [.tabBar], [.keyboardKey]]
        for (index, label) in Self.labels(seed: 4, count: 6000).enumerated() {
            let traits = traitSets[index % traitSets.count]
            #expect(LabelQuality.trailingRoleWord(label, traits: traits) == Self.referenceTrailingRoleWord(label, traits: traits),
                    "\(label.debugDescription) \(traits)")
        }
    }
}
