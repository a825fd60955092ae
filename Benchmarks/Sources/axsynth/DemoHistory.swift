import AXModel
import Foundation

/// The demo app's scripted history: a dozen commits that read like real app work, starting
/// from the snapshots in `snapshots/`. Each step writes the whole `snapshots/` tree into
/// `OUTPUT/NN/` with the commit's author and message beside it, for scripts/demo to commit.
///
/// The history has feature changes, a refactor that re-records with frame jitter, the seed
/// regressions (a lost label, traits assigned instead of inserted, a control nested inside a
/// grouped view, a modal that lost its modality, a reordered form), and a fix.
enum DemoHistory {
    struct Step: Sendable {
        var author: String
        var message: String
        var edit: @Sendable (inout [String: Snapshot]) -> Void
    }

    static let steps: [Step] = [
        Step(author: "Ada Lovelace <ada@weather.example>", message: "Record accessibility snapshots for every screen") { _ in },
        Step(author: "Grace Hopper <grace@weather.example>", message: "Settings: add a Privacy row") { screens in
            edit(&screens, "Settings", "settingsTable") { table in
                table.children.append(Element(
                    type: "UITableViewCell", id: "privacyRow", label: "Privacy", traits: [.button],
                    frame: Frame(16, 415, 361, 44), accessible: true, text: "Privacy",
                    children: [Element(type: "UILabel", label: "Privacy", traits: [.staticText], frame: Frame(32, 415, 200, 44), accessible: true, text: "Privacy")]))
            }
        },
        Step(author: "Alan Turing <alan@weather.example>", message: "Refactor table rows into SettingsRow (snapshots re-recorded)") { screens in
            // A re-recording: every frame moves by half a point, within the 1-point tolerance.
            for name in ["Settings", "Sound"] {
                guard var snapshot = screens[name] else { continue }
                jitter(&snapshot.root)
                screens[name] = snapshot
            }
        },
        Step(author: "Grace Hopper <grace@weather.example>", message: "Player: icon-only transport buttons") { screens in
            edit(&screens, "Player", "nextButton") { $0.label = nil }
        },
        Step(author: "Katherine Johnson <katherine@weather.example>", message: "Home: highlight the selected tab") { screens in
            // The classic bug: `traits = .selected` instead of `traits.insert(.selected)`.
            edit(&screens, "Home", "tabToday") { $0.traits = [.selected] }
        },
        Step(author: "Ada Lovelace <ada@weather.example>", message: "Contacts: make contact cards tappable") { screens in
            for (index, name) in [(1, "Ada Lovelace, Engineering"), (2, "Grace Hopper, Compilers"), (3, "Alan Turing, Research"), (4, "Katherine Johnson, Flight Dynamics")] {
                edit(&screens, "Contacts", "contactCard\(index)") { card in
                    card.label = name
                    card.traits = [.button]
                    card.accessible = true
                }
            }
        },
        Step(author: "Alan Turing <alan@weather.example>", message: "Inbox: custom presentation for the delete alert") { screens in
            edit(&screens, "Inbox.deleteConfirmation", "deleteAlert") { $0.modal = false }
        },
        Step(author: "Grace Hopper <grace@weather.example>", message: "Sign-up: ask for the password before the email") { screens in
            edit(&screens, "SignUp", "signUpForm") { form in
                // Children: title, name label, name field, email label, email field, password label, password field, ...
                guard form.children.count > 6 else { return }
                let email = Array(form.children[3...4]), password = Array(form.children[5...6])
                form.children.replaceSubrange(3...6, with: password + email)
            }
        },
        Step(author: "Katherine Johnson <katherine@weather.example>", message: "Sound: wider volume slider") { screens in
            edit(&screens, "Sound", "volumeSlider") { $0.frame = Frame(40, 150, 313, 44) }
        },
        Step(author: "Ada Lovelace <ada@weather.example>", message: "Player: restore the Next track label for VoiceOver") { screens in
            edit(&screens, "Player", "nextButton") { $0.label = "Next track" }
        },
        Step(author: "Alan Turing <alan@weather.example>", message: "About: add a Mastodon link") { screens in
            edit(&screens, "About", "websiteLink") { $0.frame = Frame(16, 530, 220, 44) }
            edit(&screens, "About", "privacyButton") { $0.frame = Frame(16, 592, 361, 44) }
            edit(&screens, "About", "aboutScroll") { scroll in
                let index = scroll.children.firstIndex { $0.id == "websiteLink" } ?? scroll.children.endIndex
                scroll.children.insert(Element(
                    type: "UIButton", id: "mastodonLink", label: "Mastodon, @weathernow@mastodon.social",
                    hint: "Opens in Safari.", traits: [.link], frame: Frame(16, 478, 300, 44), accessible: true),
                    at: index)
            }
        },
        Step(author: "Grace Hopper <grace@weather.example>", message: "Cart: compact quantity steppers") { screens in
            for index in 1...3 {
                edit(&screens, "Cart", "cartItem\(index)Quantity") { stepper in
                    guard let frame = stepper.frame else { return }
                    stepper.frame = Frame(frame.x, frame.y + 8, 94, 20)
                }
            }
        },
    ]

    /// Applies `change` to the element with `id` in the named screen.
    static func edit(_ screens: inout [String: Snapshot], _ screen: String, _ id: String, _ change: (inout Element) -> Void) {
        guard var snapshot = screens[screen] else { return }
        if !apply(&snapshot.root, id, change) {
            FileHandle.standardError.write(Data("axsynth: no element \(id) in \(screen)\n".utf8))
        }
        screens[screen] = snapshot
    }

    static func apply(_ element: inout Element, _ id: String, _ change: (inout Element) -> Void) -> Bool {
        if element.id == id {
            change(&element)
            return true
        }
        for index in element.children.indices where apply(&element.children[index], id, change) {
            return true
        }
        return false
    }

    static func jitter(_ element: inout Element) {
        if let frame = element.frame { element.frame = Frame(frame.x + 0.5, frame.y + 0.5, frame.width, frame.height) }
        for index in element.children.indices { jitter(&element.children[index]) }
    }

    /// Writes every step's snapshots, author and message under `output`.
    static func write(from source: String, to output: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: source).filter({ $0.hasSuffix(".axsnap.json") }).sorted() else {
            fail("cannot read \(source)")
        }
        var screens: [String: Snapshot] = [:]
        for name in names {
            screens[String(name.dropLast(".axsnap.json".count))] = read(source + "/" + name)
        }
        for (number, step) in steps.enumerated() {
            step.edit(&screens)
            let folder = output + "/" + String(format: "%02d", number + 1)
            try? manager.createDirectory(atPath: folder + "/snapshots", withIntermediateDirectories: true)
            for (name, snapshot) in screens {
                _ = manager.createFile(atPath: "\(folder)/snapshots/\(name).axsnap.json", contents: Data(CanonicalWriter.write(snapshot)))
            }
            _ = manager.createFile(atPath: folder + "/author", contents: Data(step.author.utf8))
            _ = manager.createFile(atPath: folder + "/message", contents: Data(step.message.utf8))
        }
    }
}
