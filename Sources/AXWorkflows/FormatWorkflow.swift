import AXModel

/// `axdiff format`: rewrites snapshots in canonical form, atomically; `--check` only reports.
public enum FormatWorkflow {
    public enum Status: Sendable, Equatable {
        /// Already canonical; the file was not touched.
        case canonical
        /// Rewritten in canonical form.
        case reformatted
        /// Not canonical (with `--check`; nothing written).
        case notCanonical
    }

    public struct FileResult: Sendable {
        public var path: String
        public var status: Status?
        public var error: WorkflowError?
        public var warnings: [Diagnostic]
    }

    public struct Outcome: Sendable {
        public var files: [FileResult]
        public var hasErrors: Bool { files.contains { $0.error != nil } }
        public var notCanonical: [String] { files.filter { $0.status == .notCanonical }.map(\.path) }
    }

    public static func run(paths: [String], check: Bool) -> Outcome {
        var files: [FileResult] = []
        for (path, problem) in FileIO.expandSnapshotPaths(paths) {
            if let problem {
                files.append(FileResult(path: path, status: nil, error: problem, warnings: []))
                continue
            }
            do throws(WorkflowError) {
                let bytes = try FileIO.read(path)
                let loaded = try SnapshotLoader.load(bytes, path: path)
                guard loaded.format == .axsnap else {
                    throw WorkflowError.usage("\(path) is not an axsnap snapshot but another kind of dump (\(loaded.format.title)): convert it with `axdiff import \(path) --output FILE.axsnap.json`")
                }
                let canonical = CanonicalWriter.write(loaded.snapshot)
                let status: Status
                if canonical == bytes {
                    status = .canonical
                } else if check {
                    status = .notCanonical
                } else {
                    try FileIO.writeAtomically(canonical, to: path)
                    status = .reformatted
                }
                files.append(FileResult(path: path, status: status, error: nil, warnings: loaded.warnings))
            } catch {
                files.append(FileResult(path: path, status: nil, error: error, warnings: []))
            }
        }
        return Outcome(files: files)
    }
}
