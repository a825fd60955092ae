import AXGit
import AXModel
import AXReport
import AXRules

/// `axdiff diff`: what changed for a VoiceOver user between two revisions, the working tree,
/// the index, or two plain files.
public enum DiffWorkflow {
    public struct Request: Sendable {
        /// Zero, one or two revisions; one may be a range `A..B` or `A...B`.
        public var revisions: [String]
        /// Paths (after `--`) that narrow the screens compared.
        public var paths: [String]
        /// Compare with the index instead of the working tree.
        public var staged: Bool
        /// `--repo`; nil searches up from `directory`.
        public var repo: String?
        /// The current directory.
        public var directory: String
        /// `--density`: pixels per dp of Android snapshots in pixels that state none.
        public var density: Double?
        /// `--config` (or `AXDIFF_CONFIG`): the configuration for the whole run.
        public var configuration: ConfigurationOverride?

        public init(
            revisions: [String], paths: [String] = [], staged: Bool = false, repo: String? = nil, directory: String, density: Double? = nil,
            configuration: ConfigurationOverride? = nil
        ) {
            self.configuration = configuration
            self.density = density
            self.revisions = revisions
            self.paths = paths
            self.staged = staged
            self.repo = repo
            self.directory = directory
        }
    }

    public struct Outcome: Sendable {
        public var report: Report
        public var warnings: [Diagnostic]
        /// Which configuration was read, for standard error (none for two plain files).
        public var notes: [String] = []
        /// What the run loaded (see `LoadedData`), for the caller to free when it chooses.
        public var loaded = LoadedData()
    }

    public static func run(_ request: Request, toolVersion: String) async throws(WorkflowError) -> Outcome {
        if request.revisions.count == 2, !request.staged, request.paths.isEmpty,
           request.revisions.allSatisfy(FileIO.isRegularFile)
        {
            return try await files(request.revisions[0], request.revisions[1], density: request.density, toolVersion: toolVersion)
        }
        let repository: Repository
        let (base, head): (Side, Side)
        do {
            repository = try RepositoryContext.discover(repo: request.repo, directory: request.directory)
            (base, head) = try sources(request, repository)
        } catch {
            throw missingFile(request) ?? error
        }
        // The configuration of the head: a commit's, the index's, or the working tree's; the
        // paths resolved beside it.
        let (context, arguments) = try PathArguments.resolve(
            request.paths, repository: repository, directory: request.directory, repo: request.repo, existingIn: [base.source, head.source]
        ) { () throws(WorkflowError) in
            try RepositoryContext(repository: repository, configurationSource: head.source, override: request.configuration, directory: request.directory)
        }
        let paths = arguments.narrowing
        let engine = RuleEngine(configuration: context.configuration.overriding(density: request.density))
        let outcome = try await ScreenComparison.run(context, from: base.source, to: head.source, paths: paths, engine: engine, singleJobOnBothCores: true)
        let report = Report(toolVersion: toolVersion, base: base.revision, head: head.revision, screens: outcome.screens, coverage: outcome.coverage, readErrors: outcome.readErrors)
        var notes = context.configurationNotes()
        if outcome.screens.isEmpty && outcome.coverage.isEmpty && outcome.readErrors.isEmpty,
           let empty = try context.nothingToCheck(at: [base.source, head.source], paths: paths)
        {
            notes.append("warning: " + empty)
        }
        return Outcome(report: report, warnings: outcome.warnings, notes: notes, loaded: LoadedData(context, arguments))
    }

    /// When two operands were meant as files and one is not there: a file and something that
    /// is neither a file nor, in a repository, a revision. Said of the missing one, instead of
    /// "not inside a git repository" or "unknown revision" about the file that exists.
    static func missingFile(_ request: Request) -> WorkflowError? {
        guard request.revisions.count == 2, !request.staged, request.paths.isEmpty else { return nil }
        let isFile = request.revisions.map(FileIO.isRegularFile)
        guard let file = isFile.firstIndex(of: true), let other = isFile.firstIndex(of: false) else { return nil }
        return .io(path: request.revisions[other], message: "no such file; '\(request.revisions[file])' is a file, so two snapshot files were to be compared: check this path")
    }

