import AXDiff
import AXModel

/// Rules about operating elements: target sizes and custom actions.
extension RuleCatalog {
    /// The context of an Android dump imported without a density: frames in pixels.
    private static let pixels = ["frameUnit": "px", "screenSize": "1080x2400"]

    static let targetSizeBelowMinimum = Rule(
        id: "target-size-below-minimum",
        title: "Target smaller than the minimum",
        description: "An interactive element is smaller than its platform's minimum target size, so it is hard to activate: 44 x 44 points on iOS (Apple's Human Interface Guidelines), 48 x 48 dp on Android (frames in pixels are divided by the density), 24 x 24 CSS pixels on the web (WCAG 2.5.8); each is configurable. Only a target below 24 x 24 is cited against WCAG 2.5.8. The platform's own controls at the size it gives them are not judged (WCAG 2.5.8's exception: the size is determined by the user agent and not modified by the author): UIKit's and SwiftUI's switch (51 x 31 points), stepper and segmented control, Android's framework Switch, CheckBox and RadioButton, a browser's native check box or radio button (13 x 13); a custom control of the same size still is one (docs/format.md, \"Standard controls\").",
        wcag: [.targetSizeMinimum], severity: .warning,
        fix: "Make the touch target at least the minimum in both directions (a larger frame, padding, or a larger hit area such as `contentEdgeInsets`, `minHeight`/`minWidth` or `TouchDelegate`, CSS `min-width`/`min-height`), or set another minimum in `.axdiff.yml` when your guideline differs.",
        judgesSizes: true, settings: ["minimum": "minimumTargetSize"],
        examples: [
            .triggers("a 20-point close button", before: Example.screen([]),
                      after: Example.screen([Example.button("close", "Close", size: (20, 20))]), flagged: "close"),
            .triggers("a 36-point button, below Apple's 44", before: Example.screen([]),
                      after: Example.screen([Example.button("close", "Close", size: (36, 36))]), flagged: "close"),
            .triggers("an Android button of 105 x 105 pixels is 40 dp at density 2.625",
                      before: Example.screen([], context: pixels, platform: .android),
                      after: Example.screen([Example.button("close", "Close", size: (105, 105))], context: pixels, platform: .android), flagged: "close"),
            .passes("a 44-point close button", before: Example.screen([]),
                    after: Example.screen([Example.button("close", "Close", size: (44, 44))])),
            .passes("an Android button of 126 x 126 pixels is 48 dp at density 2.625",
                    before: Example.screen([], context: pixels, platform: .android),
                    after: Example.screen([Example.button("close", "Close", size: (126, 126))], context: pixels, platform: .android)),
            .passes("the same small button captured on another device",
                    before: Example.screen([Example.button("close", "Close", size: (20, 20))], context: ["device": "iPhone 15"]),
                    after: Example.screen([Example.button("close", "Close", size: (20, 20))], context: ["device": "iPhone SE"])),
            .passes("a 24 x 24 CSS pixel web button", before: Example.screen([], platform: .web),
                    after: Example.screen([Example.button("close", "Close", size: (24, 24))], platform: .web)),
            .triggers("a custom switch at UIKit's switch size", before: Example.screen([]),
                      after: Example.screen([Example.element("dark", label: "Dark Theme", value: "0", traits: [.button, .toggle], size: (51, 31), type: "ThemeToggle")]),
                      flagged: "dark"),
            .passes("UIKit's own switch at its own size, 51 x 31 points", before: Example.screen([]),
                    after: Example.screen([Example.element("dark", label: "Dark Theme", value: "0", traits: [.button, .toggle], size: (51, 31), type: "UISwitch")])),
            .passes("Android's framework RadioButton at its own 32 dp", before: Example.screen([], context: pixels, platform: .android),
                    after: Example.screen([Example.element("fiveG", label: "5G", value: "1", traits: [.button, .toggle], size: (420, 84), type: "android.widget.RadioButton")],
                                          context: pixels, platform: .android)),
            .passes("a browser's native check box, 13 x 13 CSS pixels", before: Example.screen([], platform: .web),
                    after: Example.screen([Example.element("terms", label: "Accept terms", value: "0", traits: [.button, .toggle], size: (13, 13), type: "input[type=checkbox]")], platform: .web)),
            .triggers("a div with role=checkbox at the native check box's size", before: Example.screen([], platform: .web),
                      after: Example.screen([Example.element("terms", label: "Accept terms", value: "0", traits: [.button, .toggle], size: (13, 13), type: "checkbox"),
                                             Example.spaced(Example.button("next", "Next", size: (120, 44)), x: 32)],
                                            platform: .web),
                      flagged: "terms"),
            .triggers("a 20 x 20 CSS pixel icon button right beside another button on the web", before: Example.screen([], platform: .web),
                      after: Example.screen([Example.button("bold", "Bold", size: (20, 20)), Example.spaced(Example.button("italic", "Italic", size: (24, 24)), x: 36)], platform: .web),
                      flagged: "bold"),
            .passes("a 19 pixel high text link alone on its line (WCAG 2.5.8's spacing exception)", before: Example.screen([], platform: .web),
                    after: Example.screen([Example.button("more", "Read the guide", traits: [.link], size: (120, 19))], platform: .web)),
        ]
    ) { model, options in
        let minimum = options.minimumTargetSize[model.platform]
        let reader = model.reader
        let (scale, source) = model.frameUnits.scale(given: options.density)
        let origin = minimum == reader.minimumTargetSize ? reader.minimumTargetSource : "as configured"
        // On the web, WCAG 2.5.8's spacing exception: an undersized target with room around it.
        var spacing: TargetSpacing.Targets?
        return model.focusStops.compactMap { index in
            let element = model.tree.elements[index]
            guard element.isInteractive, let frame = element.frame else { return nil }
            let width = frame.width / scale, height = frame.height / scale
            guard width < minimum || height < minimum else { return nil }
            // A direction the platform's own control is sized in is not the author's to judge.
            let standard = StandardControl.sizedByPlatform(index, in: model, width: width, height: height)
            let judgesWidth = standard?.width != true, judgesHeight = standard?.height != true
            guard (judgesWidth && width < minimum) || (judgesHeight && height < minimum) else { return nil }
            if model.platform == .web {
                let targets = spacing ?? TargetSpacing.Targets(model)
                spacing = targets
                if TargetSpacing.hasRoom(index, among: targets) { return nil }
            }
            let unit = reader.sizeUnit
            let pixels = source.isEmpty ? "" : " (\(Frame.format(frame.width)) x \(Frame.format(frame.height)) pixels at \(source))"
            // WCAG 2.5.8 asks for 24 x 24 CSS pixels: a point on iOS and a dp on Android are each
            // one CSS pixel in their browsers.
            let failsWCAG = (judgesWidth && width < wcagMinimumTargetSize) || (judgesHeight && height < wcagMinimumTargetSize)
            let own = standard.map { "; its \($0.width ? "width" : "height") is \($0.control.name)'s own" } ?? ""
            return RuleHit(
                .new, index, "\(Describe.name(element)) is \(Frame.format(width)) x \(Frame.format(height)) \(unit)\(pixels), below the minimum of \(Frame.format(minimum)) x \(Frame.format(minimum)) \(unit) (\(origin))\(own)",
                wcag: failsWCAG ? nil : [])
        }
    }

    /// WCAG 2.5.8's minimum, in CSS pixels.
    static let wcagMinimumTargetSize = 24.0

    static let customActionsRemoved = Rule(
        id: "custom-actions-removed",
        title: "Custom actions removed",
        description: "Custom actions disappeared from an element, so {users} lose the way to do what others do with a swipe or a drag.",
        wcag: [.draggingMovements], severity: .warning,
        fix: "Restore the actions (`accessibilityCustomActions`, `AccessibilityAction` on Android, or visible buttons on the web), or offer what they did another way.",
        examples: [
            .triggers("swipe-to-delete action lost",
                      before: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Delete", "Archive"])]),
                      after: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Archive"])]), flagged: "message"),
            .passes("action added", before: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Delete"])]),
                    after: Example.screen([Example.element("message", label: "Ada, Lunch?", traits: [.button], actions: ["Delete", "Archive"])])),
        ]
    ) { diff, _ in
        diff.changes.compactMap { change in
            guard change.kind == .actionsRemoved, let n = change.new else { return nil }
            let names = change.items.map(Describe.quote)
            return RuleHit(.new, n, "\(Describe.name(diff.new.tree.elements[n])) lost the custom action\(names.count == 1 ? "" : "s") \(Describe.list(names))")
        }
    }
}
