import AXDiff
import AXModel
import Testing

@testable import AXRules

/// Messages say what the user now hears, read from the model, and name each element so that a
/// row and the switch inside it are told apart.
@Suite struct HeardMessageTests {
    /// A contact row "Call" with a "More" button, as the Android importer writes it: while
    /// "More" is clickable it is a stop of its own, right after the row; once it loses its role
    /// TalkBack merges it into the row's announcement.
    static func contactRow(moreIsAButton: Bool) -> Snapshot {
        let more = Element(type: "android.widget.ImageButton", id: "more", label: "More", traits: moreIsAButton ? [.button] : [],
                           frame: Frame(900, 200, 120, 120), accessible: moreIsAButton)
        let row = Element(type: "android.widget.LinearLayout", id: "row", label: moreIsAButton ? "Call" : "Call, More", traits: [.button],
                          frame: Frame(0, 200, 1080, 160), accessible: true, children: moreIsAButton ? [] : [more])
        return Snapshot(screen: "Contact", platform: .android, context: ["frameUnit": "dp"], root: Element(type: "hierarchy", frame: Frame(0, 0, 1080, 2400), children: [
            Element(type: "android.widget.TextView", id: "title", label: "Ada", traits: [.header, .staticText], frame: Frame(0, 40, 1080, 120), accessible: true),
            row,
        ] + (moreIsAButton ? [more] : [])))
    }

    @Test func aChildThatLostItsRoleIsHeardThroughTheParentThatSpeaksForIt() throws {
        let diff = ScreenDiff(old: Self.contactRow(moreIsAButton: true), new: Self.contactRow(moreIsAButton: false))
        let finding = try #require(RuleEngine().evaluate(diff).regressions.first { $0.ruleID == "role-removed" })
        #expect(finding.message.hasPrefix("\"More\" lost the button role: TalkBack now says \"Call, More, button\", for the accessibility element that holds it"))
        #expect(!finding.message.contains("says nothing"))
    }

    @Test func whatIsHeardComesFromTheModel() {
        let model = VoiceOverModel(snapshot: Self.contactRow(moreIsAButton: false))
        let more = model.tree.elements.indices.first { model.tree.elements[$0].id == "more" } ?? -1
        #expect(Describe.nowSays(more, in: model) == "TalkBack now says \"Call, More, button\", for the accessibility element that holds it")
        let hidden = VoiceOverModel(snapshot: Example.screen([Example.element("box", hidden: true, children: [Example.button("go", "Go")])]))
        let go = hidden.tree.elements.indices.first { hidden.tree.elements[$0].id == "go" } ?? -1
        #expect(Describe.nowSays(go, in: hidden) == "VoiceOver now says nothing: it is inside the hidden #box")
    }

    @Test func aHeadingSwallowedByItsCardIsHeardAsTheCard() throws {
        // The heading titles the card's section: the tracking button after it stays.
        let track = Example.button("track", "Track parcel", y: 240)
        let before = Example.screen([Example.element("card", label: "Order 42, Shipped", accessible: false, children: [
            Example.text("order", "Order 42", traits: [.header, .staticText]),
        ]), track])
        let after = Example.screen([Example.element("card", label: "Order 42, Shipped", children: [
            Example.text("order", "Order 42", traits: [.staticText]),
        ]), track])
        let diff = ScreenDiff(old: before, new: after)
        let finding = try #require(RuleEngine().evaluate(diff).regressions.first { $0.ruleID == "heading-removed" })
        #expect(finding.message == "\"Order 42\" is no longer a heading: VoiceOver now says \"Order 42, Shipped\", for the accessibility element that holds it")
    }

    /// The row and the switch share the label "Dark Theme": the message says which is which, and
    /// what the row leaves out.
    @Test func aRowAndItsSwitchThatShareALabelAreToldApart() throws {
        let row = Example.element("row", label: "Dark Theme", traits: [.button], size: (361, 44), children: [
            Element(type: "UISwitch", id: "darkSwitch", label: "Dark Theme", value: "0", traits: [.button, .toggle], frame: Frame(326, 126, 51, 31), accessible: true),
        ])
        let finding = try #require(RuleEngine().evaluate(addedScreen: VoiceOverModel(snapshot: Example.screen([row]))).regressions.first {
            $0.ruleID == "nested-accessibility-element"
        })
        #expect(finding.message == "\"Dark Theme\" (the switch button #darkSwitch) is nested inside the accessibility element \"Dark Theme\" (the button #row), which does not say its role (switch button), so VoiceOver cannot reach it and says \"Dark Theme, button\" there")
    }

    @Test func aRowThatSaysTheRoleButNotTheStateSaysSo() throws {
        let row = Example.element("row", label: "Dark Theme", traits: [.button, .toggle], size: (361, 44), children: [
            Element(type: "UISwitch", id: "darkSwitch", value: "0", traits: [.button, .toggle], frame: Frame(326, 126, 51, 31), accessible: true),
        ])
        let finding = try #require(RuleEngine().evaluate(addedScreen: VoiceOverModel(snapshot: Example.screen([row]))).regressions.first {
            $0.ruleID == "nested-accessibility-element"
        })
        #expect(finding.message.hasPrefix("the switch button #darkSwitch is nested inside the accessibility element \"Dark Theme\" (the switch button #row), which does not say its state"))
    }
}
