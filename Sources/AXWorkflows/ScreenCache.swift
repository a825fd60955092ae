import AXDiff
import AXGit
import AXImport
import AXModel
import AXRules

/// A screen read once per run: the snapshot's header and its VoiceOver model. Cached by
/// blob id, so each distinct blob is parsed once per run.
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

/// Parsed screens by blob id, shared between threads.
public final class ScreenCache: Sendable {
    private let cache = BlobCache<Result<LoadedScreen, WorkflowError>>()
    public let options: VoiceOverModel.Options
    /// The rules whose state hits are computed with each snapshot, if any.
    public let engine: RuleEngine?
    private let requested = Lock()
    private nonisolated(unsafe) var requestedBlobs = Set<ObjectID>()
    /// Entries of multi-screen files parsed, which do not go through the cache.
    private nonisolated(unsafe) var entriesParsed = 0

    public init(options: VoiceOverModel.Options, engine: RuleEngine? = nil) {
        self.options = options
        self.engine = engine
    }

    /// The screen of a blob, parsing `bytes()` the first time this blob is asked for.
    public func screen(blob: ObjectID, path: String, bytes: () throws(WorkflowError) -> [UInt8]) -> Result<LoadedScreen, WorkflowError> {
        cache.value(for: blob) {
            do {
                var screen = try ScreenCache.load(try bytes(), path: path, options: options)
                screen.stateHits = engine?.stateHits(screen.model)
                return .success(screen)
            } catch let error as WorkflowError {
                return .failure(error)
            } catch {
                return .failure(.io(path: path, message: "\(error)"))
            }
        }
    }

    /// Records that a blob will be needed; true the first time, so its bytes are read once.
    public func claim(_ blob: ObjectID) -> Bool {
        requested.withLock { requestedBlobs.insert(blob).inserted }
    }

    /// How many distinct blobs were parsed, and how many requests the cache answered.
    public var parsedCount: Int { cache.misses + requested.withLock { entriesParsed } }
    public var reusedCount: Int { cache.hits }

    static func load(_ bytes: [UInt8], path: String, options: VoiceOverModel.Options) throws(WorkflowError) -> LoadedScreen {
        screen(try SnapshotLoader.load(bytes, path: path), options: options)
    }

    /// One snapshot of a Vitest `.snap` file, counted in `parsedCount`.
    func load(entry: Importer.VitestSnapshotEntry, path: String) throws(WorkflowError) -> LoadedScreen {
        requested.withLock { entriesParsed += 1 }
        return Self.screen(try SnapshotLoader.load(entry: entry, path: path), options: options)
    }

    private static func screen(_ loaded: LoadedSnapshot, options: VoiceOverModel.Options) -> LoadedScreen {
        let model = VoiceOverModel(snapshot: loaded.snapshot, options: options)
        return LoadedScreen(
            header: ScreenDiff.SnapshotHeader(loaded.snapshot), model: model, warnings: loaded.warnings,
            hashes: SubtreeHashes(model.tree))
    }
}
