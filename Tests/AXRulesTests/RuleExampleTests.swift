import AXDiff
import AXModel
import Testing

@testable import AXRules

/// One generic test runs every rule's examples: the ones that must trigger flag exactly the
/// marked element, the others flag nothing.
@Suite struct RuleExampleTests {
    static let cases: [(rule: String, example: Int, flagged: Bool)] = RuleCatalog.all.flatMap { rule in
        rule.examples.indices.map { (rule.id, $0, rule.examples[$0].flagged != nil) }
    }

    @Test(arguments: cases.map { "\($0.rule) #\($0.example)" })
    func example(_ name: String) throws {
        let parts = name.split(separator: " ")
        let rule = try #require(RuleCatalog.rule(String(parts[0])))
        let example = rule.examples[Int(parts[1].dropFirst()) ?? 0]
        let flagged: [String?]
        let evaluation: Evaluation
        if let after = example.after {
            let diff = ScreenDiff(old: example.before, new: after)
            evaluation = RuleEngine(rules: [rule]).evaluate(diff)
            flagged = evaluation.regressions.filter { $0.ruleID == rule.id }.map { finding -> String? in
                if let new = finding.new { return diff.new.tree.elements[new].id }
                if let old = finding.old { return diff.old.tree.elements[old].id }
                return nil
            }
        } else {
            // The screen's snapshot is removed.
            let old = VoiceOverModel(snapshot: example.before)
            evaluation = RuleEngine(rules: [rule]).evaluate(removedScreen: old)
            flagged = evaluation.regressions.filter { $0.ruleID == rule.id }.map { $0.old.flatMap { old.tree.elements[$0].id } }
        }
        if let expected = example.flagged {
            #expect(flagged == [expected], "\(rule.id): \(example.name)")
        } else {
            #expect(flagged.isEmpty, "\(rule.id): \(example.name) must not trigger, got \(evaluation.regressions.map(\.message))")
        }
    }

    /// A fix is a loss read backwards: every example that triggers a rule, with its sides
    /// swapped, is credited to that rule as an improvement on the flagged element, unless the
    /// rule says why its findings read backwards are no fix. A state rule whose flagged
    /// element exists only after (swapped: it is gone) credits it only when the rule counts
    /// the element's removal as a fix.
    @Test(arguments: cases.filter { $0.flagged }.map { "\($0.rule) #\($0.example)" })
    func exampleReadBackwardsIsCreditedAsAFix(_ name: String) throws {
        let parts = name.split(separator: " ")
        let rule = try #require(RuleCatalog.rule(String(parts[0])))
        let example = rule.examples[Int(parts[1].dropFirst()) ?? 0]
        guard case .creditsFix(let creditsRemoval) = rule.reverse else {
            guard case .none(let why) = rule.reverse else { return }
            #expect(why.count > 20, "\(rule.id) must say why its findings read backwards are no fix")
            return
        }
        guard let after = example.after, let flagged = example.flagged else {
            Issue.record("\(rule.id) credits fixes, but its example \(example.name) removes the screen: a removal rule says why it has no reverse")
            return
        }
        let diff = ScreenDiff(old: after, new: example.before)
        let credited = RuleEngine(rules: [rule]).evaluate(diff).improvements.filter { $0.ruleID == rule.id }.compactMap { finding in
            finding.new.flatMap { diff.new.tree.elements[$0].id } ?? finding.old.flatMap { diff.old.tree.elements[$0].id }
        }
        // Read backwards the flagged element is on the new side when the example keeps or adds
        // it, on the old side when it removes it. A state rule's element gone is a fix only
        // when the rule says so; a transition rule's element that comes back with all it holds
        // is new content, not a loss undone.
        let onOld = diff.old.tree.elements.indices.first { diff.old.tree.elements[$0].id == flagged }
        let onNew = diff.new.tree.elements.indices.first { diff.new.tree.elements[$0].id == flagged }
        let gone = onOld.map { !diff.matching.isMatched(old: $0) } ?? false
        // (A control that shows, as its name, text that was there is no new content.)
        let comesBackAsNewContent = onNew.map {
            !diff.matching.isMatched(new: $0) && !RuleEngine.holdsMatchedContent($0, diff) && !RuleEngine.showsOldText($0, diff.reversed)
        } ?? false
        if rule.kind == .state && gone && !creditsRemoval {
            #expect(!credited.contains(flagged), "\(rule.id): \(example.name): removing the element is no fix for this rule")
        } else if rule.kind == .transition && comesBackAsNewContent {
            #expect(!credited.contains(flagged), "\(rule.id): \(example.name): an element added with all it holds is no fix")
        } else {
            #expect(credited.contains(flagged), "\(rule.id): \(example.name) read backwards must credit a fix on #\(flagged), got \(credited)")
        }
    }

