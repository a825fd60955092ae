import AXGit
import AXImport
import AXModel
import AXReport
import AXRules

/// An open repository with the configuration that applies, and the screen cache of the run.
///
/// One rule says where `.axdiff.yml` (and, for `check`, `.axdiff-accept.yml`) come from: the
/// head of the comparison, that is the commit when the head is a commit, the index with
/// `--staged`, the working tree when the head is the working tree. Commands without a head
/// (`rules`, and the first look at a repository) read the working tree's, or HEAD's in a bare
/// repository. When the head has no `.axdiff.yml` (a history recorded before anyone wrote
/// one), the repository's current one applies: the working tree's, or HEAD's in a bare
/// repository. A file named for the run (`--config`, `AXDIFF_CONFIG`) applies to everything
/// instead. `configurationNotes()` says which file was used.
public final class RepositoryContext {
    public let repository: Repository
    public let configuration: Configuration
    /// The head of the comparison: where `.axdiff.yml` is looked for first, and where
    /// `.axdiff-accept.yml` is read from.
    public let configurationSource: TreeSource
    /// False when no `.axdiff.yml` was found (the defaults apply).
    public let configurationFound: Bool
    /// Where the configuration in use was read from.
    public let configurationOrigin: ConfigurationOrigin
    /// The file named for the run, if any: every context of the run reads it.
    public let override: ConfigurationOverride?
    /// The directory `override` is relative to.
    let directory: String
    /// The run's parsed screens, which also keeps the bytes read until they are parsed.
    public let cache: ScreenCache

    /// Opens the repository containing `directory` (or `repo` when given) and reads
    /// `.axdiff.yml` from `configurationSource` (nil: the working tree, else HEAD), or the
    /// file `override` names.
    public convenience init(
        repo: String?, directory: String, configurationSource: TreeSource? = nil, override: ConfigurationOverride? = nil
    ) throws(WorkflowError) {
        try self.init(
            repository: try Self.discover(repo: repo, directory: directory), configurationSource: configurationSource,
            override: override, directory: directory)
    }

    /// The repository containing `directory`, or at `repo` (relative to `directory`) when
    /// given; no configuration is read yet, as which copy applies depends on the head.
    public static func discover(repo: String?, directory: String) throws(WorkflowError) -> Repository {
        do throws(GitError) {
            return try Repository.discover(
                startingAt: repo.map { $0.hasPrefix("/") ? $0 : directory + "/" + $0 } ?? directory,
                environment: .current(directory: directory))
        } catch {
            throw .git(error)
        }
    }

    /// An open repository, with `.axdiff.yml` read from `configurationSource` (nil: the
    /// working tree, else HEAD), or from the repository's current copy when that source has
    /// none and `fallback` allows it; `override` (read relative to `directory`) replaces both.
    public init(
        repository: Repository, configurationSource: TreeSource? = nil, override: ConfigurationOverride? = nil,
        directory: String = ".", fallback: Bool = true
    ) throws(WorkflowError) {
        self.repository = repository
        self.override = override
        self.directory = directory
        let source = configurationSource ?? Self.currentSource(of: repository)
        self.configurationSource = source
        let text: String?
        let origin: ConfigurationOrigin
        if let override {
            text = try override.text(directory: directory)
            origin = .file(override)
        } else if let found = try Self.readText(ConfigurationFile.name, repository, at: source) {
            text = found
            origin = .source(source)
        } else if fallback, case let current = Self.currentSource(of: repository), current != source,
                  let found = try Self.readText(ConfigurationFile.name, repository, at: current)
        {
            text = found
            origin = .fallback(current, missingAt: source)
        } else {
            text = nil
            let current = Self.currentSource(of: repository)
            origin = .defaults(lookedAt: fallback && current != source ? [source, current] : [source])
        }
        configurationOrigin = origin
        configurationFound = text != nil
        var configuration: Configuration
        do {
            configuration = try text.map { text throws(ConfigurationError) in
                try ConfigurationFile.parse(text, path: override?.path ?? ConfigurationFile.name)
            } ?? Configuration()
        } catch {
            throw .configuration(Self.located(error, origin: origin))
        }
        if case .fallback = origin {
            // A revision before the configuration kept its snapshots where the defaults look
            // (no configuration was needed then) or where the current one says (it was written
            // later for them): both are searched.
            configuration.snapshotRoots += Configuration.defaultSnapshotRoots.filter { !configuration.snapshotRoots.contains($0) }
        }
        self.configuration = configuration
        cache = ScreenCache(options: .init(rowTolerance: configuration.options.rowTolerance), engine: RuleEngine(configuration: configuration))
    }

