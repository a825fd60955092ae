import AXModel

/// Builders for the rules' example snapshots: small screens a reader can take in at a glance.
enum Example {
    static func screen(_ children: [Element], context: [String: String] = [:]) -> Snapshot {
        Snapshot(screen: "Example", context: context, root: Element(type: "UIWindow", frame: Frame(0, 0, 393, 852), children: [
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

    static func text(_ id: String, _ label: String, y: Double = 120, traits: TraitSet = [.staticText]) -> Element {
        element(id, label: label, traits: traits, y: y, type: "UILabel")
    }
}