    /// A rule about the web's roles judges the web alone: its triggering examples, read as an
    /// iOS or Android snapshot (where `type` is a class, never a role), flag nothing.
    @Test func aRuleForSomePlatformsFindsNothingOnTheOthers() {
        var checked = 0
        for rule in RuleCatalog.all where rule.platforms.count < Snapshot.Platform.allCases.count {
            for example in rule.examples where example.flagged != nil {
                guard var after = example.after else { continue }
                var before = example.before
                for platform in Snapshot.Platform.allCases where !rule.platforms.contains(platform) {
                    before.platform = platform
                    after.platform = platform
                    let found = RuleEngine(rules: [rule]).evaluate(ScreenDiff(old: before, new: after)).regressions.filter { $0.ruleID == rule.id }
                    #expect(found.isEmpty, "\(rule.id) on \(platform): \(example.name)")
                    checked += 1
                }
            }
        }
        #expect(checked >= 14, "seven web rules, each on iOS and Android")
    }

    @Test func everyRuleHasExamplesBothWays() {
        for rule in RuleCatalog.all {
            #expect(rule.examples.contains { $0.flagged != nil }, "\(rule.id) needs an example that triggers it")
            #expect(rule.examples.contains { $0.flagged == nil }, "\(rule.id) needs an example that must not trigger it")
        }
    }

    @Test func ruleIDsAreUniqueKebabCase() {
        let ids = RuleCatalog.all.flatMap { [$0.id] + $0.aliases }
        #expect(Set(ids).count == ids.count)
        for id in ids {
            #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id)")
        }
    }

    @Test func theRequiredRulesExistWithTheirSeveritiesAndCriteria() {
        let required: [(String, Severity, [String])] = [
            ("label-removed", .error, ["1.1.1", "4.1.2"]), ("label-meaningless", .error, ["1.1.1", "2.4.6"]),
            ("role-removed", .error, ["4.1.2"]), ("role-changed", .warning, ["4.1.2"]),
            ("value-removed", .error, ["4.1.2"]), ("value-in-label", .error, ["4.1.2"]),
            ("selection-removed", .error, ["4.1.2"]), ("label-replaces-text", .warning, ["1.3.1", "1.1.1"]),
            ("element-unreachable", .error, ["4.1.2", "1.3.1"]), ("nested-accessibility-element", .error, ["4.1.2"]),
            ("interactive-without-label", .error, ["4.1.2", "1.1.1"]), ("modal-removed", .error, ["2.4.3"]),
            ("focus-order-changed", .warning, ["2.4.3", "1.3.2"]), ("heading-removed", .warning, ["1.3.1", "2.4.6"]),
            ("screen-without-heading", .warning, ["2.4.6"]), ("target-size-below-minimum", .warning, ["2.5.8"]),
            ("label-in-name", .warning, ["2.5.3"]), ("custom-actions-removed", .warning, ["2.5.7"]),
            ("redundant-focus-stop", .notice, []), ("label-contains-role", .notice, ["4.1.2"]),
            ("conflicting-traits", .warning, ["4.1.2"]), ("element-removed", .notice, []),
        ]
        for (id, severity, criteria) in required {
            let rule = RuleCatalog.rule(id)
            #expect(rule?.defaultSeverity == severity, "\(id)")
            #expect(Set(rule?.wcag.map(\.number) ?? []) == Set(criteria), "\(id)")
        }
        #expect(RuleCatalog.rule("nested-accessibility-element")?.kind == .state)
        #expect(RuleCatalog.rule("label-removed")?.kind == .transition)
    }
}

