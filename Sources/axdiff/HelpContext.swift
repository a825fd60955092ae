import AXImport
import AXModel
import AXReport
import AXRules
import AXWorkflows
import ArgumentParser

/// What the help speaks of: the formats axdiff reads, from the formats' registry
/// (`ImportFormat.all`), and the platform of the repository it runs in, so that a web project
/// hears of screen readers and its own Playwright files rather than VoiceOver and axsnap. The
/// repository is looked at once, before the arguments are parsed, and only when help is asked
/// for (`-h`, `--help`, `help`, or no arguments): no other command pays for it.
enum HelpContext {
    /// The repository's platform and one of its snapshot files; nil outside a repository, or
    /// before help is asked for.
    nonisolated(unsafe) static var repository: RepositoryPlatform.Found?

    /// Looks at the repository when `arguments` ask for help.
    static func prepare(for arguments: [String]) {
        let asks = arguments.isEmpty || arguments.first == "help" || arguments.contains("-h") || arguments.contains("--help")
        guard asks, !arguments.contains("--") else { return }
        repository = RepositoryPlatform.detect(directory: currentDirectory())
    }

    /// Whether the repository's snapshots are web snapshots.
    static var isWeb: Bool { repository?.platform == .web }

    /// The screen reader the help speaks of: the repository's platform's, else all three.
    static var readers: String {
        switch repository?.platform {
        case .web: "a screen reader (NVDA, JAWS, VoiceOver on the web)"
        case .android: "TalkBack"
        case .ios: "VoiceOver"
        case nil: "a VoiceOver, TalkBack or web screen reader"
        }
    }

    /// Every format axdiff reads, one a line, from the registry: "Playwright ARIA snapshot
    /// (*.aria.yml, *.yml, *.yaml)".
    static var formats: String {
        ImportFormat.all.map { "  " + $0.title + " (" + $0.fileSuffixes.map { "*" + $0 }.joined(separator: ", ") + ")" }.joined(separator: "\n")
    }

    /// A snapshot file for examples: one of the repository's, else the demo's.
    static var example: String {
        repository?.example ?? (isWeb ? "e2e/home.spec.ts-snapshots/home.yml" : "snapshots/Settings.axsnap.json")
    }
}

extension Axdiff {
    /// An unknown subcommand, with the closest known one: ArgumentParser would say only
    /// "Unexpected argument". Nil when the first argument is an option or a subcommand.
    static func unknownSubcommand(_ arguments: [String]) -> String? {
        // `axdiff help NAME` asks of a command too.
        let asked = arguments.first == "help" ? Array(arguments.dropFirst()) : arguments
        guard let first = asked.first, !first.hasPrefix("-") else { return nil }
        let names = configuration.subcommands.compactMap { $0.configuration.commandName } + (asked.count == arguments.count ? ["help"] : [])
        guard !names.contains(first) else { return nil }
        return "axdiff: unknown command \(TerminalText.quoted(first))\(RuleCatalog.didYouMean(first, among: names)); `axdiff --help` lists the commands"
    }
}

/// ArgumentParser's message for a value that is none of an option's choices ("The value
/// 'webb' is invalid for '--platform <platform>'. Please provide one of 'ios', 'android' or
/// 'web'.") with the closest choice added, as it does itself for a mistyped option's name.
enum ValueSuggestion {
    static func annotate(_ message: String) -> String {
        guard let start = message.range(of: "The value '"), let end = message[start.upperBound...].range(of: "' is invalid for '"),
              let choices = message.range(of: "Please provide one of")
        else { return message }
        let typed = String(message[start.upperBound..<end.lowerBound])
        let rest = message[choices.upperBound...]
        // The choices: quoted on the line ('a', 'b' or 'c'), or listed below it ("  - a").
        var names: [String] = []
        let firstLine = rest.prefix { $0 != "\n" }
        if firstLine.contains("'") {
            names = firstLine.split(separator: "'").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
        } else {
            for line in rest.split(separator: "\n").dropFirst() {
                guard line.hasPrefix("  - ") else { break }
                names.append(String(line.dropFirst(4)))
            }
        }
        let suggestion = RuleCatalog.didYouMean(typed, among: names)
        guard !suggestion.isEmpty else { return message }
        // A line of its own after the choices, before ArgumentParser's help and usage.
        let name = suggestion.dropFirst(" (did you mean \"".count).dropLast("\"?)".count)
        let line = "Did you mean '\(name)'?\n"
        guard let help = message.range(of: "\nHelp:") ?? message.range(of: "\nUsage:") else { return message + "\n" + line.dropLast() }
        return String(message[...help.lowerBound]) + line + String(message[message.index(after: help.lowerBound)...])
    }
}