    /// Where the repository's current configuration is: the working tree, or HEAD in a bare
    /// repository (the working tree too when HEAD is unborn).
    static func currentSource(of repository: Repository) -> TreeSource {
        guard repository.workdir == nil else { return .workingTree }
        do {
            return .commit(try repository.revisions.commit("HEAD").id)
        } catch {
            return .workingTree
        }
    }

    /// This context with `.axdiff.yml` read from `source` instead (the head, once known);
    /// itself when it already reads from there. The file named for the run still applies.
    /// `fallback` false reads that source's file or the defaults, never the current one
    /// (`check --config-from base`: the base's configuration, whatever the change adds).
    public func reading(from source: TreeSource, fallback: Bool = true) throws(WorkflowError) -> RepositoryContext {
        if source == configurationSource && (fallback || !Self.isFallback(configurationOrigin)) { return self }
        return try RepositoryContext(repository: repository, configurationSource: source, override: override, directory: directory, fallback: fallback)
    }

    private static func isFallback(_ origin: ConfigurationOrigin) -> Bool {
        if case .fallback = origin { return true }
        return false
    }

    /// `.axdiff-accept.yml` from where this context's configuration comes from, and whether
    /// the file was there.
    public func acceptances() throws(WorkflowError) -> (file: AcceptanceFile, found: Bool) {
        guard let text = try Self.readText(AcceptanceFile.name, repository, at: configurationSource) else { return (AcceptanceFile(), false) }
        do {
            return (try AcceptanceFile.parse(text), true)
        } catch {
            throw .configuration(Self.located(error, at: configurationSource))
        }
    }

    /// Where the snapshot roots come from, for messages: `from .axdiff.yml`, `from ci.yml
    /// (--config)`, `the default`.
    public var rootsOrigin: String {
        switch configurationOrigin {
        case .source, .fallback: "from \(ConfigurationFile.name)"
        case .file(let override): "from \(DiagnosticText.escape(override.path)) (\(override.origin))"
        case .defaults: "the default"
        }
    }

    /// Which configuration files the run used, for standard error: `configuration:
    /// .axdiff.yml from commit 1a2b3c4`; with `acceptances` (check), the same for
    /// `.axdiff-accept.yml`; and a warning for each that has uncommitted changes the run does
    /// not use, so an edit is never silently ignored.
    public func configurationNotes(acceptances: (file: AcceptanceFile, found: Bool)? = nil, warningOfLocalChanges: Bool = true) -> [String] {
        let from = configurationSource.description
        var notes: [String] = []
        var files: [String] = []
        switch configurationOrigin {
        case .source:
            notes.append("configuration: \(ConfigurationFile.name) from \(from)")
            files.append(ConfigurationFile.name)
        case .fallback(let current, let missing):
            notes.append("configuration: \(ConfigurationFile.name) from \(current) (\(missing) has none; the repository's current one applies, with the default snapshot roots besides its own)")
        case .file(let override):
            notes.append("configuration: \(DiagnosticText.escape(override.path)) (\(override.origin)), for both sides of every comparison in this run; \(ConfigurationFile.name) in the repository is not read")
        case .defaults(let looked):
            notes.append("configuration: no \(ConfigurationFile.name) in \(looked.map(\.description).joined(separator: " or ")); the defaults apply (snapshots: \(Configuration.defaultSnapshotRoots.joined(separator: ", ")))")
            files.append(ConfigurationFile.name)
        }
        notes += configuration.notes
        if let acceptances {
            let count = acceptances.file.entries.count
            notes.append(acceptances.found
                ? "acceptances: \(AcceptanceFile.name) from \(from) (\(count) entr\(count == 1 ? "y" : "ies"))"
                : "acceptances: no \(AcceptanceFile.name) in \(from)")
            files.append(AcceptanceFile.name)
        }
        // The default roots are searched wherever they may be; only roots a file names are
        // expected to select something.
        if configurationFound && configuration.snapshotRoots != Configuration.defaultSnapshotRoots && !Self.isFallback(configurationOrigin) {
            let named = override.map { DiagnosticText.escape($0.path) } ?? ConfigurationFile.name
            for root in configuration.snapshotRoots where !selectsAnyFile(root) {
                if let submodule = repository.snapshots.submodule(containing: root, at: configurationSource) {
                    notes.append("warning: the snapshot root '\(DiagnosticText.escape(root))' of \(named) is inside the submodule '\(DiagnosticText.escape(submodule))', another repository that axdiff does not read from here: run axdiff in it (`axdiff --repo \(DiagnosticText.escape(submodule)) …`, with the root relative to it)")
                    continue
                }
                notes.append("warning: the snapshot root '\(DiagnosticText.escape(root))' of \(named) selects no file in \(from): check its spelling (paths are from the repository's top)")
            }
        }
        for name in files where warningOfLocalChanges && unusedLocalChanges(name) {
            notes.append("warning: \(name) in the working tree differs from the one in \(from) and is not used by this run: commit it, or compare with the working tree")
        }
        return notes
    }

