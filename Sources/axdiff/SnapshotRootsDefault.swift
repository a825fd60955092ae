import AXWorkflows
import ArgumentParser

/// The files given, or, when none are, the repository's snapshot roots on disk (said on
/// standard error), for `validate` and `format`.
func filesOrSnapshotRoots(_ files: [String]) throws -> [String] {
    guard files.isEmpty else { return files }
    do {
        let roots = try SnapshotRoots.onDisk(directory: currentDirectory())
        Console.err("axdiff: \(roots.note)\n")
        return roots.paths
    } catch {
        Console.err(error.description + "\n")
        throw ExitCode(ExitStatus.usageOrInput)
    }
}
