import AXDiff
import AXModel

/// Rules about roles.
extension RuleCatalog {
    /// The role traits whose loss the role rules judge.
    static let judgedRoles: TraitSet = [.button, .link, .searchField, .adjustable, .toggle, .keyboardKey, .tabBar, .image]

    static let roleRemoved = Rule(
        id: "role-removed",
        title: "Role removed",
        description: "A role (button, link, search field, adjustable, toggle, keyboard key, tab bar, image) disappeared from an element that is still there, so {reader} no longer {says} what it is or how to use it.",
        wcag: [.nameRoleValue], severity: .error,
        supersedes: ["value-removed", "selection-removed"],
        fix: "Give the element its role back: insert the trait (`accessibilityTraits.insert(.button)`, not `=`), use the native control or its class name on Android, the native element or its ARIA role on the web.",
        examples: [
            .triggers("button trait lost", before: Example.screen([Example.button("save", "Save")]),
                      after: Example.screen([Example.button("save", "Save", traits: [])]), flagged: "save"),
            .triggers("traits assigned instead of inserted", before: Example.screen([Example.button("tab", "Home")]),
                      after: Example.screen([Example.button("tab", "Home", traits: [.selected])]), flagged: "tab"),
            .triggers("a focusable div loses role=button on the web",
                      before: Example.screen([Example.element("save", label: "Save", traits: [.button], type: "button")], platform: .web),
                      after: Example.screen([Example.element("save", label: "Save", type: "generic")], platform: .web), flagged: "save"),
            .passes("state added to the role", before: Example.screen([Example.button("tab", "Home")]),
                    after: Example.screen([Example.button("tab", "Home", traits: [.button, .selected])])),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.traitsRemoved]).compactMap { pair in
            // Judged roles are all known traits: nothing lost unless a bit went.
            let judged = RuleCatalog.judgedRoles.knownBits
            guard diff.old.tree.elements[pair.old].knownTraitBits & judged & ~diff.new.tree.elements[pair.new].knownTraitBits != 0 else { return nil }
            let before = diff.old.tree.elements[pair.old].traits, after = diff.new.tree.elements[pair.new].traits
            let lost = before.intersection(RuleCatalog.judgedRoles).subtracting(after)
            guard !lost.isEmpty, after.intersection(RuleCatalog.judgedRoles).subtracting(before).isEmpty else { return nil }
            guard !RuleCatalog.wasReleased(old: pair.old, new: pair.new, diff) else { return nil }
            // A role nobody hears (behind a modal view, or swallowed by its container, before
            // and after) is no loss: as label-removed, only a focus stop's is judged.
            guard diff.old.isFocusStop(pair.old) || diff.new.isFocusStop(pair.new) else { return nil }
            let element = diff.new.tree.elements[pair.new]
            let reader = diff.new.reader
            let noun = reader.platform == .ios ? "trait" : "role"
            // No longer a stop itself: what is heard now is the stop that speaks for it (its
            // parent's "Call, More, button"), or the first stop inside it.
            var message = "\(Describe.name(element)) lost the \(Describe.list(lost.names)) \(noun)\(lost.count == 1 ? "" : "s"): \(Describe.nowSays(pair.new, in: diff.new))"
            let gainedStates = after.subtracting(before).intersection([.selected, .notEnabled])
            if reader.platform == .ios && !gainedStates.isEmpty && !after.hasRole {
                let state = gainedStates.names[0]
                message += "; the traits were probably assigned instead of inserted (`traits = .\(state)` instead of `traits.insert(.\(state))`)"
            }
            let wording = message
            return RuleHit(.new, pair.new, wording)
        }
    }

    static let roleChanged = Rule(
        id: "role-changed",
        title: "Role changed",
        description: "One role was replaced by another (a slider became a button), which changes what {users} expect it to do and how to use it. A link and a button swapping roles is no finding: both are activated the same way, and which one fits is what the element does, which a snapshot cannot tell.",
        wcag: [.nameRoleValue], severity: .warning,
        supersedes: ["role-removed", "conflicting-traits"],
        fix: "Nothing to fix when the element now does what its new role says (a button that navigates became a link); otherwise restore the role.",
        reverse: .none("a role changed back is one more change of role, not a fix"),
        examples: [
            .triggers("a slider becomes a button", before: Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.adjustable])]),
                      after: Example.screen([Example.element("volume", label: "Volume", value: "50%", traits: [.button])]), flagged: "volume"),
            .passes("a link that acts made a button", before: Example.screen([Example.button("ack", "Acknowledge", traits: [.link])]),
                    after: Example.screen([Example.button("ack", "Acknowledge")])),
            .passes("role kept", before: Example.screen([Example.button("help", "Help")]),
                    after: Example.screen([Example.button("help", "Help and support")])),
        ]
    ) { diff, _ in
        RuleCatalog.changedPairs(diff, [.traitsRemoved]).compactMap { pair -> RuleHit? in
            // Judged roles are all known traits: nothing changed unless a bit went and one came.
            let judged = RuleCatalog.judgedRoles.knownBits
            let beforeBits = diff.old.tree.elements[pair.old].knownTraitBits, afterBits = diff.new.tree.elements[pair.new].knownTraitBits
            guard beforeBits & judged & ~afterBits != 0, afterBits & judged & ~beforeBits != 0 else { return nil }
            let before = diff.old.tree.elements[pair.old].traits, after = diff.new.tree.elements[pair.new].traits
            let lost = before.intersection(RuleCatalog.judgedRoles).subtracting(after)
            let gained = after.intersection(RuleCatalog.judgedRoles).subtracting(before)
            guard !lost.isEmpty, !gained.isEmpty else { return nil }
            guard diff.old.isFocusStop(pair.old) || diff.new.isFocusStop(pair.new) else { return nil }
            // A link made a button or a button a link (with or without a state of its own).
            let activation: TraitSet = [.button, .link]
            if lost.subtracting(activation).isEmpty && gained.subtracting(activation.union([.toggle])).isEmpty { return nil }
            return RuleHit(.new, pair.new, "\(Describe.name(diff.new.tree.elements[pair.new])) changed from \(Describe.list(lost.names)) to \(Describe.list(gained.names)): \(Describe.nowSays(pair.new, in: diff.new))")
        }
    }

    static let conflictingTraits = Rule(
        id: "conflicting-traits",
        title: "Conflicting traits",
        description: "An element has roles that contradict each other (button with link, button or link with adjustable), so {users} cannot tell how it behaves.",
        wcag: [.nameRoleValue], severity: .warning,
        fix: "Keep the one role that says what the element does.",
        examples: [
            .triggers("button and link", before: Example.screen([]),
                      after: Example.screen([Example.button("terms", "Terms", traits: [.button, .link])]), flagged: "terms"),
            .passes("switch button", before: Example.screen([]),
                    after: Example.screen([Example.button("wifi", "Wi-Fi", traits: [.button, .toggle])])),
        ]
    ) { model, _ in
        let conflicts: [(Trait, Trait)] = [(.button, .link), (.button, .adjustable), (.link, .adjustable), (.textEntry, .adjustable)]
        let masks = conflicts.map { TraitSet([$0.0, $0.1]).knownBits }
        return model.tree.elements.indices.compactMap { index in
            guard model.blocked[index] == nil else { return nil }
            let bits = model.tree.elements[index].knownTraitBits
            guard let conflict = masks.firstIndex(where: { bits & $0 == $0 }) else { return nil }
            let (a, b) = conflicts[conflict]
            return RuleHit(.new, index, "\(Describe.name(model.tree.elements[index])) is both \(a.name) and \(b.name)")
        }
    }
}