    /// Whether a configured snapshot root names anything where the configuration was read: a
    /// folder or file that exists, or a pattern that matches a file.
    func selectsAnyFile(_ root: String) -> Bool {
        if repository.workdir == nil && (configurationSource == .workingTree || configurationSource == .index) { return true }
        if root.contains(where: { "*?[".contains($0) }) {
            return (try? repository.snapshots.files(at: configurationSource, roots: [root]).isEmpty == false) ?? true
        }
        return (try? repository.snapshots.pathExists(root, at: configurationSource)) ?? true
    }

    /// True when the working tree's copy of a file differs from the one read here.
    func unusedLocalChanges(_ name: String) -> Bool {
        guard configurationSource != .workingTree, repository.workdir != nil else { return false }
        let local = try? repository.snapshots.fileID(path: name, at: .workingTree)
        let used = try? repository.snapshots.fileID(path: name, at: configurationSource)
        return local != used
    }

    /// A file's text at `source`; nil when it is not there (nor is a working tree in a bare
    /// repository).
    static func readText(_ name: String, _ repository: Repository, at source: TreeSource) throws(WorkflowError) -> String? {
        if repository.workdir == nil && (source == .workingTree || source == .index) { return nil }
        do {
            return try repository.snapshots.readFile(path: name, at: source).map { String(decoding: $0, as: UTF8.self) }
        } catch {
            throw .git(error)
        }
    }

    /// A configuration error, saying which copy of the file it is in when not the one on disk.
    static func located(_ error: ConfigurationError, at source: TreeSource) -> String {
        source == .workingTree ? error.description : "\(error.description) (in \(error.path) at \(source))"
    }

    /// A configuration error, saying which copy of the file it is in.
    static func located(_ error: ConfigurationError, origin: ConfigurationOrigin) -> String {
        switch origin {
        case .source(let source), .fallback(let source, _): located(error, at: source)
        case .file(let override): "\(error.description) (\(override.origin))"
        case .defaults: error.description
        }
    }

    /// Resolves a revision to a commit, with an error that quotes it.
    public func commit(_ spec: String) throws(WorkflowError) -> CommitInfo {
        try Self.commit(spec, in: repository)
    }

    /// Resolves a revision to a commit, with an error that quotes it.
    static func commit(_ spec: String, in repository: Repository) throws(WorkflowError) -> CommitInfo {
        do {
            return try repository.revisions.commit(spec)
        } catch {
            throw .git(error)
        }
    }

    /// The changed screens between two sources as comparison jobs, with the bytes of every
    /// blob not parsed before in this run.
    public func jobs(from base: TreeSource, to head: TreeSource, paths: NarrowingPaths) throws(WorkflowError) -> [ScreenJob] {
        var jobs: [ScreenJob] = []
        try submitJobs(from: base, to: head, paths: paths) { job in
            jobs.append(job)
            return jobs.count - 1
        }
        return jobs
    }

