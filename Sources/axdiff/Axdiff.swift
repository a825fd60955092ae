import ArgumentParser

/// The version printed by `axdiff --version`.
let axdiffVersion = "0.1.0"

struct Axdiff: ParsableCommand {
    /// Computed, for it speaks the language of the repository it runs in (`HelpContext`).
    static var configuration: CommandConfiguration {
        CommandConfiguration(
            commandName: "axdiff",
            abstract: HelpContext.isWeb
                ? "Catch accessibility regressions by diffing what screen readers say of your pages across git revisions."
                : "Catch accessibility regressions by diffing what screen readers say of your app across git revisions.",
            discussion: discussion,
            version: axdiffVersion,
            subcommands: [
                InitCommand.self, ShowCommand.self, DiffCommand.self, CheckCommand.self, HistoryCommand.self, BisectCommand.self,
                BisectRunCommand.self, AuditCommand.self, ListCommand.self, ValidateCommand.self, FormatCommand.self,
                ImportCommand.self, CaptureCommand.self, RulesCommand.self,
            ]
        )
    }

    static var discussion: String {
        let example = HelpContext.example
        let screen = HelpContext.isWeb ? "page" : "screen"
        let start = HelpContext.isWeb
            ? """
              axdiff init
                  find the snapshots your tests write and name them in .axdiff.yml
              axdiff show \(example)
                  how a screen reader reads one page
              axdiff check --base origin/main
                  the pre-merge check
              axdiff history
                  which commit introduced or fixed what
            """
            : """
              axdiff show \(example)
                  how \(HelpContext.readers) reads one screen
              axdiff diff
                  what your uncommitted snapshots change
              axdiff check --base origin/main
                  the pre-merge check
              axdiff history
                  which commit introduced or fixed what
            """
        return """
            axdiff reads the accessibility snapshots your tests already keep in git, and tells \
            you what \(HelpContext.readers) would say of each \(screen), and what changed between \
            two versions: lost labels and roles, unreachable elements, focus order, headings, \
            landmarks, target sizes, each with its severity and WCAG criterion. It reads:
            \(HelpContext.formats)

            Start with:
            \(start)

            With no .axdiff.yml, snapshots are found under snapshots/, in Playwright's \
            *-snapshots folders (*.yml, *.yaml), as *.aria.yml files and in Vitest's \
            __snapshots__/*.snap files; `axdiff init` writes one for what the repository holds, \
            and --config FILE (or AXDIFF_CONFIG) names one for a whole run. Revisions are \
            anything git understands. docs/ in the axdiff repository explains the format, the \
            rules, the workflows and CI recipes.

            Exit codes: 0 success, 1 regressions at or above the threshold (or a failed \
            --check), 2 usage or input error; bisect-run uses 0, 1, 125 and 128.
            """
    }
}
