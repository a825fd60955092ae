import AXReport
import AXRules
import AXRuntime
import AXWorkflows
import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

struct CheckCommand: ParsableCommand, AsyncCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "The pre-merge check: fail when a change makes the app less accessible.",
        usage: "axdiff check [<options>] [-- <path> ...]",
        discussion: """
            Compares the merge base of the base and head with the head (what a pull request's \
            "Files changed" shows) and fails when a regression at or above --fail-on remains.

            The base defaults to the upstream of the current branch, else origin/HEAD, else \
            main, else master; the head to the working tree when it has changed snapshots or \
            an uncommitted .axdiff.yml or .axdiff-accept.yml, else HEAD. axdiff says which it \
            chose, the merge base it compares, and which configuration files it read (the \
            head's; with --config-from base, the merge base's, so a change cannot loosen the \
            check that judges it). A change that loosens .axdiff.yml or .axdiff-accept.yml (a \
            rule off or lowered, fewer files under the roots, more ignored, an acceptance by \
            wildcard) is reported as a finding of its own, check-weakened.

            When neither side holds a snapshot, nothing was checked: the check says where it \
            looked and exits 2 (--allow-empty passes a repository that has none yet).

            A snapshot deleted, or moved out of the snapshot roots, is a screen the check no \
            longer sees: reported as lost coverage ("no longer recorded", in the summary \
            line and a section of every report), not as a regression. It fails the check \
            only with `coverage: fail` in .axdiff.yml, unless accepted (rule screen-removed). \
            A file git sees as renamed is compared with its old self, and so is a screen \
            split into several files.

            Regressions listed in .axdiff-accept.yml (with a reason, and optionally an expiry \
            date) are reported as accepted and do not fail the check; entries that match \
            nothing are reported so the file stays clean.

            One run can write several reports for CI:
              axdiff check --base origin/main --format text \\
                --report sarif=axdiff.sarif --report junit=axdiff.xml --report markdown=comment.md

            Exit codes: 0 nothing at or above --fail-on, 1 regressions at or above it (or \
            screens no longer recorded, with coverage: fail), \
            2 usage or input error (a snapshot that cannot be read, or a shallow clone \
            without the merge base, included).
            See docs/ci.md for ready-to-copy CI recipes.
            """
    )

    @Option(help: ArgumentHelp("The branch or revision the change will merge into (default: upstream, origin/HEAD, main, master).", valueName: "rev"))
    var base: String?

    @Option(help: ArgumentHelp("The revision to check (default: the working tree if it has changed snapshots or configuration, else HEAD).", valueName: "rev"))
    var head: String?

    @Option(help: "Fail on regressions at or above this severity: error, warning, notice or never.")
    var failOn: FailOn = .error

    @Option(help: "Format of standard output: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the --format output to this file instead of standard output.", valueName: "path"))
    var output: String?

    @Option(name: .customLong("report"), help: ArgumentHelp("Also write FORMAT to PATH, e.g. sarif=axdiff.sarif (repeatable).", valueName: "format=path"))
    var reports: [ReportRequest] = []

    @Flag(help: "Pass when neither side holds a snapshot (a repository that has none yet) instead of stopping with exit 2.")
    var allowEmpty = false

    @Option(help: ArgumentHelp("Whose .axdiff.yml and .axdiff-accept.yml judge the change: head (the change's own) or base (the merge base's, so a change cannot loosen the check that judges it).", valueName: "side"))
    var configFrom: CheckWorkflow.ConfigurationSide = .head

    @OptionGroup var colors: ColorOptions

    @OptionGroup var repository: RepositoryOptions

    @OptionGroup var density: DensityOptions

    @Argument(parsing: .postTerminator, help: ArgumentHelp("Paths after -- narrow the screens checked.", valueName: "path"))
    var paths: [String] = []

    enum FailOn: String, ExpressibleByArgument, CaseIterable {
        case error, warning, notice, never

        var severity: Severity? { self == .never ? nil : Severity(rawValue: rawValue) }
    }

    struct ReportRequest: ExpressibleByArgument {
        var format: ReportFormat
        var path: String

        init?(argument: String) {
            guard let equals = argument.firstIndex(of: "="), let format = ReportFormat(rawValue: String(argument[..<equals])) else { return nil }
            let path = String(argument[argument.index(after: equals)...])
            guard !path.isEmpty else { return nil }
            self.format = format
            self.path = path
        }
    }

    func validate() throws {
        var seen: [String: String] = [:]
        // Without --output, the --format report goes to standard output.
        let main = output.map { ("--output ", $0) } ?? ("", "-")
        for (name, path) in [main] + reports.map({ ("--report \($0.format.rawValue)=", $0.path) }) {
            guard let key = FileIO.identity(of: path) else { continue }
            if let earlier = seen[key] {
                if earlier == "-" {
                    throw ValidationError("\(name)\(path) writes to standard output, where the --format report goes: give it a file of its own, or ask for that format with --format")
                }
                throw ValidationError("\(earlier) and \(name)\(path) write the same file: give each report a path of its own")
            }
            seen[key] = name + path
        }
    }

    func execute() async throws {
        let request = CheckWorkflow.Request(
            base: base, head: head, failOn: failOn.severity, paths: LongOperands.restore(paths), repo: repository.path,
            directory: currentDirectory(), today: Clock.today(), density: density.value, configuration: repository.override,
            allowEmpty: allowEmpty, configurationFrom: configFrom)
        let outcome: CheckWorkflow.Outcome
        do {
            outcome = try await CheckWorkflow.run(request, toolVersion: axdiffVersion)
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        Console.notes(outcome.notes)
        for warning in outcome.warnings { Console.err(warning.description + "\n") }
        let report = outcome.report
        do {
            for extra in reports {
                try FileIO.writeAtomically(Array(extra.format.render(report, showChanges: false, links: .fromEnvironment).utf8), to: extra.path)
            }
            if let output {
                try FileIO.writeAtomically(Array(format.render(report, showChanges: false, links: .fromEnvironment).utf8), to: output)
            } else {
                Console.out(format.render(report, style: colors.style, showChanges: false, links: .fromEnvironment))
            }
        } catch {
            Console.err(error.description + "\n")
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if !report.errors.isEmpty {
            for error in report.errors { Console.err(error + "\n") }
            throw ExitCode(ExitStatus.usageOrInput)
        }
        if !report.passes { throw ExitCode(ExitStatus.regressions) }
    }
}

extension ReportFormat: ExpressibleByArgument {}

extension CheckWorkflow.ConfigurationSide: ExpressibleByArgument {}

/// Today's date at the edge of the program, in UTC.
enum Clock {
    static func today() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        let year = Int(parts.tm_year) + 1900, month = Int(parts.tm_mon) + 1, day = Int(parts.tm_mday)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }
}
