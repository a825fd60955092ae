import Foundation
import AXGit

/// A scratch git repository built with the git command line, commit by commit, with fixed
/// identities and dates; deleted when released.
public final class TestRepository {
    /// The scratch folder holding the repository, a private HOME and anything else a test adds.
    public let scratch: URL
    /// The repository's working tree (or the repository itself when bare).
    public let path: String
    private var clock = 0

    /// A fresh repository on branch `main`.
    public init(bare: Bool = false) throws {
        scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("axgit-tests-\(UUID().uuidString)")
        path = scratch.appendingPathComponent(bare ? "repo.git" : "repo").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: scratch.appendingPathComponent("home"), withIntermediateDirectories: true)
        if bare {
            try git("init", "-q", "--bare", "-b", "main")
        } else {
            try git("init", "-q", "-b", "main")
        }
    }

    /// Deletes the scratch folder. Tests call it in a `defer`, which also keeps the folder
    /// alive until the test ends (an optimised build may release an unused value earlier).
    public func delete() {
        try? FileManager.default.removeItem(at: scratch)
    }

    deinit {
        delete()
    }

    /// Runs git in the repository (or in `directory`) and returns its trimmed output.
    @discardableResult
    public func git(_ arguments: String..., in directory: String? = nil) throws -> String {
        try run(arguments, in: directory ?? path)
    }

    /// Runs git with `arguments` in `directory`, its standard input read from `input` when
    /// given, and returns its trimmed output.
    @discardableResult
    public func run(_ arguments: [String], in directory: String, input: URL? = nil) throws -> String {
        let process = Process()
        if let input { process.standardInput = try FileHandle(forReadingFrom: input) }
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let date = "@\(1_700_000_000 + clock * 3600) +0200"
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "HOME": scratch.appendingPathComponent("home").path,
            "GIT_CONFIG_NOSYSTEM": "1",
            "GIT_AUTHOR_NAME": "Ada Tester",
            "GIT_AUTHOR_EMAIL": "ada@example.com",
            "GIT_COMMITTER_NAME": "Ada Tester",
            "GIT_COMMITTER_EMAIL": "ada@example.com",
            "GIT_AUTHOR_DATE": date,
            "GIT_COMMITTER_DATE": date,
            "LC_ALL": "C",
        ]
        let output = Pipe()
        let errors = scratch.appendingPathComponent("git-stderr-\(UUID().uuidString)")
        _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
        let errorHandle = try FileHandle(forWritingTo: errors)
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = output
        process.standardError = errorHandle
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try errorHandle.close()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw GitCommandFailed(arguments: arguments, status: process.terminationStatus, message: message)
        }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Writes a file in the working tree, creating folders as needed.
    public func write(_ relative: String, _ text: String) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(relative)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    public func remove(_ relative: String) throws {
        try FileManager.default.removeItem(atPath: path + "/" + relative)
    }

    /// Stages everything and commits; returns the new commit's full id.
    @discardableResult
    public func commit(_ message: String) throws -> String {
        clock += 1
        try git("add", "-A")
        try git("commit", "-q", "--allow-empty", "-m", message)
        return try git("rev-parse", "HEAD")
    }

    /// Writes the files and commits them.
    @discardableResult
    public func commit(_ message: String, files: [String: String]) throws -> String {
        for (relative, text) in files { try write(relative, text) }
        return try commit(message)
    }

    public func open() throws -> Repository {
        try Repository.open(path: path)
    }

    public func id(_ revision: String) throws -> ObjectID {
        let hex = try git("rev-parse", revision)
        guard let id = ObjectID(hex: hex) else { throw GitCommandFailed(arguments: ["rev-parse", revision], status: 0, message: hex) }
        return id
    }

    /// Every file and folder under the scratch folder, `.git` included, with its bytes and
    /// modification time: equal fingerprints mean nothing was written.
    public func fingerprint() throws -> [String: FileRecord] {
        var records: [String: FileRecord] = [:]
        let root = scratch.path
        guard let enumerator = FileManager.default.enumerator(atPath: root) else { return records }
        while let relative = enumerator.nextObject() as? String {
            let full = root + "/" + relative
            let attributes = try FileManager.default.attributesOfItem(atPath: full)
            let type = attributes[.type] as? FileAttributeType
            let contents = type == .typeRegular ? try Data(contentsOf: URL(fileURLWithPath: full)) : nil
            records[relative] = FileRecord(
                type: type?.rawValue ?? "?",
                modified: attributes[.modificationDate] as? Date,
                contents: contents
            )
        }
        return records
    }
}

public struct FileRecord: Equatable {
    public let type: String
    public let modified: Date?
    public let contents: Data?
}

public struct GitCommandFailed: Error, CustomStringConvertible {
    public let arguments: [String]
    public let status: Int32
    public let message: String
    public var description: String { "git \(arguments.joined(separator: " ")) failed (\(status)): \(message)" }
}

/// A small, valid-looking snapshot; `label` makes each one distinct.
public func snapshotJSON(_ label: String, lines: Int = 1) -> String {
    let elements = (0..<lines).map { "    {\"role\": \"button\", \"label\": \"\(label) \($0)\"}" }
    return "{\n  \"elements\": [\n" + elements.joined(separator: ",\n") + "\n  ]\n}\n"
}
