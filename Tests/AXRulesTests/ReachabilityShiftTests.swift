import AXDiff
import AXModel
import Testing

@testable import AXRules

/// No credit from a loss: a finding that changes only because a modal view, a hidden
/// container, or a grouping that swallows what it does not speak for came or went is neither
/// fixed nor introduced by that change, whether a state rule judged it or a transition rule
/// read backwards credited it.
@Suite struct ReachabilityShiftTests {
    /// A mail screen: a heading and a compose button, and, when `alert` is given, a delete
    /// alert beside them (modal unless `modal` is false).
    static func inbox(alert: Bool, modal: Bool = true, compose: Element? = nil, hidden: Bool = false) -> Snapshot {
        var content = [
            Element(type: "UILabel", id: "inbox", label: "Inbox", traits: [.header, .staticText], frame: Frame(16, 60, 200, 40), accessible: true),
            compose ?? Example.button("compose", "Compose", y: 120),
        ]
        if hidden {
            content = [Element(type: "UIView", id: "content", frame: Frame(0, 0, 393, 700), hidden: true, children: content)]
        }
        var children = content
        if alert {
            children.append(Element(type: "UIView", id: "alert", label: "Delete message?", frame: Frame(40, 300, 313, 200), modal: modal, children: [
                Example.text("alertTitle", "Delete message?", y: 320), Example.button("delete", "Delete", y: 400),
            ]))
        }
        return Snapshot(screen: "Inbox", root: Element(type: "UIWindow", id: "window", frame: Frame(0, 0, 393, 852), children: children))
    }

    static func evaluate(_ before: Snapshot, _ after: Snapshot) -> Evaluation {
        RuleEngine().evaluate(ScreenDiff(old: before, new: after))
    }

    @Test func theModelBehindTheAlertHasNoHeadingToBeginWith() {
        let model = VoiceOverModel(snapshot: Self.inbox(alert: true))
        #expect(model.headings.isEmpty)
        #expect(RuleEngine().evaluate(snapshot: model).map(\.ruleID).contains("screen-without-heading"))
    }

    @Test func removingAModalViewCreditsNothingForTheContentBehindIt() {
        let evaluation = Self.evaluate(Self.inbox(alert: true), Self.inbox(alert: false))
        #expect(evaluation.improvements.isEmpty, "\(evaluation.improvements.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func aModalThatLostItsFlagIsTheLossAndTheHeadingBehindItNoFix() {
        let evaluation = Self.evaluate(Self.inbox(alert: true), Self.inbox(alert: true, modal: false))
        #expect(evaluation.regressions.map(\.ruleID) == ["modal-removed"])
        #expect(evaluation.improvements.isEmpty, "\(evaluation.improvements.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func aDefectBehindARemovedModalIsNotIntroducedByRemovingIt() {
        let small = Example.button("compose", "Compose", y: 120, size: (20, 20))
        let evaluation = Self.evaluate(Self.inbox(alert: true, compose: small), Self.inbox(alert: false, compose: small))
        #expect(!evaluation.regressions.contains { $0.ruleID == "target-size-below-minimum" })
        #expect(evaluation.improvements.isEmpty)
    }

    @Test func showingAHiddenContainerNeitherFixesNorIntroducesWhatIsInside() {
        let unlabelled = Example.button("compose", nil, y: 120, size: (44, 44))
        let before = Self.inbox(alert: false, compose: unlabelled, hidden: true)
        let after = Self.inbox(alert: false, compose: unlabelled)
        let evaluation = Self.evaluate(before, after)
        #expect(!evaluation.regressions.contains { $0.ruleID == "interactive-without-label" }, "\(evaluation.regressions.map(\.message))")
        #expect(evaluation.improvements.isEmpty, "\(evaluation.improvements.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func showingADialogIntroducesNoScreenWithoutHeading() {
        let evaluation = Self.evaluate(Self.inbox(alert: false), Self.inbox(alert: true))
        #expect(!evaluation.regressions.contains { $0.ruleID == "screen-without-heading" }, "\(evaluation.regressions.map(\.message))")
        #expect(evaluation.improvements.isEmpty)
    }

    @Test func aRealFixBesideARemovedModalIsStillCredited() {
        // The compose button was reachable all along (in the alert's own view) and gains its
        // label in the same change that dismisses a modal elsewhere.
        func screen(_ label: String?, alert: Bool) -> Snapshot {
            var children = [Element(type: "UIView", id: "main", frame: Frame(0, 0, 393, 852), children: [
                Element(type: "UILabel", id: "inbox", label: "Inbox", traits: [.header, .staticText], frame: Frame(16, 60, 200, 40), accessible: true),
            ])]
            if alert {
                children[0].children.append(Element(type: "UIView", id: "alert", frame: Frame(40, 300, 313, 200), modal: true, children: [
                    Example.button("delete", "Delete", y: 400),
                ]))
            }
            children.append(Example.button("compose", label, y: 120, size: (44, 44)))
            return Snapshot(screen: "Inbox", root: Element(type: "UIWindow", id: "window", frame: Frame(0, 0, 393, 852), children: children))
        }
        let evaluation = Self.evaluate(screen(nil, alert: true), screen("Compose", alert: false))
        #expect(evaluation.improvements.map(\.ruleID) == ["interactive-without-label"])
    }

