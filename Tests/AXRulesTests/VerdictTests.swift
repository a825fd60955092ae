import AXDiff
import AXModel
import AXTestSupport
import Testing

@testable import AXRules

/// The verdicts an accessibility auditor would sign: what a user lost is a regression, what
/// they gained is an improvement, and never both on one element.
@Suite struct VerdictTests {
    private func evaluate(_ before: Snapshot, _ after: Snapshot) -> (diff: ScreenDiff, evaluation: Evaluation) {
        let diff = ScreenDiff(old: before, new: after)
        return (diff, RuleEngine().evaluate(diff))
    }

    private func ids(_ findings: [Finding], _ diff: ScreenDiff) -> [String] {
        findings.map { finding in
            let element = finding.new.map { diff.new.tree.elements[$0] } ?? finding.old.map { diff.old.tree.elements[$0] }
            return "\(finding.ruleID) #\(element?.id ?? "?")"
        }
    }

    // MARK: Losses and fixes

    @Test(arguments: [Snapshot.Platform.ios, .android])
    func groupingALabelWithItsSwitchIsAFixWithNoError(platform: Snapshot.Platform) {
        let (diff, evaluation) = evaluate(Example.switchRow(grouped: false, platform: platform), Example.switchRow(platform: platform))
        #expect(evaluation.regressions.isEmpty, "\(evaluation.regressions.map(\.message))")
        #expect(ids(evaluation.improvements, diff).contains("interactive-without-label #switch"))
    }

    @Test func aSwitchSwallowedByARowThatSaysNeitherItsStateNorItsRoleIsLost() {
        let (diff, evaluation) = evaluate(Example.switchRow(grouped: false), Example.switchRow(traits: [.button], value: nil))
        #expect(ids(evaluation.regressions, diff) == ["element-unreachable #switch"])
        #expect(evaluation.regressions.first?.severity == .error)
        #expect(evaluation.improvements.isEmpty)
    }

    @Test func aSecondControlAddedInsideAOneControlRowIsAnErrorOnThatControl() {
        let info = Example.button("info", "More info", y: 126, size: (44, 44))
        let (diff, evaluation) = evaluate(Example.switchRow(), Example.switchRow(extra: [info]))
        #expect(ids(evaluation.regressions, diff) == ["nested-accessibility-element #info"])
        #expect(evaluation.regressions.first?.severity == .error)
    }

    @Test func aTextFieldAddedInsideAButtonIsAnErrorOnTheTextField() {
        let before = Example.screen([Example.button("continue", "Continue", y: 300)])
        let after = Example.screen([Example.element("continue", label: "Continue", traits: [.button], y: 300, type: "UIButton", children: [
            Example.textField("code", "Code", y: 160),
        ])])
        let (diff, evaluation) = evaluate(before, after)
        #expect(ids(evaluation.regressions, diff) == ["nested-accessibility-element #code"])
    }

    @Test func hidingADecorativeImageIsAnImprovement() {
        let before = Example.screen([Example.element("divider", traits: [.image], type: "UIImageView")])
        let after = Example.screen([Example.element("divider", traits: [.image], accessible: false, type: "UIImageView")])
        let (diff, evaluation) = evaluate(before, after)
        #expect(evaluation.regressions.isEmpty)
        #expect(ids(evaluation.improvements, diff) == ["image-without-label #divider"])
    }

    @Test func hidingAnImageLabelledWithItsFileNameIsAnImprovement() {
        let before = Example.screen([Example.element("logo", label: "logo_small.png", traits: [.image], type: "UIImageView")])
        let after = Example.screen([Example.element("logo", label: "logo_small.png", traits: [.image], hidden: true, type: "UIImageView")])
        let (diff, evaluation) = evaluate(before, after)
        #expect(evaluation.regressions.isEmpty)
        #expect(ids(evaluation.improvements, diff) == ["image-without-label #logo"])
    }

    @Test func buttonsMadeUnreachableAreNeverCountedAsImprovements() {
        // Eight 36-point buttons (below Apple's 44) swallowed by cards that do not speak for them.
        func card(_ index: Int, grouped: Bool) -> Element {
            let y = Double(120 + index * 100)
            let buttons: [Element] = [
                Example.button("call\(index)", "Call person \(index)", y: y + 40, size: (74, 36)),
                Example.button("message\(index)", "Message person \(index)", y: y + 40, size: (74, 36)),
            ]
            return Example.element("card\(index)", label: "Person \(index)", y: y, size: (361, 90), accessible: grouped, children: buttons)
        }
        func cards(grouped: Bool) -> Snapshot {
            Example.screen((0..<4).map { card($0, grouped: grouped) })
        }
        let (diff, evaluation) = evaluate(cards(grouped: false), cards(grouped: true))
        #expect(evaluation.regressions.count == 8)
        #expect(Set(evaluation.regressions.map(\.ruleID)) == ["element-unreachable"])
        #expect(evaluation.improvements.isEmpty, "\(ids(evaluation.improvements, diff))")
    }

