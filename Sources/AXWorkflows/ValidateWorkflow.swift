import AXModel

/// `axdiff validate`: checks every file, reporting all errors and warnings.
public enum ValidateWorkflow {
    public struct FileResult: Sendable {
        public var path: String
        /// nil when the file is valid.
        public var error: WorkflowError?
        public var warnings: [Diagnostic]
        public var elementCount: Int
        public var focusStopCount: Int
    }

    public struct Outcome: Sendable {
        public var files: [FileResult]
        public var hasErrors: Bool { files.contains { $0.error != nil } }
    }

    public static func run(paths: [String]) -> Outcome {
        var files: [FileResult] = []
        for (path, problem) in FileIO.expandSnapshotPaths(paths) {
            if let problem {
                files.append(FileResult(path: path, error: problem, warnings: [], elementCount: 0, focusStopCount: 0))
                continue
            }
            do {
                let loaded = try SnapshotLoader.load(file: path)
                let model = VoiceOverModel(snapshot: loaded.snapshot)
                files.append(FileResult(
                    path: path, error: nil, warnings: loaded.warnings, elementCount: model.tree.count,
                    focusStopCount: model.focusStops.count))
            } catch {
                files.append(FileResult(path: path, error: error, warnings: [], elementCount: 0, focusStopCount: 0))
            }
        }
        return Outcome(files: files)
    }
}
