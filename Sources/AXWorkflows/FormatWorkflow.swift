import AXGit
import AXImport
import AXModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `axdiff format`: rewrites snapshots in canonical form, atomically; `--check` only reports.
public enum FormatWorkflow {
    public enum Status: Sendable, Equatable {
        /// Already canonical; the file was not touched.
        case canonical
        /// Rewritten in canonical form.
        case reformatted
        /// Not canonical (with `--check`; nothing written).
        case notCanonical
        /// Not read or written: reached through a symbolic link that leads out of the
        /// repository (`FileResult.skipped` says where).
        case skipped
    }

    public struct FileResult: Sendable {
        public var path: String
        public var status: Status?
        public var error: WorkflowError?
        public var warnings: [Diagnostic]
        /// Why the file was skipped, for people.
        public var skipped: String?

        init(path: String, status: Status?, error: WorkflowError?, warnings: [Diagnostic], skipped: String? = nil) {
            self.path = path
            self.status = status
            self.error = error
            self.warnings = warnings
            self.skipped = skipped
        }
    }

    public struct Outcome: Sendable {
        public var files: [FileResult]
        public var hasErrors: Bool { files.contains { $0.error != nil } }
        public var notCanonical: [String] { files.filter { $0.status == .notCanonical }.map(\.path) }
    }

    /// - Parameter directory: the current directory; the repository around it (if any) is
    ///   the one no file is written outside of.
    public static func run(paths: [String], check: Bool, directory: String? = nil) -> Outcome {
        let repository = directory.flatMap(Self.repositoryRoot)
        var files: [FileResult] = []
        for (path, problem) in FileIO.expandSnapshotPaths(paths) {
            if let problem {
                files.append(FileResult(path: path, status: nil, error: problem, warnings: []))
                continue
            }
            if let repository, let directory, let reason = leavesRepository(path, directory: directory, repository: repository) {
                files.append(FileResult(path: path, status: .skipped, error: nil, warnings: [], skipped: reason))
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

    /// The repository's top folder and git folder around `directory`, resolved (no links), or
    /// nil outside a repository.
    static func repositoryRoot(_ directory: String) -> (top: String, git: String)? {
        guard let repository = try? RepositoryContext.discover(repo: nil, directory: directory), let top = repository.workdir else { return nil }
        guard let realTop = realPath(top), let realGit = realPath(repository.gitDirectory) else { return nil }
        return (realTop, realGit)
    }

    /// Why `path` must not be rewritten: named inside the repository (as the user wrote it,
    /// links not followed), it leads through a symbolic link a commit can hold to a file
    /// outside the repository's working tree, or inside its git folder. Nil when it stays
    /// inside, or when the user named a file outside the repository in the first place.
    static func leavesRepository(_ path: String, directory: String, repository: (top: String, git: String)) -> String? {
        let named = lexical(path.hasPrefix("/") ? path : directory + "/" + path)
        let top = repository.top.hasSuffix("/") ? repository.top : repository.top + "/"
        guard named.hasPrefix(top) else { return nil }
        guard let real = realPath(path) else { return nil }  // nothing there: the read says so
        let git = repository.git.hasSuffix("/") ? repository.git : repository.git + "/"
        if real.hasPrefix(top) && !real.hasPrefix(git) { return nil }
        let whereTo = real.hasPrefix(git) ? "the repository's git folder (\(real))" : "\(real), outside the repository"
        return "skipped \(path): a symbolic link leads it to \(whereTo); format writes only inside the repository, so a link a commit holds cannot make it write elsewhere (format the file where it is, if that is what you mean)"
    }

    /// `a/./b/../c` as `a/c`, without asking the file system (links are not followed).
    static func lexical(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// The path with every link resolved (`realpath`), or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(RawPath.bytes(path), nil) else { return nil }
        defer { free(resolved) }
        return RawPath.decode(resolved)
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
