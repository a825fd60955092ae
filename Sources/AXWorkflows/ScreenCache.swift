import AXDiff
import AXGit
import AXImport
import AXModel
import AXRules
import class Foundation.NSLock

/// A screen read once per run: the snapshot's header and its VoiceOver model. Cached by
/// blob id and path, so each distinct blob is parsed once per run at each path it is read at.
public struct LoadedScreen: Sendable {
    public var header: ScreenDiff.SnapshotHeader
    public var model: VoiceOverModel
    public var warnings: [Diagnostic]
    /// The state rules' hits on this snapshot, computed once with it when the cache knows the
    /// rule engine (a history compares most snapshots twice: with their parent and child).
    public var stateHits: StateHits?
    /// The tree's subtree hashes for matching, computed once with it.
    public var hashes: SubtreeHashes
}

/// Parsed screens by blob id and path, shared between threads.
///
/// The path is part of the key because a screen depends on it as well as on the bytes: an ARIA
/// snapshot is named after its file, the file's name chooses the importer, and messages
/// locate problems in it. Three files with the same contents are three screens.
///
/// Each job of a run that will ask for a blob says so first (`use`); the first to do so
/// reads the bytes and hands them over (`provide`), and they are kept here until the blob is
/// parsed, so any of its jobs, in any order, can parse it and the others find it parsed.
/// Each job also says when it is done with a blob (`done`). With `releasesAfterUse` on, a
/// blob no job holds any more is forgotten: a history, which reads hundreds of revisions,
/// keeps about one parsed revision per screen instead of every revision it has read, and a
/// check of thousands of screens keeps only those being compared. A bisect (whose base is
/// compared again at every step) and an audit (which draws the screens after comparing them)
/// keep every screen for the run.
public final class ScreenCache: Sendable {
    private let cache = BlobCache<Key, Result<LoadedScreen, WorkflowError>>()
    public let options: VoiceOverModel.Options
    /// The rules whose state hits are computed with each snapshot, if any.
    public let engine: RuleEngine?
    // Guards `users`, `unparsed`, `releasing` and `entriesParsed`; taken before the blob
    // cache's lock, never after it.
    private let requested = NSLock()
    /// The jobs that said they use each blob at a path: every one so far, or, when releasing,
    /// those not done with it yet.
    private nonisolated(unsafe) var users: [Key: Int] = [:]
    /// Bytes read and not yet parsed.
    private nonisolated(unsafe) var unparsed: [Key: [UInt8]] = [:]
    private nonisolated(unsafe) var releasing = false
    private nonisolated(unsafe) var renames = false
    /// Entries of multi-screen files parsed, which do not go through the cache.
    private nonisolated(unsafe) var entriesParsed = 0

    public init(options: VoiceOverModel.Options, engine: RuleEngine? = nil) {
        self.options = options
        self.engine = engine
    }

    /// Whether a blob no job holds is forgotten (`done`); off unless a workflow turns it on
    /// before its first `use` (history, and `ScreenComparison.run` over two sources).
    public var releasesAfterUse: Bool {
        get { requested.withLock { releasing } }
        set { requested.withLock { releasing = newValue } }
    }

    /// Whether the reports of the run's comparisons say which elements' identities changed
    /// (`ScreenReport.renamedElements`): an audit follows a finding from commit to commit
    /// through them, and no other workflow reads them. Off unless a workflow turns it on:
    /// working them out for every diff was 5.8% of P1's CPU (perf, 20 runs).
    public var followsRenames: Bool {
        get { requested.withLock { renames } }
        set { requested.withLock { renames = newValue } }
    }

    /// The screen of a blob, parsing the bytes handed over with `provide` (else `bytes()`)
    /// the first time this blob is asked for.
    public func screen(blob: ObjectID, path: String, bytes: () throws(WorkflowError) -> [UInt8]) -> Result<LoadedScreen, WorkflowError> {
        let key = Key(blob: blob, path: path)
        return cache.value(for: key) {
            do {
                let stored = requested.withLock { unparsed.removeValue(forKey: key) }
                var screen = try ScreenCache.load(try stored ?? bytes(), path: path, options: options)
                screen.stateHits = engine?.stateHits(screen.model)
                return .success(screen)
            } catch let error as WorkflowError {
                return .failure(error)
            } catch {
                return .failure(.io(path: path, message: "\(error)"))
            }
        }
    }

    /// Records that a job will need a blob read at `path`; true when no job of the run holds
    /// it, so the caller reads its bytes and hands them over with `provide`.
    public func use(_ blob: ObjectID, at path: String) -> Bool {
        let key = Key(blob: blob, path: path)
        return requested.withLock {
            let first = users[key] == nil
            users[key, default: 0] += 1
            return first
        }
    }

    /// The bytes of a blob `use` asked for, kept until it is parsed.
    public func provide(_ bytes: [UInt8], for blob: ObjectID, at path: String) {
        requested.withLock { unparsed[Key(blob: blob, path: path)] = bytes }
    }

    /// Undoes a `use` whose bytes could not be read, so the next job reads them again (and
    /// reports why they cannot be).
    public func forget(_ blob: ObjectID, at path: String) {
        let key = Key(blob: blob, path: path)
        requested.withLock {
            users[key] = nil
            unparsed[key] = nil
        }
    }

    /// Records that a job is done with a blob read at `path`. With `releasesAfterUse`, the
    /// last of its jobs frees its screen: a later job that needs it reads and parses it again.
    public func done(with blob: ObjectID, at path: String) {
        let key = Key(blob: blob, path: path)
        let freed = requested.withLock { () -> Result<LoadedScreen, WorkflowError>? in
            guard releasing, let count = users[key] else { return nil }
            if count > 1 {
                users[key] = count - 1
                return nil
            }
            users[key] = nil
            unparsed[key] = nil
            // Under this lock, so no new `use` of the blob can come between.
            return cache.remove(key)
        }
        _ = freed  // the screen's tree is freed here, outside both locks
    }

    /// How many distinct blobs were parsed, and how many requests the cache answered.
    public var parsedCount: Int { cache.misses + requested.withLock { entriesParsed } }
    public var reusedCount: Int { cache.hits }
    /// How many parsed screens the cache holds now.
    public var cachedCount: Int { cache.count }

    static func load(_ bytes: [UInt8], path: String, options: VoiceOverModel.Options) throws(WorkflowError) -> LoadedScreen {
        screen(try SnapshotLoader.load(bytes, path: path), options: options)
    }

    /// The same, of a file mapped into memory.
    static func load(_ file: FileIO.MappedFile, options: VoiceOverModel.Options) throws(WorkflowError) -> LoadedScreen {
        screen(try SnapshotLoader.load(file), options: options)
    }

    /// One entry of a file of several screens (a Vitest `.snap` file), counted in `parsedCount`.
    func load(entry: SnapshotEntry, path: String) throws(WorkflowError) -> LoadedScreen {
        requested.withLock { entriesParsed += 1 }
        return Self.screen(try SnapshotLoader.load(entry: entry, path: path), options: options)
    }

    /// What a parsed screen depends on.
    struct Key: Hashable, Sendable {
        let blob: ObjectID
        let path: String
    }

    private static func screen(_ loaded: LoadedSnapshot, options: VoiceOverModel.Options) -> LoadedScreen {
        let model = VoiceOverModel(snapshot: loaded.snapshot, options: options)
        return LoadedScreen(
            header: ScreenDiff.SnapshotHeader(loaded.snapshot), model: model, warnings: loaded.warnings,
            hashes: SubtreeHashes(model.tree))
    }
}