    /// The changed screens between two sources, each handed to `submit` as soon as its bytes
    /// are read (see `ScreenComparison.streaming`).
    public func submitJobs(from base: TreeSource, to head: TreeSource, paths: NarrowingPaths, _ submit: (ScreenJob) -> Int) throws(WorkflowError) {
        let changes: [FileChange]
        do {
            // The paths were checked against the whole comparison by `PathArguments`.
            changes = try repository.diff.changes(from: base, to: head, roots: configuration.snapshotRoots, narrowing: paths)
        } catch {
            throw .git(error)
        }
        // Only git's rename detection (which pairs identical blobs too) pairs two paths as one
        // screen; a snapshot renamed out of the roots, or to an ignored path, is no longer
        // recorded, as one deleted is.
        let roots = configuration.snapshotRoots
        var kept: [FileChange] = []
        var movedOut: Set<Int> = []
        for change in changes {
            let ignored = configuration.isIgnored(path: change.path)
            if change.status == .renamed, let old = change.oldPath, !configuration.isIgnored(path: old),
               ignored || !repository.diff.isInRoots(change.path, roots: roots)
            {
                movedOut.insert(kept.count)
            } else if ignored {
                continue
            }
            kept.append(change)
        }
        var prepared: [PreparedKey: ScreenInput] = [:]
        let splits = splitScreens(kept, excluding: movedOut, from: base, to: head, prepared: &prepared)
        let baselines = siblingBaselines(of: kept, at: base, paths: paths)
        let parts = Set(splits.values.flatMap { $0 })
        func side(_ path: String, _ blob: ObjectID, _ source: TreeSource, claiming: Bool) -> ScreenInput {
            if claiming, let ready = prepared.removeValue(forKey: PreparedKey(path: path, blob: blob)) { return ready }
            return input(path: path, blob: blob, source: source, claiming: claiming)
        }
        for (index, change) in kept.enumerated() where !parts.contains(index) || splits[index] != nil {
            let oldPath = change.oldPath ?? change.path
            let entries = Self.holdsEntries(change.path) || Self.holdsEntries(oldPath)
            let old = change.oldBlob.map { side(oldPath, $0, base, claiming: !entries) }
            let job: ScreenJob
            if movedOut.contains(index) {
                job = ScreenJob(path: oldPath, oldPath: nil, status: .removed, old: old, new: nil, movedTo: change.path)
            } else if let split = splits[index] {
                // The first part is this change's own new side when it is a rename.
                let sides = split.map { part in kept[part].newBlob.map { side(kept[part].path, $0, head, claiming: true) } }.compactMap { $0 }
                job = ScreenJob(path: sides[0].path, oldPath: oldPath, status: .split, old: old, new: sides[0], parts: Array(sides.dropFirst()))
            } else {
                let status: ScreenReport.Status
                switch change.status {
                case .added: status = .added
                case .removed: status = .removed
                case .modified: status = .modified
                case .renamed: status = .renamed
                }
                let new = change.newBlob.map { side(change.path, $0, head, claiming: !entries) }
                job = ScreenJob(path: change.path, oldPath: change.status == .renamed ? change.oldPath : nil, status: status, old: old, new: new,
                                siblings: status == .added ? baselines[Self.folder(of: change.path)] : nil)
            }
            for each in entries ? Self.entryJobs(job) : [job] { _ = submit(each) }
        }
        // Inputs read to find splits and not used (none, unless a side was read twice).
        for (key, input) in prepared where input.counted { cache.done(with: key.blob, at: key.path) }
    }

    /// Whether a snapshot file holds several screens (a Vitest `.snap` file, one ARIA snapshot
    /// per `exports[…]` entry), as its format says: decided by the name, before the bytes are
    /// read, for such a file is split by its bytes rather than parsed through the cache.
    static func holdsEntries(_ path: String) -> Bool { ImportFormat.ofSeveralScreens(named: path) != nil }

