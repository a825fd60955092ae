import ArgumentParser

/// `--repo`, shared by the commands that read a repository.
struct RepositoryOptions: ParsableArguments {
    @Option(name: .customLong("repo"), help: ArgumentHelp("The repository (default: the one containing the current directory).", valueName: "path"))
    var path: String?
}
