import AXDiff
import AXModel
import AXTestSupport
import Testing

@testable import AXRules

/// No English in verdicts: every rule example, its labels, values, hints, drawn texts and
/// actions translated into German, Japanese and Arabic (right to left, frames mirrored), gets
/// the verdict it gets in English, read forwards (the element flagged, or nothing) and
/// backwards (the fix credited). The translations are in AXTestSupport's `Translations`.
@Suite struct TranslatedExampleTests {
    /// What a rule says of an example: the ids it flags, and, read backwards, the ids it
    /// credits as fixed.
    struct Verdict: Equatable, CustomStringConvertible {
        var flagged: [String]
        var credited: [String]
        var description: String { "flags \(flagged), credits \(credited) read backwards" }
    }

    static func verdict(_ rule: Rule, before: Snapshot, after: Snapshot?) -> Verdict {
        let engine = RuleEngine(rules: [rule])
        guard let after else {
            let old = VoiceOverModel(snapshot: before)
            let flagged = engine.evaluate(removedScreen: old).regressions.filter { $0.ruleID == rule.id }
            return Verdict(flagged: flagged.compactMap { $0.old.flatMap { old.tree.elements[$0].id } }, credited: [])
        }
        func ids(_ findings: [Finding], _ diff: ScreenDiff) -> [String] {
            findings.filter { $0.ruleID == rule.id }.map { finding in
                finding.new.flatMap { diff.new.tree.elements[$0].id } ?? finding.old.flatMap { diff.old.tree.elements[$0].id } ?? "?"
            }
        }
        let forwards = ScreenDiff(old: before, new: after)
        let backwards = ScreenDiff(old: after, new: before)
        return Verdict(flagged: ids(engine.evaluate(forwards).regressions, forwards), credited: ids(engine.evaluate(backwards).improvements, backwards))
    }

    static let cases: [String] = RuleCatalog.all.flatMap { rule in
        rule.examples.indices.flatMap { index in Translations.Language.allCases.map { "\(rule.id) #\(index) \($0)" } }
    }

    @Test(arguments: cases)
    func translatedExampleGetsTheSameVerdict(_ name: String) throws {
        let parts = name.split(separator: " ")
        let rule = try #require(RuleCatalog.rule(String(parts[0])))
        let example = rule.examples[Int(parts[1].dropFirst()) ?? 0]
        let language = try #require(Translations.Language(rawValue: String(parts[2])))
        var missing = Set<String>()
        let before = Translations.translate(example.before, into: language, missing: &missing)
        let after = example.after.map { Translations.translate($0, into: language, missing: &missing) }
        #expect(missing.isEmpty, "add to Translations (Tests/AXTestSupport/Translations.swift) the \(language) of \(missing.sorted().map { "\"\($0)\"" })")
        let english = Self.verdict(rule, before: example.before, after: example.after)
        let translated = Self.verdict(rule, before: before, after: after)
        #expect(translated == english, "\(rule.id): \(example.name) in \(language): \(translated); in English: \(english)")
        #expect(english.flagged == (example.flagged.map { [$0] } ?? []), "\(rule.id): \(example.name) in English")
    }

    /// Right to left, the translated screens read in the same order as in English: the frames
    /// are mirrored with the text.
    @Test func mirroredScreensReadInTheirOwnOrder() {
        let row = Snapshot(screen: "Row", root: Element(type: "UIWindow", frame: Frame(0, 0, 393, 852), childOrder: .geometric, children: [
            Element(id: "first", label: "Save", traits: [.button], frame: Frame(16, 100, 100, 44), accessible: true),
            Element(id: "second", label: "Share", traits: [.button], frame: Frame(200, 100, 100, 44), accessible: true),
        ]))
        var missing = Set<String>()
        let arabic = Translations.translate(row, into: .arabic, missing: &missing)
        #expect(missing.isEmpty)
        #expect(arabic.layoutDirection == .rightToLeft)
        let model = VoiceOverModel(snapshot: arabic)
        #expect(model.focusStops.map { model.tree.elements[$0].id } == ["first", "second"])
        #expect(model.announcements == ["حفظ, button", "مشاركة, button"])
    }
}
