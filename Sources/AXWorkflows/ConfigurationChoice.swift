import AXGit
import AXRules

/// A configuration file named for the whole run (`--config PATH`, or the `AXDIFF_CONFIG`
/// environment variable): it applies to both sides of every comparison, whatever the
/// repository's `.axdiff.yml` says at any revision.
public struct ConfigurationOverride: Sendable, Equatable {
    /// As given; relative to the current directory.
    public var path: String
    /// True when it came from `AXDIFF_CONFIG` rather than `--config`, for the note that says so.
    public var fromEnvironment: Bool

    public init(path: String, fromEnvironment: Bool = false) {
        self.path = path
        self.fromEnvironment = fromEnvironment
    }

    /// How the note names where it came from: `--config` or `AXDIFF_CONFIG`.
    var origin: String { fromEnvironment ? "AXDIFF_CONFIG" : "--config" }

    /// The file, read relative to `directory` and parsed (for a command outside any repository).
    public func configuration(directory: String) throws(WorkflowError) -> Configuration {
        let text = try text(directory: directory)
        do {
            return try ConfigurationFile.parse(text, path: path)
        } catch {
            throw .configuration("\(error.description) (\(origin))")
        }
    }

    /// The file's text, read relative to `directory`.
    func text(directory: String) throws(WorkflowError) -> String {
        let full = path.hasPrefix("/") ? path : directory + "/" + path
        guard FileIO.isRegularFile(full) else {
            throw .usage("\(origin) \(path): no such file; name the configuration file to use for this run (relative to the current directory), or leave \(origin) out to read the repository's \(ConfigurationFile.name)")
        }
        return String(decoding: TextEncoding.utf8(try FileIO.read(full)), as: UTF8.self)
    }
}

/// Where the configuration a run uses was read from, for the note on standard error.
public enum ConfigurationOrigin: Sendable, Equatable {
    /// `.axdiff.yml` at the source the command reads it from (the head of the comparison).
    case source(TreeSource)
    /// The head (`missingAt`) has no `.axdiff.yml`, so the repository's current one applies:
    /// the working tree's, or HEAD's in a bare repository. A history recorded before anyone
    /// wrote a configuration is read with the one written since.
    case fallback(TreeSource, missingAt: TreeSource)
    /// A file named for the run (`--config`, `AXDIFF_CONFIG`).
    case file(ConfigurationOverride)
    /// No file anywhere the run looked: the defaults.
    case defaults(lookedAt: [TreeSource])
}