    @Test func hidingADecorativeImageItselfIsStillAFix() {
        let before = Example.screen([Example.element("divider", traits: [.image], type: "UIImageView")])
        let after = Example.screen([Example.element("divider", traits: [.image], hidden: true, type: "UIImageView")])
        #expect(Self.evaluate(before, after).improvements.map(\.ruleID) == ["image-without-label"])
    }

    @Test func theShiftNamesWhatWasExposedAndCovered() {
        let diff = ScreenDiff(old: Self.inbox(alert: true), new: Self.inbox(alert: false))
        let shift = ReachabilityShift(diff)
        #expect(Set(shift.exposed.keys.compactMap { diff.new.tree.elements[$0].id }) == ["inbox", "compose"])
        #expect(shift.covered.isEmpty)
        let back = ReachabilityShift(ScreenDiff(old: Self.inbox(alert: false), new: Self.inbox(alert: true)))
        #expect(back.exposed.isEmpty && back.covered.count == 2)
    }

    /// Two "Delete" buttons; the second inside a row that is an accessibility element ("Umbrella",
    /// which does not speak for the button) when `grouped`.
    static func deleteRows(grouped: Bool, second: Element = Example.button("deleteB", "Delete", y: 180)) -> Snapshot {
        Example.screen([
            Example.button("deleteA", "Delete", y: 120),
            Example.element("row", label: grouped ? "Umbrella" : nil, y: 180, size: (361, 44), accessible: grouped, children: [second]),
        ])
    }

    @Test func swallowingADuplicateIntoARowIsTheLossAndNoDuplicateLabelFix() {
        let evaluation = Self.evaluate(Self.deleteRows(grouped: false), Self.deleteRows(grouped: true))
        #expect(evaluation.regressions.contains { $0.ruleID == "element-unreachable" || $0.ruleID == "nested-accessibility-element" },
                "\(evaluation.regressions.map(\.ruleID))")
        #expect(!evaluation.improvements.contains { $0.ruleID == "duplicate-label" }, "\(evaluation.improvements.map { "\($0.ruleID): \($0.message)" })")
    }

    @Test func freeingASwallowedButtonIsTheFixAndIntroducesNoDuplicateLabel() {
        let evaluation = Self.evaluate(Self.deleteRows(grouped: true), Self.deleteRows(grouped: false))
        #expect(!evaluation.regressions.contains { $0.ruleID == "duplicate-label" }, "\(evaluation.regressions.map(\.message))")
        #expect(evaluation.improvements.contains { $0.ruleID == "element-unreachable" || $0.ruleID == "nested-accessibility-element" },
                "\(evaluation.improvements.map(\.ruleID))")
    }

    @Test func aDefectOfTheButtonAGroupingSwallowedIsNotIntroducedByFreeingIt() {
        let small = Example.button("deleteB", "Remove", y: 180, size: (20, 20))
        let evaluation = Self.evaluate(Self.deleteRows(grouped: true, second: small), Self.deleteRows(grouped: false, second: small))
        #expect(!evaluation.regressions.contains { $0.ruleID == "target-size-below-minimum" }, "\(evaluation.regressions.map(\.message))")
        #expect(evaluation.improvements.contains { $0.ruleID == "element-unreachable" || $0.ruleID == "nested-accessibility-element" })
    }

    @Test func aGroupingThatSpeaksForItsSwitchIsNoShift() {
        let diff = ScreenDiff(old: Example.screen([]), new: Example.screen([]))
        #expect(ReachabilityShift(diff).isEmpty)
        let separate = Example.screen([Example.element("row", y: 120, size: (361, 44), accessible: false, children: [
            Example.text("label", "Dark Theme"), Element(type: "UISwitch", id: "switch", label: "Dark Theme", value: "0", traits: [.button, .toggle], frame: Frame(326, 126, 51, 31), accessible: true),
        ])])
        let grouped = Example.screen([Example.element("row", label: "Dark Theme", value: "0", traits: [.button, .toggle], y: 120, size: (361, 44), children: [
            Example.text("label", "Dark Theme"), Element(type: "UISwitch", id: "switch", label: "Dark Theme", value: "0", traits: [.button, .toggle], frame: Frame(326, 126, 51, 31), accessible: true),
        ])])
        let shift = ReachabilityShift(ScreenDiff(old: separate, new: grouped))
        #expect(shift.coveredByGrouping.isEmpty && shift.exposedByGrouping.isEmpty)
        let bad = ReachabilityShift(ScreenDiff(old: Self.deleteRows(grouped: false), new: Self.deleteRows(grouped: true)))
        let old = VoiceOverModel(snapshot: Self.deleteRows(grouped: false))
        #expect(bad.coveredByGrouping.compactMap { old.tree.elements[$0].id } == ["deleteB"])
    }
}
