import Foundation

/// Where a test's reference file lives: `<root>/snapshots/<name>[.<variant>].axsnap.json`,
/// the root being the nearest folder above the test file with `.axdiff.yml` or `.git` (so
/// `axdiff check` finds the files without configuration).
public enum SnapshotLocation {
    /// The environment variable that names the snapshots folder directly.
    public static let environmentVariable = "AXDIFF_SNAPSHOTS"

    /// The file name for a screen and an optional variant: `Settings.dark.axsnap.json`.
    public static func fileName(named name: String, variant: String?) throws(RecordingError) -> String {
        for part in [name, variant].compactMap({ $0 }) where part.isEmpty || part.contains("/") || part == "." || part == ".." {
            throw .badName(part)
        }
        return name + (variant.map { "." + $0 } ?? "") + ".axsnap.json"
    }

    /// The snapshots folder: `directory` when given, else `AXDIFF_SNAPSHOTS`, else `snapshots/`
    /// under the root found above `testFile`.
    public static func folder(testFile: String, directory: String?, environment: [String: String]) throws(RecordingError) -> String {
        if let directory { return directory }
        if let folder = environment[environmentVariable], !folder.isEmpty { return folder }
        guard let root = root(above: testFile) else { throw .noRoot(testFile: testFile) }
        return (root as NSString).appendingPathComponent("snapshots")
    }

    /// The nearest folder above `file` with `.axdiff.yml` or `.git`, or nil.
    public static func root(above file: String) -> String? {
        var folder = URL(fileURLWithPath: file).deletingLastPathComponent()
        let manager = FileManager.default
        while folder.path != "/" && !folder.path.isEmpty {
            if manager.fileExists(atPath: folder.appendingPathComponent(".axdiff.yml").path)
                || manager.fileExists(atPath: folder.appendingPathComponent(".git").path)
            {
                return folder.path
            }
            folder.deleteLastPathComponent()
        }
        return nil
    }
}