    @Test func noElementIsBothARegressionAndAnImprovement() {
        for seed in UInt64(0)..<120 {
            let before = RandomSnapshots.snapshot(seed: seed, maximumElements: 40)
            let after = RandomSnapshots.snapshot(seed: seed &+ 1000, maximumElements: 40)
            let evaluation = RuleEngine().evaluate(ScreenDiff(old: before, new: after))
            let regressed = Set(evaluation.regressions.compactMap(\.new))
            #expect(evaluation.improvements.allSatisfy { $0.new.map { !regressed.contains($0) } ?? true }, "seed \(seed)")
        }
    }

    // MARK: States and values

    @Test func selectionLostInAGroupIsReportedOnTheTabThatHadIt() {
        let before = Example.screen([Example.button("home", "Home", traits: [.button, .selected]), Example.button("search", "Search", y: 180)])
        let lost = Example.screen([Example.button("home", "Home"), Example.button("search", "Search", y: 180)])
        let moved = Example.screen([Example.button("home", "Home"), Example.button("search", "Search", y: 180, traits: [.button, .selected])])
        let (diff, evaluation) = evaluate(before, lost)
        #expect(ids(evaluation.regressions, diff) == ["selection-removed #home"])
        #expect(evaluate(before, moved).evaluation.regressions.isEmpty)
    }

    @Test func aCheckboxWhoseStateMovedIntoItsLabelIsOneValueInLabelFinding() {
        let before = Example.screen([Example.element("terms", label: "Accept terms", value: "1", traits: [.button, .toggle], type: "UISwitch")])
        let after = Example.screen([Example.element("terms", label: "Accept terms, checked", traits: [.button], type: "UISwitch")])
        let (diff, evaluation) = evaluate(before, after)
        #expect(ids(evaluation.regressions, diff) == ["value-in-label #terms"])
        #expect(evaluation.regressions.first?.alsoTriggered == ["role-removed"])
        #expect(evaluation.regressions.first?.message.contains("VoiceOver users are not told when it changes") == true)
    }

    @Test func aValueLostOnAnyFocusStopIsReported() {
        let before = Example.screen([Example.element("mute", label: "Mute", value: "Unmuted", traits: [.button])])
        let after = Example.screen([Example.element("mute", label: "Mute", traits: [.button])])
        let (diff, evaluation) = evaluate(before, after)
        #expect(ids(evaluation.regressions, diff) == ["value-removed #mute"])
        #expect(evaluation.regressions.first?.message == "\"Mute\" lost its value \"Unmuted\": VoiceOver now says \"Mute, button\"")
    }

    @Test func aLabelThatReplacedTheDrawnTextIsReportedOnThatText() {
        let before = Example.screen([Example.element("price", label: "$12.99", traits: [.staticText], text: "$12.99", type: "UILabel")])
        let after = Example.screen([Example.element("price", label: "Price", traits: [.staticText], text: "$12.99", type: "UILabel")])
        let (diff, evaluation) = evaluate(before, after)
        #expect(ids(evaluation.regressions, diff) == ["label-replaces-text #price"])
    }

    // MARK: Platform wording and units

    @Test func androidMessagesSayTalkBackAndSizesInDp() {
        let small = Example.screen([Example.button("close", "Close", size: (105, 105))], context: ["frameUnit": "px", "screenSize": "1080x2400"], platform: .android)
        let evaluation = RuleEngine().evaluate(addedScreen: VoiceOverModel(snapshot: small))
        let message = evaluation.regressions.first { $0.ruleID == "target-size-below-minimum" }?.message
        #expect(message == "\"Close\" is 40 x 40 dp (105 x 105 pixels at density 2.625 estimated from the screen's width of 1080 pixels; pass --density to set it), below the minimum of 48 x 48 dp (Android's accessibility guidelines)")
        let unlabelled = Example.screen([Example.button("close", nil, size: (200, 200))], platform: .android)
        let spoken = RuleEngine().evaluate(addedScreen: VoiceOverModel(snapshot: unlabelled)).regressions.first?.message
        #expect(spoken == "#close has no label: TalkBack says only \"Button\"")
    }

    @Test func theDensityComesFromTheSnapshotThenTheOptionThenTheScreen() {
        #expect(FrameUnits(context: ["frameUnit": "px", "density": "3"]).scale(given: 2).scale == 3)
        #expect(FrameUnits(context: ["frameUnit": "px"]).scale(given: 2).scale == 2)
        #expect(FrameUnits(context: ["frameUnit": "px", "screenSize": "1440x2934"]).scale(given: nil).scale == 3.5)
        #expect(FrameUnits(context: ["frameUnit": "px"]).scale(given: nil).scale == 2.625)
        #expect(FrameUnits(context: ["frameUnit": "dp", "density": "3"]).scale(given: nil).scale == 1)
    }

