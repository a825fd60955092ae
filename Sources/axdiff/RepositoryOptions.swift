import AXWorkflows
import ArgumentParser

#if canImport(Glibc)
import Glibc
#endif

/// `--repo`, shared by the commands that read a repository, with `--config`.
struct RepositoryOptions: ParsableArguments {
    @Option(name: .customLong("repo"), help: ArgumentHelp("The repository (default: the one containing the current directory).", valueName: "path"))
    var path: String?

    @OptionGroup var configuration: ConfigurationOptions

    /// The configuration file named for the run, if any.
    var override: ConfigurationOverride? { configuration.override }
}

/// `--config PATH`, else the `AXDIFF_CONFIG` environment variable: one configuration file for
/// the whole run, in place of the repository's `.axdiff.yml` at any revision.
struct ConfigurationOptions: ParsableArguments {
    @Option(name: .customLong("config"), help: ArgumentHelp("Use this configuration file for the whole run (both sides of every comparison) instead of the repository's .axdiff.yml; also AXDIFF_CONFIG.", valueName: "path"))
    var path: String?

    /// `--config`, else a non-empty `AXDIFF_CONFIG` (read here, at the edge of the program).
    var override: ConfigurationOverride? {
        if let path { return ConfigurationOverride(path: path) }
        guard let value = getenv("AXDIFF_CONFIG").map({ String(cString: $0) }), !value.isEmpty else { return nil }
        return ConfigurationOverride(path: value, fromEnvironment: true)
    }
}
