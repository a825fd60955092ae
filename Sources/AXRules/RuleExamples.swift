import AXModel

/// Builders for the rules' example snapshots: small screens a reader can take in at a glance.
enum Example {
    static func screen(_ children: [Element], context: [String: String] = [:], platform: Snapshot.Platform = .ios) -> Snapshot {
        Snapshot(screen: "Example", platform: platform, context: context, root: Element(type: "UIWindow", frame: Frame(0, 0, 393, 852), children: [
            Element(type: "UILabel", id: "title", label: "Example", traits: [.header, .staticText], frame: Frame(16, 59, 361, 41), accessible: true),
        ] + children))
    }

    static func element(
        _ id: String, label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: TraitSet = [], y: Double = 120, size: (Double, Double) = (200, 44), accessible: Bool = true,
        hidden: Bool = false, modal: Bool = false, text: String? = nil, actions: [String] = [],
        type: String = "UIView", children: [Element] = []
    ) -> Element {
        Element(
            type: type, id: id, label: label, value: value, hint: hint, traits: traits,
            frame: Frame(16, y, size.0, size.1), accessible: accessible, hidden: hidden, modal: modal,
            text: text, actions: actions, children: children)
    }

    static func button(_ id: String, _ label: String?, y: Double = 120, traits: TraitSet = [.button], size: (Double, Double) = (200, 44), text: String? = nil) -> Element {
        element(id, label: label, traits: traits, y: y, size: size, text: text, type: "UIButton")
    }

    /// A link with its target, as a web page has it.
    static func link(_ id: String, _ label: String, url: String, y: Double = 120) -> Element {
        Element(type: "link", id: id, label: label, traits: [.link], frame: Frame(16, y, 200, 44), accessible: true, url: url)
    }

    /// `element` moved to start at `x`.
    static func spaced(_ element: Element, x: Double) -> Element {
        var moved = element
        if let frame = element.frame { moved.frame = Frame(x, frame.y, frame.width, frame.height) }
        return moved
    }

    static func text(_ id: String, _ label: String, y: Double = 120, traits: TraitSet = [.staticText]) -> Element {
        element(id, label: label, traits: traits, y: y, type: "UILabel")
    }

    static func textField(_ id: String, _ label: String, y: Double = 120) -> Element {
        element(id, label: label, traits: [.textEntry], y: y, size: (325, 44), type: "UITextField")
    }

    /// The settings row of a "Dark Theme" switch: grouped, one focus stop that says the row's
    /// label, value and traits; or not grouped, a label and an unlabelled switch that are
    /// stops of their own. `extra` elements go inside the row, after the switch.
    static func switchRow(
        grouped: Bool = true, traits: TraitSet = [.button, .toggle], value: String? = "Off",
        platform: Snapshot.Platform = .ios, extra: [Element] = []
    ) -> Snapshot {
        let android = platform == .android
        let label = element("label", label: "Dark Theme", traits: [.staticText], accessible: !grouped, type: android ? "android.widget.TextView" : "UILabel")
        let control = Element(
            type: android ? "android.widget.Switch" : "UISwitch", id: "switch", value: "0", traits: [.button, .toggle],
            frame: Frame(326, 126, 51, 31), accessible: true)
        let height: Double = android ? 56 : 44
        let row = grouped
            ? element("row", label: "Dark Theme", value: value, traits: traits, size: (361, height), type: android ? "android.widget.LinearLayout" : "UIView", children: [label, control] + extra)
            : element("row", size: (361, height), accessible: false, type: android ? "android.widget.LinearLayout" : "UIView", children: [label, control] + extra)
        return screen([row], platform: platform)
    }
}
