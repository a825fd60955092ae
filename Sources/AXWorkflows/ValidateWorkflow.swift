import AXModel
import AXReport

/// `axdiff validate`: checks every file, reporting all its errors (not only the first) and
/// warnings.
public enum ValidateWorkflow {
    public struct Outcome: Sendable {
        public var files: [ValidationReport.File]
        public var hasErrors: Bool { files.contains { !$0.errors.isEmpty } }
        public var hasWarnings: Bool { files.contains { !$0.warnings.isEmpty } }
        /// The VoiceOver model of the last snapshot read (see `LoadedData`), for the caller to
        /// free when it chooses; each one before it is freed as the next file is read.
        public var loaded = LoadedData()
    }

    public static func run(paths: [String]) -> Outcome {
        var outcome = Outcome(files: [])
        for (path, problem) in FileIO.expandSnapshotPaths(paths) {
            if let problem {
                outcome.files.append(ValidationReport.File(path: path, errors: [problem.diagnostic(path: path)], warnings: [], elementCount: 0, focusStopCount: 0))
                continue
            }
            let (file, loaded) = check(path)
            outcome.files.append(file)
            if !loaded.isEmpty { outcome.loaded = loaded }
        }
        return outcome
    }

    static func check(_ path: String) -> (ValidationReport.File, LoadedData) {
        func failed(_ error: WorkflowError) -> (ValidationReport.File, LoadedData) {
            (ValidationReport.File(path: path, errors: [error.diagnostic(path: path)], warnings: [], elementCount: 0, focusStopCount: 0), LoadedData())
        }
        let bytes: [UInt8]
        do {
            let file = try FileIO.openFile(path)
            // A large axsnap file mapped into memory is validated where it lies.
            if let mapped = file.mapped(), SnapshotLoader.isPlainAxsnap(mapped.bytes, path: path) {
                let result = validate(SnapshotLoader.validate(mapped.bytes, path: path), path: path)
                try mapped.checkUnchanged()
                return result
            }
            bytes = TextEncoding.utf8(try file.read())
        } catch {
            return failed(error)
        }
        // An axsnap snapshot is read on past its errors so that all are reported; a dump from
        // another tool is imported, and reports its first.
        if (try? SnapshotLoader.kind(of: bytes, path: path)) == .axsnap {
            return validate(SnapshotLoader.validate(bytes, path: path), path: path)
        }
        do {
            // A Vitest `.snap` file is valid when each of its screens is; its counts are theirs.
            var (warnings, elements, stops) = ([Diagnostic](), 0, 0)
            for loaded in try SnapshotLoader.loadAll(bytes, path: path) {
                let model = VoiceOverModel(snapshot: loaded.snapshot)
                warnings += loaded.warnings
                elements += model.tree.count
                stops += model.focusStops.count
            }
            return (ValidationReport.File(path: path, errors: [], warnings: warnings, elementCount: elements, focusStopCount: stops), LoadedData())
        } catch {
            return failed(error)
        }
    }

    /// The report of an axsnap snapshot validated, with its VoiceOver model when it is valid.
    private static func validate(
        _ found: (snapshot: Snapshot?, errors: [Diagnostic], warnings: [Diagnostic]), path: String
    ) -> (ValidationReport.File, LoadedData) {
        guard let snapshot = found.snapshot else {
            return (ValidationReport.File(path: path, errors: found.errors, warnings: found.warnings, elementCount: 0, focusStopCount: 0), LoadedData())
        }
        let model = VoiceOverModel(snapshot: snapshot)
        return (ValidationReport.File(path: path, errors: [], warnings: found.warnings, elementCount: model.tree.count, focusStopCount: model.focusStops.count), LoadedData(model))
    }
}
