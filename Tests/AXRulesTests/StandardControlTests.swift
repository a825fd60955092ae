import AXDiff
import AXModel
import Testing

@testable import AXRules

/// The platform's own controls at the size it gives them are no target-size finding (WCAG
/// 2.5.8's exception); a custom control of the same size still is one.
@Suite struct StandardControlTests {
    static func findings(_ elements: [Element], platform: Snapshot.Platform = .ios, context: [String: String] = [:]) -> [Finding] {
        let snapshot = Example.screen(elements, context: context, platform: platform)
        return RuleEngine().evaluate(snapshot: VoiceOverModel(snapshot: snapshot)).filter { $0.ruleID == "target-size-below-minimum" }
    }

    static func control(_ type: String, size: (Double, Double), traits: TraitSet = [.button, .toggle], children: [Element] = [], accessible: Bool = true) -> Element {
        Example.element("control", label: "Dark Theme", value: traits.contains(.toggle) ? "0" : nil, traits: traits, size: size, accessible: accessible, type: type, children: children)
    }

    @Test(arguments: ["UISwitch", "XCUIElementTypeSwitch"])
    func uikitsSwitchAtItsOwnSizeIsNoFinding(type: String) {
        #expect(Self.findings([Self.control(type, size: (51, 31))]).isEmpty)
    }

    @Test func swiftUIsSwitchIsItsElementWithTheSwitchsTraitsAtTheSwitchsSize() {
        #expect(Self.findings([Self.control("AccessibilityNode", size: (51, 31))]).isEmpty)
        // The same SwiftUI element without the switch's role is a custom control.
        #expect(Self.findings([Self.control("AccessibilityNode", size: (51, 31), traits: [.button])]).count == 1)
    }

    @Test func aSwitchResizedByItsAuthorOrACustomOneIsAFinding() {
        #expect(Self.findings([Self.control("UISwitch", size: (40, 24))]).count == 1)
        let custom = Self.findings([Self.control("ThemeToggle", size: (51, 31))])
        #expect(custom.count == 1)
        #expect(custom.first?.message == "\"Dark Theme\" is 51 x 31 points, below the minimum of 44 x 44 points (Apple's Human Interface Guidelines)")
    }

    @Test func uikitsStepperAndItsButtonsAreNoFinding() {
        let stepper = Example.element("stepper", size: (94, 32), accessible: false, type: "UIStepper", children: [
            Element(type: "_UIStepperButton", id: "decrement", label: "Decrement", traits: [.button], frame: Frame(16, 120, 47, 32), accessible: true),
            Element(type: "_UIStepperButton", id: "increment", label: "Increment", traits: [.button], frame: Frame(63, 120, 47, 32), accessible: true),
        ])
        #expect(Self.findings([stepper]).isEmpty)
        #expect(Self.findings([Self.control("UIStepper", size: (94, 32), traits: [.adjustable])]).isEmpty)
    }

    /// A segment's height is the segmented control's own; its width is the author's.
    @Test func aSegmentIsJudgedOnlyOnTheWidthItsAuthorGaveIt() {
        func segments(width: Double) -> Element {
            Example.element("units", size: (width * 2, 32), accessible: false, type: "UISegmentedControl", children: [
                Element(type: "UISegment", id: "metric", label: "Metric", traits: [.button, .selected], frame: Frame(16, 120, width, 32), accessible: true),
                Element(type: "UISegment", id: "imperial", label: "Imperial", traits: [.button], frame: Frame(16 + width, 120, width, 32), accessible: true),
            ])
        }
        #expect(Self.findings([segments(width: 120)]).isEmpty)
        let narrow = Self.findings([segments(width: 30)])
        #expect(narrow.count == 2)
        #expect(narrow.first?.message.hasSuffix("; its height is a segment of UIKit's segmented control's own") == true)
        // 30 points wide misses Apple's 44, not WCAG's 24: the height is the platform's.
        #expect(narrow.first?.wcag == [])
    }

    /// Android's framework controls no smaller than their 32 dp drawables; Material
    /// Components' own kinds enforce 48 dp and are judged as any other.
    @Test(arguments: ["android.widget.Switch", "androidx.appcompat.widget.SwitchCompat", "android.widget.CheckBox", "android.widget.RadioButton"])
    func androidsFrameworkControlsAtTheirOwnSizeAreNoFinding(type: String) {
        let dp = ["frameUnit": "dp"]
        #expect(Self.findings([Self.control(type, size: (40, 32))], platform: .android, context: dp).isEmpty)
        #expect(Self.findings([Self.control(type, size: (20, 20))], platform: .android, context: dp).count == 1)
    }

    @Test func materialComponentsAndCustomAndroidControlsAreJudged() {
        let dp = ["frameUnit": "dp"]
        #expect(Self.findings([Self.control("com.google.android.material.checkbox.MaterialCheckBox", size: (40, 32))], platform: .android, context: dp).count == 1)
        #expect(Self.findings([Self.control("com.example.ThemeSwitch", size: (40, 32))], platform: .android, context: dp).count == 1)
    }

    @Test func aBrowsersNativeCheckBoxIsNoFindingAndAnAriaOneIs() {
        #expect(Self.findings([Self.control("input[type=checkbox]", size: (13, 13))], platform: .web).isEmpty)
        #expect(Self.findings([Self.control("input[type=radio]", size: (13, 13))], platform: .web).isEmpty)
        // With a control right beside it, so WCAG 2.5.8's spacing exception does not apply.
        let neighbour = Example.spaced(Example.button("next", "Next", size: (120, 44)), x: 32)
        #expect(Self.findings([Self.control("checkbox", size: (13, 13)), neighbour], platform: .web).count == 1)
        #expect(Self.findings([Self.control("input[type=checkbox]", size: (10, 10)), neighbour], platform: .web).count == 1)
    }

    /// The done-when of the issue, at the rule level: a settings screen gains a standard switch
    /// row (its label in the switch, the visible text not a stop of its own) and reports nothing.
    @Test(arguments: [Snapshot.Platform.ios, .android])
    func aSettingsScreenGainingAStandardSwitchRowHasNoFinding(platform: Snapshot.Platform) {
        let android = platform == .android
        let label = Example.element("label", label: "Dark Theme", traits: [.staticText], accessible: false, type: android ? "android.widget.TextView" : "UILabel")
        let control = Element(type: android ? "android.widget.Switch" : "UISwitch", id: "switch", label: "Dark Theme", value: "0", traits: [.button, .toggle],
                              frame: android ? Frame(326, 126, 58, 38) : Frame(326, 126, 51, 31), accessible: true)
        let row = Example.element("row", size: (361, 44), accessible: false, type: android ? "android.widget.LinearLayout" : "UIView", children: [label, control])
        let context = android ? ["frameUnit": "dp"] : [:]
        let diff = ScreenDiff(old: Example.screen([], context: context, platform: platform), new: Example.screen([row], context: context, platform: platform))
        let evaluation = RuleEngine().evaluate(diff)
        #expect(evaluation.regressions.isEmpty, "\(evaluation.regressions.map(\.message))")
    }
}
