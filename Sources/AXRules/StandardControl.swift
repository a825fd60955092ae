import AXModel

/// A platform's own control at the size the platform gives it: WCAG 2.5.8's exception "the size
/// of the target is determined by the user agent and is not modified by the author" (and
/// Apple's and Google's own controls, whose hit areas their frameworks make). Such a control is
/// no `target-size-below-minimum` finding in the directions the platform sizes; a custom
/// control of the same size still is one.
///
/// How a snapshot tells one from a custom control, by producer:
/// - **UIKit capture**: `type` is the runtime class (`UISwitch`, `UIStepper`,
///   `UISegmentedControl`); a custom view records its own class. The stepper's two buttons and
///   the segments are elements inside the control and are judged by it.
/// - **XCUITest and Appium** (`XCUIElementTypeSwitch`, `…Stepper`, `…SegmentedControl`): the
///   type XCUITest gives UIKit's and SwiftUI's own controls; a custom view with the public
///   toggle trait is a `…Toggle` or a `…Button`, not a `…Switch`.
/// - **SwiftUI** through the capture: every SwiftUI element is of SwiftUI's own class
///   (`AccessibilityNode`), which names no control. SwiftUI's switch is that element with the
///   switch's traits at exactly UIKit's switch size; a SwiftUI view made to look like one at
///   that exact size cannot be told from it (XCUITest can: it records the switch as
///   `XCUIElementTypeSwitch` and the look-alike as what its traits make it).
/// - **Android dumps**: `class` is the framework's (`android.widget.Switch`, `CheckBox`,
///   `RadioButton`, their AppCompat kinds, and what Jetpack Compose reports for its `Switch`,
///   `Checkbox` and `RadioButton`); an app's own view records its own class.
/// - **Web**: a native `<input type=checkbox>` or `radio` is told by a `type` that names the
///   element (`input[type=checkbox]`). Chrome's accessibility tree and Playwright's ARIA
///   snapshots record only the role, which a `div role=checkbox` shares, and record no frames:
///   they give this rule nothing to judge.
struct StandardControl: Sendable {
    /// What the control is, for messages: "UIKit's switch".
    let name: String
    let platform: Snapshot.Platform
    /// The `type`s producers record for it, compared without the package or module
    /// (`android.widget.Switch` -> `Switch`).
    let types: Set<String>
    /// The width and height the platform draws it at (nil: the author sets that direction),
    /// in the platform's unit; or, when `atLeast` is true, the smallest the platform draws it.
    let width: Double?
    let height: Double?
    let atLeast: Bool
    /// True when the element judged is one inside the control (a segment, a stepper's button):
    /// `types` names the control that holds it.
    let part: Bool
    /// A role the element must have besides (a SwiftUI element is a switch only with `toggle`).
    var trait: Trait? = nil

    /// Sizes within half a unit are the same size: frames are rounded by the capture.
    static let tolerance = 0.5

    /// The standard control the element is (or is part of) at its own size, and the directions
    /// the platform sized; nil when it is not one. `width` and `height` are in the platform's
    /// unit.
    static func sizedByPlatform(
        _ index: Int, in model: VoiceOverModel, width: Double, height: Double
    ) -> (control: StandardControl, width: Bool, height: Bool)? {
        let tree = model.tree
        let ownType = shortType(tree.elements[index].type)
        let parent = tree.parent[index]
        let parentType = parent >= 0 ? shortType(tree.elements[parent].type) : nil
        for control in all where control.platform == model.platform {
            let type = control.part ? parentType : ownType
            guard let type, control.types.contains(type) else { continue }
            if let trait = control.trait, !tree.elements[index].hasTrait(trait) { continue }
            let fitsWidth = control.width.map { control.matches(width, $0) }
            let fitsHeight = control.height.map { control.matches(height, $0) }
            // A direction the platform sizes must be at its size; one it leaves to the author is
            // judged as any other.
            guard fitsWidth != false, fitsHeight != false else { continue }
            return (control, fitsWidth ?? false, fitsHeight ?? false)
        }
        return nil
    }

    private func matches(_ measured: Double, _ standard: Double) -> Bool {
        atLeast ? measured >= standard - StandardControl.tolerance : abs(measured - standard) <= StandardControl.tolerance
    }

    /// The class without its package or module: `android.widget.Switch` -> `Switch`.
    static func shortType(_ type: String?) -> String? {
        guard let type else { return nil }
        var name = Substring(type)
        if name.hasPrefix(XCUIElementTypes.prefix) { return String(name) }
        if let dot = name.lastIndex(of: ".") { name = name[name.index(after: dot)...] }
        return String(name)
    }

    /// Every standard control axdiff knows, with the size its platform gives it.
    static let all: [StandardControl] = [
        // Apple: UISwitch (and SwiftUI's switch-style Toggle) is 51 x 31 points; UIStepper is
        // 94 x 32, each of its buttons half of it; UISegmentedControl is 32 points high, its
        // segments as wide as the author makes them.
        StandardControl(name: "UIKit's switch", platform: .ios, types: ["UISwitch", "XCUIElementTypeSwitch"],
                        width: 51, height: 31, atLeast: false, part: false),
        StandardControl(name: "SwiftUI's switch", platform: .ios, types: ["AccessibilityNode"],
                        width: 51, height: 31, atLeast: false, part: false, trait: .toggle),
        StandardControl(name: "UIKit's stepper", platform: .ios, types: ["UIStepper", "XCUIElementTypeStepper"],
                        width: 94, height: 32, atLeast: false, part: false),
        StandardControl(name: "a button of UIKit's stepper", platform: .ios, types: ["UIStepper", "XCUIElementTypeStepper"],
                        width: 47, height: 32, atLeast: false, part: true),
        StandardControl(name: "a segment of UIKit's segmented control", platform: .ios,
                        types: ["UISegmentedControl", "XCUIElementTypeSegmentedControl"],
                        width: nil, height: 32, atLeast: false, part: true),
        // Android: the framework's Switch, CheckBox and RadioButton (and their AppCompat kinds)
        // are drawn no smaller than their Material button drawables, 32 x 32 dp; shrunk below
        // that, the author sized them. Material Components' own kinds enforce 48 dp themselves.
        StandardControl(name: "Android's framework switch", platform: .android,
                        types: ["Switch", "SwitchCompat"], width: 32, height: 32, atLeast: true, part: false),
        StandardControl(name: "Android's framework check box", platform: .android,
                        types: ["CheckBox", "AppCompatCheckBox", "CheckedTextView"], width: 32, height: 32, atLeast: true, part: false),
        StandardControl(name: "Android's framework radio button", platform: .android,
                        types: ["RadioButton", "AppCompatRadioButton"], width: 32, height: 32, atLeast: true, part: false),
        // The web: a native check box or radio button, 13 x 13 CSS pixels in Chromium and Firefox.
        StandardControl(name: "the browser's native check box", platform: .web,
                        types: ["input[type=checkbox]", "input[type=\"checkbox\"]"], width: 13, height: 13, atLeast: false, part: false),
        StandardControl(name: "the browser's native radio button", platform: .web,
                        types: ["input[type=radio]", "input[type=\"radio\"]"], width: 13, height: 13, atLeast: false, part: false),
    ]
}