    /// On the web a small target next to another is below WCAG's 24; alone, with a 24 pixel
    /// circle around it free, it passes by the criterion's spacing exception.
    @Test func webSizesAreCSSPixelsAgainstWCAGs24() {
        let close = Example.button("close", "Close", size: (20, 30))
        let crowded = Example.screen([close, Example.spaced(Example.button("help", "Help", size: (30, 30)), x: 34)], platform: .web)
        let findings = RuleEngine().evaluate(addedScreen: VoiceOverModel(snapshot: crowded)).regressions.filter { $0.ruleID == "target-size-below-minimum" }
        #expect(findings.map(\.message) == ["\"Close\" is 20 x 30 CSS pixels, below the minimum of 24 x 24 CSS pixels (WCAG 2.5.8)"])
        let alone = Example.screen([close], platform: .web)
        #expect(!RuleEngine().evaluate(addedScreen: VoiceOverModel(snapshot: alone)).regressions.contains { $0.ruleID == "target-size-below-minimum" })
    }

    @Test func everyRuleDescriptionAndMessageNamesThePlatformsReader() {
        var named: [Snapshot.Platform: Int] = [:]
        for rule in RuleCatalog.all {
            #expect(!rule.description(for: .talkBack).contains("VoiceOver"), "\(rule.id)")
            #expect(!rule.description(for: .webScreenReaders).contains("VoiceOver"), "\(rule.id)")
            #expect(!rule.descriptionTemplate.contains("VoiceOver"), "\(rule.id)")
            #expect(!rule.fix.isEmpty, "\(rule.id) says how to fix what it reports")
            // Every example, as if captured on Android and on the web.
            for example in rule.examples {
                for (platform, foreign) in [(Snapshot.Platform.android, ["VoiceOver", "screen readers"]), (.web, ["VoiceOver", "TalkBack"])] {
                    var before = example.before
                    before.platform = platform
                    let engine = RuleEngine(rules: [rule])
                    let evaluation: Evaluation
                    if var after = example.after {
                        after.platform = platform
                        evaluation = engine.evaluate(ScreenDiff(old: before, new: after))
                    } else {
                        evaluation = engine.evaluate(removedScreen: VoiceOverModel(snapshot: before))
                    }
                    for finding in evaluation.regressions {
                        #expect(!foreign.contains { finding.message.contains($0) }, "\(rule.id) on \(platform): \(finding.message)")
                        if finding.message.contains(ScreenReader(platform).name) { named[platform, default: 0] += 1 }
                    }
                }
            }
        }
        #expect(named[.android] ?? 0 > 10 && named[.web] ?? 0 > 10, "\(named)")
    }

    /// WCAG 2.5.8 asks for 24 x 24: an iOS target of 30 points misses Apple's 44 alone, and
    /// its finding cites no WCAG criterion; one of 20 points fails both.
    @Test func onlyTargetsBelowTwentyFourAreCitedAgainstWCAG258() throws {
        let before = Example.screen([])
        let after = Example.screen([Example.button("row", "General", size: (390, 30)), Example.button("close", "Close", size: (20, 20))])
        let (diff, evaluation) = evaluate(before, after)
        let bySubject = Dictionary(uniqueKeysWithValues: evaluation.regressions.filter { $0.ruleID == "target-size-below-minimum" }.map { finding in
            (finding.new.flatMap { diff.new.tree.elements[$0].id } ?? "?", finding)
        })
        #expect(bySubject["row"]?.wcag == [], "\(bySubject)")
        #expect(bySubject["close"]?.wcag == nil, "the rule's criteria: \(bySubject)")
        let web = Example.screen([Example.button("close", "Close", size: (20, 20))], platform: .web)
        let webFinding = RuleEngine().evaluate(ScreenDiff(old: Example.screen([], platform: .web), new: web)).regressions.first { $0.ruleID == "target-size-below-minimum" }
        #expect(webFinding?.wcag == nil)
    }

    // MARK: Defects that were there

    @Test func aChartAddedBesideChartsWhoseImagesWereUnnamedIntroducesNothing() {
        func chart(_ id: String, y: Double) -> Element { Example.element(id, traits: [.image], y: y, type: "img") }
        let (_, more) = evaluate(Example.screen([chart("a", y: 120)]), Example.screen([chart("a", y: 120), chart("b", y: 200)]))
        #expect(more.regressions.isEmpty, "\(more.regressions.map(\.message))")
        // A named image that loses its name is judged by itself, whatever else is unnamed.
        let named = Example.element("b", label: "Sales by month", traits: [.image], y: 200, type: "img")
        let (diff, lost) = evaluate(Example.screen([chart("a", y: 120), named]), Example.screen([chart("a", y: 120), chart("b", y: 200)]))
        #expect(ids(lost.regressions, diff).contains { $0.hasSuffix("#b") }, "\(lost.regressions.map(\.message))")
        // One of two unnamed images removed: the other is still unnamed, nothing was fixed.
        let (_, fewer) = evaluate(Example.screen([chart("a", y: 120), chart("b", y: 200)]), Example.screen([chart("a", y: 120)]))
        #expect(fewer.improvements.isEmpty, "\(fewer.improvements.map(\.message))")
    }
}