@Suite struct RuleEngineTests {
    @Test func oneElementAndOneCauseGiveOneFinding() {
        // Volume's value moved into its label: value-in-label, not also value-removed.
        let before = Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.adjustable])])
        let after = Example.screen([Example.element("volume", label: "Volume, 50%", traits: [.adjustable])])
        let evaluation = RuleEngine().evaluate(ScreenDiff(old: before, new: after))
        let rules = evaluation.regressions.map(\.ruleID)
        #expect(rules == ["value-in-label"])
        #expect(evaluation.regressions.first?.alsoTriggered == ["value-removed"])
        #expect(evaluation.regressions.first?.message.contains("also reported by value-removed") == true)
    }

    @Test func roleChangedIsNotAlsoRoleRemoved() {
        let before = Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.adjustable])])
        let after = Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.button])])
        let rules = RuleEngine().evaluate(ScreenDiff(old: before, new: after)).regressions.map(\.ruleID)
        #expect(rules == ["role-changed"])
        let swapped = Example.screen([Example.button("help", "Help", traits: [.link])])
        #expect(RuleEngine().evaluate(ScreenDiff(old: Example.screen([Example.button("help", "Help")]), new: swapped)).regressions.isEmpty,
                "a button made a link is activated as before")
    }

    @Test func lostLabelOnButtonIsAnErrorReportedOnce() {
        let before = Example.screen([Example.button("close", "Close", size: (44, 44))])
        let after = Example.screen([Example.button("close", nil, size: (44, 44))])
        let regressions = RuleEngine().evaluate(ScreenDiff(old: before, new: after)).regressions
        #expect(regressions.map(\.ruleID) == ["label-removed"])
        #expect(regressions.first?.severity == .error)
        #expect(regressions.first?.message == "\"Close\" lost its label: VoiceOver now says \"Button\" (also reported by interactive-without-label)")
    }

    @Test func stateFindingsTheOldSnapshotHadAreNeitherRegressionsNorImprovements() {
        let small = Example.screen([Example.button("close", "Close", size: (20, 20))])
        let evaluation = RuleEngine().evaluate(ScreenDiff(old: small, new: small))
        #expect(evaluation.regressions.isEmpty)
        #expect(evaluation.improvements.isEmpty)
    }

    @Test func aFixedStateFindingIsAnImprovement() {
        let before = Example.screen([Example.button("close", nil, size: (44, 44))])
        let after = Example.screen([Example.button("close", "Close", size: (44, 44))])
        let evaluation = RuleEngine().evaluate(ScreenDiff(old: before, new: after))
        #expect(evaluation.regressions.isEmpty)
        #expect(evaluation.improvements.map(\.ruleID) == ["interactive-without-label"])
    }

    @Test func severitiesAndIgnoredElementsComeFromTheConfiguration() {
        let before = Example.screen([Example.button("close", "Close")])
        let after = Example.screen([Example.button("close", nil)])
        let diff = ScreenDiff(old: before, new: after)
        var configuration = Configuration()
        configuration.severities["label-removed"] = .some(.warning)
        #expect(RuleEngine(configuration: configuration).evaluate(diff).regressions.first?.severity == .warning)
        configuration.severities["label-removed"] = .some(nil)
        #expect(RuleEngine(configuration: configuration).evaluate(diff).regressions.map(\.ruleID) == ["interactive-without-label"])
        configuration.ignoredElements = ["close"]
        #expect(RuleEngine(configuration: configuration).evaluate(diff).regressions.isEmpty)
    }

    @Test func headingRemovedReplacesScreenWithoutHeading() {
        let body = Example.text("body", "Welcome back", y: 180)
        let before = Snapshot(screen: "S", root: Element(type: "UIWindow", children: [Example.text("title", "Title", traits: [.header]), body]))
        let after = Snapshot(screen: "S", root: Element(type: "UIWindow", children: [Example.text("title", "Title"), body]))
        let regressions = RuleEngine().evaluate(ScreenDiff(old: before, new: after)).regressions
        #expect(regressions.map(\.ruleID) == ["heading-removed"])
        #expect(regressions.first?.alsoTriggered == ["screen-without-heading"])
    }

    @Test func anAddedScreenReportsItsStateFindings() throws {
        let model = VoiceOverModel(snapshot: Example.screen([Example.button("x", nil, size: (10, 10))]))
        let evaluation = RuleEngine().evaluate(addedScreen: model)
        #expect(Set(evaluation.regressions.map(\.ruleID)) == ["interactive-without-label", "target-size-below-minimum"])
    }

    @Test(arguments: [
        ("Img201059", true), ("icon_share", true), ("btn_close2", true), ("button", true), ("Image", true),
        ("logo.png", true), ("btnClose", true), ("IMG_0042", true),
        ("Share", false), ("Wi-Fi", false), ("iPhone", false), ("Close", false), ("Version 4.2 (1187)", false),
        ("Track 12", false), ("Room 2041", false),
    ])
    func meaninglessLabels(label: String, meaningless: Bool) {
        #expect((LabelQuality.meaningless(label) != nil) == meaningless, "\(label)")
    }

    @Test func globs() {
        #expect(Glob.matches("snapshots/Debug*", "snapshots/Debug.axsnap.json"))
        #expect(!Glob.matches("snapshots/*", "snapshots/a/b.axsnap.json"))
        #expect(Glob.matches("snapshots/**", "snapshots/a/b.axsnap.json"))
        #expect(Glob.matches("**/*.dark.axsnap.json", "a/b/Settings.dark.axsnap.json"))
        #expect(Glob.matches("S?ttings*", "Settings.axsnap.json"))
        #expect(!Glob.matches("Settings", "Settings.axsnap.json"))
    }
}