    /// A change to a file of several screens as one job per screen that changed, named by its
    /// entry's key: an entry on both sides with a different text, an entry added, an entry
    /// removed. An entry whose text is the same on both sides is not compared. When a side
    /// cannot be read as entries, the job is that side alone, whose loading says why (nothing
    /// is compared with it, so no screen is taken for added or removed).
    static func entryJobs(_ job: ScreenJob) -> [ScreenJob] {
        // Both sides are read as the format of the side named as such (one side of a rename may
        // not be); a side that is not of it cannot be read as entries.
        let format = [job.new?.path, job.old?.path, job.path].lazy.compactMap { $0.flatMap(ImportFormat.ofSeveralScreens(named:)) }.first
        func entries(_ input: ScreenInput?) -> [SnapshotEntry]? {
            guard let input else { return [] }
            guard input.error == nil, let bytes = input.bytes, let format else { return nil }
            return (try? Importer.screenEntries(TextEncoding.utf8(bytes), format: format, path: input.path))?.filter(holdsAriaSnapshot)
        }
        let (before, after) = (entries(job.old), entries(job.new))
        guard let before, let after else {
            var unreadable = job
            if before != nil { unreadable.old = nil }
            if after != nil { unreadable.new = nil }
            return [unreadable]
        }
        func side(_ input: ScreenInput?, _ entry: SnapshotEntry) -> ScreenInput? {
            // The file's blob, which with the key names the screen; only the entry's text is
            // parsed (the cache, which holds one screen per blob, is not asked).
            input.map { ScreenInput(path: $0.path, blob: $0.blob, bytes: nil, entry: entry) }
        }
        var oldEntries: [String: SnapshotEntry] = [:]
        for entry in before where oldEntries[entry.key] == nil { oldEntries[entry.key] = entry }
        var seen = Set<String>()
        var jobs: [ScreenJob] = []
        for entry in after where seen.insert(entry.key).inserted {
            if let previous = oldEntries[entry.key] {
                if previous.body == entry.body && job.status == .modified { continue }
                jobs.append(ScreenJob(path: job.path, oldPath: job.oldPath, status: job.status, old: side(job.old, previous), new: side(job.new, entry)))
            } else {
                jobs.append(ScreenJob(path: job.path, oldPath: nil, status: .added, old: nil, new: side(job.new, entry)))
            }
        }
        for entry in before where seen.insert(entry.key).inserted {
            jobs.append(ScreenJob(path: job.old?.path ?? job.path, oldPath: nil, status: .removed, old: side(job.old, entry), new: nil, movedTo: job.movedTo))
        }
        return jobs
    }

    /// Whether an entry of a Vitest `.snap` file is an ARIA snapshot (`toMatchAriaSnapshot`), a
    /// YAML list of roles: its first line that is neither blank nor a comment starts with `-`.
    /// The other entries of such a file (`toMatchSnapshot` of markup, objects or strings,
    /// which Jest's `.snap` files hold too) are no accessibility tree and are not compared, so
    /// a default root that finds every `__snapshots__/*.snap` file reads only what it can.
    static func holdsAriaSnapshot(_ entry: SnapshotEntry) -> Bool {
        for line in entry.body.split(whereSeparator: \.isNewline) {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            return trimmed.hasPrefix("-")
        }
        return false
    }

    /// One side of a job. Its blob's bytes are read unless a job of this run already holds
    /// that blob, and handed to the cache (`ScreenCache.use`), which the side then counts as a
    /// user of (`counted`). A blob that cannot be read gives an input with the error, reported
    /// with that screen. `claiming` false reads the bytes into the input instead, whoever else
    /// has them (a file of several screens is split by its bytes, not parsed through the cache).
    func input(path: String, blob: ObjectID, source: TreeSource, claiming: Bool = true) -> ScreenInput {
        if claiming && !cache.use(blob, at: path) {
            return ScreenInput(path: path, blob: blob, bytes: nil, counted: true)
        }
        do {
            let bytes = try repository.snapshots.contents(of: SnapshotFile(path: path, blob: blob, source: source))
            guard claiming else { return ScreenInput(path: path, blob: blob, bytes: bytes) }
            cache.provide(bytes, for: blob, at: path)
            return ScreenInput(path: path, blob: blob, bytes: nil, counted: true)
        } catch {
            if claiming { cache.forget(blob, at: path) }
            // The failure is this screen's, not the run's: it is reported with the others.
            return ScreenInput(path: path, blob: nil, bytes: nil, error: .git(error))
        }
    }
}
