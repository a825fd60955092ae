import AXGit
import AXModel
import AXRules
import class Foundation.NSLock

/// The snapshots recorded beside a newly added one at the base: the other snapshot files of
/// its folder (a Playwright spec's `-snapshots` folder, a screen's test folder). A defect of a
/// kind they already show is one the new snapshot records, not one the change made: a test
/// added for a dashboard whose sibling snapshots show the same unnamed images adds coverage.
///
/// The siblings are read once per folder and change; they are parsed and judged only when an
/// added screen has a finding to weigh, once, whichever screen asks first.
public final class SiblingBaseline: @unchecked Sendable {
    private let inputs: [ScreenInput]
    private let lock = NSLock()
    private var defects: RecordedDefects?  // guarded by `lock`

    init(inputs: [ScreenInput]) {
        self.inputs = inputs
    }

    /// The defects the siblings hold, as `engine` judges them. A sibling that cannot be read
    /// adds nothing (its own file is not judged here).
    func recordedDefects(engine: RuleEngine, options: VoiceOverModel.Options) -> RecordedDefects {
        lock.withLock {
            if let defects { return defects }
            let models = inputs.compactMap { input in
                try? ScreenCache.load(input.bytes ?? [], path: input.path, options: options).model
            }
            let found = engine.recordedDefects(models)
            defects = found
            return found
        }
    }
}

extension RepositoryContext {
    /// The baselines of the folders that gain snapshot files in `changes` (read at `base`), by
    /// folder; a folder with no other snapshot there has none.
    func siblingBaselines(of changes: [FileChange], at base: TreeSource, paths: NarrowingPaths) -> [String: SiblingBaseline] {
        var baselines: [String: SiblingBaseline] = [:]
        let added = changes.filter { $0.status == .added && !Self.holdsEntries($0.path) }
        for folder in Set(added.map { Self.folder(of: $0.path) }) {
            guard let files = try? repository.snapshots.files(at: base, roots: configuration.snapshotRoots, paths: [folder.isEmpty ? "." : folder])
            else { continue }
            let inputs = files.compactMap { file -> ScreenInput? in
                guard Self.folder(of: file.path) == folder, !configuration.isIgnored(path: file.path), !Self.holdsEntries(file.path),
                      let bytes = try? repository.snapshots.contents(of: file)
                else { return nil }
                return ScreenInput(path: file.path, blob: nil, bytes: bytes)
            }
            if !inputs.isEmpty { baselines[folder] = SiblingBaseline(inputs: inputs) }
        }
        return baselines
    }

    /// The folder a repository-relative path is in ("" at the top).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }
}
