import AXImport
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
                let kind = try SnapshotLoader.kind(of: TextEncoding.utf8(bytes), path: path)
                guard kind == .axsnap else { throw WorkflowError.usage(notAxsnap(path, kind)) }
                let loaded = try SnapshotLoader.load(bytes, path: path, format: .axsnap)
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

    /// Why a dump of another kind is not rewritten, and what to do with it instead. A Vitest
    /// file holds several screens, and Vitest writes it itself: one is converted by its key.
    static func notAxsnap(_ path: String, _ kind: ImportFormat) -> String {
        guard kind == .vitestSnapshot else {
            return "\(path) is not an axsnap snapshot but another kind of dump (\(kind.title)): convert it with `axdiff import \(path) --output FILE.axsnap.json`"
        }
        return "\(path) is a Vitest snapshot file, not an axsnap snapshot: format rewrites axsnap snapshots only, "
            + "and Vitest writes its .snap files itself (`vitest -u` rewrites them); to convert one of its snapshots, run "
            + "`axdiff import \(path) --screen NAME --output FILE.axsnap.json`, NAME one of the keys that `axdiff show \(path)` lists"
    }
}
