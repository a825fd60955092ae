import AXWorkflows
import ArgumentParser

/// The files given, or, when none are, the repository's snapshot roots on disk (said on
/// standard error), for `validate` and `format`; `axsnapOnly` leaves out the files root
/// patterns match (ARIA snapshots are not axdiff's to reformat).
func filesOrSnapshotRoots(_ files: [String], axsnapOnly: Bool = false, configuration: ConfigurationOverride? = nil) throws -> [String] {
    guard files.isEmpty else { return files }
    do {
        let roots = try SnapshotRoots.onDisk(directory: currentDirectory(), includingPatterns: !axsnapOnly, configuration: configuration)
        Console.err("axdiff: \(roots.note)\n")
        return roots.paths
    } catch {
        Console.err(error.description + "\n")
        throw ExitCode(ExitStatus.usageOrInput)
    }
}
