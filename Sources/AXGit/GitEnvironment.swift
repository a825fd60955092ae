import CLibGit2
import Foundation

/// The environment variables git itself reads to find a repository, so that axdiff run where
/// git runs it (a pre-commit hook during `git commit -a`, a script with `GIT_DIR` set) sees
/// the repository, working tree and index git is using.
///
/// - `GIT_DIR`: the git folder; no search from the current directory.
/// - `GIT_WORK_TREE`: the working tree's root (libgit2 1.5 does not read it itself).
/// - `GIT_INDEX_FILE`: the index file, e.g. the temporary index git builds for `commit -a`
///   and hands to its hooks.
/// - `GIT_NO_REPLACE_OBJECTS` and `GIT_REPLACE_REF_BASE`: whether and where `git replace`
///   refs are read (see `ObjectDatabase+Replace.swift`).
///
/// Relative paths are taken from the directory axdiff runs in, as git takes them.
public struct GitEnvironment: Sendable, Equatable {
    public var gitDirectory: String?
    public var workTree: String?
    public var indexFile: String?
    /// False when `GIT_NO_REPLACE_OBJECTS` is set: `git replace` refs are ignored.
    public var replaceObjects = true
    /// `GIT_REPLACE_REF_BASE`: where replace refs live (default `refs/replace/`).
    public var replaceRefBase: String?

    public init(gitDirectory: String? = nil, workTree: String? = nil, indexFile: String? = nil) {
        self.gitDirectory = gitDirectory
        self.workTree = workTree
        self.indexFile = indexFile
    }

    /// The variables of `environment` (empty ones are unset, as for git), with relative paths
    /// made absolute against `directory`.
    public init(_ environment: [String: String], directory: String) {
        func path(_ name: String) -> String? {
            guard let value = environment[name], !value.isEmpty else { return nil }
            let url = value.hasPrefix("/") ? URL(fileURLWithPath: value) : URL(fileURLWithPath: directory).appendingPathComponent(value)
            return FileSystemPath.trimmed(url.standardizedFileURL.path)
        }
        self.init(gitDirectory: path("GIT_DIR"), workTree: path("GIT_WORK_TREE"), indexFile: path("GIT_INDEX_FILE"))
        replaceObjects = environment["GIT_NO_REPLACE_OBJECTS"] == nil
        replaceRefBase = environment["GIT_REPLACE_REF_BASE"].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// The process's own variables.
    public static func current(directory: String = FileManager.default.currentDirectoryPath) -> GitEnvironment {
        GitEnvironment(ProcessInfo.processInfo.environment, directory: directory)
    }

    /// True when no variable is set.
    public var isEmpty: Bool { gitDirectory == nil && workTree == nil && indexFile == nil }

    /// Points an opened repository at the working tree and index the variables name.
    func apply(to pointer: OpaquePointer) throws(GitError) {
        if let workTree {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: workTree, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw .directoryNotFound(path: workTree)
            }
            try LibGit2.call("git_repository_set_workdir") { git_repository_set_workdir(pointer, workTree, 0) }
        }
        if let indexFile {
            var index: OpaquePointer?
            try LibGit2.call("git_index_open") { git_index_open(&index, indexFile) }
            guard let index else { return }
            defer { git_index_free(index) }
            git_repository_set_index(pointer, index)
        }
    }
}
