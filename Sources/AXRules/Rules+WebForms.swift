import AXDiff
import AXModel

/// Rules about what a web form says of its fields: that one must be filled in, that one was
/// refused.
extension RuleCatalog {
    static func webField(_ id: String, _ label: String, value: String? = nil, traits: TraitSet = [.textEntry]) -> Element {
        Element(type: "textbox", id: id, label: label, value: value, traits: traits, accessible: true)
    }

    static let requiredRemoved = Rule(
        id: "required-removed",
        title: "Required state no longer exposed",
        description: "A field that said it must be filled in no longer does, so {users} learn it was required only when the form is refused; an asterisk hidden from {reader} does not say it.",
        wcag: [.labelsOrInstructions, .nameRoleValue], severity: .error,
        fix: "Keep `required` (or `aria-required=\"true\"`) on the field when validation moves to a script; `novalidate` on the form stops the browser's own messages and keeps the state.",
        examples: [
            .triggers("required dropped from a field",
                      before: Example.screen([webField("email", "Email address", traits: [.textEntry, .required])], platform: .web),
                      after: Example.screen([webField("email", "Email address")], platform: .web), flagged: "email"),
            .passes("a required field filled in",
                    before: Example.screen([webField("email", "Email address", traits: [.textEntry, .required])], platform: .web),
                    after: Example.screen([webField("email", "Email address", value: "ada@example.com", traits: [.textEntry, .required])], platform: .web)),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.traitsRemoved]).compactMap { pair in
            let before = diff.old.tree.elements[pair.old], after = diff.new.tree.elements[pair.new]
            guard before.traits.contains(.required), !after.traits.contains(.required) else { return nil }
            let reader = diff.new.reader
            return RuleHit(.new, pair.new, "\(Describe.name(after)) is no longer exposed as required: \(reader.name) now \(reader.says) \(Describe.spoken(diff.new.announcement(of: pair.new)))")
        }
    }

    static let invalidRemoved = Rule(
        id: "invalid-removed",
        title: "Invalid state no longer exposed",
        description: "A field that said its value was refused no longer does while the value is the same, so {users} pass over the error that everyone else sees in red. A value corrected is not reported.",
        wcag: [.errorIdentification, .nameRoleValue], severity: .error,
        fix: "Keep `aria-invalid=\"true\"` on a field in error for as long as its error shows (styling it through `[aria-invalid=\"true\"]` keeps the two together), and point `aria-describedby` at the message.",
        examples: [
            .triggers("aria-invalid dropped from a field still in error",
                      before: Example.screen([webField("email", "Email address", value: "ada@", traits: [.textEntry, .invalid])], platform: .web),
                      after: Example.screen([webField("email", "Email address", value: "ada@")], platform: .web), flagged: "email"),
            .passes("the value corrected",
                    before: Example.screen([webField("email", "Email address", value: "ada@", traits: [.textEntry, .invalid])], platform: .web),
                    after: Example.screen([webField("email", "Email address", value: "ada@example.com")], platform: .web)),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.traitsRemoved]).compactMap { pair in
            let before = diff.old.tree.elements[pair.old], after = diff.new.tree.elements[pair.new]
            // A value changed with the state: the user corrected it, and it is valid now.
            guard before.traits.contains(.invalid), !after.traits.contains(.invalid), before.value == after.value else { return nil }
            let reader = diff.new.reader
            let value = after.value.map { " though its value \(Describe.quote($0)) is the same" } ?? ""
            return RuleHit(.new, pair.new, "\(Describe.name(after)) is no longer exposed as invalid\(value): \(reader.name) now \(reader.says) \(Describe.spoken(diff.new.announcement(of: pair.new)))")
        }
    }
}