    /// Two snapshot files outside any repository.
    static func files(_ old: String, _ new: String, density: Double? = nil, toolVersion: String) async throws(WorkflowError) -> Outcome {
        // Opened here, so a missing or unreadable file is said before anything is compared;
        // read where each side is loaded, on its own core (see `ScreenComparison`).
        let oldFile = try FileIO.openFile(old), newFile = try FileIO.openFile(new)
        func job(_ old: ScreenInput, _ new: ScreenInput) -> ScreenJob {
            ScreenJob(path: new.path, oldPath: old.path == new.path ? nil : old.path, status: .modified, old: old, new: new)
        }
        let cache = ScreenCache(options: .init())
        let engine = RuleEngine(configuration: Configuration().overriding(density: density))
        if RepositoryContext.holdsEntries(old) || RepositoryContext.holdsEntries(new) {
            // Two Vitest `.snap` files: compared entry by entry, as in a repository.
            let job = job(ScreenInput(path: old, blob: nil, bytes: try oldFile.read()), ScreenInput(path: new, blob: nil, bytes: try newFile.read()))
            let outcome = ScreenComparison.runSerially(RepositoryContext.entryJobs(job), engine: engine, cache: cache)
            if let failure = outcome.failures.first { throw failure }
            let screens = outcome.screens.map { screen in
                var screen = screen
                screen.oldPath = nil
                return screen
            }
            return Outcome(report: Report(toolVersion: toolVersion, base: .init(rev: old), head: .init(rev: new), screens: screens), warnings: outcome.warnings)
        }
        let (comparison, loaded) = ScreenComparison.compareAlone(job(ScreenInput(file: oldFile), ScreenInput(file: newFile)), engine: engine, cache: cache)
        switch comparison {
        case .success(let (screen, warnings)):
            var report = Report(toolVersion: toolVersion, base: .init(rev: old), head: .init(rev: new))
            if var screen {
                screen.oldPath = nil
                report.screens = [screen]
            }
            return Outcome(report: report, warnings: warnings, loaded: loaded)
        case .failure(let error):
            throw error
        }
    }

    /// A side of the comparison: where to read and how to name it.
    struct Side {
        var source: TreeSource
        var revision: Report.Revision
    }

    static func sources(_ request: Request, _ repository: Repository) throws(WorkflowError) -> (Side, Side) {
        func commit(_ spec: String) throws(WorkflowError) -> Side {
            let info = try RepositoryContext.commit(spec, in: repository)
            return Side(source: .commit(info.id), revision: .init(rev: spec, commit: info.id.hex))
        }
        // The index or the working tree, for the forms that compare with local work.
        func local() throws(WorkflowError) -> Side {
            if request.staged { return Side(source: .index, revision: .init(rev: "index")) }
            guard repository.workdir != nil else {
                throw .usage("this is a bare repository, which has no working tree: name two revisions, e.g. `axdiff diff main HEAD`")
            }
            return Side(source: .workingTree, revision: .init(rev: "working tree"))
        }
        switch request.revisions.count {
        case 0:
            return (try commit("HEAD"), try local())
        case 1:
            let spec = request.revisions[0]
            let range: ResolvedRange?
            do {
                range = try repository.revisions.range(spec)
            } catch {
                throw .git(error)
            }
            if let range {
                if request.staged { throw .usage("--staged compares with the index; it cannot be combined with the range '\(spec)'") }
                let base = Report.Revision(rev: range.left, commit: range.leftCommit.id.hex, mergeBase: range.base.id == range.leftCommit.id ? nil : range.base.id.hex)
                return (Side(source: .commit(range.base.id), revision: base),
                        Side(source: .commit(range.head.id), revision: .init(rev: range.right, commit: range.head.id.hex)))
            }
            return (try commit(spec), try local())
        case 2:
            if request.staged { throw .usage("--staged compares a revision with the index; name one revision at most") }
            return (try commit(request.revisions[0]), try commit(request.revisions[1]))
        default:
            throw .usage("too many revisions: give at most two (`axdiff diff A B`), or a range (`A..B`, `A...B`); put paths after `--`")
        }
    }
}
