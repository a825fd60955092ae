import AXGit
import AXImport
import AXModel
import AXRules

/// `axdiff init`: an `.axdiff.yml` for the snapshots the working tree holds, and what was found.
///
/// Looks for the kinds of snapshot a repository keeps: axsnap files (`*.axsnap.json`),
/// Playwright's ARIA snapshots (`*-snapshots/*.yml` and `*.yaml`, `*.aria.yml`) and Vitest's
/// `__snapshots__/*.snap` files that hold ARIA snapshots. Each kind becomes one root, as narrow
/// as the files allow (the folder they share, so no command walks the rest of the repository).
public enum InitWorkflow {
    /// One kind of snapshot found.
    public struct Found: Sendable, Equatable {
        /// What they are, for people: "Playwright ARIA snapshots (*-snapshots/*.yaml)".
        public var kind: String
        /// The root written for them.
        public var root: String
        /// The files, repository-relative, sorted.
        public var files: [String]

        /// How many, of what: "1 Playwright ARIA snapshot (*-snapshots/*.yml)", "3 axsnap snapshots".
        public var counted: String {
            guard files.count == 1, let plural = kind.range(of: " snapshots") else { return "\(files.count) \(kind)" }
            return "1 " + kind.replacingCharacters(in: plural, with: " snapshot")
        }
    }

    public struct Outcome: Sendable {
        /// The file's path, repository-relative (`.axdiff.yml`) or as the user sees it.
        public var path: String
        /// What was written (or, with `dryRun`, would be).
        public var text: String
        public var found: [Found]
        /// False with `dryRun`.
        public var wrote: Bool
    }

    /// The patterns searched, with what each finds.
    static let kinds: [(pattern: String, kind: String, suffix: String)] = [
        ("**/*.axsnap.json", "axsnap snapshots", ""),
        ("**/*-snapshots/*.yml", "Playwright ARIA snapshots (*-snapshots/*.yml)", "*-snapshots/*.yml"),
        ("**/*-snapshots/*.yaml", "Playwright ARIA snapshots (*-snapshots/*.yaml)", "*-snapshots/*.yaml"),
        ("**/*.aria.yml", "Playwright ARIA snapshots (*.aria.yml)", "*.aria.yml"),
        ("**/__snapshots__/*.snap", "Vitest ARIA snapshots (__snapshots__/*.snap)", "__snapshots__/*.snap"),
    ]

    public static func run(repo: String?, directory: String, force: Bool, dryRun: Bool) throws(WorkflowError) -> Outcome {
        let repository = try RepositoryContext.discover(repo: repo, directory: directory)
        guard let workingTree = repository.workingTree else {
            throw .usage("the repository at \(repository.gitDirectory) is bare: run axdiff init in a checkout, where the snapshots are")
        }
        let target = workingTree.root + "/" + ConfigurationFile.name
        if !dryRun && !force && FileIO.existsOrIsLink(target) {
            throw .usage("\(ConfigurationFile.name) exists already: edit it, see what init would write with `axdiff init --dry-run`, or replace it with `axdiff init --force`")
        }
        var found: [Found] = []
        var claimed = Set<String>()
        for kind in kinds {
            let files: [SnapshotFile]
            do {
                files = try repository.snapshots.files(at: .workingTree, roots: [kind.pattern])
            } catch {
                throw .git(error)
            }
            var paths = files.map(\.path).filter { !claimed.contains($0) }
            if kind.pattern.hasSuffix(".snap") {
                paths = paths.filter { holdsAriaSnapshots(workingTree.root + "/" + $0, path: $0) }
            }
            guard !paths.isEmpty else { continue }
            claimed.formUnion(paths)
            found.append(Found(kind: kind.kind, root: root(for: paths, suffix: kind.suffix), files: paths))
        }
        guard !found.isEmpty else {
            throw .usage("found no snapshot in the working tree (looked for \(kinds.map(\.pattern).joined(separator: ", "))): record some first (docs/web.md, docs/capture-ios.md), or write \(ConfigurationFile.name) by hand with the folders or file patterns of yours under `snapshots:`")
        }
        let text = configuration(for: found)
        // What is written must read back, and select what was found.
        do {
            let parsed = try ConfigurationFile.parse(text)
            let selected = try repository.snapshots.files(at: .workingTree, roots: parsed.snapshotRoots).map(\.path)
            guard claimed.isSubset(of: Set(selected)) else {
                throw WorkflowError.usage("the roots found (\(parsed.snapshotRoots.joined(separator: ", "))) do not select every snapshot found; please report this")
            }
        } catch let error as WorkflowError {
            throw error
        } catch {
            throw .usage("the configuration made does not read back (\(error)); please report this")
        }
        if !dryRun { try FileIO.writeRefusingLinks(Array(text.utf8), to: target) }
        return Outcome(path: ConfigurationFile.name, text: text, found: found, wrote: !dryRun)
    }

    /// Whether a `.snap` file holds ARIA snapshots (an entry a comparison would read).
    static func holdsAriaSnapshots(_ file: String, path: String) -> Bool {
        guard let bytes = try? FileIO.read(file),
              let entries = try? Importer.screenEntries(TextEncoding.utf8(bytes), format: .vitestSnapshot, path: path)
        else { return false }
        return entries.contains(where: RepositoryContext.holdsAriaSnapshot)
    }

    /// The root for files of one kind: the folder they all share, with the kind's pattern
    /// under it (`playwright/snapshots/**/*-snapshots/*.yaml`: later specs in deeper folders
    /// are found too); for axsnap files, which a folder root finds by their suffix, that
    /// folder (`.`, the whole repository, when they share none).
    static func root(for paths: [String], suffix: String) -> String {
        let folders = paths.map { path -> [Substring] in
            var parts = path.split(separator: "/")
            parts.removeLast()
            // A Playwright folder (`home.spec.ts-snapshots`) or `__snapshots__` is the pattern's.
            if suffix.contains("/"), !parts.isEmpty { parts.removeLast() }
            return parts
        }
        var shared = folders.first ?? []
        for folder in folders.dropFirst() {
            var count = 0
            while count < min(shared.count, folder.count) && shared[count] == folder[count] { count += 1 }
            shared = Array(shared.prefix(count))
        }
        let prefix = shared.joined(separator: "/")
        if suffix.isEmpty { return prefix.isEmpty ? "." : prefix }
        return (prefix.isEmpty ? "" : prefix + "/") + "**/" + suffix
    }

    /// The file's text: what was found, as comments, then the roots.
    static func configuration(for found: [Found]) -> String {
        var lines = ["# axdiff's configuration, written by `axdiff init` for the snapshots it found:"]
        for kind in found {
            lines.append("#   \(kind.counted): \(kind.root)")
        }
        lines += [
            "# Reference: docs/workflows.md in the axdiff repository; `axdiff rules` lists the rules.",
            "snapshots:",
        ]
        for kind in found { lines.append("  - \"\(kind.root)\"") }
        lines += [
            "# rules:",
            "#   label-removed: error         # error, warning, notice or off",
            "# ignore:",
            "#   screens: [\"snapshots/Debug*\"]",
        ]
        return lines.joined(separator: "\n") + "\n"
    }
}
