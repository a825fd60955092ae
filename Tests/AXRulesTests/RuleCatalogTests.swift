import AXDiff
import AXModel
import Foundation
import Testing

@testable import AXRules

/// Rules cannot be forgotten: every rule value written in `Sources/AXRules` is in
/// `RuleCatalog.all`, and what the engine does with a rule comes from the rule's own fields,
/// never from its id.
@Suite struct RuleCatalogTests {
    /// The `Sources/AXRules` folder, found from this file's location.
    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // AXRulesTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()
        .appendingPathComponent("Sources/AXRules")

    /// The ids of every rule value constructed in the module's sources (`Rule(id: "…"` and
    /// `Rule.coverage(id: "…"`), with the file each is in.
    static func declaredRules() throws -> [(id: String, file: String)] {
        let files = try FileManager.default.contentsOfDirectory(atPath: sources.path).filter { $0.hasSuffix(".swift") }.sorted()
        let pattern = try NSRegularExpression(pattern: #"\bRule(?:\.coverage)?\(\s*id:\s*"([^"]+)""#)
        return try files.flatMap { file in
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            return pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
                Range(match.range(at: 1), in: text).map { (String(text[$0]), file) }
            }
        }
    }

    /// A rule's own keys in `.axdiff.yml` set shared options the file reader knows: the reader
    /// knows no rule by its id.
    @Test func everyRuleSettingNamesAnOption() {
        let settings = RuleCatalog.all.flatMap { rule in rule.settings.map { (rule.id, $0.key, $0.value) } }
        #expect(!settings.isEmpty)
        for (id, key, option) in settings {
            #expect(ConfigurationFile.optionNames.contains(option), "\(id).\(key) sets \(option)")
        }
    }

    @Test func everyRuleWrittenInTheSourcesIsInTheCatalog() throws {
        let declared = try Self.declaredRules()
        // The scan itself must see the rules, or it proves nothing.
        #expect(declared.count >= 30, "found only \(declared.count) rule values under \(Self.sources.path)")
        let catalog = Set(RuleCatalog.all.map(\.id))
        for rule in declared {
            #expect(catalog.contains(rule.id), "rule \"\(rule.id)\" (\(rule.file)) is not in RuleCatalog.all: add it there (Sources/AXRules/RuleCatalog.swift)")
        }
        #expect(declared.count == RuleCatalog.all.count, "the catalog lists a rule twice, or one not written as Rule(id: …)")
    }

    /// A state rule that flags every image; whether an image that leaves is fixed as given
    /// (`Rule.Reverse.creditsFix(elementRemoved:)`), and an id no rule has.
    private func imageRule(id: String, fixedByRemoval: Bool) -> Rule {
        Rule(id: id, title: "Any image", description: "An image.", wcag: [.nonTextContent], severity: .warning,
             fix: "None.", reverse: .creditsFix(elementRemoved: fixedByRemoval), examples: []) { model, _ in
            model.tree.elements.indices.filter { model.tree.elements[$0].hasTrait(.image) }.map { RuleHit(.new, $0, "an image") }
        }
    }

    @Test func aFindingWhoseElementLeavesIsAFixOnlyForARuleThatSaysSo() {
        let before = Example.screen([Example.element("divider", traits: [.image], type: "UIImageView")])
        let after = Example.screen([])
        let diff = ScreenDiff(old: before, new: after)
        for fixed in [true, false] {
            let engine = RuleEngine(rules: [imageRule(id: "any-image-\(fixed)", fixedByRemoval: fixed)])
            let improvements = engine.evaluate(diff).improvements
            #expect(improvements.map(\.ruleID) == (fixed ? ["any-image-true"] : []), "fixedByRemoval: \(fixed)")
        }
    }

    @Test func theCatalogsImageRuleCountsAnImageThatLeavesAsFixed() {
        #expect(RuleCatalog.rule("image-without-label")?.reverse == .creditsFix(elementRemoved: true))
        // Only a rule that judges one tree at a time can say what its element's leaving means.
        for rule in RuleCatalog.all where rule.reverse == .creditsFix(elementRemoved: true) {
            guard case .state = rule.check else {
                Issue.record("\(rule.id) credits an element that leaves but is not a state rule")
                continue
            }
        }
    }
}
