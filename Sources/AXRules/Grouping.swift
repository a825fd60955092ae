import AXModel

/// Which elements swallowed by an accessibility element are spoken for by it: the grouping the
/// accessibility guides recommend ("Dark Theme, Off, switch button" for a label and its
/// switch), as opposed to a control the user can no longer reach or operate.
///
/// An accessibility element speaks for
/// - a **control** it swallows (an interactive element that would be a focus stop) when it
///   carries the control's role (the same main role: switch for a switch, text field for a
///   text field), its value or state (a toggle's state judged from its trait and value, in
///   any language: "Aus" carries a switch's off), and the control's label in
///   its own (a control without a label loses no name; a container without one is reported
///   as such by the label rules). It speaks so for one control at most: a second
///   control in a one-control row is lost. A control whose label names one of the element's
///   custom actions stays operable through that action;
/// - a **text** or other non-interactive element whose label (or drawn text) its label or
///   value contains;
/// - an element that says nothing (no label, value or text).
///
/// Computed in one pass over the tree, without recursion.
struct Grouping {
    let model: VoiceOverModel
    /// Controls blocked as `nested` that their accessibility element speaks for; texts are
    /// judged when asked.
    private var controlsSpokenFor: Set<Int> = []

    init(_ model: VoiceOverModel) {
        self.model = model
        let tree = model.tree
        var containersSpeakingForAControl: Set<Int> = []
        // Most elements are not nested in another: told from the blocked list and the slots
        // before any element is looked at.
        for (index, blocked) in model.blocked.enumerated() {
            guard let blocked, blocked.reason == .nested, tree.isInteractive(at: index) else { continue }
            let element = tree.elements[index], container = tree.elements[blocked.by]
            if Grouping.namesAnAction(of: container, element) {
                controlsSpokenFor.insert(index)
            } else if !containersSpeakingForAControl.contains(blocked.by), Grouping.carries(container, element) {
                // A control with nothing to say (a clickable wrapper) takes no one's place.
                if !Grouping.saysNothing(element) { containersSpeakingForAControl.insert(blocked.by) }
                controlsSpokenFor.insert(index)
            }
        }
    }

    /// True when the element is nested inside an accessibility element that speaks for it.
    func speaksFor(_ index: Int) -> Bool {
        guard let blocked = model.blocked[index], blocked.reason == .nested else { return false }
        let element = model.tree.elements[index]
        if element.isInteractive { return controlsSpokenFor.contains(index) }
        return Grouping.saysNothing(element) || Grouping.speaks(model.tree.elements[blocked.by], textOf: element)
    }

    /// A control a user would meet on its own: interactive and an accessibility element.
    static func isControl(_ element: Element) -> Bool {
        element.isInteractive && element.accessible
    }

    /// True when the element has nothing to say: no label, value or drawn text.
    static func saysNothing(_ element: Element) -> Bool {
        element.label == nil && element.value == nil && element.text == nil
    }

    /// The main role of an interactive element, the one a reader names it by.
    static func mainRole(_ traits: TraitSet) -> Trait? {
        mainRoles.first { traits.contains($0) }
    }

    /// The interactive roles, the one a reader names an element by first.
    static let mainRoles: [Trait] = [.toggle, .adjustable, .searchField, .textEntry, .link, .keyboardKey, .button, .allowsDirectInteraction]

    /// Role, value or state, and label: everything the control would have said.
    static func carries(_ container: Element, _ control: Element) -> Bool {
        missing(from: container, control) == nil
    }

    /// What of the control the container does not say, for messages (`its role, switch
    /// button`), or nil when it carries everything: the control's main role (or its custom
    /// actions), its value or state, its selection, and its label within its own.
    static func missing(from container: Element, _ control: Element, reader: ScreenReader = .voiceOver) -> String? {
        if let role = mainRole(control.traits) {
            guard mainRole(container.traits) == role else {
                let word = reader.roleWords(TraitSet([role]), type: control.type).first ?? role.name
                return "its role (\(word))"
            }
        } else if !Set(control.actions).isSubset(of: container.actions) {
            return "its actions"
        }
        if let value = control.value {
            guard let carried = container.value else { return control.traits.contains(.toggle) ? "its state" : "its value" }
            if control.traits.contains(.toggle) {
                // A state is judged from the trait and the value, never from its words: a row
                // that says "Aus" (German for off) carries its switch's state as one that says
                // "Off" does. Two states both written as numbers must be the same state.
                if let state = Int(value), let carriedState = Int(carried), state != carriedState { return "its state" }
            } else if !LabelQuality.haveSameNormalized(carried, value) {
                return "its value"
            }
        }
        if control.traits.contains(.selected) && !container.traits.contains(.selected) { return "its selection" }
        // A control without a label of its own loses no name; a container without one is
        // reported on its own (label-removed, interactive-without-label).
        guard let label = control.label else { return nil }
        guard let name = container.label, LabelQuality.normalized(name).contains(LabelQuality.normalized(label)) else {
            return "its label \(Describe.quote(label))"
        }
        return nil
    }

    /// True when the control's label is the name of one of the container's custom actions.
    static func namesAnAction(of container: Element, _ control: Element) -> Bool {
        guard let label = control.label, !container.actions.isEmpty else { return false }
        return container.actions.contains { LabelQuality.haveSameNormalized($0, label) }
    }

    /// True when the container's label or value contains the element's label or drawn text.
    static func speaks(_ container: Element, textOf element: Element) -> Bool {
        guard let spoken = element.label ?? element.text else { return false }
        let words = LabelQuality.normalized(spoken)
        return [container.label, container.value].contains { said in
            said.map { LabelQuality.normalized($0).contains(words) } == true
        }
    }
}
