import ArgumentParser

/// The version printed by `axdiff --version`.
let axdiffVersion = "0.1.0"

struct Axdiff: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "axdiff",
        abstract: "Catch accessibility regressions by diffing VoiceOver's view of your app across git revisions.",
        discussion: """
            axdiff reads accessibility-tree snapshots (*.axsnap.json files: labels, values, traits, \
            frames, grouping, modal views, reading order) and tells you what a VoiceOver, TalkBack \
            or web screen reader user would hear, and what changed between two versions.

            Start with:
              axdiff show snapshots/Settings.axsnap.json     how VoiceOver reads one screen
              axdiff diff                                    what your uncommitted snapshots change
              axdiff check --base origin/main                the pre-merge check
              axdiff history                                 which commit introduced what

            Snapshots live under snapshots/ (or the roots in .axdiff.yml); revisions are \
            anything git understands. docs/ in the axdiff repository explains the format, \
            the rules, the workflows and CI recipes.

            Exit codes: 0 success, 1 regressions at or above the threshold (or a failed \
            --check), 2 usage or input error; bisect-run uses 0, 1, 125 and 128.
            """,
        version: axdiffVersion,
        subcommands: [InitCommand.self, ShowCommand.self, DiffCommand.self, CheckCommand.self, HistoryCommand.self, BisectCommand.self, BisectRunCommand.self, AuditCommand.self, ListCommand.self, ValidateCommand.self, FormatCommand.self, ImportCommand.self, CaptureCommand.self, RulesCommand.self]
    )
}
